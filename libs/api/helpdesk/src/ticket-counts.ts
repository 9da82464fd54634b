/**
 * The per-department, per-status ticket counters (migrations 0002 and 0004): `n` tickets of `department_id` are in
 * `status`, kept exact by the `tickets_count` trigger in the same transaction as every insert, status or
 * department change and delete; and the per-creator ones (0027, below). Read-only here. Declared outside helpdesk.schema.ts on purpose (the glob of
 * apps/api/drizzle.config.ts reads only `*.schema.ts` files): drizzle-kit must not try to create or alter the table
 * the hand-written migrations and their triggers own (docs/api-database.md, "Migrations").
 */
import { bigint, integer, pgTable, uuid } from 'drizzle-orm/pg-core';

export const ticketCounts = pgTable('ticket_counts', {
  departmentId: uuid('department_id').notNull(),
  status: integer('status').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/**
 * `n` tickets raised by `user_id` and sent to `department_id` are in `status` (migration 0027, trigger
 * `tickets_user_count`): a creator's list sums these instead of counting its tickets (docs/api-database.md, "The
 * ticket list under 100,000 tickets").
 */
export const ticketUserCounts = pgTable('ticket_user_counts', {
  userId: uuid('user_id').notNull(),
  departmentId: uuid('department_id').notNull(),
  status: integer('status').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/**
 * `n` tickets sent to `department_id` and assigned to `assignee_id` (null: unassigned) are in `status` (migration
 * 0042, trigger `tickets_assignee_count`): "Mine" and "Unassigned" sum these instead of counting their tickets
 * (docs/api-database.md, "Which index a list reads").
 */
export const ticketAssigneeCounts = pgTable('ticket_assignee_counts', {
  assigneeId: uuid('assignee_id'),
  departmentId: uuid('department_id').notNull(),
  status: integer('status').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
