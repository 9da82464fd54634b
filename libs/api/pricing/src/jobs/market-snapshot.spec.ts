/**
 * The market rate job (the embedded rate-shopping provider: 14 days of rates per Live hotel and its rate gain
 * log) and the availability snapshot job (a snapshot per Live hotel and day with its 14 availabilities, a re-run
 * replacing it), with a controlled clock.
 */
import { hotels, jobRuns } from '@backoffice/api-server/schema';
import { and, eq } from 'drizzle-orm';
import { availabilitySnapshots, marketRates, rateGainLogs } from '../pricing.schema';
import { EmbeddedExchangeRatesProvider, embeddedMarketRate, type RateShoppingProvider } from '../providers';
import { runMarketRates } from './market-rates';
import { buildTestApp, type App } from '../test/helper';
import { insertReservation } from '@backoffice/api-server/testing';
import { insertCountry, insertHotel, runJob } from '../test/jobs-fixtures';

describe('market-rates and availability-snapshot jobs', () => {
  let app: App;
  let live: string;
  let inactive: string;

  beforeAll(async () => {
    app = await buildTestApp();
    await insertCountry(app, { name: 'New Zealand', flag: 'NZ', currency: 'NZD', rate: 1.1, vat: 15 });
    ({ hotelId: live } = await insertHotel(app, 'Market Live Hotel', {
      country: 'New Zealand',
      fractions: { three: 0.4, six: 0.6, twelve: 0.8 },
      rooms: [
        { availableRooms: 3, overnightRate: 20_000, three: true, six: true },
        { availableRooms: 2, overnightRate: 25_000, twelve: true },
        { availableRooms: 10, overnightRate: 99_999, three: true, deleted: true },
      ],
    }));
    ({ hotelId: inactive } = await insertHotel(app, 'Market Inactive Hotel', { status: 'Inactive', rooms: [{ availableRooms: 1, overnightRate: 10_000, three: true }] }));
  });
  afterAll(() => app.close());

  it('fetches 14 days of market rates for each Live hotel and writes its rate gain log', async () => {
    const run = await runJob(app, 'market-rates', new Date('2026-04-10T02:00:00Z'));
    expect(run).toMatchObject({ outcome: 'success', touched: 1, summary: 'Market rates of 2026-04-10 to 2026-04-23 for 1 hotel (14 rates)' });
    const rates = await app.db.select().from(marketRates).where(eq(marketRates.hotelId, live)).orderBy(marketRates.day);
    expect(rates).toHaveLength(14);
    expect(rates[0]).toMatchObject({ day: '2026-04-10', currency: 'NZD', rate: embeddedMarketRate({ id: live, overnightRate: 25_000 }, '2026-04-10') });
    expect(rates.at(-1)?.day).toBe('2026-04-23');
    expect(rates.every((r) => r.rate >= 21_250 && r.rate <= 30_000)).toBe(true);
    expect(await app.db.select().from(marketRates).where(eq(marketRates.hotelId, inactive))).toEqual([]);

    const [log] = await app.db.select().from(rateGainLogs).where(eq(rateGainLogs.jobRunId, run.id));
    expect(log).toMatchObject({ hotelId: live, startDay: '2026-04-10', endDay: '2026-04-23', days: 14 });
    expect(log.start.getTime()).toBeGreaterThanOrEqual(new Date('2026-04-10T02:00:00Z').getTime());
    expect(log.end.getTime()).toBeGreaterThanOrEqual(log.start.getTime());

    // The next day's run replaces the overlapping days and adds one.
    await runJob(app, 'market-rates', new Date('2026-04-11T02:00:00Z'));
    expect(await app.db.select().from(marketRates).where(eq(marketRates.hotelId, live))).toHaveLength(15);
    expect(await app.db.select().from(rateGainLogs).where(eq(rateGainLogs.hotelId, live))).toHaveLength(2);
  });

  it('stores the hotels the service answered for, then fails the run naming the others (the retry fills the gap)', async () => {
    const { hotelId: other } = await insertHotel(app, 'Market Failing Hotel', { rooms: [{ availableRooms: 1, overnightRate: 12_000, three: true }] });
    const rateShopping: RateShoppingProvider = {
      name: 'test',
      async rates(hotel, days) {
        if (hotel.id === other) throw new Error('The rate-shopping service answered HTTP 502 Bad Gateway');
        return days.map((day) => ({ day, rate: 1_000, currency: hotel.currency }));
      },
    };
    const [run] = await app.db.insert(jobRuns).values({ job: 'market-rates', trigger: 'manual', asOf: new Date('2026-05-20T02:00:00Z') }).returning();
    const deps = { db: app.db, providers: { rateShopping, exchangeRates: new EmbeddedExchangeRatesProvider() } };
    await expect(runMarketRates(deps, { now: run.asOf, runId: run.id })).rejects.toThrow(
      'Market rates failed for 1 of 2 hotels: Market Failing Hotel: The rate-shopping service answered HTTP 502 Bad Gateway',
    );
    expect(await app.db.select().from(marketRates).where(and(eq(marketRates.hotelId, live), eq(marketRates.day, '2026-05-20')))).toMatchObject([{ rate: 1_000 }]);
    expect(await app.db.select().from(marketRates).where(eq(marketRates.hotelId, other))).toEqual([]);
    expect((await app.db.select().from(rateGainLogs).where(eq(rateGainLogs.jobRunId, run.id))).map((l) => l.hotelId)).toEqual([live]);
    await app.db.update(hotels).set({ status: 'Inactive' }).where(eq(hotels.id, other));
  });

  it("snapshots each Live hotel's next 14 days, and a re-run of the day replaces it", async () => {
    await insertReservation(app, { hotelId: live, start: new Date('2026-04-10T09:00:00Z'), duration: 3 });
    await insertReservation(app, { hotelId: live, start: new Date('2026-04-10T15:00:00Z'), duration: 3, status: 'CHECKEDIN' });
    await insertReservation(app, { hotelId: live, start: new Date('2026-04-10T20:00:00Z'), duration: 12, status: 'No show' });
    await insertReservation(app, { hotelId: live, start: new Date('2026-04-10T10:00:00Z'), duration: 6, status: 'Cancelled' });
    await insertReservation(app, { hotelId: live, start: new Date('2026-04-11T10:00:00Z'), duration: 6 });

    const run = await runJob(app, 'availability-snapshot', new Date('2026-04-10T03:00:00Z'));
    expect(run).toMatchObject({ outcome: 'success', touched: 1, summary: 'Snapshot 2026-04-10 of 1 hotel' });
    const [snapshot] = await app.db.select().from(availabilitySnapshots).where(eq(availabilitySnapshots.hotelId, live));
    expect(snapshot).toMatchObject({ day: '2026-04-10', name: 'Snapshot 2026-04-10', currency: 'NZD', jobRunId: run.id });
    const [market] = await app.db.select().from(marketRates).where(and(eq(marketRates.hotelId, live), eq(marketRates.day, '2026-04-10')));
    const { availabilities } = snapshot;
    expect(availabilities).toHaveLength(14);
    expect(availabilities[0]).toEqual({
      date: '2026-04-10',
      rooms: 5,
      roomAvailability: 2,
      expediaRate: market.rate,
      overnightRate: 25_000,
      threeHourRate: 10_000,
      sixHourRate: 15_000,
      twelveHourRate: 20_000,
      // 3 rooms offer 3 and 6 hours (8 and 4 stays a day each), 2 offer 12 hours (2 a day); less that day's stays.
      slots: { three: 22, six: 12, twelve: 3 },
    });
    expect(availabilities[1]).toMatchObject({ date: '2026-04-11', roomAvailability: 4, slots: { three: 24, six: 11, twelve: 4 } });
    expect(availabilities[13]).toMatchObject({ date: '2026-04-23', roomAvailability: 5, expediaRate: embeddedMarketRate({ id: live, overnightRate: 25_000 }, '2026-04-23') });
    expect(await app.db.select().from(availabilitySnapshots).where(eq(availabilitySnapshots.hotelId, inactive))).toEqual([]);

    await insertReservation(app, { hotelId: live, start: new Date('2026-04-10T22:00:00Z'), duration: 3 });
    const again = await runJob(app, 'availability-snapshot', new Date('2026-04-10T05:00:00Z'));
    const rows = await app.db.select().from(availabilitySnapshots).where(eq(availabilitySnapshots.hotelId, live));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: snapshot.id, jobRunId: again.id });
    expect(rows[0].availabilities[0]).toMatchObject({ roomAvailability: 1, slots: { three: 21, six: 12, twelve: 3 } });

    const next = await runJob(app, 'availability-snapshot', new Date('2026-04-30T03:00:00Z'));
    expect(next.touched).toBe(1);
    const [later] = await app.db.select().from(availabilitySnapshots).where(and(eq(availabilitySnapshots.hotelId, live), eq(availabilitySnapshots.day, '2026-04-30')));
    // No market rate fetched for that day: 0.
    expect(later.availabilities[0]).toMatchObject({ date: '2026-04-30', expediaRate: 0, roomAvailability: 5 });
  });
});
