/**
 * The hotels area's tables (docs/areas/hotels.md, "Data"): property chains, hotels, their photos, the people
 * attached to them (contacts and managers are users), rooms and their check-in windows, the single-use hotel
 * admin tokens, and the first columns of reservations and reviews (the reservations issue extends both; the
 * delete check and the score read them now). drizzle-kit reads this file through the glob of
 * apps/api/drizzle.config.ts.
 *
 * Units: `commission_rate` numeric(5,2) percent excluding GST; room rates integer cents; windows `HH:mm`
 * text in the hotel's local time; coordinates WGS84 degrees.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, users } from '@backoffice/api-server/schema';

const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const deletedAt = () => timestamp('deleted_at', { withTimezone: true, mode: 'date' });
const HH_MM = `'^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

/**
 * Property chains (the spec's `commission`: `_id`, `clientTypeName`). The chain named Other is made by the
 * migration and cannot be renamed; the chains issue adds the rates and the managers.
 */
export const commissions = pgTable(
  'commissions',
  {
    id: id(),
    clientTypeName: text('client_type_name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('commissions_name_lower_key').on(sql`lower(${t.clientTypeName})`)],
);

export const hotels = pgTable(
  'hotels',
  {
    id: id(),
    name: text('name').notNull(),
    /** Sanitised rich HTML. */
    description: text('description').notNull().default(''),
    /** Business, Leisure, Transit. */
    types: text('types').array().notNull().default(sql`'{}'::text[]`),
    /** Stars, 0–5 in half steps. */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    streetAddress: text('street_address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    country: text('country').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Labels of AMENITIES the hotel has. */
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    /** Null when missing (the Missing Property ID list); unique among hotels not deleted. */
    propertyId: text('property_id'),
    /** Percent excluding GST, 2 decimals. */
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    /** The overwrite flag of the last save (PUT /hotel/update, docs/areas/hotels.md, "Edit save"). */
    overwrite: boolean('overwrite').notNull().default(false),
    expediaUrl: text('expedia_url').notNull().default(''),
    /** `isActive`: Pending, Live or Inactive. */
    status: text('status', { enum: ['Pending', 'Live', 'Inactive'] }).notNull().default('Pending'),
    /** The payment method billing charges (billing is Complete when set). */
    paymentMethodId: text('payment_method_id'),
    /** The property chain; null means Other. */
    commissionId: uuid('commission_id').references(() => commissions.id),
    ownerId: uuid('owner_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Soft delete (`isDeleted`). */
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('hotels_property_id_key').on(sql`lower(${t.propertyId})`).where(sql`${t.deletedAt} is null and ${t.propertyId} is not null`),
    index('hotels_created_idx').on(t.createdAt.desc(), t.id),
    index('hotels_name_idx').on(sql`lower(${t.name})`, t.id),
    index('hotels_owner_idx').on(t.ownerId),
    index('hotels_commission_idx').on(t.commissionId),
    index('hotels_status_idx').on(t.status),
    check('hotels_status_check', sql`${t.status} in ('Pending', 'Live', 'Inactive')`),
    check('hotels_rating_check', sql`${t.rating} >= 0 and ${t.rating} <= 5 and ${t.rating} * 2 = floor(${t.rating} * 2)`),
    check('hotels_commission_rate_check', sql`${t.commissionRate} >= 0 and ${t.commissionRate} <= 100`),
    check('hotels_latitude_check', sql`${t.latitude} is null or ${t.latitude} between -90 and 90`),
    check('hotels_longitude_check', sql`${t.longitude} is null or ${t.longitude} between -180 and 180`),
  ],
);

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

/**
 * The people attached to a hotel: `contact` (the hotel manager, POST /hotel/{id}/contact) and `manager` (the
 * revenue manager, POST /hotel/{id}/manager). Each is a user (hotel account); `is_owner` when it is the
 * owner's own account ('Same as Owner').
 */
export const hotelEmployees = pgTable(
  'hotel_employees',
  {
    id: id(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['contact', 'manager'] }).notNull(),
    isOwner: boolean('is_owner').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('hotel_employees_hotel_kind_user_key').on(t.hotelId, t.kind, t.userId),
    index('hotel_employees_user_idx').on(t.userId),
    check('hotel_employees_kind_check', sql`${t.kind} in ('contact', 'manager')`),
  ],
);

export const rooms = pgTable(
  'rooms',
  {
    id: id(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    bedrooms: integer('bedrooms').notNull().default(0),
    kingBeds: integer('king_beds').notNull().default(0),
    queenBeds: integer('queen_beds').notNull().default(0),
    doubleBeds: integer('double_beds').notNull().default(0),
    singleBeds: integer('single_beds').notNull().default(0),
    availableRooms: integer('available_rooms').notNull().default(0),
    /** Cents. */
    overnightRate: integer('overnight_rate').notNull().default(0),
    /** Cents. */
    floorRate: integer('floor_rate').notNull().default(0),
    /** `HH:mm` or null. */
    openingHoursStart: text('opening_hours_start'),
    openingHoursEnd: text('opening_hours_end'),
    setOpeningHours: boolean('set_opening_hours').notNull().default(false),
    isSetThree: boolean('is_set_three').notNull().default(false),
    isSetSix: boolean('is_set_six').notNull().default(false),
    isSetTwelve: boolean('is_set_twelve').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Deleting a room sets it (`isDeleted`): reservations keep their room. */
    deletedAt: deletedAt(),
  },
  (t) => [
    index('rooms_hotel_idx').on(t.hotelId, t.createdAt),
    check(
      'rooms_numbers_check',
      sql`${t.bedrooms} >= 0 and ${t.kingBeds} >= 0 and ${t.queenBeds} >= 0 and ${t.doubleBeds} >= 0 and ${t.singleBeds} >= 0 and ${t.availableRooms} >= 0 and ${t.overnightRate} >= 0 and ${t.floorRate} >= 0`,
    ),
    check('rooms_opening_start_check', sql`${t.openingHoursStart} is null or ${t.openingHoursStart} ~ ${sql.raw(HH_MM)}`),
    check('rooms_opening_end_check', sql`${t.openingHoursEnd} is null or ${t.openingHoursEnd} ~ ${sql.raw(HH_MM)}`),
  ],
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

/**
 * Reservations, first columns (the reservations issue adds the customer, charges and the rest). A hotel with a
 * reservation not cancelled that has not ended cannot be deleted (GET /reservation/isReserve/{hotelId}).
 */
export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id),
    roomId: uuid('room_id').references(() => rooms.id),
    /** BOOKED, CHECKEDIN, CHECKEDOUT, Cancelled, 'No show'. */
    status: text('status').notNull().default('BOOKED'),
    /** Hours: 3, 6 or 12. */
    duration: smallint('duration').notNull(),
    reservationStart: timestamp('reservation_start', { withTimezone: true, mode: 'date' }).notNull(),
    reservationEnd: timestamp('reservation_end', { withTimezone: true, mode: 'date' }).notNull(),
    /** Cents, what the guest paid for the stay. */
    amount: integer('amount').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('reservations_hotel_start_idx').on(t.hotelId, t.reservationStart),
    check('reservations_duration_check', sql`${t.duration} in (3, 6, 12)`),
    check('reservations_period_check', sql`${t.reservationEnd} > ${t.reservationStart}`),
  ],
);

/** Reviews, first columns (the reservations issue adds the rest): tags are `[{ key, value }]`, values out of 5. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id),
    reservationId: uuid('reservation_id').references(() => reservations.id),
    userId: uuid('user_id').references(() => users.id),
    comment: text('comment').notNull().default(''),
    tags: jsonb('tags').$type<{ key: string; value: number }[]>().notNull().default(sql`'[]'::jsonb`),
    reply: text('reply'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('reviews_hotel_created_idx').on(t.hotelId, t.createdAt.desc())],
);

export const hotelsSchema = {
  commissions,
  hotels,
  hotelPhotos,
  hotelEmployees,
  rooms,
  checkinWindows,
  hotelAdminTokens,
  reservations,
  reviews,
};
export type HotelRow = typeof hotels.$inferSelect;
export type RoomRow = typeof rooms.$inferSelect;
export type CommissionRow = typeof commissions.$inferSelect;
