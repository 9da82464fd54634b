/**
 * The pricing area's own tables (docs/areas/pricing.md, "Data"): coupons, the logs the scheduled jobs write
 * (rate gain with the market rates it fetched, cancellation period with the funds it moved and the payouts the
 * provider refused, exchange rate with the daily rates), and the daily availability snapshots behind the
 * archives. Hotels' overnight percentages, the countries' VAT/GST and their versions, and the job runs are shared
 * tables (`@backoffice/api-server/schema`).
 * drizzle-kit reads this file through the glob of apps/api/drizzle.config.ts.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, hotels, id, jobRuns, reservations, updatedAt } from '@backoffice/api-server/schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A coupon (docs/areas/pricing.md, "Coupons"): `code` exactly 8 characters, unique (case-insensitive) among
 * coupons not deleted; `value` a percent 0–100; valid from `start_date` to `end_date`; `applied_to` what it
 * discounts (hotel: the hotel's cost, timeflyz: the platform's commission, total); `scope` who may use it, with
 * the chosen chains or hotels. A coupon reservations used is never deleted, only ended (`ended_at`).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: text('code').notNull(),
    value: numeric('value', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** YYYY-MM-DD (UTC days): valid from the start of `start_date` to the end of `end_date`. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Set when a coupon reservations used is ended instead of deleted: it is ended from then on. */
    endedAt: instant('ended_at'),
    appliedTo: text('applied_to', { enum: ['hotel', 'timeflyz', 'total'] }).notNull(),
    scope: text('scope', { enum: ['all', 'chain', 'hotel'] }).notNull(),
    scopeChain: uuid('scope_chain')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    scopeHotel: uuid('scope_hotel')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    uniqueIndex('coupons_code_key')
      .on(sql`upper(${t.code})`)
      .where(sql`${t.deletedAt} is null`),
    index('coupons_period_idx').on(t.startDate, t.endDate),
    // The list's page, newest first (read backwards), among the coupons not deleted (docs/api-database.md, "Which index a list reads").
    index('coupons_list_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    // The coupons not ended yet (upcoming and active), by end date: what those statuses' pages read.
    index('coupons_running_idx')
      .on(t.endDate)
      .where(sql`${t.deletedAt} is null and ${t.endedAt} is null`),
    check('coupons_code_check', sql`char_length(${t.code}) = 8`),
    check('coupons_value_check', sql`${t.value} >= 0 and ${t.value} <= 100`),
    check('coupons_period_check', sql`${t.endDate} > ${t.startDate}`),
    check('coupons_applied_to_check', sql`${t.appliedTo} in ('hotel', 'timeflyz', 'total')`),
    check('coupons_scope_check', sql`${t.scope} in ('all', 'chain', 'hotel')`),
  ],
);

/**
 * Exchange rate history (the exchange rate job): units of `currency` (ISO 4217) per Australian dollar on `day`
 * (UTC), one row per currency and day. A failed refresh adds none: the day before stays in effect.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    rate: numeric('rate', { precision: 14, scale: 6, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.currency] }),
    // The rate history's currencies of a window: one probe per currency (docs/api-database.md, "Which index a list reads").
    index('exchange_rates_currency_day_idx').on(t.currency, t.day),
    check('exchange_rates_rate_check', sql`${t.rate} > 0`),
  ],
);

/** The exchange rate log: one row per refresh, `ExchangeRateGainSuccess` or `ExchangeRateGainFail` (with the error). */
export const exchangeRateLogs = pgTable(
  'exchange_rate_logs',
  {
    id: id(),
    logType: text('log_type', { enum: ['ExchangeRateGainSuccess', 'ExchangeRateGainFail'] }).notNull(),
    start: instant('start').notNull(),
    end: instant('end').notNull(),
    /** Currencies refreshed, or the provider's error. */
    detail: text('detail').notNull().default(''),
    jobRunId: uuid('job_run_id').references(() => jobRuns.id, { onDelete: 'set null' }),
  },
  // The log's page (docs/api-database.md, "Which index a list reads"): start then id, the list's order read backwards.
  (t) => [index('exchange_rate_logs_start_idx').on(t.start.desc()), index('exchange_rate_logs_list_idx').on(t.start, t.id)],
);

/**
 * The rate gain log: one row per hotel and run of the market rate job, the days (`start_day`..`end_day`, the
 * hotel's dates) whose market rates it fetched, and when.
 */
export const rateGainLogs = pgTable(
  'rate_gain_logs',
  {
    id: id(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    startDay: date('start_day', { mode: 'string' }).notNull(),
    endDay: date('end_day', { mode: 'string' }).notNull(),
    start: instant('start').notNull(),
    end: instant('end').notNull(),
    /** Days fetched. */
    days: integer('days').notNull().default(0),
    jobRunId: uuid('job_run_id').references(() => jobRuns.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('rate_gain_logs_start_idx').on(t.start.desc()),
    index('rate_gain_logs_hotel_idx').on(t.hotelId, t.start.desc()),
    // The log's page (docs/api-database.md, "Which index a list reads"): start then id, the list's order read backwards.
    index('rate_gain_logs_list_idx').on(t.start, t.id),
  ],
);

/** Market rates of a hotel and day from the rate-shopping provider: the lowest comparable rate, minor units of `currency`. */
export const marketRates = pgTable(
  'market_rates',
  {
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    /** The provider's rate of the day (an online travel agency's, e.g. Expedia's). */
    rate: integer('rate').notNull(),
    fetchedAt: instant('fetched_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hotelId, t.day] }), check('market_rates_rate_check', sql`${t.rate} >= 0`)],
);

/** The cancellation period log: one row per run of the funds transfer job with the reservations it paid out. */
export const cancellationPeriodLogs = pgTable(
  'cancellation_period_logs',
  {
    id: id(),
    start: instant('start').notNull(),
    end: instant('end').notNull(),
    /** `[{ reservationId, bookingNo, hotelId, amount, currency, transferId }]`. */
    transferred: jsonb('transferred')
      .$type<{ reservationId: string; bookingNo: number; hotelId: string; amount: number; currency: string; transferId: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Reservations due but not paid out (no payment account, or the provider refused), with why. */
    skipped: jsonb('skipped')
      .$type<{ reservationId: string; bookingNo: number; reason: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    jobRunId: uuid('job_run_id').references(() => jobRuns.id, { onDelete: 'set null' }),
  },
  // The log's page (docs/api-database.md, "Which index a list reads"): start then id, the list's order read backwards.
  (t) => [index('cancellation_period_logs_start_idx').on(t.start.desc()), index('cancellation_period_logs_list_idx').on(t.start, t.id)],
);

/**
 * A reservation's payout to its hotel (the funds transfer job): at most one per reservation (the key), made with
 * the provider under the idempotency key `transfer:<reservation id>:<attempt>` (see {@link payoutAttempts}).
 */
export const fundTransfers = pgTable('fund_transfers', {
  reservationId: uuid('reservation_id')
    .primaryKey()
    .references(() => reservations.id),
  hotelId: uuid('hotel_id').notNull(),
  transferId: text('transfer_id').notNull(),
  /** Minor units of `currency`: the charge's total less the commission and its GST. */
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  createdAt: createdAt(),
});

/**
 * The refused attempts of a reservation's payout (docs/areas/pricing.md, "Jobs"): no row until the provider first
 * refuses it. The payout's current attempt, the number in its provider key `transfer:<reservation id>:<n>`, is
 * `refusals + 1`: a refusal makes the next run's attempt a new one, a lost answer keeps it (docs/api-database.md,
 * "Money actions"). `last_refusal` is the provider's text, `refused_at` the run's instant.
 */
export const payoutAttempts = pgTable(
  'payout_attempts',
  {
    reservationId: uuid('reservation_id')
      .primaryKey()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    refusals: integer('refusals').notNull(),
    lastRefusal: text('last_refusal').notNull(),
    refusedAt: instant('refused_at').notNull(),
  },
  (t) => [check('payout_attempts_refusals_check', sql`${t.refusals} > 0`)],
);

/** One availability of a snapshot: a day of a hotel, rates in minor units of the hotel's currency. */
export interface SnapshotAvailability {
  /** YYYY-MM-DD, the hotel's date. */
  date: string;
  rooms: number;
  roomAvailability: number;
  expediaRate: number;
  overnightRate: number;
  threeHourRate: number;
  sixHourRate: number;
  twelveHourRate: number;
  /** Open slots of each stay length on that date. */
  slots: { three: number; six: number; twelve: number };
}

/**
 * The daily availability snapshot of a hotel (the archives): taken once a day (`day`, UTC), `name` its label,
 * the availabilities of the next days as they stood then.
 */
export const availabilitySnapshots = pgTable(
  'availability_snapshots',
  {
    id: id(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    availabilities: jsonb('availabilities').$type<SnapshotAvailability[]>().notNull(),
    takenAt: instant('taken_at').notNull(),
    jobRunId: uuid('job_run_id').references(() => jobRuns.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('availability_snapshots_hotel_day_key').on(t.hotelId, t.day)],
);

export const pricingSchema = {
  coupons,
  exchangeRates,
  exchangeRateLogs,
  rateGainLogs,
  marketRates,
  cancellationPeriodLogs,
  fundTransfers,
  payoutAttempts,
  availabilitySnapshots,
};
