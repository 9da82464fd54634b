import { HelpdeskRoutes as routes } from '@backoffice/contracts/constants';
import type { HelpdeskOperations as Ops, ListTicketBody, ListTicketResponse } from '@backoffice/contracts';
import { call } from './client';

// The main entry's one help desk call (remote-kit's record panel lists a record's tickets in every remote); the
// help desk's other calls are in tickets.ts, of the `/helpdesk` entry. Apart, because a main-entry file calls
// through './client' and an entry file through './shared-client' (docs/micro-frontends.md, "Shared modules").

/**
 * POST /api/ticket/listTicket (docs/areas/helpdesk.md, "Calls"): one page of the tickets the caller's token
 * may see, newest first. SuperAdmin: every ticket; Department: the tickets sent to its department; Employee:
 * the tickets it raised. Filtering and paging happen on the server.
 *
 * @param query `status` (1-4, omitted = all), `departmentId` (omitted = all), `about` (`type:id` of a record,
 *   FILTERED_LISTS.tickets: only the tickets about it), `page` (1-based, default 1), `limit` (default 10, at
 *   most 100).
 * @returns `{ ticket, total, page, limit }`; `total` counts every matching ticket, not only this page.
 * @throws ApiError 400 on an invalid filter.
 *
 * @example
 * const { ticket, total } = await listTicket({ status: 1, page: 2, limit: 10 });
 */
export async function listTicket(query: ListTicketBody = {}): Promise<ListTicketResponse> {
  return call<Ops['listTicket']>(routes.listTicket, { body: query });
}
