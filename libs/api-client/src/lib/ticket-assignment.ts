/**
 * Ticket assignment (docs/areas/helpdesk.md, "Assignment"): who owns a ticket inside its department. SuperAdmin and
 * the Department users of the ticket's department only (mayAssignTicket of the contracts); every function throws
 * ApiError: 403 for anyone else, 404 'Ticket not found' for a ticket the caller may not see. Bulk assignment and bulk
 * status go through the bulk runner (lib/bulk.ts, actions `tickets.assign` and `tickets.setStatus`).
 */
import { HelpdeskRoutes as routes } from '@backoffice/contracts/constants';
import type {
  HelpdeskOperations as Ops,
  AssignTicketBody,
  AssignTicketResponse,
  TicketPerson,
} from '@backoffice/contracts';
import { call } from './shared-client';

/**
 * PUT /api/ticket/assign: makes `assigneeId` the ticket's assignee (an active Department user of the ticket's
 * department, or the calling SuperAdmin taking it), or nobody with null. Assigning the current assignee changes
 * nothing. The new assignee is notified; the change is audited (`ticket.assign`) and reaches the department's open
 * pages live.
 * @returns `{ message: 'Ticket assigned' | 'Ticket unassigned', data }`, the ticket as it now is (its `assignee`).
 * @throws ApiError 400 HelpdeskMessages.assignment.assigneeInvalid for anyone else as assignee, 403, 404.
 *
 * @example
 * await assignTicket({ ticketId, assigneeId: me.id }); // take it
 */
export async function assignTicket(body: AssignTicketBody): Promise<AssignTicketResponse> {
  return call<Ops['assignTicket']>(routes.assignTicket, { body });
}

/**
 * GET /api/ticket/assignees?ticketId=: who may be assigned the ticket, for the assignee picker: the calling
 * SuperAdmin first (itself), then the active Department users of the ticket's department by first and last name.
 * @throws ApiError 403, 404.
 */
export async function listTicketAssignees(ticketId: string, signal?: AbortSignal): Promise<TicketPerson[]> {
  return (
    await call<Ops['listTicketAssignees']>(routes.listTicketAssignees, { query: { ticketId } }, { signal })
  ).data;
}
