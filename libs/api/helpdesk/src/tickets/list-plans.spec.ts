import { TICKET_SORTS } from '@backoffice/contracts';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '@backoffice/api-server';
import { users } from '@backoffice/api-server/schema';
import { describePlans, listReads, statementsDuring, type StatementPlan } from '@backoffice/api-server/testing';
import type { App } from '../test/helper';
import { bearer, buildTestApp, demo, loginAllRoles } from '../test/helper';

/** A list request of a case: who asks, where, with which body. */
interface ListCase {
  name: string;
  token: string;
  body: Record<string, unknown>;
  url?: string;
}

/**
 * Every list statement POST /ticket/listTicket (and listTicketDepartment) sends reads at most 10 rows per row it
 * answers, plus a constant (the counters a total sums and the auth check's user): never every ticket of its scope,
 * however many tickets one user raised or one department receives, whatever the sort and the assignee filter
 * (docs/api-database.md, "Which index a list reads"). The statements are the ones the API sent for the request, run
 * again under EXPLAIN ANALYZE (listReads of @backoffice/api-server/testing).
 */
describe('listTicket plans for a user with many tickets and a department receiving most', () => {
  let app: App;
  let admin: string;
  let desk: string;
  let employee: string;
  let finance: string;
  let deskDepartment: string;
  let otherDepartment: string;
  /**
   * What a request may read beyond 10 rows per row answered: the counters its total sums (`ticket_counts` or
   * `ticket_user_counts`, at most one row per department and status: 4 per department) and the auth check's own
   * statement (the caller's user row, 1).
   */
  let constant: number;

  beforeAll(async () => {
    app = await buildTestApp();
    // The department receiving most tickets has the highest uuid (the Department user moved into it before signing
    // in): its id sorts after every other department's, so its tickets lie where the department's index order and
    // the table's order disagree, the shape in which the planner may prefer the whole list's index
    // (docs/api-database.md, "Which index a list reads", rule 6).
    await app.db.execute(sql`INSERT INTO departments (id, name) VALUES ('ffffffff-ffff-4fff-bfff-ffffffffffff', 'Plan Desk')`);
    await app.db.execute(sql`UPDATE users SET department_id = 'ffffffff-ffff-4fff-bfff-ffffffffffff' WHERE email = ${demo.department.email}`);
    [admin, desk, employee] = await loginAllRoles(app);
    const [emp] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, demo.employee.email));
    const [adminUser] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, demo.admin.email));
    const [deskUser] = await app.db
      .select({ id: users.id, departmentId: users.departmentId })
      .from(users)
      .where(eq(users.email, demo.department.email));
    deskDepartment = deskUser.departmentId ?? '';
    const depts = rowsOf<{ id: string; name: string }>(
      await app.db.execute(sql`SELECT id, name FROM departments WHERE deleted_at IS NULL ORDER BY name`),
    );
    constant = 4 * depts.length + 1;
    finance = depts.find((d) => d.name === 'Finance')?.id ?? '';
    otherDepartment = depts.find((d) => d.id !== deskDepartment)?.id ?? '';
    // The Employee raises 3,000 tickets over every department and status, the Department user 600 elsewhere:
    // reading all of one's tickets for a page of 10 would be 300 times the rows answered.
    const raise = (userId: string, n: number, exceptDepartment: string | null) =>
      app.db.execute(sql`
        WITH d AS (SELECT array_agg(id ORDER BY name) AS ids FROM departments
                   WHERE deleted_at IS NULL AND id IS DISTINCT FROM ${exceptDepartment}::uuid)
        INSERT INTO tickets (title, message, status, priority, department_id, user_id, created_at, updated_at)
        SELECT 'Plan ' || g, '<p>Plan</p>', 1 + g % 4, 1, d.ids[1 + (g / 4) % cardinality(d.ids)], ${userId}::uuid,
          now() - g * interval '1 minute', now()
        FROM generate_series(1, ${n}) g, d`);
    await raise(emp.id, 3000, null);
    await raise(deskUser.id, 600, deskDepartment);
    // The Department user's department receives 3,000 more (raised by the SuperAdmin), every status and priority:
    // a third its own (assigned to the Department user), a third the SuperAdmin's, a third unassigned; every other
    // ticket with SLA targets (a first reply 4 hours after creation, a resolution 2 days after), half of those met.
    await app.db.execute(sql`
      INSERT INTO tickets (title, message, status, priority, department_id, user_id, assignee_id, created_at,
        updated_at, first_reply_due_at, first_replied_at, resolution_due_at)
      SELECT 'Desk ' || md5(g::text), '<p>Desk</p>', 1 + g % 4, 1 + (g / 4) % 4, ${deskDepartment}::uuid,
        ${adminUser.id}::uuid, (ARRAY[${deskUser.id}::uuid, ${adminUser.id}::uuid, NULL])[1 + g % 3],
        now() - g * interval '1 minute' - interval '30 seconds', now(),
        CASE WHEN g % 2 = 0 THEN now() - g * interval '1 minute' + interval '4 hours' END,
        CASE WHEN g % 4 = 0 THEN now() - g * interval '1 minute' + interval '1 hour' END,
        CASE WHEN g % 2 = 0 THEN now() - g * interval '1 minute' + interval '2 days' END
      FROM generate_series(1, 3000) g`);
    await app.db.execute(sql`ANALYZE tickets`);
  }, 120_000);
  afterAll(() => app.close());

  /** One request's answer and its read statements' plans (`read`: rows read summed over them). */
  const run = async (c: ListCase, body = c.body) => {
    const r = await listReads(app.db, () =>
      app.inject({ method: 'POST', url: c.url ?? '/api/ticket/listTicket', headers: bearer(c.token), payload: body }),
    );
    expect(r.result.statusCode).toBe(200);
    const json = r.result.json() as { total: number; ticket: unknown[] };
    return { json, plans: r.plans, read: r.read };
  };

  /**
   * Page 1 and the last page of `c` (the last one twice: a list's first later page reads its total, then the page;
   * the next one sends one statement); answers a line per request that read more than its budget.
   */
  const overBudget = async (c: ListCase, which: 'page 1' | 'last page') => {
    const first = await run(c);
    expect(first.json.total).toBeGreaterThan(10);
    const runs =
      which === 'page 1'
        ? [first]
        : await (async () => {
            const last = { ...c.body, page: Math.ceil(first.json.total / 10) };
            return [await run(c, last), await run(c, last)];
          })();
    const over: string[] = [];
    for (const r of runs) {
      expect(r.plans.length).toBeGreaterThan(0);
      const budget = 10 * Math.max(1, r.json.ticket.length) + constant;
      if (r.read > budget)
        over.push(`${c.name}, ${which}: read ${r.read} rows to answer ${r.json.ticket.length} (budget ${budget})\n${describePlans(r.plans)}`);
    }
    return over;
  };

  const cases = (): ListCase[] => [
    { name: 'SuperAdmin, all', token: admin, body: {} },
    { name: 'SuperAdmin, Open', token: admin, body: { status: 1 } },
    { name: 'SuperAdmin, Finance', token: admin, body: { departmentId: finance } },
    { name: 'SuperAdmin, Open + Finance', token: admin, body: { status: 1, departmentId: finance } },
    { name: 'Department, its department', token: desk, body: {} },
    { name: 'Department, Open', token: desk, body: { status: 1 } },
    { name: 'Department, Open + its department', token: desk, body: { status: 1, departmentId: deskDepartment } },
    { name: 'Department, another department (what it raised there)', token: desk, body: { departmentId: otherDepartment } },
    { name: 'Department, My Tickets', token: desk, body: {}, url: '/api/ticket/listTicketDepartment' },
    { name: 'Department, My Tickets, Closed', token: desk, body: { status: 4 }, url: '/api/ticket/listTicketDepartment' },
    { name: 'Employee, all', token: employee, body: {} },
    { name: 'Employee, Open', token: employee, body: { status: 1 } },
    { name: 'Employee, Finance', token: employee, body: { departmentId: finance } },
    { name: 'Employee, Open + Finance', token: employee, body: { status: 1, departmentId: finance } },
  ];

  it.each(['page 1', 'last page'] as const)('reads at most 10 rows per row answered, %s of every list', async (which) => {
    const over: string[] = [];
    for (const c of cases()) over.push(...(await overBudget(c, which)));
    expect(over).toEqual([]);
  });

  /** The assignee filter the agents' console sends (Mine, Unassigned), alone and with its usual status. */
  const assigneeCases = (): ListCase[] => [
    { name: 'SuperAdmin, Mine', token: admin, body: { assignee: 'me' } },
    { name: 'SuperAdmin, Unassigned', token: admin, body: { assignee: 'none' } },
    { name: 'SuperAdmin, Open + Unassigned', token: admin, body: { status: 1, assignee: 'none' } },
    { name: 'Department, Mine', token: desk, body: { assignee: 'me' } },
    { name: 'Department, Unassigned', token: desk, body: { assignee: 'none' } },
    { name: 'Department, Open + Mine', token: desk, body: { status: 1, assignee: 'me' } },
    { name: 'Department, Open + Unassigned', token: desk, body: { status: 1, assignee: 'none' } },
  ];

  it.each(['page 1', 'last page'] as const)('reads at most 10 rows per row answered, %s of Mine and Unassigned', async (which) => {
    const over: string[] = [];
    for (const c of assigneeCases()) over.push(...(await overBudget(c, which)));
    expect(over).toEqual([]);
  });

  /** Every order the API accepts (TICKET_SORTS, both directions) on the agents' lists: the SuperAdmin's and a department's. */
  const sortCases = (): ListCase[] =>
    TICKET_SORTS.flatMap((sort) =>
      (['asc', 'desc'] as const).flatMap((order) => [
        { name: `SuperAdmin, sort ${sort} ${order}`, token: admin, body: { sort, order } },
        { name: `Department, sort ${sort} ${order}`, token: desk, body: { sort, order } },
      ]),
    );

  it.each(['page 1', 'last page'] as const)('reads at most 10 rows per row answered, %s of every sort', async (which) => {
    const over: string[] = [];
    for (const c of sortCases()) over.push(...(await overBudget(c, which)));
    expect(over).toEqual([]);
  });

  /**
   * The lists answered whole (no paging): a ticket's discussion of 500 entries (every other one an internal note,
   * which the raiser is not answered) among 2,000 on other tickets, and the canned replies a caller may use among
   * 1,200 (300 of the Department user's department, 300 of another, 300 personal to the Department user, 300 to the
   * SuperAdmin). Each reads at most 10 rows per row answered plus the constant.
   */
  it('reads at most 10 rows per row answered in a long discussion and the canned replies', async () => {
    const [emp] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, demo.employee.email));
    const [deskUser] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, demo.department.email));
    const [adminUser] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, demo.admin.email));
    const [{ id: ticketId }] = rowsOf<{ id: string }>(
      await app.db.execute(sql`SELECT id FROM tickets WHERE user_id = ${emp.id} AND department_id = ${deskDepartment}
        ORDER BY created_at DESC LIMIT 1`),
    );
    await app.db.execute(sql`
      INSERT INTO ticket_discussions (ticket_id, user_id, department_id, message, internal, created_at)
      SELECT ${ticketId}::uuid, CASE WHEN g % 2 = 0 THEN ${deskUser.id}::uuid ELSE ${emp.id}::uuid END,
        CASE WHEN g % 2 = 0 THEN ${deskDepartment}::uuid END, '<p>Reply ' || g || '</p>', g % 4 = 0,
        now() - (500 - g) * interval '1 minute'
      FROM generate_series(1, 500) g`);
    await app.db.execute(sql`
      INSERT INTO ticket_discussions (ticket_id, user_id, message, created_at)
      SELECT t.id, t.user_id, '<p>Other</p>', t.created_at + interval '1 minute'
      FROM (SELECT id, user_id, created_at FROM tickets WHERE id <> ${ticketId} ORDER BY created_at LIMIT 2000) t`);
    await app.db.execute(sql`
      INSERT INTO canned_replies (department_id, owner_id, title, body)
      SELECT CASE g % 4 WHEN 0 THEN ${deskDepartment}::uuid WHEN 1 THEN ${otherDepartment}::uuid END,
        CASE g % 4 WHEN 2 THEN ${deskUser.id}::uuid WHEN 3 THEN ${adminUser.id}::uuid END,
        'Reply ' || g, '<p>Hello {{raiser.firstName}}</p>'
      FROM generate_series(1, 1200) g`);
    await app.db.execute(sql`ANALYZE ticket_discussions`);
    await app.db.execute(sql`ANALYZE canned_replies`);
    const cases = [
      { name: 'discussion, SuperAdmin', token: admin, method: 'POST' as const, url: '/api/ticket/listTicketDiscussion', payload: { ticketId }, min: 500 },
      { name: 'discussion, Department', token: desk, method: 'POST' as const, url: '/api/ticket/listTicketDiscussion', payload: { ticketId }, min: 500 },
      { name: 'discussion, the raiser', token: employee, method: 'POST' as const, url: '/api/ticket/listTicketDiscussion', payload: { ticketId }, min: 375 },
      { name: 'canned replies, Department', token: desk, method: 'GET' as const, url: '/api/canned-replies', min: 600 },
      { name: "canned replies, Department, its department's", token: desk, method: 'GET' as const, url: `/api/canned-replies?departmentId=${deskDepartment}`, min: 600 },
      { name: 'canned replies, SuperAdmin', token: admin, method: 'GET' as const, url: '/api/canned-replies', min: 900 },
    ];
    const over: string[] = [];
    for (const c of cases) {
      const r = await listReads(app.db, () =>
        app.inject({ method: c.method, url: c.url, headers: bearer(c.token), ...(c.payload ? { payload: c.payload } : {}) }),
      );
      expect(r.result.statusCode).toBe(200);
      const json = r.result.json() as { ticket?: unknown[]; data?: unknown[] };
      const answered = (json.ticket ?? json.data ?? []).length;
      expect({ list: c.name, answered }).toEqual({ list: c.name, answered: c.min });
      const budget = 10 * Math.max(1, answered) + constant;
      if (r.read > budget) over.push(`${c.name}: read ${r.read} rows to answer ${answered} (budget ${budget})\n${describePlans(r.plans)}`);
    }
    expect(over).toEqual([]);
  });

  /** A parameter of a sent statement as an SQL literal (the list's parameters are texts and integers). */
  const literal = (v: unknown) =>
    v === null || v === undefined ? 'NULL' : typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;

  /**
   * Rows read by the statement `text` with `params` under its generic plan, the one PostgreSQL keeps for a named
   * statement once it prefers it (docs/api-database.md, "Which index a list reads", rule 5): prepared and run with
   * `plan_cache_mode = force_generic_plan` under EXPLAIN ANALYZE, in one transaction (one connection). Counted as
   * listReads counts: every node reading a table, its rows plus those its filter removed, times its loops.
   */
  const genericRead = (text: string, params: unknown[]) =>
    app.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`PREPARE generic_probe AS ${text}`));
      await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
      const args = params.length ? `(${params.map(literal).join(', ')})` : '';
      const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(
        await tx.execute(sql.raw(`EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE generic_probe${args}`)),
      );
      await tx.execute(sql`DEALLOCATE generic_probe`);
      type Node = { 'Node Type': string; 'Index Name'?: string; 'Relation Name'?: string; 'Actual Rows'?: number;
        'Actual Loops'?: number; 'Rows Removed by Filter'?: number; 'Rows Removed by Index Recheck'?: number; Plans?: Node[] };
      const raw = row['QUERY PLAN'];
      const top = (typeof raw === 'string' ? JSON.parse(raw) : raw)[0].Plan as Node;
      let read = 0;
      const nodes: string[] = [];
      const walk = (n: Node) => {
        const label = [n['Node Type'], n['Index Name'] ?? n['Relation Name']].filter(Boolean).join(' ');
        if (/Scan$/.test(n['Node Type']) && !/^(Bitmap Index|Subquery|CTE|Function|Values) Scan$/.test(n['Node Type'])) {
          const rows = Math.round(
            ((n['Actual Rows'] ?? 0) + (n['Rows Removed by Filter'] ?? 0) + (n['Rows Removed by Index Recheck'] ?? 0)) *
              (n['Actual Loops'] ?? 1),
          );
          read += rows;
          nodes.push(`${label} (${rows})`);
        } else nodes.push(label);
        n.Plans?.forEach(walk);
      };
      walk(top);
      return { read, answered: Math.round((top['Actual Rows'] ?? 0) * (top['Actual Loops'] ?? 1)), nodes };
    });

  /**
   * A later page's statement keeps one plan whatever its page (issue 38: with LIMIT and OFFSET as parameters it was
   * planned on every run): under the generic plan, the one-statement later page (`ticket_later_page`) of page 2,
   * the page before the last and the last page reads at most 10 rows per row answered plus the constant, and
   * answers what the API answered (a page in the middle reads up to half the list by design: rule 3).
   */
  it.each([
    ['every list', cases],
    ['Mine and Unassigned', assigneeCases],
    ['every sort', sortCases],
  ] as const)("reads at most 10 rows per row answered under a later page's generic plan, %s", async (_, listCases) => {
    const over: string[] = [];
    let checked = 0;
    for (const c of listCases()) {
      const first = await run(c);
      const pages = Math.ceil(first.json.total / 10);
      for (const page of [...new Set([2, pages - 1, pages])].filter((p) => p > 1)) {
        const body = { ...c.body, page };
        await run(c, body);
        // The list's total is remembered now: the next request sends the page in one statement.
        const { result, statements } = await statementsDuring(() =>
          app.inject({ method: 'POST', url: c.url ?? '/api/ticket/listTicket', headers: bearer(c.token), payload: body }),
        );
        const answered = (result.json() as { ticket: unknown[] }).ticket.length;
        const later = statements.filter((s) => /named:ticket_(sorted_)?later_page \*\//.test(s.text));
        expect({ list: c.name, page, statements: later.length }).toEqual({ list: c.name, page, statements: 1 });
        // Only the pages numbered by row_number() keep a generic plan; a text search's and one department's list by
        // number keep LIMIT and OFFSET as parameters, planned on every run (repository.ts `list`).
        for (const s of later.filter((x) => x.text.includes('row_number() OVER'))) {
          const plan = await genericRead(s.text, s.params);
          checked++;
          const budget = 10 * Math.max(1, answered) + constant;
          // The statement answers its rows (a row of nulls but the total for an empty page).
          expect({ list: c.name, page, rows: plan.answered }).toEqual({ list: c.name, page, rows: Math.max(1, answered) });
          if (plan.read > budget) over.push(`${c.name}, page ${page}: read ${plan.read} (budget ${budget}): ${plan.nodes.join(' > ')}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(over).toEqual([]);
  });

  /**
   * The page's scans: under each Limit, the first node that is not the numbering of a later page's rows (a
   * Subquery Scan over a WindowAgg: docs/areas/helpdesk.md, "The ticket list"), i.e. the scan it stops, as
   * `Index Scan <index> (<rows>)`.
   */
  const limitedScans = (plans: StatementPlan[]) =>
    plans.flatMap((p) =>
      p.nodes.flatMap((n, i) => {
        if (n !== 'Limit') return [];
        const below = p.nodes.slice(i + 1).find((m) => m !== 'Subquery Scan' && m !== 'WindowAgg');
        return below ? [below] : [];
      }),
    );

  it("reads a department's unassigned and own tickets' page from an index, sorting none (docs/areas/helpdesk.md, \"The ticket list\")", async () => {
    const problems: string[] = [];
    const scans: string[] = [];
    for (const assignee of ['none', 'me']) {
      const first = await run({ name: assignee, token: desk, body: { assignee } });
      expect(first.json.total).toBeGreaterThan(10);
      const last = await run({ name: assignee, token: desk, body: { assignee, page: Math.ceil(first.json.total / 10) } });
      for (const r of [first, last]) {
        for (const scan of limitedScans(r.plans)) {
          scans.push(`${assignee}: ${scan}`);
          // The page: a Limit over an index scan of the tickets, which stops after OFFSET + LIMIT entries from the
          // nearer end (at most a page and a half of them).
          const m = /^Index (?:Only )?Scan (tickets_\S+) \((\d+)\)$/.exec(scan);
          if (!m) problems.push(`${assignee}: the page is a ${scan}\n${describePlans(r.plans)}`);
          else if (Number(m[2]) > 3 * 10 + 10) problems.push(`${assignee}: ${scan}`);
        }
      }
    }
    expect(scans.length).toBeGreaterThanOrEqual(4);
    expect(problems).toEqual([]);
    // The unassigned from their own partial index (migration 0039); the caller's own from (department_id,
    // assignee_id, created_at, id) of migration 0037 or (department_id, created_at, id) filtered (bounded above).
    expect(scans.filter((x) => x.startsWith('none:'))).toEqual(
      scans
        .filter((x) => x.startsWith('none:'))
        .map(() => expect.stringMatching(/Scan tickets_unassigned_department_created_id_idx \(\d+\)$/)),
    );
  });
});
