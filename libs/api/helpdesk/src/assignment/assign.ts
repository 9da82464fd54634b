/**
 * The one assignment step shared by PUT /ticket/assign (routes.ts) and the bulk action `tickets.assign` (bulk.ts),
 * docs/areas/helpdesk.md, "Assignment": the rules, the write (repository.ts) and the assignee's notification.
 */
import {
  HelpdeskMessages,
  mayAssignTicket,
  mayBeAssigned,
  ticketAssignedNotificationText,
  type Role,
} from '@backoffice/contracts';
import { badRequest, forbidden, notFound, type Actor } from '@backoffice/api-server';
import type { FastifyInstance } from 'fastify';
import type { TicketRow } from '../tickets/repository';

/** Who assigns: the caller's id, role, department and names. */
export interface Assigner {
  id: string;
  role: Role;
  departmentId: string | null;
  firstName: string;
  lastName: string;
}

/**
 * Makes `assigneeId` (null: nobody) the ticket's assignee as `me`, and notifies the new assignee (unless it is `me`).
 * Assigning the current assignee changes nothing: no audit event, no notification.
 * @returns whether anything changed.
 * @throws HttpError 403 when `me` may not assign the ticket (mayAssignTicket), 400
 *   HelpdeskMessages.assignment.assigneeInvalid for an assignee that may not be (mayBeAssigned), 404 when the
 *   ticket vanished meanwhile.
 */
export async function assignTicketAs(
  app: FastifyInstance,
  me: Assigner,
  ticket: TicketRow,
  assigneeId: string | null,
  actor: Actor,
): Promise<boolean> {
  if (!mayAssignTicket(me, ticket)) throw forbidden();
  if (assigneeId === ticket.assigneeId) return false;
  if (assigneeId !== null) {
    const candidate = await app.ticketAssignment.candidate(assigneeId);
    if (!candidate || !mayBeAssigned(me, candidate, ticket)) throw badRequest(HelpdeskMessages.assignment.assigneeInvalid);
  }
  const outcome = await app.ticketAssignment.assign(ticket.id, assigneeId, actor);
  if (!outcome.found) throw notFound(HelpdeskMessages.tickets.notFound);
  if (!outcome.changed) return false;
  if (assigneeId) {
    const to = await app.tickets.recipients(me.id, { userId: assigneeId });
    await app.notifications.notify(to, ticketAssignedNotificationText(ticket.title, `${me.firstName} ${me.lastName}`), {
      entityType: 'ticket',
      entityId: ticket.id,
    });
  }
  return true;
}
