import { TICKET_SORTS, ticketReference, type Ticket, type TicketSort } from '@backoffice/contracts';
import { rowsOf } from '@backoffice/api-server';
import { eq, sql, type SQL } from 'drizzle-orm';
import { users } from '@backoffice/api-server/schema';
import type { App } from '../test/helper';
import { bearer, buildTestApp, demo, loginAllRoles } from '../test/helper';
import { SEARCH_TOTAL_CAP, ticketNumberOf } from './repository';

/**
 * The ticket list's search, sorts and assignee filter (docs/areas/helpdesk.md, "The ticket list"): what each role
 * finds, every order in both directions page after page against the order computed here, and the rows' assignee and
 * SLA as the single ticket shows them. Assignees and SLA instants are written with SQL (the assign call and the SLA
 * clock are other parts' work).
 */
describe('listTicket search, sort and assignee filter', () => {
  let app: App;
  let admin: string;
  let desk: string;
  let employee: string;
  let employeeId: string;
  let otherEmployeeId: string;
  let deskUserId: string;
  let deskDepartment: string;
  let agentId: string;

  /** POST /ticket/listTicket (or `url`) as `token`; the answer's body. */
  const list = async (token: string, body: object, url = '/api/ticket/listTicket') => {
    const res = await app.inject({ method: 'POST', url, headers: bearer(token), payload: body });
    expect(res.statusCode).toBe(200);
    return res.json() as { ticket: Ticket[]; total: number };
  };

  /** Every ticket of a list, page after page, and the totals announced. */
  const walk = async (token: string, body: object, limit = 7) => {
    const got: Ticket[] = [];
    const totals = new Set<number>();
    for (let page = 1; page < 200; page++) {
      const json = await list(token, { ...body, page, limit });
      totals.add(json.total);
      if (json.ticket.length === 0) break;
      got.push(...json.ticket);
    }
    return { ids: got.map((t) => t._id), tickets: got, totals: [...totals] };
  };

  beforeAll(async () => {
    app = await buildTestApp();
    [admin, desk, employee] = await loginAllRoles(app);
    const idOf = async (email: string) =>
      (await app.db.select({ id: users.id, departmentId: users.departmentId }).from(users).where(eq(users.email, email)))[0];
    employeeId = (await idOf(demo.employee.email)).id;
    const deskUser = await idOf(demo.department.email);
    deskUserId = deskUser.id;
    deskDepartment = deskUser.departmentId ?? '';
    [{ id: otherEmployeeId }] = rowsOf<{ id: string }>(
      await app.db.execute(sql`SELECT id FROM users WHERE role = 'Employee' AND id <> ${employeeId} ORDER BY email LIMIT 1`),
    );
    [{ id: agentId }] = rowsOf<{ id: string }>(
      await app.db.execute(
        sql`SELECT id FROM users WHERE role = 'Department' AND id <> ${deskUserId} ORDER BY email LIMIT 1`,
      ),
    );
    // 60 tickets, two per minute (ties on created_at), over every department, status and priority, raised by two
    // Employees; a fifth assigned to another agent, a third of the Department user's department's to that user; a
    // third with SLA due instants.
    await app.db.execute(sql`
      WITH d AS (SELECT array_agg(id ORDER BY name) AS ids FROM departments WHERE deleted_at IS NULL)
      INSERT INTO tickets (title, message, status, priority, department_id, user_id, created_at, updated_at,
        assignee_id, first_reply_due_at, first_replied_at, resolution_due_at)
      SELECT CASE g % 3 WHEN 0 THEN 'Zebra crossing ' || g WHEN 1 THEN 'the zebra printer ' || g ELSE 'Search ' || g END,
        '<p>Search</p>', 1 + g % 4, 1 + (g / 4) % 4, d.ids[1 + g % cardinality(d.ids)],
        CASE WHEN g % 2 = 0 THEN ${employeeId}::uuid ELSE ${otherEmployeeId}::uuid END,
        date_trunc('minute', now()) - (g / 2) * interval '1 minute', now(),
        CASE WHEN g % 5 = 1 THEN ${agentId}::uuid END,
        CASE WHEN g % 3 = 0 THEN now() + g * interval '1 hour' END,
        CASE WHEN g % 6 = 0 THEN now() END,
        CASE WHEN g % 3 = 0 THEN now() + (70 - g) * interval '1 hour' END
      FROM generate_series(1, 60) g, d`);
    await app.db.execute(sql`UPDATE tickets SET assignee_id = ${deskUserId}
      WHERE message = '<p>Search</p>' AND department_id = ${deskDepartment} AND number % 3 = 0`);
    await app.db.execute(sql`ANALYZE tickets`);
  }, 120_000);
  afterAll(() => app.close());

  /** Ids of the tickets matching `where` (over `tk`), in `orderBy`. */
  const expectedIds = async (where: SQL, orderBy: SQL) =>
    rowsOf<{ id: string }>(
      await app.db.execute(sql`
        SELECT tk.id FROM tickets tk
        JOIN departments d ON d.id = tk.department_id
        JOIN users r ON r.id = tk.user_id
        LEFT JOIN users a ON a.id = tk.assignee_id
        WHERE ${where} ORDER BY ${orderBy}`),
    ).map((r) => r.id);
  const visibleTo = {
    admin: () => sql`true`,
    desk: () => sql`tk.department_id = ${deskDepartment}`,
    employee: () => sql`tk.user_id = ${employeeId}`,
  };

  it('reads a ticket number as people write it, and nothing else', () => {
    expect(ticketNumberOf('TK-000123')).toBe(123);
    expect(ticketNumberOf(' tk123 ')).toBe(123);
    expect(ticketNumberOf('TK 7')).toBe(7);
    expect(ticketNumberOf('#42')).toBe(42);
    expect(ticketNumberOf('0042')).toBe(42);
    expect(ticketNumberOf('TK-12a')).toBeUndefined();
    expect(ticketNumberOf('printer 12')).toBeUndefined();
  });

  it('answers each row with its assignee and SLA, as the single ticket shows them', async () => {
    const { ticket } = await list(admin, { limit: 100, q: 'zebra' });
    const assigned = ticket.find((t) => t.assignee && t.sla);
    const bare = ticket.find((t) => !t.assignee && !t.sla);
    expect(assigned && bare).toBeTruthy();
    for (const t of [assigned, bare] as Ticket[]) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/ticket/get-ticket-by-id?ticketId=${t._id}`,
        headers: bearer(admin),
      });
      expect(res.statusCode).toBe(200);
      expect(t).toEqual(res.json().data);
    }
    expect(assigned?.assignee).toEqual({ _id: expect.any(String), firstName: expect.any(String), lastName: expect.any(String) });
    expect(assigned?.sla?.resolutionDueAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(bare?.assignee).toBeNull();
    expect(bare?.sla).toBeNull();
  });

  it('finds a ticket by its number within what the caller may see', async () => {
    const [own, others, deskOnes] = await Promise.all([
      expectedIds(sql`tk.user_id = ${employeeId}`, sql`tk.number`),
      expectedIds(sql`tk.user_id = ${otherEmployeeId} AND tk.department_id <> ${deskDepartment}`, sql`tk.number`),
      expectedIds(sql`tk.user_id = ${otherEmployeeId} AND tk.department_id = ${deskDepartment}`, sql`tk.number`),
    ]);
    const numberOf = async (id: string) =>
      rowsOf<{ number: number }>(await app.db.execute(sql`SELECT number FROM tickets WHERE id = ${id}`))[0].number;
    const mine = await numberOf(own[0]);
    const theirs = await numberOf(others[0]);
    const deskTicket = await numberOf(deskOnes[0]);
    for (const q of [ticketReference(mine), `tk${mine}`, String(mine), `TK-${mine}`]) {
      const got = await list(employee, { q });
      expect({ q, ids: got.ticket.map((t) => t._id), total: got.total }).toEqual({ q, ids: [own[0]], total: 1 });
    }
    // Another's ticket: not for the Employee, found by the SuperAdmin.
    expect(await list(employee, { q: ticketReference(theirs) })).toMatchObject({ ticket: [], total: 0 });
    expect((await list(admin, { q: ticketReference(theirs) })).ticket.map((t) => t._id)).toEqual([others[0]]);
    // A Department user: its department's ticket, not another department's.
    expect((await list(desk, { q: String(deskTicket) })).ticket.map((t) => t._id)).toEqual([deskOnes[0]]);
    expect(await list(desk, { q: String(theirs) })).toMatchObject({ ticket: [], total: 0 });
    // The other filters still apply; a number beyond any ticket finds nothing.
    const status = rowsOf<{ status: number }>(await app.db.execute(sql`SELECT status FROM tickets WHERE id = ${own[0]}`))[0].status;
    expect(await list(employee, { q: String(mine), status: 1 + (status % 4) })).toMatchObject({ ticket: [], total: 0 });
    expect(await list(admin, { q: 'TK-99999999999' })).toMatchObject({ ticket: [], total: 0 });
  });

  it('finds the titles containing a text, any case, within what the caller may see', async () => {
    for (const [who, token, scope] of [
      ['SuperAdmin', admin, visibleTo.admin()],
      ['Department', desk, visibleTo.desk()],
      ['Employee', employee, visibleTo.employee()],
    ] as const) {
      const want = await expectedIds(sql`${scope} AND lower(tk.title) LIKE '%zebra%'`, sql`tk.created_at DESC, tk.id DESC`);
      expect(want.length).toBeGreaterThan(0);
      const got = await walk(token, { q: 'ZeBrA' }, 4);
      expect({ who, ids: got.ids, totals: got.totals }).toEqual({ who, ids: want, totals: [want.length] });
    }
    // An Employee never finds another's ticket by its title.
    // The last one's title (two digits: no other title contains it).
    const theirs = await expectedIds(sql`tk.user_id = ${otherEmployeeId} AND tk.title LIKE 'the zebra%'`, sql`tk.number DESC`);
    const title = rowsOf<{ title: string }>(await app.db.execute(sql`SELECT title FROM tickets WHERE id = ${theirs[0]}`))[0].title;
    expect(await list(employee, { q: title })).toMatchObject({ ticket: [], total: 0 });
    expect((await list(admin, { q: title })).ticket.map((t) => t._id)).toEqual([theirs[0]]);
  });

  /** The order each sort means, over the expectation's joined row (tk ticket, d department, r raiser, a assignee). */
  const orderOf = (sort: TicketSort, dir: 'ASC' | 'DESC'): SQL => {
    const d = sql.raw(dir);
    const tie = sql`tk.created_at ${d}, tk.id ${d}`;
    const due = sql`LEAST(CASE WHEN tk.first_replied_at IS NULL THEN tk.first_reply_due_at END,
      CASE WHEN tk.resolved_at IS NULL THEN tk.resolution_due_at END)`;
    const by: Record<TicketSort, SQL> = {
      createdAt: tie,
      number: sql`tk.number ${d}, ${tie}`,
      title: sql`lower(tk.title) ${d}, ${tie}`,
      status: sql`tk.status ${d}, ${tie}`,
      priority: sql`tk.priority ${d}, ${tie}`,
      department: sql`lower(d.name) ${d}, ${tie}`,
      raiser: sql`lower(r.last_name) ${d}, lower(r.first_name) ${d}, ${tie}`,
      assignee: sql`lower(a.last_name) ${d} NULLS LAST, lower(a.first_name) ${d} NULLS LAST, ${tie}`,
      slaDue: sql`${due} ${d} NULLS LAST, ${tie}`,
    };
    return by[sort];
  };

  /** The key each sort orders by, read from the wire (for the sorts whose order the wire shows without a collation). */
  const wireKey: Partial<Record<TicketSort, (t: Ticket) => number | null>> = {
    createdAt: (t) => Date.parse(t.createdAt),
    number: (t) => t.number,
    status: (t) => t.status,
    priority: (t) => t.priorityLevels,
    slaDue: (t) => {
      const s = t.sla;
      const due = [!s?.firstRepliedAt && s?.firstReplyDueAt, !s?.resolvedAt && s?.resolutionDueAt]
        .filter((x): x is string => !!x)
        .map((x) => Date.parse(x));
      return due.length ? Math.min(...due) : null;
    },
  };

  it.each(TICKET_SORTS.flatMap((sort) => [[sort, 'asc'], [sort, 'desc']] as const))(
    'sorts by %s %s, page after page, for each role',
    async (sort, order) => {
      for (const [who, token, scope] of [
        ['SuperAdmin', admin, visibleTo.admin()],
        ['Department', desk, visibleTo.desk()],
        ['Employee', employee, visibleTo.employee()],
      ] as const) {
        const want = await expectedIds(scope, orderOf(sort, order === 'asc' ? 'ASC' : 'DESC'));
        const got = await walk(token, { sort, order }, 7);
        expect({ who, ids: got.ids, totals: got.totals }).toEqual({ who, ids: want, totals: [want.length] });
        const key = wireKey[sort];
        if (key) {
          // The wire's own fields in order (no key, as with no SLA due, last in both directions).
          const keys = got.tickets.map(key);
          const present = keys.filter((k): k is number => k !== null);
          expect(keys.slice(0, present.length)).toEqual(present);
          expect(present).toEqual([...present].sort((a, b) => (order === 'asc' ? a - b : b - a)));
        }
      }
    },
    120_000,
  );

  it('sorts a filtered search too (Department, zebra, priority ascending)', async () => {
    const want = await expectedIds(
      sql`${visibleTo.desk()} AND lower(tk.title) LIKE '%zebra%' AND tk.status = 1`,
      orderOf('priority', 'ASC'),
    );
    const got = await walk(desk, { q: 'zebra', status: 1, sort: 'priority', order: 'asc' }, 2);
    expect({ ids: got.ids, totals: got.totals }).toEqual({ ids: want, totals: [want.length] });
  });

  it("filters by assignee: the caller's own, the unassigned, one user's; any other value lists nothing", async () => {
    const newest = sql`tk.created_at DESC, tk.id DESC`;
    const cases: { who: string; token: string; body: object; where: SQL; url?: string }[] = [
      { who: 'Department, mine', token: desk, body: { assignee: 'me' }, where: sql`${visibleTo.desk()} AND tk.assignee_id = ${deskUserId}` },
      { who: 'Department, unassigned', token: desk, body: { assignee: 'none' }, where: sql`${visibleTo.desk()} AND tk.assignee_id IS NULL` },
      { who: 'Department, unassigned Open', token: desk, body: { assignee: 'none', status: 1 }, where: sql`${visibleTo.desk()} AND tk.assignee_id IS NULL AND tk.status = 1` },
      { who: 'SuperAdmin, an agent', token: admin, body: { assignee: agentId }, where: sql`tk.assignee_id = ${agentId}` },
      { who: 'SuperAdmin, unassigned', token: admin, body: { assignee: 'none' }, where: sql`tk.assignee_id IS NULL` },
      { who: 'SuperAdmin, mine (none)', token: admin, body: { assignee: 'me' }, where: sql`false` },
      { who: 'Employee, an agent', token: employee, body: { assignee: deskUserId }, where: sql`${visibleTo.employee()} AND tk.assignee_id = ${deskUserId}` },
    ];
    for (const c of cases) {
      const want = await expectedIds(c.where, newest);
      if (!c.who.includes('(none)')) expect({ who: c.who, n: want.length > 0 }).toEqual({ who: c.who, n: true });
      for (const limit of [3, 10]) {
        const got = await walk(c.token, c.body, limit);
        expect({ who: c.who, ids: got.ids, totals: got.totals }).toEqual({ who: c.who, ids: want, totals: [want.length] });
      }
    }
    // Sorted by assignee, the Department user's unassigned tickets are all unassigned (the filter and sort together).
    const none = await list(desk, { assignee: 'none', sort: 'assignee', limit: 100 });
    expect(none.ticket.every((t) => t.assignee === null)).toBe(true);
    for (const assignee of ['bogus', 'Me', '12345']) {
      expect(await list(admin, { assignee })).toMatchObject({ ticket: [], total: 0 });
    }
    // "My Tickets" (listTicketDepartment): `me` is the Department user, among the tickets it raised (none assigned).
    expect(await list(desk, { assignee: 'me' }, '/api/ticket/listTicketDepartment')).toMatchObject({ total: 0 });
  }, 120_000);

  // Last: its tickets would be in the other tests' lists.
  it('counts a title search up to its cap: beyond it total = the cap, totalCapped, and the pages end there', async () => {
    const cap = SEARCH_TOTAL_CAP;
    await app.db.execute(sql`
      INSERT INTO tickets (title, message, status, priority, department_id, user_id, created_at, updated_at)
      SELECT 'Capped kiwi ' || g, '<p>Kiwi</p>', 1, 1, ${deskDepartment}, ${employeeId},
        now() - g * interval '1 second', now()
      FROM generate_series(1, ${cap + 5}) g`);
    const all = (orderBy: SQL) => expectedIds(sql`lower(tk.title) LIKE '%kiwi%'`, orderBy);
    for (const [body, limit, want] of [
      [{ q: 'kiwi' }, 100, await all(sql`tk.created_at DESC, tk.id DESC`)],
      [{ q: 'KIWI', sort: 'number', order: 'asc' }, 96, await all(orderOf('number', 'ASC'))],
    ] as const) {
      // Page after page: the first `cap` tickets (the last page cut at the cap), then nothing.
      const got = await walk(admin, body, limit);
      expect({ ids: got.ids, totals: got.totals }).toEqual({ ids: want.slice(0, cap), totals: [cap] });
      expect(await list(admin, { ...body, page: 1, limit })).toMatchObject({ total: cap, totalCapped: true });
    }
    // At most the cap: the exact total, no flag (an Employee's, a Department user's); nor a ticket number's, nor the
    // default list's.
    const few = await list(desk, { q: 'zebra' });
    expect(few.total).toBe((await expectedIds(sql`${visibleTo.desk()} AND lower(tk.title) LIKE '%zebra%'`, sql`tk.id`)).length);
    expect(few).not.toHaveProperty('totalCapped');
    const plain = await list(admin, {});
    expect(plain.total).toBeGreaterThan(cap);
    expect(plain).not.toHaveProperty('totalCapped');
  }, 120_000);
});
