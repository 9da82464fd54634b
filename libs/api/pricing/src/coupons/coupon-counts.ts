/**
 * The coupon counters (hand-written migration, `coupon_counts`): over the coupons not deleted, `n` ended now
 * (`stopped`) or not (`open`), both on the day 1970-01-01, and of the open ones `n` starting (`open_start`) or
 * ending (`open_end`) on `day` (YYYY-MM-DD, UTC), kept exact by the `coupons_count` trigger in the same transaction
 * as every change. Read-only here: the coupon list's totals per status sum the days from today on
 * (docs/api-database.md, "Which index a list reads", rule 2). Declared outside a `*.schema.ts` file on purpose:
 * drizzle-kit must not create or alter the table the migration and its trigger own (docs/api-database.md, "Migrations").
 */
import { bigint, date, pgTable, text } from 'drizzle-orm/pg-core';

export const couponCounts = pgTable('coupon_counts', {
  kind: text('kind').$type<'open' | 'stopped' | 'open_start' | 'open_end'>().notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
