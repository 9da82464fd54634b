import {
  CHANGE_EVENT,
  HelpdeskMessages,
  mayAssignTicket,
  mayBeAssigned,
  ticketAssignedNotificationText,
  ticketStatusNotificationText,
  type RecordChange,
} from '@backoffice/contracts';
import { auditEvents, notifications, users } from '@backoffice/api-server/schema';
import { form, listenForSockets, nextEvent, type Part } from '@backoffice/api-server/testing';
import { and, eq } from 'drizzle-orm';
import type { App } from '../test/helper';
import { bearer, buildTestApp, demo, departmentIds, loginAllRoles, userIdOf } from '../test/helper';

/** docs/areas/helpdesk.md, "Assignment": PUT /ticket/assign, GET /ticket/assignees, the bulk actions. */
describe('help desk: assignment', () => {
  let app: App;
  let admin: string;
  let department: string;
  let employee: string;
  let supportId: string;
  let financeId: string;
  let meeraId: string;
  let adminId: string;
  /** A second Support agent, a Finance agent, a disabled Support agent, an Employee. */
  const people: Record<'sam' | 'fin' | 'gone', { id: string; token: string }> = {} as never;

  beforeAll(async () => {
    app = await buildTestApp();
    [admin, department, employee] = await loginAllRoles(app);
    const depts = await departmentIds(app);
    [supportId, financeId] = [depts.own, depts.idOf('Finance')];
    meeraId = await userIdOf(app, demo.department.email);
    adminId = await userIdOf(app, demo.admin.email);
    const add = async (key: keyof typeof people, firstName: string, departmentId: string, disabled = false) => {
      const [row] = await app.db
        .insert(users)
        .values({ email: `${key}@staff.example.com`, firstName, lastName: 'Agent', role: 'Department', departmentId })
        .returning();
      people[key] = { id: row.id, token: await app.tokens.issue(row) };
      if (disabled) await app.db.update(users).set({ disabled: true }).where(eq(users.id, row.id));
    };
    await add('sam', 'Sam', supportId);
    await add('fin', 'Fin', financeId);
    await add('gone', 'Gone', supportId, true);
  });
  afterAll(() => app.close());

  const multipart = (url: string, token: string, fields: Record<string, Part>) => {
    const f = form(fields);
    return app.inject({ method: 'POST', url, headers: { ...bearer(token), ...f.headers }, payload: f.payload });
  };
  async function raise(title = 'Assign me'): Promise<string> {
    const res = await multipart('/api/ticket/createTicket', employee, { title, message: '<p>Help</p>', departmentId: supportId });
    expect(res.statusCode).toBe(200);
    return res.json().data._id;
  }
  const assign = (token: string, ticketId: string, assigneeId: string | null) =>
    app.inject({ method: 'PUT', url: '/api/ticket/assign', headers: bearer(token), payload: { ticketId, assigneeId } });
  const assignEvents = (ticketId: string) =>
    app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, ticketId), eq(auditEvents.action, 'ticket.assign')));
  const notesOf = (userId: string) => app.db.select().from(notifications).where(eq(notifications.userId, userId));

  it('the pure rules: who may assign, who may be assigned', () => {
    expect(mayAssignTicket({ role: 'SuperAdmin' }, { departmentId: 'd1' })).toBe(true);
    expect(mayAssignTicket({ role: 'Department', departmentId: 'd1' }, { departmentId: 'd1' })).toBe(true);
    expect(mayAssignTicket({ role: 'Department', departmentId: 'd2' }, { departmentId: 'd1' })).toBe(false);
    expect(mayAssignTicket({ role: 'Employee', departmentId: 'd1' }, { departmentId: 'd1' })).toBe(false);
    const sa = { id: 'a', role: 'SuperAdmin' as const };
    const member = { id: 'm', role: 'Department' as const, departmentId: 'd1', active: true };
    expect(mayBeAssigned(sa, member, { departmentId: 'd1' })).toBe(true);
    expect(mayBeAssigned(sa, { ...member, active: false }, { departmentId: 'd1' })).toBe(false);
    expect(mayBeAssigned(sa, { ...member, departmentId: 'd2' }, { departmentId: 'd1' })).toBe(false);
    expect(mayBeAssigned(sa, { id: 'a', role: 'SuperAdmin', departmentId: null, active: true }, { departmentId: 'd1' })).toBe(true);
    expect(mayBeAssigned(sa, { id: 'b', role: 'SuperAdmin', departmentId: null, active: true }, { departmentId: 'd1' })).toBe(false);
    expect(mayBeAssigned({ id: 'm', role: 'Department' }, { id: 'a', role: 'SuperAdmin', departmentId: null, active: true }, { departmentId: 'd1' })).toBe(false);
  });

  it('a department agent assigns a colleague: the ticket answers its assignee, the audit says before → after, the assignee is notified', async () => {
    const ticketId = await raise('Printer on fire');
    const res = await assign(department, ticketId, people.sam.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: HelpdeskMessages.assignment.assigned,
      data: { _id: ticketId, assignee: { _id: people.sam.id, firstName: 'Sam', lastName: 'Agent' } },
    });
    const [event] = await assignEvents(ticketId);
    expect(event).toMatchObject({ actorId: meeraId, before: { assigneeId: null }, after: { assigneeId: people.sam.id } });
    const sams = await notesOf(people.sam.id);
    expect(sams.map((n) => n.name)).toContain(
      ticketAssignedNotificationText('Printer on fire', `${demo.department.firstName} ${demo.department.lastName}`),
    );
    // The page shows it.
    const got = await app.inject({ method: 'GET', url: `/api/ticket/get-ticket-by-id?ticketId=${ticketId}`, headers: bearer(employee) });
    expect(got.json().data.assignee).toEqual({ _id: people.sam.id, firstName: 'Sam', lastName: 'Agent' });
  });

  it('assigning the current assignee changes nothing: no second event, no second notification', async () => {
    const ticketId = await raise('Twice');
    expect((await assign(department, ticketId, people.sam.id)).statusCode).toBe(200);
    const before = (await notesOf(people.sam.id)).length;
    const again = await assign(department, ticketId, people.sam.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.assignee._id).toBe(people.sam.id);
    expect(await assignEvents(ticketId)).toHaveLength(1);
    expect(await notesOf(people.sam.id)).toHaveLength(before);
  });

  it('takes, reassigns and unassigns, each audited; taking notifies nobody', async () => {
    const ticketId = await raise('Take it');
    const mine = (await notesOf(meeraId)).length;
    expect((await assign(department, ticketId, meeraId)).json().data.assignee._id).toBe(meeraId);
    expect(await notesOf(meeraId)).toHaveLength(mine);
    expect((await assign(admin, ticketId, adminId)).json().data.assignee._id).toBe(adminId);
    const off = await assign(admin, ticketId, null);
    expect(off.json()).toMatchObject({ message: HelpdeskMessages.assignment.unassigned, data: { assignee: null } });
    const events = await assignEvents(ticketId);
    expect(events.map((e) => [e.before, e.after])).toEqual(
      expect.arrayContaining([
        [{ assigneeId: null }, { assigneeId: meeraId }],
        [{ assigneeId: meeraId }, { assigneeId: adminId }],
        [{ assigneeId: adminId }, { assigneeId: null }],
      ]),
    );
  });

  it('refuses an assignee outside the department, disabled, another SuperAdmin or unknown (400), and changes nothing', async () => {
    const ticketId = await raise('Wrong people');
    for (const who of [people.fin.id, people.gone.id, await userIdOf(app, demo.employee.email), '00000000-0000-4000-8000-000000000000', 'x']) {
      const res = await assign(admin, ticketId, who);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(HelpdeskMessages.assignment.assigneeInvalid);
    }
    // A Department user cannot hand a ticket to a SuperAdmin.
    expect((await assign(department, ticketId, adminId)).statusCode).toBe(400);
    expect(await assignEvents(ticketId)).toHaveLength(0);
  });

  it('who may assign: 403 for the raiser and another department (which does not even see it: 404)', async () => {
    const ticketId = await raise('Not yours');
    expect((await assign(employee, ticketId, people.sam.id)).statusCode).toBe(403);
    expect((await assign(people.fin.token, ticketId, people.fin.id)).statusCode).toBe(404);
    // A Department user's own ticket raised to another department: visible, not theirs to assign.
    const own = await multipart('/api/ticket/createTicket', department, { title: 'Mine elsewhere', message: '<p>x</p>', departmentId: financeId });
    expect((await assign(department, own.json().data._id, meeraId)).statusCode).toBe(403);
    expect(await assignEvents(ticketId)).toHaveLength(0);
  });

  it('GET /ticket/assignees: the active members of the department (and the SuperAdmin itself)', async () => {
    const ticketId = await raise('Who');
    const names = async (token: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/ticket/assignees?ticketId=${ticketId}`, headers: bearer(token) });
      return res.statusCode === 200 ? (res.json().data as { firstName: string }[]).map((p) => p.firstName) : res.statusCode;
    };
    expect(await names(department)).toEqual([demo.department.firstName, 'Sam'].sort());
    expect(await names(admin)).toEqual([demo.admin.firstName, ...[demo.department.firstName, 'Sam'].sort()]);
    expect(await names(employee)).toBe(403);
    expect(await names(people.fin.token)).toBe(404);
  });

  describe('live', () => {
    let sockets: Awaited<ReturnType<typeof listenForSockets>>;
    beforeAll(async () => {
      sockets = await listenForSockets(app);
    });
    afterAll(() => sockets.disconnectAll());

    it("another agent of the department hears the assignment (the page reloads without a reload); another department doesn't", async () => {
      const ticketId = await raise('Live assign');
      const all = await sockets.openAll<'sam' | 'fin' | 'employee', RecordChange>(
        { sam: people.sam.token, fin: people.fin.token, employee },
        CHANGE_EVENT,
      );
      const got = nextEvent<RecordChange>(all.sam.socket, CHANGE_EVENT);
      expect((await assign(department, ticketId, meeraId)).statusCode).toBe(200);
      expect(await got).toMatchObject({ type: 'ticket', id: ticketId, action: 'ticket.assign' });
      await new Promise((r) => setTimeout(r, 200));
      expect(all.fin.heard.filter((c) => c.id === ticketId)).toEqual([]);
      expect(all.employee.heard.some((c) => c.action === 'ticket.assign')).toBe(true);
    });
  });

  describe('bulk actions', () => {
    const action = (name: 'tickets.assign' | 'tickets.setStatus') => {
      const def = app.bulk.get(name);
      if (!def) throw new Error(`${name} is not defined`);
      return def;
    };
    const run = (name: 'tickets.assign' | 'tickets.setStatus', id: string, params: Record<string, string>, starter: string) =>
      action(name).runItem(id, params, { userId: starter, role: 'SuperAdmin', requestId: 'bulk:t:1', ip: 'bulk-run', changes: [] });

    it('are defined for SuperAdmins and Department users', () => {
      expect(app.bulk.get('tickets.assign')?.access).toEqual(['SuperAdmin', 'Department']);
      expect(app.bulk.get('tickets.setStatus')?.access).toEqual(['SuperAdmin', 'Department']);
    });

    it('tickets.assign: done, then skipped "Already assigned to …"; unassign; another department fails with the reason', async () => {
      const ticketId = await raise('Bulk assign');
      await expect(run('tickets.assign', ticketId, { assigneeId: people.sam.id }, meeraId)).resolves.toEqual({ outcome: 'done' });
      await expect(run('tickets.assign', ticketId, { assigneeId: people.sam.id }, meeraId)).resolves.toEqual({
        outcome: 'skipped',
        message: 'Already assigned to Sam Agent',
      });
      const [event] = await assignEvents(ticketId);
      // The item is audited as its starter's role, not the runner's SuperAdmin.
      expect(event).toMatchObject({ actorId: meeraId, actorRole: 'Department', requestId: 'bulk:t:1' });
      await expect(run('tickets.assign', ticketId, { assigneeId: '' }, adminId)).resolves.toEqual({ outcome: 'done' });
      await expect(run('tickets.assign', ticketId, { assigneeId: '' }, adminId)).resolves.toEqual({
        outcome: 'skipped',
        message: HelpdeskMessages.assignment.alreadyUnassigned,
      });
      await expect(run('tickets.assign', ticketId, { assigneeId: people.fin.id }, people.fin.id)).rejects.toMatchObject({
        statusCode: 404,
        message: HelpdeskMessages.tickets.notFound,
      });
      await expect(run('tickets.assign', ticketId, { assigneeId: people.fin.id }, adminId)).rejects.toMatchObject({
        statusCode: 400,
        message: HelpdeskMessages.assignment.assigneeInvalid,
      });
    });

    it('tickets.setStatus: done, then skipped "Already In Progress"; the raiser is notified once', async () => {
      const ticketId = await raise('Bulk status');
      await expect(run('tickets.setStatus', ticketId, { status: '2' }, meeraId)).resolves.toEqual({ outcome: 'done' });
      await expect(run('tickets.setStatus', ticketId, { status: '2' }, meeraId)).resolves.toEqual({
        outcome: 'skipped',
        message: 'Already In Progress',
      });
      const got = await app.inject({ method: 'GET', url: `/api/ticket/get-ticket-by-id?ticketId=${ticketId}`, headers: bearer(employee) });
      expect(got.json().data.status).toBe(2);
      const raiser = await userIdOf(app, demo.employee.email);
      const text = ticketStatusNotificationText('Bulk status', 'In Progress');
      expect((await notesOf(raiser)).filter((n) => n.name === text)).toHaveLength(1);
      await expect(run('tickets.setStatus', ticketId, { status: '3' }, people.fin.id)).rejects.toMatchObject({ statusCode: 404 });
    });

    it('resolve: names the tickets the starter sees, refuses a missing option or a scope (400)', async () => {
      const ticketId = await raise('Named');
      const actor = { userId: meeraId, role: 'Department' as const, requestId: 'r', ip: 'i' };
      const def = action('tickets.setStatus');
      const resolved = await def.resolve({ ids: [ticketId, ticketId], params: { status: '4' } }, actor);
      expect(resolved.items).toEqual([{ id: ticketId, record: { type: 'ticket', id: ticketId, name: expect.stringMatching(/^TK-\d{6} Named$/) } }]);
      const fin = { ...actor, userId: people.fin.id };
      expect((await def.resolve({ ids: [ticketId], params: { status: '4' } }, fin)).items[0].record.name).toBe(ticketId);
      await expect(def.resolve({ ids: [ticketId], params: { status: '9' } }, actor)).rejects.toMatchObject({ statusCode: 400 });
      await expect(action('tickets.assign').resolve({ ids: [ticketId], params: {} }, actor)).rejects.toMatchObject({ statusCode: 400 });
      await expect(def.resolve({ scope: { status: '1' }, params: { status: '4' } }, actor)).rejects.toMatchObject({ statusCode: 400 });
    });
  });
});
