/**
 * The platform's lists read about the rows they answer, whatever the shape of the data (docs/api-database.md,
 * "Which index a list reads"): every statement a request sent, run again under EXPLAIN ANALYZE (`listReads`), reads
 * at most 10 rows per row answered plus {@link JOINS}. The skewed shapes: one user's record with 3,000 audit events
 * among 20,000 over a year (its newest 200 at once, and its history a page of AUDIT_HISTORY_PAGE at a time: page 1
 * and a deep page past 2,500 events, through the `next` cursor); a Department user with 3,000 notifications; 1,000 bulk runs over a year (200 of them the
 * Department user's) and one run of 5,000 items (3,100 done, 1,300 skipped, 200 failed, 100 pending: its report
 * page of 100, filtered by outcome); 20,000 messages in the outbox over a year (the Sent Mail list by channel and status).
 */
import { AUDIT_HISTORY_PAGE, type AuditEvent } from '@backoffice/contracts';
import { rowsOf } from '@backoffice/api-server';
import { describePlans, listReads, type StatementPlan } from '@backoffice/api-server/testing';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { bearer, buildTestAppAsAdmin, demo, loginAs, userIdOf, type App } from './test/helper';

/**
 * Rows read beyond 10 per row answered: the auth check's user and its revoked-token lookup (2), a run's starter
 * (1) and the run read again for its report (2), the users of an audit page's actors looked up one by one (counted
 * in the 10 per row).
 */
const JOINS = 20;

describe('platform lists under skewed data (rows read per row answered)', () => {
  let app: App;
  let admin: Record<string, string>;
  let department: Record<string, string>;
  let recordId: string;
  let bigRun: string;

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
    department = bearer(await loginAs(app, demo.department));
    const deptId = await userIdOf(app, demo.department.email);
    const adminId = await userIdOf(app, demo.admin.email);
    // 5,000 users: the actors of the audit trail, and a users table the planner does not read whole.
    await app.db.execute(sql`INSERT INTO users (email, first_name, last_name, role, created_at)
      SELECT 'plan.' || g || '@example.com', 'Plan', 'User ' || g, 'Employee', now() - g * interval '1 hour'
      FROM generate_series(1, 5000) g`);
    recordId = await userIdOf(app, 'plan.1@example.com');
    // 20,000 events over a year on 4,000 records by 200 actors, and 3,000 more on one user's record.
    await app.db.execute(sql`INSERT INTO audit_events (at, actor_id, actor_role, action, entity_type, entity_id, before, after)
      SELECT now() - g * interval '26 minutes', a.id, 'SuperAdmin', 'user.update', 'user', 'rec-' || (g % 4000), NULL, '{"x":1}'
      FROM generate_series(1, 20000) g
      JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS rn FROM users WHERE email LIKE 'plan.%' LIMIT 200) a ON a.rn = g % 200`);
    await app.db.execute(sql`INSERT INTO audit_events (at, actor_id, actor_role, action, entity_type, entity_id, before, after)
      SELECT now() - g * interval '3 hours', a.id, 'SuperAdmin', 'user.update', 'user', ${recordId}, NULL, '{"x":1}'
      FROM generate_series(1, 3000) g
      JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS rn FROM users WHERE email LIKE 'plan.%' LIMIT 200) a ON a.rn = g % 200`);
    // 3,000 notifications for the Department user, one each for 2,000 others.
    await app.db.execute(sql`INSERT INTO notifications (user_id, name, created_at)
      SELECT ${deptId}::uuid, 'Plan ' || g, now() - g * interval '5 minutes' FROM generate_series(1, 3000) g`);
    await app.db.execute(sql`INSERT INTO notifications (user_id, name)
      SELECT id, 'Plan' FROM users WHERE email LIKE 'plan.%' LIMIT 2000`);
    // 1,000 runs over a year (every fifth the Department user's; ten still running), one of 5,000 items.
    await app.db.execute(sql`INSERT INTO bulk_runs (action, title, status, total, done, started_by, created_at, ended_at)
      SELECT CASE WHEN g % 5 = 0 THEN 'tickets.assign' ELSE 'hotels.setStatus' END, 'Plan run ' || g,
        CASE WHEN g <= 10 THEN 'running' ELSE 'done' END, 10, 10,
        CASE WHEN g % 5 = 0 THEN ${deptId}::uuid ELSE ${adminId}::uuid END,
        now() - g * interval '8 hours', now() - g * interval '8 hours' + interval '1 minute'
      FROM generate_series(1, 1000) g`);
    const [run] = rowsOf<{ id: string }>(
      await app.db.execute(sql`INSERT INTO bulk_runs (action, title, status, total, started_by)
        VALUES ('hotels.setStatus', 'Plan big run', 'running', 5000, ${adminId}::uuid) RETURNING id`),
    );
    bigRun = run.id;
    await app.db.execute(sql`INSERT INTO bulk_run_items (run_id, position, item_id, record, outcome, at)
      SELECT ${bigRun}::uuid, g, 'item-' || g, jsonb_build_object('type', 'hotel', 'id', 'item-' || g, 'name', 'Hotel ' || g),
        CASE WHEN g % 50 = 0 THEN 'pending' WHEN g % 25 = 1 THEN 'failed' WHEN g % 10 < 3 THEN 'skipped' ELSE 'done' END,
        now()
      FROM generate_series(1, 5000) g`);
    // The run's counters as the worker keeps them (with each item's outcome).
    await app.db.execute(sql`UPDATE bulk_runs r SET done = c.done, skipped = c.skipped, failed = c.failed
      FROM (SELECT count(*) FILTER (WHERE outcome = 'done')::int AS done, count(*) FILTER (WHERE outcome = 'skipped')::int AS skipped,
              count(*) FILTER (WHERE outcome = 'failed')::int AS failed FROM bulk_run_items WHERE run_id = ${bigRun}::uuid) c
      WHERE r.id = ${bigRun}::uuid`);
    // 20,000 messages over a year in the outbox: three in four e-mails, one in fifty failed (none queued: the
    // delivery worker would take them).
    await app.db.execute(sql`INSERT INTO outbox (channel, recipient, subject, body, status, attempts, created_at, sent_at)
      SELECT CASE WHEN g % 4 = 0 THEN 'sms' ELSE 'email' END, 'plan.' || (g % 5000 + 1) || '@example.com', 'Plan ' || g, 'Plan',
        CASE WHEN g % 50 = 0 THEN 'failed' ELSE 'sent' END, 1, now() - g * interval '26 minutes', now() - g * interval '26 minutes'
      FROM generate_series(1, 20000) g`);
    for (const t of ['users', 'audit_events', 'notifications', 'bulk_runs', 'bulk_run_items', 'outbox']) await app.db.execute(sql.raw(`ANALYZE ${t}`));
  }, 180_000);
  afterAll(() => app.close());

  /** A request's reads against the rows it answered (`answered` of its JSON); a message when over budget. */
  const check = async (name: string, inject: InjectOptions, answered: (body: never) => number) => {
    const r = await listReads(app.db, () => app.inject(inject));
    expect(r.result.statusCode).toBe(200);
    const body = r.result.json();
    const n = answered(body as never);
    const budget = 10 * Math.max(1, n) + JOINS;
    return {
      body,
      read: r.read,
      plans: r.plans,
      over: r.read > budget ? [`${name}: read ${r.read} for ${n} (budget ${budget})\n${describePlans(r.plans)}`] : [],
    };
  };

  /** The history statement's plan reads the record's index in its order: no sort, no other scan of the events. */
  const readsHistoryIndex = (plans: StatementPlan[]) => {
    const nodes = plans.filter((p) => p.text.includes('audit_events')).flatMap((p) => p.nodes);
    return {
      index: nodes.some((n) => n.startsWith('Index Scan audit_events_entity_at_idx')),
      others: nodes.filter((n) => /Sort|Seq Scan audit_events|Bitmap/.test(n)),
    };
  };

  it("GET /api/audit: a record's history of 3,000 events (its newest 200)", async () => {
    const { body, over } = await check(
      'audit',
      { method: 'GET', url: `/api/audit?entityType=user&entityId=${recordId}`, headers: admin },
      (b: { data: unknown[] }) => b.data.length,
    );
    expect((body as { data: { actorName: string | null }[] }).data).toHaveLength(200);
    expect((body as { data: { actorName: string | null }[] }).data[0].actorName).toMatch(/^Plan User /);
    expect(over).toEqual([]);
  });

  it(`GET /api/audit?limit=${AUDIT_HISTORY_PAGE}: the same history a page at a time, page 1 and a deep page (keyset)`, async () => {
    type Page = { data: AuditEvent[]; next: string | null };
    const url = (before?: string) =>
      `/api/audit?entityType=user&entityId=${recordId}&limit=${AUDIT_HISTORY_PAGE}${before ? `&before=${before}` : ''}`;
    const over: string[] = [];
    const first = await check('audit page 1', { method: 'GET', url: url(), headers: admin }, (b: Page) => b.data.length);
    over.push(...first.over);
    const page1 = first.body as Page;
    expect(page1.data).toHaveLength(AUDIT_HISTORY_PAGE);
    expect(page1.next).toEqual(expect.any(String));
    expect(readsHistoryIndex(first.plans)).toEqual({ index: true, others: [] });

    // Walk to past the 2,500th event (the cursors only), then measure that page.
    let before = page1.next as string;
    const seen = new Set(page1.data.map((e) => e._id));
    for (let i = 1; i < 2500 / AUDIT_HISTORY_PAGE; i++) {
      const page: Page = (await app.inject({ method: 'GET', url: url(before), headers: admin })).json();
      for (const e of page.data) seen.add(e._id);
      before = page.next as string;
    }
    expect(seen.size).toBe(2500);
    const deep = await check('audit deep page', { method: 'GET', url: url(before), headers: admin }, (b: Page) => b.data.length);
    over.push(...deep.over);
    const deepPage = deep.body as Page;
    expect(deepPage.data).toHaveLength(AUDIT_HISTORY_PAGE);
    expect(deepPage.data.some((e) => seen.has(e._id))).toBe(false);
    expect(readsHistoryIndex(deep.plans)).toEqual({ index: true, others: [] });
    // A deep page costs what page 1 costs (keyset, not OFFSET).
    expect(deep.read).toBeLessThanOrEqual(first.read + 5);

    // The last page: the record's oldest events, and no cursor after it.
    const events: string[] = [];
    let last: Page = deepPage;
    while (last.next) {
      last = (await app.inject({ method: 'GET', url: url(last.next), headers: admin })).json();
      events.push(...last.data.map((e) => e._id));
    }
    expect(seen.size + deepPage.data.length + events.length).toBe(3000);
    expect(over).toEqual([]);
  });

  it('POST /api/ticket/list-notification: a user with 3,000 notifications (the newest 100)', async () => {
    const { body, over } = await check(
      'notifications',
      { method: 'POST', url: '/api/ticket/list-notification', headers: department, payload: {} },
      (b: { data: unknown[] }) => b.data.length,
    );
    expect((body as { data: unknown[] }).data).toHaveLength(100);
    expect(over).toEqual([]);
  });

  it.each([
    ['the tray: active runs', 'admin', '?active=true'],
    ['the tray: latest 20', 'admin', '?limit=20'],
    ['one action', 'admin', '?action=tickets.assign&limit=20'],
    ['ended runs', 'admin', '?active=false&limit=20'],
    ["a Department user's own runs", 'department', '?limit=20'],
    ["a Department user's own active runs", 'department', '?active=true'],
  ])('GET /api/bulk-runs, %s', async (name, who, query) => {
    const { body, over } = await check(
      name,
      { method: 'GET', url: `/api/bulk-runs${query}`, headers: who === 'admin' ? admin : department },
      (b: { data: unknown[] }) => b.data.length,
    );
    expect((body as { data: unknown[] }).data.length).toBeGreaterThan(0);
    expect(over).toEqual([]);
  });

  it.each(['', 'status=failed', 'channel=email', 'channel=sms&status=sent', 'channel=email&status=failed'])(
    'GET /api/outbox?%s: 20,000 messages over a year, page 1 and the last page',
    async (filter) => {
      type Page = { data: { createdAt: string }[]; total: number; limit: number };
      const over: string[] = [];
      const url = (page: number) => `/api/outbox?${filter}&page=${page}`;
      const first = await check(`outbox ${filter} page 1`, { method: 'GET', url: url(1), headers: admin }, (b: Page) => b.data.length);
      over.push(...first.over);
      const { total, limit } = first.body as Page;
      const q = new URLSearchParams(filter);
      const [{ n }] = rowsOf<{ n: number }>(
        await app.db.execute(sql`SELECT count(*)::int AS n FROM outbox
          WHERE (${q.get('channel') ?? ''}::text = '' OR channel = ${q.get('channel') ?? ''}::text)
            AND (${q.get('status') ?? ''}::text = '' OR status = ${q.get('status') ?? ''}::text)`),
      );
      expect(total).toBe(n);
      const lastPage = Math.ceil(total / limit);
      const last = await check(`outbox ${filter} page ${lastPage}`, { method: 'GET', url: url(lastPage), headers: admin }, (b: Page) => b.data.length);
      over.push(...last.over);
      const rows = (last.body as Page).data;
      expect(rows).toHaveLength(total - (lastPage - 1) * limit);
      // Newest first: the last page ends with the oldest message.
      const times = rows.map((r) => Date.parse(r.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(over).toEqual([]);
    },
  );

  it.each(['', 'outcome=done', 'outcome=skipped', 'outcome=failed', 'outcome=pending'])(
    "GET /api/bulk-runs/{id}?%s: a 5,000 items run's report, page 1 and the last page",
    async (filter) => {
      const over: string[] = [];
      const url = (page: number) => `/api/bulk-runs/${bigRun}?${filter}&limit=100&page=${page}`;
      type Detail = { items: { data: { position: number; outcome: string }[]; total: number; limit: number } };
      const first = await check(`${filter} page 1`, { method: 'GET', url: url(1), headers: admin }, (b: Detail) => b.items.data.length);
      over.push(...first.over);
      const { total, limit } = (first.body as Detail).items;
      const outcome = filter.replace('outcome=', '');
      const [{ n }] = rowsOf<{ n: number }>(
        await app.db.execute(sql`SELECT count(*)::int AS n FROM bulk_run_items
          WHERE run_id = ${bigRun}::uuid AND (${outcome}::text = '' OR outcome = ${outcome}::text)`),
      );
      expect(total).toBe(n);
      const lastPage = Math.ceil(total / limit);
      const last = await check(`${filter} page ${lastPage}`, { method: 'GET', url: url(lastPage), headers: admin }, (b: Detail) => b.items.data.length);
      over.push(...last.over);
      const rows = (last.body as Detail).items.data;
      expect(rows).toHaveLength(total - (lastPage - 1) * limit);
      // The last page holds the run's last items of the filter, in position order.
      const [{ tail }] = rowsOf<{ tail: number[] }>(
        await app.db.execute(sql`SELECT array_agg(position ORDER BY position) AS tail FROM (SELECT position FROM bulk_run_items
          WHERE run_id = ${bigRun}::uuid AND (${outcome}::text = '' OR outcome = ${outcome}::text)
          ORDER BY position DESC LIMIT ${rows.length}) t`),
      );
      expect(rows.map((r) => r.position)).toEqual(tail);
      expect(over).toEqual([]);
    },
  );
});
