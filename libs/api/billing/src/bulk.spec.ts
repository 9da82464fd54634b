/**
 * The billing bulk actions (docs/areas/billing.md, "Bulk actions"): `statements.send` and `invoices.create` resolve a
 * period's statements (scope) or selected ones (ids) with their links, and each item goes through the one-by-one
 * method: worked twice, the second time is skipped with the reason and leaves no second e-mail, invoice, charge or
 * audit event; a declined card is the item's failure with the decline reason, the invoice Not Paid as one by one.
 */
import { BillingMessages, BulkMessages, type BillingPeriodDetail } from '@backoffice/contracts';
import { HttpError, type Actor, type BulkActionDefinition } from '@backoffice/api-server';
import { auditEventsOf, userIdOf } from '@backoffice/api-server/testing';
import { ledgerIntents, outbox } from '@backoffice/api-server/schema';
import { eq, inArray } from 'drizzle-orm';
import { invoices, paymentFailures } from './billing.schema';
import { buildTestAppAsAdmin, demo, insertHotel, insertReservation, noon, type App, type HotelFixture } from './test/helper';

describe('billing bulk actions', () => {
  let app: App;
  let admin: Record<string, string>;
  let actor: Actor;
  let month = 0;

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
    actor = { userId: await userIdOf(app, demo.admin.email), role: 'SuperAdmin', requestId: 'bulk-spec', ip: '127.0.0.1' };
  });
  afterAll(() => app.close());

  const action = (name: 'statements.send' | 'invoices.create') => app.bulk.get(name) as BulkActionDefinition;

  /** A period of its own month of 2021 billing `cards.length` new hotels (each with that payment card). */
  async function period(cards: string[]): Promise<{ periodId: string; name: string; hotels: HotelFixture[]; detail: BillingPeriodDetail }> {
    month += 1;
    const mm = String(month).padStart(2, '0');
    const hotels: HotelFixture[] = [];
    for (const [i, card] of cards.entries()) {
      const hotel = await insertHotel(app, `Bulk ${mm} Hotel ${String.fromCharCode(65 + i)}`, { card });
      await insertReservation(app, { hotelId: hotel.hotelId, start: noon(`2021-${mm}-0${i + 2}`), amount: 10_000 });
      hotels.push(hotel);
    }
    const name = `Bulk period ${mm}`;
    const made = await app.inject({
      method: 'POST',
      url: '/api/reservation/generateReport',
      headers: admin,
      payload: { periodName: name, startDate: `2021-${mm}-01`, endDate: `2021-${mm}-28`, scope: 'hotel', scopeHotel: hotels.map((h) => h.hotelId) },
    });
    expect(made.statusCode).toBe(201);
    const periodId = made.json().data._id as string;
    const detail = (await app.inject({ method: 'GET', url: `/api/reservationStatement/get/${periodId}`, headers: admin })).json() as BillingPeriodDetail;
    return { periodId, name, hotels, detail };
  }
  const mailsTo = async (to: string) => (await app.db.select().from(outbox).where(eq(outbox.recipient, to))).length;

  it('resolves a period (scope) and selected statements (ids) with their links, titled by the period; refuses what it does not know', async () => {
    const p = await period(['pm_card_visa', 'pm_card_visa', 'pm_card_visa']);
    for (const name of ['statements.send', 'invoices.create'] as const) {
      const all = await action(name).resolve({ scope: { periodId: p.periodId }, params: {} }, actor);
      expect(all.title).toBe(p.name);
      expect(all.items).toEqual(
        p.detail.statementGenerated.map((s) => ({ id: s._id, record: { type: 'statement', id: s._id, parentId: p.periodId, name: s.hotelId.name } })),
      );
      const [, second, third] = p.detail.statementGenerated;
      const picked = await action(name).resolve({ ids: [third._id, second._id, third._id], params: {} }, actor);
      expect(picked).toEqual({ title: p.name, items: [third, second].map((s) => ({ id: s._id, record: { type: 'statement', id: s._id, parentId: p.periodId, name: s.hotelId.name } })) });
    }
    const refusal = (selection: Parameters<BulkActionDefinition['resolve']>[0]) =>
      action('statements.send').resolve(selection, actor).then(
        () => null,
        (e: HttpError) => ({ status: e.statusCode, message: e.message }),
      );
    expect(await refusal({ scope: { periodId: '00000000-0000-4000-8000-000000000000' }, params: {} })).toEqual({ status: 404, message: BillingMessages.period.notFound });
    expect(await refusal({ scope: { periodId: 'nope' }, params: {} })).toEqual({ status: 404, message: BillingMessages.period.notFound });
    expect(await refusal({ scope: { period: p.periodId }, params: {} })).toMatchObject({ status: 400 });
    expect(await refusal({ scope: { periodId: p.periodId }, params: { resend: 'true' } })).toEqual({ status: 400, message: BulkMessages.badParams });
    const other = await period(['pm_card_visa']);
    expect(await refusal({ ids: [p.detail.statementGenerated[0]._id, other.detail.statementGenerated[0]._id], params: {} })).toMatchObject({ status: 400 });
  });

  it('statements.send: e-mails each statement once, audited once; the second run skips "Already sent"', async () => {
    const p = await period(['pm_card_visa', 'pm_card_visa']);
    const send = action('statements.send');
    const [first, second] = p.detail.statementGenerated;
    const manager = (id: string) => p.hotels.find((h) => h.hotelId === id)?.managerEmail as string;
    expect(await send.runItem(first._id, {}, actor)).toEqual({ outcome: 'done', message: `Sent to ${manager(first.hotelId._id)}` });
    expect(await send.runItem(first._id, {}, actor)).toEqual({ outcome: 'skipped', message: 'Already sent' });
    expect(await mailsTo(manager(first.hotelId._id))).toBe(1);
    expect((await auditEventsOf(app, 'statement', first._id)).map((e) => e.action)).toEqual(['statement.email']);
    // Sent one by one before the run: skipped too, nothing sent again.
    await app.inject({ method: 'POST', url: '/api/reservation/emailReservationStatement', headers: admin, payload: { statementId: p.periodId, generatedId: second._id } });
    expect(await send.runItem(second._id, {}, actor)).toEqual({ outcome: 'skipped', message: 'Already sent' });
    expect(await mailsTo(manager(second.hotelId._id))).toBe(1);
    expect(await send.runItem('00000000-0000-4000-8000-000000000000', {}, actor)).toEqual({ outcome: 'skipped', message: BulkMessages.recordGone });
  });

  it('statements.send: a hotel with nobody to send to is the item’s failure (422, as one by one), nothing sent', async () => {
    month += 1;
    const mm = String(month).padStart(2, '0');
    const hotel = await insertHotel(app, `Bulk ${mm} Nobody`, { manager: false });
    await app.db.execute(`update users set email = '' where email = '${hotel.ownerEmail}'`);
    await insertReservation(app, { hotelId: hotel.hotelId, start: noon(`2021-${mm}-03`) });
    const made = await app.inject({ method: 'POST', url: '/api/reservation/generateReport', headers: admin, payload: { periodName: `Nobody ${mm}`, startDate: `2021-${mm}-01`, endDate: `2021-${mm}-28`, scope: 'hotel', scopeHotel: [hotel.hotelId] } });
    const { items } = await action('statements.send').resolve({ scope: { periodId: made.json().data._id }, params: {} }, actor);
    const failure = await action('statements.send').runItem(items[0].id, {}, actor).then(
      () => null,
      (e: HttpError) => ({ status: e.statusCode, message: e.message }),
    );
    expect(failure).toEqual({ status: 422, message: BillingMessages.statement.noRecipient });
    expect(await auditEventsOf(app, 'statement', items[0].id)).toEqual([]);
  });

  it('invoices.create: invoices and charges each statement once; the second run skips "Already invoiced (Paid)"; a declined card fails with its reason and stays "Not Paid"', async () => {
    const p = await period(['pm_card_visa', 'pm_card_chargeDeclined']);
    const send = action('statements.send');
    const invoice = action('invoices.create');
    const [paying, declining] = p.detail.statementGenerated.map((s) => ({ ...s, hotel: p.hotels.find((h) => h.hotelId === s.hotelId._id) as HotelFixture }));
    expect(paying.hotelId.name).toMatch(/Hotel A$/);

    // Not e-mailed yet: refused as one by one, nothing created.
    const early = await invoice.runItem(paying._id, {}, actor).then(() => null, (e: HttpError) => ({ status: e.statusCode, message: e.message }));
    expect(early).toEqual({ status: 409, message: BillingMessages.invoice.notEmailed });
    expect(await app.db.select().from(invoices).where(eq(invoices.statementId, paying._id))).toEqual([]);

    for (const s of [paying, declining]) await send.runItem(s._id, {}, actor);
    const done = await invoice.runItem(paying._id, {}, actor);
    expect(done).toEqual({ outcome: 'done', message: expect.stringMatching(/^INV-\d+ Paid$/) });
    expect(await invoice.runItem(paying._id, {}, actor)).toEqual({ outcome: 'skipped', message: 'Already invoiced (Paid)' });
    const [paid] = await app.db.select().from(invoices).where(eq(invoices.statementId, paying._id));
    expect(paid).toMatchObject({ status: 'paid', paid: true, total: 1_650 });
    expect((await app.db.select().from(invoices).where(eq(invoices.statementId, paying._id))).length).toBe(1);
    const customerOf = async (hotelId: string) =>
      ((await app.db.execute(`select payment_customer_id from hotels where id = '${hotelId}'`)) as unknown as { rows: { payment_customer_id: string }[] }).rows[0].payment_customer_id;
    expect((await app.db.select().from(ledgerIntents).where(eq(ledgerIntents.customerId, await customerOf(paying.hotelId._id)))).length).toBe(1);
    expect((await auditEventsOf(app, 'invoice', paid.id)).map((e) => e.action).sort()).toEqual(['invoice.create', 'invoice.paid']);

    const declined = await invoice.runItem(declining._id, {}, actor).then(() => null, (e: HttpError) => ({ status: e.statusCode, message: e.message }));
    const [failedInvoice] = await app.db.select().from(invoices).where(eq(invoices.statementId, declining._id));
    expect(failedInvoice).toMatchObject({ status: 'failed', paid: false });
    expect(declined).toEqual({ status: 402, message: failedInvoice.failureReason });
    expect(declined?.message).toMatch(/declined/i);
    expect(await invoice.runItem(declining._id, {}, actor)).toEqual({ outcome: 'skipped', message: 'Already invoiced (Not Paid)' });
    expect((await app.db.select().from(paymentFailures).where(inArray(paymentFailures.invoiceId, [failedInvoice.id]))).length).toBe(1);
    expect((await auditEventsOf(app, 'invoice', failedInvoice.id)).map((e) => e.action).sort()).toEqual(['invoice.create', 'invoice.payment_failed']);
  });
});
