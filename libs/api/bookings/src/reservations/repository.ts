/**
 * Reservations' data layer (docs/areas/bookings.md, "Reservation details", "Exclude from billing",
 * "Cancellation", "Money"): one reservation with everything its page shows, exclusion from billing, cancellation,
 * and the two money actions (refund, no-show capture). Every write runs in a transaction with its audit event
 * (entity type 'reservation').
 *
 * The two money actions follow the one protocol of docs/api-database.md, "Money actions" (`runMoneyAction`):
 * the charge row holds the claim (`pending_action`, `pending_since`, `money_attempts`); a provider refusal
 * releases it and answers 402 with the provider's message; an unknown outcome keeps it (502).
 */
import {
  BookingsMessages,
  DEFAULT_CURRENCY_SYMBOL,
  accountType,
  formatMoney,
  type Charge,
  type ChargeRefund,
  type RefundReason,
  type ReservationDetails,
  type Review,
} from '@backoffice/contracts';
import {
  HttpError,
  audit,
  badRequest,
  conflict,
  isUuid,
  notFound,
  runMoneyAction,
  type Actor,
  type Db,
  type MoneyAction,
  type PaymentProvider,
  type Tx,
} from '@backoffice/api-server';
import { charges, hotels, reservations, reviews, rooms, users, type ChargeRow } from '@backoffice/api-server/schema';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { chargeRefunds } from '../bookings.schema';
import { listColumns, listItemOf } from './query';

const chargeOf = (c: ChargeRow): Charge => ({
  _id: c.id,
  currency: c.currency,
  amount: c.amount,
  cost: c.cost,
  surcharge: c.surcharge,
  total: c.total,
  commission: c.commission,
  commissionGST: c.commissionGst,
  hotelDiscount: c.hotelDiscount,
  timeflyzDiscount: c.timeflyzDiscount,
  stripeFee: c.stripeFee,
  captured: c.captured,
  status: c.status,
  userExchangeRate: c.userExchangeRate,
  hotelExchangeRate: c.hotelExchangeRate,
  userVatgst: { shortName: c.userCurrencySymbol || DEFAULT_CURRENCY_SYMBOL },
  hotelVatgst: { shortName: c.hotelCurrencySymbol || DEFAULT_CURRENCY_SYMBOL },
  paymentIntentId: c.paymentIntentId,
  refundId: c.refundId,
  refundedAmount: c.refundedAmount,
});

/** Reviews with their author and hotel, newest first. */
export async function loadReviews(db: Db | Tx, where: ReturnType<typeof and>): Promise<Review[]> {
  const rows = await db
    .select({
      review: reviews,
      hotelName: hotels.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(reviews)
    .innerJoin(hotels, eq(hotels.id, reviews.hotelId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(and(where, isNull(reviews.deletedAt)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(({ review: r, hotelName, firstName, lastName }) => ({
    _id: r.id,
    comment: r.comment,
    tags: r.tags,
    reply: r.reply,
    userId: { _id: r.userId, fullName: `${firstName ?? ''} ${lastName ?? ''}`.trim() || 'Guest' },
    hotelId: { _id: r.hotelId, name: hotelName },
    reservationId: r.reservationId,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/**
 * What remains refundable of a charge (minor units of its currency): what was captured (`amount` once captured)
 * less what was refunded; 0 for a charge not captured or without a payment intent (docs/areas/bookings.md, "Refunds").
 */
export function refundableOf(c: Pick<ChargeRow, 'captured' | 'amount' | 'refundedAmount' | 'paymentIntentId'>): number {
  return c.captured && c.paymentIntentId ? Math.max(0, c.amount - c.refundedAmount) : 0;
}

/**
 * A refund asked for (docs/areas/bookings.md, "Refunds"). `amount` in minor units of the charge's currency (all
 * that remains when omitted); `reason` a REFUND_REASONS member; `cancel` cancels the reservation in the same
 * settle transaction. `approvalId`/`requestedBy`: set when an approved four-eyes request runs it (the refund row
 * is then the requester's).
 */
export interface RefundInput {
  chargeId: string;
  amount?: number;
  reason: RefundReason;
  note?: string | null;
  cancel?: boolean;
  approvalId?: string | null;
  requestedBy?: string | null;
}

/** What a refund answers: the provider's refund id, its amount and currency, and what remains refundable after it. */
export interface RefundOutcome {
  refundId: string;
  amount: number;
  currency: string;
  remaining: number;
}

/**
 * Hooks of a money action run for someone else's decision (an approved four-eyes request): `guard` runs in the claim
 * transaction before the rule (throws to refuse: the request is no longer being approved), `refused` in the
 * transaction that records a provider refusal (the request marked failed with the provider's text).
 */
export interface MoneyHooks {
  guard?(tx: Tx): Promise<void>;
  refused?(tx: Tx, message: string): Promise<void>;
}

/** A charge with its reservation, locked by a money action. */
interface Locked {
  charge: ChargeRow;
  reservation: typeof reservations.$inferSelect;
}

/** The claim of a money action after a refusal: released; the attempt number stays (the next one is new). */
const RELEASED = { pendingAction: null, pendingSince: null } as const;

/**
 * The refund's rule on a charge and its reservation: answers the amount to refund (minor units).
 * @throws HttpError 409 (nothing captured; refunded in full; already cancelled with `cancel`), 400 (above what remains).
 */
function refundRule(l: Locked, input: Pick<RefundInput, 'amount' | 'cancel'>): number {
  const { charge: c, reservation: r } = l;
  if (!c.captured || !c.paymentIntentId) throw conflict(BookingsMessages.reservation.nothingToRefund);
  const remaining = refundableOf(c);
  if (r.refund || remaining <= 0) throw conflict(BookingsMessages.reservation.alreadyRefunded);
  if (input.cancel && r.status === 'Cancelled') throw conflict(BookingsMessages.reservation.alreadyCancelled);
  const amount = input.amount ?? remaining;
  if (amount > remaining) throw badRequest(BookingsMessages.reservation.refundTooLarge(formatMoney(remaining, c.currency, { locale: 'en-AU' })));
  return amount;
}

/** The no-show capture's rule. @throws HttpError 409 (already captured, not a no-show). */
function captureRule({ charge: c, reservation: r }: Locked): void {
  if (c.captured) throw conflict(BookingsMessages.noShow.alreadyCaptured);
  if (r.status !== 'No show' || !c.paymentIntentId) throw conflict(BookingsMessages.noShow.notNoShow);
}

export class ReservationRepository {
  constructor(
    private readonly db: Db,
    private readonly payments: PaymentProvider,
  ) {}

  /** One reservation with its hotel, room, customer, charge and review; null when there is none. */
  async details(id: string): Promise<ReservationDetails | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db
      .select({
        ...listColumns,
        street: hotels.streetAddress,
        city: hotels.city,
        country: hotels.country,
        propertyId: hotels.propertyId,
        roomName: rooms.name,
        payAtHotel: reservations.payAtHotel,
        bookingDevice: reservations.bookingDevice,
        couponCode: reservations.couponCode,
        charge: charges,
      })
      .from(reservations)
      .innerJoin(hotels, eq(hotels.id, reservations.hotelId))
      .leftJoin(rooms, eq(rooms.id, reservations.roomId))
      .leftJoin(users, eq(users.id, reservations.bookedById))
      .leftJoin(charges, eq(charges.reservationId, reservations.id))
      .where(eq(reservations.id, id));
    if (!row) return null;
    const [review] = await loadReviews(this.db, eq(reviews.reservationId, id));
    const item = listItemOf(row);
    const charge = row.charge ? chargeOf(row.charge) : null;
    const refundable = row.charge ? refundableOf(row.charge) : 0;
    const refunds = row.charge ? await this.refundsOf(row.charge.id) : [];
    return {
      ...item,
      hotel: { _id: row.hotelId, name: row.hotelName, streetAddress: row.street, city: row.city, country: row.country, propertyId: row.propertyId },
      room: row.roomId && row.roomName !== null ? { _id: row.roomId, name: row.roomName } : null,
      accountType: accountType(row.provider),
      payAtHotel: row.payAtHotel,
      bookingDevice: row.bookingDevice,
      coupon: row.couponCode ? { code: row.couponCode } : null,
      charge,
      review: review ?? null,
      reviewId: review?._id ?? null,
      canRefund: !row.refund && refundable > 0,
      canCancel: row.status !== 'Cancelled',
      refunds,
      refundable,
    };
  }

  /** The refunds of a charge, oldest first, each with who asked for it (docs/areas/bookings.md, "Refunds"). */
  async refundsOf(chargeId: string): Promise<ChargeRefund[]> {
    const rows = await this.db
      .select({ r: chargeRefunds, firstName: users.firstName, lastName: users.lastName, userId: users.id })
      .from(chargeRefunds)
      .leftJoin(users, eq(users.id, chargeRefunds.createdBy))
      .where(eq(chargeRefunds.chargeId, chargeId))
      .orderBy(asc(chargeRefunds.createdAt), asc(chargeRefunds.attempt));
    return rows.map(({ r, firstName, lastName, userId }) => ({
      _id: r.id,
      amount: r.amount,
      currency: r.currency,
      reason: r.reason,
      note: r.note,
      refundId: r.refundId,
      by: userId ? { _id: userId, name: `${firstName ?? ''} ${lastName ?? ''}`.trim() || 'User' } : null,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  /**
   * Excludes reservations from billing in one transaction: those already processed by billing (on a statement or
   * invoiced) are left as they are and answered in `alreadyProcessed`.
   * @throws HttpError 404 when an id names no reservation (nothing changes).
   */
  async exclude(ids: string[], actor: Actor): Promise<{ excluded: string[]; alreadyProcessed: string[] }> {
    const unique = [...new Set(ids)];
    if (!unique.every(isUuid)) throw notFound(BookingsMessages.reservation.notFound);
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: reservations.id, excluded: reservations.excluded, chargeStatus: reservations.chargeStatus, invoiceIssueDate: reservations.invoiceIssueDate })
        .from(reservations)
        .where(inArray(reservations.id, unique))
        .orderBy(reservations.id)
        .for('update');
      if (rows.length !== unique.length) throw notFound(BookingsMessages.reservation.notFound);
      const alreadyProcessed = rows.filter((r) => r.chargeStatus !== null || r.invoiceIssueDate !== null).map((r) => r.id);
      const toExclude = rows.filter((r) => !alreadyProcessed.includes(r.id));
      const changing = toExclude.filter((r) => !r.excluded).map((r) => r.id);
      if (changing.length) {
        await tx.update(reservations).set({ excluded: true, updatedAt: new Date() }).where(inArray(reservations.id, changing));
        for (const id of changing) {
          await audit(tx, actor, { action: 'reservation.exclude', entityType: 'reservation', entityId: id, before: { excluded: false }, after: { excluded: true } });
        }
      }
      return { excluded: toExclude.map((r) => r.id), alreadyProcessed };
    });
  }

  /**
   * Cancels a reservation of that hotel and room (at most once: the update's condition is the rule).
   * @throws HttpError 404 (no such reservation there), 409 (already Cancelled).
   */
  async cancel(hotelId: string, roomId: string, id: string, actor: Actor): Promise<void> {
    if (![hotelId, roomId, id].every(isUuid)) throw notFound(BookingsMessages.reservation.notFound);
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ status: reservations.status })
        .from(reservations)
        .where(and(eq(reservations.id, id), eq(reservations.hotelId, hotelId), eq(reservations.roomId, roomId)))
        .for('update');
      if (!row) throw notFound(BookingsMessages.reservation.notFound);
      if (row.status === 'Cancelled') throw conflict(BookingsMessages.reservation.alreadyCancelled);
      await tx.update(reservations).set({ status: 'Cancelled', updatedAt: new Date() }).where(eq(reservations.id, id));
      await audit(tx, actor, { action: 'reservation.cancel', entityType: 'reservation', entityId: id, before: { status: row.status }, after: { status: 'Cancelled' } });
    });
  }

  /**
   * A money action on a charge (docs/api-database.md, "Money actions"): the charge row and its reservation,
   * locked; `rule` checks the action may run; a refusal releases the claim and becomes 402.
   */
  private onCharge<Result, Out>(
    chargeId: string,
    action: 'refund' | 'capture',
    rule: (l: Locked) => void,
    call: (l: Locked, key: string) => Promise<Result>,
    settle: (tx: Tx, l: Locked, result: Result, attempt: number) => Promise<Out>,
    hooks: MoneyHooks = {},
  ): Promise<Out> {
    if (!isUuid(chargeId)) throw notFound(BookingsMessages.reservation.chargeNotFound);
    const spec: MoneyAction<Locked, Result, Out> = {
      action,
      busyMessage: BookingsMessages.reservation.moneyActionBusy,
      lock: async (tx) => {
        const [charge] = await tx.select().from(charges).where(eq(charges.id, chargeId)).for('update');
        if (!charge) throw notFound(BookingsMessages.reservation.chargeNotFound);
        const [reservation] = await tx.select().from(reservations).where(eq(reservations.id, charge.reservationId)).for('update');
        return { row: { charge, reservation }, claim: { action: charge.pendingAction, since: charge.pendingSince, attempt: charge.moneyAttempts } };
      },
      idOf: () => chargeId,
      check: async (tx, l) => {
        await hooks.guard?.(tx);
        rule(l);
      },
      take: async (tx, l, claim) => {
        const [charge] = await tx
          .update(charges)
          .set({ pendingAction: action, pendingSince: claim.since, moneyAttempts: claim.attempt })
          .where(eq(charges.id, chargeId))
          .returning();
        return { ...l, charge };
      },
      call,
      settle,
      refused: async (tx, _l, error) => {
        await tx.update(charges).set(RELEASED).where(eq(charges.id, chargeId));
        await hooks.refused?.(tx, error.message);
        return new HttpError(402, error.message);
      },
    };
    return runMoneyAction(this.db, spec);
  }

  /**
   * Checks a refund against the charge as it is (docs/areas/bookings.md, "Refunds") and answers what it would do:
   * the amount (all that remains when `amount` is omitted), the charge's currency, its reservation and what
   * remains refundable now. Used by the route before the four-eyes gate, and again under the charge's lock.
   * @throws HttpError 404 (no such charge), 409 (nothing captured, already refunded in full, the reservation already
   *   cancelled while `cancel` is asked), 400 (`amount` above what remains: the message names it with formatMoney).
   */
  async planRefund(input: Pick<RefundInput, 'chargeId' | 'amount' | 'cancel'>): Promise<{ amount: number; currency: string; reservationId: string; remaining: number }> {
    if (!isUuid(input.chargeId)) throw notFound(BookingsMessages.reservation.chargeNotFound);
    const [row] = await this.db
      .select({ charge: charges, reservation: reservations })
      .from(charges)
      .innerJoin(reservations, eq(reservations.id, charges.reservationId))
      .where(eq(charges.id, input.chargeId));
    if (!row) throw notFound(BookingsMessages.reservation.chargeNotFound);
    const amount = refundRule(row, input);
    return { amount, currency: row.charge.currency, reservationId: row.reservation.id, remaining: refundableOf(row.charge) };
  }

  /**
   * Refunds `amount` of a charge (all that remains when omitted) with its reason and note, through the money-action
   * protocol: several partial refunds per charge, each one attempt with its own provider key, each recorded as a
   * `charge_refunds` row with `charges.refunded_amount` raised by its amount; the reservation's `refund` flag is set
   * once nothing remains. `cancel` cancels the reservation in the same settle transaction (Cancel and refund).
   * Audited `reservation.refund` (amount, currency, reason, note, remaining) and, with `cancel`, `reservation.cancel`.
   * `settle(tx, body)` runs in the final transaction (the route stores its idempotent answer there).
   * @throws HttpError 404, 400 (above what remains), 409 (nothing captured, already refunded in full, already
   *   cancelled with `cancel`, busy), 402 (the provider refused), 502 (the provider's outcome is unknown: the claim
   *   stays and a retry after a minute reuses the key; the retry must ask the same amount).
   */
  async refund(input: RefundInput, actor: Actor, settle: (tx: Tx, body: RefundOutcome) => Promise<void>, hooks?: MoneyHooks): Promise<RefundOutcome> {
    let amount = 0;
    return this.onCharge(
      input.chargeId,
      'refund',
      (l) => {
        amount = refundRule(l, input);
      },
      ({ charge }, key) => this.payments.refund(charge.paymentIntentId as string, amount, key),
      async (tx, { charge, reservation }, refund, attempt) => {
        const now = new Date();
        const refundedAmount = charge.refundedAmount + refund.amount;
        const remaining = Math.max(0, charge.amount - refundedAmount);
        const full = remaining === 0;
        const note = input.note ?? null;
        await tx.insert(chargeRefunds).values({
          chargeId: charge.id,
          reservationId: reservation.id,
          amount: refund.amount,
          currency: charge.currency,
          reason: input.reason,
          note,
          refundId: refund.id,
          attempt,
          approvalId: input.approvalId ?? null,
          createdBy: input.requestedBy ?? actor.userId,
        });
        await tx
          .update(charges)
          .set({ refundedAmount, refundId: refund.id, refundedAt: now, ...RELEASED, updatedAt: now })
          .where(eq(charges.id, charge.id));
        const cancel = Boolean(input.cancel) && reservation.status !== 'Cancelled';
        if (full || cancel) {
          await tx
            .update(reservations)
            .set({ ...(full ? { refund: true } : {}), ...(cancel ? { status: 'Cancelled' as const } : {}), updatedAt: now })
            .where(eq(reservations.id, reservation.id));
        }
        await audit(tx, actor, {
          action: 'reservation.refund',
          entityType: 'reservation',
          entityId: reservation.id,
          before: { refund: reservation.refund, refundedAmount: charge.refundedAmount },
          after: {
            refund: full,
            refundedAmount,
            amount: refund.amount,
            currency: refund.currency,
            reason: input.reason,
            note,
            remaining,
            refundId: refund.id,
            paymentIntentId: charge.paymentIntentId,
            provider: this.payments.name,
            ...(input.approvalId ? { approvalId: input.approvalId } : {}),
          },
        });
        if (cancel) {
          await audit(tx, actor, {
            action: 'reservation.cancel',
            entityType: 'reservation',
            entityId: reservation.id,
            before: { status: reservation.status },
            after: { status: 'Cancelled', withRefund: refund.id },
          });
        }
        const body = { refundId: refund.id, amount: refund.amount, currency: refund.currency, remaining };
        await settle(tx, body);
        return body;
      },
      hooks,
    );
  }

  /**
   * Checks a no-show capture against the charge as it is and answers what it would take (the charge's amount, minor
   * units) with the currency and the reservation; the route asks the four-eyes gate with it.
   * @throws HttpError 404, 409 (already captured, not a no-show).
   */
  async planCapture(chargeId: string): Promise<{ amount: number; currency: string; reservationId: string }> {
    if (!isUuid(chargeId)) throw notFound(BookingsMessages.reservation.chargeNotFound);
    const [row] = await this.db
      .select({ charge: charges, reservation: reservations })
      .from(charges)
      .innerJoin(reservations, eq(reservations.id, charges.reservationId))
      .where(eq(charges.id, chargeId));
    if (!row) throw notFound(BookingsMessages.reservation.chargeNotFound);
    captureRule(row);
    return { amount: row.charge.amount, currency: row.charge.currency, reservationId: row.reservation.id };
  }

  /**
   * Approves a no-show charge: captures the authorised payment, at most once, and marks the charge captured.
   * @throws HttpError 404, 409 (not a no-show, already captured, busy), 402 (the provider refused), 502 (the
   *   provider's outcome is unknown: the claim stays and a retry after a minute reuses the key).
   */
  async captureNoShow(chargeId: string, actor: Actor, settle: (tx: Tx, captured: { amount: number; currency: string }) => Promise<void>, hooks?: MoneyHooks): Promise<void> {
    await this.onCharge(
      chargeId,
      'capture',
      captureRule,
      ({ charge }, key) => this.payments.capture(charge.paymentIntentId as string, key),
      async (tx, { charge, reservation }, intent) => {
        const now = new Date();
        await tx
          .update(charges)
          .set({ captured: true, capturedAt: now, status: 'charged', ...RELEASED, updatedAt: now })
          .where(eq(charges.id, chargeId));
        await audit(tx, actor, {
          action: 'reservation.no_show_charge',
          entityType: 'reservation',
          entityId: reservation.id,
          before: { captured: false, chargeStatus: charge.status },
          after: { captured: true, chargeStatus: 'charged', amount: intent.captured, currency: intent.currency, paymentIntentId: intent.id, provider: this.payments.name },
        });
        await settle(tx, { amount: intent.captured, currency: intent.currency });
      },
      hooks,
    );
  }

  /**
   * Removes a review (soft delete) and records `review.remove`.
   * @throws HttpError 404 when there is no such review (or it was removed).
   */
  async removeReview(id: string, actor: Actor): Promise<void> {
    if (!isUuid(id)) throw notFound(BookingsMessages.review.notFound);
    await this.db.transaction(async (tx) => {
      const [gone] = await tx
        .update(reviews)
        .set({ deletedAt: new Date() })
        .where(and(eq(reviews.id, id), isNull(reviews.deletedAt)))
        .returning({ id: reviews.id, reservationId: reviews.reservationId, comment: reviews.comment });
      if (!gone) throw notFound(BookingsMessages.review.notFound);
      await audit(tx, actor, { action: 'review.remove', entityType: 'review', entityId: id, before: { comment: gone.comment }, after: null });
      if (gone.reservationId) {
        await audit(tx, actor, { action: 'reservation.review_remove', entityType: 'reservation', entityId: gone.reservationId, before: { reviewId: id }, after: { reviewId: null } });
      }
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The reservations' data layer (bookings area). */
    reservations: ReservationRepository;
  }
}

export default fp(
  async function reservationRepository(app) {
    app.decorate('reservations', new ReservationRepository(app.db, app.payments));
  },
  { name: 'reservation-repository', dependencies: ['db'] },
);
