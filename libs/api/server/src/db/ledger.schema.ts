/**
 * The embedded payment provider's ledger tables (Drizzle, PostgreSQL; docs/api-database.md, "Payments"):
 * customers, payment methods, intents, refunds, its idempotency keys and transfers, amounts in integer minor units
 * (cents). Only services/payments.ts reads or writes them. Re-exported by `server.schema.ts`.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The embedded payment provider's ledger (docs/api-database.md, "Payments"): what a card processor would keep,
 * kept here so that payments work offline with deterministic outcomes. Amounts in integer minor units (cents)
 * with an ISO 4217 currency. Only services/payments.ts reads or writes these tables.
 */
export const ledgerCustomers = pgTable('ledger_customers', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/** A customer's payment method: `token` decides how charges on it end (see services/payments.ts). */
export const ledgerPaymentMethods = pgTable('ledger_payment_methods', {
  id: text('id').primaryKey(),
  customerId: text('customer_id')
    .notNull()
    .references(() => ledgerCustomers.id),
  token: text('token').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  createdAt: createdAt(),
});

/** A payment intent: authorised (`requires_capture`), captured (`succeeded`) or awaiting authentication. */
export const ledgerIntents = pgTable(
  'ledger_intents',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').references(() => ledgerCustomers.id),
    paymentMethodId: text('payment_method_id').references(() => ledgerPaymentMethods.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', {
      enum: ['requires_capture', 'succeeded', 'requires_action', 'canceled'],
    }).notNull(),
    /** Captured so far and refunded so far, minor units; refunded never exceeds captured. */
    captured: integer('captured').notNull().default(0),
    refunded: integer('refunded').notNull().default(0),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'ledger_intents_amounts_check',
      sql`${t.amount} > 0 and ${t.captured} >= 0 and ${t.captured} <= ${t.amount} and ${t.refunded} >= 0 and ${t.refunded} <= ${t.captured}`,
    ),
  ],
);

export const ledgerRefunds = pgTable(
  'ledger_refunds',
  {
    id: text('id').primaryKey(),
    intentId: text('intent_id')
      .notNull()
      .references(() => ledgerIntents.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_refunds_intent_idx').on(t.intentId),
    check('ledger_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * The ledger's idempotency keys: the first answer of each keyed request (or its error), replayed for the same
 * key and refused (409-like `idempotency_conflict`) for another request under it, as a card processor does.
 */
export const ledgerRequests = pgTable('ledger_requests', {
  key: text('key').primaryKey(),
  operation: text('operation').notNull(),
  requestHash: text('request_hash').notNull(),
  response: jsonb('response').$type<unknown>().notNull(),
  createdAt: createdAt(),
});

/** The embedded provider's transfers to a hotel's account (the funds transfer job), minor units. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: text('id').primaryKey(),
    destination: text('destination').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [check('ledger_transfers_amount_check', sql`${t.amount} > 0`)],
);
