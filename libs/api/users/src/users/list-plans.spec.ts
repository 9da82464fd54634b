/**
 * The users area's lists and export read about the rows they answer, whatever the shape of the users table
 * (docs/api-database.md, "Which index a list reads"): every statement a request sent, run again under EXPLAIN
 * ANALYZE (`listReads`), reads at most 10 rows per row answered plus {@link JOINS}. The skewed shape: 5,000 users
 * more, seven in ten of them customers (the benchmark's 100,000 users in small), with guests, Hotel Managers (each
 * with a chain and a hotel), Revenue Managers, Owners, Employees and 150 Admins before and after them.
 */
import { USER_FILTERS, type UserListResponse } from '@backoffice/contracts';
import { rowsOf } from '@backoffice/api-server';
import { describePlans, listReads } from '@backoffice/api-server/testing';
import { sql } from 'drizzle-orm';
import { buildTestAppAsAdmin, type App } from '../test/helper';
import { typeFilter } from './query';

/**
 * Rows read beyond 10 per row answered: the auth check's user (1), the departments looked up for the page (a
 * handful: the test database has five), the user counters a total sums (at most 14: 7 kinds × requested or not)
 * and the hotels of the page's managers with their rows (one or two per manager).
 */
const JOINS = 40;

/**
 * The users added, by kind (the `type` filter's label), as the benchmark's 100,000 users in small, newest first. The
 * customers (seven in ten) lie in the middle, both of the creation order and of the table: the whole list's index,
 * read from either end, meets 950 or 550 other users before them, so a planner choosing it over the kind's index
 * fails the budget (docs/api-database.md, "Which index a list reads", rule 6).
 */
const SHAPE: [string, number, string][] = [
  ['Guest', 300, `NULL, 'APP', NULL, 'Guest'`],
  ['Hotel Manager', 500, `NULL, 'EMPLOYEE', 'REGIONALMANAGER', NULL`],
  ['Revenue Manager', 150, `NULL, 'EMPLOYEE', 'GROUPMANAGER', NULL`],
  ['Customer', 3500, `NULL, 'APP', NULL, 'Timeflyz'`],
  ['Owner', 250, `NULL, 'ADMIN', 'OWNER', NULL`],
  ['Employee', 150, `'Employee', NULL, NULL, NULL`],
  ['Admin', 150, `'SuperAdmin', NULL, NULL, NULL`],
];

describe('user lists under a skewed users table (rows read per row answered)', () => {
  let app: App;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
    let from = 0;
    for (const [, n, fields] of SHAPE) {
      await app.db.execute(
        sql.raw(`
        INSERT INTO users (email, first_name, last_name, role, user_type, access_level, provider, created_at)
        SELECT 'plan.' || g || '@example.com', initcap(substr(md5(g::text), 1, 6)), initcap(substr(md5(g::text), 7, 8)),
          ${fields}, now() - g * interval '7 minutes'
        FROM generate_series(${from + 1}, ${from + n}) g`),
      );
      from += n;
    }
    // Every Hotel Manager has a chain and one of 2,000 hotels (the list joins the chain; the page reads its managers' hotels).
    await app.db.execute(sql`INSERT INTO commissions (client_type_name) VALUES ('Plan Chain')`);
    await app.db.execute(sql`INSERT INTO hotels (name, commission_id)
      SELECT 'Plan Hotel ' || g, (SELECT id FROM commissions WHERE client_type_name = 'Plan Chain') FROM generate_series(1, 2000) g`);
    await app.db.execute(sql`INSERT INTO manager_chains (user_id, commission_id)
      SELECT id, (SELECT id FROM commissions WHERE client_type_name = 'Plan Chain') FROM users
      WHERE access_level = 'REGIONALMANAGER' AND email LIKE 'plan.%'`);
    await app.db.execute(sql`INSERT INTO manager_hotels (user_id, hotel_id)
      SELECT u.id, h.id
      FROM (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM users
            WHERE access_level = 'REGIONALMANAGER' AND email LIKE 'plan.%') u
      JOIN (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM hotels WHERE name LIKE 'Plan Hotel %') h
        ON h.rn = 1 + u.rn * 3 % 2000`);
    // A few pending department requests and deleted users among the customers.
    await app.db.execute(sql`UPDATE users SET requested_department_id = (SELECT id FROM departments ORDER BY name LIMIT 1)
      WHERE email LIKE 'plan.%' AND role IS NULL AND user_type = 'APP' AND right(email, 15) LIKE '%7@example.com'`);
    await app.db.execute(sql`UPDATE users SET deleted_at = now(), disabled = true WHERE email LIKE 'plan.%3@example.com'`);
    for (const t of ['users', 'manager_chains', 'manager_hotels', 'hotels', 'departments', 'commissions']) {
      await app.db.execute(sql.raw(`ANALYZE ${t}`));
    }
  }, 120_000);
  afterAll(() => app.close());

  /** GET `url`: its answer, and a failure message when it read more than 10 rows per row answered plus JOINS. */
  const check = async (url: string, answered: (body: unknown) => number) => {
    const r = await listReads(app.db, () => app.inject({ method: 'GET', url, headers: admin }));
    expect(r.result.statusCode).toBe(200);
    const n = answered(r.result.json());
    const budget = 10 * Math.max(1, n) + JOINS;
    return { body: r.result.json(), over: r.read > budget ? [`${url}: read ${r.read} for ${n} (budget ${budget})\n${describePlans(r.plans)}`] : [] };
  };

  const lists = [
    '',
    'type=Customer',
    'type=Hotel%20Manager',
    'type=Owner',
    'type=Admin',
    'type=Customer&sort=name&order=asc',
    'type=Hotel%20Manager&sort=name&order=asc',
    'sort=name&order=asc',
    'requests=true',
    'hideAdmins=true',
  ];

  it.each(lists)('GET /api/user/all?%s: page 1 and the last page read at most 10 rows per row answered', async (query) => {
    const over: string[] = [];
    const first = await check(`/api/user/all?${query}`, (b) => (b as UserListResponse).data.length);
    over.push(...first.over);
    const { total, limit } = first.body as UserListResponse;
    expect(total).toBeGreaterThan(10);
    const lastPage = Math.ceil(total / limit);
    const last = await check(`/api/user/all?${query}&page=${lastPage}`, (b) => (b as UserListResponse).data.length);
    over.push(...last.over);
    expect((last.body as UserListResponse).data).toHaveLength(total - (lastPage - 1) * limit);
    expect(over).toEqual([]);
  });

  it('answers each type filter the total that counting its users gives', async () => {
    for (const type of USER_FILTERS.filter((t) => t !== 'All')) {
      const [{ n }] = rowsOf<{ n: number }>(
        await app.db.execute(sql`SELECT count(*)::int AS n FROM users WHERE deleted_at IS NULL AND ${typeFilter(type)}`),
      );
      const res = await app.inject({ method: 'GET', url: `/api/user/all?type=${encodeURIComponent(type)}&limit=1`, headers: admin });
      expect({ type, total: res.json().total }).toEqual({ type, total: n });
    }
  });

  it('POST /api/user/adminList: page 1 and the last page of 135 Admins', async () => {
    const over: string[] = [];
    const post = async (page: number) => {
      const r = await listReads(app.db, () => app.inject({ method: 'POST', url: '/api/user/adminList', headers: admin, payload: { page } }));
      expect(r.result.statusCode).toBe(200);
      const body = r.result.json() as { data: unknown[]; total: number; limit: number };
      const budget = 10 * Math.max(1, body.data.length) + JOINS;
      if (r.read > budget) over.push(`page ${page}: read ${r.read} for ${body.data.length} (budget ${budget})\n${describePlans(r.plans)}`);
      return body;
    };
    const first = await post(1);
    expect(first.total).toBeGreaterThan(100);
    await post(Math.ceil(first.total / first.limit));
    expect(over).toEqual([]);
  });

  it.each(['type=Customer', 'type=Hotel%20Manager', 'type=Owner&sort=name&order=asc'])(
    'GET /api/user/export?%s reads at most 10 rows per row exported',
    async (query) => {
      const r = await listReads(app.db, () => app.inject({ method: 'GET', url: `/api/user/export?${query}`, headers: admin }));
      expect(r.result.statusCode).toBe(200);
      // Each batch (a statement answering its rows) reads at most 10 rows per row it answers: so does the export,
      // whatever the number of users (a batch reading the whole table would be 70 times its rows at 100,000 users).
      const batches = r.plans.filter((p) => /limit/i.test(p.text));
      const exported = batches.reduce((sum, p) => sum + p.answered, 0);
      expect(exported).toBeGreaterThan(100);
      const over = batches.filter((p) => p.read > 10 * Math.max(1, p.answered) + JOINS);
      if (over.length || r.read > 10 * exported + JOINS)
        throw new Error(`read ${r.read} for ${exported}\n${describePlans(r.plans)}`);
    },
  );
});
