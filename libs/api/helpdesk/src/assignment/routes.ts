/**
 * The help desk's assignment (docs/areas/helpdesk.md, "Assignment"), under /ticket:
 * - PUT /ticket/assign {ticketId, assigneeId | null} → {message, data: Ticket}: a SuperAdmin or a Department user of
 *   the ticket's department (403 otherwise; 404 for a ticket out of sight) makes an active member of the ticket's
 *   department (or, a SuperAdmin, itself) the assignee, or nobody; 400 for anyone else. Audited `ticket.assign`; the
 *   new assignee is notified; the ticket's live change reaches its department, its raiser and the SuperAdmins.
 * - GET /ticket/assignees?ticketId= → {data: TicketPerson[]}: who may be assigned.
 * The SQL is in repository.ts (`app.ticketAssignment`, registered with the area in index.ts, as are the bulk actions
 * `tickets.assign` and `tickets.setStatus` of bulk.ts).
 */
import {
  HelpdeskMessages,
  HelpdeskOperations as op,
  Roles,
  mayAssignTicket,
  type TicketPerson,
} from '@backoffice/contracts';
import {
  actorOf,
  callerOf,
  forbidden,
  notFound,
  routeOperation,
  type AuthUser,
} from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ticketToWire, type TicketRow } from '../tickets/repository';
import { assignTicketAs } from './assign';

const DESK = [Roles.SuperAdmin, Roles.Department];

const assignmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** A ticket the caller may see, or 404. */
  const visibleTicket = async (me: AuthUser, ticketId: string): Promise<TicketRow> => {
    const row = await app.tickets.findVisible(me, ticketId);
    if (!row) throw notFound(HelpdeskMessages.tickets.notFound);
    return row;
  };

  routeOperation(app, op.assignTicket, { config: { access: DESK } }, async (request) => {
    const me = callerOf(request);
    const ticket = await visibleTicket(me, request.body.ticketId);
    const assigneeId = request.body.assigneeId?.trim() || null;
    await assignTicketAs(app, me, ticket, assigneeId, actorOf(request));
    const saved = await visibleTicket(me, ticket.id);
    return {
      message: assigneeId ? HelpdeskMessages.assignment.assigned : HelpdeskMessages.assignment.unassigned,
      data: ticketToWire(saved),
    };
  });

  routeOperation(app, op.listTicketAssignees, { config: { access: DESK } }, async (request) => {
    const me = callerOf(request);
    const ticket = await visibleTicket(me, request.query.ticketId);
    if (!mayAssignTicket(me, ticket)) throw forbidden();
    const members = await app.ticketAssignment.members(ticket.departmentId);
    const self: TicketPerson[] =
      me.role === Roles.SuperAdmin ? [{ _id: me.id, firstName: me.firstName, lastName: me.lastName }] : [];
    return { data: [...self, ...members.filter((m) => m._id !== me.id || me.role !== Roles.SuperAdmin)] };
  });
};

export default assignmentRoutes;
