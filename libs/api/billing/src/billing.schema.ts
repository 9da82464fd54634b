/**
 * The billing area's own tables (docs/areas/billing.md, "Data"): billing periods (the spec's reservation
 * statements), a statement per hotel and period with the reservations it bills, invoices and the monthly payment
 * failure records. Reservations, charges and hotels are shared tables (`@backoffice/api-server/schema`); this
 * area owns the reservations' billing marks (`charge_status`, `statement_issue_date`, `invoice_issue_date`).
 * drizzle-kit reads this file through the glob of apps/api/drizzle.config.ts.
 *
 * Money: integer minor units (cents) of the statement's `currency` (the hotel's).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, hotels, id, updatedAt } from '@backoffice/api-server/schema';

/** A billing period: `start` is the first instant of its first UTC day, `end` the last of its last. */
export const billingPeriods = pgTable(
  'billing_periods',
  {
    id: id(),
    name: text('name').notNull(),
    start: timestamp('start', { withTimezone: true, mode: 'date' }).notNull(),
    end: timestamp('end', { withTimezone: true, mode: 'date' }).notNull(),
    /** `all` hotels, or the `hotel` list of `scope_hotel_ids`. */
    scope: text('scope', { enum: ['all', 'hotel'] }).notNull(),
    scopeHotelIds: uuid('scope_hotel_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('billing_periods_created_idx').on(t.createdAt.desc()),
    check('billing_periods_range_check', sql`${t.end} > ${t.start}`),
    check('billing_periods_scope_check', sql`${t.scope} in ('all', 'hotel')`),
  ],
);

/**
 * A hotel's statement in a period: the totals of its reservations (`statement_reservations`), fixed when the
 * period is generated. `emailed_at` / `email_count` record the sends; `outbox_id` is the last send's message.
 */
export const statements = pgTable(
  'statements',
  {
    id: id(),
    periodId: uuid('period_id')
      .notNull()
      .references(() => billingPeriods.id),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id),
    currency: text('currency').notNull(),
    reservationCount: integer('reservation_count').notNull(),
    /** The reservations' amounts (what customers paid). */
    gross: integer('gross').notNull(),
    commission: integer('commission').notNull(),
    commissionGst: integer('commission_gst').notNull(),
    emailedAt: timestamp('emailed_at', { withTimezone: true, mode: 'date' }),
    emailCount: integer('email_count').notNull().default(0),
    recipient: text('recipient'),
    outboxId: uuid('outbox_id'),
    /** The stored PDF's storage key, rendered on first use. */
    pdfKey: text('pdf_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('statements_period_hotel_key').on(t.periodId, t.hotelId),
    index('statements_hotel_idx').on(t.hotelId),
    check('statements_amounts_check', sql`${t.reservationCount} > 0 and ${t.commission} >= 0 and ${t.commissionGst} >= 0`),
  ],
);

/**
 * The reservations a statement bills, with the commission and GST they owe as billed (a later change of rates
 * leaves them as they were). The primary key on `reservation_id` is what makes billing a reservation twice
 * impossible, whatever runs at once. No foreign keys, on purpose: rows are written only by the generation's
 * single statement, from the reservations it has just marked and the statements it has just made, and row-level
 * key checks cost a fifth of a 200,000-reservation generation (docs/areas/billing.md, "Figures"); reservations
 * and statements are never deleted.
 */
export const statementReservations = pgTable(
  'statement_reservations',
  {
    reservationId: uuid('reservation_id').notNull(),
    statementId: uuid('statement_id').notNull(),
    amount: integer('amount').notNull(),
    commission: integer('commission').notNull(),
    commissionGst: integer('commission_gst').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reservationId] }), index('statement_reservations_statement_idx').on(t.statementId)],
);

/** An invoice line as stored (the wire's `lines.data` entry). */
export interface StoredInvoiceLine {
  description: string;
  quantity: number;
  unitAmount: number;
  amount: number;
}

/**
 * A statement's invoice (one at most): the commission owed, charged to the hotel's payment method.
 * `status` pending (its charge under way: the claim), paid, or failed; `attempts` counts charges tried, and
 * each attempt's idempotency key is `invoice:<id>:<attempt>`. Bill-to fields are copied at creation.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    /** `INV-000001`, from `number_seq`. */
    numberSeq: integer('number_seq').generatedAlwaysAsIdentity({ startWith: 1 }).notNull(),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => statements.id),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id),
    currency: text('currency').notNull(),
    subtotal: integer('subtotal').notNull(),
    tax: integer('tax').notNull(),
    total: integer('total').notNull(),
    description: text('description').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerAddress: text('customer_address').notNull(),
    lines: jsonb('lines').$type<StoredInvoiceLine[]>().notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(1),
    pendingSince: timestamp('pending_since', { withTimezone: true, mode: 'date' }),
    paid: boolean('paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    paymentIntentId: text('payment_intent_id'),
    failureReason: text('failure_reason'),
    /** The stored PDF's storage key and the status it was rendered for (rendered again when that changes). */
    pdfKey: text('pdf_key'),
    pdfStatus: text('pdf_status'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_statement_key').on(t.statementId),
    uniqueIndex('invoices_number_key').on(t.numberSeq),
    index('invoices_hotel_idx').on(t.hotelId, t.createdAt.desc()),
    check('invoices_status_check', sql`${t.status} in ('pending', 'paid', 'failed')`),
    check('invoices_total_check', sql`${t.total} = ${t.subtotal} + ${t.tax} and ${t.subtotal} >= 0 and ${t.tax} >= 0`),
    check('invoices_paid_check', sql`${t.paid} = (${t.status} = 'paid')`),
  ],
);

/** A monthly payment failure record: an invoice charge the provider refused, with its reason. */
export const paymentFailures = pgTable(
  'payment_failures',
  {
    id: id(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id),
    hotelName: text('hotel_name').notNull(),
    /** The payment method charged (its provider id), or '' when the hotel had none. */
    paymentMethod: text('payment_method').notNull(),
    reason: text('reason').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_failures_created_idx').on(t.createdAt.desc())],
);

export const billingSchema = { billingPeriods, statements, statementReservations, invoices, paymentFailures };
