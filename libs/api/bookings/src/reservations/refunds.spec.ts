/**
 * Partial refunds (docs/areas/bookings.md, "Refunds"), on the embedded ledger and on the Stripe adapter against the
 * fake Stripe server: several refunds of one charge, each with its reason, their sum never above what was captured
 * (also under ten concurrent requests with different keys), the payment status in the list and the details, the
 * old body, Cancel and refund, and a refund above what remains (400, nothing changes).
 */
import { BookingsMessages, formatMoney, type ReservationDetails, type ReservationListResponse } from '@backoffice/contracts';
import { PAYMENT_BACKINGS, auditEventsOf, onPaymentBacking } from '@backoffice/api-server/testing';
import { charges, reservations } from '@backoffice/api-server/schema';
import { eq } from 'drizzle-orm';
import { chargeRefunds } from '../bookings.schema';
import { buildTestAppAsAdmin, insertCustomer, insertHotel, insertReservation, type App } from '../test/helper';

describe.each(PAYMENT_BACKINGS)('partial refunds: %s', (_name, backing) => {
  let app: App;
  let admin: Record<string, string>;
  let hotel: { hotelId: string; roomId: string };
  let customerId: string;

  onPaymentBacking(backing, async (overrides) => {
    ({ app, admin } = await buildTestAppAsAdmin(overrides));
    hotel = await insertHotel(app, 'Partial Refund Lodge');
    customerId = await insertCustomer(app, 'Pat', 'Partridge');
    return app;
  });

  const refund = (payload: Record<string, unknown>, key?: string) =>
    app.inject({ method: 'POST', url: '/api/reservation/refund', headers: { ...admin, ...(key ? { 'idempotency-key': key } : {}) }, payload });
  const details = (id: string) => app.inject({ method: 'GET', url: `/api/reservation/${id}`, headers: admin }).then((r) => r.json() as ReservationDetails);
  const listRow = async (bookingNo: number) => {
    const res = await app.inject({ method: 'GET', url: `/api/reservation/getReservations?search=${bookingNo}`, headers: admin });
    return (res.json() as ReservationListResponse).data[0];
  };
  const chargeRow = async (id: string) => (await app.db.select().from(charges).where(eq(charges.id, id)))[0];
  const refundRows = (chargeId: string) => app.db.select().from(chargeRefunds).where(eq(chargeRefunds.chargeId, chargeId));
  const refundEvents = async (id: string) => (await auditEventsOf(app, 'reservation', id)).filter((e) => e.action === 'reservation.refund');
  const intentOf = async (chargeId: string) => app.payments.getPaymentIntent((await chargeRow(chargeId)).paymentIntentId as string);

  it('two partial refunds then the rest: Partially refunded, then Refunded; each recorded with its reason and who asked', async () => {
    const r = await insertReservation(app, { ...hotel, customerId });
    const chargeId = r.chargeId as string;

    const first = await refund({ chargeId, amount: 3_000, reason: 'Goodwill' }, 'partial-1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: BookingsMessages.reservation.refunded, amount: 3_000, currency: 'AUD', remaining: r.total - 3_000 });
    expect(await details(r.id)).toMatchObject({ paymentStatus: 'Partially refunded', refund: false, canRefund: true, refundable: r.total - 3_000 });
    expect((await listRow(r.bookingNo)).paymentStatus).toBe('Partially refunded');

    const second = await refund({ chargeId, amount: 2_000, reason: 'Other', note: 'Late check-in' }, 'partial-2');
    expect(second.json()).toMatchObject({ amount: 2_000, remaining: r.total - 5_000 });

    const rest = await refund({ chargeId, reason: 'Service issue' }, 'partial-3');
    expect(rest.json()).toMatchObject({ amount: r.total - 5_000, remaining: 0 });

    const d = await details(r.id);
    expect(d).toMatchObject({ paymentStatus: 'Refunded', refund: true, canRefund: false, refundable: 0, charge: { refundedAmount: r.total } });
    expect(d.refunds.map((x) => [x.amount, x.reason, x.note, x.by?.name])).toEqual([
      [3_000, 'Goodwill', null, expect.any(String)],
      [2_000, 'Other', 'Late check-in', expect.any(String)],
      [r.total - 5_000, 'Service issue', null, expect.any(String)],
    ]);
    expect((await listRow(r.bookingNo)).paymentStatus).toBe('Refunded');
    expect(await intentOf(chargeId)).toMatchObject({ captured: r.total, refunded: r.total });
    // Oldest first: what remained after each refund only goes down.
    const events = (await refundEvents(r.id)).map((e) => e.after as { remaining: number }).sort((a, b) => b.remaining - a.remaining);
    expect(events).toEqual([
      expect.objectContaining({ amount: 3_000, currency: 'AUD', reason: 'Goodwill', note: null, remaining: r.total - 3_000, refund: false }),
      expect.objectContaining({ amount: 2_000, reason: 'Other', note: 'Late check-in', remaining: r.total - 5_000, refund: false }),
      expect.objectContaining({ amount: r.total - 5_000, reason: 'Service issue', remaining: 0, refund: true }),
    ]);

    // A keyed replay answers the first answer again; nothing remains for a new one.
    expect((await refund({ chargeId, amount: 3_000, reason: 'Goodwill' }, 'partial-1')).json()).toEqual(first.json());
    const after = await refund({ chargeId, amount: 1, reason: 'Goodwill' }, 'partial-4');
    expect({ status: after.statusCode, message: after.json().message }).toEqual({ status: 409, message: BookingsMessages.reservation.alreadyRefunded });
    expect(await refundRows(chargeId)).toHaveLength(3);
  });

  it('a refund above what remains answers 400 naming the remaining amount, and changes nothing', async () => {
    const r = await insertReservation(app, { ...hotel, customerId });
    const chargeId = r.chargeId as string;
    expect((await refund({ chargeId, amount: 4_000, reason: 'Goodwill' })).statusCode).toBe(200);
    const before = await chargeRow(chargeId);
    const res = await refund({ chargeId, amount: r.total, reason: 'Goodwill' });
    const remaining = r.total - 4_000;
    expect({ status: res.statusCode, message: res.json().message }).toEqual({
      status: 400,
      message: BookingsMessages.reservation.refundTooLarge(formatMoney(remaining, 'AUD', { locale: 'en-AU' })),
    });
    expect(res.json().message).toContain('A$');
    expect(await chargeRow(chargeId)).toEqual(before);
    expect(await refundRows(chargeId)).toHaveLength(1);
    expect(await refundEvents(r.id)).toHaveLength(1);
    expect(await intentOf(chargeId)).toMatchObject({ refunded: 4_000 });
  });

  it('10 concurrent partial refunds with different keys never refund more than was captured', async () => {
    const r = await insertReservation(app, { ...hotel, customerId });
    const chargeId = r.chargeId as string;
    const askEach = 3_000;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => refund({ chargeId, amount: askEach, reason: 'Goodwill' }, `concurrent-${i}`)));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => [200, 400, 409].includes(a.statusCode))).toBe(true);
    const row = await chargeRow(chargeId);
    expect(row.refundedAmount).toBe(ok.length * askEach);
    expect(row.refundedAmount).toBeLessThanOrEqual(r.total);
    expect(row.pendingAction).toBeNull();
    expect(await refundRows(chargeId)).toHaveLength(ok.length);
    expect(await intentOf(chargeId)).toMatchObject({ refunded: ok.length * askEach });
    // Then refunding again until nothing remains: at most what was captured, in all.
    for (let i = 0; i < 5; i++) await refund({ chargeId, amount: askEach, reason: 'Goodwill' }, `more-${i}`);
    const final = await chargeRow(chargeId);
    expect(final.refundedAmount).toBeLessThanOrEqual(r.total);
    expect((await intentOf(chargeId))?.refunded).toBe(final.refundedAmount);
  });

  it('Cancel and refund cancels the reservation in the same step; 409 when it is already cancelled', async () => {
    const r = await insertReservation(app, { ...hotel, customerId, status: 'BOOKED' });
    const chargeId = r.chargeId as string;
    const res = await refund({ chargeId, amount: 1_000, reason: 'Cancelled stay', cancel: true });
    expect(res.statusCode).toBe(200);
    expect(await details(r.id)).toMatchObject({ status: 'Cancelled', paymentStatus: 'Partially refunded', canCancel: false, refundable: r.total - 1_000 });
    const events = (await auditEventsOf(app, 'reservation', r.id)).map((e) => e.action);
    expect(events).toEqual(expect.arrayContaining(['reservation.refund', 'reservation.cancel']));

    const again = await refund({ chargeId, amount: 1_000, reason: 'Cancelled stay', cancel: true });
    expect({ status: again.statusCode, message: again.json().message }).toEqual({ status: 409, message: BookingsMessages.reservation.alreadyCancelled });
    expect((await chargeRow(chargeId)).refundedAmount).toBe(1_000);
  });

  it('the old body { chargeId } refunds all with the reason Other; a reason is required otherwise, and a note with Other', async () => {
    const r = await insertReservation(app, { ...hotel, customerId });
    const chargeId = r.chargeId as string;
    const noReason = await refund({ chargeId, amount: 100 });
    expect({ status: noReason.statusCode, message: noReason.json().message }).toEqual({ status: 400, message: BookingsMessages.reservation.refundReasonRequired });
    const noNote = await refund({ chargeId, amount: 100, reason: 'Other', note: '  ' });
    expect({ status: noNote.statusCode, message: noNote.json().message }).toEqual({ status: 400, message: BookingsMessages.reservation.refundNoteRequired });
    expect((await chargeRow(chargeId)).refundedAmount).toBe(0);

    const legacy = await refund({ chargeId });
    expect(legacy.json()).toMatchObject({ amount: r.total, remaining: 0 });
    expect((await refundRows(chargeId)).map((x) => [x.reason, x.note, x.amount])).toEqual([['Other', null, r.total]]);
    const [res] = await app.db.select({ refund: reservations.refund }).from(reservations).where(eq(reservations.id, r.id));
    expect(res.refund).toBe(true);
  });
});
