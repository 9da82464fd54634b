/**
 * Routes registered from the contracts' operations (issue 33, "Operations defined once";
 * libs/contracts/src/operation.ts): the method, path and schemas come from the operation, so the route and the
 * api-client's `call(operation, input)` cannot drift apart.
 */
import type { Operation } from '@backoffice/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';

/** Where the areas' routes are mounted (build-server.ts); an operation's path is under it. */
export const API_PREFIX = '/api';

/** The Fastify schema of an operation: its params, query string, body and answers. */
export interface OperationSchema<O extends Operation> extends FastifySchema {
  params: O['params'];
  querystring: O['query'];
  body: O['body'];
  response: O['response'];
}

/** The instance an area's route plugin receives (FastifyPluginAsyncTypebox). */
export type TypeboxApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

/** The handler of an operation's route: request and reply typed by its schemas (the TypeBox type provider). */
export type OperationHandler<O extends Operation> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  OperationSchema<O>,
  TypeBoxTypeProvider
>;

/**
 * The route options an area adds to an operation: `config: { access }` (required: plugins/auth.ts), hooks such as
 * `preValidation`, limits; `schema` only for documentation fields (`description`, `multipart`), since params,
 * query string, body and response come from the operation.
 */
export type OperationRouteOptions<O extends Operation> = Omit<
  RouteShorthandOptions<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, RouteGenericInterface, ContextConfigDefault, OperationSchema<O>, TypeBoxTypeProvider>,
  'schema' | 'config'
> & {
  config: NonNullable<RouteShorthandOptions['config']> & { access: NonNullable<NonNullable<RouteShorthandOptions['config']>['access']> };
  schema?: Omit<FastifySchema, 'params' | 'querystring' | 'body' | 'response'>;
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Registers the route of `operation` on `app`, a route plugin registered under a prefix (e.g. `/admin/commission`,
 * which makes `app.prefix` `/api/admin/commission`): the route's URL is the operation's path less that prefix.
 * A POST/PUT/PATCH without a body schema is documented as taking none (`noBody`, plugins/openapi.ts).
 *
 * @throws Error at start-up when the operation's path (under `/api`) is not under `app.prefix`: the operation
 *   belongs to another plugin, and registering it here would serve another URL than the client calls.
 */
export function routeOperation<O extends Operation>(app: TypeboxApp, operation: O, options: OperationRouteOptions<O>, handler: OperationHandler<O>): void {
  const full = `${API_PREFIX}${operation.path}`;
  const prefix = app.prefix;
  if (full !== prefix && !full.startsWith(`${prefix}/`)) {
    throw new Error(`The operation ${operation.method} ${full} is not under the prefix ${prefix} it is registered on.`);
  }
  const schema: FastifySchema = { ...options.schema, response: operation.response };
  if (operation.params) schema.params = operation.params;
  if (operation.query) schema.querystring = operation.query;
  if (operation.body) schema.body = operation.body;
  else if (BODY_METHODS.has(operation.method)) schema.noBody = true;
  // The prefix itself is registered as '/', which Fastify serves with and without the trailing slash.
  const url = full.slice(prefix.length) || '/';
  app.route({ ...options, method: operation.method, url, schema, handler } as never);
}
