/**
 * The help desk's tables (docs/areas/helpdesk.md): tickets and their replies. drizzle-kit reads this file through
 * the glob of apps/api/drizzle.config.ts; the per-department counters (ticket-counts.ts) are not in it on purpose.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid, date } from 'drizzle-orm/pg-core';
import { createdAt, departments, id, users } from '@backoffice/api-server/schema';

/** Help-desk tickets (docs/areas/helpdesk.md, "Calls"). Status 1 Open … 4 Closed; priority 1 Low … 4 Urgent. */
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    /**
     * The ticket's number, shown as `TK-000123` (ticketReference of @backoffice/contracts); tickets made before it
     * were numbered in their creation order (migration 0028).
     */
    number: integer('number').generatedAlwaysAsIdentity().notNull().unique(),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    message: text('message').notNull(),
    status: integer('status').notNull().default(1),
    priority: integer('priority').notNull().default(1),
    /** The department the ticket is sent to. */
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id),
    /** The creator. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Stored file name (libs/api/server/src/services/storage.ts), or null. */
    imagePath: text('image_path'),
    /**
     * The record the ticket is about (docs/areas/helpdesk.md, "Tickets about a record"), or all three null:
     * `about_type` one of TICKET_ABOUT_TYPES (reservation, hotel, invoice, customer), `about_id` its id and
     * `about_parent_id` the invoice's hotel (the invoice's page needs it). No foreign key: the record lives in
     * another area's table; the API checks that it exists when it is attached.
     */
    aboutType: text('about_type'),
    aboutId: uuid('about_id'),
    aboutParentId: uuid('about_parent_id'),
    /**
     * The member of the ticket's department who owns it, or null (docs/areas/helpdesk.md, "Assignment"). Set null
     * when that user is removed or leaves the department.
     */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The list's name sorts' keys (docs/areas/helpdesk.md, "The ticket list"), copies kept by triggers (migration
     * 0049): the raiser's and the assignee's last and first names and the department's name, lower-cased; the
     * assignee's null when unassigned. Set from `user_id`, `assignee_id` and `department_id` on every insert and change
     * of them, and again on every rename of the user or the department, in the writing transaction. They let an
     * index give those orders (docs/api-database.md, "Which index a list reads"): looked up per ticket, the list
     * sorted every ticket of its scope.
     */
    raiserSortLast: text('raiser_sort_last'),
    raiserSortFirst: text('raiser_sort_first'),
    assigneeSortLast: text('assignee_sort_last'),
    assigneeSortFirst: text('assignee_sort_first'),
    departmentSort: text('department_sort'),
    /**
     * The SLA clock (docs/areas/helpdesk.md, "SLAs"): each due instant is computed in the department's business
     * hours when the ticket is created (null when its department has no SLA policy) and moved on by the time the
     * clock was paused; `*_at` the instant the target was met (the first reply of someone other than the raiser; the
     * status Resolved or Closed), null until then; `sla_paused_at` the instant the ticket began waiting on its
     * raiser, null while the clock runs; `*_warned_at` when the assignee was told the target is about to pass.
     */
    firstReplyDueAt: timestamp('first_reply_due_at', { withTimezone: true, mode: 'date' }),
    firstRepliedAt: timestamp('first_replied_at', { withTimezone: true, mode: 'date' }),
    resolutionDueAt: timestamp('resolution_due_at', { withTimezone: true, mode: 'date' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    slaPausedAt: timestamp('sla_paused_at', { withTimezone: true, mode: 'date' }),
    firstReplyWarnedAt: timestamp('first_reply_warned_at', { withTimezone: true, mode: 'date' }),
    resolutionWarnedAt: timestamp('resolution_warned_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // The list queries: a department's tickets by status or not, one user's tickets, all (SuperAdmin). Each
    // ends with the list's whole order so that a page is read from the index (scanned backwards: the list's
    // `created_at DESC, id DESC` is DESC NULLS FIRST, which an index declared `DESC` — NULLS LAST — cannot
    // give) and stops after OFFSET + LIMIT entries. The former `(…, created_at DESC)` indexes made PostgreSQL
    // sort every matching row (tools/bench/tickets.mjs; docs/api-database.md, "The ticket list under 100,000
    // tickets").
    index('tickets_department_status_created_id_idx').on(t.departmentId, t.status, t.createdAt, t.id),
    index('tickets_department_created_id_idx').on(t.departmentId, t.createdAt, t.id),
    index('tickets_user_created_id_idx').on(t.userId, t.createdAt, t.id),
    // A creator's list filtered by status, department or both (an Employee's, "My Tickets"): each filter has the
    // index of its own columns then the order, so the page stops after OFFSET + LIMIT entries instead of
    // reading every ticket of the creator (docs/api-database.md, "Which index a list reads").
    index('tickets_user_status_created_id_idx').on(t.userId, t.status, t.createdAt, t.id),
    index('tickets_user_department_created_id_idx').on(t.userId, t.departmentId, t.createdAt, t.id),
    index('tickets_user_department_status_created_id_idx').on(t.userId, t.departmentId, t.status, t.createdAt, t.id),
    index('tickets_status_created_id_idx').on(t.status, t.createdAt, t.id),
    index('tickets_created_id_idx').on(t.createdAt, t.id),
    // The list sorted by priority (docs/areas/helpdesk.md, "The ticket list"): read in order, stops after OFFSET + LIMIT.
    index('tickets_priority_created_id_idx').on(t.priority, t.createdAt, t.id),
    // An assignee's tickets ("Mine") and a department's unassigned or one member's (docs/areas/helpdesk.md, "Assignment").
    index('tickets_assignee_created_id_idx').on(t.assigneeId, t.createdAt, t.id),
    index('tickets_department_assignee_created_id_idx').on(t.departmentId, t.assigneeId, t.createdAt, t.id),
    // The unassigned tickets ("Unassigned"), all or a department's: `assignee_id IS NULL` is no equality, so the index
    // above cannot give the list's order after it (the planner read a department's tickets and filtered them).
    index('tickets_unassigned_created_id_idx').on(t.createdAt, t.id).where(sql`${t.assigneeId} is null`),
    index('tickets_unassigned_department_created_id_idx')
      .on(t.departmentId, t.createdAt, t.id)
      .where(sql`${t.assigneeId} is null`),
    // "Mine" and "Unassigned" with a status, all or a department's (docs/api-database.md, "Which index a list reads"):
    // the equal columns, then the order; without them the page read the assignee's or the unassigned tickets and
    // filtered the status.
    index('tickets_assignee_status_created_id_idx').on(t.assigneeId, t.status, t.createdAt, t.id),
    index('tickets_department_assignee_status_created_id_idx').on(t.departmentId, t.assigneeId, t.status, t.createdAt, t.id),
    index('tickets_unassigned_status_created_id_idx').on(t.status, t.createdAt, t.id).where(sql`${t.assigneeId} is null`),
    index('tickets_unassigned_department_status_created_id_idx')
      .on(t.departmentId, t.status, t.createdAt, t.id)
      .where(sql`${t.assigneeId} is null`),
    // A department's list sorted by number or priority (the SuperAdmin's all read `number`'s unique index and
    // (priority, created_at, id)); the title's and the SLA due's orders are expression indexes of the hand-written
    // migration 0042 (drizzle-kit does not write an expression's direction and NULLS placement).
    index('tickets_department_number_idx').on(t.departmentId, t.number),
    index('tickets_department_priority_created_id_idx').on(t.departmentId, t.priority, t.createdAt, t.id),
    // Sorted by the raiser's, the assignee's or the department's name, all or a department's (the name columns above):
    // the assignee's unassigned last in both directions, so one index per direction (each read backwards gives the
    // other direction with NULLS FIRST: a last page read from its end).
    index('tickets_raiser_name_created_id_idx').on(t.raiserSortLast, t.raiserSortFirst, t.createdAt, t.id),
    index('tickets_department_raiser_name_created_id_idx').on(t.departmentId, t.raiserSortLast, t.raiserSortFirst, t.createdAt, t.id),
    index('tickets_assignee_name_created_id_idx').on(
      t.assigneeSortLast.asc().nullsLast(),
      t.assigneeSortFirst.asc().nullsLast(),
      t.createdAt,
      t.id,
    ),
    index('tickets_assignee_name_desc_created_id_idx').on(
      t.assigneeSortLast.desc().nullsLast(),
      t.assigneeSortFirst.desc().nullsLast(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('tickets_department_assignee_name_created_id_idx').on(
      t.departmentId,
      t.assigneeSortLast.asc().nullsLast(),
      t.assigneeSortFirst.asc().nullsLast(),
      t.createdAt,
      t.id,
    ),
    index('tickets_department_assignee_name_desc_created_id_idx').on(
      t.departmentId,
      t.assigneeSortLast.desc().nullsLast(),
      t.assigneeSortFirst.desc().nullsLast(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('tickets_department_name_created_id_idx').on(t.departmentSort, t.createdAt, t.id),
    // A record's tickets (its page's "Tickets about this …" panel, /all-tickets?about=type:id).
    index('tickets_about_idx').on(t.aboutType, t.aboutId),
    check(
      'tickets_about_check',
      sql`(${t.aboutType} is null and ${t.aboutId} is null and ${t.aboutParentId} is null) or (${t.aboutType} in ('reservation', 'hotel', 'invoice', 'customer') and ${t.aboutId} is not null)`,
    ),
    check('tickets_status_check', sql`${t.status} between 1 and 4`),
    check('tickets_priority_check', sql`${t.priority} between 1 and 4`),
  ],
);

/**
 * Replies on a ticket (docs/areas/helpdesk.md, "Calls"); `department_id` is the author's department
 * (Department users).
 */
export const ticketDiscussions = pgTable(
  'ticket_discussions',
  {
    id: id(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    departmentId: uuid('department_id').references(() => departments.id),
    /** Sanitised HTML. */
    message: text('message').notNull(),
    imagePath: text('image_path'),
    /**
     * An internal note (docs/areas/helpdesk.md, "Internal notes"): seen by the ticket's department and the
     * SuperAdmins only, never by the raiser (unless the raiser is one of those).
     */
    internal: boolean('internal').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_discussions_ticket_created_idx').on(t.ticketId, t.createdAt)],
);

/**
 * Saved answers (docs/areas/helpdesk.md, "Canned replies"): a department's (`department_id`, shared by its members and
 * the SuperAdmins) or one user's own (`owner_id`), exactly one of the two. `body` is sanitised HTML with placeholders
 * such as `{{ticket.number}}`, filled in when it is inserted.
 */
export const cannedReplies = pgTable(
  'canned_replies',
  {
    id: id(),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitised HTML with placeholders. */
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('canned_replies_department_idx').on(t.departmentId, t.title),
    index('canned_replies_owner_idx').on(t.ownerId, t.title),
    check('canned_replies_owner_check', sql`(${t.departmentId} is null) <> (${t.ownerId} is null)`),
  ],
);

/**
 * A department's SLA policy and business calendar (docs/areas/helpdesk.md, "SLAs"): the first reply and resolution
 * targets in business minutes, the calendar's IANA time zone, its week (`week`: for each weekday 0 Sunday … 6
 * Saturday, a list of [start, end) minutes after local midnight) and its holidays (department_holidays). No row: the
 * department's tickets have no SLA.
 */
export const departmentSlaPolicies = pgTable('department_sla_policies', {
  departmentId: uuid('department_id')
    .primaryKey()
    .references(() => departments.id, { onDelete: 'cascade' }),
  firstReplyMinutes: integer('first_reply_minutes').notNull(),
  resolutionMinutes: integer('resolution_minutes').notNull(),
  timeZone: text('time_zone').notNull(),
  week: jsonb('week').$type<Record<string, [number, number][]>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A department's holidays (local dates in its calendar's time zone): no business hours on those days. */
export const departmentHolidays = pgTable(
  'department_holidays',
  {
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.departmentId, t.day] })],
);

/** The help desk's tables, for the composed Drizzle schema (apps/api/src/areas.ts). */
export const helpdeskSchema = { tickets, ticketDiscussions, cannedReplies, departmentSlaPolicies, departmentHolidays };
