/**
 * The per-period statement counters (migration 0047, statement triggers on `statements`): period `period_id` bills
 * `hotels` hotels, kept exact in the same transaction as every insert and delete of statements. Read by the periods'
 * list instead of counting each period's statements (docs/api-database.md, "Which index a list reads", rule 2).
 * Read-only here. Declared outside billing.schema.ts on purpose (the glob of apps/api/drizzle.config.ts reads only
 * `*.schema.ts` files): drizzle-kit must not create or alter the table the hand-written migration and its triggers
 * own (docs/api-database.md, "Migrations").
 */
import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';

export const billingPeriodCounts = pgTable('billing_period_counts', {
  periodId: uuid('period_id').primaryKey(),
  hotels: bigint('hotels', { mode: 'number' }).notNull(),
});
