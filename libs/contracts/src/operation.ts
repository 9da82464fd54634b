/**
 * One definition per operation (issue 33, "Operations defined once"): a contract exports each call as
 * `{ method, path, params?, query?, body?, response }`; the API registers its route from it
 * (libs/api/server/src/operation.ts) and the api-client calls it with `call(operation, input)`
 * (libs/api-client/src/lib/call.ts), so the path, the input and the answer are written once.
 */
import type { Static, TSchema } from 'typebox';

/** The HTTP methods an operation may use. */
export type OperationMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A `response` entry: a TypeBox schema (a JSON answer), or a documentation-only entry such as
 * `fileAnswer(...)` of the API (a PDF, a text page), which is not validated.
 */
export type OperationResponse = TSchema | { readonly description: string; readonly content: Record<string, unknown> };

/**
 * An operation's method and path without its schemas: what the api-client needs at run time. An area's routes
 * live in its TypeBox-free constants (e.g. `ChainsRoutes` of constants/chains.ts), so the api-client, which loads
 * on the login page, calls them without TypeBox; its types come from the operation (a type import).
 */
export interface OperationRoute {
  readonly method: OperationMethod;
  /**
   * The path under `/api` (the client's base URL), starting with `/`, with `:name` segments for the `params`
   * (e.g. `/admin/commission/:clientTypeName`).
   */
  readonly path: string;
}

/** What {@link defineOperation} takes and returns: the route with its schemas. */
export interface Operation extends OperationRoute {
  /** The `:name` segments (a TypeBox object whose keys are the names). */
  readonly params?: TSchema;
  /** The query string. */
  readonly query?: TSchema;
  /** The JSON body; a POST/PUT/PATCH without one takes no body (an action named by its path). */
  readonly body?: TSchema;
  /** The answers by status code: the 2xx entries make the call's answer type, the others document errors. */
  readonly response: Readonly<Record<number, OperationResponse>>;
}

/**
 * Declares an operation, keeping its literal method and path and its schemas' types.
 *
 * @example
 * export const ChainsOperations = {
 *   listChains: defineOperation({ ...ChainsRoutes.listChains, response: { 200: ChainListResponseSchema } }),
 * };
 */
export function defineOperation<const O extends Operation>(operation: O): O {
  if (!operation.path.startsWith('/')) throw new Error(`An operation's path starts with '/': ${operation.path}`);
  return operation;
}

/**
 * A documentation-only `response` entry for an answer that is a file, not JSON (a PDF): the media type with a
 * binary string schema (docs/api-database.md, "OpenAPI"); Fastify sends the bytes as they are.
 */
export const fileResponse = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } },
});

type StaticOf<S> = S extends TSchema ? Static<S> : never;
type TwoXX = 200 | 201 | 202 | 203 | 204 | 205 | 206;

/** The input of a call: `params`, `query` and `body`, each present when the operation declares it. */
export type OperationInput<O extends Operation> = (O['params'] extends TSchema ? { params: Static<O['params']> } : { params?: never }) &
  (O['query'] extends TSchema ? { query?: Static<O['query']> } : { query?: never }) &
  (O['body'] extends TSchema ? { body: Static<O['body']> } : { body?: never });

/**
 * The answer of a call: the union of its 2xx JSON answers (a documentation-only entry, such as a file, answers
 * `unknown`).
 */
export type OperationAnswer<O extends Operation> = {
  [K in keyof O['response'] & TwoXX]: O['response'][K] extends TSchema ? StaticOf<O['response'][K]> : unknown;
}[keyof O['response'] & TwoXX];
