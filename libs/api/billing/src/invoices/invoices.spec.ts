/**
 * Invoices through inject (docs/areas/billing.md, "Invoices", "Invoice PDFs", "Payment failures"): generated
 * only after the statement's e-mail and only once (ten at once make one charge), a decline becomes a payment
 * failure record and Not Paid, the invoice list, its PDF read back, Send by email.
 */
import { BillingMessages, type BillingPeriodDetail, type Invoice, type InvoiceDetail, type InvoiceListResponse, type PaymentFailure } from '@backoffice/contracts';
import { auditEventsOf } from '@backoffice/api-server/testing';
import { ledgerIntents, outbox, reservations } from '@backoffice/api-server/schema';
import { eq, inArray, sql } from 'drizzle-orm';
import { paymentFailures, statements } from '../billing.schema';
import { readPdf } from '../test/pdf-text';
import { buildTestAppAsAdmin, insertHotel, insertReservation, noon, type App, type HotelFixture } from '../test/helper';

describe('invoices', () => {
  let app: App;
  let admin: Record<string, string>;
  let month = 0;

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
  });
  afterAll(() => app.close());

  /** A period (its own month of 2023) holding one statement for `hotel`, e-mailed unless `emailed` is false. */
  async function statementFor(hotel: HotelFixture, amounts: number[], emailed = true): Promise<{ periodId: string; statementId: string; reservationIds: string[] }> {
    month += 1;
    const mm = String(month).padStart(2, '0');
    const reservationIds: string[] = [];
    for (const [i, amount] of amounts.entries()) {
      reservationIds.push((await insertReservation(app, { hotelId: hotel.hotelId, start: noon(`2023-${mm}-${String(i + 1).padStart(2, '0')}`), amount })).id);
    }
    const made = await app.inject({ method: 'POST', url: '/api/reservation/generateReport', headers: admin, payload: { periodName: `Period ${mm}`, startDate: `2023-${mm}-01`, endDate: `2023-${mm}-28`, scope: 'hotel', scopeHotel: [hotel.hotelId] } });
    expect(made.statusCode).toBe(201);
    const periodId = made.json().data._id as string;
    const period = (await app.inject({ method: 'GET', url: `/api/reservationStatement/get/${periodId}`, headers: admin })).json() as BillingPeriodDetail;
    const statementId = period.statementGenerated[0]._id;
    if (emailed) {
      const sent = await app.inject({ method: 'POST', url: '/api/reservation/emailReservationStatement', headers: admin, payload: { statementId: periodId, generatedId: statementId } });
      expect(sent.statusCode).toBe(200);
    }
    return { periodId, statementId, reservationIds };
  }
  const generateInvoice = (s: { periodId: string; statementId: string }, key?: string) =>
    app.inject({ method: 'POST', url: '/api/reservation/generateInvoice', headers: { ...admin, ...(key ? { 'idempotency-key': key } : {}) }, payload: { statementId: s.periodId, generatedId: s.statementId } });
  const intentsOf = async (hotel: HotelFixture) => {
    const [h] = (await app.db.execute(`select payment_customer_id from hotels where id = '${hotel.hotelId}'`) as unknown as { rows: { payment_customer_id: string }[] }).rows;
    return app.db.select().from(ledgerIntents).where(eq(ledgerIntents.customerId, h.payment_customer_id));
  };

  /** Moves an invoice's declines back past the minute another attempt waits for, as if the minute had gone by. */
  const ageDeclines = (invoiceId: string) =>
    app.db.update(paymentFailures).set({ createdAt: sql`${paymentFailures.createdAt} - interval '61 seconds'` }).where(eq(paymentFailures.invoiceId, invoiceId));
  const failuresOf = (invoiceId: string) => app.db.select().from(paymentFailures).where(eq(paymentFailures.invoiceId, invoiceId));

  it('is generated only after the e-mail, charges the commission owed once, and marks the reservations invoiced', async () => {
    const hotel = await insertHotel(app, 'Invoice Paid Hotel');
    const s = await statementFor(hotel, [10_000, 20_000], false);
    const early = await generateInvoice(s);
    expect({ status: early.statusCode, message: early.json().message }).toEqual({ status: 409, message: BillingMessages.invoice.notEmailed });
    await app.inject({ method: 'POST', url: '/api/reservation/emailReservationStatement', headers: admin, payload: { statementId: s.periodId, generatedId: s.statementId } });

    const res = await generateInvoice(s);
    expect(res.statusCode).toBe(201);
    const invoice = res.json().data as Invoice;
    expect(res.json().message).toBe(BillingMessages.invoice.generated);
    // 15 % commission of 30,000 = 4,500; GST 10 % = 450.
    expect(invoice).toMatchObject({ paid: true, status: 'paid', subtotal: 4_500, tax: 450, total: 4_950, currency: 'AUD', customer_name: 'Invoice Paid Hotel', customer_email: hotel.ownerEmail });
    expect(invoice.number).toMatch(/^INV-\d{6}$/);
    expect(invoice.status_transitions.paid_at).toBeGreaterThanOrEqual(invoice.created);
    expect(invoice.due_date).toBeGreaterThan(invoice.created);
    expect(invoice.lines.data).toEqual([{ description: 'Commission on 2 reservations, Period 01', quantity: 1, price: { unit_amount: 4_500 }, amount: 4_500 }]);
    const intents = await intentsOf(hotel);
    expect(intents.map((i) => [i.amount, i.currency, i.status])).toEqual([[4_950, 'AUD', 'succeeded']]);

    const marks = await app.db.select({ chargeStatus: reservations.chargeStatus, invoiceIssueDate: reservations.invoiceIssueDate }).from(reservations).where(inArray(reservations.id, s.reservationIds));
    expect(marks.every((m) => m.chargeStatus === 'charge' && m.invoiceIssueDate)).toBe(true);

    const twice = await generateInvoice(s);
    expect({ status: twice.statusCode, message: twice.json().message }).toEqual({ status: 409, message: BillingMessages.invoice.alreadyInvoiced });
    expect((await intentsOf(hotel)).length).toBe(1);

    const shown = (await app.inject({ method: 'GET', url: `/api/reservationStatement/get/${s.periodId}`, headers: admin })).json() as BillingPeriodDetail;
    // The statement names its last e-mail in the mail queue, which the statement's row links to.
    const [{ outboxId }] = await app.db.select({ outboxId: statements.outboxId }).from(statements).where(eq(statements.id, s.statementId));
    expect(shown.statementGenerated[0].mailId).toBe(outboxId);
    expect(outboxId).toEqual(expect.any(String));
    expect(shown.statementGenerated[0].invoiceId).toMatchObject({ _id: invoice.id, number: invoice.number, paid: true, status: 'paid', downloadUrl: `/invoice/${invoice.id}/pdf` });
    const events = await auditEventsOf(app, 'invoice', invoice.id);
    expect(events.map((e) => e.action).sort()).toEqual(['invoice.create', 'invoice.paid']);
  });

  it('ten requests at once make one invoice and one charge', async () => {
    const hotel = await insertHotel(app, 'Invoice Race Hotel');
    const s = await statementFor(hotel, [5_000]);
    const results = await Promise.all(Array.from({ length: 10 }, () => generateInvoice(s)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    expect((await intentsOf(hotel)).length).toBe(1);
  });

  it('replays an Idempotency-Key answer without a second charge', async () => {
    const hotel = await insertHotel(app, 'Invoice Replay Hotel');
    const s = await statementFor(hotel, [7_000]);
    const first = await generateInvoice(s, 'invoice-key-1');
    const second = await generateInvoice(s, 'invoice-key-1');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect((await intentsOf(hotel)).length).toBe(1);
  });

  it('a declined card writes a payment failure record with the reason and leaves the invoice Not Paid', async () => {
    const hotel = await insertHotel(app, 'Declined Card Hotel', { card: 'pm_card_chargeDeclined' });
    const s = await statementFor(hotel, [40_000]);
    const res = await generateInvoice(s);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ message: BillingMessages.invoice.failed, reason: 'Your card was declined.', data: { paid: false, status: 'failed', failure_reason: 'Your card was declined.', total: 6_600 } });
    const failures = (await app.inject({ method: 'GET', url: '/api/monthlyFailureReport', headers: admin })).json().data as PaymentFailure[];
    const mine = failures.filter((f) => f.hotelId === hotel.hotelId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ name: 'Declined Card Hotel', reason: 'Your card was declined.', amount: 6_600, currency: 'AUD', InvId: res.json().data.number });
    expect(mine[0].paymentMethod).toMatch(/^pm_/);
    const shown = (await app.inject({ method: 'GET', url: `/api/reservationStatement/get/${s.periodId}`, headers: admin })).json() as BillingPeriodDetail;
    // The statement names its last e-mail in the mail queue, which the statement's row links to.
    const [{ outboxId }] = await app.db.select({ outboxId: statements.outboxId }).from(statements).where(eq(statements.id, s.statementId));
    expect(shown.statementGenerated[0].mailId).toBe(outboxId);
    expect(outboxId).toEqual(expect.any(String));
    expect(shown.statementGenerated[0].invoiceId).toMatchObject({ paid: false, status: 'failed', failureReason: 'Your card was declined.' });

    // Another attempt, once the minute after the decline has gone by, charges again under a new key and,
    // declined again, adds a second record; the invoice stays one.
    await ageDeclines(res.json().data.id);
    const retry = await generateInvoice(s);
    expect(retry.statusCode).toBe(402);
    expect(retry.json().data.id).toBe(res.json().data.id);
    const after = ((await app.inject({ method: 'GET', url: '/api/monthlyFailureReport', headers: admin })).json().data as PaymentFailure[]).filter((f) => f.hotelId === hotel.hotelId);
    expect(after).toHaveLength(2);

    // ?from=&to= (the dashboard's failed payments this month): the records created between the two instants.
    const records = await failuresOf(res.json().data.id);
    const older = records.reduce((a, b) => (a.createdAt < b.createdAt ? a : b));
    await app.db.update(paymentFailures).set({ createdAt: new Date('2026-02-10T05:00:00Z') }).where(eq(paymentFailures.id, older.id));
    const between = async (from: string, to: string) => {
      const answer = await app.inject({ method: 'GET', url: `/api/monthlyFailureReport?from=${from}&to=${to}`, headers: admin });
      expect(answer.statusCode).toBe(200);
      return (answer.json().data as PaymentFailure[]).filter((f) => f.hotelId === hotel.hotelId).map((f) => f._id);
    };
    expect(await between('2026-02-10T05:00:00.000Z', '2026-02-10T05:00:00.000Z')).toEqual([older.id]);
    expect(await between('2026-02-01T00:00:00.000Z', '2026-02-10T04:59:59.999Z')).toEqual([]);
    expect(await between('2026-03-01T00:00:00.000Z', new Date(Date.now() + 60_000).toISOString())).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: '/api/monthlyFailureReport?from=yesterday', headers: admin })).statusCode).toBe(400);
  });

  it('ten clicks on a declining card make one attempt, one failure record and one event; a retry after the minute makes one more', async () => {
    const hotel = await insertHotel(app, 'Double Click Hotel', { card: 'pm_card_chargeDeclined' });
    const s = await statementFor(hotel, [20_000]);
    const spy = jest.spyOn(app.payments, 'createPaymentIntent');
    try {
      const clicks = await Promise.all(Array.from({ length: 10 }, () => generateInvoice(s)));
      // And one more click right after them: still within the minute after the decline.
      const late = await generateInvoice(s);
      const answers = [...clicks, late];
      expect(answers.filter((r) => r.statusCode === 402)).toHaveLength(1);
      const refused = answers.filter((r) => r.statusCode === 409);
      expect(refused).toHaveLength(10);
      for (const r of refused) expect([BillingMessages.invoice.busy, BillingMessages.invoice.declinedRecently]).toContain(r.json().message);
      expect(late.json().message).toBe(BillingMessages.invoice.declinedRecently);
      expect(spy).toHaveBeenCalledTimes(1);
      const invoiceId = answers.find((r) => r.statusCode === 402)?.json().data.id as string;
      expect(await failuresOf(invoiceId)).toHaveLength(1);
      const declined = async () => (await auditEventsOf(app, 'invoice', invoiceId)).filter((e) => e.action === 'invoice.payment_failed');
      expect(await declined()).toHaveLength(1);

      // A deliberate retry after the minute: exactly one new attempt under a new key.
      await ageDeclines(invoiceId);
      const retries = await Promise.all(Array.from({ length: 3 }, () => generateInvoice(s)));
      expect(retries.map((r) => r.statusCode).sort()).toEqual([402, 409, 409]);
      expect(spy).toHaveBeenCalledTimes(2);
      expect(new Set(spy.mock.calls.map((c) => c[1])).size).toBe(2);
      expect(await failuresOf(invoiceId)).toHaveLength(2);
      expect(await declined()).toHaveLength(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('a hotel without a payment method fails with that reason', async () => {
    const hotel = await insertHotel(app, 'No Card Hotel', { card: null });
    const s = await statementFor(hotel, [10_000]);
    const res = await generateInvoice(s);
    expect(res.statusCode).toBe(402);
    expect(res.json().reason).toBe(BillingMessages.invoice.noPaymentMethod);
  });

  it("lists a hotel's invoices, opens one, renders its PDF and sends it by e-mail", async () => {
    const hotel = await insertHotel(app, 'Invoice List Hotel');
    const a = await statementFor(hotel, [10_000]);
    const b = await statementFor(hotel, [30_000, 10_000]);
    const first = (await generateInvoice(a)).json().data as Invoice;
    const second = (await generateInvoice(b)).json().data as Invoice;
    const list = (await app.inject({ method: 'POST', url: '/api/invoice', headers: admin, payload: { hotelId: hotel.hotelId } })).json() as InvoiceListResponse;
    expect(list.hotel).toEqual({ _id: hotel.hotelId, name: 'Invoice List Hotel' });
    expect(list.data.map((i) => i.id)).toEqual([second.id, first.id]);
    // The invoice's page links its statement (with its period) and each reservation it bills (docs/areas/billing.md, "Links").
    const detail = (await app.inject({ method: 'GET', url: `/api/invoice/${second.id}`, headers: admin })).json() as InvoiceDetail;
    const billed = await app.db.select({ id: reservations.id, bookingNo: reservations.bookingNo }).from(reservations).where(inArray(reservations.id, b.reservationIds));
    const bookingOf = (id: string) => `TF${billed.find((r) => r.id === id)?.bookingNo}`;
    expect(detail).toEqual({
      ...second,
      statement: { _id: b.statementId, periodId: b.periodId, periodName: expect.stringMatching(/^Period \d\d$/) },
      reservations: [
        { _id: b.reservationIds[0], bookingId: bookingOf(b.reservationIds[0]), customer: { _id: null, name: 'Guest' }, start: expect.any(String), amount: 30_000, commission: 4_500, commissionGst: 450 },
        { _id: b.reservationIds[1], bookingId: bookingOf(b.reservationIds[1]), customer: { _id: null, name: 'Guest' }, start: expect.any(String), amount: 10_000, commission: 1_500, commissionGst: 150 },
      ],
    });
    expect((await app.inject({ method: 'POST', url: '/api/invoice', headers: admin, payload: { hotelId: '00000000-0000-4000-8000-000000000000' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/invoice/00000000-0000-4000-8000-000000000000', headers: admin })).statusCode).toBe(404);

    const pdf = await app.inject({ method: 'GET', url: `/api/invoice/${second.id}/pdf`, headers: admin });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await readPdf(pdf.rawPayload);
    expect(text).toContain(second.number);
    // 15 % of 40,000 cents is 6,000 (AUD 60.00), GST 600 (AUD 6.00): the totals printed are the invoice's.
    expect(second).toMatchObject({ subtotal: 6_000, tax: 600, total: 6_600 });
    expect(text).toContain('Subtotal AUD 60.00 GST AUD 6.00 Total AUD 66.00');
    expect(text).toContain('Paid on');
    expect(text).toContain('Invoice List Hotel');

    const sent = await app.inject({ method: 'POST', url: `/api/invoice/${second.id}/email`, headers: admin });
    expect(sent.json()).toEqual({ message: BillingMessages.invoice.emailed(hotel.ownerEmail) });
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.subject, `Timeflyz Pty Ltd invoice ${second.number}`));
    expect(mail.recipient).toBe(hotel.ownerEmail);
  });
});
