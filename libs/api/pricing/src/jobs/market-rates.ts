/**
 * The market rate job (docs/areas/pricing.md, "Jobs", "Logs"): once a day, for each Live hotel, the rate-shopping
 * service's rate of the next MARKET_RATE_DAYS (14) days is stored (`market_rates`, the latest fetch of a day
 * replacing the one before) and one rate gain log row says which days were fetched and when. A hotel the service
 * fails for is left as it was; the run then fails after storing the others, so that the retry fills the gap.
 */
import { rowsOf, type Db, type JobContext, type JobResult, type Tx } from '@backoffice/api-server';
import { MARKET_RATE_DAYS, utcDay } from '@backoffice/contracts';
import { sql } from 'drizzle-orm';
import { marketRates, rateGainLogs } from '../pricing.schema';
import type { MarketRate, RateShoppingHotel } from '../providers';
import { daysFrom, hotelCurrencySql, runClock, someOf, type JobDeps } from './common';

export const MARKET_RATES_JOB = 'market-rates';

const CHUNK = 500;

/** The Live hotels (not deleted) as the rate-shopping service is asked about them, by name. */
export async function liveHotelsForRates(db: Db | Tx, ids?: readonly string[]): Promise<RateShoppingHotel[]> {
  if (ids && ids.length === 0) return [];
  const only = ids ? sql` and h.id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``;
  const rows = rowsOf<{ id: string; name: string; city: string; country: string; currency: string; overnight_rate: number }>(
    await db.execute(sql`
      select h.id, h.name, h.city, h.country, ${hotelCurrencySql('h')} as currency,
        coalesce((select max(r.overnight_rate) from rooms r where r.hotel_id = h.id and r.deleted_at is null), 0)::int as overnight_rate
      from hotels h
      where h.status = 'Live' and h.deleted_at is null${only}
      order by lower(h.name), h.id`),
  );
  return rows.map((r) => ({ id: r.id, name: r.name, city: r.city, country: r.country, currency: r.currency, overnightRate: Number(r.overnight_rate) }));
}

/** Stores market rates (a day's latest replaces the one before), in chunks. */
export async function upsertMarketRates(tx: Db | Tx, rows: (typeof marketRates.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx
      .insert(marketRates)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [marketRates.hotelId, marketRates.day],
        set: { currency: sql`excluded.currency`, rate: sql`excluded.rate`, fetchedAt: sql`excluded.fetched_at` },
      });
  }
}

/** Fetches and stores the market rates of every Live hotel from `utcDay(context.now)`. @throws Error when a hotel failed. */
export async function runMarketRates(deps: Pick<JobDeps, 'db' | 'providers'>, context: Pick<JobContext, 'now' | 'runId'>): Promise<JobResult> {
  const clock = runClock(context.now);
  const days = daysFrom(utcDay(context.now), MARKET_RATE_DAYS);
  const hotels = await liveHotelsForRates(deps.db);
  const rateRows: (typeof marketRates.$inferInsert)[] = [];
  const logRows: (typeof rateGainLogs.$inferInsert)[] = [];
  const failures: string[] = [];
  for (const hotel of hotels) {
    const start = clock();
    let rates: MarketRate[];
    try {
      rates = await deps.providers.rateShopping.rates(hotel, days);
    } catch (error) {
      failures.push(`${hotel.name}: ${(error as Error).message}`);
      continue;
    }
    const end = clock();
    for (const r of rates) rateRows.push({ hotelId: hotel.id, day: r.day, currency: r.currency, rate: r.rate, fetchedAt: end });
    logRows.push({ hotelId: hotel.id, startDay: days[0], endDay: days[days.length - 1], start, end, days: rates.length, jobRunId: context.runId });
  }
  await deps.db.transaction(async (tx) => {
    await upsertMarketRates(tx, rateRows);
    for (let i = 0; i < logRows.length; i += CHUNK) await tx.insert(rateGainLogs).values(logRows.slice(i, i + CHUNK));
  });
  if (failures.length > 0) {
    throw new Error(`Market rates failed for ${failures.length} of ${hotels.length} hotel${hotels.length === 1 ? '' : 's'}: ${someOf(failures, 3)}`);
  }
  return {
    touched: logRows.length,
    summary: `Market rates of ${days[0]} to ${days[days.length - 1]} for ${logRows.length} hotel${logRows.length === 1 ? '' : 's'} (${rateRows.length} rates)`,
  };
}
