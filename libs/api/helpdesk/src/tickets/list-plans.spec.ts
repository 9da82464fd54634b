import { eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { rowsOf } from '@backoffice/api-server';
import { users } from '@backoffice/api-server/schema';
import type { App } from '../test/helper';
import { bearer, buildTestApp, demo, loginAllRoles } from '../test/helper';

/** A plan node of EXPLAIN (FORMAT JSON), the fields read here. */
interface PlanNode {
  'Node Type': string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** The nodes that read a table's rows (a Bitmap Index Scan only finds them: its heap scan reads them). */
const SCANS = new Set(['Seq Scan', 'Index Scan', 'Index Only Scan', 'Bitmap Heap Scan', 'Tid Scan', 'Tid Range Scan']);

/**
 * Every list statement POST /ticket/listTicket (and listTicketDepartment) sends reads at most 10 rows per row it
 * answers, plus the counters a total sums (at most 4 per department): never every ticket of its scope, however
 * many tickets one user holds (docs/api-database.md, "The ticket list under 100,000 tickets"). The statements
 * are the ones the API sent for the request, run again under EXPLAIN ANALYZE.
 */
describe('listTicket plans for a user with many tickets', () => {
  let app: App;
  let admin: string;
  let desk: string;
  let employee: string;
  let finance: string;
  let deskDepartment: string;
  let otherDepartment: string;
  let departmentCount: number;
  const dialect = new PgDialect();

  beforeAll(async () => {
    app = await buildTestApp();
    [admin, desk, employee] = await loginAllRoles(app);
    const [emp] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, demo.employee.email));
    const [deskUser] = await app.db
      .select({ id: users.id, departmentId: users.departmentId })
      .from(users)
      .where(eq(users.email, demo.department.email));
    deskDepartment = deskUser.departmentId ?? '';
    const depts = rowsOf<{ id: string; name: string }>(
      await app.db.execute(sql`SELECT id, name FROM departments WHERE deleted_at IS NULL ORDER BY name`),
    );
    departmentCount = depts.length;
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
    await app.db.execute(sql`ANALYZE tickets`);
  }, 120_000);
  afterAll(() => app.close());

  /** Rows read (every table-reading node's rows, filtered ones included, times its loops) and rows answered. */
  const readAndAnswered = async (statement: SQL) => {
    const [row] = rowsOf<Record<string, unknown>>(
      await app.db.execute(sql`EXPLAIN (ANALYZE, FORMAT JSON) ${statement}`),
    );
    const raw = row['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw)[0].Plan as PlanNode;
    let read = 0;
    const walk = (n: PlanNode) => {
      if (SCANS.has(n['Node Type'])) {
        const perLoop =
          (n['Actual Rows'] ?? 0) + (n['Rows Removed by Filter'] ?? 0) + (n['Rows Removed by Index Recheck'] ?? 0);
        read += perLoop * (n['Actual Loops'] ?? 1);
      }
      n.Plans?.forEach(walk);
    };
    walk(plan);
    return { read: Math.round(read), answered: Math.round((plan['Actual Rows'] ?? 0) * (plan['Actual Loops'] ?? 1)) };
  };

  /** The list's statements the API sent for one request (the `named` ones: ticket_list, ticket_total, …). */
  const statementsOf = async (url: string, token: string, payload: object) => {
    const spy = jest.spyOn(app.db, 'execute');
    try {
      const res = await app.inject({ method: 'POST', url, headers: bearer(token), payload });
      expect(res.statusCode).toBe(200);
      const sent = spy.mock.calls
        .map(([q]) => q as SQL)
        .filter((q) => dialect.sqlToQuery(q).sql.includes('named:ticket_'));
      return { json: res.json() as { total: number; ticket: unknown[] }, sent };
    } finally {
      spy.mockRestore();
    }
  };

  const cases = () => [
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

  it.each(['page 1', 'last page'])('reads at most 10 rows per row answered, %s of every list', async (which) => {
    const over: string[] = [];
    for (const c of cases()) {
      const url = c.url ?? '/api/ticket/listTicket';
      const first = await statementsOf(url, c.token, c.body);
      expect(first.json.total).toBeGreaterThan(10);
      const last = { ...c.body, page: Math.ceil(first.json.total / 10) };
      // A list's first later page reads its total, then the page; the next one sends one statement.
      const runs =
        which === 'page 1'
          ? [first]
          : [await statementsOf(url, c.token, last), await statementsOf(url, c.token, last)];
      for (const run of runs) {
        expect(run.sent.length).toBeGreaterThan(0);
        for (const statement of run.sent) {
          const { read, answered } = await readAndAnswered(statement);
          const budget = 10 * Math.max(1, answered) + 4 * departmentCount;
          if (read > budget) over.push(`${c.name}: read ${read} rows to answer ${answered} (budget ${budget})`);
        }
      }
    }
    expect(over).toEqual([]);
  });

  /** The plan of `statement` run under EXPLAIN ANALYZE (its top node). */
  const planOf = async (statement: SQL) => {
    const [row] = rowsOf<Record<string, unknown>>(
      await app.db.execute(sql`EXPLAIN (ANALYZE, FORMAT JSON) ${statement}`),
    );
    const raw = row['QUERY PLAN'];
    return (typeof raw === 'string' ? JSON.parse(raw) : raw)[0].Plan as PlanNode;
  };

  it("reads a department's unassigned and own tickets' page from an index, sorting none (docs/areas/helpdesk.md, \"The ticket list\")", async () => {
    // Three quarters of the Department user's department's tickets are its own, the rest unassigned.
    const [deskUser] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, demo.department.email));
    await app.db.execute(sql`UPDATE tickets SET assignee_id = ${deskUser.id}
      WHERE department_id = ${deskDepartment} AND number % 4 <> 0`);
    await app.db.execute(sql`ANALYZE tickets`);
    const problems: string[] = [];
    const scans: string[] = [];
    for (const assignee of ['none', 'me']) {
      const first = await statementsOf('/api/ticket/listTicket', desk, { assignee });
      expect(first.json.total).toBeGreaterThan(10);
      const last = { assignee, page: Math.ceil(first.json.total / 10) };
      for (const run of [first, await statementsOf('/api/ticket/listTicket', desk, last)]) {
        for (const statement of run.sent) {
          // The page: a Limit over an index scan of the tickets, which stops after OFFSET + LIMIT entries.
          const walk = (n: PlanNode, into: PlanNode[]) => {
            if (n['Node Type'] === 'Limit') into.push(n);
            n.Plans?.forEach((c) => walk(c, into));
            return into;
          };
          for (const limit of walk(await planOf(statement), [])) {
            const scan = limit.Plans?.[0] as PlanNode & { 'Index Name'?: string };
            const read = (scan['Actual Rows'] ?? 0) + (scan['Rows Removed by Filter'] ?? 0);
            scans.push(`${assignee}: ${scan['Node Type']} ${scan['Index Name'] ?? ''}`);
            if (!/^Index (Only )?Scan$/.test(scan['Node Type']) || !scan['Index Name']?.startsWith('tickets_'))
              problems.push(`${assignee}: the page is a ${scan['Node Type']} ${scan['Index Name'] ?? ''}`);
            else if (read > 3 * (limit['Actual Rows'] ?? 0) + 10)
              problems.push(`${assignee}: ${scan['Index Name']} read ${read} for ${limit['Actual Rows']}`);
          }
        }
      }
    }
    expect(scans.length).toBeGreaterThanOrEqual(4);
    expect(problems).toEqual([]);
    // The unassigned from their own partial index (migration 0039); the caller's own may be read from (department_id,
    // assignee_id, created_at, id) of migration 0037 or, three quarters of the department, (department_id, created_at,
    // id) filtered (the reads are bounded above).
    expect(scans.filter((x) => x.startsWith('none:'))).toEqual(
      scans.filter((x) => x.startsWith('none:')).map(() => expect.stringMatching(/Scan tickets_unassigned_department_created_id_idx$/)),
    );
  });
});
