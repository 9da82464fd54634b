/**
 * The pricing logs' counters (hand-written migrations 0050 and 0060). `log_day_counts`: `n` rows of `log`
 * (`rate_gain`, `cancellation_period`, `exchange_rate_gain`: rows whose `start` falls on the UTC day `day`;
 * `exchange_rates`: the rates of `day`). `log_month_counts`: the same rows by UTC month (`month`, its first day),
 * and `days`, the month's days whose `n` is above 0 (the exchange rate history's rows). Both kept exact by the same
 * statement triggers in the same transaction as every change. Read-only here: a log's total sums the counters of
 * its window's whole months and of its other days (at most 30 before and 30 after them), never the window's rows nor
 * a counter per day of a long window (docs/api-database.md, "Which index a list reads", rule 2). Declared outside a
 * `*.schema.ts` file on purpose: drizzle-kit must not create or alter the tables the migrations and their triggers
 * own (docs/api-database.md, "Migrations").
 */
import { rowsOf, type Db } from '@backoffice/api-server';
import { addUtcDays } from '@backoffice/contracts';
import { bigint, date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';

/** The names of the logs in `log_day_counts.log` and `log_month_counts.log`. */
export type CountedLog = 'rate_gain' | 'cancellation_period' | 'exchange_rate_gain' | 'exchange_rates';

export const logDayCounts = pgTable('log_day_counts', {
  log: text('log').$type<CountedLog>().notNull(),
  /** YYYY-MM-DD, UTC. */
  day: date('day', { mode: 'string' }).notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

export const logMonthCounts = pgTable('log_month_counts', {
  log: text('log').$type<CountedLog>().notNull(),
  /** The month's first day, YYYY-MM-01 (UTC). */
  month: date('month', { mode: 'string' }).notNull(),
  /** The rows of the month (the sum of its day counters). */
  n: bigint('n', { mode: 'number' }).notNull(),
  /** The month's days with at least one row (day counters above 0). */
  days: integer('days').notNull(),
});

/** The first day (YYYY-MM-01) of the month after the month of `day` (YYYY-MM-DD). */
const nextMonth = (day: string): string => {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month === 12 ? `${String(year + 1).padStart(4, '0')}-01-01` : `${day.slice(0, 5)}${String(month + 1).padStart(2, '0')}-01`;
};

/** Days (YYYY-MM-DD, UTC), both included. */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * How the counters answer the window [from, to] (UTC days YYYY-MM-DD, both included, from <= to): `months`, the whole
 * months inside it (their first days, both included; null when it holds none), and `days`, the days before the first
 * whole month and after the last one (each its own range, at most 30 days; the whole window when it holds no whole
 * month, at most 60 days). Each is read as an index range of its own, never one range with the months skipped by a
 * filter (a filtered row is a row read).
 */
export function counterRanges(from: string, to: string): { days: DayRange[]; months: DayRange | null } {
  const first = from.endsWith('-01') ? from : nextMonth(from);
  // The first day of the month of the day after `to`: the months before it end within the window.
  const end = `${addUtcDays(to, 1).slice(0, 8)}01`;
  if (first >= end) return { days: [{ from, to }], months: null };
  const days: DayRange[] = [];
  if (from < first) days.push({ from, to: addUtcDays(first, -1) });
  if (end <= to) days.push({ from: end, to });
  return { days, months: { from: first, to: `${addUtcDays(end, -1).slice(0, 8)}01` } };
}

/**
 * The total of `log` over the window [from, to] (UTC days, both included), in one statement of at most three index
 * ranges (the days before the whole months, the months, the days after them): `rows`, its rows (the logs' lists);
 * `days`, its days with at least one row (the exchange rate history). It reads at most 60 day counters and one
 * month counter per whole month (a year: at most 72 rows), whatever the rows (docs/api-database.md, "Which
 * index a list reads", rule 2).
 */
export async function windowTotal(db: Db, log: CountedLog, w: DayRange, what: 'rows' | 'days'): Promise<number> {
  const [row] = rowsOf<{ total: number | string }>(await db.execute(windowTotalSql(log, w, what)));
  return Number(row.total);
}

/**
 * {@link windowTotal}'s statement: `SELECT (<the counters' sum>)::int AS total`, one row (the CTE of a log's list
 * statement, docs/api-database.md, "Which index a list reads", rule 5). Its text depends on the window's shape (which
 * of the three ranges it has), its values are parameters.
 */
export function windowTotalSql(log: CountedLog, w: DayRange, what: 'rows' | 'days'): SQL {
  const ranges = counterRanges(w.from, w.to);
  const parts: SQL[] = ranges.days.map((d) =>
    what === 'rows'
      ? sql`(SELECT coalesce(sum(c.n), 0) FROM ${logDayCounts} c WHERE c.log = ${log} AND c.day >= ${d.from} AND c.day <= ${d.to})`
      : sql`(SELECT count(*) FROM ${logDayCounts} c WHERE c.log = ${log} AND c.day >= ${d.from} AND c.day <= ${d.to} AND c.n > 0)`,
  );
  if (ranges.months) {
    const m = ranges.months;
    parts.push(
      sql`(SELECT coalesce(sum(${sql.raw(what === 'rows' ? 'm.n' : 'm.days')}), 0) FROM ${logMonthCounts} m WHERE m.log = ${log} AND m.month >= ${m.from} AND m.month <= ${m.to})`,
    );
  }
  return sql`SELECT (${sql.join(parts, sql` + `)})::int AS total`;
}
