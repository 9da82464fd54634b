/**
 * Billing periods through inject (docs/areas/billing.md, "Billing periods", "Execute Billing", "Billing
 * Statement", "Statements by e-mail"): the form's messages, what a period bills and never bills twice, the
 * statements' totals recomputed from their reservations, and the statement e-mail with its resend rule.
 */
import { BillingMessages, PlatformMessages, dateOutOfRangeMessage, unreadableDateMessage, type BillingPeriodDetail, type BillingPeriodListResponse } from '@backoffice/contracts';
import { auditEventsOf } from '@backoffice/api-server/testing';
import { auditEvents, charges, outbox, reservations } from '@backoffice/api-server/schema';
import { eq, inArray, sql } from 'drizzle-orm';
import { billingPeriods, statementReservations, statements } from '../billing.schema';
import { readPdf } from '../test/pdf-text';
import { bearer, buildTestAppAsAdmin, demo, insertHotel, insertReservation, loginAs, noon, type App } from '../test/helper';

describe('billing periods', () => {
  let app: App;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
  });
  afterAll(() => app.close());

  const generate = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/reservation/generateReport', headers: admin, payload });
  const detail = (id: string) =>
    app.inject({ method: 'GET', url: `/api/reservationStatement/get/${id}`, headers: admin }).then((r) => r.json() as BillingPeriodDetail);
  const email = (statementId: string, generatedId: string, resend?: boolean) =>
    app.inject({ method: 'POST', url: '/api/reservation/emailReservationStatement', headers: admin, payload: { statementId, generatedId, ...(resend === undefined ? {} : { resend }) } });
  const periodCount = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(billingPeriods))[0].n;

  it('answers the form messages in order and writes nothing', async () => {
    const before = await periodCount();
    const today = new Date().toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string][] = [
      [{ scope: 'all', startDate: '2024-01-01', endDate: '2024-01-31' }, BillingMessages.period.nameRequired],
      [{ scope: 'all', periodName: '  ', startDate: '2024-01-01', endDate: '2024-01-31' }, BillingMessages.period.nameRequired],
      [{ scope: 'all', periodName: 'Jan', endDate: '2024-01-31' }, BillingMessages.period.startRequired],
      [{ scope: 'all', periodName: 'Jan', startDate: '2024-01-01' }, BillingMessages.period.endRequired],
      [{ scope: 'all', periodName: 'Jan', startDate: '2024-01-31', endDate: '2024-01-31' }, BillingMessages.period.endAfterStart],
      [{ scope: 'all', periodName: 'Jan', startDate: '2024-02-01', endDate: '2024-01-31' }, BillingMessages.period.endAfterStart],
      [{ scope: 'all', periodName: 'Now', startDate: '2024-01-01', endDate: today }, BillingMessages.period.endNotAfterYesterday],
      [{ scope: 'hotel', periodName: 'Jan', startDate: '2024-01-01', endDate: '2024-01-31', scopeHotel: [] }, BillingMessages.period.selectHotel],
      [{ scope: 'hotel', periodName: 'Jan', startDate: '2024-01-01', endDate: '2024-01-31' }, BillingMessages.period.selectHotel],
    ];
    for (const [payload, message] of cases) {
      const res = await generate(payload);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    }
    expect((await generate({ scope: 'every', periodName: 'x', startDate: '2024-01-01', endDate: '2024-01-31' })).statusCode).toBe(400);
    expect(await periodCount()).toBe(before);
  });

  it('answers 400 naming the field, not 500 nor the missing message, for a day that is not in the calendar or a garbled instant', async () => {
    const before = await periodCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ scope: 'all', periodName: 'Bad', startDate: '8984-67-48 1::', endDate: '2024-01-31' }, unreadableDateMessage('startDate')],
      [{ scope: 'all', periodName: 'Bad', startDate: '2024-02-30', endDate: '2024-03-31' }, unreadableDateMessage('startDate')],
      [{ scope: 'all', periodName: 'Bad', startDate: '0000-01-01', endDate: '2024-03-31' }, dateOutOfRangeMessage('startDate')],
      [{ scope: 'all', periodName: 'Bad', startDate: '2024-01-01', endDate: '2024-01-31T99:99' }, unreadableDateMessage('endDate')],
    ];
    for (const [payload, message] of cases) {
      const res = await generate(payload);
      expect({ payload, status: res.statusCode, message: res.json().message }).toEqual({ payload, status: 400, message });
    }
    expect(await periodCount()).toBe(before);
  });

  it('answers 401 without a token and 403 to other roles', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/reservationStatement/get' })).statusCode).toBe(401);
    const employee = bearer(await loginAs(app, demo.employee));
    for (const call of [
      { method: 'GET' as const, url: '/api/reservationStatement/get' },
      { method: 'POST' as const, url: '/api/reservation/generateReport', payload: { scope: 'all', periodName: 'x', startDate: '2024-01-01', endDate: '2024-01-31' } },
      { method: 'GET' as const, url: '/api/monthlyFailureReport' },
    ]) {
      const res = await app.inject({ ...call, headers: employee });
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 403, message: PlatformMessages.auth.forbidden });
    }
  });

  it('bills each hotel its unbilled, uncancelled, unexcluded reservations of the period, once', async () => {
    const harbour = await insertHotel(app, 'Harbour Billing Hotel');
    const airport = await insertHotel(app, 'Airport Billing Hotel');
    const inside = [
      await insertReservation(app, { hotelId: harbour.hotelId, start: new Date('2024-03-01T00:00:00.000Z'), amount: 12_000 }),
      await insertReservation(app, { hotelId: harbour.hotelId, start: noon('2024-03-15'), amount: 8_000, status: 'No show' }),
      await insertReservation(app, { hotelId: airport.hotelId, start: new Date('2024-03-31T23:59:59.000Z'), amount: 20_000 }),
    ];
    const outside = [
      await insertReservation(app, { hotelId: harbour.hotelId, start: new Date('2024-02-29T23:59:59.000Z') }),
      await insertReservation(app, { hotelId: harbour.hotelId, start: new Date('2024-04-01T00:00:00.000Z') }),
      await insertReservation(app, { hotelId: harbour.hotelId, start: noon('2024-03-10'), status: 'Cancelled' }),
      await insertReservation(app, { hotelId: harbour.hotelId, start: noon('2024-03-11'), excluded: true }),
      await insertReservation(app, { hotelId: airport.hotelId, start: noon('2024-03-12'), chargeStatus: 'charge' }),
    ];
    const res = await generate({ periodName: 'March 2024', startDate: '2024-03-01', endDate: '2024-03-31T13:00:00.000Z', scope: 'all' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: BillingMessages.period.generated, data: { statementName: 'March 2024', hotelCount: 2 } });
    const period = res.json().data;
    expect(period.statementStart).toBe('2024-03-01T00:00:00.000Z');
    expect(period.statementEnd).toBe('2024-03-31T23:59:59.999Z');

    const shown = await detail(period._id);
    expect(shown.statementGenerated.map((s) => s.hotelId.name)).toEqual(['Airport Billing Hotel', 'Harbour Billing Hotel']);
    const harbourRow = shown.statementGenerated.find((s) => s.hotelId._id === harbour.hotelId);
    expect(harbourRow).toMatchObject({
      reservationCount: 2,
      gross: 20_000,
      commission: 1_800 + 1_200,
      commissionGst: 180 + 120,
      amountOwed: 3_300,
      emailToHotel: false,
      invoiceId: null,
      statementUrl: `/reservationStatement/${period._id}/statement/${harbourRow?._id}/pdf`,
    });
    const marks = await app.db.select({ id: reservations.id, chargeStatus: reservations.chargeStatus }).from(reservations).where(inArray(reservations.id, [...inside, ...outside].map((r) => r.id)));
    const marked = new Set(marks.filter((m) => m.chargeStatus === 'statement').map((m) => m.id));
    expect(marked).toEqual(new Set(inside.map((r) => r.id)));

    // Overlapping dates bill nothing twice: 200 'empty', and no period is written.
    const before = await periodCount();
    const again = await generate({ periodName: 'March again', startDate: '2024-03-02', endDate: '2024-03-20', scope: 'all' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe('empty');
    expect(await periodCount()).toBe(before);

    const listed = (await app.inject({ method: 'GET', url: '/api/reservationStatement/get', headers: admin }).then((r) => r.json())) as BillingPeriodListResponse;
    expect(listed.data[0]).toMatchObject({ _id: period._id, hotelCount: 2 });
    const [event] = await auditEventsOf(app, 'billing_period', period._id);
    expect(event).toMatchObject({ action: 'billing_period.generate', after: { hotels: 2, reservations: 3 } });
  });

  it("tells nothing found to bill (422, ours) from everything found billed before (200 'empty'), and writes nothing", async () => {
    const before = await periodCount();
    // No reservation at all started in the range (the demo data goes back six months).
    const none = await generate({ periodName: 'Jan 2019', startDate: '2019-01-01', endDate: '2019-01-31', scope: 'all' });
    expect({ status: none.statusCode, message: none.json().message }).toEqual({ status: 422, message: BillingMessages.period.nothingToBill });

    // The chosen hotel's reservations of the range are cancelled or excluded: nothing to bill either.
    const quiet = await insertHotel(app, 'Quiet Billing Hotel');
    const busy = await insertHotel(app, 'Busy Billing Hotel');
    await insertReservation(app, { hotelId: quiet.hotelId, start: noon('2019-02-10'), status: 'Cancelled' });
    await insertReservation(app, { hotelId: quiet.hotelId, start: noon('2019-02-11'), excluded: true });
    const other = await insertReservation(app, { hotelId: busy.hotelId, start: noon('2019-02-12') });
    const quietOnly = { periodName: 'Feb 2019', startDate: '2019-02-01', endDate: '2019-02-28', scope: 'hotel', scopeHotel: [quiet.hotelId] };
    const nothing = await generate(quietOnly);
    expect({ status: nothing.statusCode, message: nothing.json().message }).toEqual({ status: 422, message: BillingMessages.period.nothingToBill });
    const [untouched] = await app.db.select({ chargeStatus: reservations.chargeStatus }).from(reservations).where(eq(reservations.id, other.id));
    expect(untouched.chargeStatus).toBeNull();

    // Found, but every one billed before: the spec's 'empty' ('Records already processed.' on the screen).
    await insertReservation(app, { hotelId: quiet.hotelId, start: noon('2019-02-13'), chargeStatus: 'statement' });
    const billed = await generate(quietOnly);
    expect(billed.statusCode).toBe(200);
    expect(billed.body).toBe('empty');
    expect(await periodCount()).toBe(before);
  });

  it('bills only the chosen hotels when the scope is hotel, and refuses an unknown one', async () => {
    const chosen = await insertHotel(app, 'Chosen Scope Hotel');
    const left = await insertHotel(app, 'Left Out Scope Hotel');
    await insertReservation(app, { hotelId: chosen.hotelId, start: noon('2024-05-05') });
    const leftOut = await insertReservation(app, { hotelId: left.hotelId, start: noon('2024-05-06') });
    const unknown = await generate({ periodName: 'May', startDate: '2024-05-01', endDate: '2024-05-31', scope: 'hotel', scopeHotel: ['00000000-0000-4000-8000-000000000000'] });
    expect({ status: unknown.statusCode, message: unknown.json().message }).toEqual({ status: 400, message: BillingMessages.period.unknownHotel });
    const res = await generate({ periodName: 'May', startDate: '2024-05-01', endDate: '2024-05-31', scope: 'hotel', scopeHotel: [chosen.hotelId] });
    expect(res.statusCode).toBe(201);
    const shown = await detail(res.json().data._id);
    expect(shown.scope).toBe('hotel');
    expect(shown.statementGenerated.map((s) => s.hotelId._id)).toEqual([chosen.hotelId]);
    const [row] = await app.db.select({ chargeStatus: reservations.chargeStatus }).from(reservations).where(eq(reservations.id, leftOut.id));
    expect(row.chargeStatus).toBeNull();
  });

  it('bills a partially refunded reservation at what was paid less what was refunded, commission as charged', async () => {
    const hotel = await insertHotel(app, 'Partly Refunded Billing Hotel');
    const partly = await insertReservation(app, { hotelId: hotel.hotelId, start: noon('2024-07-03'), amount: 20_000, commission: 3_000 });
    await insertReservation(app, { hotelId: hotel.hotelId, start: noon('2024-07-04'), amount: 10_000, commission: 1_500 });
    await app.db.update(charges).set({ refundedAmount: 5_000 }).where(eq(charges.reservationId, partly.id));
    const res = await generate({ periodName: 'July partial', startDate: '2024-07-01', endDate: '2024-07-31', scope: 'hotel', scopeHotel: [hotel.hotelId] });
    expect(res.statusCode).toBe(201);
    const [statement] = await app.db.select().from(statements).where(eq(statements.hotelId, hotel.hotelId));
    expect(statement).toMatchObject({ reservationCount: 2, gross: 15_000 + 10_000, commission: 3_000 + 1_500 });
    const [line] = await app.db.select().from(statementReservations).where(eq(statementReservations.reservationId, partly.id));
    expect(line.amount).toBe(15_000);
  });

  it('two generations at once bill each reservation once', async () => {
    const hotel = await insertHotel(app, 'Race Billing Hotel');
    for (let d = 1; d <= 6; d++) await insertReservation(app, { hotelId: hotel.hotelId, start: noon(`2024-06-0${d}`) });
    const results = await Promise.all([1, 2, 3].map((n) => generate({ periodName: `June ${n}`, startDate: '2024-06-01', endDate: '2024-06-30', scope: 'all' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    const [billed] = await app.db.select({ n: sql<number>`count(*)::int` }).from(statementReservations).innerJoin(statements, eq(statements.id, statementReservations.statementId)).where(eq(statements.hotelId, hotel.hotelId));
    expect(billed.n).toBe(6);
  });

  it("every statement's totals recompute exactly from the reservations it lists", async () => {
    const rows = await app.db.execute(sql`
      select s.id, s.reservation_count, s.gross, s.commission, s.commission_gst,
             count(sr.reservation_id)::int as n, sum(c.amount - c.refunded_amount)::int as gross2, sum(c.commission)::int as commission2, sum(c.commission_gst)::int as gst2
        from statements s join statement_reservations sr on sr.statement_id = s.id join charges c on c.reservation_id = sr.reservation_id
       group by s.id`);
    const list = (rows as unknown as { rows: Record<string, number>[] }).rows;
    expect(list.length).toBeGreaterThan(2);
    for (const s of list) {
      expect([s.n, s.gross2, s.commission2, s.gst2]).toEqual([s.reservation_count, s.gross, s.commission, s.commission_gst]);
    }
  });

  it("e-mails a statement to the hotel's revenue manager, or its owner, and asks before resending", async () => {
    const managed = await insertHotel(app, 'Managed Mail Hotel');
    const ownerOnly = await insertHotel(app, 'Owner Mail Hotel', { manager: false });
    await insertReservation(app, { hotelId: managed.hotelId, start: noon('2024-07-03') });
    await insertReservation(app, { hotelId: ownerOnly.hotelId, start: noon('2024-07-04') });
    const made = await generate({ periodName: 'July 2024', startDate: '2024-07-01', endDate: '2024-07-31', scope: 'all' });
    const period = await detail(made.json().data._id);
    const [first, second] = period.statementGenerated; // by hotel name: Managed, Owner
    expect(first.hotelId.name).toBe('Managed Mail Hotel');

    const sent = await email(period._id, first._id);
    expect({ status: sent.statusCode, message: sent.json().message }).toEqual({ status: 200, message: BillingMessages.statement.emailed });
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.recipient, managed.managerEmail as string));
    expect(mail.subject).toBe('Billing statement July 2024 - Managed Mail Hotel');
    expect(mail.body).toContain('1 reservations');
    // The statement PDF rides along, and reads back with the statement's totals.
    expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    const attached = await readPdf((await app.storage.read(mail.attachments[0].key)) as Buffer);
    const owed = `AUD ${(first.amountOwed / 100).toFixed(2)}`;
    expect(attached.text).toContain('Managed Mail Hotel');
    expect(attached.text).toContain(`Amount owed ${owed}`);
    const viaApi = await app.inject({ method: 'GET', url: `/api${first.statementUrl}`, headers: admin });
    expect(viaApi.headers['content-type']).toBe('application/pdf');
    expect((await readPdf(viaApi.rawPayload)).text).toContain(`Amount owed ${owed}`);

    const again = await email(period._id, first._id);
    expect({ status: again.statusCode, message: again.json().message }).toEqual({ status: 409, message: BillingMessages.statement.resendConfirm });
    expect((await email(period._id, first._id, true)).statusCode).toBe(200);
    expect((await app.db.select().from(outbox).where(eq(outbox.recipient, managed.managerEmail as string))).length).toBe(2);

    expect((await email(period._id, second._id)).statusCode).toBe(200);
    expect((await app.db.select().from(outbox).where(eq(outbox.recipient, ownerOnly.ownerEmail))).length).toBe(1);

    const shown = await detail(period._id);
    expect(shown.statementGenerated[0]).toMatchObject({ emailToHotel: true, emailCount: 2, recipient: managed.managerEmail });
    const events = await app.db.select().from(auditEvents).where(eq(auditEvents.entityId, first._id));
    expect(events.map((e) => e.action)).toEqual(['statement.email', 'statement.email']);

    expect((await email(period._id, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await email('00000000-0000-4000-8000-000000000000', first._id)).statusCode).toBe(404);
  });

  it('e-mails a statement once when five sends arrive at once, and keeps its PDF', async () => {
    const hotel = await insertHotel(app, 'Busy Mail Hotel');
    await insertReservation(app, { hotelId: hotel.hotelId, start: noon('2024-08-05') });
    const made = await generate({ periodName: 'August 2024', startDate: '2024-08-01', endDate: '2024-08-31', scope: 'all' });
    const [statement] = (await detail(made.json().data._id)).statementGenerated;
    const answers = await Promise.all(Array.from({ length: 5 }, () => email(made.json().data._id, statement._id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await app.db.select().from(outbox).where(eq(outbox.recipient, hotel.managerEmail as string))).length).toBe(1);
    const events = await app.db.select().from(auditEvents).where(eq(auditEvents.entityId, statement._id));
    expect(events.map((e) => [e.action, e.before, (e.after as { emailCount: number }).emailCount])).toEqual([['statement.email', { emailToHotel: false, emailCount: 0 }, 1]]);
    const [row] = await app.db.select().from(statements).where(eq(statements.id, statement._id));
    expect({ emailCount: row.emailCount, pdfKept: row.pdfKey !== null }).toEqual({ emailCount: 1, pdfKept: true });
  });
});
