/**
 * The help desk's bulk actions (docs/areas/helpdesk.md, "Assignment"; the runner: docs/areas/platform.md, "Bulk
 * runs"), started from the ticket list's selection (`ids`: ticket ids) by a SuperAdmin or a Department user:
 * - `tickets.assign`: `params.assigneeId` a user's id, or '' to unassign: each ticket as PUT /ticket/assign does
 *   (assignTicketAs: same rules, same `ticket.assign` event, the assignee notified); skipped "Already assigned to
 *   {first} {last}" / "Already unassigned";
 * - `tickets.setStatus`: `params.status` '1' to '4': each ticket as PUT /ticket/change-ticket-status does (same
 *   `ticket.status` event, the raiser notified); skipped "Already {status}".
 * Each item is checked as its starter, read again from the users table (the runner's actor says SuperAdmin): a
 * Department user's item on another department's ticket fails with the reason, as one by one.
 */
import {
  BulkMessages,
  HelpdeskMessages,
  Roles,
  isTicketStatusId,
  mayChangeTicketStatus,
  ticketReference,
  ticketStatusNotificationText,
  ticketStatusTitle,
} from '@backoffice/contracts';
import {
  badRequest,
  forbidden,
  HttpError,
  type Actor,
  type AuthUser,
  type BulkActionDefinition,
  type BulkItemRef,
  type BulkSelection,
} from '@backoffice/api-server';
import type { FastifyInstance } from 'fastify';
import { assignTicketAs, type Assigner } from './assign';

/** Who may start the help desk's bulk runs. */
const DESK = [Roles.SuperAdmin, Roles.Department] as const;

/**
 * The run's starter as the one-by-one calls would see it (role and department read now), and the actor with that
 * role. @throws HttpError 403 for a starter no longer active, or no longer a SuperAdmin or Department user.
 */
async function starterOf(app: FastifyInstance, actor: Actor): Promise<{ me: Assigner; actor: Actor }> {
  const user = actor.userId ? await app.ticketAssignment.candidate(actor.userId) : undefined;
  if (!user || !user.active || (user.role !== Roles.SuperAdmin && user.role !== Roles.Department)) throw forbidden();
  const me: Assigner = { id: user.id, role: user.role, departmentId: user.departmentId, firstName: user.firstName, lastName: user.lastName };
  return { me, actor: { ...actor, role: user.role } };
}

/** The starter as the visibility rule reads it (the token's other fields are not read). */
const asAuthUser = (me: Assigner) => ({ ...me, email: '', jti: '', exp: 0 }) as AuthUser;

/**
 * The selected tickets, in the given order, each named `TK-000123 title` when the caller may see it (else by its id:
 * the item then fails 'Ticket not found'). A scope is not taken (the list's selection only).
 * @throws HttpError 400 for a scope.
 */
async function resolveTickets(app: FastifyInstance, selection: BulkSelection, actor: Actor): Promise<{ title: string; items: BulkItemRef[] }> {
  if (selection.scope || !selection.ids) throw badRequest(BulkMessages.selectionRequired);
  const ids = [...new Set(selection.ids)];
  const { me } = await starterOf(app, actor);
  const rows = await app.ticketAssignment.ticketRefs(ids, me);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = ids.map((id): BulkItemRef => {
    const row = byId.get(id);
    return { id, record: { type: 'ticket', id, name: row ? `${ticketReference(row.number)} ${row.title}` : id } };
  });
  return { title: `${ids.length} selected ${ids.length === 1 ? 'ticket' : 'tickets'}`, items };
}

/** The ticket as the starter may see it. @throws HttpError 404 'Ticket not found' otherwise. */
async function ticketOf(app: FastifyInstance, me: Assigner, id: string) {
  const ticket = await app.tickets.findVisible(asAuthUser(me), id);
  if (!ticket) throw new HttpError(404, HelpdeskMessages.tickets.notFound);
  return ticket;
}

/** `tickets.assign` and `tickets.setStatus`, for `app.bulk.define` (index.ts). */
export function ticketBulkActions(app: FastifyInstance): BulkActionDefinition[] {
  return [
    {
      action: 'tickets.assign',
      access: DESK,
      concurrency: 4,
      async resolve(selection, actor) {
        if (typeof selection.params.assigneeId !== 'string' || Object.keys(selection.params).length !== 1) {
          throw badRequest(HelpdeskMessages.assignment.assigneeRequired);
        }
        return resolveTickets(app, selection, actor);
      },
      async runItem(id, params, runActor) {
        const { me, actor } = await starterOf(app, runActor);
        const ticket = await ticketOf(app, me, id);
        if (!mayChangeTicketStatus(me, ticket.departmentId)) throw forbidden(HelpdeskMessages.assignment.notYourDepartment);
        const assigneeId = params.assigneeId?.trim() || null;
        if (assigneeId === ticket.assigneeId) {
          return {
            outcome: 'skipped',
            message: assigneeId
              ? `Already assigned to ${ticket.assigneeFirstName ?? ''} ${ticket.assigneeLastName ?? ''}`.trim()
              : HelpdeskMessages.assignment.alreadyUnassigned,
          };
        }
        await assignTicketAs(app, me, ticket, assigneeId, actor);
        return { outcome: 'done' };
      },
    },
    {
      action: 'tickets.setStatus',
      access: DESK,
      concurrency: 4,
      async resolve(selection, actor) {
        const status = Number(selection.params.status);
        if (!isTicketStatusId(status) || Object.keys(selection.params).length !== 1) {
          throw badRequest(HelpdeskMessages.assignment.statusRequired);
        }
        return resolveTickets(app, selection, actor);
      },
      async runItem(id, params, runActor) {
        const { me, actor } = await starterOf(app, runActor);
        const status = Number(params.status);
        if (!isTicketStatusId(status)) throw badRequest(HelpdeskMessages.assignment.statusRequired);
        const ticket = await ticketOf(app, me, id);
        if (!mayChangeTicketStatus(me, ticket.departmentId)) throw forbidden(HelpdeskMessages.assignment.notYourDepartment);
        if (ticket.status === status) return { outcome: 'skipped', message: `Already ${ticketStatusTitle(status)}` };
        await app.tickets.setStatus(ticket.id, status, actor);
        if (ticket.userId !== me.id) {
          await app.notifications.notify([ticket.userId], ticketStatusNotificationText(ticket.title, ticketStatusTitle(status)), {
            entityType: 'ticket',
            entityId: ticket.id,
          });
        }
        return { outcome: 'done' };
      },
    },
  ];
}
