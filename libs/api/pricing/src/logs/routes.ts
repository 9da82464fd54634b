/**
 * `/logs` (docs/areas/pricing.md, "Logs"; SuperAdmin): what the scheduled jobs wrote, newest first, within a
 * window of days of the run's start (default the last 30 days), a page at a time: the rate gain log, the
 * cancellation period log, the exchange rate log, and the exchange rate history (a row per day, a column per
 * currency). The reads are repository.ts's; each route is registered from its operation of
 * libs/contracts/src/pricing.ts (routeOperation).
 */
import { PricingOperations as op, exchangeRateLogStatus, type ExchangeRateDay } from '@backoffice/contracts';
import { routeOperation, superAdminRoute } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cancellationPeriodPage, currenciesWithin, exchangeRateDayPage, exchangeRateLogPage, rateGainPage, ratesOnDays } from './repository';
import { logWindow } from './window';

export const logRoutes: FastifyPluginAsyncTypebox = async (app) => {

  routeOperation(app, op.listRateGainLogs, superAdminRoute, async (request) => {
    const w = logWindow(request.query, new Date());
    const { rows, total } = await rateGainPage(app.db, w);
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

  routeOperation(app, op.listCancellationPeriodLogs, superAdminRoute, async (request) => {
    const w = logWindow(request.query, new Date());
    const { rows, total } = await cancellationPeriodPage(app.db, w);
    return {
      data: rows.map((r) => ({ _id: r.id, start: r.start.toISOString(), end: r.end.toISOString(), transferred: r.transferred, skipped: r.skipped })),
      total,
    };
  });

  routeOperation(app, op.listExchangeRateLogs, superAdminRoute, async (request) => {
    const w = logWindow(request.query, new Date());
    const { rows, total } = await exchangeRateLogPage(app.db, w);
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
  routeOperation(app, op.getExchangeRateHistory, superAdminRoute, async (request) => {
    const w = logWindow(request.query, new Date());
    const [{ rows: pageDays, total }, currencies] = await Promise.all([exchangeRateDayPage(app.db, w), currenciesWithin(app.db, w)]);
    const rates = await ratesOnDays(app.db, pageDays);
    const byDay = new Map<string, ExchangeRateDay>(pageDays.map((date) => [date, { date, rates: {} }]));
    for (const r of rates) {
      const row = byDay.get(r.day);
      if (row) row.rates[r.currency] = Number(r.rate);
    }
    return { data: [...byDay.values()], currencies, total };
  });
};
