import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { App } from '../test/helper';
import { departments, users } from '@backoffice/api-server/schema';
import { tickets } from '../helpdesk.schema';
import { COUNTS_COMPACT_BYTES, TicketRepository } from './repository';
import { bearer, buildTestApp, demo, loginAllRoles } from '../test/helper';

/**
 * listTicket pages from either end of the (…, created_at, id) indexes and counts with the per-department,
 * per-status counters of migration 0002: every page and every total must still be what a plain
 * `ORDER BY created_at DESC, id DESC` and `count(*)` answer, after creations, status changes and deletions.
 */
describe('listTicket paging and counts', () => {
  let app: App;
  let admin: string;
  let desk: string;
  let employee: string;
  let employeeId: string;
  let deskUserId: string;
  let deskDepartment: string;
  let departmentIds: string[];

  beforeAll(async () => {
    app = await buildTestApp();
    [admin, desk, employee] = await loginAllRoles(app);
    const res = await app.inject({ method: 'POST', url: '/api/department/listDepartment', payload: {} });
    const depts: { _id: string; name: string }[] = res.json().department;
    departmentIds = depts.map((d) => d._id);
    deskDepartment = depts.find((d) => d.name === demo.department.department)?._id ?? '';
    const [me] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demo.employee.email));
    employeeId = me.id;
    const [deskUser] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demo.department.email));
    deskUserId = deskUser.id;
    // 26 tickets over every department, with statuses spread by the status call.
    for (let i = 0; i < 26; i++) {
      const boundary = `----paging${i}`;
      const fields = {
        title: `Paging ${i}`,
        message: `<p>Ticket ${i}</p>`,
        departmentId: departmentIds[i % departmentIds.length],
      };
      const payload =
        Object.entries(fields)
          .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
          .join('') + `--${boundary}--\r\n`;
      const created = await app.inject({
        method: 'POST',
        url: '/api/ticket/createTicket',
        headers: { ...bearer(employee), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(created.statusCode).toBe(200);
      const status = 1 + (i % 4);
      if (status !== 1) {
        const changed = await app.inject({
          method: 'PUT',
          url: '/api/ticket/change-ticket-status',
          headers: bearer(admin),
          payload: { ticketId: created.json().data._id, ticketStatus: status },
        });
        expect(changed.statusCode).toBe(200);
      }
    }
  }, 180_000);
  afterAll(() => app.close());

  /** Every id the API lists, page after page, and the totals it announced. */
  const walk = async (token: string, body: object, limit: number) => {
    const ids: string[] = [];
    const totals = new Set<number>();
    for (let page = 1; ; page++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/ticket/listTicket',
        headers: bearer(token),
        payload: { ...body, page, limit },
      });
      expect(res.statusCode).toBe(200);
      const json = res.json();
      totals.add(json.total);
      if (json.ticket.length === 0) break;
      expect(json.ticket.length).toBeLessThanOrEqual(limit);
      ids.push(...json.ticket.map((t: { _id: string }) => t._id));
    }
    return { ids, totals: [...totals] };
  };
  const expected = async (where: SQL | undefined) =>
    (
      await app.db
        .select({ id: tickets.id })
        .from(tickets)
        .where(where)
        .orderBy(desc(tickets.createdAt), desc(tickets.id))
    ).map((r) => r.id);

  const cases = () => [
    { name: 'SuperAdmin, all', token: admin, body: {}, where: undefined },
    { name: 'SuperAdmin, Open', token: admin, body: { status: 1 }, where: eq(tickets.status, 1) },
    {
      name: 'SuperAdmin, department + In Progress',
      token: admin,
      body: { status: 2, departmentId: departmentIds[1] },
      where: and(eq(tickets.status, 2), eq(tickets.departmentId, departmentIds[1])),
    },
    {
      name: 'Department, its department',
      token: desk,
      body: {},
      where: eq(tickets.departmentId, deskDepartment),
    },
    {
      // Another department: only what the Department user raised there (none here; department-read-only.spec.ts).
      name: 'Department, another department',
      token: desk,
      body: { departmentId: departmentIds.find((d) => d !== deskDepartment) },
      where: and(eq(tickets.departmentId, departmentIds.find((d) => d !== deskDepartment) ?? ''), eq(tickets.userId, deskUserId)),
    },
    {
      name: 'Employee, its own + Closed',
      token: employee,
      body: { status: 4 },
      where: and(eq(tickets.userId, employeeId), eq(tickets.status, 4)),
    },
  ];

  const checkAll = async () => {
    for (const c of cases()) {
      const want = await expected(c.where);
      for (const limit of [3, 10]) {
        const got = await walk(c.token, c.body, limit);
        expect({ case: c.name, limit, ids: got.ids, totals: got.totals }).toEqual({
          case: c.name,
          limit,
          ids: want,
          totals: [want.length],
        });
      }
    }
  };

  it('has statistics on the tickets table from the start (the embedded database never analyses by itself)', async () => {
    const stats = (await app.db.execute(
      sql`SELECT count(*)::int AS n FROM pg_stats WHERE schemaname = 'public' AND tablename = 'tickets'`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(stats.rows[0].n)).toBeGreaterThan(0);
  });

  it('answers every page in order, the second half read from the other end, with the true total', async () => {
    await checkAll();
  }, 120_000);

  it("listDepartment's status filter counts what the tickets table holds (Open, Pending = 2 or 3, Close)", async () => {
    for (const [status, ids] of [
      ['Open', [1]],
      ['Pending', [2, 3]],
      ['Close', [4]],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/department/listDepartment',
        headers: bearer(admin),
        payload: { status },
      });
      expect(res.statusCode).toBe(200);
      const got = (res.json().department as { _id: string; ticketCount: number }[]).map((d) => [
        d._id,
        d.ticketCount,
      ]);
      const want = await app.db
        .select({ id: departments.id, n: count(tickets.id) })
        .from(departments)
        .innerJoin(tickets, and(eq(tickets.departmentId, departments.id), inArray(tickets.status, [...ids])))
        .where(isNull(departments.deletedAt))
        .groupBy(departments.id, departments.name)
        .orderBy(asc(departments.name));
      expect(got).toEqual(want.map((r) => [r.id, Number(r.n)]));
      expect(got.length).toBeGreaterThan(0);
    }
  });

  it('keeps the counts true after replies that change status, a moved ticket and deletions', async () => {
    const [first, second, third] = await expected(eq(tickets.userId, employeeId));
    const reply = async (ticketId: string, status: number) => {
      const boundary = '----reply';
      const payload = [
        `--${boundary}\r\nContent-Disposition: form-data; name="ticketId"\r\n\r\n${ticketId}\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n<p>Done</p>\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="ticketStatus"\r\n\r\n${status}\r\n--${boundary}--\r\n`,
      ].join('');
      const res = await app.inject({
        method: 'POST',
        url: '/api/ticket/manageTicket',
        headers: { ...bearer(admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(res.statusCode).toBe(200);
    };
    await reply(first, 3);
    await reply(first, 3); // the same status again: no change
    await app.db.update(tickets).set({ departmentId: departmentIds[0] }).where(eq(tickets.id, second));
    await app.db.delete(tickets).where(eq(tickets.id, third));
    await checkAll();
    const counters = (await app.db.execute(
      sql`SELECT department_id, status, n::int AS n FROM ticket_counts WHERE n <> 0 ORDER BY 1, 2`,
    )) as unknown as { rows: unknown[] };
    const grouped = (await app.db.execute(
      sql`SELECT department_id, status, count(*)::int AS n FROM tickets GROUP BY 1, 2 ORDER BY 1, 2`,
    )) as unknown as { rows: unknown[] };
    expect(counters.rows).toEqual(grouped.rows);
  }, 120_000);

  it('rewrites a counters table that bulk writes have bloated, at start, and keeps its counts', async () => {
    const counts = sql`SELECT department_id, status, n::int AS n FROM ticket_counts ORDER BY 1, 2`;
    const before = ((await app.db.execute(counts)) as unknown as { rows: unknown[] }).rows;
    // One transaction that rewrites every counter row many times, as one statement writing many tickets does.
    await app.db.execute(sql`DO $$ BEGIN FOR i IN 1..400 LOOP UPDATE ticket_counts SET n = n; END LOOP; END $$`);
    // What the API runs when it starts (the repository's onReady hook). On a PostgreSQL server a session whose
    // snapshot is older than the rewrite (the app's ANALYZE after many new tickets, an autovacuum worker, which a
    // role without pg_read_all_stats cannot see in pg_stat_activity) keeps the old rows through VACUUM FULL until it
    // ends; a restart later compacts them. So it is run again, as a later start would, for up to 20 s.
    const repository = new TicketRepository(app.db, app.log);
    const sizes = await repository.compactCounts();
    expect(sizes?.before).toBeGreaterThan(COUNTS_COMPACT_BYTES);
    let after = sizes?.after ?? Infinity;
    for (const deadline = Date.now() + 20_000; after > 16 * 1024 && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      after = (await repository.compactCounts())?.after ?? Infinity;
    }
    expect(after).toBeLessThanOrEqual(16 * 1024);
    expect(((await app.db.execute(counts)) as unknown as { rows: unknown[] }).rows).toEqual(before);
    // A small table is left as it is.
    expect(await repository.compactCounts()).toEqual({ before: after, after });
    await checkAll();
  }, 120_000);
});
