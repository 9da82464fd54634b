/**
 * The snapshot counters (hand-written migrations 0057 and 0066): `snapshot_counts`, `n` availability snapshots of
 * `hotelId`; `snapshot_month_counts`, `n` snapshots of `hotelId` whose UTC day falls in `month` (its first day). Both
 * kept exact by statement triggers in the same transaction as every change. Read-only here: the archives' hotel
 * list reads a row per hotel instead of counting the snapshots, and a hotel's total over a window sums the month
 * counters of its whole months (docs/api-database.md, "Which index a list reads", rule 2). Declared outside a `*.schema.ts` file on purpose: drizzle-kit must not create or alter the table the
 * migration and its triggers own (docs/api-database.md, "Migrations").
 */
import { bigint, date, pgTable, uuid } from 'drizzle-orm/pg-core';

export const snapshotCounts = pgTable('snapshot_counts', {
  hotelId: uuid('hotel_id').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

export const snapshotMonthCounts = pgTable('snapshot_month_counts', {
  hotelId: uuid('hotel_id').notNull(),
  /** The month's first day, YYYY-MM-01 (UTC). */
  month: date('month', { mode: 'string' }).notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
