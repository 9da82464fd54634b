/**
 * The departments' data layer (docs/areas/helpdesk.md), decorated as `app.departments`: the departments' SQL
 * (the table is a shared one, libs/api/server/src/db/server.schema.ts: users belong to a department), the ticket
 * counts per department (as far as the caller may see the tickets) and the removal that disables the
 * department's users. Removed departments are soft deleted (`deleted_at`): their name is free again and their
 * tickets keep them.
 */
import {
  DEPARTMENT_LIST_STATUSES,
  DEPARTMENT_TICKET_COUNT_ALL,
  Roles,
  type DepartmentListStatus,
} from '@backoffice/contracts';
import { audit, changedFields, containsPattern, type Actor, type AuthUser, type Db } from '@backoffice/api-server';
import { departments, users } from '@backoffice/api-server/schema';
import { and, asc, eq, ilike, inArray, isNull, ne, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { tickets } from '../helpdesk.schema';
import { ticketCounts } from '../ticket-counts';


/** A department on the wire. */
export interface DepartmentSummary {
  _id: string;
  name: string;
}

export class DepartmentRepository {
  constructor(private readonly db: Db) {}

  /** Whether a live department other than `exceptId` has this name (case-insensitively). */
  async nameTaken(name: string, exceptId?: string): Promise<boolean> {
    const [taken] = await this.db
      .select({ id: departments.id })
      .from(departments)
      .where(
        and(
          isNull(departments.deletedAt),
          eq(sql`lower(${departments.name})`, name.toLowerCase()),
          exceptId ? ne(departments.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return !!taken;
  }

  /** Whether a live (not removed) department has this id (a well-formed uuid). */
  async isLive(id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.id, id), isNull(departments.deletedAt)));
    return !!row;
  }

  /**
   * Adds a department and records `department.create`, in one transaction.
   * @throws the database's unique violation when the name was taken meanwhile (nothing is recorded then).
   */
  add(name: string, actor: Actor): Promise<DepartmentSummary> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(departments).values({ name }).returning();
      await audit(tx, actor, {
        action: 'department.create',
        entityType: 'department',
        entityId: row.id,
        before: null,
        after: { name: row.name },
      });
      return { _id: row.id, name: row.name };
    });
  }

  /**
   * Renames a live department and records `department.update` (the name before and after), in one transaction.
   * @returns false when it is not there. @throws on a unique violation.
   */
  rename(id: string, name: string, actor: Actor): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [old] = await tx
        .select({ name: departments.name })
        .from(departments)
        .where(and(eq(departments.id, id), isNull(departments.deletedAt)))
        .for('update');
      if (!old) return false;
      await tx.update(departments).set({ name }).where(eq(departments.id, id));
      await audit(tx, actor, {
        action: 'department.update',
        entityType: 'department',
        entityId: id,
        ...changedFields({ name: old.name }, { name }),
      });
      return true;
    });
  }

  /**
   * Removes a live department and, in the same transaction, disables its Department users and moves their token
   * version on (every token of theirs is refused from now on; docs/decisions.md "A removed department's users").
   * Records `department.remove` and one `user.disable` per user it disabled.
   * @returns the disabled users' ids, or null when the department is not there.
   */
  async remove(id: string, actor: Actor): Promise<string[] | null> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(departments)
        .set({ deletedAt: new Date() })
        .where(and(eq(departments.id, id), isNull(departments.deletedAt)))
        .returning({ id: departments.id, name: departments.name });
      if (rows.length === 0) return null;
      await audit(tx, actor, {
        action: 'department.remove',
        entityType: 'department',
        entityId: id,
        before: { name: rows[0].name },
        after: null,
      });
      const members = and(eq(users.departmentId, id), eq(users.role, Roles.Department));
      // Who was still enabled: the ones whose `disabled` changes (the trail records changes only).
      const enabled = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(members, eq(users.disabled, false)))
        .for('update');
      const disabled = await tx
        .update(users)
        .set({ disabled: true, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(members)
        .returning({ id: users.id });
      for (const user of enabled) {
        await audit(tx, actor, {
          action: 'user.disable',
          entityType: 'user',
          entityId: user.id,
          before: { disabled: false },
          after: { disabled: true },
        });
      }
      return disabled.map((u) => u.id);
    });
  }

  /** A live department, or undefined. */
  async findLive(id: string): Promise<DepartmentSummary | undefined> {
    const [dept] = await this.db
      .select({ _id: departments.id, name: departments.name })
      .from(departments)
      .where(and(eq(departments.id, id), isNull(departments.deletedAt)));
    return dept;
  }

  /** The live departments whose name contains `name` (any case), by name. */
  list(name: string | undefined): Promise<DepartmentSummary[]> {
    return this.db
      .select({ _id: departments.id, name: departments.name })
      .from(departments)
      .where(and(isNull(departments.deletedAt), name ? ilike(departments.name, containsPattern(name)) : undefined))
      .orderBy(asc(departments.name));
  }

  /**
   * The live departments (name filter as {@link list}), each with how many tickets of `status`'s statuses the
   * caller may see (docs/areas/helpdesk.md, "Who sees which ticket"): a SuperAdmin every ticket, a Department user
   * the tickets sent to its department and those it raised elsewhere. A filter ('Open', 'Pending', 'Close') keeps
   * the departments with at least one such ticket; 'All' keeps every department, zero counts included.
   * The department's own totals come from the per-department, per-status counters (ticket-counts.ts), not by
   * counting its tickets; a Department user's raised tickets are counted on the (user_id, …) index.
   */
  async listWithTicketCounts(
    name: string | undefined,
    status: DepartmentListStatus,
    me: Pick<AuthUser, 'id' | 'role' | 'departmentId'>,
  ): Promise<(DepartmentSummary & { ticketCount: number })[]> {
    const statuses = [...DEPARTMENT_LIST_STATUSES[status]];
    const counts = new Map<string, number>();
    const add = (rows: { departmentId: string; n: number }[]) => {
      for (const r of rows) counts.set(r.departmentId, (counts.get(r.departmentId) ?? 0) + Number(r.n));
    };
    const counters = (departmentId?: string) =>
      this.db
        .select({ departmentId: ticketCounts.departmentId, n: sql<number>`sum(${ticketCounts.n})::int` })
        .from(ticketCounts)
        .where(
          and(
            inArray(ticketCounts.status, statuses),
            departmentId ? eq(ticketCounts.departmentId, departmentId) : undefined,
          ),
        )
        .groupBy(ticketCounts.departmentId);
    if (me.role === Roles.SuperAdmin) {
      add(await counters());
    } else if (me.role === Roles.Department) {
      if (me.departmentId) add(await counters(me.departmentId));
      // What it raised to other departments (never its own: those are in its department's counters already).
      add(
        await this.db
          .select({ departmentId: tickets.departmentId, n: sql<number>`count(*)::int` })
          .from(tickets)
          .where(
            and(
              eq(tickets.userId, me.id),
              inArray(tickets.status, statuses),
              me.departmentId ? ne(tickets.departmentId, me.departmentId) : undefined,
            ),
          )
          .groupBy(tickets.departmentId),
      );
    }
    const rows = (await this.list(name)).map((d) => ({ ...d, ticketCount: counts.get(d._id) ?? 0 }));
    return status === DEPARTMENT_TICKET_COUNT_ALL ? rows : rows.filter((d) => d.ticketCount > 0);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The departments' data layer (help desk area only). */
    departments: DepartmentRepository;
  }
}

export default fp(
  async function departmentsRepository(app) {
    app.decorate('departments', new DepartmentRepository(app.db));
  },
  { name: 'helpdesk-departments-repository', dependencies: ['db'] },
);
