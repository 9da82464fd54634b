/**
 * The pricing logs' day counters (hand-written migration, `log_day_counts`): `n` rows of `log` (`rate_gain`,
 * `cancellation_period`, `exchange_rate_gain`: rows whose `start` falls on the UTC day `day`; `exchange_rates`:
 * the rates of `day`), kept exact by statement triggers in the same transaction as every change. Read-only here:
 * a log's total sums one row per day of its window instead of counting the window's rows (docs/api-database.md,
 * "Which index a list reads", rule 2). Declared outside a `*.schema.ts` file on purpose: drizzle-kit must not
 * create or alter the table the migration and its triggers own (docs/api-database.md, "Migrations").
 */
import { bigint, date, pgTable, text } from 'drizzle-orm/pg-core';

/** The names of the logs in `log_day_counts.log`. */
export type CountedLog = 'rate_gain' | 'cancellation_period' | 'exchange_rate_gain' | 'exchange_rates';

export const logDayCounts = pgTable('log_day_counts', {
  log: text('log').$type<CountedLog>().notNull(),
  /** YYYY-MM-DD, UTC. */
  day: date('day', { mode: 'string' }).notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
