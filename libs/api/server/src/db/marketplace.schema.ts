/**
 * The marketplace tables (Drizzle, PostgreSQL) several areas read (hotels, bookings, billing, pricing, chains,
 * users): property chains, hotels and their people, rooms, reservations, charges, reviews, VAT/GST and which
 * chain and hotels a manager works for. They are shared because an area never imports another
 * (libs/api/README.md). Re-exported by `server.schema.ts` (the `@backoffice/api-server/schema` entry).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, deletedAt } from './columns';
import { users } from './identity.schema';

/** `HH:mm`, 00:00 to 23:59 (rooms' opening hours). */
const HH_MM = `'^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

/**
 * Property chains (the spec's commission; docs/areas/chains.md, "Property chains"): the chain named Other is made
 * by the migration and cannot be renamed; rates are percentages with 2 decimals, `commission_rate` (including
 * GST) = `commission_rate_not_gst` + `commission_rate_gst`, checked by the database; `commission_url` is the
 * configured base and the name.
 */
export const commissions = pgTable(
  'commissions',
  {
    id: id(),
    clientTypeName: text('client_type_name').notNull(),
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    commissionRateNotGst: numeric('commission_rate_not_gst', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    commissionRateGst: numeric('commission_rate_gst', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    commissionUrl: text('commission_url').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('commissions_name_lower_key').on(sql`lower(${t.clientTypeName})`),
    check(
      'commissions_rates_check',
      sql`${t.commissionRate} = ${t.commissionRateNotGst} + ${t.commissionRateGst}`,
    ),
  ],
);

export const hotels = pgTable(
  'hotels',
  {
    id: id(),
    name: text('name').notNull(),
    /** Sanitised rich HTML. */
    description: text('description').notNull().default(''),
    /** Business, Leisure, Transit. */
    types: text('types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Null when missing (the Missing Property ID list); unique among hotels not deleted. */
    propertyId: text('property_id'),
    /** Percent excluding GST, 2 decimals. */
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /** The overwrite flag of the last save (PUT /hotel/update, docs/areas/hotels.md, "Edit save"). */
    overwrite: boolean('overwrite').notNull().default(false),
    expediaUrl: text('expedia_url').notNull().default(''),
    /** `isActive`: Pending, Live or Inactive. */
    status: text('status', { enum: ['Pending', 'Live', 'Inactive'] })
      .notNull()
      .default('Pending'),
    /** The payment method billing charges (billing is Complete when set). */
    paymentMethodId: text('payment_method_id'),
    /** The payment provider's customer the payment method belongs to (billing charges it). */
    paymentCustomerId: text('payment_customer_id'),
    /** The payment provider's account the hotel is paid into (the funds transfer job; docs/areas/pricing.md, "Jobs"). */
    paymentAccountId: text('payment_account_id'),
    /**
     * Overnight rates of 3, 6 and 12-hour stays as fractions of the day rate, 0 to 1 (the spec's
     * `overNightRatePercentage {three, six, twelve}`; docs/areas/pricing.md, "Pricing").
     */
    overnightThree: numeric('overnight_three', { precision: 5, scale: 4, mode: 'number' })
      .notNull()
      .default(0),
    overnightSix: numeric('overnight_six', { precision: 5, scale: 4, mode: 'number' }).notNull().default(0),
    overnightTwelve: numeric('overnight_twelve', { precision: 5, scale: 4, mode: 'number' })
      .notNull()
      .default(0),
    /** The property chain; null means Other. */
    commissionId: uuid('commission_id').references(() => commissions.id),
    ownerId: uuid('owner_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Soft delete (`isDeleted`). */
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('hotels_property_id_key')
      .on(sql`lower(${t.propertyId})`)
      .where(sql`${t.deletedAt} is null and ${t.propertyId} is not null`),
    index('hotels_created_idx').on(t.createdAt.desc(), t.id),
    index('hotels_name_idx').on(sql`lower(${t.name})`, t.id),
    index('hotels_owner_idx').on(t.ownerId),
    index('hotels_commission_idx').on(t.commissionId),
    index('hotels_status_idx').on(t.status),
    check('hotels_status_check', sql`${t.status} in ('Pending', 'Live', 'Inactive')`),
    check(
      'hotels_rating_check',
      sql`${t.rating} >= 0 and ${t.rating} <= 5 and ${t.rating} * 2 = floor(${t.rating} * 2)`,
    ),
    check('hotels_commission_rate_check', sql`${t.commissionRate} >= 0 and ${t.commissionRate} <= 100`),
    check(
      'hotels_overnight_check',
      sql`${t.overnightThree} between 0 and 1 and ${t.overnightSix} between 0 and 1 and ${t.overnightTwelve} between 0 and 1`,
    ),
    check('hotels_latitude_check', sql`${t.latitude} is null or ${t.latitude} between -90 and 90`),
    check('hotels_longitude_check', sql`${t.longitude} is null or ${t.longitude} between -180 and 180`),
  ],
);

/**
 * The people attached to a hotel: `contact` (the hotel manager, POST /hotel/{id}/contact) and `manager` (the
 * revenue manager, POST /hotel/{id}/manager; billing e-mails statements to it). Each is a user (hotel account); `is_owner` when it is the
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
    check(
      'rooms_opening_start_check',
      sql`${t.openingHoursStart} is null or ${t.openingHoursStart} ~ ${sql.raw(HH_MM)}`,
    ),
    check(
      'rooms_opening_end_check',
      sql`${t.openingHoursEnd} is null or ${t.openingHoursEnd} ~ ${sql.raw(HH_MM)}`,
    ),
  ],
);

/**
 * Reservations (docs/areas/bookings.md, "Data"): a customer's stay of 3, 6 or 12 hours in a room, its state and
 * its billing marks. `booking_no` is the booking number (shown `TF{n}`). Times are instants; `timezone` is the
 * hotel's IANA zone they are shown in. A hotel with a reservation not cancelled that has not ended cannot be
 * deleted (GET /reservation/isReserve/{hotelId}).
 */
export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    bookingNo: integer('booking_no').generatedByDefaultAsIdentity({ startWith: 100001 }).notNull(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id),
    roomId: uuid('room_id').references(() => rooms.id),
    /** The customer (userType APP) who booked; null only for rows older than the bookings area. */
    bookedById: uuid('booked_by_id').references(() => users.id),
    /** BOOKED, CHECKEDIN, CHECKEDOUT, Cancelled, 'No show'. */
    status: text('status', { enum: ['BOOKED', 'CHECKEDIN', 'CHECKEDOUT', 'Cancelled', 'No show'] })
      .notNull()
      .default('BOOKED'),
    /** Hours: 3, 6 or 12. */
    duration: smallint('duration').notNull(),
    reservationStart: timestamp('reservation_start', { withTimezone: true, mode: 'date' }).notNull(),
    reservationEnd: timestamp('reservation_end', { withTimezone: true, mode: 'date' }).notNull(),
    /** IANA time zone the times are shown in. */
    timezone: text('timezone').notNull().default('Australia/Sydney'),
    /** Cents of the hotel's currency, the stay's price as booked (the charge holds what was paid). */
    amount: integer('amount').notNull().default(0),
    /** Billing's mark: `statement` once on a statement, `charge` once its commission was invoiced. */
    chargeStatus: text('charge_status', { enum: ['statement', 'charge'] }),
    statementIssueDate: timestamp('statement_issue_date', { withTimezone: true, mode: 'date' }),
    invoiceIssueDate: timestamp('invoice_issue_date', { withTimezone: true, mode: 'date' }),
    /** Excluded from billing (POST /reservation/excludeReservations). */
    excluded: boolean('excluded').notNull().default(false),
    /** Refunded to the customer (POST /reservation/refund). */
    refund: boolean('refund').notNull().default(false),
    payAtHotel: boolean('pay_at_hotel').notNull().default(false),
    /** ios, android or web. */
    bookingDevice: text('booking_device').notNull().default('web'),
    couponCode: text('coupon_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reservations_booking_no_key').on(t.bookingNo),
    index('reservations_hotel_start_idx').on(t.hotelId, t.reservationStart),
    // Counts of a chain's or a hotel's reservations by billing mark, from the index alone.
    index('reservations_hotel_billing_idx').on(t.hotelId, t.excluded, t.chargeStatus, t.status),
    index('reservations_created_idx').on(t.createdAt, t.id),
    index('reservations_start_idx').on(t.reservationStart, t.id),
    index('reservations_booked_by_idx').on(t.bookedById, t.reservationStart),
    // Coupons: how many reservations used a code (docs/areas/pricing.md, "Coupons").
    index('reservations_coupon_idx')
      .on(sql`upper(${t.couponCode})`)
      .where(sql`${t.couponCode} is not null`),
    index('reservations_no_show_idx')
      .on(t.reservationStart)
      .where(sql`${t.status} = 'No show'`),
    check('reservations_duration_check', sql`${t.duration} in (3, 6, 12)`),
    check('reservations_period_check', sql`${t.reservationEnd} > ${t.reservationStart}`),
    check(
      'reservations_status_check',
      sql`${t.status} in ('BOOKED', 'CHECKEDIN', 'CHECKEDOUT', 'Cancelled', 'No show')`,
    ),
    check(
      'reservations_charge_status_check',
      sql`${t.chargeStatus} is null or ${t.chargeStatus} in ('statement', 'charge')`,
    ),
  ],
);

/**
 * A reservation's charge (docs/areas/bookings.md, "Money"): what the customer pays and how it splits, in integer
 * minor units of `currency` (ISO 4217): total = cost + surcharge - hotel discount - platform discount, checked
 * by the database. `captured` false is an authorised charge (a no-show charge awaiting approval). The payment
 * provider's references (`payment_intent_id`, `refund_id`) tie it to the provider; `pending_action` is the
 * money action under way (its claim, so that a refund or a capture runs at most once; docs/api-database.md,
 * "Money actions").
 */
export const charges = pgTable(
  'charges',
  {
    id: id(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id),
    currency: text('currency').notNull().default('AUD'),
    /** What the customer was charged (= total). */
    amount: integer('amount').notNull(),
    cost: integer('cost').notNull(),
    surcharge: integer('surcharge').notNull().default(0),
    total: integer('total').notNull(),
    /** The platform's commission excluding GST, and its GST. */
    commission: integer('commission').notNull().default(0),
    commissionGst: integer('commission_gst').notNull().default(0),
    hotelDiscount: integer('hotel_discount').notNull().default(0),
    /** The platform's discount (the spec's `timeflyzDiscount`). */
    timeflyzDiscount: integer('timeflyz_discount').notNull().default(0),
    /** The provider's fee (the spec's `stripeFee`). */
    stripeFee: integer('stripe_fee').notNull().default(0),
    captured: boolean('captured').notNull().default(false),
    /** `charged` or `success` count as paid; `requires_capture` is authorised only; `failed`. */
    status: text('status', { enum: ['charged', 'success', 'requires_capture', 'failed'] }).notNull(),
    /** Currency units of the customer's and the hotel's currency per unit of `currency` (1 when the same). */
    userExchangeRate: numeric('user_exchange_rate', { precision: 14, scale: 6, mode: 'number' })
      .notNull()
      .default(1),
    hotelExchangeRate: numeric('hotel_exchange_rate', { precision: 14, scale: 6, mode: 'number' })
      .notNull()
      .default(1),
    /** Currency symbols shown (the spec's `userVatgst.shortName`, `hotelVatgst.shortName`). */
    userCurrencySymbol: text('user_currency_symbol').notNull().default('A$'),
    hotelCurrencySymbol: text('hotel_currency_symbol').notNull().default('A$'),
    paymentIntentId: text('payment_intent_id'),
    refundId: text('refund_id'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    capturedAt: timestamp('captured_at', { withTimezone: true, mode: 'date' }),
    pendingAction: text('pending_action', { enum: ['refund', 'capture'] }),
    pendingSince: timestamp('pending_since', { withTimezone: true, mode: 'date' }),
    /** Money-action attempts claimed on this charge: the last one's number is in its provider key (docs/api-database.md, "Money actions"). */
    moneyAttempts: integer('money_attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('charges_reservation_key').on(t.reservationId),
    check(
      'charges_total_check',
      sql`${t.total} = ${t.cost} + ${t.surcharge} - ${t.hotelDiscount} - ${t.timeflyzDiscount}`,
    ),
    check(
      'charges_amounts_check',
      sql`${t.amount} >= 0 and ${t.cost} >= 0 and ${t.surcharge} >= 0 and ${t.hotelDiscount} >= 0 and ${t.timeflyzDiscount} >= 0 and ${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`,
    ),
    check('charges_status_check', sql`${t.status} in ('charged', 'success', 'requires_capture', 'failed')`),
  ],
);

/** Reviews of a stay: tags are `[{ key, value }]`, values 0 to 5; `reply` is the hotel's answer; removal is soft. */
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
    tags: jsonb('tags')
      .$type<{ key: string; value: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    reply: text('reply'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('reviews_hotel_created_idx').on(t.hotelId, t.createdAt.desc()),
    index('reviews_reservation_idx').on(t.reservationId),
  ],
);

/**
 * Countries with their VAT/GST and currency (the spec's country VAT record): `short_name` is the currency symbol
 * shown with money (A$), `currency_for` the ISO 4217 code, `exchange_rate` units of it per Australian dollar.
 * The row holds the rate and VAT in effect today; `vatgst_versions` holds every version with the day it takes
 * effect (docs/areas/pricing.md, "Effective-dated rates").
 */
export const vatgst = pgTable(
  'vatgst',
  {
    id: id(),
    countryname: text('countryname').notNull(),
    /** ISO 3166-1 alpha-2. */
    countryflag: text('countryflag').notNull(),
    currencyFor: text('currency_for').notNull(),
    shortName: text('short_name').notNull(),
    currencyFullName: text('currency_full_name').notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 14, scale: 6, mode: 'number' }).notNull().default(1),
    /** Percent. */
    vat: numeric('vat', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vatgst_country_key')
      .on(sql`lower(${t.countryname})`)
      .where(sql`not ${t.isDeleted}`),
  ],
);

/**
 * The versions of a country's exchange rate and VAT (docs/areas/pricing.md, "Effective-dated rates"): an edit or
 * a rate refresh adds one with the day (UTC) it takes effect; the version in effect on a day is the latest with
 * `effective_from` on or before it. `exchange_rate` is units of the country's currency per Australian dollar;
 * `vat` a percent.
 */
export const vatgstVersions = pgTable(
  'vatgst_versions',
  {
    id: id(),
    vatgstId: uuid('vatgst_id')
      .notNull()
      .references(() => vatgst.id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    vat: numeric('vat', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** `create` (the record's first), `edit` (a SuperAdmin) or `feed` (the exchange rate job). */
    source: text('source', { enum: ['create', 'edit', 'feed'] }).notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vatgst_versions_day_key').on(t.vatgstId, t.effectiveFrom),
    check('vatgst_versions_values_check', sql`${t.exchangeRate} > 0 and ${t.vat} >= 0 and ${t.vat} <= 100`),
    check('vatgst_versions_source_check', sql`${t.source} in ('create', 'edit', 'feed')`),
  ],
);

/**
 * Which chain a user works for: a manager's (Revenue Manager and Hotel Manager alike) or an Owner's, one per user
 * (docs/areas/chains.md, "Managers"; docs/areas/users.md, "Role management"). Written by the chains and users areas.
 */
export const managerChains = pgTable(
  'manager_chains',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    commissionId: uuid('commission_id')
      .notNull()
      .references(() => commissions.id),
  },
  (t) => [index('manager_chains_commission_idx').on(t.commissionId)],
);

/** A Hotel Manager's (or Owner's) hotels, all of its chain: the API checks it. */
export const managerHotels = pgTable(
  'manager_hotels',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hotelId] }), index('manager_hotels_hotel_idx').on(t.hotelId)],
);
export type HotelRow = typeof hotels.$inferSelect;
export type RoomRow = typeof rooms.$inferSelect;
export type CommissionRow = typeof commissions.$inferSelect;
export type ReservationRow = typeof reservations.$inferSelect;
export type ChargeRow = typeof charges.$inferSelect;
