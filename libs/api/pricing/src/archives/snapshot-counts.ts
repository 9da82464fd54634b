/**
 * The snapshot counters (hand-written migration, `snapshot_counts`): `n` availability snapshots of `hotelId`,
 * kept exact by statement triggers in the same transaction as every change. Read-only here: the archives' hotel
 * list reads a row per hotel instead of counting the snapshots (docs/api-database.md, "Which index a list reads",
 * rule 2). Declared outside a `*.schema.ts` file on purpose: drizzle-kit must not create or alter the table the
 * migration and its triggers own (docs/api-database.md, "Migrations").
 */
import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';

export const snapshotCounts = pgTable('snapshot_counts', {
  hotelId: uuid('hotel_id').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
