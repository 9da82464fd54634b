/**
 * The user counters (migration 0043): `n` users not deleted are of `kind` (the `user_list_kind` of their role, user
 * type, access level and provider: the list's `type` filter's label, or 'Other') and have a pending department
 * request (`requested`) or not, kept exact by the `users_count` trigger in the same transaction as every change.
 * Read-only here: the user lists' totals sum these rows instead of counting users (docs/api-database.md, "Which
 * index a list reads", rule 2). Declared outside a `*.schema.ts` file on purpose: drizzle-kit must not create or
 * alter the table the hand-written migration and its trigger own (docs/api-database.md, "Migrations").
 */
import { bigint, boolean, pgTable, text } from 'drizzle-orm/pg-core';

export const userCounts = pgTable('user_counts', {
  kind: text('kind').notNull(),
  requested: boolean('requested').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
