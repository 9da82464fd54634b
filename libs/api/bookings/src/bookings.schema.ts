/**
 * The bookings area's own tables (docs/areas/bookings.md, "Data"): customer bans. Reservations, charges and
 * reviews are shared tables (`@backoffice/api-server/schema`: billing and the hotels' score read them too); this
 * area owns their booking, money and moderation columns. drizzle-kit reads this file through the glob of
 * apps/api/drizzle.config.ts.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { charges, createdAt, hotels, id, reservations, users } from '@backoffice/api-server/schema';

/**
 * A customer banned from a property (`hotel_id`), or from every property (`hotel_id` null, PUT /hotel/blockAll).
 * A ban is lifted by deleting its row; the audit trail keeps the history.
 */
export const customerBans = pgTable(
  'customer_bans',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hotelId: uuid('hotel_id').references(() => hotels.id, { onDelete: 'cascade' }),
    /** The SuperAdmin who banned. */
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customer_bans_user_hotel_key').on(t.userId, t.hotelId).where(sql`${t.hotelId} is not null`),
    uniqueIndex('customer_bans_user_all_key').on(t.userId).where(sql`${t.hotelId} is null`),
    index('customer_bans_hotel_idx').on(t.hotelId),
  ],
);

/**
 * Each refund of a charge (docs/areas/bookings.md, "Refunds"): several partial refunds per charge, their sum kept on
 * the charge (`charges.refunded_amount`, never above `amount`). `amount` in minor units of `currency` (the charge's);
 * `reason` a REFUND_REASONS member, `note` free text; `refund_id` the provider's; `attempt` the money-action attempt
 * whose key made it (unique per charge: one attempt, one refund); `created_by` who asked (the approver's request's
 * requester when it went through four-eyes approval: `approval_id`).
 */
export const chargeRefunds = pgTable(
  'charge_refunds',
  {
    id: id(),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => charges.id),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    refundId: text('refund_id').notNull(),
    attempt: integer('attempt').notNull(),
    approvalId: uuid('approval_id'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('charge_refunds_charge_idx').on(t.chargeId, t.createdAt),
    uniqueIndex('charge_refunds_charge_attempt_key').on(t.chargeId, t.attempt),
    check('charge_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * A four-eyes approval request (docs/areas/bookings.md, "Four-eyes approval"): a refund or a no-show charge at or
 * above its currency's threshold, waiting for a second SuperAdmin. `kind` an APPROVAL_KINDS member, `status` an
 * APPROVAL_STATUSES member (`approving` while the approved action runs: the claim that makes it run once);
 * `amount` minor units of `currency`; `reason`/`note`/`cancel` the refund's. One pending request per charge and kind.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: id(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => charges.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason'),
    note: text('note'),
    cancel: boolean('cancel').notNull().default(false),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    requestedAt: createdAt(),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decisionNote: text('decision_note'),
    outcome: text('outcome'),
  },
  (t) => [
    // The approvals list (docs/api-database.md, "Which index a list reads"): a status then the order, every status
    // newest first, and the pending queue (pending or approving, oldest first) over its own entries only.
    index('approval_requests_status_idx').on(t.status, t.requestedAt, t.id),
    index('approval_requests_created_idx').on(t.requestedAt, t.id),
    index('approval_requests_pending_idx').on(t.requestedAt, t.id).where(sql`${t.status} in ('pending', 'approving')`),
    uniqueIndex('approval_requests_pending_key').on(t.chargeId, t.kind).where(sql`${t.status} in ('pending', 'approving')`),
    check('approval_requests_status_check', sql`${t.status} in ('pending', 'approving', 'approved', 'rejected', 'failed')`),
    check('approval_requests_amount_check', sql`${t.amount} > 0`),
  ],
);

/** A currency's four-eyes threshold set by a SuperAdmin (minor units); a currency without a row uses the AUD default converted. */
export const approvalThresholds = pgTable('approval_thresholds', {
  currency: text('currency').primaryKey(),
  amount: integer('amount').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const bookingsSchema = { customerBans, chargeRefunds, approvalRequests, approvalThresholds };
