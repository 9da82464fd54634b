/**
 * Test rows of this area's own shapes for the score, rank and hotel specs (rooms with their check-in windows,
 * reviews, photos), inserted directly with drizzle, so that these specs do not depend on the hotels CRUD calls.
 * Hotels, hotel accounts and reservations are the shared fixtures (@backoffice/api-server/testing).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '@backoffice/api-server';
import { reviews, rooms } from '@backoffice/api-server/schema';
import { checkinWindows, hotelPhotos } from '../hotels.schema';

type RoomInsert = typeof rooms.$inferInsert;

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
