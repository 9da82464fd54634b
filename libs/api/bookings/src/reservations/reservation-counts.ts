/**
 * The reservation counters, kept exact by statement triggers in the same transaction as every insert, delete and
 * change of reservations (never written here; read by the lists' totals, docs/api-database.md, "Which index a list
 * reads", rule 2). `billing` is `reservation_billing(excluded, charge_status)`: excluded, yes (invoiced) or no.
 * Declared outside a `*.schema.ts` file on purpose: drizzle-kit must not create or alter the tables the
 * hand-written migrations and their triggers own (docs/api-database.md, "Migrations").
 */
import { bigint, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/** Migration 0012: `n` reservations have `status` and the billing mark `billing` (the whole list's totals). */
export const reservationCounts = pgTable('reservation_counts', {
  status: text('status').notNull(),
  billing: text('billing').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/** Migration 0046: `n` reservations of hotel `hotel_id` have `status` and `billing` (a hotel's or a chain's list). */
export const reservationHotelCounts = pgTable('reservation_hotel_counts', {
  hotelId: uuid('hotel_id').notNull(),
  status: text('status').notNull(),
  billing: text('billing').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/** Migration 0046: `n` reservations booked by `booked_by_id` have `status` and `billing` (a customer's list and record). */
export const reservationCustomerCounts = pgTable('reservation_customer_counts', {
  bookedById: uuid('booked_by_id').notNull(),
  status: text('status').notNull(),
  billing: text('billing').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/**
 * Migration 0056: `n` reservations of chain `chain` (their hotel's `commission_id` copied on the reservation; the nil
 * uuid for hotels without a chain) have `status` and `billing` (a chain's list).
 */
export const reservationChainCounts = pgTable('reservation_chain_counts', {
  chain: uuid('chain').notNull(),
  status: text('status').notNull(),
  billing: text('billing').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
