/**
 * The hotel counters (migration 0040): `n` hotels not deleted are in the chain `commissionId` (null: none), have
 * `status` and lack a property ID or not (`missingPropertyId`), kept exact by the `hotels_count` trigger in the
 * same transaction as every change. Read-only here: the property listing's totals and the chains list's hotel
 * counts sum these rows instead of counting hotels (docs/api-database.md, "Which index a list reads", rule 2).
 * Declared outside a `*.schema.ts` file on purpose: drizzle-kit must not create or alter the table the
 * hand-written migration and its trigger own (docs/api-database.md, "Migrations").
 */
import { bigint, boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';

export const hotelCounts = pgTable('hotel_counts', {
  commissionId: uuid('commission_id'),
  status: text('status').notNull(),
  missingPropertyId: boolean('missing_property_id').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/**
 * One owner's hotel counters (migration 0067): `n` hotels not deleted of the owner `ownerId` are in the chain
 * `commissionId` (null: none), have `status` and lack a property ID or not, kept exact by the `hotels_owner_count`
 * trigger in the same transaction as every change. Read-only here: one owner's listing total (`GET
 * /hotel/getHotel/{hotelAdminID}`) sums these rows instead of counting the owner's hotels (docs/api-database.md,
 * "Which index a list reads", rule 2). Outside a `*.schema.ts` file for the same reason as {@link hotelCounts}.
 */
export const hotelOwnerCounts = pgTable('hotel_owner_counts', {
  ownerId: uuid('owner_id').notNull(),
  commissionId: uuid('commission_id'),
  status: text('status').notNull(),
  missingPropertyId: boolean('missing_property_id').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
