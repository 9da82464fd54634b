/**
 * The pricing table's plans with one chain holding most hotels (docs/api-database.md, "Which index a list reads"):
 * every statement GET /hotel/pricing sends for page 1, the chain filter (the big chain, 'other') and the last page,
 * run again under EXPLAIN ANALYZE, reads at most 10 rows per row answered plus the counters its total sums.
 */
import type { PricingListResponse } from '@backoffice/contracts';
import { rowsOf } from '@backoffice/api-server';
import { LAST_UUID, insertChain, readsWithinBudget } from '@backoffice/api-server/testing';
import { sql } from 'drizzle-orm';
import { buildTestAppAsAdmin, type App } from '../test/helper';

/** Hotels of the big chain; a few without a chain. */
const BIG_CHAIN_HOTELS = 3000;
const NO_CHAIN_HOTELS = 45;
/** The signed-in SuperAdmin's own row and the hotel counters a total sums (at most 6 per chain). */
const EXTRA = 40;

describe('pricing table plans with one chain holding most hotels', () => {
  let app: App;
  let admin: Record<string, string>;
  let bigChain: string;

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
    // The big chain's id sorts after every other chain's (LAST_UUID): its hotels lie where the chain's index order
    // and the table's order disagree, the shape in which the planner may prefer the whole list's index.
    bigChain = await insertChain(app, 'Plan Big Chain', LAST_UUID);
    await app.db.execute(sql`
      INSERT INTO hotels (name, city, status, commission_id, deleted_at)
      SELECT 'Plan Hotel ' || lpad(g::text, 5, '0'), 'Sydney', (ARRAY['Live','Pending','Inactive'])[1 + g % 3], ${bigChain}::uuid,
        CASE WHEN g % 50 = 0 THEN now() END
      FROM generate_series(1, ${BIG_CHAIN_HOTELS}) g`);
    await app.db.execute(sql`
      INSERT INTO hotels (name, city, status) SELECT 'Plan Chainless ' || g, 'Perth', 'Live' FROM generate_series(1, ${NO_CHAIN_HOTELS}) g`);
    await app.db.execute(sql`ANALYZE hotels`);
  }, 120_000);
  afterAll(() => app.close());

  /** GET /hotel/pricing`query` as the SuperAdmin; fails with the plans beyond 10 rows read per row answered plus EXTRA. */
  const withinBudget = async (query: string): Promise<PricingListResponse> => {
    const inject = () => app.inject({ method: 'GET', url: `/api/hotel/pricing${query}`, headers: admin });
    return (await readsWithinBudget<PricingListResponse>(app.db, `/hotel/pricing${query}`, inject, { extra: EXTRA })).body;
  };

  const countOf = async (chain: string | null | undefined) => {
    const cond = chain === undefined ? sql`true` : chain === null ? sql`commission_id IS NULL` : sql`commission_id = ${chain}::uuid`;
    const [{ n }] = rowsOf<{ n: number }>(await app.db.execute(sql`SELECT count(*)::int AS n FROM hotels WHERE deleted_at IS NULL AND ${cond}`));
    return n;
  };

  it.each([
    ['every hotel', '', undefined],
    ['the big chain', 'BIG', 'BIG'],
    ["'other' (no chain)", 'other', null],
  ] as const)('%s: page 1 and the last page read about their page, the total is right', async (_, chain, counted) => {
    const filter = chain ? `&chain=${chain === 'BIG' ? bigChain : chain}` : '';
    const first = await withinBudget(`?page=1&limit=10${filter}`);
    expect(first.total).toBe(await countOf(counted === 'BIG' ? bigChain : counted));
    expect(first.data).toHaveLength(10);
    const last = Math.ceil(first.total / 10);
    const end = await withinBudget(`?page=${last}&limit=10${filter}`);
    expect(end.data).toHaveLength(first.total - (last - 1) * 10);
    if (chain === 'BIG') expect(end.data.at(-1)?.name).toBe(`Plan Hotel ${String(BIG_CHAIN_HOTELS - 1).padStart(5, '0')}`);
  });
});
