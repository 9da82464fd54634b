/**
 * The chains area's lists with one chain holding most hotels (docs/api-database.md, "Which index a list reads"):
 * the chains list (POST /admin/commission/list, every chain with its hotel count), the managers list (GET
 * /user/employeeList, among many accounts that are not managers) and the Expedia error list (GET /report) answer
 * every row, unpaged; every statement each sends, run again under EXPLAIN ANALYZE, reads at most 10 rows per row
 * answered plus a small constant, however many hotels the chain holds.
 */
import type { Chain } from '@backoffice/contracts';
import { rowsOf } from '@backoffice/api-server';
import { LAST_UUID, insertChain, readsWithinBudget } from '@backoffice/api-server/testing';
import { sql } from 'drizzle-orm';
import { buildTestAppAsAdmin, type App } from './test/helper';

/** Hotels of the big chain: counting them for its row would read 3,000 rows for one. */
const BIG_CHAIN_HOTELS = 3000;
/** Accounts that are not managers (customers of the app): the managers list must not read them. */
const OTHER_ACCOUNTS = 2000;
/**
 * Rows a list may read beyond 10 per row answered: the signed-in SuperAdmin's own row, the counters a chain's
 * hotel count sums (at most 6 per chain, within the 10 per row), and a lookup's index probes.
 */
const EXTRA = 20;

describe('chains lists with one chain holding most hotels', () => {
  let app: App;
  let admin: Record<string, string>;
  let bigChain: string;

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
    // The big chain's id sorts after every other chain's (LAST_UUID): its hotels lie where the chain's index order
    // and the table's order disagree, the shape in which the planner may prefer the whole list's index.
    bigChain = await insertChain(app, 'Plan Big Chain', LAST_UUID);
    // 8 in 10 Live, one in 20 deleted (not counted), one in 15 with an Expedia URL (none reported).
    await app.db.execute(sql`
      INSERT INTO hotels (name, city, status, commission_id, expedia_url, deleted_at, created_at)
      SELECT 'Plan Hotel ' || g, 'Sydney', (ARRAY['Live','Live','Live','Live','Live','Live','Live','Live','Pending','Inactive'])[1 + g % 10],
        ${bigChain}::uuid, CASE WHEN g % 15 = 0 THEN 'https://www.expedia.com.au/plan' || g || '.Hotel-Information' ELSE '' END,
        CASE WHEN g % 20 = 0 THEN now() END, now() - g * interval '1 minute'
      FROM generate_series(1, ${BIG_CHAIN_HOTELS}) g`);
    await app.db.execute(sql`
      INSERT INTO users (email, first_name, last_name, user_type)
      SELECT 'plan.customer' || g || '@guests.example', 'Plan', 'Customer ' || g, 'APP' FROM generate_series(1, ${OTHER_ACCOUNTS}) g`);
    await app.db.execute(sql`
      INSERT INTO expedia_reports (full_name, email, url)
      SELECT 'Plan Guest', 'plan' || g || '@guests.example', 'https://www.expedia.com.au/other' || g || '.Hotel-Information'
      FROM generate_series(1, 12) g`);
    await app.db.execute(sql`
      INSERT INTO expedia_reports (full_name, email, url) VALUES ('Plan Guest', 'plan@guests.example', 'https://www.expedia.com.au/plan15.Hotel-Information')`);
    for (const table of ['hotels', 'users', 'commissions', 'expedia_reports']) await app.db.execute(sql.raw(`ANALYZE ${table}`));
  }, 120_000);
  afterAll(() => app.close());

  /** `method url` as the SuperAdmin: fails with the plans beyond 10 rows read per row answered plus EXTRA. */
  const withinBudget = async <T>(method: 'GET' | 'POST', url: string): Promise<T[]> => {
    const inject = () => app.inject({ method, url: `/api${url}`, headers: admin });
    return (await readsWithinBudget<{ data: T[] }>(app.db, `${method} ${url}`, inject, { extra: EXTRA })).body.data;
  };

  it("the chains list counts the big chain's hotels from the counters, not the hotels", async () => {
    const chains = await withinBudget<Chain>('POST', '/admin/commission/list');
    const [{ n }] = rowsOf<{ n: number }>(
      await app.db.execute(sql`SELECT count(*)::int AS n FROM hotels WHERE commission_id = ${bigChain}::uuid AND deleted_at IS NULL`),
    );
    expect(n).toBe(BIG_CHAIN_HOTELS * 0.95);
    expect(chains.find((c) => c._id === bigChain)?.hotelCount).toBe(n);
  });

  it('a hotel deleted, moved or added changes the counts at once', async () => {
    const [other] = rowsOf<{ id: string }>(await app.db.execute(sql`INSERT INTO commissions (client_type_name) VALUES ('Plan Moved') RETURNING id`));
    await app.db.execute(sql`UPDATE hotels SET commission_id = ${other.id}::uuid WHERE name IN ('Plan Hotel 1', 'Plan Hotel 2', 'Plan Hotel 20')`);
    await app.db.execute(sql`UPDATE hotels SET deleted_at = now() WHERE name = 'Plan Hotel 3'`);
    await app.db.execute(sql`INSERT INTO hotels (name, city, status, commission_id) VALUES ('Plan Hotel new', 'Perth', 'Pending', ${other.id}::uuid)`);
    const chains = await withinBudget<Chain>('POST', '/admin/commission/list');
    // Hotel 20 was deleted already: it moved without counting anywhere.
    expect(chains.find((c) => c._id === other.id)?.hotelCount).toBe(3);
    expect(chains.find((c) => c._id === bigChain)?.hotelCount).toBe(BIG_CHAIN_HOTELS * 0.95 - 3);
  });

  it('the managers list reads the managers, not every account', async () => {
    await withinBudget('GET', '/user/employeeList');
  });

  it("the Expedia error list finds its reports' hotels by URL, not by reading every hotel", async () => {
    const reports = await withinBudget<{ url: string; hotel: { name: string } | null }>('GET', '/report');
    expect(reports.length).toBeGreaterThanOrEqual(13);
    expect(reports.find((r) => r.url.includes('/plan15.'))?.hotel?.name).toBe('Plan Hotel 15');
    expect(reports.find((r) => r.url.includes('/other1.'))?.hotel).toBeNull();
  });
});
