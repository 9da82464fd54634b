/**
 * The help desk's tables (docs/areas/helpdesk.md): tickets and their replies. drizzle-kit reads this file through
 * the glob of apps/api/drizzle.config.ts; the per-department counters (ticket-counts.ts) are not in it on purpose.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
  },
  (t) => [index('ticket_discussions_ticket_created_idx').on(t.ticketId, t.createdAt)],
);

/** The help desk's tables, for the composed Drizzle schema (apps/api/src/areas.ts). */
export const helpdeskSchema = { tickets, ticketDiscussions };
