/**
 * Coupons through inject (docs/areas/pricing.md, "Coupons"): the form's rules and messages in order, codes
 * upper-case and unique, scopes that exist and are kept only for their scope, the status on today's day, the
 * list's search, filter and pages, editing a running coupon, ending, deleting (refused once reservations used
 * the code), the audit trail, and the rights.
 */
import { PlatformMessages, PricingMessages, dateOutOfRangeMessage, unreadableDateMessage, utcDay, type Coupon, type CouponListResponse } from '@backoffice/contracts';
import { allAuditEvents, auditEventsOf } from '@backoffice/api-server/testing';
import { commissions, hotels, reservations } from '@backoffice/api-server/schema';
import { eq } from 'drizzle-orm';
import { coupons } from '../pricing.schema';
import { bearer, buildTestAppAsAdmin, demo, loginAs, type App } from '../test/helper';

const DAY = 86_400_000;
const dayFrom = (days: number) => utcDay(new Date(Date.now() + days * DAY));

describe('coupons', () => {
  let app: App;
  let admin: Record<string, string>;
  let chainId: string;
  let hotelIds: string[];

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url: `/api${url}`, headers: admin, ...(payload === undefined ? {} : { payload: payload as object }) });
  const body = (over: Record<string, unknown> = {}) => ({
    code: 'SPRING24',
    value: 15,
    startDate: dayFrom(0),
    endDate: dayFrom(30),
    appliedTo: 'total',
    scope: 'all',
    ...over,
  });
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await call('POST', '/coupons', body(over));
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().data as Coupon;
  };
  const rowOf = async (id: string) => (await app.db.select().from(coupons).where(eq(coupons.id, id)))[0];
  const useCode = async (code: string, times: number) => {
    for (let i = 0; i < times; i++) {
      const start = new Date(Date.now() - (i + 2) * DAY);
      await app.db.insert(reservations).values({ hotelId: hotelIds[0], duration: 3, reservationStart: start, reservationEnd: new Date(start.getTime() + 3 * 3_600_000), couponCode: code });
    }
  };

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
    [{ id: chainId }] = await app.db.insert(commissions).values({ clientTypeName: 'Coupon Chain' }).returning({ id: commissions.id });
    hotelIds = (
      await app.db
        .insert(hotels)
        .values([
          { name: 'Coupon Hotel One', commissionId: chainId },
          { name: 'Coupon Hotel Two', commissionId: chainId },
        ])
        .returning({ id: hotels.id })
    ).map((h) => h.id);
  });
  afterAll(() => app.close());

  it('answers 401 without a token and 403 to other roles, writing nothing', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/coupons' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/coupons', payload: body() })).statusCode).toBe(401);
    const employee = bearer(await loginAs(app, demo.employee));
    const id = '00000000-0000-4000-8000-000000000000';
    for (const c of [
      { method: 'GET' as const, url: '/api/coupons' },
      { method: 'POST' as const, url: '/api/coupons', payload: body({ code: 'EMPLOYEE' }) },
      { method: 'GET' as const, url: `/api/coupons/${id}` },
      { method: 'PUT' as const, url: `/api/coupons/${id}`, payload: body() },
      { method: 'DELETE' as const, url: `/api/coupons/${id}` },
      { method: 'POST' as const, url: `/api/coupons/${id}/end` },
    ]) {
      const res = await app.inject({ ...c, headers: employee });
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 403, message: PlatformMessages.auth.forbidden });
    }
    expect(await app.db.select().from(coupons).where(eq(coupons.code, 'EMPLOYEE'))).toEqual([]);
  });

  it("checks the form's rules in order with its messages and writes nothing", async () => {
    const before = (await allAuditEvents(app)).length;
    // Each with the field the error body names (the form shows the message under it).
    const cases: [Record<string, unknown>, string, string][] = [
      [body({ code: undefined }), PricingMessages.coupon.codeRequired, 'code'],
      [body({ code: '   ' }), PricingMessages.coupon.codeRequired, 'code'],
      [body({ code: 'SPRING2' }), 'Coupon code must be exactly 8 characters', 'code'],
      [body({ code: 'SPRING245' }), 'Coupon code must be exactly 8 characters', 'code'],
      [body({ code: 'SPRING-4' }), PricingMessages.coupon.codeCharacters, 'code'],
      [body({ value: null }), PricingMessages.coupon.valueRequired, 'value'],
      [body({ value: 101 }), PricingMessages.coupon.valueRange, 'value'],
      [body({ value: -1 }), PricingMessages.coupon.valueRange, 'value'],
      [body({ startDate: '' }), PricingMessages.coupon.startRequired, 'startDate'],
      [body({ startDate: '2030-02-30' }), unreadableDateMessage('startDate'), 'startDate'],
      [body({ startDate: dayFrom(-1) }), 'Start date must be greater than today', 'startDate'],
      [body({ endDate: null }), PricingMessages.coupon.endRequired, 'endDate'],
      [body({ endDate: dayFrom(0) }), 'End date must be greater than start date', 'endDate'],
      [body({ startDate: dayFrom(5), endDate: dayFrom(4) }), 'End date must be greater than start date', 'endDate'],
      [body({ appliedTo: 'everything' }), 'Invalid type', 'appliedTo'],
      [body({ appliedTo: undefined }), 'Invalid type', 'appliedTo'],
      [body({ scope: 'planet' }), PricingMessages.coupon.invalidScope, 'scope'],
      [body({ scope: 'chain', scopeChain: [] }), PricingMessages.coupon.chainsRequired, 'scopeChain'],
      [body({ scope: 'hotel' }), PricingMessages.coupon.hotelsRequired, 'scopeHotel'],
      [body({ scope: 'chain', scopeChain: ['00000000-0000-4000-8000-000000000000'] }), PricingMessages.coupon.unknownScope, 'scopeChain'],
      [body({ scope: 'hotel', scopeHotel: [hotelIds[0], 'not-an-id'] }), PricingMessages.coupon.unknownScope, 'scopeHotel'],
    ];
    for (const [payload, message, field] of cases) {
      const res = await call('POST', '/coupons', payload);
      expect({ status: res.statusCode, message: res.json().message, field: res.json().field }).toEqual({ status: 400, message, field });
    }
    expect(await app.db.select().from(coupons).where(eq(coupons.code, 'SPRING24'))).toEqual([]);
    expect((await allAuditEvents(app)).length).toBe(before);
  });

  it('creates a coupon: code upper-cased, the scope list kept for its scope only, author and status answered, audited', async () => {
    const res = await call('POST', '/coupons', body({ code: 'hello123', scope: 'hotel', scopeHotel: [hotelIds[1], hotelIds[0], hotelIds[1]], scopeChain: [chainId] }));
    expect(res.statusCode).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({
      message: 'Coupon created successfully',
      data: {
        code: 'HELLO123',
        value: 15,
        startDate: dayFrom(0),
        endDate: dayFrom(30),
        endedAt: null,
        appliedTo: 'total',
        scope: 'hotel',
        scopeChain: [],
        scopeHotel: [
          { _id: hotelIds[1], name: 'Coupon Hotel Two' },
          { _id: hotelIds[0], name: 'Coupon Hotel One' },
        ],
        status: 'active',
        used: 0,
        createdBy: { fullName: `${demo.admin.firstName} ${demo.admin.lastName}` },
      },
    });
    expect((await call('GET', `/coupons/${made.data._id}`)).json().data).toEqual(made.data);
    const [event] = await auditEventsOf(app, 'coupon', made.data._id);
    expect(event).toMatchObject({ action: 'coupon.create', before: null, after: { code: 'HELLO123', scope: 'hotel', scopeChain: [] } });

    expect((await create({ code: 'ZERO0000', value: 0 })).value).toBe(0);
    const chain = await create({ code: 'chains01', scope: 'chain', scopeChain: [chainId], scopeHotel: [hotelIds[0]], appliedTo: 'timeflyz', startDate: dayFrom(2) });
    expect(chain).toMatchObject({ scopeChain: [{ _id: chainId, clientTypeName: 'Coupon Chain' }], scopeHotel: [], status: 'upcoming', appliedTo: 'timeflyz' });
  });

  it('takes a date-time as the day the console shows it on (Asia/Kolkata), and says which date it cannot read', async () => {
    // 12:00Z is 17:30 in Kolkata, the same day; 20:00Z is 01:30 the next day there.
    const made = await create({ code: 'DATETIME', startDate: `${dayFrom(1)}T12:00:00.000Z`, endDate: `${dayFrom(9)}T20:00:00.000Z` });
    expect({ startDate: made.startDate, endDate: made.endDate }).toEqual({ startDate: dayFrom(1), endDate: dayFrom(10) });
    const moved = await call('PUT', `/coupons/${made._id}`, body({ code: 'DATETIME', startDate: `${dayFrom(2)}T00:00:00+05:30`, endDate: `${dayFrom(12)} 09:15` }));
    expect(moved.json().data).toMatchObject({ startDate: dayFrom(2), endDate: dayFrom(12) });
    const before = (await allAuditEvents(app)).length;
    const cases: [Record<string, unknown>, string][] = [
      [body({ code: 'UNREAD01', startDate: 'tomorrow' }), unreadableDateMessage('startDate')],
      [body({ code: 'UNREAD01', startDate: `${dayFrom(1)}T25:00:00Z` }), unreadableDateMessage('startDate')],
      [body({ code: 'UNREAD01', endDate: '31/12/2030' }), unreadableDateMessage('endDate')],
      [body({ code: 'UNREAD01', endDate: '9999-12-31' }), dateOutOfRangeMessage('endDate')],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/coupons', payload);
      expect({ payload, status: res.statusCode, message: res.json().message }).toEqual({ payload, status: 400, message });
    }
    expect(await app.db.select().from(coupons).where(eq(coupons.code, 'UNREAD01'))).toEqual([]);
    expect((await allAuditEvents(app)).length).toBe(before);
  });

  it('refuses a code already used by a coupon not deleted, in any case, with 409', async () => {
    await create({ code: 'TWICE001' });
    const before = (await app.db.select().from(coupons)).length;
    const dup = await call('POST', '/coupons', body({ code: 'twice001' }));
    expect({ status: dup.statusCode, message: dup.json().message, field: dup.json().field }).toEqual({ status: 409, message: PricingMessages.coupon.codeTaken, field: 'code' });
    expect((await app.db.select().from(coupons)).length).toBe(before);
    // Two at once: one wins, the other gets the same 409 (the unique index stands behind the check).
    const racing = await Promise.all([call('POST', '/coupons', body({ code: 'RACE0001' })), call('POST', '/coupons', body({ code: 'race0001' }))]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(racing.find((r) => r.statusCode === 409)?.json().message).toBe(PricingMessages.coupon.codeTaken);
  });

  it('lists newest first with the status of today, searched by code, filtered by status, paged, with use counts', async () => {
    const active = await create({ code: 'LISTACT1' });
    const upcoming = await create({ code: 'LISTUPC1', startDate: dayFrom(3), endDate: dayFrom(9) });
    const byDate = await create({ code: 'LISTEND1' });
    await app.db.update(coupons).set({ startDate: dayFrom(-20), endDate: dayFrom(-1) }).where(eq(coupons.id, byDate._id));
    const early = await create({ code: 'LISTEND2' });
    expect((await call('POST', `/coupons/${early._id}/end`)).statusCode).toBe(200);
    await useCode('listact1', 2);

    const list = async (q: string) => (await call('GET', `/coupons?${q}`)).json() as CouponListResponse;
    const found = await list('search=list');
    expect(found.total).toBe(4);
    expect(found.data.map((c) => [c.code, c.status])).toEqual([
      ['LISTEND2', 'ended'],
      ['LISTEND1', 'ended'],
      ['LISTUPC1', 'upcoming'],
      ['LISTACT1', 'active'],
    ]);
    expect(found.data.find((c) => c.code === 'LISTACT1')?.used).toBe(2);
    expect((await list('search=list&status=active')).data.map((c) => c._id)).toEqual([active._id]);
    expect((await list('search=list&status=upcoming')).data.map((c) => c._id)).toEqual([upcoming._id]);
    expect((await list('search=LIST&status=ended')).data.map((c) => c._id)).toEqual([early._id, byDate._id]);
    const page = await list('search=list&limit=3&page=2');
    expect(page).toMatchObject({ total: 4, data: [{ code: 'LISTACT1' }] });
    expect((await list('search=list_')).data).toEqual([]);
    expect((await list('')).data.length).toBeLessThanOrEqual(10);
    expect((await call('GET', '/coupons?status=soon')).statusCode).toBe(400);
  });

  it('edits a coupon: a running one keeps its start, an ended one is locked, a used one keeps its code', async () => {
    const c = await create({ code: 'EDITME01' });
    // It has begun: its start, now in the past, is kept without the start-date rule.
    await app.db.update(coupons).set({ startDate: dayFrom(-5) }).where(eq(coupons.id, c._id));
    const kept = await call('PUT', `/coupons/${c._id}`, body({ code: 'editme01', startDate: dayFrom(-5), endDate: dayFrom(40), value: 20.5 }));
    expect(kept.json()).toMatchObject({ message: 'Coupon updated successfully', data: { code: 'EDITME01', startDate: dayFrom(-5), endDate: dayFrom(40), value: 20.5, status: 'active' } });
    const moved = await call('PUT', `/coupons/${c._id}`, body({ code: 'EDITME01', startDate: dayFrom(-3) }));
    expect({ status: moved.statusCode, message: moved.json().message }).toEqual({ status: 400, message: PricingMessages.coupon.startPast });
    const [event] = await auditEventsOf(app, 'coupon', c._id);
    expect(event).toMatchObject({ action: 'coupon.update', before: { value: 15, endDate: dayFrom(30) }, after: { value: 20.5, endDate: dayFrom(40) } });

    await create({ code: 'TAKEN001' });
    const clash = await call('PUT', `/coupons/${c._id}`, body({ code: 'taken001', startDate: dayFrom(-5) }));
    expect({ status: clash.statusCode, message: clash.json().message }).toEqual({ status: 409, message: PricingMessages.coupon.codeTaken });
    const renamed = await call('PUT', `/coupons/${c._id}`, body({ code: 'EDITED01', startDate: dayFrom(-5), scope: 'chain', scopeChain: [chainId] }));
    expect(renamed.json().data).toMatchObject({ code: 'EDITED01', scope: 'chain', scopeChain: [{ _id: chainId }] });

    await useCode('EDITED01', 1);
    const locked = await call('PUT', `/coupons/${c._id}`, body({ code: 'EDITED02', startDate: dayFrom(-5) }));
    expect({ status: locked.statusCode, message: locked.json().message }).toEqual({ status: 409, message: PricingMessages.coupon.codeLocked });

    await call('POST', `/coupons/${c._id}/end`);
    const ended = await call('PUT', `/coupons/${c._id}`, body({ code: 'EDITED01', startDate: dayFrom(-5) }));
    expect({ status: ended.statusCode, message: ended.json().message }).toEqual({ status: 409, message: PricingMessages.coupon.endedLocked });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'x']) {
      const res = await call('PUT', `/coupons/${id}`, body());
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 404, message: PricingMessages.coupon.notFound });
    }
  });

  it('ends a coupon now, once', async () => {
    const c = await create({ code: 'ENDNOW01', startDate: dayFrom(1) });
    const res = await call('POST', `/coupons/${c._id}/end`);
    expect(res.json()).toMatchObject({ message: 'Coupon ended successfully', data: { status: 'ended' } });
    expect(Date.now() - Date.parse(res.json().data.endedAt)).toBeLessThan(60_000);
    const again = await call('POST', `/coupons/${c._id}/end`);
    expect({ status: again.statusCode, message: again.json().message }).toEqual({ status: 409, message: PricingMessages.coupon.alreadyEnded });
    const [event] = await auditEventsOf(app, 'coupon', c._id);
    expect(event).toMatchObject({ action: 'coupon.end', before: { endedAt: null } });
  });

  it('refuses to delete a coupon reservations used (nothing changes), deletes an unused one, and frees its code', async () => {
    const used = await create({ code: 'USEDONCE' });
    await useCode('usedonce', 3);
    const events = (await auditEventsOf(app, 'coupon', used._id)).length;
    const refused = await call('DELETE', `/coupons/${used._id}`);
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({ status: 409, message: PricingMessages.coupon.used(3) });
    expect(refused.json().message).toBe('This coupon was used by 3 reservations: it cannot be deleted, only ended');
    expect((await rowOf(used._id)).deletedAt).toBeNull();
    expect((await call('GET', `/coupons/${used._id}`)).json().data).toMatchObject({ used: 3, status: 'active' });
    expect((await auditEventsOf(app, 'coupon', used._id)).length).toBe(events);

    const unused = await create({ code: 'UNUSED01' });
    const del = await call('DELETE', `/coupons/${unused._id}`);
    expect(del.json()).toEqual({ message: PricingMessages.coupon.deleted });
    expect((await rowOf(unused._id)).deletedAt).not.toBeNull();
    expect((await call('GET', `/coupons/${unused._id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/coupons/${unused._id}`)).statusCode).toBe(404);
    expect((await call('GET', '/coupons?search=UNUSED01')).json().total).toBe(0);
    const [event] = await auditEventsOf(app, 'coupon', unused._id);
    expect(event).toMatchObject({ action: 'coupon.delete', before: { code: 'UNUSED01' }, after: null });
    expect((await call('POST', '/coupons', body({ code: 'UNUSED01' }))).statusCode).toBe(201);
  });
});
