import type { Operation, OperationAnswer, OperationInput } from '@backoffice/contracts';
import type { AxiosInstance } from 'axios';
import type { CallConfig } from './client';

// One definition per operation (issue 33, "Operations defined once"; libs/contracts/src/operation.ts): the
// client calls the route the API registered from the operation, so the path and the answer are written once.
// This module imports no client (types only): the main entry binds it to its own `http` (client.ts) and the
// other entries to the shared one (shared-client.ts), so that the federation-shared main entry never imports
// itself (docs/micro-frontends.md, "Shared modules").
// This library loads on the login page, so it takes the operation's TypeBox-free route (`ChainsRoutes.listChains`
// of @backoffice/contracts/constants) as its value and the operation (with its schemas) as a type only.

/** The method and path of operation `O`: its `OperationRoute`, or the operation itself. */
export type RouteOf<O extends Operation> = { readonly method: O['method']; readonly path: O['path'] };

/** The names of the `:name` segments of a path, in order (`/a/:id/b/:x` gives `['id', 'x']`). */
export function pathParamNames(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/** The arguments after the operation: the input may be left out when the operation needs none. */
type CallArgs<O extends Operation> = object extends OperationInput<O>
  ? [input?: OperationInput<O>, config?: CallConfig]
  : [input: OperationInput<O>, config?: CallConfig];

/**
 * The URL of an operation under the base URL: each `:name` segment replaced by `params[name]`, URI-encoded
 * (`/admin/commission/:clientTypeName` with `A/B` gives `/admin/commission/A%2FB`).
 * @throws Error when a segment's param is missing or empty (the call would reach another route).
 */
export function operationUrl(path: string, params: Record<string, unknown> = {}): string {
  for (const name of pathParamNames(path)) {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing the path param '${name}' of ${path}`);
  }
  return path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? encodeURIComponent(String(params[segment.slice(1)])) : segment))
    .join('/');
}

/** A typed caller of operations: what {@link callThrough} returns (`call` of client.ts and shared-client.ts). */
export type OperationCall = <O extends Operation>(route: O | RouteOf<O>, ...args: CallArgs<O>) => Promise<OperationAnswer<O>>;

/**
 * The caller of operations through `http`. Its `call(route, input?, config?)` fills the path's `:name` params
 * from `input.params`, sends `input.query` as the query string and `input.body` as the JSON body (none when
 * absent), with `config` (headers such as an Idempotency-Key, `responseType`).
 * The call answers the body, typed by the operation's 2xx response schemas, and throws ApiError (client.ts) on
 * a failed call, carrying the server's message, status and field.
 *
 * @example
 * const { data } = await call<ChainsOperations['listChains']>(ChainsRoutes.listChains);
 * await call<ChainsOperations['deleteChain']>(ChainsRoutes.deleteChain, { params: { clientTypeName: 'Accor' } });
 * // where TypeBox may load (a spec), the operation itself: await call(ChainsOperations.listChains);
 */
export function callThrough(http: Pick<AxiosInstance, 'request'>): OperationCall {
  return async <O extends Operation>(route: O | RouteOf<O>, ...[input, config]: CallArgs<O>): Promise<OperationAnswer<O>> => {
    const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
    const res = await http.request<OperationAnswer<O>>({
      ...config,
      method: route.method,
      url: operationUrl(route.path, params),
      ...(query === undefined ? {} : { params: query }),
      ...(body === undefined ? {} : { data: body }),
    });
    return res.data;
  };
}
