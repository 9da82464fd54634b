/**
 * The catalogue's demo data (docs/areas/pricing.md, "Demo data"): overnight percentages in their ranges only
 * where none is set, coupons of every status, kind and scope by the SuperAdmin (as the list shows them),
 * deterministic, idempotent, and nothing without hotels.
 */
import { COUPON_APPLIED_TO, COUPON_SCOPES, COUPON_STATUSES, type CouponListResponse } from '@backoffice/contracts';
import type { SeedContext } from '@backoffice/api-server';
import { commissions, hotels, users } from '@backoffice/api-server/schema';
import { asc, eq, inArray } from 'drizzle-orm';
import { coupons } from '../pricing.schema';
import { buildTestAppAsAdmin, demo, type App } from '../test/helper';
import { SEED_COUPONS, seedCatalogue } from './catalogue';

/** A context like the seed's: a fixed generator and clock. */
function contextOf(now: Date): SeedContext {
  let a = 42;
  const rand = () => {
    a = (a * 1_103_515_245 + 12_345) % 2_147_483_648;
    return a / 2_147_483_648;
  };
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
  };
  return { rand, uuid, now, scale: 1, departments: [], departmentId: () => undefined, users: [], demoAccounts: [], config: {} };
}

describe('pricing catalogue seed', () => {
  let app: App;
  let admin: Record<string, string>;
  let hotelIds: string[];
  let chainIds: string[];
  const now = new Date();

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
  });
  afterAll(() => app.close());

  const run = () => app.db.transaction((tx) => seedCatalogue(tx, contextOf(now)));
  const snapshot = async () => ({
    hotels: await app.db.select({ id: hotels.id, three: hotels.overnightThree, six: hotels.overnightSix, twelve: hotels.overnightTwelve }).from(hotels).orderBy(asc(hotels.id)),
    coupons: await app.db.select().from(coupons).orderBy(asc(coupons.code)),
  });

  it('writes nothing without hotels (the test database has none)', async () => {
    expect(await app.db.select().from(coupons)).toEqual([]);
    expect(await run()).toEqual({ overnight: 0, coupons: 0 });
  });

  it('gives hotels overnight percentages in their ranges, keeping those already set', async () => {
    chainIds = (await app.db.insert(commissions).values([{ clientTypeName: 'Seed Chain A' }, { clientTypeName: 'Seed Chain B' }]).returning({ id: commissions.id })).map((c) => c.id);
    hotelIds = (
      await app.db
        .insert(hotels)
        .values(Array.from({ length: 8 }, (_, i) => ({ name: `Seed Hotel ${i + 1}`, commissionId: i < 6 ? chainIds[i % 2] : null, createdAt: new Date(now.getTime() - (10 - i) * 60_000) })))
        .returning({ id: hotels.id })
    ).map((h) => h.id);
    await app.db.update(hotels).set({ overnightThree: 0.33, overnightSix: 0.44, overnightTwelve: 0.55 }).where(eq(hotels.id, hotelIds[7]));

    expect(await run()).toEqual({ overnight: 7, coupons: SEED_COUPONS.length });
    const rows = await app.db.select().from(hotels).where(inArray(hotels.id, hotelIds));
    for (const h of rows.filter((r) => r.id !== hotelIds[7])) {
      expect(h.overnightThree).toBeGreaterThanOrEqual(0.4);
      expect(h.overnightThree).toBeLessThanOrEqual(0.6);
      expect(h.overnightSix).toBeGreaterThanOrEqual(0.55);
      expect(h.overnightSix).toBeLessThanOrEqual(0.75);
      expect(h.overnightTwelve).toBeGreaterThanOrEqual(0.7);
      expect(h.overnightTwelve).toBeLessThanOrEqual(0.9);
    }
    expect(rows.find((r) => r.id === hotelIds[7])).toMatchObject({ overnightThree: 0.33, overnightSix: 0.44, overnightTwelve: 0.55 });
  });

  it('seeds coupons of every status, kind and scope, by the SuperAdmin, among them the codes the bookings seed uses', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/coupons?limit=50', headers: admin });
    const { data } = res.json() as CouponListResponse;
    expect(data.map((c) => c.code).sort()).toEqual(SEED_COUPONS.map((c) => c.code).sort());
    expect(data.map((c) => c.code)).toEqual(expect.arrayContaining(['WELCOME8', 'LAYOVER1', 'SAVE10NW']));
    expect(new Set(data.map((c) => c.status))).toEqual(new Set(COUPON_STATUSES));
    expect(new Set(data.map((c) => c.appliedTo))).toEqual(new Set(COUPON_APPLIED_TO));
    expect(new Set(data.map((c) => c.scope))).toEqual(new Set(COUPON_SCOPES));
    const [author] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, demo.admin.email));
    for (const c of data) {
      expect(c.code).toMatch(/^[A-Z0-9]{8}$/);
      expect(c.createdBy).toEqual({ _id: author.id, fullName: `${demo.admin.firstName} ${demo.admin.lastName}` });
      expect(c.endDate > c.startDate).toBe(true);
      if (c.scope === 'chain') {
        expect(c.scopeChain.length).toBeGreaterThanOrEqual(1);
        expect(c.scopeChain.length).toBeLessThanOrEqual(2);
        for (const s of c.scopeChain) expect(chainIds).toContain(s._id);
      } else expect(c.scopeChain).toEqual([]);
      if (c.scope === 'hotel') {
        expect(c.scopeHotel.length).toBeGreaterThanOrEqual(2);
        expect(c.scopeHotel.length).toBeLessThanOrEqual(3);
      } else expect(c.scopeHotel).toEqual([]);
      expect(Date.parse(c.createdAt)).toBeLessThan(now.getTime());
    }
    expect(data.find((c) => c.code === 'SAVE10NW')).toMatchObject({ status: 'ended', endedAt: expect.any(String) });
  });

  it('is idempotent and deterministic', async () => {
    const first = await snapshot();
    expect(await run()).toEqual({ overnight: 0, coupons: 0 });
    expect(await snapshot()).toEqual(first);
    // From scratch again with the same generator and clock: the same rows.
    await app.db.delete(coupons);
    await app.db.update(hotels).set({ overnightThree: 0, overnightSix: 0, overnightTwelve: 0 }).where(inArray(hotels.id, hotelIds.slice(0, 7)));
    await run();
    expect(await snapshot()).toEqual(first);
  });
});
