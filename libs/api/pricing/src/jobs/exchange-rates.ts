/**
 * The exchange rate job (docs/areas/pricing.md, "Jobs", "Effective-dated rates"): once a day the rates feed gives
 * the day's rate of every currency of the countries not deleted (units per Australian dollar; the Australian
 * dollar itself is 1 and not asked). On success, in one
 * transaction: the day's rates join the history, each country whose rate changed gets a `feed` version in effect
 * from that day (its VAT unchanged) and its current rate, audited as `vatgst.rate`, and a Success log says what changed. On failure a Fail
 * log keeps the error, no rate changes (the day before stays in effect), and the run fails so that the runner
 * retries it with back-off.
 */
import { audit, rowsOf, type JobContext, type JobResult } from '@backoffice/api-server';
import { vatgst, vatgstVersions } from '@backoffice/api-server/schema';
import { utcDay } from '@backoffice/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { exchangeRateLogs, exchangeRates } from '../pricing.schema';
import { BASE_CURRENCY } from '../providers';
import { round6 } from '../providers/hash';
import { jobActor, runClock, someOf, type JobDeps } from './common';

export const EXCHANGE_RATES_JOB = 'exchange-rates';

/**
 * The Success log's detail: the day, each rate, how many countries changed, and the currencies the feed did not
 * quote (their previous rate stays).
 */
export function exchangeRateDetail(day: string, rates: Record<string, number>, countriesChanged: number, missing: readonly string[] = []): string {
  const quoted = Object.keys(rates).sort();
  const parts = [`${day}: ${quoted.length} rate${quoted.length === 1 ? '' : 's'} per AUD (${quoted.map((c) => `${c} ${rates[c]}`).join(', ')})`];
  parts.push(`${countriesChanged} countr${countriesChanged === 1 ? 'y' : 'ies'} updated`);
  if (missing.length > 0) parts.push(`not quoted, previous rate kept: ${missing.join(', ')}`);
  return parts.join('; ');
}

/** Refreshes the rates of `utcDay(context.now)`. @throws Error (after its Fail log) when the feed fails. */
export async function runExchangeRates(deps: Pick<JobDeps, 'db' | 'providers'>, context: Pick<JobContext, 'now' | 'runId'>): Promise<JobResult> {
  const clock = runClock(context.now);
  const actor = jobActor(EXCHANGE_RATES_JOB, context.runId);
  const day = utcDay(context.now);
  const countries = await deps.db
    .select({ id: vatgst.id, currency: vatgst.currencyFor, exchangeRate: vatgst.exchangeRate, vat: vatgst.vat })
    .from(vatgst)
    .where(eq(vatgst.isDeleted, false));
  const currencies = [...new Set(countries.map((c) => c.currency.trim().toUpperCase()))].filter((c) => c !== BASE_CURRENCY).sort();
  if (currencies.length === 0) {
    await deps.db.insert(exchangeRateLogs).values({ logType: 'ExchangeRateGainSuccess', start: context.now, end: clock(), detail: `${day}: no currency to refresh`, jobRunId: context.runId });
    return { touched: 0, summary: 'No currency to refresh' };
  }

  let rates: Record<string, number>;
  try {
    rates = await deps.providers.exchangeRates.rates(day, currencies);
    if (Object.keys(rates).length === 0) throw new Error(`The exchange rate feed quoted none of ${currencies.join(', ')}`);
  } catch (error) {
    const message = (error as Error).message || String(error);
    await deps.db.insert(exchangeRateLogs).values({ logType: 'ExchangeRateGainFail', start: context.now, end: clock(), detail: message, jobRunId: context.runId });
    throw error instanceof Error ? error : new Error(message);
  }
  const missing = currencies.filter((c) => rates[c] === undefined);

  const changed = await deps.db.transaction(async (tx) => {
    await tx
      .insert(exchangeRates)
      .values(Object.entries(rates).map(([currency, rate]) => ({ day, currency, rate })))
      .onConflictDoUpdate({ target: [exchangeRates.day, exchangeRates.currency], set: { rate: sql`excluded.rate` } });
    // The version in effect on the day of each country (none: the country's record as it stands).
    const inEffect = new Map(
      rowsOf<{ vatgst_id: string; exchange_rate: number; vat: number }>(
        await tx.execute(sql`
          select distinct on (vatgst_id) vatgst_id, exchange_rate::float8 as exchange_rate, vat::float8 as vat
          from vatgst_versions where effective_from <= ${day}::date
          order by vatgst_id, effective_from desc`),
      ).map((v) => [v.vatgst_id, { rate: Number(v.exchange_rate), vat: Number(v.vat) }]),
    );
    let count = 0;
    for (const country of countries) {
      const rate = rates[country.currency.trim().toUpperCase()];
      if (rate === undefined) continue;
      const current = inEffect.get(country.id) ?? { rate: Number(country.exchangeRate), vat: Number(country.vat) };
      if (round6(current.rate) === round6(rate)) continue;
      // A SuperAdmin's edit in effect from the same day wins over the feed; a re-run replaces the feed's own.
      const written = await tx
        .insert(vatgstVersions)
        .values({ vatgstId: country.id, effectiveFrom: day, exchangeRate: rate, vat: current.vat, source: 'feed' })
        .onConflictDoUpdate({
          target: [vatgstVersions.vatgstId, vatgstVersions.effectiveFrom],
          set: { exchangeRate: sql`excluded.exchange_rate` },
          setWhere: sql`${vatgstVersions.source} = 'feed'`,
        })
        .returning({ id: vatgstVersions.id });
      if (written.length === 0) continue;
      count++;
      await audit(tx, actor, { action: 'vatgst.rate', entityType: 'vatgst', entityId: country.id, before: { exchangeRate: current.rate }, after: { exchangeRate: rate, effectiveFrom: day } });
      // The country's record holds the rate in effect today: left alone when a later version is already set.
      await tx
        .update(vatgst)
        .set({ exchangeRate: rate, updatedAt: sql`now()` })
        .where(
          and(
            eq(vatgst.id, country.id),
            sql`not exists (select 1 from vatgst_versions v where v.vatgst_id = ${country.id} and v.effective_from > ${day}::date)`,
          ),
        );
    }
    await tx.insert(exchangeRateLogs).values({
      logType: 'ExchangeRateGainSuccess',
      start: context.now,
      end: clock(),
      detail: exchangeRateDetail(day, rates, count, missing),
      jobRunId: context.runId,
    });
    return count;
  });
  const stored = Object.keys(rates).length;
  return {
    touched: stored,
    summary: `Rates of ${stored} currenc${stored === 1 ? 'y' : 'ies'} for ${day}; ${changed} countr${changed === 1 ? 'y' : 'ies'} updated${missing.length ? `; not quoted: ${someOf(missing)}` : ''}`,
  };
}
