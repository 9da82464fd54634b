/**
 * The approval request counters (migration 0046): `n` requests have `status`, kept exact by the
 * `approval_requests_count_*` statement triggers in the same transaction as every insert, delete and change of
 * status. Read-only here: the approvals list's total sums these rows instead of counting the requests
 * (docs/api-database.md, "Which index a list reads", rule 2). Declared outside a `*.schema.ts` file on purpose:
 * drizzle-kit must not create or alter the table the hand-written migration and its trigger own
 * (docs/api-database.md, "Migrations").
 */
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

export const approvalRequestCounts = pgTable('approval_request_counts', {
  status: text('status').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
