/**
 * The user type counters (migration 0058): `n` users have `user_type` ('' for none; deleted ones included), kept
 * exact by the `users_type_count_*` statement triggers in the same transaction as every change. Read-only here: the
 * customers list's total sums the APP row instead of counting the customers (docs/api-database.md, "Which index a
 * list reads", rule 2). Declared outside a `*.schema.ts` file on purpose: drizzle-kit must not create or alter the
 * table the hand-written migration and its trigger own (docs/api-database.md, "Migrations").
 */
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

export const userTypeCounts = pgTable('user_type_counts', {
  userType: text('user_type').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
