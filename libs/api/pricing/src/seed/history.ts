/**
 * The pricing area's demo history (docs/areas/pricing.md, "Demo data"), as the scheduled jobs would have written
 * it up to the seed's `now`:
 * - a payment account for every hotel without one (`acct_seed_<n>`), so that the funds transfer job pays them;
 * - a year of daily exchange rates of every currency of the countries, from the embedded feed's own function (the
 *   job's first run agrees with the history), and each country's versions: `create` a year back, then a `feed`
 *   version on the first of each month whose rate moved (VAT unchanged); the country's rate is the latest;
 * - 90 days of logs: the exchange rate log daily (a few failed days, each retried with success), the rate gain
 *   log daily for up to 8 Live hotels (with their market rates), the cancellation period log four times a day
 *   with the seeded reservations it paid out (and their payouts), and the availability snapshots of those hotels
 *   computed by the snapshot job's own functions; a few job runs for the jobs page.
 * Deterministic (the seed's clock and hashes) and idempotent (keyed rows are skipped when present, the logs and
 * runs when their table has rows). Inserts run in chunks of 500.
 */
import type { SeedContext, Tx } from '@backoffice/api-server';
import { rowsOf } from '@backoffice/api-server';
import { jobRuns, ledgerTransfers, vatgst, vatgstVersions } from '@backoffice/api-server/schema';
import { SNAPSHOT_DAYS, addUtcDays, startOfUtcDay, utcDay, type JobName } from '@backoffice/contracts';
import { eq, sql } from 'drizzle-orm';
import { daysFrom } from '../jobs/common';
import { exchangeRateDetail } from '../jobs/exchange-rates';
import { NOTHING_TO_TRANSFER, NO_PAYMENT_ACCOUNT, transferDescription } from '../jobs/funds-transfer';
import { liveHotelsForRates } from '../jobs/market-rates';
import { availabilitiesOf, loadSnapshotInputs, snapshotName, upsertSnapshots } from '../jobs/snapshot';
import { cancellationPeriodLogs, exchangeRateLogs, exchangeRates, fundTransfers, marketRates, rateGainLogs } from '../pricing.schema';
import { BASE_CURRENCY, BASE_RATES, embeddedMarketRate, feedRate } from '../providers';
import { unitOf } from '../providers/hash';

const CHUNK = 500;
const HOUR = 3_600_000;
/** Days of exchange rate history. */
export const HISTORY_RATE_DAYS = 365;
/** Days of logs and snapshots. */
export const HISTORY_LOG_DAYS = 90;
/** Live hotels given market rates, rate gain logs and snapshots. */
export const HISTORY_HOTELS = 8;
/** Cancellation period logs per day (every 6 hours). */
const TRANSFER_LOGS_PER_DAY = 4;
const FAILED_FEED = 'The exchange rate feed answered HTTP 503 Service Unavailable';

/** Inserts `rows` 500 at a time. @returns how many were written (`insert` answers the rows it wrote). */
async function chunked<T>(rows: T[], insert: (part: T[]) => Promise<unknown[]>): Promise<number> {
  let written = 0;
  for (let i = 0; i < rows.length; i += CHUNK) written += (await insert(rows.slice(i, i + CHUNK))).length;
  return written;
}

const isEmpty = async (tx: Tx, table: string): Promise<boolean> =>
  rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]?.n === 0;

const at = (day: string, hours: number, ms = 0) => new Date(startOfUtcDay(day).getTime() + hours * HOUR + ms);
/** A deterministic duration of 0.6 to 2.1 s for a log's end. */
const took = (key: string) => 600 + Math.round(unitOf(key) * 1_500);

export async function seedHistory(tx: Tx, context: SeedContext): Promise<Record<string, number>> {
  const { now } = context;
  const today = utcDay(now);
  const counts: Record<string, number> = {};

  // Payment accounts, numbered in the hotels' order.
  const accounts = await tx.execute(sql`
    update hotels h set payment_account_id = 'acct_seed_' || lpad(x.n::text, 5, '0')
    from (select id, row_number() over (order by created_at, id) as n from hotels where payment_account_id is null) x
    where h.id = x.id
    returning h.id`);
  counts.paymentAccounts = rowsOf(accounts).length;

  // Exchange rates and the countries' versions.
  const countries = await tx
    .select({ id: vatgst.id, currency: vatgst.currencyFor, rate: vatgst.exchangeRate, vat: vatgst.vat })
    .from(vatgst)
    .where(eq(vatgst.isDeleted, false))
    .orderBy(vatgst.countryname);
  const baseOf = new Map<string, number>();
  for (const c of countries) {
    const code = c.currency.trim().toUpperCase();
    if (!baseOf.has(code)) baseOf.set(code, BASE_RATES[code] ?? Number(c.rate));
  }
  const rateOf = (day: string, code: string) => feedRate(day, code, baseOf.get(code)) ?? 1;
  const currencies = [...baseOf.keys()].filter((c) => c !== BASE_CURRENCY).sort();
  const rateDays = daysFrom(addUtcDays(today, -(HISTORY_RATE_DAYS - 1)), HISTORY_RATE_DAYS);
  const rateRows = rateDays.flatMap((day) => currencies.map((currency) => ({ day, currency, rate: rateOf(day, currency) })));
  counts.exchangeRates = await chunked(rateRows, (part) => tx.insert(exchangeRates).values(part).onConflictDoNothing().returning({ day: exchangeRates.day }));

  const createDay = addUtcDays(today, -HISTORY_RATE_DAYS);
  const monthStarts: string[] = [];
  for (let d = new Date(Date.UTC(Number(createDay.slice(0, 4)), Number(createDay.slice(5, 7)), 1)); utcDay(d) <= today; d = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1))) {
    monthStarts.push(utcDay(d));
  }
  const versionRows: (typeof vatgstVersions.$inferInsert)[] = [];
  for (const c of countries) {
    const code = c.currency.trim().toUpperCase();
    let previous = rateOf(createDay, code);
    versionRows.push({ vatgstId: c.id, effectiveFrom: createDay, exchangeRate: previous, vat: Number(c.vat), source: 'create', createdAt: at(createDay, 1) });
    for (const day of monthStarts) {
      const rate = rateOf(day, code);
      if (rate === previous) continue;
      versionRows.push({ vatgstId: c.id, effectiveFrom: day, exchangeRate: rate, vat: Number(c.vat), source: 'feed', createdAt: at(day, 1) });
      previous = rate;
    }
  }
  counts.vatgstVersions = await chunked(versionRows, (part) => tx.insert(vatgstVersions).values(part).onConflictDoNothing().returning({ id: vatgstVersions.id }));
  // Each country's record holds the rate of its version in effect today.
  await tx.execute(sql`
    update vatgst v set exchange_rate = x.exchange_rate
    from (select distinct on (vatgst_id) vatgst_id, exchange_rate from vatgst_versions where effective_from <= ${today}::date
          order by vatgst_id, effective_from desc) x
    where x.vatgst_id = v.id and v.exchange_rate <> x.exchange_rate`);

  const logDays = daysFrom(addUtcDays(today, -(HISTORY_LOG_DAYS - 1)), HISTORY_LOG_DAYS);
  const past = (instant: Date) => instant.getTime() <= now.getTime();

  // The exchange rate log: daily at 01:00, a few days failing first and succeeding on the retry 10 minutes later.
  if (currencies.length > 0 && (await isEmpty(tx, 'exchange_rate_logs'))) {
    const changedCountries = countries.filter((c) => c.currency.trim().toUpperCase() !== BASE_CURRENCY).length;
    const rows: (typeof exchangeRateLogs.$inferInsert)[] = [];
    for (const day of logDays) {
      let start = at(day, 1);
      if (!past(start)) continue;
      if (unitOf(`exchange-fail:${day}`) < 0.07) {
        rows.push({ logType: 'ExchangeRateGainFail', start, end: new Date(start.getTime() + took(`fail:${day}`)), detail: FAILED_FEED });
        start = at(day, 1, 10 * 60_000);
      }
      const rates = Object.fromEntries(currencies.map((c) => [c, rateOf(day, c)]));
      rows.push({ logType: 'ExchangeRateGainSuccess', start, end: new Date(start.getTime() + took(`ok:${day}`)), detail: exchangeRateDetail(day, rates, changedCountries) });
    }
    counts.exchangeRateLogs = await chunked(rows, (part) => tx.insert(exchangeRateLogs).values(part).returning({ id: exchangeRateLogs.id }));
  }

  // Market rates, the rate gain log and the snapshots of a few Live hotels with rooms.
  const hotels = (await liveHotelsForRates(tx)).filter((h) => h.overnightRate > 0).slice(0, HISTORY_HOTELS);
  if (hotels.length > 0) {
    const marketRows = hotels.flatMap((hotel) =>
      daysFrom(logDays[0], HISTORY_LOG_DAYS + SNAPSHOT_DAYS - 1).map((day) => ({
        hotelId: hotel.id,
        day,
        currency: hotel.currency,
        rate: embeddedMarketRate(hotel, day),
        fetchedAt: new Date(Math.min(at(day < today ? day : today, 2).getTime(), now.getTime())),
      })),
    );
    counts.marketRates = await chunked(marketRows, (part) => tx.insert(marketRates).values(part).onConflictDoNothing().returning({ day: marketRates.day }));

    if (await isEmpty(tx, 'rate_gain_logs')) {
      const rows = logDays.flatMap((day) =>
        hotels.flatMap((hotel, i) => {
          const start = at(day, 2, i * 1_500);
          return past(start) ? [{ hotelId: hotel.id, startDay: day, endDay: addUtcDays(day, SNAPSHOT_DAYS - 1), start, end: new Date(start.getTime() + took(`${hotel.id}:${day}`)), days: SNAPSHOT_DAYS }] : [];
        }),
      );
      counts.rateGainLogs = await chunked(rows, (part) => tx.insert(rateGainLogs).values(part).returning({ id: rateGainLogs.id }));
    }

    const inputs = await loadSnapshotInputs(tx, { firstDay: logDays[0], lastDay: addUtcDays(today, SNAPSHOT_DAYS - 1) }, hotels.map((h) => h.id));
    const snapshotRows = logDays.flatMap((day) =>
      inputs.hotels.map((hotel) => ({
        hotelId: hotel.id,
        day,
        name: snapshotName(day),
        currency: hotel.currency,
        availabilities: availabilitiesOf(inputs, hotel, day),
        takenAt: new Date(Math.min(at(day, 3).getTime(), now.getTime())),
      })),
    );
    counts.availabilitySnapshots = await upsertSnapshots(tx, snapshotRows, false);
  }

  // The cancellation period log every 6 hours, with the seeded reservations each run would have paid out.
  if (hotels.length > 0 && (await isEmpty(tx, 'cancellation_period_logs'))) {
    const first = startOfUtcDay(logDays[0]).getTime();
    const step = (24 / TRANSFER_LOGS_PER_DAY) * HOUR;
    const runs: number[] = [];
    for (let t = first; t <= now.getTime(); t += step) runs.push(t);
    if (runs.length > 0) {
      const due = rowsOf<{ id: string; booking_no: number; hotel_id: string; account: string | null; start: Date | string; amount: number; currency: string }>(
        await tx.execute(sql`
          select r.id, r.booking_no::int as booking_no, r.hotel_id, h.payment_account_id as account, r.reservation_start as start,
            (c.total - c.commission - c.commission_gst)::int as amount, c.currency
          from reservations r
          join charges c on c.reservation_id = r.id
          join hotels h on h.id = r.hotel_id
          where r.status <> 'Cancelled' and not r.refund and not r.pay_at_hotel and c.status in ('charged', 'success') and c.refunded_amount = 0
            and r.reservation_start > ${new Date(first + 24 * HOUR - step)} and r.reservation_start <= ${new Date(runs[runs.length - 1] + 24 * HOUR)}
            and not exists (select 1 from fund_transfers f where f.reservation_id = r.id)
          order by r.reservation_start, r.booking_no`),
      );
      const logs = runs.map((t) => ({ start: new Date(t), end: new Date(t + took(`transfer:${t}`)), transferred: [] as { reservationId: string; bookingNo: number; hotelId: string; amount: number; currency: string; transferId: string }[], skipped: [] as { reservationId: string; bookingNo: number; reason: string }[] }));
      const transfers: (typeof fundTransfers.$inferInsert)[] = [];
      const ledger: (typeof ledgerTransfers.$inferInsert)[] = [];
      for (const r of due) {
        const start = new Date(r.start).getTime();
        const log = logs[Math.min(logs.length - 1, Math.max(0, Math.ceil((start - 24 * HOUR - first) / step)))];
        const bookingNo = Number(r.booking_no);
        const amount = Number(r.amount);
        if (!r.account || amount <= 0) {
          log.skipped.push({ reservationId: r.id, bookingNo, reason: r.account ? NOTHING_TO_TRANSFER : NO_PAYMENT_ACCOUNT });
          continue;
        }
        const transferId = `tr_seed_${r.id.replace(/-/g, '').slice(0, 24)}`;
        log.transferred.push({ reservationId: r.id, bookingNo, hotelId: r.hotel_id, amount, currency: r.currency, transferId });
        transfers.push({ reservationId: r.id, hotelId: r.hotel_id, transferId, amount, currency: r.currency, createdAt: log.start });
        ledger.push({ id: transferId, destination: r.account, amount, currency: r.currency, description: transferDescription(bookingNo), createdAt: log.start });
      }
      await chunked(ledger, (part) => tx.insert(ledgerTransfers).values(part).onConflictDoNothing().returning({ id: ledgerTransfers.id }));
      counts.fundTransfers = await chunked(transfers, (part) => tx.insert(fundTransfers).values(part).onConflictDoNothing().returning({ id: fundTransfers.reservationId }));
      counts.cancellationPeriodLogs = await chunked(logs, (part) => tx.insert(cancellationPeriodLogs).values(part).returning({ id: cancellationPeriodLogs.id }));
    }
  }

  // A few runs of each job at its latest ticks, so that the jobs page shows a last run (demo data with hotels only).
  if (hotels.length > 0 && (await isEmpty(tx, 'job_runs'))) {
    const minute = 60_000;
    const ticks: Record<JobName, (i: number) => Date> = {
      'reservation-checkin': (i) => new Date(Math.floor(now.getTime() / minute) * minute - i * minute),
      'funds-transfer': (i) => new Date(Math.floor(now.getTime() / (15 * minute)) * 15 * minute - i * 15 * minute),
      'exchange-rates': (i) => at(addUtcDays(today, -i - (past(at(today, 1)) ? 0 : 1)), 1),
      'market-rates': (i) => at(addUtcDays(today, -i - (past(at(today, 2)) ? 0 : 1)), 2),
      'availability-snapshot': (i) => at(addUtcDays(today, -i - (past(at(today, 3)) ? 0 : 1)), 3),
    };
    const summaries: Record<JobName, (day: string) => { touched: number; summary: string }> = {
      'reservation-checkin': () => ({ touched: 0, summary: 'No reservation to check in' }),
      'funds-transfer': () => ({ touched: 0, summary: 'No reservation paid out' }),
      'exchange-rates': (day) => ({ touched: currencies.length, summary: `Rates of ${currencies.length} currencies for ${day}; ${currencies.length} countries updated` }),
      'market-rates': (day) => ({ touched: hotels.length, summary: `Market rates of ${day} to ${addUtcDays(day, SNAPSHOT_DAYS - 1)} for ${hotels.length} hotels (${hotels.length * SNAPSHOT_DAYS} rates)` }),
      'availability-snapshot': (day) => ({ touched: hotels.length, summary: `${snapshotName(day)} of ${hotels.length} hotels` }),
    };
    const rows = (Object.keys(ticks) as JobName[]).flatMap((job) =>
      [2, 1, 0].map((i) => {
        const asOf = ticks[job](i);
        return { id: context.uuid(), job, trigger: 'schedule' as const, asOf, startedAt: asOf, endedAt: new Date(asOf.getTime() + took(`${job}:${i}`)), outcome: 'success' as const, attempt: 1, ...summaries[job](utcDay(asOf)) };
      }),
    );
    await tx.insert(jobRuns).values(rows);
    counts.jobRuns = rows.length;
  }
  return counts;
}
