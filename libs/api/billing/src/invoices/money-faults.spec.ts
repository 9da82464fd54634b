/**
 * Invoice charges when the payment provider misbehaves (docs/api-database.md, "Money actions";
 * docs/areas/billing.md, "Invoices"), on the embedded ledger and on the Stripe adapter against the fake Stripe
 * server: a charge that takes effect and then times out or fails, and a charge that answers slowly while a
 * second request comes. Each invoice is charged once at the provider, paid once and audited once.
 */
import { BillingMessages, CommonMessages, type BillingPeriodDetail } from '@backoffice/contracts';
import { MONEY_CLAIM_STALE_MS } from '@backoffice/api-server';
import { PAYMENT_BACKINGS, auditEventsOf, injectPaymentFault, onPaymentBacking, statusAndMessage, whileHeld, type FakeStripe, type PaymentFault } from '@backoffice/api-server/testing';
import { ledgerIntents } from '@backoffice/api-server/schema';
import { eq, sql } from 'drizzle-orm';
import { invoices } from '../billing.schema';
import { buildTestAppAsAdmin, insertHotel, insertReservation, noon, type App, type HotelFixture } from '../test/helper';

describe.each(PAYMENT_BACKINGS)('invoice charges under provider faults: %s', (_name, backing) => {
  let app: App;
  let admin: Record<string, string>;
  let fake: FakeStripe | undefined;
  let month = 0;

  onPaymentBacking(backing, async (overrides, started) => {
    fake = started;
    ({ app, admin } = await buildTestAppAsAdmin(overrides));
    return app;
  });

  /** An e-mailed statement of its own month of 2022 for a new hotel. */
  async function statement(): Promise<{ hotel: HotelFixture; periodId: string; statementId: string }> {
    month += 1;
    const mm = String(month).padStart(2, '0');
    const hotel = await insertHotel(app, `Faulty Invoice Hotel ${mm}`);
    await insertReservation(app, { hotelId: hotel.hotelId, start: noon(`2022-${mm}-03`), amount: 10_000 });
    const made = await app.inject({ method: 'POST', url: '/api/reservation/generateReport', headers: admin, payload: { periodName: `Faults ${mm}`, startDate: `2022-${mm}-01`, endDate: `2022-${mm}-28`, scope: 'hotel', scopeHotel: [hotel.hotelId] } });
    const periodId = made.json().data._id as string;
    const period = (await app.inject({ method: 'GET', url: `/api/reservationStatement/get/${periodId}`, headers: admin })).json() as BillingPeriodDetail;
    const statementId = period.statementGenerated[0]._id;
    await app.inject({ method: 'POST', url: '/api/reservation/emailReservationStatement', headers: admin, payload: { statementId: periodId, generatedId: statementId } });
    return { hotel, periodId, statementId };
  }
  const generate = (s: { periodId: string; statementId: string }) =>
    app.inject({ method: 'POST', url: '/api/reservation/generateInvoice', headers: admin, payload: { statementId: s.periodId, generatedId: s.statementId } });
  const invoiceOf = async (statementId: string) => (await app.db.select().from(invoices).where(eq(invoices.statementId, statementId)))[0];
  const ageClaim = (statementId: string) =>
    app.db.update(invoices).set({ pendingSince: sql`${invoices.pendingSince} - make_interval(secs => ${(MONEY_CLAIM_STALE_MS + 1_000) / 1_000})` }).where(eq(invoices.statementId, statementId));
  /** Charges that took effect at the provider: the ledger's intents of the hotel, or the fake Stripe's since `before`. */
  const chargesAtProvider = async (hotel: HotelFixture, before: number) => {
    if (fake) return (fake.effects.get('POST /v1/payment_intents') ?? 0) - before;
    const [h] = (await app.db.execute(`select payment_customer_id from hotels where id = '${hotel.hotelId}'`) as unknown as { rows: { payment_customer_id: string }[] }).rows;
    return (await app.db.select().from(ledgerIntents).where(eq(ledgerIntents.customerId, h.payment_customer_id))).length;
  };
  const paidEvents = async (invoiceId: string) => (await auditEventsOf(app, 'invoice', invoiceId)).filter((e) => e.action === 'invoice.paid');
  const fakeChargesSoFar = () => fake?.effects.get('POST /v1/payment_intents') ?? 0;

  it.each<PaymentFault>(['timeout-after-effect', 'error-after-effect'])(
    'a charge that took effect but answered %s: 502, the claim kept, the retry after the take-over is the same charge',
    async (fault) => {
      const s = await statement();
      const before = fakeChargesSoFar();
      const spy = jest.spyOn(app.payments, 'createPaymentIntent');
      const injected = injectPaymentFault(app.payments, 'createPaymentIntent', fault);
      let keys: string[] = [];
      try {
        const first = await generate(s);
        expect({ status: first.statusCode, message: first.json().message }).toEqual({ status: 502, message: CommonMessages.payments.outcomeUnknown });
        expect(await invoiceOf(s.statementId)).toMatchObject({ status: 'pending', attempts: 1 });
        const tooSoon = await generate(s);
        expect({ status: tooSoon.statusCode, message: tooSoon.json().message }).toEqual({ status: 409, message: BillingMessages.invoice.busy });
        await ageClaim(s.statementId);
        const retry = await generate(s);
        expect(retry.statusCode).toBe(201);
        expect(retry.json().data).toMatchObject({ paid: true, status: 'paid' });
        expect(injected.calls()).toBe(2);
      } finally {
        injected.restore();
        keys = spy.mock.calls.map((c) => c[1]);
        spy.mockRestore();
      }
      expect(new Set(keys).size).toBe(1);
      const invoice = await invoiceOf(s.statementId);
      expect(invoice).toMatchObject({ status: 'paid', attempts: 1, pendingSince: null });
      expect(await chargesAtProvider(s.hotel, before)).toBe(1);
      expect(await paidEvents(invoice.id)).toHaveLength(1);
    },
  );

  it('a charge answering slowly: a second request meanwhile gets 409 and charges nothing; one charge, one event', async () => {
    const s = await statement();
    const before = fakeChargesSoFar();
    const held = await whileHeld(app.payments, 'createPaymentIntent', () => generate(s), () => generate(s));
    expect([held.answer.statusCode, held.calls]).toEqual([201, 1]);
    expect(statusAndMessage(held.meanwhile)).toEqual({ status: 409, message: BillingMessages.invoice.busy });
    const invoice = await invoiceOf(s.statementId);
    expect(await chargesAtProvider(s.hotel, before)).toBe(1);
    expect(await paidEvents(invoice.id)).toHaveLength(1);
  });

  if (_name.startsWith('stripe')) {
    it('the Stripe adapter takes a cut connection after the charge for an unknown outcome, not a decline', async () => {
      const s = await statement();
      const before = fakeChargesSoFar();
      fake?.dropAnswers('POST /v1/payment_intents', 2);
      const first = await generate(s);
      expect(first.statusCode).toBe(502);
      await ageClaim(s.statementId);
      expect((await generate(s)).statusCode).toBe(201);
      const invoice = await invoiceOf(s.statementId);
      expect(await chargesAtProvider(s.hotel, before)).toBe(1);
      expect(await paidEvents(invoice.id)).toHaveLength(1);
    });
  }
});
