/**
 * The bookings area's own tables (docs/areas/bookings.md, "Data"): customer bans. Reservations, charges and
 * reviews are shared tables (`@backoffice/api-server/schema`: billing and the hotels' score read them too); this
 * area owns their booking, money and moderation columns. drizzle-kit reads this file through the glob of
 * apps/api/drizzle.config.ts.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, hotels, id, users } from '@backoffice/api-server/schema';

/**
 * A customer banned from a property (`hotel_id`), or from every property (`hotel_id` null, PUT /hotel/blockAll).
 * A ban is lifted by deleting its row; the audit trail keeps the history.
 */
export const customerBans = pgTable(
  'customer_bans',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hotelId: uuid('hotel_id').references(() => hotels.id, { onDelete: 'cascade' }),
    /** The SuperAdmin who banned. */
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customer_bans_user_hotel_key').on(t.userId, t.hotelId).where(sql`${t.hotelId} is not null`),
    uniqueIndex('customer_bans_user_all_key').on(t.userId).where(sql`${t.hotelId} is null`),
    index('customer_bans_hotel_idx').on(t.hotelId),
  ],
);

export const bookingsSchema = { customerBans };
