/**
 * The exchange rate job against a rates feed on a real local HTTP server (EXCHANGE_RATES_URL): a success stores
 * the day's rates, adds a `feed` version to each country whose rate changed and updates its rate, and logs
 * Success; a failing feed (HTTP 500) logs Fail, changes no rate, and leaves the run to be retried with back-off,
 * the retry then succeeding.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jobRuns, vatgst, vatgstVersions } from '@backoffice/api-server/schema';
import { auditEventsOf } from '@backoffice/api-server/testing';
import { and, eq, sql } from 'drizzle-orm';
import { exchangeRateLogs, exchangeRates } from '../pricing.schema';
import { buildTestApp, type App } from '../test/helper';
import { insertCountry, runJob } from '../test/jobs-fixtures';

describe('exchange-rates job', () => {
  let app: App;
  let server: Server;
  let mode: 'ok' | 'fail' = 'ok';
  const asked: string[] = [];
  /** The feed's rates by day (units per AUD). */
  const feed: Record<string, Record<string, number>> = {
    '2026-03-02': { NZD: 1.1, USD: 0.65, GBP: 0.52, EUR: 0.61 },
    '2026-03-03': { NZD: 1.1, USD: 0.66, GBP: 0.52, EUR: 0.61 },
    '2026-03-04': { NZD: 1.12, USD: 0.66 },
  };
  let nz: string;
  let us: string;
  let au: string;

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      asked.push(req.url ?? '');
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (mode === 'fail') {
        res.writeHead(500, { 'content-type': 'text/plain' }).end('feed down');
        return;
      }
      const date = url.searchParams.get('date') ?? '';
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ base: url.searchParams.get('base'), date, rates: feed[date] ?? {} }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    app = await buildTestApp({ jobs: { enabled: false, pollSeconds: 10 }, pricing: { exchangeRatesUrl: `http://127.0.0.1:${port}/rates` } });
    nz = await insertCountry(app, { name: 'New Zealand', flag: 'NZ', currency: 'NZD', rate: 1.05, vat: 15 });
    us = await insertCountry(app, { name: 'United States', flag: 'US', currency: 'USD', rate: 0.65, vat: 0 });
    au = await insertCountry(app, { name: 'Australia', flag: 'AU', currency: 'AUD', rate: 1, vat: 10 });
    await insertCountry(app, { name: 'United Kingdom', flag: 'GB', currency: 'GBP', rate: 0.5, vat: 20, deleted: true });
  });
  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => server.close(resolve));
  });

  const ratesOf = async (day: string) =>
    Object.fromEntries((await app.db.select().from(exchangeRates).where(eq(exchangeRates.day, day))).map((r) => [r.currency, r.rate]));
  const rateOf = async (id: string) => (await app.db.select({ rate: vatgst.exchangeRate }).from(vatgst).where(eq(vatgst.id, id)))[0].rate;
  const versionsOf = (id: string) =>
    app.db
      .select({ effectiveFrom: vatgstVersions.effectiveFrom, exchangeRate: vatgstVersions.exchangeRate, vat: vatgstVersions.vat, source: vatgstVersions.source })
      .from(vatgstVersions)
      .where(eq(vatgstVersions.vatgstId, id))
      .orderBy(vatgstVersions.effectiveFrom);
  const logOf = async (runId: string) => (await app.db.select().from(exchangeRateLogs).where(eq(exchangeRateLogs.jobRunId, runId)))[0];

  it("stores the day's rates, versions the countries whose rate changed, and logs Success", async () => {
    const run = await runJob(app, 'exchange-rates', new Date('2026-03-02T01:00:00Z'));
    expect(run).toMatchObject({ outcome: 'success', touched: 2, summary: 'Rates of 2 currencies for 2026-03-02; 1 country updated' });
    expect(asked.at(-1)).toBe('/rates?base=AUD&date=2026-03-02');
    // Only the currencies of the countries not deleted, the base currency aside.
    expect(await ratesOf('2026-03-02')).toEqual({ NZD: 1.1, USD: 0.65 });
    expect(await versionsOf(nz)).toEqual([{ effectiveFrom: '2026-03-02', exchangeRate: 1.1, vat: 15, source: 'feed' }]);
    expect(await versionsOf(us)).toEqual([]);
    expect(await versionsOf(au)).toEqual([]);
    expect(await rateOf(nz)).toBe(1.1);
    expect(await rateOf(us)).toBe(0.65);
    const [event] = await auditEventsOf(app, 'vatgst', nz);
    expect(event).toMatchObject({ action: 'vatgst.rate', actorId: null, requestId: `job:exchange-rates:${run.id}`, after: { exchangeRate: 1.1, effectiveFrom: '2026-03-02' } });
    expect(await auditEventsOf(app, 'vatgst', us)).toEqual([]);
    const log = await logOf(run.id);
    expect(log).toMatchObject({ logType: 'ExchangeRateGainSuccess', detail: '2026-03-02: 2 rates per AUD (NZD 1.1, USD 0.65); 1 country updated' });
    expect(log.start.toISOString()).toBe('2026-03-02T01:00:00.000Z');

    const next = await runJob(app, 'exchange-rates', new Date('2026-03-03T01:00:00Z'));
    expect(next.summary).toBe('Rates of 2 currencies for 2026-03-03; 1 country updated');
    expect(await versionsOf(nz)).toHaveLength(1);
    expect(await versionsOf(us)).toEqual([{ effectiveFrom: '2026-03-03', exchangeRate: 0.66, vat: 0, source: 'feed' }]);
    expect(await rateOf(us)).toBe(0.66);
  });

  it('logs Fail on a failing feed, keeps the rates, and is retried with back-off', async () => {
    mode = 'fail';
    const before = Date.now();
    const run = await runJob(app, 'exchange-rates', new Date('2026-03-04T01:00:00Z'));
    expect(run).toMatchObject({ outcome: 'fail', attempt: 1, error: 'The exchange rate feed answered HTTP 500 Internal Server Error: feed down' });
    expect(await logOf(run.id)).toMatchObject({ logType: 'ExchangeRateGainFail', detail: 'The exchange rate feed answered HTTP 500 Internal Server Error: feed down' });
    expect(await ratesOf('2026-03-04')).toEqual({});
    expect(await rateOf(nz)).toBe(1.1);
    expect(await versionsOf(nz)).toHaveLength(1);

    const queued = await app.jobs.queueJob('exchange-rates', run.queueJobId as string);
    expect(queued?.state).toBe('retry');
    expect(queued?.startAfter.getTime()).toBeGreaterThan(before + 500_000);
    expect(await app.jobs.work('exchange-rates')).toBe(0);
    expect(await app.jobs.busy('exchange-rates')).toBe(true);

    // The feed is back; once the delay has passed (moved here, not waited for), attempt 2 succeeds as of the same day.
    mode = 'ok';
    await app.db.execute(sql`update pgboss.job set start_after = now() - interval '1 minute' where id = ${run.queueJobId}`);
    expect(await app.jobs.work('exchange-rates')).toBe(1);
    const [retry] = await app.db.select().from(jobRuns).where(and(eq(jobRuns.queueJobId, run.queueJobId as string), eq(jobRuns.attempt, 2)));
    expect(retry).toMatchObject({ outcome: 'success', error: null });
    expect(retry.asOf.toISOString()).toBe('2026-03-04T01:00:00.000Z');
    expect(await logOf(retry.id)).toMatchObject({ logType: 'ExchangeRateGainSuccess' });
    expect(await ratesOf('2026-03-04')).toEqual({ NZD: 1.12, USD: 0.66 });
    expect(await rateOf(nz)).toBe(1.12);
    const [{ n }] = (await app.db.select({ n: sql<number>`count(*)::int` }).from(vatgstVersions).where(and(eq(vatgstVersions.vatgstId, nz), eq(vatgstVersions.source, 'feed'))));
    expect(Number(n)).toBe(2);
  });
});
