/**
 * Test rows for the score, rank and admin redirect specs, inserted directly with drizzle (the tables of
 * hotels.schema.ts), so that these specs do not depend on the hotels CRUD calls.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '@backoffice/api-server';
import { hotels, reviews, rooms, type ReservationRow } from '@backoffice/api-server/schema';
import {
  insertHotel as insertHotelFixture,
  insertHotelAccount as insertHotelAccountFixture,
  insertReservation as insertReservationFixture,
} from '@backoffice/api-server/testing';
import { checkinWindows, hotelPhotos } from '../hotels.schema';

type HotelInsert = typeof hotels.$inferInsert;
type RoomInsert = typeof rooms.$inferInsert;

/**
 * Inserts a hotel (Live, a random name, at the given point unless told) and returns its id: the shared fixture
 * (@backoffice/api-server/testing) with `values` as its columns.
 */
export async function insertHotel(db: Db, values: Partial<HotelInsert> = {}): Promise<string> {
  return (await insertHotelFixture({ db }, { values })).hotelId;
}

/**
 * Inserts a room with its check-in windows (`windows`: [slotHours, earliest, latest][]) and returns its id.
 * Rates in cents.
 */
export async function insertRoom(
  db: Db,
  hotelId: string,
  values: Partial<RoomInsert> = {},
  windows: [3 | 6 | 12, string, string][] = [],
): Promise<string> {
  const [row] = await db
    .insert(rooms)
    .values({ hotelId, name: 'Room', availableRooms: 1, overnightRate: 10_000, ...values })
    .returning({ id: rooms.id });
  for (const [i, [slotHours, earliestCheckin, latestCheckin]] of windows.entries()) {
    await db
      .insert(checkinWindows)
      .values({ roomId: row.id, slotHours, position: i, earliestCheckin, latestCheckin });
  }
  return row.id;
}

/**
 * Inserts a reservation of `duration` hours starting at `start` (an ISO instant), with no charge: the shared
 * fixture (@backoffice/api-server/testing).
 */
export async function insertReservation(
  db: Db,
  hotelId: string,
  start: string,
  status: ReservationRow['status'] = 'BOOKED',
  duration: 3 | 6 | 12 = 3,
  roomId: string | null = null,
): Promise<void> {
  await insertReservationFixture({ db }, { hotelId, roomId, start, status, duration, charge: null });
}

/** Inserts a review with tag values out of 5. */
export async function insertReview(
  db: Db,
  hotelId: string,
  values: number[],
  deleted = false,
): Promise<void> {
  await db.insert(reviews).values({
    hotelId,
    tags: values.map((value, i) => ({ key: `tag${i}`, value })),
    deletedAt: deleted ? new Date() : null,
  });
}

/** Inserts `n` photos. */
export async function insertPhotos(db: Db, hotelId: string, n: number): Promise<void> {
  for (let i = 0; i < n; i++) await db.insert(hotelPhotos).values({ hotelId, name: `${randomUUID()}.jpg` });
}

/**
 * Inserts a hotel account (no console role) and returns its id; `accessLevel` OWNER by default: the shared fixture
 * (@backoffice/api-server/testing) with an `owner-<uuid>@hotel.example.com` address.
 */
export async function insertHotelAccount(
  db: Db,
  values: { firstName?: string; lastName?: string; accessLevel?: 'OWNER' | 'STANDARD' | 'MANAGER' } = {},
): Promise<string> {
  return (await insertHotelAccountFixture({ db }, { ...values, email: `owner-${randomUUID()}@hotel.example.com` })).id;
}
