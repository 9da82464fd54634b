/**
 * Refunds and no-show captures when the payment provider misbehaves (docs/api-database.md, "Money actions";
 * docs/areas/bookings.md, "Money"), on the embedded ledger and on the Stripe adapter against the fake Stripe
 * server: a call that takes effect and then times out or fails, and a call that answers slowly while a second
 * request comes. Whatever happens, each action takes effect once at the provider, is recorded once and audited
 * once; an unknown outcome answers 502 and keeps the claim, so that the retry after the take-over time reuses
 * the provider key.
 */
import { BookingsMessages, CommonMessages } from '@backoffice/contracts';
import { MONEY_CLAIM_STALE_MS } from '@backoffice/api-server';
import { PAYMENT_BACKINGS, auditEventsOf, injectPaymentFault, onPaymentBacking, statusAndMessage, whileHeld, type FakeStripe, type PaymentFault } from '@backoffice/api-server/testing';
import { charges, ledgerRefunds } from '@backoffice/api-server/schema';
import { eq, sql } from 'drizzle-orm';
import { buildTestAppAsAdmin, insertCustomer, insertHotel, insertReservation, type App } from '../test/helper';

describe.each(PAYMENT_BACKINGS)('money actions under provider faults: %s', (_name, backing) => {
  let app: App;
  let admin: Record<string, string>;
  let fake: FakeStripe | undefined;
  let hotel: { hotelId: string; roomId: string };
  let customerId: string;

  onPaymentBacking(backing, async (overrides, started) => {
    fake = started;
    ({ app, admin } = await buildTestAppAsAdmin(overrides));
    hotel = await insertHotel(app, 'Faulty Provider Hotel');
    customerId = await insertCustomer(app, 'Fay', 'Faultline');
    return app;
  });

  const refund = (chargeId: string) => app.inject({ method: 'POST', url: '/api/reservation/refund', headers: admin, payload: { chargeId } });
  const capture = (chargeId: string) => app.inject({ method: 'POST', url: '/api/reservation/chargeStripeIntent', headers: admin, payload: { charges: chargeId } });
  const chargeRow = async (id: string) => (await app.db.select().from(charges).where(eq(charges.id, id)))[0];
  /** Moves a claim's time back past the take-over time, as if a minute had gone by. */
  const ageClaim = (id: string) =>
    app.db.update(charges).set({ pendingSince: sql`${charges.pendingSince} - make_interval(secs => ${(MONEY_CLAIM_STALE_MS + 1_000) / 1_000})` }).where(eq(charges.id, id));
  /** Refunds that took effect at the provider for this intent. */
  const refundsAtProvider = async (intentId: string, before: number) =>
    fake ? (fake.effects.get('POST /v1/refunds') ?? 0) - before : (await app.db.select().from(ledgerRefunds).where(eq(ledgerRefunds.intentId, intentId))).length;
  const fakeRefundsSoFar = () => fake?.effects.get('POST /v1/refunds') ?? 0;
  const eventsOf = async (reservationId: string, action: string) => (await auditEventsOf(app, 'reservation', reservationId)).filter((e) => e.action === action);

  it.each<PaymentFault>(['timeout-after-effect', 'error-after-effect'])(
    'a refund that took effect but answered %s: 502, the claim kept, the retry after the take-over reuses the key; one refund',
    async (fault) => {
      const r = await insertReservation(app, { ...hotel, customerId });
      const chargeId = r.chargeId as string;
      const before = fakeRefundsSoFar();
      const keys: string[] = [];
      const spy = jest.spyOn(app.payments, 'refund');
      const injected = injectPaymentFault(app.payments, 'refund', fault);
      try {
        const first = await refund(chargeId);
        expect({ status: first.statusCode, message: first.json().message }).toEqual({ status: 502, message: CommonMessages.payments.outcomeUnknown });
        expect(first.headers['retry-after']).toBe(String(MONEY_CLAIM_STALE_MS / 1_000));
        expect(await chargeRow(chargeId)).toMatchObject({ pendingAction: 'refund', refundId: null });

        const tooSoon = await refund(chargeId);
        expect({ status: tooSoon.statusCode, message: tooSoon.json().message }).toEqual({ status: 409, message: BookingsMessages.reservation.moneyActionBusy });

        await ageClaim(chargeId);
        const retry = await refund(chargeId);
        expect(retry.statusCode).toBe(200);
        expect(retry.json()).toMatchObject({ amount: r.total, currency: 'AUD' });
        expect(injected.calls()).toBe(2);
      } finally {
        injected.restore();
        keys.push(...spy.mock.calls.map((c) => c[2]));
        spy.mockRestore();
      }
      expect(new Set(keys).size).toBe(1);
      const row = await chargeRow(chargeId);
      expect(row).toMatchObject({ refundedAmount: r.total, pendingAction: null, pendingSince: null });
      expect(await refundsAtProvider(row.paymentIntentId as string, before)).toBe(1);
      expect(await eventsOf(r.id, 'reservation.refund')).toHaveLength(1);
      expect((await refund(chargeId)).statusCode).toBe(409);
    },
  );

  it.each<PaymentFault>(['timeout-after-effect', 'error-after-effect'])(
    'a no-show capture that took effect but answered %s: 502, then one capture and one event after the take-over',
    async (fault) => {
      const ns = await insertReservation(app, { ...hotel, customerId, status: 'No show', payment: 'authorised' });
      const chargeId = ns.chargeId as string;
      const injected = injectPaymentFault(app.payments, 'capture', fault);
      try {
        expect((await capture(chargeId)).statusCode).toBe(502);
        expect((await capture(chargeId)).statusCode).toBe(409);
        await ageClaim(chargeId);
        const retry = await capture(chargeId);
        expect(retry.statusCode).toBe(200);
        expect(retry.json()).toBe('success');
        expect(injected.calls()).toBe(2);
      } finally {
        injected.restore();
      }
      const row = await chargeRow(chargeId);
      expect(row).toMatchObject({ captured: true, status: 'charged', pendingAction: null });
      expect(await app.payments.getPaymentIntent(row.paymentIntentId as string)).toMatchObject({ status: 'succeeded', captured: ns.total });
      expect(await eventsOf(ns.id, 'reservation.no_show_charge')).toHaveLength(1);
    },
  );

  it('a refund answering slowly: a second request meanwhile gets 409 and calls nothing; one refund, one event', async () => {
    const r = await insertReservation(app, { ...hotel, customerId });
    const chargeId = r.chargeId as string;
    const before = fakeRefundsSoFar();
    const held = await whileHeld(app.payments, 'refund', () => refund(chargeId), () => refund(chargeId));
    expect([held.answer.statusCode, held.calls]).toEqual([200, 1]);
    expect(statusAndMessage(held.meanwhile)).toEqual({ status: 409, message: BookingsMessages.reservation.moneyActionBusy });
    const row = await chargeRow(chargeId);
    expect(await refundsAtProvider(row.paymentIntentId as string, before)).toBe(1);
    expect(await eventsOf(r.id, 'reservation.refund')).toHaveLength(1);
  });

  it('a slow refund overtaken after the take-over time settles once: the provider acts once under one key', async () => {
    const r = await insertReservation(app, { ...hotel, customerId });
    const chargeId = r.chargeId as string;
    const before = fakeRefundsSoFar();
    const held = await whileHeld(app.payments, 'refund', () => refund(chargeId), async () => {
      await ageClaim(chargeId);
      return refund(chargeId);
    });
    expect(held.meanwhile.statusCode).toBe(200);
    expect(statusAndMessage(held.answer)).toEqual({ status: 409, message: BookingsMessages.reservation.moneyActionBusy });
    const row = await chargeRow(chargeId);
    expect(row).toMatchObject({ refundedAmount: r.total, pendingAction: null });
    expect(await refundsAtProvider(row.paymentIntentId as string, before)).toBe(1);
    expect(await eventsOf(r.id, 'reservation.refund')).toHaveLength(1);
  });

  if (_name.startsWith('stripe')) {
    it('the Stripe adapter takes a cut connection after the refund for an unknown outcome, not a refusal', async () => {
      const r = await insertReservation(app, { ...hotel, customerId });
      const chargeId = r.chargeId as string;
      const before = fakeRefundsSoFar();
      // The Stripe client retries a cut connection once under the same key: both answers are lost.
      fake?.dropAnswers('POST /v1/refunds', 2);
      const first = await refund(chargeId);
      expect({ status: first.statusCode, message: first.json().message }).toEqual({ status: 502, message: CommonMessages.payments.outcomeUnknown });
      await ageClaim(chargeId);
      expect((await refund(chargeId)).statusCode).toBe(200);
      const row = await chargeRow(chargeId);
      expect(await refundsAtProvider(row.paymentIntentId as string, before)).toBe(1);
      expect(await eventsOf(r.id, 'reservation.refund')).toHaveLength(1);
    });
  }
});
