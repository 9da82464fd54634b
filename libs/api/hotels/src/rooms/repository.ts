/**
 * Rooms' writes (docs/areas/hotels.md, "Rooms"): add, change and delete a hotel's room with its check-in
 * windows, each in one transaction with its audit event (entity type 'room'). The rules are `roomProblem` of
 * the contracts, checked by the routes before anything is written.
 */
import { SLOT_FIELDS, SLOT_HOURS, type Room, type RoomInput } from '@backoffice/contracts';
import { audit, changedFields, isUuid, type Actor, type Db, type Tx } from '@backoffice/api-server';
import { and, eq, isNull } from 'drizzle-orm';
import { checkinWindows } from '../hotels.schema';
import { rooms } from '@backoffice/api-server/schema';
import { lockHotel } from '../hotels/repository';
import { loadRooms, sameNamedRoomFields } from './wire';

type RoomValues = Partial<typeof rooms.$inferInsert>;
/** A room being checked: available rooms and the overnight rate may still be missing. */
export type RoomDraft = Omit<Room, 'availableRooms' | 'overnightRate'> & {
  availableRooms: number | null;
  overnightRate: number | null;
};

/** The room columns of a wire room (rates in cents; empty opening hours stored as none). */
function columnsOf(room: Room): RoomValues {
  return {
    name: room.name.trim(),
    ...sameNamedRoomFields(room),
    openingHoursStart: room.openingHours.openingHoursStart || null,
    openingHoursEnd: room.openingHours.openingHoursEnd || null,
    isSetThree: room.isSetOpeningHoursThree,
    isSetSix: room.isSetOpeningHoursSix,
    isSetTwelve: room.isSetOpeningHoursTwelve,
  };
}

/**
 * A new room before its fields are laid over it: counts and the floor rate 0 (the spec's defaults), available
 * rooms and the overnight rate missing (the rules ask for them).
 */
export const EMPTY_ROOM: RoomDraft = {
  _id: '',
  name: '',
  bedrooms: 0,
  kingBeds: 0,
  queenBeds: 0,
  doubleBeds: 0,
  singleBeds: 0,
  availableRooms: null,
  overnightRate: null,
  floorRate: 0,
  openingHours: { openingHoursStart: '', openingHoursEnd: '' },
  setOpeningHours: false,
  isSetOpeningHoursThree: false,
  isSetOpeningHoursSix: false,
  isSetOpeningHoursTwelve: false,
  setOpeningHoursThree: [],
  setOpeningHoursSix: [],
  setOpeningHoursTwelve: [],
  isDeleted: false,
};

/**
 * A stored room with the fields sent laid over it (what an update saves, and what its rules are checked on).
 * Null counts stay null, so that the rules see them as missing.
 */
export function mergeRoom(base: RoomDraft, input: RoomInput): RoomDraft {
  const merged = { ...base, ...input, openingHours: { ...base.openingHours, ...(input.openingHours ?? {}) } };
  return { ...merged, isDeleted: base.isDeleted };
}

/** A room without its id and deleted flag: what the audit trail compares. */
function audited(room: Room): Partial<Room> {
  const copy: Partial<Room> = { ...room };
  delete copy._id;
  delete copy.isDeleted;
  return copy;
}

async function writeWindows(tx: Tx, roomId: string, room: Room): Promise<void> {
  await tx.delete(checkinWindows).where(eq(checkinWindows.roomId, roomId));
  const rows = SLOT_HOURS.flatMap((h) =>
    room[SLOT_FIELDS[h].flag]
      ? room[SLOT_FIELDS[h].windows].map((w, position) => ({
          roomId,
          slotHours: h,
          position,
          earliestCheckin: w.earliestCheckin,
          latestCheckin: w.latestCheckin,
        }))
      : [],
  );
  if (rows.length) await tx.insert(checkinWindows).values(rows);
}

async function roomOf(tx: Tx, hotelId: string, roomId: string): Promise<Room | undefined> {
  return (await loadRooms(tx, [hotelId], true)).get(hotelId)?.find((r) => r._id === roomId);
}

const hotelExists = async (tx: Tx, hotelId: string) => Boolean(await lockHotel(tx, hotelId));

/**
 * Adds a room (checked by the caller) with its windows and records `room.create`.
 * @returns the room, or null when there is no such hotel.
 */
export async function addRoom(db: Db, hotelId: string, room: Room, actor: Actor): Promise<Room | null> {
  if (!isUuid(hotelId)) return null;
  return db.transaction(async (tx) => {
    if (!(await hotelExists(tx, hotelId))) return null;
    const [row] = await tx.insert(rooms).values({ hotelId, ...columnsOf(room) } as typeof rooms.$inferInsert).returning({ id: rooms.id });
    await writeWindows(tx, row.id, room);
    const saved = (await roomOf(tx, hotelId, row.id)) as Room;
    await audit(tx, actor, { action: 'room.create', entityType: 'room', entityId: row.id, before: null, after: { hotelId, ...audited(saved) } });
    return saved;
  });
}

/** A hotel's room as stored (deleted ones included), or undefined. */
export async function findRoom(db: Db, hotelId: string, roomId: string): Promise<Room | undefined> {
  if (!isUuid(hotelId) || !isUuid(roomId)) return undefined;
  return (await loadRooms(db, [hotelId], true)).get(hotelId)?.find((r) => r._id === roomId);
}

/**
 * Saves a room's new state (checked by the caller) and records `room.update` with the changed fields, or
 * deletes it (soft: reservations keep their room) and records `room.delete`.
 * @returns the room after the change, or null when the hotel or the room (not deleted) is not there.
 */
export async function saveRoom(
  db: Db,
  hotelId: string,
  roomId: string,
  change: { room: Room } | { delete: true },
  actor: Actor,
): Promise<Room | null> {
  if (!isUuid(hotelId) || !isUuid(roomId)) return null;
  return db.transaction(async (tx) => {
    if (!(await hotelExists(tx, hotelId))) return null;
    const [locked] = await tx
      .select({ id: rooms.id })
      .from(rooms)
      .where(and(eq(rooms.id, roomId), eq(rooms.hotelId, hotelId), isNull(rooms.deletedAt)))
      .for('update');
    if (!locked) return null;
    const before = (await roomOf(tx, hotelId, roomId)) as Room;
    if ('delete' in change) {
      await tx.update(rooms).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(rooms.id, roomId));
      await audit(tx, actor, { action: 'room.delete', entityType: 'room', entityId: roomId, before: { isDeleted: false }, after: { isDeleted: true } });
    } else {
      await tx.update(rooms).set({ ...columnsOf(change.room), updatedAt: new Date() }).where(eq(rooms.id, roomId));
      await writeWindows(tx, roomId, change.room);
      const after = (await roomOf(tx, hotelId, roomId)) as Room;
      await audit(tx, actor, { action: 'room.update', entityType: 'room', entityId: roomId, ...changedFields(audited(before), audited(after)) });
    }
    return (await roomOf(tx, hotelId, roomId)) as Room;
  });
}
