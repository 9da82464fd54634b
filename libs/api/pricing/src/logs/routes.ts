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
import { hotels } from '@backoffice/api-server/schema';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, countDistinct, desc, eq, gte, inArray, lt, lte, type AnyColumn } from 'drizzle-orm';
import { SUPER_ADMIN } from '../common';
import { cancellationPeriodLogs, exchangeRateLogs, exchangeRates, rateGainLogs } from '../pricing.schema';
import { logWindow, type LogWindow } from './window';

/** Rows whose `start` falls within the window's days. */
const within = (column: AnyColumn, w: LogWindow) => and(gte(column, w.start), lt(column, w.until));

export const logRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const options = <R>(response: R) => ({ config: { access: SUPER_ADMIN }, schema: { querystring: LogQuerySchema, response: { 200: response } } });

  app.get('/rate-gain', options(RateGainLogListSchema), async (request) => {
    const w = logWindow(request.query, new Date());
    const where = within(rateGainLogs.start, w);
    const [rows, [{ total }]] = await Promise.all([
      app.db
        .select({ log: rateGainLogs, hotelName: hotels.name })
        .from(rateGainLogs)
        .innerJoin(hotels, eq(hotels.id, rateGainLogs.hotelId))
        .where(where)
        .orderBy(desc(rateGainLogs.start), desc(rateGainLogs.id))
        .limit(w.limit)
        .offset(w.offset),
      app.db.select({ total: count() }).from(rateGainLogs).where(where),
    ]);
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
      total: Number(total),
    };
  });

  app.get('/cancellation-period', options(CancellationPeriodLogListSchema), async (request) => {
    const w = logWindow(request.query, new Date());
    const where = within(cancellationPeriodLogs.start, w);
    const [rows, [{ total }]] = await Promise.all([
      app.db.select().from(cancellationPeriodLogs).where(where).orderBy(desc(cancellationPeriodLogs.start), desc(cancellationPeriodLogs.id)).limit(w.limit).offset(w.offset),
      app.db.select({ total: count() }).from(cancellationPeriodLogs).where(where),
    ]);
    return {
      data: rows.map((r) => ({ _id: r.id, start: r.start.toISOString(), end: r.end.toISOString(), transferred: r.transferred, skipped: r.skipped })),
      total: Number(total),
    };
  });

  app.get('/exchange-rate-gain', options(ExchangeRateLogListSchema), async (request) => {
    const w = logWindow(request.query, new Date());
    const where = within(exchangeRateLogs.start, w);
    const [rows, [{ total }]] = await Promise.all([
      app.db.select().from(exchangeRateLogs).where(where).orderBy(desc(exchangeRateLogs.start), desc(exchangeRateLogs.id)).limit(w.limit).offset(w.offset),
      app.db.select({ total: count() }).from(exchangeRateLogs).where(where),
    ]);
    return {
      data: rows.map((r) => ({
        _id: r.id,
        logType: r.logType,
        status: exchangeRateLogStatus(r.logType),
        start: r.start.toISOString(),
        end: r.end.toISOString(),
        detail: r.detail,
      })),
      total: Number(total),
    };
  });

  // A page of days (newest first) of the window; the columns are every currency of the whole window.
  app.get('/exchange-rate-history', options(ExchangeRateHistorySchema), async (request) => {
    const w = logWindow(request.query, new Date());
    const where = and(gte(exchangeRates.day, w.from), lte(exchangeRates.day, w.to));
    const [days, [{ total }], currencies] = await Promise.all([
      app.db.selectDistinct({ day: exchangeRates.day }).from(exchangeRates).where(where).orderBy(desc(exchangeRates.day)).limit(w.limit).offset(w.offset),
      app.db.select({ total: countDistinct(exchangeRates.day) }).from(exchangeRates).where(where),
      app.db.selectDistinct({ currency: exchangeRates.currency }).from(exchangeRates).where(where).orderBy(asc(exchangeRates.currency)),
    ]);
    const pageDays = days.map((d) => d.day);
    const rates = pageDays.length ? await app.db.select().from(exchangeRates).where(inArray(exchangeRates.day, pageDays)) : [];
    const byDay = new Map<string, ExchangeRateDay>(pageDays.map((date) => [date, { date, rates: {} }]));
    for (const r of rates) {
      const row = byDay.get(r.day);
      if (row) row.rates[r.currency] = Number(r.rate);
    }
    return { data: [...byDay.values()], currencies: currencies.map((c) => c.currency), total: Number(total) };
  });
};
