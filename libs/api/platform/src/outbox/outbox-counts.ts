/**
 * The outbox counters (migration 0055): `n` messages of `channel` (sms, email) are in `status` (queued, sending,
 * sent, failed), kept exact by the `outbox_count` trigger in the same transaction as every change. Read-only here:
 * the Sent Mail list's totals sum these rows instead of counting the outbox (docs/api-database.md, "Which index a
 * list reads", rule 2). Declared outside a `*.schema.ts` file on purpose: drizzle-kit must not create or alter the
 * table the hand-written migration and its trigger own (docs/api-database.md, "Migrations").
 */
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

export const outboxCounts = pgTable('outbox_counts', {
  channel: text('channel').notNull(),
  status: text('status').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
