import { HotelsMessages } from '@backoffice/contracts';
import type { ReservationRow } from '@backoffice/api-server/schema';
import type { App } from '../test/helper';
import { bearer, buildTestAppAsAdmin, clearHotelData, demo, loginAs } from '../test/helper';
import { insertHotel, insertReservation } from '@backoffice/api-server/testing';
import { insertPhotos, insertReview, insertRoom } from './fixtures';
import {
  boundingBox,
  haversineKm,
  median,
  parseCalendarDate,
  rankHotel,
  scoreHotel,
  type ScoreInput,
} from './score';

/** Degrees of latitude per kilometre on the haversine's sphere: moving north by km/KM_PER_DEG is `km` away. */
const KM_PER_DEG = (Math.PI * 6371.0088) / 180;
const north = (p: { lat: number; lon: number }, km: number) => ({
  latitude: p.lat + km / KM_PER_DEG,
  longitude: p.lon,
});

/** The worked example (docs/areas/hotels.md, "Score and rank"). */
const exampleInput: ScoreInput = {
  id: 'a',
  name: 'Harbour Hotel',
  status: 'Live',
  latitude: -33.8688 + 2.5 / KM_PER_DEG,
  longitude: 151.2093,
  reviewAverage: 4,
  reviewCount: 2,
  cheapestRate: 9_000,
  slotRooms: 3,
  bookedAtTime: 1,
  recentReservations: 5,
  recentCancelled: 2,
  content: {
    description: true,
    photos: true,
    amenities: true,
    rooms: true,
    propertyId: true,
    expediaUrl: false,
    coordinates: true,
  },
};

describe('score arithmetic', () => {
  it('scores the worked example by hand: 20 + 12 + 8 + 9 + 8.57 + 7.5 = 65.07', () => {
    const s = scoreHotel(exampleInput, { lat: -33.8688, lon: 151.2093 }, 10_000);
    const by = Object.fromEntries(s.categories.map((c) => [c.key, c.score]));
    expect(by.reviews).toBeCloseTo(20, 6); // 4 / 5 × 25
    expect(by.price).toBeCloseTo(12, 6); // ratio 0.9: (1.5 − 0.9) / 1 × 20
    expect(by.openSlots).toBeCloseTo(8, 6); // (3 − 1) / 5 × 20
    expect(by.cancellations).toBeCloseTo(9, 6); // (1 − 2/5) × 15
    expect(by.content).toBeCloseTo(60 / 7, 6); // 6 / 7 × 10
    expect(by.distance).toBeCloseTo(7.5, 6); // (1 − 2.5 / 10) × 10
    expect(s.total).toBeCloseTo(65.0714, 3);
    expect(s.categories.map((c) => c.weight).reduce((a, b) => a + b)).toBe(100);
  });

  it('clamps each category between 0 and its weight; missing data scores 0 (no reservations: full)', () => {
    const s = scoreHotel(
      {
        ...exampleInput,
        latitude: null,
        longitude: null,
        reviewAverage: null,
        reviewCount: 0,
        cheapestRate: 1_000,
        slotRooms: 40,
        bookedAtTime: 0,
        recentReservations: 0,
        recentCancelled: 0,
      },
      { lat: 0, lon: 0 },
      10_000,
    );
    const by = Object.fromEntries(s.categories.map((c) => [c.key, c.score]));
    expect(by).toMatchObject({ reviews: 0, price: 20, openSlots: 20, cancellations: 15, distance: 0 });
  });

  it('ranks by total, equal totals sharing a place; median, bounding box, calendar dates', () => {
    const mk = (id: string, total: number) => ({ id, total, categories: [], distanceKm: 0 });
    const scores = [mk('a', 50), mk('b', 70), mk('c', 50), mk('d', 10)];
    expect(rankHotel('a', scores)).toEqual({ Rank: 2, outOf: 4 });
    expect(rankHotel('c', scores)).toEqual({ Rank: 2, outOf: 4 });
    expect(rankHotel('d', scores)).toEqual({ Rank: 4, outOf: 4 });
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNull();
    const box = boundingBox(-33.87, 151.21, 10);
    expect(box.maxLat - box.minLat).toBeCloseTo(20 / KM_PER_DEG, 6);
    expect(haversineKm(-33.87, box.lonRanges[0][1], -33.87, 151.21)).toBeGreaterThanOrEqual(9.99);
    expect(boundingBox(0, 179.95, 10).lonRanges).toHaveLength(2);
    expect(parseCalendarDate('2026-02-28')).toEqual({ y: 2026, m: 2, d: 28 });
    expect(parseCalendarDate('2026-02-29')).toBeNull();
    expect(parseCalendarDate('2028-02-29')).toEqual({ y: 2028, m: 2, d: 29 });
    expect(parseCalendarDate('2026-13-01')).toBeNull();
  });
});

describe('GET /hotel/rank', () => {
  let app: App;
  let admin: Record<string, string>;
  const sydney = { lat: -33.8688, lon: 151.2093 };
  const date = '2026-12-01';
  let hotelA: string;
  let hotelB: string;
  let hotelC: string;
  let pendingFar: string;

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
    const db = app.db;
    await clearHotelData(app); // the demo hotels would share the counts and the neighbourhood
    // A: the worked example, 2.5 km north of the chosen point.
    ({ hotelId: hotelA } = await insertHotel(app, {
      name: 'Harbour Hotel',
      values: {
        ...north(sydney, 2.5),
        description: '<p>Harbour views</p>',
        amenities: ['Wifi', 'Pool', 'Gym', 'Parking', 'Bar'],
        propertyId: 'SCORE-A',
        expediaUrl: '',
      },
    }));
    await insertPhotos(db, hotelA, 5);
    await insertRoom(db, hotelA, { overnightRate: 9_000, availableRooms: 3 }, [[3, '11:00', '13:00']]);
    // Does not cover 12:30 with a 3-hour window (its 6-hour one does not count).
    await insertRoom(db, hotelA, { overnightRate: 15_000, availableRooms: 2 }, [
      [3, '13:00', '15:00'],
      [6, '12:00', '13:00'],
    ]);
    await insertRoom(db, hotelA, { overnightRate: 1_000, availableRooms: 9, deletedAt: new Date() }, [
      [3, '12:00', '13:00'],
    ]);
    await insertReview(db, hotelA, [5, 4]);
    await insertReview(db, hotelA, [4, 3]);
    await insertReview(db, hotelA, [1, 1], true); // deleted: not counted
    const stays: [string, ReservationRow['status']][] = [
      ['2026-12-01T12:00:00Z', 'BOOKED'], // overlaps 12:30–15:30
      ['2026-12-01T16:00:00Z', 'BOOKED'], // after
      ['2026-12-01T13:00:00Z', 'Cancelled'], // cancelled: frees its room
      ['2026-11-01T10:00:00Z', 'No show'],
      ['2026-10-02T10:00:00Z', 'CHECKEDOUT'],
      ['2026-05-01T10:00:00Z', 'Cancelled'], // more than 180 days before
    ];
    for (const [start, status] of stays) await insertReservation(app, { hotelId: hotelA, start, status, charge: null });
    // B and C: Live neighbours with one room each (rates 100.00 and 120.00: the median with A's 90.00 is 100.00).
    ({ hotelId: hotelB } = await insertHotel(app, { name: 'Bridge Inn', values: north(sydney, 1) }));
    await insertRoom(db, hotelB, { overnightRate: 10_000 });
    ({ hotelId: hotelC } = await insertHotel(app, { name: 'Cove Lodge', values: north(sydney, 3) }));
    await insertRoom(db, hotelC, { overnightRate: 12_000 });
    // Not ranked: Live but 15 km away, Pending nearby, deleted nearby.
    await insertRoom(db, (await insertHotel(app, { name: 'Far Away', values: north(sydney, 15) })).hotelId, {
      overnightRate: 1,
    });
    await insertRoom(
      db,
      (await insertHotel(app, { name: 'Pending Near', status: 'Pending', values: north(sydney, 0.5) })).hotelId,
      { overnightRate: 1 },
    );
    await insertHotel(app, { name: 'Deleted Near', values: { ...north(sydney, 0.2), deletedAt: new Date() } });
    ({ hotelId: pendingFar } = await insertHotel(app, { name: 'Pending Far', status: 'Pending', values: north(sydney, 40) }));
  });
  afterAll(() => app.close());

  const rank = (query: Record<string, string | number>, headers = admin) =>
    app.inject({
      method: 'GET',
      url: '/api/hotel/rank',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers,
    });

  it('answers the worked example from the rows: categories, points, total, rank 1 of 3', async () => {
    const res = await rank({ hotelId: hotelA, lat: sydney.lat, lon: sydney.lon, date });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.points).toEqual({
      Reviews: 20,
      Price: 12,
      'Open slots': 8,
      'Cancellations and no-shows': 9,
      Content: 8.57,
      Distance: 7.5,
    });
    expect(body.total).toBe(65.07);
    expect(body.Rank).toBe(1);
    expect(body.outOf).toBe(3);
    expect(body.categories.map((c: { key: string }) => c.key)).toEqual([
      'reviews',
      'price',
      'openSlots',
      'cancellations',
      'content',
      'distance',
    ]);
    expect(body.categories[1].detail).toBe(
      'Cheapest overnight rate A$90.00 against a nearby median of A$100.00',
    );
    expect(body.categories[2].detail).toContain('2 open 3-hour slots at 12:30');
    expect(body.categories[4].detail).toContain('missing: expediaUrl');
  });

  it('ranks among the nearby Live hotels: B (36.86) second, C (30.86) third', async () => {
    const b = (await rank({ hotelId: hotelB, lat: sydney.lat, lon: sydney.lon, date })).json();
    expect(b).toMatchObject({ Rank: 2, outOf: 3, total: 36.86 });
    const c = (await rank({ hotelId: hotelC, lat: sydney.lat, lon: sydney.lon, date })).json();
    expect(c).toMatchObject({ Rank: 3, outOf: 3, total: 30.86 });
  });

  it('ranks only among hotels of the given types when `types` is set', async () => {
    const res = await rank({
      hotelId: hotelB,
      lat: sydney.lat,
      lon: sydney.lon,
      date,
      types: 'Leisure,Transit',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Rank: 1, outOf: 1 });
  });

  it('ranks a hotel that is not Live or is far away among the nearby Live ones (outOf counts it)', async () => {
    const res = await rank({ hotelId: pendingFar, lat: sydney.lat, lon: sydney.lon, date });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Rank: 4, outOf: 4 });
  });

  it('answers 400 with the text in error and message for a date that is not a calendar date or a bad location', async () => {
    for (const d of ['2026-02-30', '2026-13-01', '01/12/2026', 'soon']) {
      const res = await rank({ hotelId: hotelA, lat: sydney.lat, lon: sydney.lon, date: d });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        error: HotelsMessages.score.dateInvalid,
        message: HotelsMessages.score.dateInvalid,
      });
    }
    for (const [lat, lon] of [
      [91, 151],
      [-33, 181],
      ['north', 151],
    ]) {
      const res = await rank({ hotelId: hotelA, lat, lon, date });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(HotelsMessages.score.locationInvalid);
    }
  });

  it('answers 404 for an unknown or deleted hotel', async () => {
    for (const hotelId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await rank({ hotelId, lat: sydney.lat, lon: sydney.lon, date });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(res.json().message);
    }
  });

  it('is for SuperAdmins only: Employee and Department 403, no token 401', async () => {
    const q = { hotelId: hotelA, lat: sydney.lat, lon: sydney.lon, date };
    expect((await rank(q, {})).statusCode).toBe(401);
    expect((await rank(q, bearer(await loginAs(app, demo.employee)))).statusCode).toBe(403);
    expect((await rank(q, bearer(await loginAs(app, demo.department)))).statusCode).toBe(403);
  });
});
