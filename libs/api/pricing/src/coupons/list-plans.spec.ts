/**
 * The coupon list's plans with many coupons (docs/api-database.md, "Which index a list reads"): every statement
 * GET /coupons sends for page 1, each status the console filters by and the last page, run again under EXPLAIN
 * ANALYZE, reads at most 10 rows per row answered plus the counters a total sums, however many coupons the past
 * holds; the totals agree with the coupons.
 */
import { addUtcDays, utcDay, type CouponListResponse } from '@backoffice/contracts';
import { rowsOf } from '@backoffice/api-server';
import { readsWithinBudget } from '@backoffice/api-server/testing';
import { sql } from 'drizzle-orm';
import { buildTestAppAsAdmin, type App } from '../test/helper';

/**
 * Three years of coupons, one every 8 hours, each valid 30 days from the day it was made, one in 7 starting a
 * week later (upcoming), one in 11 ended early, one in 13 deleted: about 90 running, the rest ended.
 */
const COUPONS = 3000;
/**
 * Rows a list may read beyond 10 per row answered: the signed-in SuperAdmin's own row and the counters a status
 * total sums (two rows, and one per day from today on that a coupon starts or ends on: about 40 here).
 */
const EXTRA = 60;

describe('coupon list plans with many coupons', () => {
  let app: App;
  let admin: Record<string, string>;
  const today = utcDay(new Date());

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
    await app.db.execute(sql`
      INSERT INTO coupons (code, value, start_date, end_date, ended_at, applied_to, scope, created_at, deleted_at)
      SELECT 'PL' || lpad(g::text, 6, '0'), 10,
        (now() - g * interval '8 hours')::date + CASE WHEN g % 7 = 0 THEN 7 ELSE 0 END,
        (now() - g * interval '8 hours')::date + CASE WHEN g % 7 = 0 THEN 37 ELSE 30 END,
        CASE WHEN g % 11 = 0 THEN now() - g * interval '8 hours' + interval '1 day' END, 'total', 'all',
        now() - g * interval '8 hours', CASE WHEN g % 13 = 0 THEN now() END
      FROM generate_series(1, ${COUPONS}) g`);
    await app.db.execute(sql`ANALYZE coupons`);
    await app.db.execute(sql`ANALYZE coupon_counts`);
  }, 120_000);
  afterAll(() => app.close());

  /**
   * GET /coupons`query` as the SuperAdmin; fails with the plans beyond 10 rows read per row answered plus EXTRA, or
   * beyond `statements` statements reading the coupons or their counters (page 1 without a search: the total and
   * the page in one, rule 5; the sign-in's own row apart).
   */
  const withinBudget = async (query: string, statements = Infinity): Promise<CouponListResponse> => {
    const inject = () => app.inject({ method: 'GET', url: `/api/coupons${query}`, headers: admin });
    const { body: answer, plans } = await readsWithinBudget<CouponListResponse>(app.db, `/coupons${query}`, inject, { extra: EXTRA });
    const couponReads = plans.filter((p) => /\bcoupon/.test(p.text)).length;
    expect({ query, statements: Math.min(couponReads, statements) }).toEqual({ query, statements: couponReads });
    return answer;
  };

  /** The coupons not deleted with `status` on today, counted from the rows (statusIs in the repository). */
  const counted = async (status?: 'upcoming' | 'active' | 'ended') => {
    const cond =
      status === 'ended'
        ? sql`(ended_at IS NOT NULL OR end_date < ${today})`
        : status
          ? sql`ended_at IS NULL AND end_date >= ${today} AND start_date ${status === 'upcoming' ? sql`>` : sql`<=`} ${today}`
          : sql`true`;
    const [{ n }] = rowsOf<{ n: number }>(await app.db.execute(sql`SELECT count(*)::int AS n FROM coupons WHERE deleted_at IS NULL AND ${cond}`));
    return n;
  };

  it.each([
    ['every coupon', ''],
    ['upcoming', 'upcoming'],
    ['active', 'active'],
    ['ended', 'ended'],
  ] as const)('%s: page 1 and the last page read about their page, the total is right', async (_, status) => {
    const filter = status ? `&status=${status}` : '';
    const first = await withinBudget(`?page=1&limit=10${filter}`, 1);
    expect(first.total).toBe(await counted(status || undefined));
    expect(first.data.length).toBe(Math.min(10, first.total));
    const last = Math.max(1, Math.ceil(first.total / 10));
    await withinBudget(`?page=${last}&limit=10${filter}`);
    // The second request of a later page reads for the total remembered at the first: one statement too.
    const end = await withinBudget(`?page=${last}&limit=10${filter}`, 1);
    expect(end.data).toHaveLength(first.total - (last - 1) * 10);
    if (status) expect(end.data.every((c) => c.status === status)).toBe(true);
  });

  it('the list answers each coupon as GET /coupons/{id} does: uses, author, scope names in order', async () => {
    const [chain] = rowsOf<{ id: string; name: string }>(await app.db.execute(sql`SELECT id, client_type_name AS name FROM commissions ORDER BY id LIMIT 1`));
    const hotels = rowsOf<{ id: string }>(await app.db.execute(sql`SELECT id FROM hotels WHERE deleted_at IS NULL ORDER BY id DESC LIMIT 2`));
    const [author] = rowsOf<{ id: string }>(await app.db.execute(sql`SELECT id FROM users WHERE role = 'SuperAdmin' ORDER BY id LIMIT 1`));
    await app.db.execute(sql`
      INSERT INTO coupons (code, value, start_date, end_date, applied_to, scope, scope_chain, scope_hotel, created_by, created_at) VALUES
        ('PLSCOPE1', 12.5, ${today}, ${addUtcDays(today, 9)}, 'hotel', 'chain', ${`{${chain?.id ?? ''}}`}::uuid[], '{}', ${author.id}, now() + interval '2 seconds'),
        ('PLSCOPE2', 5, ${today}, ${addUtcDays(today, 9)}, 'total', 'hotel', '{}', ${`{${hotels.map((h) => h.id).join(',')}}`}::uuid[], NULL, now() + interval '1 second')`);
    const page = await withinBudget('?page=1&limit=10', 1);
    for (const listed of page.data.slice(0, 2)) {
      const one = await app.inject({ method: 'GET', url: `/api/coupons/${listed._id}`, headers: admin });
      expect(listed).toEqual(one.json<{ data: unknown }>().data);
    }
    expect(page.data.slice(0, 2).map((c) => [c.code, c.scopeHotel.map((h) => h._id), c.createdBy?._id ?? null])).toEqual([
      ['PLSCOPE1', [], author.id],
      ['PLSCOPE2', hotels.map((h) => h.id), null],
    ]);
    await app.db.execute(sql`UPDATE coupons SET deleted_at = now() WHERE code IN ('PLSCOPE1', 'PLSCOPE2')`);
  });

  it('a coupon ended now or deleted changes the totals at once', async () => {
    const before = await withinBudget('?page=1&limit=10&status=active');
    await app.db.execute(sql`UPDATE coupons SET ended_at = now() WHERE code = ${before.data[0].code}`);
    await app.db.execute(sql`UPDATE coupons SET deleted_at = now() WHERE code = ${before.data[1].code}`);
    const after = await withinBudget('?page=1&limit=10&status=active');
    expect(after.total).toBe((before.total ?? 0) - 2);
    expect((await withinBudget('?page=1&limit=10')).total).toBe(await counted());
  });
});
