/**
 * The tickets' data layer (docs/areas/helpdesk.md; fastify/demo's repository plugins), decorated as `app.tickets`:
 * every SQL statement on tickets and their replies, the row-to-wire mapping and the visibility rule (a SuperAdmin
 * sees every ticket, a Department user the tickets sent to its department and those it raised, an Employee the
 * tickets it raised). The routes (routes.ts) check the request, call these methods and answer.
 * Paging, filtering and counting happen in the database.
 */
import {
  BOOKING_ID_PREFIX,
  invoiceReference,
  Limits,
  RECORD_TYPE_LABELS,
  Roles,
  TicketStatus,
  isTicketAboutType,
  parseTicketAbout,
  type ListTicketBody,
  type Ticket,
  type TicketAbout,
  type TicketAboutReference,
  type TicketAboutType,
  type TicketSla,
  type TicketSort,
} from '@backoffice/contracts';
import {
  audit,
  containsPattern,
  isUuid,
  literalInt,
  named,
  RememberedTotals,
  rowsOf,
  uploadUrl,
  type Actor,
  type AuthUser,
  type Db,
  type Tx,
} from '@backoffice/api-server';
import { departments, users } from '@backoffice/api-server/schema';
import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { ticketDiscussions, tickets } from '../helpdesk.schema';
import type { HookedTicket, TicketHooks } from './hooks';

/**
 * What the record a ticket is about is called, read from its own table (docs/areas/helpdesk.md, "Tickets about a
 * record"): `name` a hotel's name or a customer's first and last name, `number` a reservation's booking number or
 * an invoice's sequence number (written as TF… and INV-… by {@link aboutToWire}); both null for another type or a
 * record that is gone. The tables are other areas' and are named in the SQL text (an area never imports another
 * area's schema: libs/api/README.md); each lookup is one primary-key read, made only for the ticket's own type.
 * @param type, id the ticket's `about_type` and `about_id` columns, as SQL.
 */
function aboutLookup(type: SQL, id: SQL): { name: SQL<string | null>; number: SQL<number | null> } {
  return {
    name: sql<string | null>`CASE ${type}
      WHEN 'hotel' THEN (SELECT ah.name FROM hotels ah WHERE ah.id = ${id})
      WHEN 'customer' THEN (SELECT trim(au.first_name || ' ' || au.last_name) FROM users au WHERE au.id = ${id})
      END`,
    number: sql<number | null>`CASE ${type}
      WHEN 'reservation' THEN (SELECT ar.booking_no FROM reservations ar WHERE ar.id = ${id})
      WHEN 'invoice' THEN (SELECT ai.number_seq FROM invoices ai WHERE ai.id = ${id})
      END`,
  };
}

const aboutOfTickets = aboutLookup(sql`${tickets.aboutType}`, sql`${tickets.aboutId}`);

/** The select list of a ticket row (joined with its department and creator). */
/** The assignee, joined as a second `users` (docs/areas/helpdesk.md, "Assignment"). */
const assignees = alias(users, 'assignee');

const ticketColumns = {
  id: tickets.id,
  number: tickets.number,
  aboutType: tickets.aboutType,
  aboutId: tickets.aboutId,
  aboutParentId: tickets.aboutParentId,
  aboutName: aboutOfTickets.name,
  aboutNumber: aboutOfTickets.number,
  title: tickets.title,
  message: tickets.message,
  status: tickets.status,
  priority: tickets.priority,
  createdAt: tickets.createdAt,
  imagePath: tickets.imagePath,
  departmentId: tickets.departmentId,
  departmentName: departments.name,
  userId: tickets.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  assigneeId: tickets.assigneeId,
  assigneeFirstName: assignees.firstName,
  assigneeLastName: assignees.lastName,
  firstReplyDueAt: tickets.firstReplyDueAt,
  firstRepliedAt: tickets.firstRepliedAt,
  resolutionDueAt: tickets.resolutionDueAt,
  resolvedAt: tickets.resolvedAt,
  slaPausedAt: tickets.slaPausedAt,
};

/** A ticket joined with its department's name, its creator's names and what its record is called. */
export type TicketRow = {
  id: string;
  number: number;
  aboutType: string | null;
  aboutId: string | null;
  aboutParentId: string | null;
  aboutName: string | null;
  aboutNumber: number | null;
  title: string;
  message: string;
  status: number;
  priority: number;
  createdAt: Date;
  imagePath: string | null;
  departmentId: string;
  departmentName: string;
  userId: string;
  firstName: string;
  lastName: string;
  assigneeId: string | null;
  assigneeFirstName: string | null;
  assigneeLastName: string | null;
  firstReplyDueAt: Date | null;
  firstRepliedAt: Date | null;
  resolutionDueAt: Date | null;
  resolvedAt: Date | null;
  slaPausedAt: Date | null;
};

/** The assignee on the wire, or null. */
export const assigneeToWire = (id: string | null, firstName: string | null, lastName: string | null) =>
  id ? { _id: id, firstName: firstName ?? '', lastName: lastName ?? '' } : null;

/**
 * The SLA clock on the wire (docs/areas/helpdesk.md, "SLAs"), or null when the ticket has none (no due instant).
 * Instants as ISO 8601 strings.
 */
export function slaToWire(r: {
  firstReplyDueAt: Date | null;
  firstRepliedAt: Date | null;
  resolutionDueAt: Date | null;
  resolvedAt: Date | null;
  slaPausedAt: Date | null;
}): TicketSla | null {
  if (!r.firstReplyDueAt && !r.resolutionDueAt) return null;
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    firstReplyDueAt: iso(r.firstReplyDueAt),
    firstRepliedAt: iso(r.firstRepliedAt),
    resolutionDueAt: iso(r.resolutionDueAt),
    resolvedAt: iso(r.resolvedAt),
    pausedAt: iso(r.slaPausedAt),
  };
}

/**
 * The record a ticket is about, on the wire (a RecordRef of records.ts with its name), or null: a booking number
 * `TF100707`, an invoice number `INV-000012` (as billing writes it), a hotel's or customer's name, and
 * '{Type} (removed)' for a record no longer there.
 */
export function aboutToWire(
  type: string | null,
  id: string | null,
  parentId: string | null,
  name: string | null,
  number: number | null,
): TicketAbout | null {
  if (!type || !id || !isTicketAboutType(type)) return null;
  const label =
    number === null || number === undefined
      ? name
      : type === 'reservation'
        ? `${BOOKING_ID_PREFIX}${number}`
        : invoiceReference(number);
  return {
    type,
    id,
    ...(parentId ? { parentId } : {}),
    name: label || `${RECORD_TYPE_LABELS[type].one} (removed)`,
  };
}

/** A ticket on the wire. */
export const ticketToWire = (r: TicketRow): Ticket => ({
  _id: r.id,
  number: r.number,
  title: r.title,
  message: r.message,
  status: r.status,
  priorityLevels: r.priority,
  createdAt: r.createdAt.toISOString(),
  department: { _id: r.departmentId, name: r.departmentName },
  userId: { _id: r.userId, firstName: r.firstName, lastName: r.lastName },
  ticketImage: uploadUrl(r.imagePath),
  about: aboutToWire(r.aboutType, r.aboutId, r.aboutParentId, r.aboutName, r.aboutNumber),
  assignee: assigneeToWire(r.assigneeId, r.assigneeFirstName, r.assigneeLastName),
  sla: slaToWire(r),
});

/** A row of the list's statements (snake_case, as the driver answers it): a ticket, with the total on page 1. */
type PageRow = { total?: number } & {
  id: string;
  number: number;
  about_type: string | null;
  about_id: string | null;
  about_parent_id: string | null;
  about_name: string | null;
  about_number: number | null;
  title: string;
  message: string;
  status: number;
  priority: number;
  created_at: unknown;
  image_path: string | null;
  department_id: string;
  department_name: string;
  user_id: string;
  first_name: string;
  last_name: string;
  assignee_id: string | null;
  assignee_first_name: string | null;
  assignee_last_name: string | null;
  first_reply_due_at: unknown;
  first_replied_at: unknown;
  resolution_due_at: unknown;
  resolved_at: unknown;
  sla_paused_at: unknown;
};

/** A timestamp of a list row as Drizzle maps the column (the drivers answer a string or a Date); null stays null. */
const instantOf = (v: unknown): Date | null =>
  v === null || v === undefined ? null : (tickets.createdAt.mapFromDriverValue(v as string) as Date);

/** A list row on the wire: the same shape as {@link ticketToWire}, in one step from the driver's row. */
const pageRowToWire = (r: PageRow): Ticket => ({
  _id: r.id,
  number: r.number,
  title: r.title,
  message: r.message,
  status: r.status,
  priorityLevels: r.priority,
  createdAt: (instantOf(r.created_at) as Date).toISOString(),
  department: { _id: r.department_id, name: r.department_name },
  userId: { _id: r.user_id, firstName: r.first_name, lastName: r.last_name },
  ticketImage: uploadUrl(r.image_path),
  about: aboutToWire(r.about_type, r.about_id, r.about_parent_id, r.about_name, r.about_number),
  assignee: assigneeToWire(r.assignee_id, r.assignee_first_name, r.assignee_last_name),
  sla:
    r.first_reply_due_at || r.resolution_due_at
      ? slaToWire({
          firstReplyDueAt: instantOf(r.first_reply_due_at),
          firstRepliedAt: instantOf(r.first_replied_at),
          resolutionDueAt: instantOf(r.resolution_due_at),
          resolvedAt: instantOf(r.resolved_at),
          slaPausedAt: instantOf(r.sla_paused_at),
        })
      : null,
});

/**
 * The keys of the list's orders other than the creation instant (docs/areas/helpdesk.md, "The ticket list"), as SQL
 * over the list statement's `tk` (a ticket): each sort's columns, then `created_at` and `id` in the same direction
 * make the order total (a page never repeats or skips a ticket). Names sort case-insensitively; `nullsLast`: the
 * tickets without the key (unassigned, no SLA due) come last in both directions. All tickets' or one department's
 * list, whatever the sort, is read in order from the index of its scope's column then the sort's (helpdesk.schema.ts,
 * migrations 0041, 0042 and 0051; `title` and `slaDue` through the same expressions as here; the names from their
 * copies on the ticket, 0052), and `department` in one department's list is the creation order; a sorted list with
 * another filter (a status, an assignee) sorts the scope's rows (a top-N sort keeps only OFFSET + LIMIT of them;
 * docs/api-database.md, "Which index a list reads").
 */
const SORT_KEYS: Record<Exclude<TicketSort, 'createdAt'>, { keys: string[]; nullsLast?: boolean }> = {
  number: { keys: ['tk.number'] },
  title: { keys: ['lower(tk.title)'] },
  status: { keys: ['tk.status'] },
  priority: { keys: ['tk.priority'] },
  // The names' copies on the ticket (migrations 0051 and 0052: lower-cased, kept by triggers through renames).
  department: { keys: ['tk.department_sort'] },
  raiser: { keys: ['tk.raiser_sort_last', 'tk.raiser_sort_first'] },
  assignee: { keys: ['tk.assignee_sort_last', 'tk.assignee_sort_first'], nullsLast: true },
  // The earlier of the targets not met yet.
  slaDue: {
    keys: [
      `LEAST(CASE WHEN tk.first_replied_at IS NULL THEN tk.first_reply_due_at END,
        CASE WHEN tk.resolved_at IS NULL THEN tk.resolution_due_at END)`,
    ],
    nullsLast: true,
  },
};

/** The lookup of {@link aboutLookup} over the list statement's row `t`. */
const aboutOfPageRow = aboutLookup(sql.raw('t.about_type'), sql.raw('t.about_id'));


/** What the caller may see: SuperAdmin all, Department its department's and its own, Employee its own. */
export function ticketsVisibleTo(me: AuthUser): SQL | undefined {
  if (me.role === Roles.SuperAdmin) return undefined;
  if (me.role === Roles.Department && me.departmentId) {
    return or(eq(tickets.departmentId, me.departmentId), eq(tickets.userId, me.id));
  }
  return eq(tickets.userId, me.id);
}

/** A record a ticket is about, as stored: its type, id and the id its page needs beside it (an invoice's hotel). */
export interface AboutRecord {
  type: TicketAboutType;
  id: string;
  parentId: string | null;
}

/** The ticket's columns for `about` (all null without one). */
const aboutColumns = (about: AboutRecord | null) => ({
  aboutType: about?.type ?? null,
  aboutId: about?.id ?? null,
  aboutParentId: about?.parentId ?? null,
});

/**
 * The record as the audit trail stores it: its id under `<type>Id` (`hotelId`, `reservationId`, `invoiceId`,
 * `customerId`), so the History panel names and links it like any referenced id (docs/areas/helpdesk.md, "Links").
 */
const aboutAudit = (about: { type: string; id: string } | null): Record<string, string> =>
  about ? { [`${about.type}Id`]: about.id } : {};

/** Tickets created by this process between two ANALYZE runs of the tickets table. */
export const ANALYZE_EVERY_TICKETS = 1000;

/**
 * Whose tickets a list shows: all (SuperAdmin), one department's (`departmentId`), or one creator's (`userId`).
 * `callerId` is who asks (the list's assignee filter `me`); it narrows nothing by itself. Without it `me` is the
 * creator of a creator's scope ("My Tickets" is the caller's own).
 */
export interface TicketScope {
  departmentId?: string;
  userId?: string;
  callerId?: string;
}

/**
 * Whose tickets POST /ticket/listTicket shows the caller (docs/areas/helpdesk.md, "Who sees which ticket"): a
 * SuperAdmin every ticket; an Employee the tickets it raised; a Department user the tickets sent to its department
 * or, when the list asks for another department (`departmentId`, the read-only Department Details page), the
 * tickets it raised there. A Department user's own raised tickets in general are "My Tickets" (listTicketDepartment).
 */
export function ticketListScope(me: AuthUser, departmentId?: string): TicketScope {
  if (me.role === Roles.SuperAdmin) return { callerId: me.id };
  if (me.role === Roles.Department && me.departmentId) {
    const asked = departmentId?.trim();
    return asked && asked !== me.departmentId
      ? { userId: me.id, callerId: me.id }
      : { departmentId: me.departmentId, callerId: me.id };
  }
  return { userId: me.id, callerId: me.id };
}

/** The largest ticket number (the column is a 32-bit integer). */
const TICKET_NUMBER_MAX = 2_147_483_647;

/**
 * The ticket number a search text names, as people write it (docs/areas/helpdesk.md, "The ticket list"): `TK-000123`
 * (ticketReference of @backoffice/contracts), `tk123`, `TK 123`, `#123` or `123`, any case; undefined for any other
 * text (searched in the titles). A number beyond the column's range is returned as it is (it names no ticket).
 */
export function ticketNumberOf(text: string): number | undefined {
  const m = /^(?:tk[-\s]?|#)?(\d{1,15})$/i.exec(text.trim());
  return m ? Number(m[1]) : undefined;
}

/** A reply as the discussion list shows it. */
export interface DiscussionRow {
  id: string;
  message: string;
  createdAt: Date;
  imagePath: string | null;
  departmentId: string | null;
  departmentName: string | null;
  userId: string;
  firstName: string;
  /** An internal note (docs/areas/helpdesk.md, "Internal notes"). */
  internal: boolean;
}

/** The size (bytes) above which the counters' table is rewritten at start ({@link TicketRepository.compactCounts}). */
export const COUNTS_COMPACT_BYTES = 64 * 1024;

/**
 * How many tickets a title search (`q` as text, not a ticket number) counts at most (docs/api-database.md, "Search,
 * sort and the assignee filter"): beyond it the list answers `total` = the cap and `totalCapped: true` (the total is
 * at least `total`), and its pages end there. Counting every match visited each matching row (8,335 rows, 20 ms of
 * a 75 ms p95 at 100,000 tickets, tools/bench/tickets.mjs); `count(*)` over a subquery `LIMIT`ed to the cap + 1
 * stops the scan early: at 1,000 the p95 stayed at 75 ms (12,000 rows read for a word in one title in 12), at 100
 * it is 29 ms.
 */
export const SEARCH_TOTAL_CAP = 100;

/** How many lists (scope and filters) {@link TicketRepository} remembers the last total of. */
export const REMEMBERED_TOTALS = 1000;

export class TicketRepository {
  private createdSinceAnalyze = 0;
  /** Listeners of the writes (hooks.ts), called inside their transactions. */
  private readonly hooks: TicketHooks[] = [];
  /** The total each list had at its last later page, by scope and filters (at most REMEMBERED_TOTALS). */
  private readonly lastTotals = new RememberedTotals(REMEMBERED_TOTALS);

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Registers listeners of the tickets' writes (hooks.ts: the SLA clock). */
  addHooks(hooks: TicketHooks): void {
    this.hooks.push(hooks);
  }

  /** The ticket as hooks see it, locked for the rest of the transaction; undefined for an unknown id. */
  private async lockForWrite(tx: Tx, ticketId: string): Promise<HookedTicket | undefined> {
    const [row] = await tx
      .select({
        id: tickets.id,
        userId: tickets.userId,
        departmentId: tickets.departmentId,
        status: tickets.status,
        createdAt: tickets.createdAt,
      })
      .from(tickets)
      .where(eq(tickets.id, ticketId))
      .for('update');
    return row;
  }

  /**
   * Gathers the tickets' statistics. The embedded PGlite has no autovacuum, so nothing else would: without them
   * a filtered list (department + status) sorted 7,000 rows instead of reading 10 from its index (217 ms instead
   * of 0.3 ms at 100,000 tickets, tools/bench/tickets.mjs). Run at start and after every ANALYZE_EVERY_TICKETS
   * new tickets (a PostgreSQL server's autovacuum does it anyway; harmless there). Never throws.
   */
  analyze(): Promise<void> {
    return this.db.execute(sql`ANALYZE tickets`).then(
      () => undefined,
      (error: Error) => this.log.warn({ err: error }, 'ANALYZE tickets failed'),
    );
  }

  /**
   * Rewrites the per-department, per-status counters (`ticket_counts`, migration 0002) when their table takes
   * more than COUNTS_COMPACT_BYTES. Each ticket written updates one counter row; one statement that writes many
   * tickets (an import, the bulk insert of tools/bench/tickets.mjs) leaves a dead version of the row per ticket,
   * which the embedded PGlite, without autovacuum, keeps for good and which every unfiltered list's total then
   * reads (100,000 tickets inserted 20,000 per statement: 6 MB for 20 rows, the SuperAdmin's lists at half their
   * speed; docs/api-database.md, "The ticket list under 100,000 tickets"). Run at start, before the API answers:
   * VACUUM FULL locks the table while it copies the live rows. Never throws.
   * @returns the table's size in bytes before and after (after = before when it was small enough); undefined
   *   when the database refused (logged as a warning).
   */
  async compactCounts(): Promise<{ before: number; after: number } | undefined> {
    const size = async () =>
      Number(
        rowsOf<{ bytes: string }>(
          await this.db.execute(sql`SELECT pg_relation_size('ticket_counts') AS bytes`),
        )[0].bytes,
      );
    try {
      const before = await size();
      if (before <= COUNTS_COMPACT_BYTES) return { before, after: before };
      await this.db.execute(sql`VACUUM FULL ticket_counts`);
      const after = await size();
      this.log.info({ before, after }, 'ticket_counts compacted');
      return { before, after };
    } catch (error) {
      this.log.warn({ err: error }, 'compacting ticket_counts failed');
      return undefined;
    }
  }

  private selectTickets(db: Db | Tx = this.db) {
    return db
      .select(ticketColumns)
      .from(tickets)
      .innerJoin(departments, eq(departments.id, tickets.departmentId))
      .innerJoin(users, eq(users.id, tickets.userId))
      .leftJoin(assignees, eq(assignees.id, tickets.assigneeId));
  }

  /** A ticket the caller may see, or undefined (also for a malformed id). */
  async findVisible(me: AuthUser, ticketId: string): Promise<TicketRow | undefined> {
    if (!isUuid(ticketId)) return undefined;
    const [row] = await this.selectTickets().where(and(eq(tickets.id, ticketId), ticketsVisibleTo(me)));
    return row;
  }

  /**
   * One page of tickets and their total, on the wire (docs/areas/helpdesk.md, "The ticket list"; docs/api-database.md,
   * "The ticket list under 100,000 tickets"), always within `scope`. Filters of `body`: status, department, still
   * open, title text, the record it is about, the assignee (`me`: scope.callerId, else the creator of a creator's
   * scope; `none`: unassigned; a user's id; any other value answers an empty list, as an unknown departmentId does)
   * and the search `q` (a ticket number, `TK-000123`, `tk123` or `123`: that ticket; other text: the tickets whose
   * title contains it, any case). Order: `sort` (TICKET_SORTS, default `createdAt`) and `order` (default `desc`).
   * Newest first: one statement for page 1 and for a later page of a list whose total has not changed since its
   * last later page, else two; another order the same, its later pages too read from the nearer end (the page
   * statements labelled `ticket_sorted…`). "Mine" and "Unassigned" sum the per-assignee counters (migration 0042).
   * Each a named statement, parsed once per
   * connection. A title search counts at most SEARCH_TOTAL_CAP tickets: beyond it the answer's `total` is the
   * cap, `totalCapped` is true and no page lies beyond the cap.
   */
  async list(scope: TicketScope, body: ListTicketBody | null | undefined) {
    const page = body?.page ?? 1;
    const limit = body?.limit ?? Limits.pageSize;
    const empty = () => ({ ticket: [] as Ticket[], total: 0, page, limit });
    const departmentId = body?.departmentId?.trim();
    const status = body?.status;
    if (departmentId && !isUuid(departmentId)) return empty();
    const aboutText = body?.about?.trim();
    const about = aboutText ? parseTicketAbout(aboutText) : null;
    if (aboutText && (!about || !isUuid(about.id))) return empty();
    const assigneeText = body?.assignee?.trim();
    const assigneeId = assigneeText === 'me' ? (scope.callerId ?? scope.userId) : assigneeText;
    if (assigneeText && assigneeText !== 'none' && !(assigneeId && isUuid(assigneeId))) return empty();
    const q = body?.q?.trim();
    const qNumber = q ? ticketNumberOf(q) : undefined;
    if (qNumber !== undefined && qNumber > TICKET_NUMBER_MAX) return empty();
    // The statements are written with the tables' and columns' names and only the values as parameters: built from
    // the schema's objects, composing them cost more per request than the database took to answer. The filters name
    // columns that `tickets` and both counters' tables share.
    const filters: SQL[] = [];
    if (scope.departmentId) filters.push(sql`department_id = ${scope.departmentId}`);
    if (status) filters.push(sql`status = ${status}`);
    if (departmentId) filters.push(sql`department_id = ${departmentId}`);
    // Still open (the dashboard's open tickets): a condition on the status, which the counters share.
    if (body?.open) filters.push(sql`status IN (${TicketStatus.Open}, ${TicketStatus.InProgress})`);
    const where = (conditions: SQL[]) => (conditions.length ? sql.join(conditions, sql` AND `) : sql`true`);
    const scoped = scope.userId ? [sql`user_id = ${scope.userId}`, ...filters] : filters;
    const w = where(scoped);
    // A record's tickets (`about`) are few and read through their own index (about_type, about_id); a title's text
    // (`title`, the dashboard's refund requests; `q`) through migration 0029's trigram index on lower(title); a ticket
    // number through its unique index; an assignee's or the unassigned tickets through (assignee_id, created_at, id)
    // and (department_id, assignee_id, created_at, id) (migration 0037). The counters know none of them, so such a
    // list counts its tickets.
    const own: SQL[] = [];
    if (about) own.push(sql`about_type = ${about.type}`, sql`about_id = ${about.id}`);
    const titleText = body?.title?.trim().toLowerCase();
    if (titleText) own.push(sql`lower(title) LIKE ${containsPattern(titleText)}`);
    const assigneeFilter =
      assigneeText === 'none' ? sql`assignee_id IS NULL` : assigneeId ? sql`assignee_id = ${assigneeId}` : undefined;
    if (assigneeFilter) own.push(assigneeFilter);
    if (qNumber !== undefined) own.push(sql`number = ${qNumber}`);
    // A creator's tickets are few (186 of the bench's Employee; thousands at most): `strpos`, which no index serves,
    // filters them as read from (user_id, created_at, id). Through LIKE the planner also ANDed the trigram index's
    // bitmap of every match (8,335 entries, 2-9 ms for 11 found; docs/api-database.md, "Search, sort and the
    // assignee filter").
    else if (q && scope.userId) own.push(sql`strpos(lower(title), ${q.toLowerCase()}) > 0`);
    else if (q) own.push(sql`lower(title) LIKE ${containsPattern(q.toLowerCase())}`);
    const wt = own.length ? where([...scoped, ...own]) : w;
    // The total sums counters kept by a trigger, never the tickets: a creator's list (an Employee's, "My
    // Tickets") the per-creator ones (`ticket_user_counts`, migration 0027), every other list the per-department
    // ones (`ticket_counts`, 0002); at most 4 rows per department either way. Counting a creator's tickets read
    // all of them (5,608 rows for a page of 10; docs/api-database.md, "A user with many tickets (issue 38)").
    const counters = sql.raw(scope.userId ? 'ticket_user_counts' : 'ticket_counts');
    // "Mine" and "Unassigned" (the assignee filter alone), all or a department's, sum the per-assignee counters
    // (`ticket_assignee_counts`, migration 0042; its columns are the filters' too): counting them read every
    // matching ticket (6,648 rows for a page of 10 in list-plans.spec.ts). A creator's list with an assignee filter
    // (not one the console sends) still counts its tickets.
    const byAssignee = assigneeFilter !== undefined && own.length === 1 && !scope.userId;
    // A title search counts up to the cap + 1 only (SEARCH_TOTAL_CAP): `n` above the cap means "at least the cap".
    const cap = q && qNumber === undefined ? SEARCH_TOTAL_CAP : undefined;
    const total = !own.length
      ? sql`SELECT coalesce(sum(n), 0)::int AS total FROM ${counters} WHERE ${w}`
      : byAssignee
        ? sql`SELECT coalesce(sum(n), 0)::int AS total FROM ticket_assignee_counts WHERE ${where([...filters, assigneeFilter])}`
        : cap !== undefined
        ? sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM tickets WHERE ${wt} LIMIT ${literalInt(cap + 1)}) capped`
        : sql`SELECT count(*)::int AS total FROM tickets WHERE ${wt}`;
    // The answer: a capped search's total is the cap and says so (the contract's `totalCapped`); its pages stop at
    // the cap's ticket.
    const offset = (page - 1) * limit;
    const answer = (rows: PageRow[], n: number) =>
      cap !== undefined && n > cap
        ? {
            ticket: rows.slice(0, Math.max(0, cap - offset)).map(pageRowToWire),
            total: cap,
            totalCapped: true,
            page,
            limit,
          }
        : { ticket: rows.map(pageRowToWire), total: n, page, limit };
    // The page's rows (`ids`: the chosen tickets' ids, with `extra` more of their columns to answer) joined with
    // their department, creator and assignee, one id at a time (OFFSET 0 keeps that a nested loop; the assignee a
    // lateral lookup of its own: as a plain join of the small users table the planner hashed the whole table per
    // row), in `orderBy`.
    const joined = (ids: SQL, extra: string, orderBy: string) => sql`
      SELECT t.id, t.number, t.title, t.message, t.status, t.priority, t.created_at, t.image_path, t.department_id,
        t.name AS department_name, t.user_id, t.first_name, t.last_name, t.about_type, t.about_id,
        t.about_parent_id, t.about_name, t.about_number, t.assignee_id, t.assignee_first_name, t.assignee_last_name,
        t.first_reply_due_at, t.first_replied_at, t.resolution_due_at, t.resolved_at, t.sla_paused_at${sql.raw(extra)}
      FROM (${ids}) p,
      LATERAL (SELECT t.*, d.name, u.first_name, u.last_name, a.first_name AS assignee_first_name,
        a.last_name AS assignee_last_name, ${aboutOfPageRow.name} AS about_name,
        ${aboutOfPageRow.number} AS about_number FROM tickets t
        INNER JOIN departments d ON d.id = t.department_id
        INNER JOIN users u ON u.id = t.user_id
        LEFT JOIN LATERAL (SELECT a.first_name, a.last_name FROM users a WHERE a.id = t.assignee_id OFFSET 0) a ON true
        WHERE t.id = p.id OFFSET 0) t
      ORDER BY ${sql.raw(orderBy)}`;
    // The list's order (docs/areas/helpdesk.md, "The ticket list"): newest first, or the sort's keys (SORT_KEYS)
    // then created_at and id, all in the order's direction. A department's name is one and the same in a list of
    // one department's tickets: sorted by department, that list is in the creation order (and reads its index).
    const sort = body?.sort ?? 'createdAt';
    const ascending = body?.order === 'asc';
    const sorted = sort !== 'createdAt' || ascending;
    const oneDepartment = !!(scope.departmentId || departmentId);
    const { keys, nullsLast } =
      sort === 'createdAt' || (sort === 'department' && oneDepartment) ? { keys: [], nullsLast: false } : SORT_KEYS[sort];
    // The order over the keys' columns (prefixed `k`; `exprs`: the keys' expressions themselves, for a window's
    // ORDER BY, which cannot name an output column) and the ticket's own (prefixed `t`); `reverse` the exact
    // opposite (each direction and NULLS placement flipped: the same index read from its other end).
    const order = (k: string, t: string, reverse = false, exprs = keys.map((_, i) => `${k}sort_k${i + 1}`)) => {
      const d = reverse === ascending ? 'DESC' : 'ASC';
      const nulls = nullsLast ? (reverse ? ' NULLS FIRST' : ' NULLS LAST') : '';
      return [...exprs.map((e) => `${e} ${d}${nulls}`), `${t}created_at ${d}`, `${t}id ${d}`].join(', ');
    };
    const selectKeys = keys.map((k, i) => `, ${k} AS sort_k${i + 1}`).join('');
    const extra = keys.map((_, i) => `, p.sort_k${i + 1}`).join('');
    // The page's ids come from the index of the scope's and filters' columns then the order's (helpdesk.schema.ts;
    // docs/api-database.md, "Which index a list reads") and the scan stops after OFFSET + LIMIT entries; a page in
    // the second half is read in the `reverse` order from the other end (the last page costs as little as the
    // first), the rows answered in the list's order. Sorted otherwise than newest first, the ids are chosen on
    // `tickets` alone with the sort's keys, then joined.
    const pageSql = (reverse: boolean, lim: SQL, off: SQL) =>
      sorted
        ? joined(
            sql`SELECT tk.id, tk.created_at${sql.raw(selectKeys)} FROM tickets tk WHERE ${wt}
        ORDER BY ${sql.raw(order('', 'tk.', reverse))}
        LIMIT ${lim} OFFSET ${off}`,
            extra,
            order('p.', 't.'),
          )
        : joined(
            sql`SELECT id FROM tickets WHERE ${wt} ORDER BY created_at ${sql.raw(reverse ? 'ASC' : 'DESC')}, id ${sql.raw(reverse ? 'ASC' : 'DESC')} LIMIT ${lim} OFFSET ${off}`,
            '',
            't.created_at DESC, t.id DESC',
          );
    const param = (n: number) => sql`${n}::int`;
    // A later page of a list without a text search: the rows at positions `off` + 1 to `off` + `lim` of the order
    // read from the nearer end (`reverse`), numbered by row_number() over the index's order and chosen by their
    // numbers, the page size written in the text. No parameter changes the plan, so PostgreSQL keeps one (the
    // generic plan, after five runs) per connection: with `LIMIT $n OFFSET $m` a generic plan assumed a tenth of
    // the scope read, looked costlier than a plan for the values, and the statement was planned again on every run
    // (over the 35 indexes of `tickets`, most of a later page's time; docs/api-database.md, "Which index a list
    // reads", rule 5). `rn <= …` is the window's run condition: the scan stops after the page's last row, having
    // read `off` + `lim` index entries, as OFFSET and LIMIT did; the LIMIT written in the text (never fewer than
    // `lim` rows) tells the planner that few rows are wanted, so it reads the index in order rather than sorting.
    const positionsSql = (reverse: boolean, lim: number, off: number) => {
      const positions = sql`rn > ${off}::int AND rn <= ${off}::int + ${lim}::int LIMIT ${literalInt(limit)}`;
      if (sorted) {
        const window = order('', 'tk.', reverse, keys);
        const keyColumns = keys.map((_, i) => `, sort_k${i + 1}`).join('');
        return joined(
          sql`SELECT id, created_at${sql.raw(keyColumns)} FROM (SELECT tk.id, tk.created_at${sql.raw(selectKeys)},
            row_number() OVER (ORDER BY ${sql.raw(window)}) AS rn FROM tickets tk WHERE ${wt}) w WHERE ${positions}`,
          extra,
          order('p.', 't.'),
        );
      }
      const d = reverse ? 'ASC' : 'DESC';
      return joined(
        sql`SELECT id FROM (SELECT id, row_number() OVER (ORDER BY created_at ${sql.raw(d)}, id ${sql.raw(d)}) AS rn
          FROM tickets WHERE ${wt}) w WHERE ${positions}`,
        '',
        't.created_at DESC, t.id DESC',
      );
    };
    // The total and a page in ONE statement: the page joined to the materialised total, a row of nulls when
    // the page has no ticket, in the list's order over its rows `r`.
    const withTotal = async (name: string, pageRows: SQL) => {
      const rows = rowsOf<PageRow>(
        await this.db.execute(
          named(
            name,
            sql`WITH c AS MATERIALIZED (${total})
              SELECT c.total, r.* FROM c LEFT JOIN LATERAL (${pageRows}) r ON true
              ORDER BY ${sql.raw(sorted ? order('r.', 'r.') : 'r.created_at DESC, r.id DESC')}`,
          ),
        ),
      );
      return { rows: rows[0]?.id ? rows : [], total: rows[0]?.total ?? 0 };
    };
    // The statements' labels: another order's are `ticket_sorted…`.
    const label = (name: string) => (sorted ? name.replace('ticket_', 'ticket_sorted_') : name);
    if (offset === 0) {
      // Page 1 does not depend on the total. Its LIMIT and OFFSET are written in the text (a page size is an
      // integer the body's schema bounds): with them as parameters PostgreSQL planned the statement again on
      // every run, a generic plan for an unknown LIMIT looking costlier than the index scan; with them in the
      // text it keeps one plan after five runs (docs/api-database.md, "The ticket list under 100,000 tickets").
      const first = await withTotal(sorted ? 'ticket_sorted' : 'ticket_list', pageSql(false, literalInt(limit), sql.raw('0')));
      return answer(first.rows, first.total);
    }
    // A later page reads from the end nearer to it, which the total decides. The total this list had at its
    // last later page goes into one statement with the page read for it, and the statement answers the true
    // total too: the page stands when the two agree, and is read again for the true total only when tickets came
    // or went meanwhile. A list's first later page reads its total first, then the page (docs/api-database.md,
    // "The ticket list under 100,000 tickets"). The page's positions are parameters (`positionsSql`); a text
    // search (`q`, `title`) keeps LIMIT and OFFSET as parameters, so that each run is planned for its own pattern
    // (a generic plan knows no pattern's selectivity). A capped search's pages end at the cap and are read from the
    // newest end (its true end is not known).
    // One department's list by number keeps them too: numbered by the window, its generic plan read `number`'s
    // unique index in order and filtered the department (123-157 rows for a page of 10 in list-plans.spec.ts; the
    // planner prices the two indexes by their correlation: docs/api-database.md, "Which index a list reads", rule 6).
    const perRunPlan = !!(q || titleText) || (sort === 'number' && oneDepartment);
    const pageAt = (reverse: boolean, lim: number, off: number) =>
      perRunPlan ? pageSql(reverse, param(lim), param(off)) : positionsSql(reverse, lim, off);
    const pageFor = (n: number) => {
      if (offset >= n || (cap !== undefined && offset >= cap)) return pageAt(false, 0, 0);
      if (cap !== undefined && n > cap) return pageAt(false, limit, offset);
      return n - offset - limit < offset
        ? pageAt(true, Math.min(limit, n - offset), Math.max(0, n - offset - limit))
        : pageAt(false, limit, offset);
    };
    // Every filter is in the key: the scope's, the body's and the resolved assignee and search.
    const key = JSON.stringify([
      scope.userId,
      scope.departmentId,
      status,
      departmentId,
      about?.type,
      about?.id,
      !!body?.open,
      titleText,
      assigneeText === 'none' ? 'none' : (assigneeId ?? null),
      qNumber ?? q?.toLowerCase(),
    ]);
    const found = await this.lastTotals.laterPage(key, {
      withTotal: (guess) => withTotal(label('ticket_later_page'), pageFor(guess)),
      total: async () => rowsOf<{ total: number }>(await this.db.execute(named('ticket_total', total)))[0].total,
      rows: async (n) => (offset >= n ? [] : rowsOf<PageRow>(await this.db.execute(named(label('ticket_page'), pageFor(n))))),
    });
    return answer(found.rows, found.total);
  }

  /**
   * Stores a new ticket (open) and records `ticket.create` in the same transaction, then returns it joined.
   * Every ANALYZE_EVERY_TICKETS tickets the statistics are gathered again (in the background).
   */
  async create(
    values: {
      title: string;
      message: string;
      priority: number;
      departmentId: string;
      userId: string;
      imagePath: string | null;
      about?: AboutRecord | null;
    },
    actor: Actor,
  ): Promise<TicketRow> {
    const { about, ...fields } = values;
    const id = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(tickets)
        .values({ ...fields, ...aboutColumns(about ?? null) })
        .returning({ id: tickets.id, status: tickets.status, createdAt: tickets.createdAt });
      await audit(tx, actor, {
        action: 'ticket.create',
        entityType: 'ticket',
        entityId: row.id,
        before: null,
        after: {
          title: values.title,
          message: values.message,
          status: row.status,
          priorityLevels: values.priority,
          departmentId: values.departmentId,
          ticketImage: values.imagePath,
          ...aboutAudit(about ?? null),
        },
      });
      const hooked: HookedTicket = { ...row, userId: values.userId, departmentId: values.departmentId };
      for (const h of this.hooks) await h.created?.(tx, hooked, actor);
      return row.id;
    });
    if (++this.createdSinceAnalyze >= ANALYZE_EVERY_TICKETS) {
      this.createdSinceAnalyze = 0;
      void this.analyze();
    }
    const [created] = await this.selectTickets().where(eq(tickets.id, id));
    return created;
  }

  /**
   * The record a ticket may be about (docs/areas/helpdesk.md, "Tickets about a record"), with the id its page needs
   * beside its own (an invoice's hotel), or undefined when there is none: an unknown id, a removed hotel, a user
   * who is not a customer (userType APP) or was removed.
   */
  async findAboutRecord(type: TicketAboutType, id: string): Promise<AboutRecord | undefined> {
    if (!isUuid(id)) return undefined;
    const lookups: Record<TicketAboutType, SQL> = {
      reservation: sql`SELECT id, NULL::uuid AS parent_id FROM reservations WHERE id = ${id}`,
      hotel: sql`SELECT id, NULL::uuid AS parent_id FROM hotels WHERE id = ${id} AND deleted_at IS NULL`,
      invoice: sql`SELECT id, hotel_id AS parent_id FROM invoices WHERE id = ${id}`,
      customer: sql`SELECT id, NULL::uuid AS parent_id FROM users
        WHERE id = ${id} AND user_type = 'APP' AND deleted_at IS NULL`,
    };
    const [row] = rowsOf<{ id: string; parent_id: string | null }>(await this.db.execute(lookups[type]));
    return row ? { type, id: row.id, parentId: row.parent_id } : undefined;
  }

  /**
   * The record a booking number or invoice number names (docs/areas/helpdesk.md, "Tickets about a record"): the
   * reservation by its `booking_no`, the invoice by its `number_seq` (with its hotel), or undefined when there is
   * none. The tables are other areas', named in the SQL text as in {@link aboutLookup}.
   */
  async findAboutRecordByReference(ref: TicketAboutReference): Promise<AboutRecord | undefined> {
    // The columns are 32-bit integers: a larger number names nothing.
    if (ref.number > 2_147_483_647) return undefined;
    const lookup =
      ref.type === 'reservation'
        ? sql`SELECT id, NULL::uuid AS parent_id FROM reservations WHERE booking_no = ${ref.number}`
        : sql`SELECT id, hotel_id AS parent_id FROM invoices WHERE number_seq = ${ref.number}`;
    const [row] = rowsOf<{ id: string; parent_id: string | null }>(await this.db.execute(lookup));
    return row ? { type: ref.type, id: row.id, parentId: row.parent_id } : undefined;
  }

  /**
   * Attaches the record a ticket is about, or takes it off (`about` null), and records `ticket.about` (the record's
   * id before and after, under `<type>Id`) in the same transaction; nothing happens when it is already so.
   * @returns the ticket as it now is, joined (undefined for an unknown id).
   */
  async setAbout(ticketId: string, about: AboutRecord | null, actor: Actor): Promise<TicketRow | undefined> {
    await this.db.transaction(async (tx) => {
      const [old] = await tx
        .select({ type: tickets.aboutType, id: tickets.aboutId })
        .from(tickets)
        .where(eq(tickets.id, ticketId))
        .for('update');
      if (!old) return;
      if (old.type === (about?.type ?? null) && old.id === (about?.id ?? null)) return;
      const before: Record<string, string | null> = aboutAudit(old.type && old.id ? { type: old.type, id: old.id } : null);
      const after: Record<string, string | null> = aboutAudit(about);
      // A field on one side only is null on the other ('(empty)' in the History panel).
      for (const key of Object.keys(before)) if (!(key in after)) after[key] = null;
      for (const key of Object.keys(after)) if (!(key in before)) before[key] = null;
      await tx
        .update(tickets)
        .set({ ...aboutColumns(about), updatedAt: new Date() })
        .where(eq(tickets.id, ticketId));
      await audit(tx, actor, {
        action: 'ticket.about',
        entityType: 'ticket',
        entityId: ticketId,
        before,
        after,
      });
    });
    const [row] = await this.selectTickets().where(eq(tickets.id, ticketId));
    return row;
  }

  /**
   * Sets a ticket's status and records `ticket.status` (`status` before and after), in one transaction.
   * Nothing happens (and nothing is recorded) when the status is already `status`.
   */
  setStatus(ticketId: string, status: number, actor: Actor): Promise<void> {
    return this.db.transaction(async (tx) => {
      const old = await this.lockForWrite(tx, ticketId);
      if (!old || old.status === status) return;
      await tx.update(tickets).set({ status, updatedAt: new Date() }).where(eq(tickets.id, ticketId));
      await audit(tx, actor, {
        action: 'ticket.status',
        entityType: 'ticket',
        entityId: ticketId,
        before: { status: old.status },
        after: { status },
      });
      for (const h of this.hooks) await h.statusChanged?.(tx, old, old.status, status, actor);
    });
  }

  /**
   * Adds a reply, sets the ticket's status (unchanged or not) and records `ticket.reply` (the reply's id, message
   * and image; the status before and after when it changed), in one transaction.
   * @param reply `departmentId` is the author's department (Department users), or null; `internal` an internal note
   *   (docs/areas/helpdesk.md, "Internal notes"); `waitingOnRaiser` pauses the SLA clock until the raiser replies.
   */
  async addReply(
    ticketId: string,
    reply: {
      userId: string;
      departmentId: string | null;
      message: string;
      imagePath: string | null;
      internal?: boolean;
      waitingOnRaiser?: boolean;
    },
    status: number,
    actor: Actor,
  ): Promise<void> {
    const { waitingOnRaiser = false, ...values } = reply;
    await this.db.transaction(async (tx) => {
      const old = await this.lockForWrite(tx, ticketId);
      const [added] = await tx
        .insert(ticketDiscussions)
        .values({ ticketId, ...values, internal: values.internal ?? false })
        .returning({ id: ticketDiscussions.id, createdAt: ticketDiscussions.createdAt });
      await tx.update(tickets).set({ status, updatedAt: new Date() }).where(eq(tickets.id, ticketId));
      const statusChanged = !!old && old.status !== status;
      await audit(tx, actor, {
        action: 'ticket.reply',
        entityType: 'ticket',
        entityId: ticketId,
        before: statusChanged ? { status: old.status } : null,
        after: {
          replyId: added.id,
          message: reply.message,
          discussionImage: reply.imagePath,
          ...(values.internal ? { internal: true } : {}),
          ...(statusChanged ? { status } : {}),
        },
      });
      if (!old) return;
      const heard = { userId: reply.userId, internal: values.internal ?? false, waitingOnRaiser, at: added.createdAt };
      for (const h of this.hooks) await h.replied?.(tx, old, heard, actor);
      if (statusChanged) for (const h of this.hooks) await h.statusChanged?.(tx, old, old.status, status, actor);
    });
  }

  /** A ticket's replies and internal notes (`internal`: the routes drop them for whoever may not see them), oldest first. */
  discussions(ticketId: string): Promise<DiscussionRow[]> {
    return this.db
      .select({
        id: ticketDiscussions.id,
        message: ticketDiscussions.message,
        createdAt: ticketDiscussions.createdAt,
        imagePath: ticketDiscussions.imagePath,
        departmentId: ticketDiscussions.departmentId,
        departmentName: departments.name,
        userId: ticketDiscussions.userId,
        firstName: users.firstName,
        internal: ticketDiscussions.internal,
      })
      .from(ticketDiscussions)
      .innerJoin(users, eq(users.id, ticketDiscussions.userId))
      .leftJoin(departments, eq(departments.id, ticketDiscussions.departmentId))
      .where(eq(ticketDiscussions.ticketId, ticketId))
      .orderBy(asc(ticketDiscussions.createdAt), asc(ticketDiscussions.id));
  }

  /**
   * Users to notify about a ticket, never the author and never a disabled user.
   * @param to the department's users (`departmentId`), the SuperAdmins, and/or one user (`userId`).
   */
  async recipients(
    author: string,
    to: { departmentId?: string; superAdmins?: boolean; userId?: string },
  ): Promise<string[]> {
    if (!to.departmentId && !to.superAdmins && !to.userId) return [];
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          or(
            to.departmentId ? eq(users.departmentId, to.departmentId) : undefined,
            to.superAdmins ? eq(users.role, Roles.SuperAdmin) : undefined,
            to.userId ? eq(users.id, to.userId) : undefined,
          ),
          eq(users.disabled, false),
          ne(users.id, author),
        ),
      );
    return rows.map((r) => r.id);
  }

  /**
   * Whether a stored image belongs to a ticket (or one of its replies) that the caller may see; an internal note's
   * image only to the ticket's department and the SuperAdmins (docs/areas/helpdesk.md, "Internal notes").
   */
  async imageVisibleTo(me: AuthUser, name: string): Promise<boolean> {
    const notes =
      me.role === Roles.SuperAdmin
        ? undefined
        : me.role === Roles.Department && me.departmentId
          ? or(eq(ticketDiscussions.internal, false), eq(tickets.departmentId, me.departmentId))
          : eq(ticketDiscussions.internal, false);
    const [owner] = await this.db
      .select({ id: tickets.id })
      .from(tickets)
      .leftJoin(ticketDiscussions, eq(ticketDiscussions.ticketId, tickets.id))
      .where(
        and(or(eq(tickets.imagePath, name), and(eq(ticketDiscussions.imagePath, name), notes)), ticketsVisibleTo(me)),
      )
      .limit(1);
    return !!owner;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The tickets' data layer (help desk area only). */
    tickets: TicketRepository;
  }
}

export default fp(
  async function ticketsRepository(app) {
    const repository = new TicketRepository(app.db, app.log);
    app.decorate('tickets', repository);
    app.addHook('onReady', async () => {
      await repository.compactCounts();
      await repository.analyze();
    });
  },
  { name: 'helpdesk-tickets-repository', dependencies: ['db'] },
);
