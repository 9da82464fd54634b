/**
 * `/archives` through inject: the hotels that have snapshots (by name, with their count), a hotel's snapshots
 * newest first within the last 30 days by default or a from/to window, 30 a page by default, 404 for an unknown
 * hotel, and SuperAdmin only.
 */
import { PricingMessages, dateOutOfRangeMessage, utcDay, type ArchiveHotels, type ArchiveSnapshots } from '@backoffice/contracts';
import { hotels } from '@backoffice/api-server/schema';
import { eq } from 'drizzle-orm';
import { availabilitySnapshots, type SnapshotAvailability } from '../pricing.schema';
import { bearer, buildTestAppAsAdmin, demo, loginAs, type App } from '../test/helper';
import { insertHotel } from '../test/jobs-fixtures';

const DAY = 86_400_000;

describe('/archives', () => {
  let app: App;
  let admin: Record<string, string>;
  const today = utcDay(new Date());
  const dayBack = (n: number) => utcDay(new Date(Date.parse(`${today}T00:00:00Z`) - n * DAY));
  const availability = (date: string): SnapshotAvailability => ({
    date,
    rooms: 5,
    roomAvailability: 3,
    expediaRate: 21_000,
    overnightRate: 20_000,
    threeHourRate: 8_000,
    sixHourRate: 12_000,
    twelveHourRate: 16_000,
    slots: { three: 20, six: 10, twelve: 4 },
  });
  let zulu: string;
  let alpha: string;
  let empty: string;
  let gone: string;

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
    ({ hotelId: zulu } = await insertHotel(app, 'Zulu Archive Hotel'));
    ({ hotelId: alpha } = await insertHotel(app, 'alpha Archive Hotel'));
    ({ hotelId: empty } = await insertHotel(app, 'Empty Archive Hotel'));
    ({ hotelId: gone } = await insertHotel(app, 'Deleted Archive Hotel'));
    const rows = (hotelId: string, days: number[]) =>
      days.map((n) => ({ hotelId, day: dayBack(n), name: `Snapshot ${dayBack(n)}`, currency: 'AUD', availabilities: [availability(dayBack(n))], takenAt: new Date(`${dayBack(n)}T03:00:00Z`) }));
    await app.db.insert(availabilitySnapshots).values([...rows(zulu, Array.from({ length: 35 }, (_, i) => i)), ...rows(alpha, [0, 1]), ...rows(gone, [0])]);
    await app.db.update(hotels).set({ deletedAt: new Date() }).where(eq(hotels.id, gone));
  });
  afterAll(() => app.close());

  it('lists the hotels that have snapshots, by name, with their count', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/archives/hotels', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data as ArchiveHotels).toEqual([
      { _id: alpha, hotelName: 'alpha Archive Hotel', snapshots: 2 },
      { _id: zulu, hotelName: 'Zulu Archive Hotel', snapshots: 35 },
    ]);
  });

  it("answers a hotel's snapshots newest first: the last 30 days, 30 a page, or a window", async () => {
    const get = async (query = '') => {
      const res = await app.inject({ method: 'GET', url: `/api/archives/${zulu}${query}`, headers: admin });
      expect(res.statusCode).toBe(200);
      return res.json() as ArchiveSnapshots;
    };
    const recent = await get();
    expect(recent.total).toBe(30);
    expect(recent.data.map((s) => s.day)).toEqual(Array.from({ length: 30 }, (_, i) => dayBack(i)));
    expect(recent.data[0]).toEqual({
      _id: expect.any(String),
      name: `Snapshot ${today}`,
      day: today,
      currency: 'AUD',
      takenAt: `${today}T03:00:00.000Z`,
      availabilities: [availability(today)],
    });
    const all = await get(`?from=${dayBack(40)}&to=${today}`);
    expect({ total: all.total, shown: all.data.length }).toEqual({ total: 35, shown: 30 });
    const page2 = await get(`?from=${dayBack(40)}&limit=10&page=4`);
    expect(page2.data.map((s) => s.day)).toEqual([dayBack(30), dayBack(31), dayBack(32), dayBack(33), dayBack(34)]);
    const window = await get(`?from=${dayBack(33)}&to=${dayBack(32)}`);
    expect(window.data.map((s) => s.day)).toEqual([dayBack(32), dayBack(33)]);

    const none = await app.inject({ method: 'GET', url: `/api/archives/${empty}`, headers: admin });
    expect(none.json()).toEqual({ data: [], total: 0 });
    const backwards = await app.inject({ method: 'GET', url: `/api/archives/${zulu}?from=${today}&to=${dayBack(1)}`, headers: admin });
    expect({ status: backwards.statusCode, message: backwards.json().message }).toEqual({ status: 400, message: PricingMessages.logs.badRange });
  });

  it('answers 400 naming the field for a day outside 1900-01-01..9998-12-31, not 500', async () => {
    const edges: [string, string][] = [['to=0001-01-01', 'to'], ['to=0001-01-29', 'to'], ['to=9999-12-31', 'to'], ['from=0001-01-01&to=0001-01-02', 'from']];
    for (const [query, field] of edges) {
      const res = await app.inject({ method: 'GET', url: `/api/archives/${zulu}?${query}`, headers: admin });
      expect({ query, status: res.statusCode, message: res.json().message }).toEqual({ query, status: 400, message: dateOutOfRangeMessage(field) });
    }
    for (const query of ['to=1900-01-01', 'to=9998-12-31']) {
      expect({ query, status: (await app.inject({ method: 'GET', url: `/api/archives/${zulu}?${query}`, headers: admin })).statusCode }).toEqual({ query, status: 200 });
    }
  });

  it('answers 404 for an unknown or deleted hotel', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', gone]) {
      const res = await app.inject({ method: 'GET', url: `/api/archives/${id}`, headers: admin });
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 404, message: PricingMessages.archives.hotelNotFound });
    }
  });

  it('is for the SuperAdmin only', async () => {
    const employee = bearer(await loginAs(app, demo.employee));
    for (const url of ['/api/archives/hotels', `/api/archives/${zulu}`]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url, headers: employee })).statusCode).toBe(403);
    }
  });
});
