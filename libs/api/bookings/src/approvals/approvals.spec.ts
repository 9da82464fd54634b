/**
 * Four-eyes approval (docs/areas/bookings.md, "Four-eyes approval") through inject on the embedded ledger: below
 * the threshold a refund runs at once; at or above it answers 202 with a request and no money moves; the requester
 * cannot decide it; ten concurrent approvals by a second SuperAdmin make one refund; a rejection changes nothing;
 * thresholds per currency (set by PUT, else the AUD default converted with the stored exchange rate, rounded up).
 */
import { APPROVAL_DEFAULT_AUD_CENTS, ApprovalMessages, BookingsMessages, type Approval, type ApprovalThreshold } from '@backoffice/contracts';
import { MONEY_CLAIM_STALE_MS, PaymentError } from '@backoffice/api-server';
import { PAYMENT_BACKINGS, auditEventsOf, injectPaymentFault, onPaymentBacking, type FakeStripe } from '@backoffice/api-server/testing';
import { charges, notifications, vatgst } from '@backoffice/api-server/schema';
import { and, eq, sql } from 'drizzle-orm';
import { approvalRequests, chargeRefunds } from '../bookings.schema';
import { buildTestAppAsAdmin, insertCustomer, insertHotel, insertReservation, insertSuperAdmin, type App } from '../test/helper';
import { defaultThreshold } from './repository';

describe('four-eyes approval', () => {
  let app: App;
  let admin: Record<string, string>;
  let second: { id: string; headers: Record<string, string> };
  let hotel: { hotelId: string; roomId: string };
  let customerId: string;

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
    second = await insertSuperAdmin(app);
    hotel = await insertHotel(app, 'Four Eyes Resort');
    customerId = await insertCustomer(app, 'Fiona', 'Foureyes');
  });
  afterAll(() => app.close());

  /** A reservation whose charge is `total` ≈ cost (cost + 2% − 5.00). */
  const big = (cost: number, currency = 'AUD', extra: Partial<Parameters<typeof insertReservation>[1]> = {}) =>
    insertReservation(app, { ...hotel, customerId, cost, currency, ...extra });
  const refund = (payload: Record<string, unknown>, key?: string, headers = admin) =>
    app.inject({ method: 'POST', url: '/api/reservation/refund', headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) }, payload });
  const approve = (id: string, headers: Record<string, string>, key?: string) =>
    app.inject({ method: 'POST', url: `/api/approvals/${id}/approve`, headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) }, payload: {} });
  const reject = (id: string, headers: Record<string, string>, note?: string) =>
    app.inject({ method: 'POST', url: `/api/approvals/${id}/reject`, headers, payload: note ? { note } : {} });
  const chargeRow = async (id: string) => (await app.db.select().from(charges).where(eq(charges.id, id)))[0];
  const refundedAtProvider = async (chargeId: string) => (await app.payments.getPaymentIntent((await chargeRow(chargeId)).paymentIntentId as string))?.refunded;

  it('below the threshold a refund runs at once', async () => {
    const r = await big(10_000);
    expect(r.total).toBeLessThan(APPROVAL_DEFAULT_AUD_CENTS);
    const res = await refund({ chargeId: r.chargeId, amount: r.total, reason: 'Goodwill' });
    expect(res.statusCode).toBe(200);
    expect(await refundedAtProvider(r.chargeId as string)).toBe(r.total);
  });

  it('at or above the threshold: 202 with a pending request, no money moved, the other SuperAdmins notified; a keyed replay answers the same', async () => {
    const r = await big(60_000);
    const chargeId = r.chargeId as string;
    const res = await refund({ chargeId, amount: APPROVAL_DEFAULT_AUD_CENTS, reason: 'Guest complaint', note: 'Broken air conditioning' }, 'big-1');
    expect(res.statusCode).toBe(202);
    const body = res.json() as { message: string; approval: Approval };
    expect(body.message).toBe(ApprovalMessages.requested);
    expect(body.approval).toMatchObject({
      kind: 'refund',
      status: 'pending',
      amount: APPROVAL_DEFAULT_AUD_CENTS,
      currency: 'AUD',
      reason: 'Guest complaint',
      note: 'Broken air conditioning',
      cancel: false,
      record: { type: 'reservation', id: r.id, name: `TF${r.bookingNo}` },
      decidedBy: null,
    });
    expect(await chargeRow(chargeId)).toMatchObject({ refundedAmount: 0, pendingAction: null });
    expect(await refundedAtProvider(chargeId)).toBe(0);
    expect(await app.db.select().from(chargeRefunds).where(eq(chargeRefunds.chargeId, chargeId))).toHaveLength(0);

    const replay = await refund({ chargeId, amount: APPROVAL_DEFAULT_AUD_CENTS, reason: 'Guest complaint', note: 'Broken air conditioning' }, 'big-1');
    expect({ status: replay.statusCode, body: replay.json() }).toEqual({ status: 202, body });
    const twice = await refund({ chargeId, amount: APPROVAL_DEFAULT_AUD_CENTS, reason: 'Guest complaint', note: 'Again' }, 'big-2');
    expect({ status: twice.statusCode, message: twice.json().message }).toEqual({ status: 409, message: ApprovalMessages.alreadyPending });

    const told = await app.db.select().from(notifications).where(and(eq(notifications.userId, second.id), eq(notifications.entityId, body.approval.id)));
    expect(told).toHaveLength(1);
    expect(told[0].entityType).toBe('approval');
    expect((await auditEventsOf(app, 'reservation', r.id)).map((e) => e.action)).toContain('approval.request');
    const listed = await app.inject({ method: 'GET', url: '/api/approvals?status=pending', headers: second.headers });
    expect((listed.json().data as Approval[]).map((a) => a.id)).toContain(body.approval.id);
  });

  it('the requester cannot decide their own request (403); ten concurrent approvals by another SuperAdmin make one refund', async () => {
    const r = await big(60_000);
    const chargeId = r.chargeId as string;
    const asked = (await refund({ chargeId, reason: 'Booking error', cancel: true })).json() as { approval: Approval };
    const id = asked.approval.id;
    const own = await approve(id, admin);
    expect({ status: own.statusCode, message: own.json().message }).toEqual({ status: 403, message: ApprovalMessages.ownRequest });
    expect((await reject(id, admin)).statusCode).toBe(403);

    const spy = jest.spyOn(app.payments, 'refund');
    let answers;
    let providerCalls = 0;
    try {
      answers = await Promise.all(Array.from({ length: 10 }, (_, i) => approve(id, second.headers, `approve-${i}`)));
    } finally {
      providerCalls = spy.mock.calls.length;
      spy.mockRestore();
    }
    expect(providerCalls).toBe(1);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.every((a) => [200, 409].includes(a.statusCode))).toBe(true);
    const decided = (await app.inject({ method: 'GET', url: `/api/approvals/${id}`, headers: admin })).json() as Approval;
    expect(decided).toMatchObject({ status: 'approved', decidedBy: { id: second.id }, outcome: 'Refunded A$607.00 and cancelled the reservation' });
    expect(await chargeRow(chargeId)).toMatchObject({ refundedAmount: r.total, pendingAction: null });
    expect(await refundedAtProvider(chargeId)).toBe(r.total);
    const [row] = await app.db.select().from(chargeRefunds).where(eq(chargeRefunds.chargeId, chargeId));
    expect(row).toMatchObject({ approvalId: id, reason: 'Booking error', amount: r.total });
    const d = (await app.inject({ method: 'GET', url: `/api/reservation/${r.id}`, headers: admin })).json();
    expect(d).toMatchObject({ status: 'Cancelled', paymentStatus: 'Refunded' });
    // The requester hears of the decision; a decided request cannot be decided again.
    const told = await app.db.select().from(notifications).where(eq(notifications.entityId, id));
    expect(told.some((n) => n.name.includes('approved'))).toBe(true);
    expect((await approve(id, second.headers, 'approve-late')).statusCode).toBe(409);
  });

  it('an approval whose outcome is unknown (502) stays pending; a later approve retries under the same key: one refund', async () => {
    const r = await big(60_000);
    const chargeId = r.chargeId as string;
    const { approval } = (await refund({ chargeId, reason: 'Goodwill' })).json() as { approval: Approval };
    const spy = jest.spyOn(app.payments, 'refund');
    const injected = injectPaymentFault(app.payments, 'refund', 'timeout-after-effect');
    let keys: unknown[] = [];
    try {
      expect((await approve(approval.id, second.headers, 'unknown-1')).statusCode).toBe(502);
      expect(((await app.inject({ method: 'GET', url: `/api/approvals/${approval.id}`, headers: admin })).json() as Approval).status).toBe('pending');
      expect((await approve(approval.id, second.headers, 'unknown-2')).statusCode).toBe(409);
      await app.db
        .update(charges)
        .set({ pendingSince: sql`${charges.pendingSince} - make_interval(secs => ${(MONEY_CLAIM_STALE_MS + 1_000) / 1_000})` })
        .where(eq(charges.id, chargeId));
      const retry = await approve(approval.id, second.headers, 'unknown-3');
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toMatchObject({ status: 'approved' });
    } finally {
      injected.restore();
      keys = spy.mock.calls.map((c) => c[2]);
      spy.mockRestore();
    }
    expect(new Set(keys).size).toBe(1);
    expect(await refundedAtProvider(chargeId)).toBe(r.total);
    expect(await app.db.select().from(chargeRefunds).where(eq(chargeRefunds.chargeId, chargeId))).toHaveLength(1);
  });

  it("a provider refusal marks the request failed with the provider's message; nothing moved", async () => {
    const r = await big(60_000);
    const chargeId = r.chargeId as string;
    const { approval } = (await refund({ chargeId, reason: 'Goodwill' })).json() as { approval: Approval };
    const spy = jest.spyOn(app.payments, 'refund').mockRejectedValueOnce(new PaymentError('invalid_request', 'Charge ch_1 has been disputed.'));
    try {
      const res = await approve(approval.id, second.headers);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 402, message: 'Charge ch_1 has been disputed.' });
    } finally {
      spy.mockRestore();
    }
    const failed = (await app.inject({ method: 'GET', url: `/api/approvals/${approval.id}`, headers: admin })).json() as Approval;
    expect(failed).toMatchObject({ status: 'failed', outcome: 'Charge ch_1 has been disputed.' });
    expect(await chargeRow(chargeId)).toMatchObject({ refundedAmount: 0, pendingAction: null });
    expect((await approve(approval.id, second.headers)).statusCode).toBe(409);
  });

  it('an approval while another action on the charge runs answers 409 and leaves the request pending', async () => {
    const r = await big(60_000);
    const chargeId = r.chargeId as string;
    const { approval } = (await refund({ chargeId, reason: 'Goodwill' })).json() as { approval: Approval };
    await app.db.update(charges).set({ pendingAction: 'refund', pendingSince: new Date() }).where(eq(charges.id, chargeId));
    const busy = await approve(approval.id, second.headers);
    expect({ status: busy.statusCode, message: busy.json().message }).toEqual({ status: 409, message: BookingsMessages.reservation.moneyActionBusy });
    const [row] = await app.db.select().from(approvalRequests).where(eq(approvalRequests.id, approval.id));
    expect(row).toMatchObject({ status: 'pending', decidedBy: null });
    await app.db.update(charges).set({ pendingAction: null, pendingSince: null }).where(eq(charges.id, chargeId));
    expect((await approve(approval.id, second.headers)).json()).toMatchObject({ status: 'approved' });
    expect(await refundedAtProvider(chargeId)).toBe(r.total);
  });

  it('a rejection changes nothing but the request; it cannot be approved afterwards', async () => {
    const r = await big(60_000);
    const chargeId = r.chargeId as string;
    const { approval } = (await refund({ chargeId, reason: 'Goodwill' })).json() as { approval: Approval };
    const res = await reject(approval.id, second.headers, 'Not justified');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', decisionNote: 'Not justified', decidedBy: { id: second.id } });
    expect(await chargeRow(chargeId)).toMatchObject({ refundedAmount: 0, pendingAction: null });
    expect(await refundedAtProvider(chargeId)).toBe(0);
    const late = await approve(approval.id, second.headers);
    expect({ status: late.statusCode, message: late.json().message }).toEqual({ status: 409, message: ApprovalMessages.decided });
    // A new request may be made once the old one is decided.
    expect((await refund({ chargeId, reason: 'Goodwill' })).statusCode).toBe(202);
  });

  it("a currency's threshold set by PUT applies; without one the AUD default is converted and rounded up", async () => {
    await app.db
      .insert(vatgst)
      .values({ countryname: 'Japan', countryflag: 'JP', currencyFor: 'JPY', shortName: '¥', currencyFullName: 'Japanese yen', exchangeRate: 97.123457, vat: 10 });
    expect(defaultThreshold('JPY', 97.123457)).toBe(48_562);
    const list = (await app.inject({ method: 'GET', url: '/api/approvals/thresholds', headers: admin })).json().data as ApprovalThreshold[];
    expect(list.find((t) => t.currency === 'JPY')).toMatchObject({ amount: 48_562, own: false });
    expect(list.find((t) => t.currency === 'AUD')).toMatchObject({ amount: APPROVAL_DEFAULT_AUD_CENTS, own: false });

    const below = await big(47_000, 'JPY');
    expect(below.total).toBeLessThan(48_562);
    expect((await refund({ chargeId: below.chargeId, reason: 'Goodwill' })).statusCode).toBe(200);
    const above = await big(49_000, 'JPY');
    expect(above.total).toBeGreaterThanOrEqual(48_562);
    expect((await refund({ chargeId: above.chargeId, reason: 'Goodwill' })).statusCode).toBe(202);

    const put = await app.inject({ method: 'PUT', url: '/api/approvals/thresholds', headers: admin, payload: { currency: 'NZD', amount: 1_000 } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ currency: 'NZD', amount: 1_000, own: true });
    expect((await auditEventsOf(app, 'approval_threshold', 'NZD')).map((e) => e.action)).toEqual(['approval.threshold']);
    const nz = await big(10_000, 'NZD', { symbol: 'NZ$' });
    expect((await refund({ chargeId: nz.chargeId, amount: 999, reason: 'Goodwill' })).statusCode).toBe(200);
    expect((await refund({ chargeId: nz.chargeId, amount: 1_000, reason: 'Goodwill' })).statusCode).toBe(202);
    const bad = await app.inject({ method: 'PUT', url: '/api/approvals/thresholds', headers: admin, payload: { currency: 'XYZ', amount: 1 } });
    expect({ status: bad.statusCode, message: bad.json().message }).toEqual({ status: 400, message: ApprovalMessages.badCurrency });
  });

  it('a no-show charge at or above the threshold waits for approval, then is captured once', async () => {
    const ns = await big(60_000, 'AUD', { status: 'No show', payment: 'authorised' });
    const chargeId = ns.chargeId as string;
    const res = await app.inject({ method: 'POST', url: '/api/reservation/chargeStripeIntent', headers: { ...admin, 'idempotency-key': 'ns-1' }, payload: { charges: chargeId } });
    expect(res.statusCode).toBe(202);
    const { approval } = res.json() as { approval: Approval };
    expect(approval).toMatchObject({ kind: 'noShowCapture', amount: ns.total });
    expect(await chargeRow(chargeId)).toMatchObject({ captured: false });
    const ok = await approve(approval.id, second.headers, 'ns-approve');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'approved', outcome: 'Captured A$607.00' });
    expect(await chargeRow(chargeId)).toMatchObject({ captured: true, status: 'charged' });
  });
});

describe.each(PAYMENT_BACKINGS)('four-eyes approval under concurrency: %s', (_name, backing) => {
  let app: App;
  let admin: Record<string, string>;
  let fake: FakeStripe | undefined;

  onPaymentBacking(backing, async (overrides, started) => {
    fake = started;
    ({ app, admin } = await buildTestAppAsAdmin(overrides));
    return app;
  });

  it('ten concurrent approvals of a partial refund make one refund at the provider; the request is approved', async () => {
    const second = await insertSuperAdmin(app, 'Cora', 'Concurrent');
    const hotel = await insertHotel(app, 'Concurrent Approvals Inn');
    const r = await insertReservation(app, { ...hotel, customerId: await insertCustomer(app, 'Cal', 'Concurrent'), cost: 150_000 });
    const chargeId = r.chargeId as string;
    const asked = await app.inject({ method: 'POST', url: '/api/reservation/refund', headers: admin, payload: { chargeId, amount: 60_000, reason: 'Goodwill' } });
    expect(asked.statusCode).toBe(202);
    const id = (asked.json() as { approval: Approval }).approval.id;
    const before = fake?.effects.get('POST /v1/refunds') ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        app.inject({ method: 'POST', url: `/api/approvals/${id}/approve`, headers: { ...second.headers, 'idempotency-key': `c-${i}` }, payload: {} }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const [charge] = await app.db.select().from(charges).where(eq(charges.id, chargeId));
    expect(charge.refundedAmount).toBe(60_000);
    expect((await app.payments.getPaymentIntent(charge.paymentIntentId as string))?.refunded).toBe(60_000);
    if (fake) expect((fake.effects.get('POST /v1/refunds') ?? 0) - before).toBe(1);
    const decided = (await app.inject({ method: 'GET', url: `/api/approvals/${id}`, headers: admin })).json() as Approval;
    expect(decided).toMatchObject({ status: 'approved', outcome: 'Refunded A$600.00' });
  });
});
