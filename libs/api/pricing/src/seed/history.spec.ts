/**
 * The demo history (docs/areas/pricing.md, "Demo data") over a few countries, hotels and reservations: a year of
 * rates from the embedded feed's function with monthly versions, 90 days of logs and snapshots, payouts of real
 * reservations, job runs, payment accounts; the jobs run afterwards agree with it (same rates, same snapshot),
 * and a second seed writes nothing.
 */
import { randomUUID } from 'node:crypto';
import type { SeedContext } from '@backoffice/api-server';
import { hotels, jobRuns, ledgerTransfers, vatgst, vatgstVersions } from '@backoffice/api-server/schema';
import { JOB_NAMES, type Job } from '@backoffice/contracts';
import { and, asc, count, eq, inArray, like } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { exchangeRateDetail } from '../jobs/exchange-rates';
import { transferDescription } from '../jobs/funds-transfer';
import { availabilitySnapshots, cancellationPeriodLogs, exchangeRateLogs, exchangeRates, fundTransfers, marketRates, rateGainLogs } from '../pricing.schema';
import { feedRate } from '../providers';
import { buildTestAppAsAdmin, type App } from '../test/helper';
import { insertReservation } from '@backoffice/api-server/testing';
import { insertCountry, insertHotel, runJob } from '../test/jobs-fixtures';
import { HISTORY_HOTELS, seedHistory } from './history';

describe('seedHistory', () => {
  let app: App;
  let admin: Record<string, string>;
  const now = new Date('2026-11-25T10:00:00Z');
  const context = { now, uuid: () => randomUUID(), rand: Math.random, scale: 1 } as unknown as SeedContext;
  const countries: Record<string, string> = {};
  const hotelIds: string[] = [];
  const reservationsOf: Record<string, { id: string; bookingNo: number }> = {};
  let counts: Record<string, number>;

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
    countries.AU = await insertCountry(app, { name: 'Australia', flag: 'AU', currency: 'AUD', rate: 1, vat: 10 });
    countries.NZ = await insertCountry(app, { name: 'New Zealand', flag: 'NZ', currency: 'NZD', rate: 1.098901, vat: 15 });
    countries.US = await insertCountry(app, { name: 'United States', flag: 'US', currency: 'USD', rate: 0.653595, vat: 0 });
    countries.XY = await insertCountry(app, { name: 'Xanadu', flag: 'XY', currency: 'XYZ', rate: 4, vat: 5 });
    for (let i = 1; i <= HISTORY_HOTELS + 2; i++) {
      const { hotelId } = await insertHotel(app, `History Hotel ${String(i).padStart(2, '0')}`, {
        paymentAccountId: i <= 3 ? null : undefined,
        fractions: { three: 0.4, six: 0.6, twelve: 0.8 },
        rooms: [{ availableRooms: 4, overnightRate: 20_000 + i * 1_000, three: true, six: true, twelve: true }],
      });
      hotelIds.push(hotelId);
    }
    await insertHotel(app, 'History Hotel Inactive', { status: 'Inactive', rooms: [{ availableRooms: 1, overnightRate: 9_000 }] });
    const hotel = hotelIds[0];
    const at = (iso: string) => new Date(iso);
    reservationsOf.past = await insertReservation(app, { hotelId: hotel, start: at('2026-11-15T09:00:00Z'), status: 'CHECKEDOUT' });
    reservationsOf.cancelled = await insertReservation(app, { hotelId: hotel, start: at('2026-11-20T09:00:00Z'), status: 'Cancelled' });
    reservationsOf.atHotel = await insertReservation(app, { hotelId: hotel, start: at('2026-11-21T09:00:00Z'), payAtHotel: true, charge: { status: 'success' } });
    reservationsOf.tonight = await insertReservation(app, { hotelId: hotel, start: at('2026-11-25T20:00:00Z') });
    reservationsOf.tomorrow = await insertReservation(app, { hotelId: hotel, start: at('2026-11-26T08:00:00Z') });
    reservationsOf.old = await insertReservation(app, { hotelId: hotel, start: at('2026-06-01T09:00:00Z'), status: 'CHECKEDOUT' });
    counts = await app.db.transaction((tx) => seedHistory(tx, context));
  });
  afterAll(() => app.close());

  const total = async (table: PgTable) => Number((await app.db.select({ n: count() }).from(table))[0].n);

  it('gives the hotels without one a payment account', async () => {
    expect(counts.paymentAccounts).toBe(3);
    const rows = await app.db.select({ id: hotels.id, account: hotels.paymentAccountId }).from(hotels).where(inArray(hotels.id, hotelIds));
    const accounts = new Map(rows.map((r) => [r.id, r.account]));
    expect(hotelIds.slice(0, 3).map((id) => accounts.get(id))).toEqual([expect.stringMatching(/^acct_seed_\d{5}$/), expect.stringMatching(/^acct_seed_\d{5}$/), expect.stringMatching(/^acct_seed_\d{5}$/)]);
    expect(accounts.get(hotelIds[3])).toBe('acct_history_hotel_04');
  });

  it('writes a year of daily rates from the feed, and versions on the first of each month', async () => {
    expect(counts.exchangeRates).toBe(365 * 3);
    const day = '2026-05-17';
    const rates = Object.fromEntries((await app.db.select().from(exchangeRates).where(eq(exchangeRates.day, day))).map((r) => [r.currency, r.rate]));
    expect(rates).toEqual({ NZD: feedRate(day, 'NZD'), USD: feedRate(day, 'USD'), XYZ: feedRate(day, 'XYZ', 4) });
    const [first] = await app.db.select().from(exchangeRates).orderBy(asc(exchangeRates.day)).limit(1);
    expect(first.day).toBe('2025-11-26');

    const versions = await app.db.select().from(vatgstVersions).where(eq(vatgstVersions.vatgstId, countries.NZ)).orderBy(asc(vatgstVersions.effectiveFrom));
    expect(versions[0]).toMatchObject({ effectiveFrom: '2025-11-25', source: 'create', vat: 15, exchangeRate: feedRate('2025-11-25', 'NZD') });
    expect(versions.slice(1).map((v) => v.effectiveFrom)).toEqual(['2025-12-01', '2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01']);
    expect(versions.slice(1).every((v) => v.source === 'feed' && v.vat === 15 && v.exchangeRate === feedRate(v.effectiveFrom, 'NZD'))).toBe(true);
    const au = await app.db.select().from(vatgstVersions).where(eq(vatgstVersions.vatgstId, countries.AU));
    expect(au.map((v) => [v.source, v.exchangeRate])).toEqual([['create', 1]]);
    const [nz] = await app.db.select().from(vatgst).where(eq(vatgst.id, countries.NZ));
    expect(nz.exchangeRate).toBe(versions.at(-1)?.exchangeRate);
  });

  it('writes 90 days of exchange rate logs, a few failing then retried', async () => {
    const logs = await app.db.select().from(exchangeRateLogs).orderBy(asc(exchangeRateLogs.start));
    const ok = logs.filter((l) => l.logType === 'ExchangeRateGainSuccess');
    const failed = logs.filter((l) => l.logType === 'ExchangeRateGainFail');
    expect(ok).toHaveLength(90);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.length).toBeLessThan(15);
    expect(counts.exchangeRateLogs).toBe(logs.length);
    expect(logs[0].start.toISOString()).toBe('2026-08-28T01:00:00.000Z');
    // Each failed day succeeds on the retry 10 minutes later.
    const okStarts = new Set(ok.map((l) => l.start.getTime()));
    expect(failed.every((f) => f.detail === 'The exchange rate feed answered HTTP 503 Service Unavailable' && okStarts.has(f.start.getTime() + 600_000))).toBe(true);
    const last = ok[ok.length - 1];
    const rates = { NZD: feedRate('2026-11-25', 'NZD') as number, USD: feedRate('2026-11-25', 'USD') as number, XYZ: feedRate('2026-11-25', 'XYZ', 4) as number };
    expect(last.detail).toBe(exchangeRateDetail('2026-11-25', rates, 3));
  });

  it('writes market rates, rate gain logs and snapshots of 8 Live hotels as the jobs compute them', async () => {
    expect(counts).toMatchObject({ marketRates: 8 * 103, rateGainLogs: 8 * 90, availabilitySnapshots: 8 * 90 });
    const snapshotted = (await app.db.selectDistinct({ id: availabilitySnapshots.hotelId }).from(availabilitySnapshots)).map((r) => r.id).sort();
    expect(snapshotted).toEqual(hotelIds.slice(0, 8).sort());
    const [log] = await app.db.select().from(rateGainLogs).where(eq(rateGainLogs.startDay, '2026-11-25')).orderBy(asc(rateGainLogs.start)).limit(1);
    expect(log).toMatchObject({ endDay: '2026-12-08', days: 14 });

    // The job's snapshot of today, taken now, is the seeded one.
    const hotel = hotelIds[0];
    const todayOf = async () => (await app.db.select().from(availabilitySnapshots).where(and(eq(availabilitySnapshots.hotelId, hotel), eq(availabilitySnapshots.day, '2026-11-25'))))[0];
    const seeded = await todayOf();
    expect(seeded.availabilities[0]).toMatchObject({ date: '2026-11-25', rooms: 4, roomAvailability: 3, overnightRate: 21_000, threeHourRate: 8_400 });
    expect(seeded.availabilities[0].expediaRate).toBeGreaterThan(0);
    const run = await runJob(app, 'availability-snapshot', now);
    const taken = await todayOf();
    expect(taken.jobRunId).toBe(run.id);
    expect(taken.availabilities).toEqual(seeded.availabilities);
  });

  it("the exchange rate job's rates of the day are the history's", async () => {
    const before = Object.fromEntries((await app.db.select().from(exchangeRates).where(eq(exchangeRates.day, '2026-11-25'))).map((r) => [r.currency, r.rate]));
    const run = await runJob(app, 'exchange-rates', now);
    expect(run.outcome).toBe('success');
    const after = Object.fromEntries((await app.db.select().from(exchangeRates).where(eq(exchangeRates.day, '2026-11-25'))).map((r) => [r.currency, r.rate]));
    expect(after).toEqual(before);
  });

  it('logs the payouts of the seeded reservations four times a day, leaving the ones due later to the job', async () => {
    const logs = await app.db.select().from(cancellationPeriodLogs).orderBy(asc(cancellationPeriodLogs.start));
    expect(logs).toHaveLength(90 * 4 - 2);
    expect(logs.at(-1)?.start.toISOString()).toBe('2026-11-25T06:00:00.000Z');
    const paid = logs.flatMap((l) => l.transferred.map((t) => ({ ...t, at: l.start.toISOString() })));
    expect(paid.map((t) => t.reservationId).sort()).toEqual([reservationsOf.past.id, reservationsOf.tonight.id].sort());
    const [tonight] = paid.filter((t) => t.reservationId === reservationsOf.tonight.id);
    expect(tonight).toMatchObject({ bookingNo: reservationsOf.tonight.bookingNo, hotelId: hotelIds[0], amount: 8_350, currency: 'AUD', at: '2026-11-25T00:00:00.000Z' });
    const [ledger] = await app.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, tonight.transferId));
    expect(ledger).toMatchObject({ amount: 8_350, description: transferDescription(reservationsOf.tonight.bookingNo) });
    expect(await app.db.select().from(fundTransfers).where(eq(fundTransfers.reservationId, reservationsOf.tonight.id))).toHaveLength(1);

    const run = await runJob(app, 'funds-transfer', now);
    expect(run.touched).toBe(1);
    expect(run.summary).toBe(`Paid out 1 reservation: TF${reservationsOf.tomorrow.bookingNo}`);
  });

  it('seeds a few runs of each job for the jobs page', async () => {
    expect(counts.jobRuns).toBe(15);
    const res = await app.inject({ method: 'GET', url: '/api/jobs', headers: admin });
    const jobs = res.json().data as Job[];
    expect(jobs.map((j) => j.name)).toEqual([...JOB_NAMES]);
    expect(jobs.every((j) => j.lastRun !== null)).toBe(true);
    const seeded = await app.db.select().from(jobRuns).where(eq(jobRuns.job, 'market-rates')).orderBy(asc(jobRuns.asOf));
    expect(seeded.filter((r) => r.queueJobId === null).map((r) => r.asOf.toISOString())).toEqual(['2026-11-23T02:00:00.000Z', '2026-11-24T02:00:00.000Z', '2026-11-25T02:00:00.000Z']);
  });

  it('writes nothing the second time', async () => {
    const tables = [exchangeRates, vatgstVersions, exchangeRateLogs, marketRates, rateGainLogs, availabilitySnapshots, cancellationPeriodLogs, fundTransfers, jobRuns];
    const before = await Promise.all(tables.map(total));
    const again = await app.db.transaction((tx) => seedHistory(tx, context));
    expect(again).toEqual({ paymentAccounts: 0, exchangeRates: 0, vatgstVersions: 0, marketRates: 0, availabilitySnapshots: 0 });
    expect(await Promise.all(tables.map(total))).toEqual(before);
    expect(await app.db.select().from(ledgerTransfers).where(like(ledgerTransfers.id, 'tr_seed_%'))).toHaveLength(2);
  });
});
