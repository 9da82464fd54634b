/**
 * The reservation calls through inject (docs/areas/bookings.md, "Calls", "Reservations list", "Exclude from
 * billing", "Cancellation", "Money", "No shows"): what a caller sees, the audit trail, the rights, and the
 * at-most-once money actions against the embedded ledger.
 */
import { BookingsMessages, PlatformMessages, type ReservationDetails, type ReservationListResponse } from '@backoffice/contracts';
import { PaymentError } from '@backoffice/api-server';
import { auditEventsOf } from '@backoffice/api-server/testing';
import { charges, ledgerRefunds, reservations, reviews } from '@backoffice/api-server/schema';
import { eq } from 'drizzle-orm';
import { bearer, buildTestAppAsAdmin, demo, insertCustomer, insertHotel, insertReservation, loginAs, type App } from '../test/helper';

describe('reservation calls', () => {
  let app: App;
  let admin: Record<string, string>;
  let hotel: { hotelId: string; roomId: string };
  let other: { hotelId: string; roomId: string };
  let quokka: string;
  let wombat: string;

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
    hotel = await insertHotel(app, 'Zebra Harbour Stay');
    other = await insertHotel(app, 'Zebra Airport Rooms');
    quokka = await insertCustomer(app, 'Ivy', 'Quokkason');
    wombat = await insertCustomer(app, 'Ned', 'Wombatley', 'Google');
  });
  afterAll(() => app.close());

  const list = (query: string) =>
    app.inject({ method: 'GET', url: `/api/reservation/getReservations?${query}`, headers: admin }).then((r) => ({ status: r.statusCode, body: r.json() as ReservationListResponse }));
  const details = (id: string) =>
    app.inject({ method: 'GET', url: `/api/reservation/${id}`, headers: admin }).then((r) => r.json() as ReservationDetails);
  const refund = (chargeId: string, key?: string) =>
    app.inject({ method: 'POST', url: '/api/reservation/refund', headers: { ...admin, ...(key ? { 'idempotency-key': key } : {}) }, payload: { chargeId } });

  it('answers 401 without a token and 403 to other roles, changing nothing', async () => {
    const r = await insertReservation(app, { ...hotel, customerId: quokka });
    expect((await app.inject({ method: 'GET', url: '/api/reservation/getReservations' })).statusCode).toBe(401);
    const employee = bearer(await loginAs(app, demo.employee));
    for (const call of [
      { method: 'GET' as const, url: '/api/reservation/getReservations' },
      { method: 'GET' as const, url: `/api/reservation/${r.id}` },
      { method: 'POST' as const, url: '/api/reservation/refund', payload: { chargeId: r.chargeId } },
      { method: 'POST' as const, url: '/api/reservation/excludeReservations', payload: [r.id] },
      { method: 'PUT' as const, url: `/api/reservation/hotel/${hotel.hotelId}/room/${hotel.roomId}/reservation/${r.id}`, payload: { status: 'Cancelled' } },
    ]) {
      const res = await app.inject({ ...call, headers: employee });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(PlatformMessages.auth.forbidden);
    }
    const [row] = await app.db.select().from(reservations).where(eq(reservations.id, r.id));
    expect(row).toMatchObject({ status: 'CHECKEDOUT', refund: false, excluded: false });
  });

  it('answers 400, not 500, for a day filter that is not in the calendar (list and export)', async () => {
    for (const path of ['getReservations', 'export']) {
      for (const query of ['from=2022-02-30', 'to=2022-13-01', 'from=8410-29-25', 'to=0000-01-01']) {
        const res = await app.inject({ method: 'GET', url: `/api/reservation/${path}?${query}`, headers: admin });
        expect({ path, query, status: res.statusCode }).toEqual({ path, query, status: 400 });
      }
    }
  });

  it('lists with paging, search by surname, booking number and hotel, filters and sort', async () => {
    const a = await insertReservation(app, { ...hotel, customerId: quokka, start: new Date('2026-03-10T02:00:00Z') });
    const b = await insertReservation(app, { ...other, customerId: wombat, start: new Date('2026-03-12T02:00:00Z'), chargeStatus: 'charge' });
    const bySurname = await list('search=quokkas');
    expect(bySurname.status).toBe(200);
    expect(bySurname.body.data.map((r) => r._id)).toContain(a.id);
    expect(bySurname.body.data.every((r) => r.bookedBy?.lastName === 'Quokkason')).toBe(true);
    const byNumber = await list(`search=TF${b.bookingNo}`);
    expect(byNumber.body.data.map((r) => r._id)).toEqual([b.id]);
    expect(byNumber.body.data[0]).toMatchObject({
      bookingId: `TF${b.bookingNo}`,
      hotelId: { _id: other.hotelId, name: 'Zebra Airport Rooms' },
      paymentStatus: 'Paid',
      total: b.total,
      currencySymbol: 'A$',
    });
    expect((await list('search=zebra air')).body.data.every((r) => r.hotelId.name === 'Zebra Airport Rooms')).toBe(true);
    expect((await list('search=nobody-at-all')).body).toMatchObject({ data: [], total: 0 });

    const billed = await list(`billing=yes&hotelId=${other.hotelId}`);
    expect(billed.body.data.map((r) => r._id)).toEqual([b.id]);
    expect(billed.body.data[0].billingDeducted).not.toBe('No');
    const notBilled = await list(`billing=no&hotelId=${other.hotelId}`);
    expect(notBilled.body.data.map((r) => r._id)).not.toContain(b.id);

    const march = await list('from=2026-03-10&to=2026-03-11');
    expect(march.body.data.map((r) => r._id)).toEqual([a.id]);
    expect((await list('from=2026-03-12&to=2026-03-10')).status).toBe(400);

    const asc = await list('sort=reservationStart&order=asc&limit=2');
    expect(asc.body.data.map((r) => r._id)).toEqual([a.id, b.id]);
    expect(asc.body).toMatchObject({ page: 1, limit: 2 });
    const page2 = await list('sort=reservationStart&order=asc&limit=1&page=2');
    expect(page2.body.data.map((r) => r._id)).toEqual([b.id]);
    expect(page2.body.total).toBe(asc.body.total);
  });

  it("filters by a customer's id and by a coupon's code in any case (list and export), counting only those", async () => {
    const used = await insertReservation(app, { ...hotel, customerId: wombat, couponCode: 'LINKS123' });
    const usedToo = await insertReservation(app, { ...other, customerId: quokka, couponCode: 'links123' });
    await insertReservation(app, { ...hotel, customerId: wombat, couponCode: 'OTHER123' });
    const byCoupon = await list('coupon=Links123');
    expect(byCoupon.status).toBe(200);
    expect(byCoupon.body.data.map((r) => r._id).sort()).toEqual([used.id, usedToo.id].sort());
    expect(byCoupon.body.total).toBe(2);
    const both = await list(`coupon=LINKS123&customer=${wombat}`);
    expect(both.body.data.map((r) => r._id)).toEqual([used.id]);
    expect(both.body.total).toBe(1);
    expect((await list('coupon=NOSUCH12')).body).toMatchObject({ data: [], total: 0 });
    const sheet = await app.inject({ method: 'GET', url: '/api/reservation/export?coupon=links123', headers: admin });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['x-total-count']).toBe('2');
  });

  it('totals without a narrowing filter come from the trigger-kept counters and match a count of the table', async () => {
    const r = await insertReservation(app, { ...hotel, customerId: quokka, status: 'BOOKED', start: new Date(Date.now() + 86_400_000) });
    await app.inject({ method: 'POST', url: '/api/reservation/excludeReservations', headers: admin, payload: [r.id] });
    await app.inject({
      method: 'PUT',
      url: `/api/reservation/hotel/${hotel.hotelId}/room/${hotel.roomId}/reservation/${r.id}`,
      headers: admin,
      payload: { status: 'Cancelled' },
    });
    const rows = await app.db.select({ status: reservations.status, excluded: reservations.excluded, chargeStatus: reservations.chargeStatus }).from(reservations);
    const bucket = (x: (typeof rows)[number]) => (x.excluded ? 'excluded' : x.chargeStatus === 'charge' ? 'yes' : 'no');
    expect((await list('')).body.total).toBe(rows.length);
    for (const billing of ['yes', 'no', 'excluded'] as const) {
      expect((await list(`billing=${billing}`)).body.total).toBe(rows.filter((x) => bucket(x) === billing).length);
    }
    expect((await list('status=Cancelled&billing=excluded')).body.total).toBe(
      rows.filter((x) => x.status === 'Cancelled' && x.excluded).length,
    );
    expect((await list('status=Cancelled&billing=excluded')).body.total).toBeGreaterThan(0);
  });

  it('answers one reservation with its panels and what may be done; 404 for none', async () => {
    const r = await insertReservation(app, { ...hotel, customerId: wombat, currency: 'NZD', symbol: 'NZ$' });
    await app.db.insert(reviews).values({ hotelId: hotel.hotelId, reservationId: r.id, userId: wombat, comment: 'Lovely', tags: [{ key: 'Staff', value: 5 }] });
    const d = await details(r.id);
    expect(d).toMatchObject({
      _id: r.id,
      hotel: { _id: hotel.hotelId, name: 'Zebra Harbour Stay', city: 'Sydney' },
      room: { _id: hotel.roomId, name: 'Deluxe King' },
      bookedBy: { fullName: 'Ned Wombatley', provider: 'Google' },
      accountType: 'Guest',
      timezone: 'Australia/Sydney',
      currencySymbol: 'NZ$',
      charge: { total: r.total, captured: true, status: 'charged', userVatgst: { shortName: 'NZ$' }, currency: 'NZD' },
      review: { comment: 'Lovely', tags: [{ key: 'Staff', value: 5 }], userId: { fullName: 'Ned Wombatley' } },
      canRefund: true,
      canCancel: true,
      paymentStatus: 'Paid',
      billingDeducted: 'No',
    });
    const missing = await app.inject({ method: 'GET', url: '/api/reservation/00000000-0000-4000-8000-000000000000', headers: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(BookingsMessages.reservation.notFound);
  });

  it('excludes in one transaction, answering alreadyProcessed for billed ones; an unknown id changes nothing', async () => {
    const open1 = await insertReservation(app, { ...hotel, customerId: quokka });
    const open2 = await insertReservation(app, { ...hotel, customerId: quokka });
    const billed = await insertReservation(app, { ...hotel, customerId: quokka, chargeStatus: 'charge' });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/reservation/excludeReservations',
      headers: admin,
      payload: [open1.id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(bad.statusCode).toBe(404);
    expect((await details(open1.id)).excluded).toBe(false);

    const res = await app.inject({ method: 'POST', url: '/api/reservation/excludeReservations', headers: admin, payload: [open1.id, open2.id, billed.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: BookingsMessages.reservation.alreadyProcessed,
      excluded: expect.arrayContaining([open1.id, open2.id]),
      alreadyProcessed: [billed.id],
    });
    expect(await details(open1.id)).toMatchObject({ excluded: true, billingDeducted: 'Excluded' });
    expect((await details(billed.id)).excluded).toBe(false);
    const events = await auditEventsOf(app, 'reservation', open1.id);
    expect(events[0]).toMatchObject({ action: 'reservation.exclude', after: { excluded: true } });
    const empty = await app.inject({ method: 'POST', url: '/api/reservation/excludeReservations', headers: admin, payload: [] });
    expect(empty.statusCode).toBe(400);
  });

  it('cancels a reservation once: 409 when already Cancelled, 400 for another status, 404 elsewhere', async () => {
    const r = await insertReservation(app, { ...hotel, customerId: quokka, status: 'BOOKED', start: new Date(Date.now() + 86_400_000) });
    const url = `/api/reservation/hotel/${hotel.hotelId}/room/${hotel.roomId}/reservation/${r.id}`;
    expect((await app.inject({ method: 'PUT', url, headers: admin, payload: { status: 'BOOKED' } })).json().message).toBe(
      BookingsMessages.reservation.onlyCancel,
    );
    const wrongHotel = await app.inject({
      method: 'PUT',
      url: `/api/reservation/hotel/${other.hotelId}/room/${other.roomId}/reservation/${r.id}`,
      headers: admin,
      payload: { status: 'Cancelled' },
    });
    expect(wrongHotel.statusCode).toBe(404);
    const first = await app.inject({ method: 'PUT', url, headers: admin, payload: { status: 'Cancelled' } });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(BookingsMessages.reservation.cancelled);
    const again = await app.inject({ method: 'PUT', url, headers: admin, payload: { status: 'Cancelled' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BookingsMessages.reservation.alreadyCancelled);
    expect(await details(r.id)).toMatchObject({ status: 'Cancelled', canCancel: false });
    const events = await auditEventsOf(app, 'reservation', r.id);
    expect(events.filter((e) => e.action === 'reservation.cancel')).toHaveLength(1);
  });

  it('refunds what was captured once, audited with amount, currency and provider reference; a keyed retry replays', async () => {
    const r = await insertReservation(app, { ...hotel, customerId: quokka });
    const res = await refund(r.chargeId as string, 'refund-key-1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ message: BookingsMessages.reservation.refunded, amount: r.total, currency: 'AUD' });
    const replay = await refund(r.chargeId as string, 'refund-key-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(body);
    const again = await refund(r.chargeId as string, 'refund-key-2');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BookingsMessages.reservation.alreadyRefunded);
    expect(await details(r.id)).toMatchObject({ refund: true, paymentStatus: 'Refunded', canRefund: false, charge: { refundedAmount: r.total, refundId: body.refundId } });
    const intent = await app.payments.getPaymentIntent((await details(r.id)).charge?.paymentIntentId as string);
    expect(intent).toMatchObject({ refunded: r.total, captured: r.total });
    const [event] = (await auditEventsOf(app, 'reservation', r.id)).filter((e) => e.action === 'reservation.refund');
    expect(event.after).toMatchObject({ refund: true, amount: r.total, currency: 'AUD', refundId: body.refundId, provider: 'ledger' });
  });

  it('10 refunds of one reservation at once make one refund and one provider call', async () => {
    const r = await insertReservation(app, { ...hotel, customerId: quokka });
    const spy = jest.spyOn(app.payments, 'refund');
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => refund(r.chargeId as string, `burst-${i}`)));
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(9);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
    const intentId = (await details(r.id)).charge?.paymentIntentId as string;
    expect(await app.db.select().from(ledgerRefunds).where(eq(ledgerRefunds.intentId, intentId))).toHaveLength(1);
  });

  it("a provider refusal changes nothing and answers 402 with the provider's message; a retry then works", async () => {
    const r = await insertReservation(app, { ...hotel, customerId: quokka });
    const spy = jest.spyOn(app.payments, 'refund').mockRejectedValueOnce(new PaymentError('invalid_request', 'Charge ch_1 has been disputed.'));
    try {
      const res = await refund(r.chargeId as string);
      expect(res.statusCode).toBe(402);
      expect(res.json().message).toBe('Charge ch_1 has been disputed.');
    } finally {
      spy.mockRestore();
    }
    const [charge] = await app.db.select().from(charges).where(eq(charges.id, r.chargeId as string));
    expect(charge).toMatchObject({ refundedAmount: 0, refundId: null, pendingAction: null });
    expect((await details(r.id)).refund).toBe(false);
    expect((await auditEventsOf(app, 'reservation', r.id)).filter((e) => e.action === 'reservation.refund')).toHaveLength(0);
    expect((await refund(r.chargeId as string)).statusCode).toBe(200);
  });

  it('refuses a refund of an authorised (not captured) charge and of an unknown charge', async () => {
    const r = await insertReservation(app, { ...hotel, customerId: quokka, status: 'No show', payment: 'authorised' });
    const res = await refund(r.chargeId as string);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BookingsMessages.reservation.nothingToRefund);
    expect((await refund('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('answers 400, not 500, for a no-show window in year 0000 (found by the fuzz test)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/reservation/NoshowResevation',
      headers: admin,
      payload: { reservationStart: '0000-01-01T00:00:00Z', reservationEnd: '2035-12-20T00:00:00Z', captured: false },
    });
    expect(res.statusCode).toBe(400);
  });

  it('lists no-shows by window and capture, and approves a charge at most once', async () => {
    const start = new Date(Date.now() + 3 * 86_400_000);
    const ns = await insertReservation(app, { ...hotel, customerId: wombat, status: 'No show', payment: 'authorised', start });
    const window = { reservationStart: new Date(Date.now()).toISOString(), reservationEnd: new Date(Date.now() + 30 * 86_400_000).toISOString() };
    const unapproved = await app.inject({ method: 'POST', url: '/api/reservation/NoshowResevation', headers: admin, payload: { ...window, captured: false } });
    expect(unapproved.json().data).toEqual([
      expect.objectContaining({ _id: ns.id, status: 'No show', bookedBy: { _id: wombat, fullName: 'Ned Wombatley', email: expect.any(String) }, charge: expect.objectContaining({ captured: false }) }),
    ]);
    const spy = jest.spyOn(app.payments, 'capture');
    try {
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          app.inject({ method: 'POST', url: '/api/reservation/chargeStripeIntent', headers: { ...admin, 'idempotency-key': `cap-${i}` }, payload: { charges: ns.chargeId } }),
        ),
      );
      const ok = answers.filter((a) => a.statusCode === 200);
      expect(ok).toHaveLength(1);
      expect(ok[0].json()).toBe('success');
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
    const approved = await app.inject({ method: 'POST', url: '/api/reservation/NoshowResevation', headers: admin, payload: { ...window, captured: true } });
    expect(approved.json().data.map((r: { _id: string }) => r._id)).toEqual([ns.id]);
    expect(await details(ns.id)).toMatchObject({ charge: { captured: true, status: 'charged' }, paymentStatus: 'Paid' });
    const [event] = (await auditEventsOf(app, 'reservation', ns.id)).filter((e) => e.action === 'reservation.no_show_charge');
    expect(event.after).toMatchObject({ captured: true, amount: ns.total, currency: 'AUD' });
    const paid = await insertReservation(app, { ...hotel, customerId: wombat });
    const notNoShow = await app.inject({ method: 'POST', url: '/api/reservation/chargeStripeIntent', headers: admin, payload: { charges: paid.chargeId } });
    expect(notNoShow.statusCode).toBe(409);
  });

  it('a declined capture answers 402 with the message and leaves the charge authorised', async () => {
    const ns = await insertReservation(app, { ...hotel, customerId: wombat, status: 'No show', payment: 'authorised' });
    const spy = jest.spyOn(app.payments, 'capture').mockRejectedValueOnce(new PaymentError('card_declined', 'Your card was declined.'));
    try {
      const res = await app.inject({ method: 'POST', url: '/api/reservation/chargeStripeIntent', headers: admin, payload: { charges: ns.chargeId } });
      expect(res.statusCode).toBe(402);
      expect(res.json().message).toBe('Your card was declined.');
    } finally {
      spy.mockRestore();
    }
    expect((await details(ns.id)).charge).toMatchObject({ captured: false, status: 'requires_capture' });
  });
});
