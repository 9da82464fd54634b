/**
 * The assignment's data layer (docs/areas/helpdesk.md, "Assignment"), decorated as `app.ticketAssignment`: who may
 * be made a ticket's assignee, the assignment itself (update and audit `ticket.assign` in one transaction), and the
 * department members an internal note's `@First Last` names. The routes (routes.ts) and the bulk actions (bulk.ts)
 * check the caller and call these methods.
 */
import { Roles, type Role, type TicketPerson } from '@backoffice/contracts';
import { audit, isUuid, type Actor, type Db } from '@backoffice/api-server';
import { users } from '@backoffice/api-server/schema';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { tickets } from '../helpdesk.schema';
import { ticketsVisibleTo } from '../tickets/repository';

/** The caller as the visibility rule reads it. */
export type Caller = { id: string; role: Role; departmentId: string | null };

/** A user as the assignment rules read it (mayBeAssigned of libs/contracts). */
export interface AssignmentCandidate {
  id: string;
  role: Role | null;
  departmentId: string | null;
  firstName: string;
  lastName: string;
  /** Neither disabled nor removed. */
  active: boolean;
}

/** What {@link TicketAssignmentRepository.assign} did: `changed` false when the assignee already was the one asked. */
export interface AssignOutcome {
  found: boolean;
  changed: boolean;
  before: string | null;
}

export class TicketAssignmentRepository {
  constructor(private readonly db: Db) {}

  /** The user as a possible assignee, or undefined for an unknown (or malformed) id. */
  async candidate(userId: string): Promise<AssignmentCandidate | undefined> {
    if (!isUuid(userId)) return undefined;
    const [row] = await this.db
      .select({
        id: users.id,
        role: users.role,
        departmentId: users.departmentId,
        firstName: users.firstName,
        lastName: users.lastName,
        disabled: users.disabled,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) return undefined;
    const { disabled, deletedAt, ...rest } = row;
    return { ...rest, active: !disabled && !deletedAt };
  }

  /** The active Department users of a department, by first then last name. */
  async members(departmentId: string): Promise<TicketPerson[]> {
    const rows = await this.db
      .select({ _id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(
        and(
          eq(users.departmentId, departmentId),
          eq(users.role, Roles.Department),
          eq(users.disabled, false),
          isNull(users.deletedAt),
        ),
      )
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
    return rows;
  }

  /**
   * The tickets among `ids` that `caller` may see (the help desk's visibility rule), with their number and title:
   * a bulk run's report names them (an id out of sight stays unnamed).
   */
  async ticketRefs(ids: readonly string[], caller: Caller): Promise<{ id: string; number: number; title: string }[]> {
    const known = ids.filter(isUuid);
    if (!known.length) return [];
    const visible = ticketsVisibleTo(caller as Parameters<typeof ticketsVisibleTo>[0]);
    return this.db
      .select({ id: tickets.id, number: tickets.number, title: tickets.title })
      .from(tickets)
      .where(and(inArray(tickets.id, known), visible));
  }

  /**
   * Sets a ticket's assignee (null: none) and records `ticket.assign` ({assigneeId} before → after), in one
   * transaction with the ticket's row locked. Nothing is written (nor recorded) when the assignee already is
   * `assigneeId`. The caller has checked who may assign and who may be assigned.
   */
  assign(ticketId: string, assigneeId: string | null, actor: Actor): Promise<AssignOutcome> {
    return this.db.transaction(async (tx) => {
      const [old] = await tx
        .select({ assigneeId: tickets.assigneeId })
        .from(tickets)
        .where(eq(tickets.id, ticketId))
        .for('update');
      if (!old) return { found: false, changed: false, before: null };
      if (old.assigneeId === assigneeId) return { found: true, changed: false, before: old.assigneeId };
      await tx.update(tickets).set({ assigneeId, updatedAt: new Date() }).where(eq(tickets.id, ticketId));
      await audit(tx, actor, {
        action: 'ticket.assign',
        entityType: 'ticket',
        entityId: ticketId,
        before: { assigneeId: old.assigneeId },
        after: { assigneeId },
      });
      return { found: true, changed: true, before: old.assigneeId };
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The tickets' assignment (help desk area only). */
    ticketAssignment: TicketAssignmentRepository;
  }
}

export default fp(
  async function ticketAssignmentRepository(app) {
    app.decorate('ticketAssignment', new TicketAssignmentRepository(app.db));
  },
  { name: 'helpdesk-assignment-repository', dependencies: ['db'] },
);
