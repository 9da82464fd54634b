/**
 * Overnight pricing through inject (docs/areas/pricing.md, "Pricing"): the table with its search, chain filter
 * and pages, the modals' search, one hotel and a whole chain with the form's messages in order, 404s, the audit
 * trail, and the rights.
 */
import { PlatformMessages, PricingMessages, type HotelPricing, type PricingListResponse } from '@backoffice/contracts';
import { allAuditEvents, auditEventsOf } from '@backoffice/api-server/testing';
import { commissions, hotels } from '@backoffice/api-server/schema';
import { and, eq, isNull } from 'drizzle-orm';
import { bearer, buildTestAppAsAdmin, demo, loginAs, type App } from '../test/helper';

describe('overnight pricing', () => {
  let app: App;
  let admin: Record<string, string>;
  let chainA: string;
  let chainB: string;
  const ids: Record<string, string> = {};

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    app.inject({ method, url: `/api${url}`, headers: admin, ...(payload === undefined ? {} : { payload: payload as object }) });
  const rates = (three: number | null, six: number | null, twelve: number | null) => ({ three, six, twelve });
  const fractionsOf = async (id: string) => {
    const [h] = await app.db.select().from(hotels).where(eq(hotels.id, id));
    return { three: h.overnightThree, six: h.overnightSix, twelve: h.overnightTwelve };
  };

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
    [{ id: chainA }, { id: chainB }] = await app.db
      .insert(commissions)
      .values([{ clientTypeName: 'Pricing Chain A' }, { clientTypeName: 'Pricing Chain B' }])
      .returning({ id: commissions.id });
    const rows: [string, string | null, boolean?][] = [
      ['Harbour View Pricing', chainA],
      ['harbour lane pricing', chainA],
      ['Airport Pricing Inn', chainB],
      ['Solo Pricing Lodge', null],
      ['Gone Harbour Pricing', chainA, true],
    ];
    for (const [name, commissionId, deleted] of rows) {
      const [h] = await app.db
        .insert(hotels)
        .values({ name, commissionId, city: 'Sydney', status: 'Live', deletedAt: deleted ? new Date() : null })
        .returning({ id: hotels.id });
      ids[name] = h.id;
    }
  });
  afterAll(() => app.close());

  it('answers 401 without a token and 403 to other roles, changing nothing', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/hotel/pricing' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/hotel/overNight', payload: { hotelId: ids['Solo Pricing Lodge'], overNightRatePercentage: rates(0.5, 0.6, 0.7) } })).statusCode).toBe(401);
    const employee = bearer(await loginAs(app, demo.employee));
    for (const c of [
      { method: 'GET' as const, url: '/api/hotel/pricing' },
      { method: 'POST' as const, url: '/api/hotel/querybyproperty', payload: { inputValue: 'harbour' } },
      { method: 'POST' as const, url: '/api/hotel/overNight', payload: { hotelId: ids['Solo Pricing Lodge'], overNightRatePercentage: rates(0.5, 0.6, 0.7) } },
      { method: 'PUT' as const, url: '/api/hotel/OvernightUpdateBytype', payload: { commissionId: chainA, overNightRatePercentage: rates(0.5, 0.6, 0.7) } },
    ]) {
      const res = await app.inject({ ...c, headers: employee });
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 403, message: PlatformMessages.auth.forbidden });
    }
    expect(await fractionsOf(ids['Solo Pricing Lodge'])).toEqual({ three: 0, six: 0, twelve: 0 });
  });

  it('lists hotels not deleted by name, with their chain and fractions, searched, filtered by chain and paged', async () => {
    const all = (await call('GET', '/hotel/pricing?search=pricing&limit=50')).json() as PricingListResponse;
    expect(all.data.map((h) => h.name)).toEqual(['Airport Pricing Inn', 'harbour lane pricing', 'Harbour View Pricing', 'Solo Pricing Lodge']);
    expect(all.total).toBe(4);
    expect(all.data[0]).toEqual({
      _id: ids['Airport Pricing Inn'],
      name: 'Airport Pricing Inn',
      city: 'Sydney',
      commission: { _id: chainB, clientTypeName: 'Pricing Chain B' },
      overNightRatePercentage: { three: 0, six: 0, twelve: 0 },
    });
    expect(all.data[3].commission).toBeNull();

    const harbour = (await call('GET', '/hotel/pricing?search=HARBOUR')).json() as PricingListResponse;
    expect(harbour.data.map((h) => h.name)).toEqual(['harbour lane pricing', 'Harbour View Pricing']);
    const ofA = (await call('GET', `/hotel/pricing?chain=${chainA}`)).json() as PricingListResponse;
    expect(ofA).toMatchObject({ total: 2 });
    const other = (await call('GET', '/hotel/pricing?chain=other&search=pricing')).json() as PricingListResponse;
    expect(other.data.map((h) => h.name)).toEqual(['Solo Pricing Lodge']);
    expect((await call('GET', '/hotel/pricing?chain=nonsense')).json()).toEqual({ data: [], total: 0 });

    const page2 = (await call('GET', '/hotel/pricing?search=pricing&limit=3&page=2')).json() as PricingListResponse;
    expect(page2).toMatchObject({ total: 4, data: [{ name: 'Solo Pricing Lodge' }] });
    const firstPage = (await call('GET', '/hotel/pricing?search=pricing')).json() as PricingListResponse;
    expect(firstPage.data).toHaveLength(4); // default limit 10
    expect((await call('GET', '/hotel/pricing?limit=0')).statusCode).toBe(400);
  });

  it('searches the modal: a name of more than 2 characters, or the hotels of chains', async () => {
    const byName = async (inputValue: unknown) => ((await call('POST', '/hotel/querybyproperty', { inputValue })).json().data as HotelPricing[]).map((h) => h.name);
    expect(await byName('ha')).toEqual([]);
    expect(await byName('  ha ')).toEqual([]);
    expect(await byName('har')).toEqual(['harbour lane pricing', 'Harbour View Pricing']);
    expect(await byName([chainA])).toEqual(['harbour lane pricing', 'Harbour View Pricing']);
    expect(await byName([chainA, chainB])).toEqual(['Airport Pricing Inn', 'harbour lane pricing', 'Harbour View Pricing']);
    expect(await byName(['other'])).toContain('Solo Pricing Lodge');
    expect(await byName(['not-an-id'])).toEqual([]);
    expect(await byName([])).toEqual([]);
    expect((await call('POST', '/hotel/querybyproperty', {})).statusCode).toBe(400);
  });

  it('answers the same call with a property ID (the Missing Property ID editor): exact first, then partial, by property ID', async () => {
    await app.db.insert(hotels).values([
      { name: 'Prop Ten', propertyId: 'QP-10' },
      { name: 'Prop One', propertyId: 'qp-1', commissionId: chainB, city: 'Perth' },
      { name: 'Prop Eleven', propertyId: 'QP-11' },
      { name: 'Prop Gone', propertyId: 'QP-12', deletedAt: new Date() },
    ]);
    const res = await call('POST', '/hotel/querybyproperty', { propertyId: 'QP-1' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { propertyId: string }[];
    expect(data.map((h) => h.propertyId)).toEqual(['qp-1', 'QP-10', 'QP-11']);
    expect(data[0]).toEqual({ _id: expect.any(String), name: 'Prop One', commission: chainB, propertyId: 'qp-1', city: 'Perth' });
    expect((await call('POST', '/hotel/querybyproperty', { propertyId: 'qp-1', limit: 2 })).json().data).toHaveLength(2);
    expect((await call('POST', '/hotel/querybyproperty', { propertyId: 'QP-1', inputValue: 'x' })).statusCode).toBe(400);
  });

  it("checks one hotel's rates in the form's order and writes nothing until they pass", async () => {
    const hotelId = ids['Solo Pricing Lodge'];
    const before = (await allAuditEvents(app)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ overNightRatePercentage: rates(0.5, 0.6, 0.7) }, PricingMessages.pricing.selectProperty],
      [{ hotelId: null, overNightRatePercentage: rates(0.5, 0.6, 0.7) }, PricingMessages.pricing.selectProperty],
      [{ hotelId }, PricingMessages.pricing.threeRequired],
      [{ hotelId, overNightRatePercentage: rates(0, 0.6, 0.7) }, PricingMessages.pricing.threeRequired],
      [{ hotelId, overNightRatePercentage: rates(0.5, null, 0.7) }, PricingMessages.pricing.sixRequired],
      [{ hotelId, overNightRatePercentage: { three: 0.5, six: 0.6 } }, PricingMessages.pricing.twelveRequired],
      [{ hotelId, overNightRatePercentage: rates(0.5, 1.01, 0.7) }, PricingMessages.pricing.tooHigh],
      [{ hotelId, overNightRatePercentage: rates(0.5, 0.6, -0.1) }, PricingMessages.pricing.negative],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/hotel/overNight', payload);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    }
    expect(await fractionsOf(hotelId)).toEqual({ three: 0, six: 0, twelve: 0 });
    expect((await allAuditEvents(app)).length).toBe(before);

    for (const missing of ['00000000-0000-4000-8000-000000000000', 'nope', ids['Gone Harbour Pricing']]) {
      const res = await call('POST', '/hotel/overNight', { hotelId: missing, overNightRatePercentage: rates(0.5, 0.6, 0.7) });
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 404, message: PricingMessages.pricing.hotelNotFound });
    }
  });

  it('sets one hotel (4 decimals kept, 100 % allowed) and records the change on its history', async () => {
    const hotelId = ids['Solo Pricing Lodge'];
    const res = await call('POST', '/hotel/overNight', { hotelId, overNightRatePercentage: rates(0.425, 0.55555, 1) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Overnight Rate Updated Successfully', data: { updated: 1 } });
    expect(await fractionsOf(hotelId)).toEqual({ three: 0.425, six: 0.5556, twelve: 1 });
    const listed = (await call('GET', '/hotel/pricing?search=solo')).json() as PricingListResponse;
    expect(listed.data[0].overNightRatePercentage).toEqual({ three: 0.425, six: 0.5556, twelve: 1 });
    const [event] = await auditEventsOf(app, 'hotel', hotelId);
    expect(event).toMatchObject({
      action: 'hotel.overnight',
      before: { overNightRatePercentage: { three: 0, six: 0, twelve: 0 } },
      after: { overNightRatePercentage: { three: 0.425, six: 0.5556, twelve: 1 } },
    });
  });

  it("sets every hotel of a chain (or without one) in one go, one event per hotel; others and deleted ones untouched", async () => {
    const bad = await call('PUT', '/hotel/OvernightUpdateBytype', { overNightRatePercentage: rates(0.5, 0.6, 0.7) });
    expect({ status: bad.statusCode, message: bad.json().message }).toEqual({ status: 400, message: PricingMessages.pricing.selectProperty });
    const high = await call('PUT', '/hotel/OvernightUpdateBytype', { commissionId: chainA, overNightRatePercentage: rates(1.5, 0.6, 0.7) });
    expect({ status: high.statusCode, message: high.json().message }).toEqual({ status: 400, message: PricingMessages.pricing.tooHigh });
    for (const missing of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await call('PUT', '/hotel/OvernightUpdateBytype', { commissionId: missing, overNightRatePercentage: rates(0.5, 0.6, 0.7) });
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 404, message: PricingMessages.pricing.chainNotFound });
    }

    const res = await call('PUT', '/hotel/OvernightUpdateBytype', { commissionId: chainA, overNightRatePercentage: rates(0.45, 0.6, 0.8) });
    expect(res.json()).toEqual({ message: PricingMessages.pricing.updated, data: { updated: 2 } });
    for (const name of ['Harbour View Pricing', 'harbour lane pricing']) {
      expect(await fractionsOf(ids[name])).toEqual({ three: 0.45, six: 0.6, twelve: 0.8 });
      const [event] = await auditEventsOf(app, 'hotel', ids[name]);
      expect(event).toMatchObject({ action: 'hotel.overnight', after: { overNightRatePercentage: { three: 0.45, six: 0.6, twelve: 0.8 }, byChain: { chain: chainA, chainName: 'Pricing Chain A' } } });
    }
    expect(await fractionsOf(ids['Gone Harbour Pricing'])).toEqual({ three: 0, six: 0, twelve: 0 });
    expect(await fractionsOf(ids['Airport Pricing Inn'])).toEqual({ three: 0, six: 0, twelve: 0 });

    const other = await call('PUT', '/hotel/OvernightUpdateBytype', { commissionId: 'other', overNightRatePercentage: rates(0.3, 0.4, 0.5) });
    const withoutChain = await app.db.select({ id: hotels.id }).from(hotels).where(and(isNull(hotels.commissionId), isNull(hotels.deletedAt)));
    expect(other.json().data.updated).toBe(withoutChain.length);
    expect(await fractionsOf(ids['Solo Pricing Lodge'])).toEqual({ three: 0.3, six: 0.4, twelve: 0.5 });
    expect(await fractionsOf(ids['Airport Pricing Inn'])).toEqual({ three: 0, six: 0, twelve: 0 });

    const [empty] = await app.db.insert(commissions).values({ clientTypeName: 'Empty Pricing Chain' }).returning({ id: commissions.id });
    const none = await call('PUT', '/hotel/OvernightUpdateBytype', { commissionId: empty.id, overNightRatePercentage: rates(0.3, 0.4, 0.5) });
    expect(none.json()).toEqual({ message: PricingMessages.pricing.updated, data: { updated: 0 } });
  });
});
