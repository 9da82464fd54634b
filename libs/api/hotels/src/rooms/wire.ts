/**
 * Rooms on the wire (docs/areas/hotels.md, "Rooms"): a room row and its check-in windows as the spec's Room
 * (rates in cents, windows `HH:mm` per slot in `position` order). Used by every answer that carries rooms.
 */
import type { CheckinWindow, Room } from '@backoffice/contracts';
import { asc, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@backoffice/api-server';
import { checkinWindows } from '../hotels.schema';
import { rooms, type RoomRow } from '@backoffice/api-server/schema';

export type WindowRow = typeof checkinWindows.$inferSelect;

/** A room's bedrooms and beds: counts, the same name in its row and on the wire. */
const BED_FIELDS = ['bedrooms', 'kingBeds', 'queenBeds', 'doubleBeds', 'singleBeds'] as const;
/** A room's stock and rates (cents) and whether its opening hours are set: the same name and unit on both sides. */
const STOCK_FIELDS = ['availableRooms', 'overnightRate', 'floorRate', 'setOpeningHours'] as const;
type SameNamed = Pick<Room, (typeof BED_FIELDS)[number] | (typeof STOCK_FIELDS)[number]>;

/**
 * The fields a room row and a wire Room (docs/areas/hotels.md, "Rooms") share under the same name and unit
 * ({@link BED_FIELDS}, {@link STOCK_FIELDS}), picked from either for the other: no conversion needed.
 */
export const sameNamedRoomFields = (room: SameNamed): SameNamed =>
  Object.fromEntries([...BED_FIELDS, ...STOCK_FIELDS].map((key) => [key, room[key]])) as unknown as SameNamed;

/** A room and its windows as the wire's Room. */
export function roomToWire(room: RoomRow, windows: readonly WindowRow[]): Room {
  const slot = (hours: number): CheckinWindow[] =>
    windows
      .filter((w) => w.roomId === room.id && w.slotHours === hours)
      .sort((a, b) => a.position - b.position)
      .map((w) => ({ earliestCheckin: w.earliestCheckin, latestCheckin: w.latestCheckin }));
  return {
    _id: room.id,
    name: room.name,
    ...sameNamedRoomFields(room),
    openingHours: { openingHoursStart: room.openingHoursStart ?? '', openingHoursEnd: room.openingHoursEnd ?? '' },
    isSetOpeningHoursThree: room.isSetThree,
    isSetOpeningHoursSix: room.isSetSix,
    isSetOpeningHoursTwelve: room.isSetTwelve,
    setOpeningHoursThree: slot(3),
    setOpeningHoursSix: slot(6),
    setOpeningHoursTwelve: slot(12),
    isDeleted: room.deletedAt !== null,
  };
}

/**
 * The rooms of the given hotels (deleted ones left out unless `withDeleted`), oldest first, as wire Rooms by
 * hotel id. Two queries whatever the number of hotels.
 */
export async function loadRooms(
  db: Db | Tx,
  hotelIds: readonly string[],
  withDeleted = false,
): Promise<Map<string, Room[]>> {
  const byHotel = new Map<string, Room[]>(hotelIds.map((id) => [id, []]));
  if (hotelIds.length === 0) return byHotel;
  const roomRows = (await db.select().from(rooms).where(inArray(rooms.hotelId, [...hotelIds])).orderBy(asc(rooms.createdAt), asc(rooms.id)))
    .filter((r) => withDeleted || r.deletedAt === null);
  const windows = roomRows.length
    ? await db.select().from(checkinWindows).where(inArray(checkinWindows.roomId, roomRows.map((r) => r.id)))
    : [];
  for (const r of roomRows) byHotel.get(r.hotelId)?.push(roomToWire(r, windows));
  return byHotel;
}
