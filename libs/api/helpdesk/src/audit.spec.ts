import { eq } from 'drizzle-orm';
import { audit, type Actor } from '@backoffice/api-server';
import { departments, users } from '@backoffice/api-server/schema';
import { allAuditEvents, auditEventsOf, form, type Part } from '@backoffice/api-server/testing';
import { DepartmentRepository } from './departments/repository';
import { bearer, buildTestApp, demo, loginAs, loginAsAdmin, userIdOf, type App } from './test/helper';

/** The audit trail of the help desk's writes (docs/api-database.md, "Audit trail"). */
describe('audit trail: tickets and departments', () => {
  let app: App;
  let admin: string;
  let employee: string;
  let ids: { admin: string; employee: string };
  let otherDept: string;

  beforeAll(async () => {
    app = await buildTestApp();
    [admin, employee] = [await loginAsAdmin(app), await loginAs(app, demo.employee)];
    ids = { admin: await userIdOf(app, demo.admin.email), employee: await userIdOf(app, demo.employee.email) };
    const res = await app.inject({ method: 'POST', url: '/api/department/listDepartment', payload: {} });
    otherDept = res.json().department.find((d: { name: string }) => d.name !== demo.department.department)._id;
  });
  afterAll(() => app.close());

  const create = (token: string, fields: Record<string, Part>) => {
    const f = form(fields);
    return app.inject({
      method: 'POST',
      url: '/api/ticket/createTicket',
      headers: { ...bearer(token), ...f.headers },
      payload: f.payload,
    });
  };
  const reply = (token: string, fields: Record<string, Part>) => {
    const f = form(fields);
    return app.inject({
      method: 'POST',
      url: '/api/ticket/manageTicket',
      headers: { ...bearer(token), ...f.headers },
      payload: f.payload,
    });
  };
  const eventCount = async () => (await allAuditEvents(app)).length;

  describe('tickets', () => {
    let ticketId: string;

    it('records ticket.create with the creator, the request id and the address, and the wire field names', async () => {
      const res = await create(employee, {
        title: 'Audit printer',
        message: '<p>It jams</p>',
        departmentId: otherDept,
        priorityLevels: '3',
      });
      expect(res.statusCode).toBe(200);
      ticketId = res.json().data._id;
      const [event, ...more] = await auditEventsOf(app, 'ticket', ticketId);
      expect(more).toHaveLength(0);
      expect(event).toMatchObject({
        action: 'ticket.create',
        actorId: ids.employee,
        actorRole: 'Employee',
        before: null,
        after: {
          title: 'Audit printer',
          message: '<p>It jams</p>',
          status: 1,
          priorityLevels: 3,
          departmentId: otherDept,
          ticketImage: null,
        },
        ip: '127.0.0.1',
      });
      expect(event.requestId).toEqual(expect.any(String));
    });

    it('records ticket.status with the status before and after, and nothing when it does not change', async () => {
      const change = (ticketStatus: number) =>
        app.inject({
          method: 'PUT',
          url: '/api/ticket/change-ticket-status',
          headers: bearer(admin),
          payload: { ticketId, ticketStatus },
        });
      expect((await change(2)).statusCode).toBe(200);
      const [event] = await auditEventsOf(app, 'ticket', ticketId);
      expect(event).toMatchObject({
        action: 'ticket.status',
        actorId: ids.admin,
        actorRole: 'SuperAdmin',
        before: { status: 1 },
        after: { status: 2 },
      });
      const before = await eventCount();
      expect((await change(2)).statusCode).toBe(200);
      expect(await eventCount()).toBe(before);
    });

    it('records ticket.reply with the reply and the status change, newest first', async () => {
      expect((await reply(admin, { ticketId, message: '<p>On it</p>', ticketStatus: '3' })).statusCode).toBe(200);
      const events = await auditEventsOf(app, 'ticket', ticketId);
      expect(events.map((e) => e.action)).toEqual(['ticket.reply', 'ticket.status', 'ticket.create']);
      expect(events[0]).toMatchObject({
        actorId: ids.admin,
        before: { status: 2 },
        after: { replyId: expect.any(String), message: '<p>On it</p>', discussionImage: null, status: 3 },
      });
      // A reply that keeps the status: no status in the event.
      expect((await reply(employee, { ticketId, message: '<p>Thanks</p>' })).statusCode).toBe(200);
      const [latest] = await auditEventsOf(app, 'ticket', ticketId);
      expect(latest).toMatchObject({ action: 'ticket.reply', actorId: ids.employee, before: null });
      expect(latest.after).not.toHaveProperty('status');
    });

    it('leaves no event for a refused write (400, 403)', async () => {
      const before = await eventCount();
      expect((await create(employee, { title: '', message: '<p>x</p>', departmentId: otherDept })).statusCode).toBe(400);
      expect((await reply(employee, { ticketId, message: '<p> </p>' })).statusCode).toBe(400);
      expect((await reply(employee, { ticketId, message: '<p>x</p>', ticketStatus: '1' })).statusCode).toBe(403);
      expect(await eventCount()).toBe(before);
    });
  });

  describe('departments', () => {
    const add = (name: string) =>
      app.inject({ method: 'POST', url: '/api/department/addDepartment', headers: bearer(admin), payload: { name } });

    it('records department.create, department.update (the name before and after) and department.remove', async () => {
      const res = await add('Audit Desk');
      expect(res.statusCode).toBe(200);
      const id = res.json().data._id;
      const renamed = await app.inject({
        method: 'PUT',
        url: '/api/department/update-department',
        headers: bearer(admin),
        payload: { departmentId: id, name: 'Audit Desk 2' },
      });
      expect(renamed.statusCode).toBe(200);
      const removed = await app.inject({ method: 'PUT', url: `/api/department/removeDepartment/${id}`, headers: bearer(admin) });
      expect(removed.statusCode).toBe(200);
      const events = await auditEventsOf(app, 'department', id);
      expect(events.map(({ action, before, after, actorId }) => ({ action, before, after, actorId }))).toEqual([
        { action: 'department.remove', before: { name: 'Audit Desk 2' }, after: null, actorId: ids.admin },
        { action: 'department.update', before: { name: 'Audit Desk' }, after: { name: 'Audit Desk 2' }, actorId: ids.admin },
        { action: 'department.create', before: null, after: { name: 'Audit Desk' }, actorId: ids.admin },
      ]);
    });

    it('records user.disable for each Department user a removal disables, in the same transaction', async () => {
      const [dept] = await app.db.insert(departments).values({ name: 'Audit Removal' }).returning();
      const [member] = await app.db
        .insert(users)
        .values({
          email: 'audit.member@example.com',
          passwordHash: 'x',
          role: 'Department',
          firstName: 'Audit',
          lastName: 'Member',
          departmentId: dept.id,
        })
        .returning();
      const res = await app.inject({ method: 'PUT', url: `/api/department/removeDepartment/${dept.id}`, headers: bearer(admin) });
      expect(res.statusCode).toBe(200);
      const [event] = await auditEventsOf(app, 'user', member.id);
      expect(event).toMatchObject({
        action: 'user.disable',
        actorId: ids.admin,
        before: { disabled: false },
        after: { disabled: true },
      });
      const [departmentEvent] = await auditEventsOf(app, 'department', dept.id);
      expect(departmentEvent.action).toBe('department.remove');
      expect(departmentEvent.requestId).toBe(event.requestId);
    });

    it('leaves no event for a 409 duplicate name, a 404 or a 403', async () => {
      expect((await add('Audit Twice')).statusCode).toBe(200);
      const before = await eventCount();
      expect((await add('audit twice')).statusCode).toBe(409);
      const missing = await app.inject({
        method: 'PUT',
        url: '/api/department/removeDepartment/00000000-0000-4000-8000-000000000000',
        headers: bearer(admin),
      });
      expect(missing.statusCode).toBe(404);
      const refused = await app.inject({
        method: 'POST',
        url: '/api/department/addDepartment',
        headers: bearer(employee),
        payload: { name: 'Audit Employee' },
      });
      expect(refused.statusCode).toBe(403);
      expect(await eventCount()).toBe(before);
    });
  });

  describe('one transaction', () => {
    const actor: Actor = { userId: null, role: null, requestId: 'test', ip: '127.0.0.1' };

    it('a rolled-back transaction leaves no event', async () => {
      const before = await eventCount();
      await expect(
        app.db.transaction(async (tx) => {
          await audit(tx, actor, { action: 'department.update', entityType: 'department', entityId: 'x', after: { name: 'y' } });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await eventCount()).toBe(before);
    });

    it('an event that cannot be written undoes the change it records', async () => {
      // An actor id that is not a uuid: the event's insert fails, so the department's insert is rolled back.
      const broken: Actor = { ...actor, userId: 'not-a-uuid' };
      // The repository is encapsulated in the area's routes plugin: a fresh one on the same database.
      await expect(new DepartmentRepository(app.db).add('Audit Rollback', broken)).rejects.toThrow();
      const rows = await app.db.select().from(departments).where(eq(departments.name, 'Audit Rollback'));
      expect(rows).toEqual([]);
    });
  });
});
