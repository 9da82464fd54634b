import { PlatformRoutes as routes } from '@backoffice/contracts/constants';
import type { SearchOperations as Ops, SearchQuery, SearchResponse } from '@backoffice/contracts';
import { call } from './client';

/**
 * GET /api/search?q=&types=&limit=&exact= (docs/areas/search.md): the best matches across the areas that the
 * caller may see, best first: booking numbers, guests, hotels, chains, tickets, users, admins, invoices, coupons
 * and content pages. Each hit carries its `type`, `id` (and `parentId` where its page needs one), `title`, a
 * `context` line, the `route` of its page for the caller's role and a `score` (0-1).
 *
 * @param query `q` the text (1-100 characters), `types` a comma-separated list of record types to look in
 *   (default: all the caller may see), `limit` 1-50 (default 20), `exact` true for exact references only (booking
 *   number, invoice number, ticket number, e-mail: the shell's `/open/:type/:reference`).
 * @param signal cancels the call (the palette cancels the previous search when the text changes); a cancelled
 *   call rejects with an ApiError of status 0 that is not a connection problem.
 * @returns the answer, `{ hits: [] }` when nothing matches.
 * @throws ApiError 400 for an empty or too long `q`, an unknown type or a bad `limit`; 401 without a token;
 *   429 when rate limited.
 */
export async function search(query: SearchQuery, signal?: AbortSignal): Promise<SearchResponse> {
  // The operation of libs/contracts/src/search.ts (`SearchOperations`) at its route (`PlatformRoutes`, call.ts).
  return call<Ops['search']>(routes.search, { query }, { signal });
}
