/**
 * Reservations' data layer (docs/areas/bookings.md, "Reservation details", "Exclude from billing",
 * "Cancellation", "Money"): one reservation with everything its page shows, exclusion from billing, cancellation,
 * and the two money actions (refund, no-show capture). Every write runs in a transaction with its audit event
 * (entity type 'reservation').
 *
 * A money action calls the payment provider between two transactions (a provider call never runs inside one: it
 * may be slow, and the embedded provider writes through its own transaction):
 *   1. claim: lock the charge, check the rule, set `pending_action` (a second action waits for the lock, then
 *      finds the claim and answers 409: at most one runs);
 *   2. call the provider with a key made of the action, the charge and the claim's time, so that the provider
 *      does it at most once even when the claim is retried after a crash;
 *   3. settle: record the outcome and the audit event (amount, currency, provider reference) and clear the
 *      claim; on a provider refusal, clear the claim only (nothing changes locally) and answer 402 with the
 *      provider's message.
 */
import {
  BookingsMessages,
  DEFAULT_CURRENCY_SYMBOL,
  accountType,
  type Charge,
  type ReservationDetails,
  type Review,
} from '@backoffice/contracts';
import {
  HttpError,
  PaymentError,
  audit,
  conflict,
  isUuid,
  notFound,
  type Actor,
  type Db,
  type PaymentProvider,
  type Tx,
} from '@backoffice/api-server';
import { charges, hotels, reservations, reviews, rooms, users, type ChargeRow } from '@backoffice/api-server/schema';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { listColumns, listItemOf } from './query';

/** A claim older than this is taken to be a crashed request's and may be taken over (same provider key). */
export const STALE_CLAIM_MS = 60_000;

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

type MoneyAction = 'refund' | 'capture';
interface Claim {
  charge: ChargeRow;
  reservation: typeof reservations.$inferSelect;
  /** The provider's idempotency key of this claim. */
  providerKey: string;
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
      canRefund: Boolean(charge && !row.refund && charge.captured && charge.amount - charge.refundedAmount > 0 && charge.paymentIntentId),
      canCancel: row.status !== 'Cancelled',
    };
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
   * Step 1 of a money action: locks the charge, checks `rule`, and claims it for `action`.
   * @throws HttpError 404 (no such charge), 409 (the rule refuses, or another action holds a fresh claim).
   */
  private async claim(chargeId: string, action: MoneyAction, rule: (c: ChargeRow, r: typeof reservations.$inferSelect) => void): Promise<Claim> {
    if (!isUuid(chargeId)) throw notFound(BookingsMessages.reservation.chargeNotFound);
    return this.db.transaction(async (tx) => {
      const [charge] = await tx.select().from(charges).where(eq(charges.id, chargeId)).for('update');
      if (!charge) throw notFound(BookingsMessages.reservation.chargeNotFound);
      const [reservation] = await tx.select().from(reservations).where(eq(reservations.id, charge.reservationId)).for('update');
      rule(charge, reservation);
      const now = new Date();
      let since = now;
      if (charge.pendingAction && charge.pendingSince) {
        const stale = now.getTime() - charge.pendingSince.getTime() > STALE_CLAIM_MS;
        if (!stale || charge.pendingAction !== action) throw conflict(BookingsMessages.reservation.moneyActionBusy);
        since = charge.pendingSince; // take over a crashed request's claim with its provider key
      }
      await tx.update(charges).set({ pendingAction: action, pendingSince: since }).where(eq(charges.id, chargeId));
      return { charge, reservation, providerKey: `${action}:${chargeId}:${since.getTime()}` };
    });
  }

  /** Drops a claim after a provider refusal: nothing else changed. */
  private async release(chargeId: string): Promise<void> {
    await this.db.update(charges).set({ pendingAction: null, pendingSince: null }).where(eq(charges.id, chargeId));
  }

  /** Step 2: the provider call; a refusal releases the claim and becomes 402 with the provider's message. */
  private async callProvider<T>(chargeId: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (e) {
      await this.release(chargeId);
      if (e instanceof PaymentError) throw new HttpError(402, e.message);
      throw e;
    }
  }

  /**
   * Refunds what was captured of a charge and marks its reservation refunded, at most once.
   * `settle(tx, body)` runs in the final transaction (the route stores its idempotent answer there).
   * @returns the refund's id, amount and currency.
   * @throws HttpError 404, 409 (already refunded, nothing captured, busy), 402 (the provider refused).
   */
  async refund(
    chargeId: string,
    actor: Actor,
    settle: (tx: Tx, body: { refundId: string; amount: number; currency: string }) => Promise<void>,
  ): Promise<{ refundId: string; amount: number; currency: string }> {
    const { charge, reservation, providerKey } = await this.claim(chargeId, 'refund', (c, r) => {
      if (r.refund || c.refundId) throw conflict(BookingsMessages.reservation.alreadyRefunded);
      if (!c.captured || !c.paymentIntentId || c.amount - c.refundedAmount <= 0) throw conflict(BookingsMessages.reservation.nothingToRefund);
    });
    const amount = charge.amount - charge.refundedAmount;
    const refund = await this.callProvider(chargeId, () => this.payments.refund(charge.paymentIntentId as string, amount, providerKey));
    const body = { refundId: refund.id, amount: refund.amount, currency: refund.currency };
    await this.db.transaction(async (tx) => {
      const now = new Date();
      await tx
        .update(charges)
        .set({ refundedAmount: charge.refundedAmount + refund.amount, refundId: refund.id, refundedAt: now, pendingAction: null, pendingSince: null, updatedAt: now })
        .where(eq(charges.id, chargeId));
      await tx.update(reservations).set({ refund: true, updatedAt: now }).where(eq(reservations.id, reservation.id));
      await audit(tx, actor, {
        action: 'reservation.refund',
        entityType: 'reservation',
        entityId: reservation.id,
        before: { refund: false },
        after: { refund: true, amount: refund.amount, currency: refund.currency, refundId: refund.id, paymentIntentId: charge.paymentIntentId, provider: this.payments.name },
      });
      await settle(tx, body);
    });
    return body;
  }

  /**
   * Approves a no-show charge: captures the authorised payment, at most once, and marks the charge captured.
   * @throws HttpError 404, 409 (not a no-show, already captured, busy), 402 (the provider refused).
   */
  async captureNoShow(chargeId: string, actor: Actor, settle: (tx: Tx) => Promise<void>): Promise<void> {
    const { charge, reservation, providerKey } = await this.claim(chargeId, 'capture', (c, r) => {
      if (c.captured) throw conflict(BookingsMessages.noShow.alreadyCaptured);
      if (r.status !== 'No show' || !c.paymentIntentId) throw conflict(BookingsMessages.noShow.notNoShow);
    });
    const intent = await this.callProvider(chargeId, () => this.payments.capture(charge.paymentIntentId as string, providerKey));
    await this.db.transaction(async (tx) => {
      const now = new Date();
      await tx
        .update(charges)
        .set({ captured: true, capturedAt: now, status: 'charged', pendingAction: null, pendingSince: null, updatedAt: now })
        .where(eq(charges.id, chargeId));
      await audit(tx, actor, {
        action: 'reservation.no_show_charge',
        entityType: 'reservation',
        entityId: reservation.id,
        before: { captured: false, chargeStatus: charge.status },
        after: { captured: true, chargeStatus: 'charged', amount: intent.captured, currency: intent.currency, paymentIntentId: intent.id, provider: this.payments.name },
      });
      await settle(tx);
    });
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
