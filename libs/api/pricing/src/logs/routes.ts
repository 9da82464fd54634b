/**
 * `/logs` (docs/areas/pricing.md, "Logs"; SuperAdmin): what the scheduled jobs wrote, newest first, within a
 * window of days of the run's start (default the last 30 days), a page at a time: the rate gain log, the
 * cancellation period log, the exchange rate log, and the exchange rate history (a row per day, a column per
 * currency).
 */
import {
  CancellationPeriodLogListSchema,
  ExchangeRateHistorySchema,
  ExchangeRateLogListSchema,
  LogQuerySchema,
  RateGainLogListSchema,
  exchangeRateLogStatus,
  type ExchangeRateDay,
} from '@backoffice/contracts';
import { rowsOf, type Db } from '@backoffice/api-server';
import { hotels } from '@backoffice/api-server/schema';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, gt, gte, lt, lte, sql, type AnyColumn } from 'drizzle-orm';
import { SUPER_ADMIN } from '../common';
import { cancellationPeriodLogs, exchangeRateLogs, exchangeRates, rateGainLogs } from '../pricing.schema';
import { logDayCounts, windowTotal, type CountedLog } from './log-day-counts';
import { logWindow, type LogWindow } from './window';

/** Rows whose `start` falls within the window's days. */
const within = (column: AnyColumn, w: LogWindow) => and(gte(column, w.start), lt(column, w.until));

/** The days of the window with a row in the day counters of `log` (a day whose rows were all deleted has n = 0). */
const countedDays = (log: CountedLog, w: LogWindow) =>
  and(eq(logDayCounts.log, log), gte(logDayCounts.day, w.from), lte(logDayCounts.day, w.to), gt(logDayCounts.n, 0));

/**
 * One page of a list and its total (docs/api-database.md, "Which index a list reads"): `total` from the counters
 * (`windowTotal`: the window's whole months and its other days, never the window's rows nor a counter per day);
 * `read` the page in the list's index, newest first, from the end of the window nearer to it (`reversed`, the count
 * and the offset from that end), so the first and the last page read only their own rows. Page 1 reads the page and
 * the total at once; a later page the total first.
 */
async function logPage<R>(
  w: LogWindow,
  total: () => Promise<number>,
  read: (reversed: boolean, limit: number, offset: number) => Promise<R[]>,
): Promise<{ rows: R[]; total: number }> {
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

/**
 * The currencies with a rate on a day of the window, in order: every currency found by a skip scan of
 * `exchange_rates_currency_day_idx` (one probe per currency), kept when it has a rate in the window (one probe
 * each), instead of reading every rate of the window (a year: a row per currency and day).
 */
async function currenciesWithin(db: Db, w: LogWindow): Promise<{ currency: string }[]> {
  return rowsOf<{ currency: string }>(
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
}

/** Newest first (`reversed`: oldest first): `start`, then `id`, in the same direction. */
const newestFirst = (reversed: boolean, start: AnyColumn, id: AnyColumn) => (reversed ? [asc(start), asc(id)] : [desc(start), desc(id)]);

export const logRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const options = <R>(response: R) => ({ config: { access: SUPER_ADMIN }, schema: { querystring: LogQuerySchema, response: { 200: response } } });

  app.get('/rate-gain', options(RateGainLogListSchema), async (request) => {
    const w = logWindow(request.query, new Date());
    const where = within(rateGainLogs.start, w);
    const { rows, total } = await logPage(w, rowsWithin(app.db, 'rate_gain', w), (reversed, limit, offset) =>
      app.db
        .select({ log: rateGainLogs, hotelName: hotels.name })
        .from(rateGainLogs)
        .innerJoin(hotels, eq(hotels.id, rateGainLogs.hotelId))
        .where(where)
        .orderBy(...newestFirst(reversed, rateGainLogs.start, rateGainLogs.id))
        .limit(limit)
        .offset(offset),
    );
    return {
      data: rows.map(({ log, hotelName }) => ({
        _id: log.id,
        hotelId: { _id: log.hotelId, name: hotelName },
        startDay: log.startDay,
        endDay: log.endDay,
        start: log.start.toISOString(),
        end: log.end.toISOString(),
        days: log.days,
      })),
      total,
    };
  });

  app.get('/cancellation-period', options(CancellationPeriodLogListSchema), async (request) => {
    const w = logWindow(request.query, new Date());
    const where = within(cancellationPeriodLogs.start, w);
    const { rows, total } = await logPage(w, rowsWithin(app.db, 'cancellation_period', w), (reversed, limit, offset) =>
      app.db
        .select()
        .from(cancellationPeriodLogs)
        .where(where)
        .orderBy(...newestFirst(reversed, cancellationPeriodLogs.start, cancellationPeriodLogs.id))
        .limit(limit)
        .offset(offset),
    );
    return {
      data: rows.map((r) => ({ _id: r.id, start: r.start.toISOString(), end: r.end.toISOString(), transferred: r.transferred, skipped: r.skipped })),
      total,
    };
  });

  app.get('/exchange-rate-gain', options(ExchangeRateLogListSchema), async (request) => {
    const w = logWindow(request.query, new Date());
    const where = within(exchangeRateLogs.start, w);
    const { rows, total } = await logPage(w, rowsWithin(app.db, 'exchange_rate_gain', w), (reversed, limit, offset) =>
      app.db
        .select()
        .from(exchangeRateLogs)
        .where(where)
        .orderBy(...newestFirst(reversed, exchangeRateLogs.start, exchangeRateLogs.id))
        .limit(limit)
        .offset(offset),
    );
    return {
      data: rows.map((r) => ({
        _id: r.id,
        logType: r.logType,
        status: exchangeRateLogStatus(r.logType),
        start: r.start.toISOString(),
        end: r.end.toISOString(),
        detail: r.detail,
      })),
      total,
    };
  });

  // A page of days (newest first) of the window; the columns are every currency of the whole window.
  app.get('/exchange-rate-history', options(ExchangeRateHistorySchema), async (request) => {
    const w = logWindow(request.query, new Date());
    // The days from the day counters (a row per day, from the end of the window nearer to the page), their count
    // from the month and day counters (`windowTotal`'s days with a rate), the currencies from the window's rates.
    const [{ rows: days, total }, currencies] = await Promise.all([
      logPage(
        w,
        () => windowTotal(app.db, 'exchange_rates', w, 'days'),
        (reversed, limit, offset) =>
          app.db
            .select({ day: logDayCounts.day })
            .from(logDayCounts)
            .where(countedDays('exchange_rates', w))
            .orderBy(reversed ? asc(logDayCounts.day) : desc(logDayCounts.day))
            .limit(limit)
            .offset(offset),
      ),
      currenciesWithin(app.db, w),
    ]);
    const pageDays = days.map((d) => d.day);
    // The page's rates, one index range per day (as `day IN (…)`, PostgreSQL read the whole table when it was small).
    const rates = pageDays.length
      ? rowsOf<{ day: string; currency: string; rate: string | number }>(
          await app.db.execute(sql`
            SELECT d.day::text AS day, r.currency, r.rate
            FROM unnest(array[${sql.join(pageDays.map((d) => sql`${d}`), sql`, `)}]::date[]) AS d(day)
            CROSS JOIN LATERAL (SELECT e.currency, e.rate FROM ${exchangeRates} e WHERE e.day = d.day OFFSET 0) r`),
        )
      : [];
    const byDay = new Map<string, ExchangeRateDay>(pageDays.map((date) => [date, { date, rates: {} }]));
    for (const r of rates) {
      const row = byDay.get(r.day);
      if (row) row.rates[r.currency] = Number(r.rate);
    }
    return { data: [...byDay.values()], currencies: currencies.map((c) => c.currency), total };
  });
};
