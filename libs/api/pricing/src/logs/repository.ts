/**
 * The logs' reads (docs/areas/pricing.md, "Logs"): a page of each log within a window of days, newest first, and
 * its total from the day and month counters (log-day-counts.ts), never from the window's rows (docs/api-database.md,
 * "Which index a list reads"). The routes (routes.ts) turn the rows into the wire shapes.
 */
import { rowsOf, type Db } from '@backoffice/api-server';
import { hotels } from '@backoffice/api-server/schema';
import { and, asc, desc, eq, gt, gte, lt, lte, sql, type AnyColumn } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { cancellationPeriodLogs, exchangeRateLogs, exchangeRates, rateGainLogs } from '../pricing.schema';
import { logDayCounts, windowTotal, type CountedLog } from './log-day-counts';
import type { LogWindow } from './window';

/** A page of rows and the number of rows of the whole window. */
export interface LogPage<R> {
  rows: R[];
  total: number;
}

/** Rows whose `start` falls within the window's days. */
const within = (column: AnyColumn, w: LogWindow) => and(gte(column, w.start), lt(column, w.until));

/** The days of the window with a row in the day counters of `log` (a day whose rows were all deleted has n = 0). */
const countedDays = (log: CountedLog, w: LogWindow) =>
  and(
    eq(logDayCounts.log, log),
    gte(logDayCounts.day, w.from),
    lte(logDayCounts.day, w.to),
    gt(logDayCounts.n, 0),
  );

/**
 * One page of a list and its total (docs/api-database.md, "Which index a list reads"): `total` from the counters
 * (`windowTotal`: the window's whole months and its other days, never the window's rows nor a counter per day);
 * `read` the page in the list's index, newest first, from the end of the window nearer to it (`reversed`, the count
 * and the offset from that end), so the first and the last page read only their own rows. Page 1 reads the page and
 * the total at once; a later page the total first. `w` gives the page's `offset` and `limit`.
 */
export async function logPage<R>(
  w: Pick<LogWindow, 'offset' | 'limit'>,
  total: () => Promise<number>,
  read: (reversed: boolean, limit: number, offset: number) => Promise<R[]>,
): Promise<LogPage<R>> {
  if (w.offset === 0) {
    const [rows, n] = await Promise.all([read(false, w.limit, 0), total()]);
    return { rows, total: n };
  }
  const n = await total();
  if (w.offset >= n) return { rows: [], total: n };
  if (n - w.offset - w.limit < w.offset) {
    const rows = await read(true, Math.min(w.limit, n - w.offset), Math.max(0, n - w.offset - w.limit));
    return { rows: rows.reverse(), total: n };
  }
  return { rows: await read(false, w.limit, w.offset), total: n };
}

/** The rows of `log` whose `start` falls within the window (its month and day counters). */
const rowsWithin = (db: Db, log: CountedLog, w: LogWindow) => () => windowTotal(db, log, w, 'rows');

/** Newest first (`reversed`: oldest first): `start`, then `id`, in the same direction. */
const newestFirst = (reversed: boolean, start: AnyColumn, id: AnyColumn) =>
  reversed ? [asc(start), asc(id)] : [desc(start), desc(id)];

/**
 * `query` narrowed to the rows of a log whose `start` falls within the window, newest first (`reversed`: oldest
 * first; ties by `id`), `limit` rows from `offset`: the `read` of {@link logPage}.
 */
function windowRows<T extends PgSelect>(
  query: T,
  log: { start: AnyColumn; id: AnyColumn },
  w: LogWindow,
  reversed: boolean,
  limit: number,
  offset: number,
) {
  return query
    .where(within(log.start, w))
    .orderBy(...newestFirst(reversed, log.start, log.id))
    .limit(limit)
    .offset(offset);
}

/** A page of the rate gain log within the window, each row with its hotel's name. */
export function rateGainPage(db: Db, w: LogWindow) {
  return logPage(w, rowsWithin(db, 'rate_gain', w), (reversed, limit, offset) =>
    windowRows(
      db
        .select({ log: rateGainLogs, hotelName: hotels.name })
        .from(rateGainLogs)
        .innerJoin(hotels, eq(hotels.id, rateGainLogs.hotelId))
        .$dynamic(),
      rateGainLogs,
      w,
      reversed,
      limit,
      offset,
    ),
  );
}

/** A page of the cancellation period log within the window. */
export function cancellationPeriodPage(db: Db, w: LogWindow) {
  return logPage(w, rowsWithin(db, 'cancellation_period', w), (reversed, limit, offset) =>
    windowRows(
      db.select().from(cancellationPeriodLogs).$dynamic(),
      cancellationPeriodLogs,
      w,
      reversed,
      limit,
      offset,
    ),
  );
}

/** A page of the exchange rate log within the window. */
export function exchangeRateLogPage(db: Db, w: LogWindow) {
  return logPage(w, rowsWithin(db, 'exchange_rate_gain', w), (reversed, limit, offset) =>
    windowRows(db.select().from(exchangeRateLogs).$dynamic(), exchangeRateLogs, w, reversed, limit, offset),
  );
}

/**
 * A page of the days (`YYYY-MM-DD`, newest first) of the window that have exchange rates, from the day counters (a
 * row per day, from the end of the window nearer to the page), their count from the month and day counters
 * (`windowTotal`'s days with a rate).
 */
export async function exchangeRateDayPage(db: Db, w: LogWindow): Promise<LogPage<string>> {
  const { rows, total } = await logPage(
    w,
    () => windowTotal(db, 'exchange_rates', w, 'days'),
    (reversed, limit, offset) =>
      db
        .select({ day: logDayCounts.day })
        .from(logDayCounts)
        .where(countedDays('exchange_rates', w))
        .orderBy(reversed ? asc(logDayCounts.day) : desc(logDayCounts.day))
        .limit(limit)
        .offset(offset),
  );
  return { rows: rows.map((d) => d.day), total };
}

/**
 * The currencies with a rate on a day of the window, in order: every currency found by a skip scan of
 * `exchange_rates_currency_day_idx` (one probe per currency), kept when it has a rate in the window (one probe
 * each), instead of reading every rate of the window (a year: a row per currency and day).
 */
export async function currenciesWithin(db: Db, w: LogWindow): Promise<string[]> {
  const rows = rowsOf<{ currency: string }>(
    await db.execute(sql`
      WITH RECURSIVE c(currency) AS (
        (SELECT currency FROM exchange_rates ORDER BY currency LIMIT 1)
        UNION ALL
        SELECT (SELECT e.currency FROM exchange_rates e WHERE e.currency > c.currency ORDER BY e.currency LIMIT 1)
        FROM c WHERE c.currency IS NOT NULL
      )
      SELECT c.currency FROM c
      WHERE c.currency IS NOT NULL
        -- A probe per currency: its first day from the window's start, in the index's order (as EXISTS, PostgreSQL
        -- hashed every rate of the window; as a LIMIT 1 without an order, it read the table until the currency).
        AND (SELECT e.day FROM exchange_rates e WHERE e.currency = c.currency AND e.day >= ${w.from}
             ORDER BY e.currency, e.day LIMIT 1) <= ${w.to}
      ORDER BY c.currency`),
  );
  return rows.map((r) => r.currency);
}

/**
 * The rates of the given days (`YYYY-MM-DD`), one index range per day (as `day IN (…)`, PostgreSQL read the whole
 * table when it was small); `rate` as PostgreSQL answers a numeric (a string or a number).
 */
export async function ratesOnDays(
  db: Db,
  days: readonly string[],
): Promise<{ day: string; currency: string; rate: string | number }[]> {
  if (!days.length) return [];
  return rowsOf<{ day: string; currency: string; rate: string | number }>(
    await db.execute(sql`
      SELECT d.day::text AS day, r.currency, r.rate
      FROM unnest(array[${sql.join(
        days.map((d) => sql`${d}`),
        sql`, `,
      )}]::date[]) AS d(day)
      CROSS JOIN LATERAL (SELECT e.currency, e.rate FROM ${exchangeRates} e WHERE e.day = d.day OFFSET 0) r`),
  );
}
