/**
 * The hotels area's own tables (docs/areas/hotels.md, "Data"): hotel photos, check-in windows and the single-use hotel admin tokens. The tables other
 * areas read too (property chains, hotels, rooms, the people attached to a hotel, reservations, reviews, charges) are shared ones, in the
 * server lib (`@backoffice/api-server/schema`); this area owns their hotel and room columns. drizzle-kit reads
 * this file through the glob of apps/api/drizzle.config.ts.
 *
 * Units: windows `HH:mm` text in the hotel's local time.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, hotels, id, rooms, users } from '@backoffice/api-server/schema';

const HH_MM = `'^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

/** A hotel's photos in upload order: stored media names (`<sha256>.<jpg|png>`). */
export const hotelPhotos = pgTable(
  'hotel_photos',
  {
    id: id(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('hotel_photos_hotel_idx').on(t.hotelId, t.createdAt)],
);

/** Check-in windows of a room's slot (3, 6 or 12 hours); a slot may hold several, kept in `position` order. */
export const checkinWindows = pgTable(
  'checkin_windows',
  {
    id: id(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    slotHours: smallint('slot_hours').notNull(),
    position: smallint('position').notNull(),
    earliestCheckin: text('earliest_checkin').notNull(),
    latestCheckin: text('latest_checkin').notNull(),
  },
  (t) => [
    uniqueIndex('checkin_windows_room_slot_position_key').on(t.roomId, t.slotHours, t.position),
    check('checkin_windows_slot_check', sql`${t.slotHours} in (3, 6, 12)`),
    check('checkin_windows_earliest_check', sql`${t.earliestCheckin} ~ ${sql.raw(HH_MM)}`),
    check('checkin_windows_latest_check', sql`${t.latestCheckin} ~ ${sql.raw(HH_MM)}`),
    check('checkin_windows_order_check', sql`${t.latestCheckin} >= ${t.earliestCheckin}`),
  ],
);

/**
 * Single-use Redirect to Hotel Admin tokens (docs/areas/hotels.md, "Redirect to Hotel Admin"): the signed token
 * carries `jti`; the hotel admin site consumes it once, before `expires_at`.
 */
export const hotelAdminTokens = pgTable(
  'hotel_admin_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hotelId: uuid('hotel_id').references(() => hotels.id, { onDelete: 'cascade' }),
    /** The SuperAdmin who asked for it. */
    issuedBy: uuid('issued_by').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('hotel_admin_tokens_expires_idx').on(t.expiresAt)],
);

export const hotelsSchema = {
  hotelPhotos,
  checkinWindows,
  hotelAdminTokens,
};
