/**
 * The hotels demo data (docs/areas/hotels.md, "Demo data"), as the test database holds it after the seed:
 * what the listing, the rooms, the photos and the score show, and `--scale`.
 */
import { randomUUID } from 'node:crypto';
import { roomProblem, type Hotel, type HotelListItem } from '@backoffice/contracts';
import { hotels, users } from '@backoffice/api-server/schema';
import { isNull } from 'drizzle-orm';
import { buildTestAppAsAdmin, clearHotelData, type App } from '../test/helper';
import { SEED_HOTELS, hotelsSeed } from './seed';

describe('hotels demo data', () => {
  let app: App;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers: admin });

  it('lists 60 hotels in at least five countries, some without a property ID, each with an owner and a contact', async () => {
    const rows: HotelListItem[] = (await get('/hotel/list')).json().data;
    expect(rows).toHaveLength(SEED_HOTELS);
    expect(new Set(rows.map((r) => r.country)).size).toBeGreaterThanOrEqual(5);
    expect(rows.filter((r) => r.propertyId === '').length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.isActive))).toEqual(new Set(['Live', 'Pending', 'Inactive']));
    for (const r of rows) {
      expect(r.owner).not.toBeNull();
      expect(r.contact?.email).toMatch(/@hotels\.example$/);
    }
    const missing = (await get('/hotel/list?missingPropertyId=true')).json().data;
    expect(missing.length).toBe(rows.filter((r) => r.propertyId === '').length);
  });

  it('gives every room windows that pass the room rules, and draws the photos it lists', async () => {
    const rows: HotelListItem[] = (await get('/hotel/list')).json().data;
    let photos = 0;
    for (const r of rows.slice(0, 15)) {
      const hotel: Hotel = (await get(`/hotel/${r._id}`)).json().data;
      expect(hotel.rooms.length).toBeGreaterThan(0);
      for (const room of hotel.rooms) expect(roomProblem(room, true)).toBeNull();
      photos += hotel.photos.length;
      if (hotel.photos[0]) {
        const res = await app.inject({ method: 'GET', url: hotel.photos[0] });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/jpeg');
        expect(res.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      }
    }
    expect(photos).toBeGreaterThan(0);
  });

  it('gives the score something to rank: a Live hotel has a rank among its neighbours', async () => {
    const live = ((await get('/hotel/list?status=Live&search=sydney')).json().data as HotelListItem[])[0];
    const res = await get(`/hotel/rank?hotelId=${live._id}&lat=-33.8688&lon=151.2093&date=2026-12-01`);
    expect(res.statusCode).toBe(200);
    expect(res.json().Rank).toBeGreaterThanOrEqual(1);
  });

  it('makes --scale N hotels when N is above 60', async () => {
    await clearHotelData(app);
    await app.db.delete(users).where(isNull(users.role));
    let state = 7;
    const rand = () => ((state = (state * 48271) % 2147483647) / 2147483647);
    const write = await hotelsSeed({
      rand,
      uuid: randomUUID,
      now: new Date('2026-11-01T00:00:00Z'),
      scale: 90,
      departments: [],
      departmentId: () => undefined,
      users: [],
      demoAccounts: [],
      config: {},
    });
    const counts = await app.db.transaction((tx) => write(tx));
    expect(counts.hotels).toBe(90);
    expect(await app.db.$count(hotels)).toBe(90);
  });
});
