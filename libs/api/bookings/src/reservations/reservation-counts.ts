/**
 * The reservation counters (migration 0012): `n` reservations have `status` and the billing mark `billing`
 * (excluded, yes, no), kept exact by the `reservations_count_*` statement triggers in the same transaction as every change.
 * Read-only here. Declared outside a `*.schema.ts` file on purpose: drizzle-kit must not create or alter the
 * table the hand-written migration and its trigger own (docs/api-database.md, "Migrations").
 */
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

export const reservationCounts = pgTable('reservation_counts', {
  status: text('status').notNull(),
  billing: text('billing').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
