import { DEPARTMENT_LIST_STATUSES, type DepartmentListStatus } from '@backoffice/contracts';
import { departments, users } from '@backoffice/api-server/schema';
import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { tickets } from '../helpdesk.schema';
import type { App } from '../test/helper';
import { bearer, buildTestApp, demo, loginAllRoles } from '../test/helper';

/**
 * The Department role's read-only department list (docs/areas/helpdesk.md, "Department list, read-only"): every
 * department with the count of the tickets the caller may see, by the status filter (Open = 1, Pending = 2 or 3,
 * Close = 4, All), and the tickets of one department as listTicket shows them to a Department user. Every count
 * and list is checked against what the tickets table holds.
 */
describe('the department list for the Department role (read-only variant)', () => {
  let app: App;
  let admin: string;
  let desk: string;
  let employee: string;
  let deskUserId: string;
  let deskDepartment: string;
  let byName: Record<string, string>;

  const createTicket = async (token: string, departmentId: string, title: string) => {
    const boundary = `----readonly${title.replace(/\W/g, '')}`;
    const fields = { title, message: `<p>${title}</p>`, departmentId };
    const payload =
      Object.entries(fields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') + `--${boundary}--\r\n`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/ticket/createTicket',
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data._id as string;
  };
  const setStatus = async (ticketId: string, ticketStatus: number) => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/ticket/change-ticket-status',
      headers: bearer(admin),
      payload: { ticketId, ticketStatus },
    });
    expect(res.statusCode).toBe(200);
  };

  beforeAll(async () => {
    app = await buildTestApp();
    [admin, desk, employee] = await loginAllRoles(app);
    const res = await app.inject({ method: 'POST', url: '/api/department/listDepartment', payload: {} });
    byName = Object.fromEntries(
      res.json().department.map((d: { _id: string; name: string }) => [d.name, d._id]),
    );
    deskDepartment = byName[demo.department.department];
    const [me] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demo.department.email));
    deskUserId = me.id;
    // The Department user raises tickets to two other departments (one of each state in Finance, one open in
    // Technology); an Employee raises some to the Department user's department and to Finance.
    const [finance, technology] = ['Finance', 'Technology'];
    expect([finance, technology]).not.toContain(demo.department.department);
    for (const [i, status] of [1, 2, 3, 4].entries()) {
      const id = await createTicket(desk, byName[finance], `Desk to ${finance} ${i}`);
      if (status !== 1) await setStatus(id, status);
    }
    await createTicket(desk, byName[technology], `Desk to ${technology}`);
    for (const [i, status] of [1, 3, 4].entries()) {
      const id = await createTicket(employee, deskDepartment, `Employee to desk ${i}`);
      if (status !== 1) await setStatus(id, status);
    }
    await createTicket(employee, byName[finance], 'Employee to finance');
  }, 120_000);
  afterAll(() => app.close());

  const list = (status: DepartmentListStatus | undefined, token?: string, name?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/department/listDepartment',
      headers: token ? bearer(token) : {},
      payload: { ...(status ? { status } : {}), ...(name ? { name } : {}) },
    });

  /** [departmentId, count] of every live department, by name, counting the tickets `visible` lets through. */
  const expectedCounts = async (status: DepartmentListStatus, visible: SQL | undefined) => {
    const live = await app.db
      .select({ id: departments.id })
      .from(departments)
      .where(isNull(departments.deletedAt))
      .orderBy(asc(departments.name));
    const rows = await app.db
      .select({ departmentId: tickets.departmentId })
      .from(tickets)
      .where(and(inArray(tickets.status, [...DEPARTMENT_LIST_STATUSES[status]]), visible));
    const counts = new Map<string, number>();
    for (const r of rows) counts.set(r.departmentId, (counts.get(r.departmentId) ?? 0) + 1);
    const all = live.map((d) => [d.id, counts.get(d.id) ?? 0] as const);
    return status === 'All' ? all : all.filter(([, n]) => n > 0);
  };
  const got = (res: { json: () => { department: { _id: string; ticketCount?: number }[] } }) =>
    res.json().department.map((d) => [d._id, d.ticketCount] as const);
  const deskVisible = () => or(eq(tickets.departmentId, deskDepartment), eq(tickets.userId, deskUserId));

  it('counts, for a Department user, only the tickets sent to its department or raised by it, per filter', async () => {
    for (const status of ['All', 'Open', 'Pending', 'Close'] as const) {
      const res = await list(status, desk);
      expect(res.statusCode).toBe(200);
      const want = await expectedCounts(status, deskVisible());
      expect({ status, departments: got(res) }).toEqual({ status, departments: want });
    }
    // The filters narrow to departments with visible tickets in that state; 'All' keeps every department.
    const all = got(await list('All', desk));
    expect(all.length).toBe(Object.keys(byName).length);
    expect(all.some(([, n]) => n === 0)).toBe(true);
    const open = got(await list('Open', desk));
    expect(open.every(([, n]) => (n ?? 0) > 0)).toBe(true);
    // Finance holds an Employee's ticket the Department user may not see: it is not counted.
    const financeAll = all.find(([id]) => id === byName.Finance)?.[1];
    const financeVisible = await app.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.departmentId, byName.Finance), eq(tickets.userId, deskUserId)));
    expect(financeAll).toBe(financeVisible.length);
  });

  it('counts every ticket for a SuperAdmin, with All and each filter', async () => {
    for (const status of ['All', 'Open', 'Pending', 'Close'] as const) {
      const res = await list(status, admin);
      expect(res.statusCode).toBe(200);
      expect({ status, departments: got(res) }).toEqual({
        status,
        departments: await expectedCounts(status, undefined),
      });
    }
  });

  it('applies the name filter with the counts', async () => {
    const res = await list('All', desk, 'fin');
    expect(res.json().department.map((d: { name: string }) => d.name)).toEqual(['Finance']);
  });

  it('answers 403 to an Employee and 401 without a token (All included); the public list stays names only', async () => {
    for (const status of ['All', 'Open'] as const) {
      expect((await list(status, employee)).statusCode).toBe(403);
      expect((await list(status)).statusCode).toBe(401);
    }
    const plain = await list(undefined, desk);
    expect(Object.keys(plain.json().department[0]).sort()).toEqual(['_id', 'name']);
  });

  it('refuses a Department user add, update and remove (403) and changes nothing', async () => {
    const before = got(await list('All', admin));
    const add = await app.inject({
      method: 'POST',
      url: '/api/department/addDepartment',
      headers: bearer(desk),
      payload: { name: 'Desk made' },
    });
    const update = await app.inject({
      method: 'PUT',
      url: '/api/department/update-department',
      headers: bearer(desk),
      payload: { name: 'Renamed', departmentId: deskDepartment },
    });
    const remove = await app.inject({
      method: 'PUT',
      url: `/api/department/removeDepartment/${deskDepartment}`,
      headers: bearer(desk),
    });
    expect([add.statusCode, update.statusCode, remove.statusCode]).toEqual([403, 403, 403]);
    expect(got(await list('All', admin))).toEqual(before);
  });

  describe("listTicket with a department (the 'Department Details' page)", () => {
    const listTickets = async (token: string, body: object) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/ticket/listTicket',
        headers: bearer(token),
        payload: { limit: 100, ...body },
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { ticket: { _id: string }[]; total: number };
    };
    const ids = async (where: SQL | undefined) =>
      (await app.db.select({ id: tickets.id }).from(tickets).where(where)).map((r) => r.id).sort();

    it('shows a Department user every ticket of its own department, and only what it raised in another one', async () => {
      for (const name of Object.keys(byName)) {
        const departmentId = byName[name];
        const want = await ids(and(eq(tickets.departmentId, departmentId), deskVisible()));
        const res = await listTickets(desk, { departmentId });
        expect({ name, ids: res.ticket.map((t) => t._id).sort(), total: res.total }).toEqual({
          name,
          ids: want,
          total: want.length,
        });
      }
      const own = await listTickets(desk, { departmentId: deskDepartment });
      expect(own.total).toBeGreaterThan(0);
      const finance = await listTickets(desk, { departmentId: byName.Finance });
      expect(finance.total).toBe(4);
    });

    it('matches the read-only list: a filtered count is the total of its statuses', async () => {
      const counts = new Map(got(await list('Pending', desk)));
      for (const [departmentId, n] of counts) {
        let total = 0;
        for (const status of DEPARTMENT_LIST_STATUSES.Pending)
          total += (await listTickets(desk, { departmentId, status })).total;
        expect(total).toBe(n);
      }
      expect(counts.size).toBeGreaterThan(0);
    });

    it('matches the ticket list for every filter and department: a count is what listTicket lists (absent: none)', async () => {
      for (const status of ['All', 'Open', 'Pending', 'Close'] as const) {
        const counts = new Map(got(await list(status, desk)));
        for (const [name, departmentId] of Object.entries(byName)) {
          let listed = 0;
          for (const one of DEPARTMENT_LIST_STATUSES[status])
            listed += (await listTickets(desk, { departmentId, status: one })).total;
          expect({ status, name, count: counts.get(departmentId) ?? 0 }).toEqual({ status, name, count: listed });
        }
      }
    });

    it('leaves the others as they were: an Employee sees its own, a SuperAdmin all of the department', async () => {
      const financeAll = await listTickets(admin, { departmentId: byName.Finance });
      expect(financeAll.total).toBe((await ids(eq(tickets.departmentId, byName.Finance))).length);
      const [emp] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, demo.employee.email));
      const financeEmployee = await listTickets(employee, { departmentId: byName.Finance });
      expect(financeEmployee.ticket.map((t) => t._id).sort()).toEqual(
        await ids(and(eq(tickets.departmentId, byName.Finance), eq(tickets.userId, emp.id))),
      );
      // Without a department the Department user's list is still its department's tickets only.
      const plain = await listTickets(desk, {});
      expect(plain.ticket.map((t) => t._id).sort()).toEqual(
        await ids(eq(tickets.departmentId, deskDepartment)),
      );
    });
  });
});
