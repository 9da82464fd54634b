/**
 * The logs' reads (docs/areas/pricing.md, "Logs"): a page of each log within a window of days, newest first, and
 * its total from the day and month counters (log-day-counts.ts), never from the window's rows (docs/api-database.md,
 * "Which index a list reads"). The routes (routes.ts) turn the rows into the wire shapes.
 */
import { countedListPage, nearerEndIds, RememberedTotals, rowsOf, type Db } from '@backoffice/api-server';
import { and, asc, desc, eq, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import { cancellationPeriodLogs, exchangeRateLogs, exchangeRates, rateGainLogs } from '../pricing.schema';
import { logDayCounts, windowTotal, windowTotalSql, type CountedLog } from './log-day-counts';
import type { LogWindow } from './window';

/** A page of rows and the number of rows of the whole window. */
export interface LogPage<R> {
  rows: R[];
  total: number;
}

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

/** The last total of each log's window (with its page size) at its later page: 256 windows at most. */
const lastTotals = new RememberedTotals(256);

/** A timestamp as Drizzle maps the column (the drivers answer a string or a Date). */
const instantOf = (v: unknown): Date => rateGainLogs.start.mapFromDriverValue(v as string) as Date;

/** JSON as the drivers answer it: parsed, or as text. */
const jsonOf = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

/** How a log's list reads its rows, for {@link countedLogPage}. */
interface LogList {
  /** The statements' label (`named()`). */
  name: string;
  log: CountedLog;
  /** The log's table, its rows aliased `l` in `columns` and `lookups`. */
  table: SQL;
  /** The columns answered, over `l` and the lookups (an `id` among them). */
  columns: SQL;
  /** Each row's neighbours looked up by key (rule 4), after the row; none by default. */
  lookups?: SQL;
}

/**
 * One page of a log within the window and its total in ONE named statement (docs/api-database.md, "Which index a
 * list reads", rule 5; `countedListPage` of the server lib): `WITH c AS MATERIALIZED (<windowTotalSql>)`, then the
 * page's ids through the log's `(start, id)` index newest first (page 1's LIMIT and OFFSET written in the text), each
 * row by its key. A later page reads from the end of the window nearer to it, for the total this window had at its
 * last later page (`RememberedTotals`), again alone when the true total differs. The text depends on the window's
 * shape and the page size, never on its days (parameters).
 * @returns the rows as the driver answers them and the window's total.
 */
async function countedLogPage(db: Db, list: LogList, w: LogWindow): Promise<LogPage<Record<string, unknown>>> {
  // The instants as parameters of the column's type (no cast: a text-to-timestamptz cast is only stable, so the
  // planner could not estimate the window and sorted all of it through `start` alone).
  const start = w.start.toISOString();
  const until = w.until.toISOString();
  const ids = (reversed: boolean) => {
    const dir = sql.raw(reversed ? 'ASC' : 'DESC');
    return {
      columns: sql`l.id, l.start AS k0`,
      from: sql`${list.table} l WHERE l.start >= ${start} AND l.start < ${until}`,
      order: sql`l.start ${dir}, l.id ${dir}`,
    };
  };
  const { offset, limit } = w;
  // Page 1 reads forward whatever the total; a later page from the nearer end; none past the last.
  const pageIds = nearerEndIds(ids, offset, limit);
  const rows = (n: number) => sql`SELECT ${list.columns}, p.k0, p.id AS k1 FROM (${pageIds(n)}) p
    CROSS JOIN LATERAL (SELECT * FROM ${list.table} l WHERE l.id = p.id OFFSET 0) l${list.lookups ?? sql``}`;
  const key = JSON.stringify([list.log, w.from, w.to, limit]);
  const found = await countedListPage<Record<string, unknown> & { id: unknown }>(
    db,
    { name: list.name, total: windowTotalSql(list.log, w, 'rows'), rows, order: sql.raw('r.k0 DESC, r.k1 DESC') },
    offset,
    lastTotals,
    key,
  );
  return { rows: found.rows, total: Number(found.total) };
}

/** A page of the rate gain log within the window, each row with its hotel's name (looked up by key). */
export async function rateGainPage(db: Db, w: LogWindow): Promise<LogPage<{ log: typeof rateGainLogs.$inferSelect; hotelName: string }>> {
  const { rows, total } = await countedLogPage(
    db,
    {
      name: 'rate_gain_log',
      log: 'rate_gain',
      table: sql`${rateGainLogs}`,
      columns: sql`l.id, l.hotel_id AS "hotelId", l.start_day::text AS "startDay", l.end_day::text AS "endDay", l.start, l."end",
        l.days, l.job_run_id AS "jobRunId", h.name AS "hotelName"`,
      lookups: sql` CROSS JOIN LATERAL (SELECT h.name FROM hotels h WHERE h.id = l.hotel_id OFFSET 0) h`,
    },
    w,
  );
  return {
    total,
    rows: rows.map((r) => ({
      log: {
        id: r.id as string,
        hotelId: r.hotelId as string,
        startDay: r.startDay as string,
        endDay: r.endDay as string,
        start: instantOf(r.start),
        end: instantOf(r.end),
        days: Number(r.days),
        jobRunId: (r.jobRunId as string | null) ?? null,
      },
      hotelName: r.hotelName as string,
    })),
  };
}

/** A page of the cancellation period log within the window. */
export async function cancellationPeriodPage(db: Db, w: LogWindow): Promise<LogPage<typeof cancellationPeriodLogs.$inferSelect>> {
  const { rows, total } = await countedLogPage(
    db,
    {
      name: 'cancellation_period_log',
      log: 'cancellation_period',
      table: sql`${cancellationPeriodLogs}`,
      columns: sql`l.id, l.start, l."end", l.transferred, l.skipped, l.job_run_id AS "jobRunId"`,
    },
    w,
  );
  type Row = typeof cancellationPeriodLogs.$inferSelect;
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id as string,
      start: instantOf(r.start),
      end: instantOf(r.end),
      transferred: jsonOf<Row['transferred']>(r.transferred),
      skipped: jsonOf<Row['skipped']>(r.skipped),
      jobRunId: (r.jobRunId as string | null) ?? null,
    })),
  };
}

/** A page of the exchange rate log within the window. */
export async function exchangeRateLogPage(db: Db, w: LogWindow): Promise<LogPage<typeof exchangeRateLogs.$inferSelect>> {
  const { rows, total } = await countedLogPage(
    db,
    {
      name: 'exchange_rate_log',
      log: 'exchange_rate_gain',
      table: sql`${exchangeRateLogs}`,
      columns: sql`l.id, l.log_type AS "logType", l.start, l."end", l.detail, l.job_run_id AS "jobRunId"`,
    },
    w,
  );
  type Row = typeof exchangeRateLogs.$inferSelect;
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id as string,
      logType: r.logType as Row['logType'],
      start: instantOf(r.start),
      end: instantOf(r.end),
      detail: r.detail as string,
      jobRunId: (r.jobRunId as string | null) ?? null,
    })),
  };
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
