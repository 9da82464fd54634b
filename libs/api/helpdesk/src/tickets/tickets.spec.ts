import { HelpdeskMessages, ticketCreatedNotificationText, ticketReplyNotificationText, ticketStatusNotificationText } from '@backoffice/contracts';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '@backoffice/api-server';
import type { App } from '../test/helper';
import { notifications, users } from '@backoffice/api-server/schema';
import { form, jpegWithExif, png, type Part } from '@backoffice/api-server/testing';
import sharp from 'sharp';
import { bearer, buildTestApp, demo, loginAs, loginAsAdmin, userIdOf } from '../test/helper';

/** Real images (an image is decoded and re-encoded before it is stored: ticket-images.spec.ts). */
let PNG: Buffer;
let JPEG: Buffer;

describe('tickets', () => {
  let app: App;
  let byName: Record<string, string>;
  let admin: string;
  let employee: string;
  let department: string;
  let ids: { admin: string; employee: string; department: string };
  const ownDept = () => byName[demo.department.department];
  const otherDept = () => Object.entries(byName).filter(([n]) => n !== demo.department.department)[0][1];

  beforeAll(async () => {
    [PNG, JPEG] = [await png(3, 2), await jpegWithExif(8, 8)];
    app = await buildTestApp();
    const res = await app.inject({ method: 'POST', url: '/api/department/listDepartment', payload: {} });
    byName = Object.fromEntries(res.json().department.map((d: { _id: string; name: string }) => [d.name, d._id]));
    [admin, employee, department] = [await loginAsAdmin(app), await loginAs(app, demo.employee), await loginAs(app, demo.department)];
    // The callers' ids from the database (GET /api/user/me is the platform area's, not mounted here).
    ids = {
      admin: await userIdOf(app, demo.admin.email),
      employee: await userIdOf(app, demo.employee.email),
      department: await userIdOf(app, demo.department.email),
    };
  });
  afterAll(() => app.close());

  const create = (token: string, fields: Record<string, Part>) => {
    const f = form(fields);
    return app.inject({ method: 'POST', url: '/api/ticket/createTicket', headers: { ...bearer(token), ...f.headers }, payload: f.payload });
  };
  const reply = (token: string, fields: Record<string, Part>) => {
    const f = form(fields);
    return app.inject({ method: 'POST', url: '/api/ticket/manageTicket', headers: { ...bearer(token), ...f.headers }, payload: f.payload });
  };
  const list = (token: string, payload: object = {}, url = '/api/ticket/listTicket') =>
    app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const notesOf = async (userId: string, text: string) =>
    (await app.db.select().from(notifications).where(eq(notifications.userId, userId))).filter((n) => n.name === text).length;
  /** The records the user's notifications with this text are about, as `type:id`. */
  const subjectsOf = async (userId: string, text: string) =>
    (await app.db.select().from(notifications).where(eq(notifications.userId, userId)))
      .filter((n) => n.name === text)
      .map((n) => `${n.entityType}:${n.entityId}`);
  const validTicket = (title: string) => ({ title, message: '<p>Hello <b>team</b></p>', departmentId: ownDept() });

  describe('POST /api/ticket/createTicket', () => {
    it('numbers tickets created at once each with its own number, in one sequence (docs/areas/helpdesk.md, "The ticket list")', async () => {
      const made = await Promise.all(Array.from({ length: 10 }, (_, i) => create(employee, validTicket(`At once ${i}`))));
      expect(made.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      const numbers = made.map((r) => r.json().data.number as number);
      expect(new Set(numbers).size).toBe(10);
      expect(numbers.every((n) => Number.isInteger(n) && n > 0)).toBe(true);
    });

    it('creates a ticket with a PNG, sanitises the HTML, defaults priority to Low and answers the spec message', async () => {
      const res = await create(employee, {
        title: 'Printer on fire',
        message: '<p onclick="x()">Help <script>alert(1)</script><a href="javascript:alert(1)">me</a></p>',
        departmentId: ownDept(),
        ticketImage: { filename: 'shot.txt', type: 'text/plain', bytes: PNG },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.message).toBe(HelpdeskMessages.tickets.added);
      expect(body.data).toMatchObject({ title: 'Printer on fire', status: 1, priorityLevels: 1, department: { _id: ownDept() } });
      expect(body.data.message).not.toMatch(/script|onclick|javascript/);
      expect(body.data.ticketImage).toMatch(/^\/api\/uploads\/[0-9a-f-]+\.png$/);
      const img = await app.inject({ method: 'GET', url: body.data.ticketImage, headers: bearer(employee) });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/png');
      const meta = await sharp(img.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 3, 2]);
      expect((await app.inject({ method: 'GET', url: body.data.ticketImage })).statusCode).toBe(401);
      const other = await loginAs(app, { email: 'priya.sharma@staff.example.com', password: 'Employee#2026' }).catch(() => '');
      if (other) expect((await app.inject({ method: 'GET', url: body.data.ticketImage, headers: bearer(other) })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/uploads/../../etc/passwd', headers: bearer(admin) })).statusCode).toBe(404);
    });

    it('notifies the target department users and the SuperAdmins, never the author', async () => {
      const text = ticketCreatedNotificationText('Notify me', `${demo.employee.firstName} ${demo.employee.lastName}`);
      const res = await create(employee, { ...validTicket('Notify me'), priorityLevels: '3', ticketImage: { filename: 'a.jpg', type: 'image/jpeg', bytes: JPEG } });
      expect(res.statusCode).toBe(200);
      expect(await notesOf(ids.department, text)).toBe(1);
      // Each notification names the ticket, so the bell opens it.
      expect(await subjectsOf(ids.department, text)).toEqual([`ticket:${res.json().data._id}`]);
      expect(await notesOf(ids.admin, text)).toBe(1);
      expect(await notesOf(ids.employee, text)).toBe(0);
      const deptUsers = await app.db.select().from(users).where(eq(users.departmentId, ownDept()));
      for (const u of deptUsers) expect(await notesOf(u.id, text)).toBe(1);
    });

    it('answers each validation message', async () => {
      const cases: [Record<string, Part>, number, string][] = [
        [{ ...validTicket(''), title: '  ' }, 400, HelpdeskMessages.tickets.titleRequired],
        [{ ...validTicket('x'), message: '<p> </p>' }, 400, HelpdeskMessages.tickets.messageRequired],
        [{ ...validTicket('x'), departmentId: '' }, 400, HelpdeskMessages.tickets.departmentRequired],
        [{ ...validTicket('x'), departmentId: '00000000-0000-4000-8000-000000000000' }, 400, HelpdeskMessages.tickets.departmentRequired],
        [{ ...validTicket('x'), priorityLevels: '9' }, 400, HelpdeskMessages.tickets.priorityInvalid],
        [{ ...validTicket('x'), ticketImage: { filename: 'a.png', type: 'image/png', bytes: Buffer.from('GIF89a-not-png') } }, 415, HelpdeskMessages.tickets.imageNotSupported],
        [{ ...validTicket('x'), ticketImage: { filename: 'a.png', type: 'image/png', bytes: Buffer.concat([PNG, Buffer.alloc(1_048_577)]) } }, 413, HelpdeskMessages.tickets.imageTooBig],
        [{ ...validTicket('x'), extra: 'y' }, 400, 'Unknown field: extra'],
      ];
      for (const [fields, status, message] of cases) {
        const res = await create(employee, fields);
        expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message });
      }
      const json = await app.inject({ method: 'POST', url: '/api/ticket/createTicket', headers: bearer(employee), payload: validTicket('x') });
      expect(json.statusCode).toBe(400);
      expect(json.json().message).toBe(HelpdeskMessages.tickets.multipartRequired);
    });

    it('lets a Department user raise tickets to another department only; 403 for a SuperAdmin, 401 without token', async () => {
      expect((await create(department, validTicket('Own department'))).json().message).toBe(HelpdeskMessages.tickets.departmentRequired);
      expect((await create(department, { ...validTicket('To other'), departmentId: otherDept() })).statusCode).toBe(200);
      expect((await create(admin, validTicket('Admin'))).statusCode).toBe(403);
      const f = form(validTicket('anon'));
      expect((await app.inject({ method: 'POST', url: '/api/ticket/createTicket', headers: f.headers, payload: f.payload })).statusCode).toBe(401);
    });
  });

  describe('lists', () => {
    it('scopes listTicket: SuperAdmin all, Department its department, Employee its own; pages and counts', async () => {
      for (let i = 0; i < 12; i++) expect((await create(employee, validTicket(`Paged ${i}`))).statusCode).toBe(200);
      const all = (await list(admin, { limit: 100 })).json();
      const mine = (await list(employee, { limit: 100 })).json();
      const dept = (await list(department, { limit: 100 })).json();
      expect(all.total).toBeGreaterThanOrEqual(mine.total);
      expect(mine.ticket.every((t: { userId: { _id: string } }) => t.userId._id === ids.employee)).toBe(true);
      expect(dept.ticket.every((t: { department: { _id: string } }) => t.department._id === ownDept())).toBe(true);
      expect(dept.ticket.some((t: { title: string }) => t.title === 'To other')).toBe(false);
      const page1 = (await list(employee, {})).json();
      expect(page1).toMatchObject({ page: 1, limit: 10, total: mine.total });
      expect(page1.ticket).toHaveLength(10);
      const page2 = (await list(employee, { page: 2 })).json();
      expect(page2.ticket).toHaveLength(Math.min(10, mine.total - 10));
      expect(page1.ticket[0]).toEqual({
        _id: expect.any(String),
        number: expect.any(Number),
        title: 'Paged 11',
        message: '<p>Hello <b>team</b></p>',
        status: 1,
        priorityLevels: 1,
        createdAt: expect.any(String),
        department: { _id: ownDept(), name: demo.department.department },
        userId: { _id: ids.employee, firstName: demo.employee.firstName, lastName: demo.employee.lastName },
        ticketImage: null,
        about: null,
        // Unassigned, and no SLA: the demo departments have no policy (docs/areas/helpdesk.md, "SLAs").
        assignee: null,
        sla: null,
      });
    });

    it('filters by status and department in the database; 400 on a bad status', async () => {
      const byDept = (await list(admin, { departmentId: otherDept(), limit: 100 })).json();
      expect(byDept.ticket.map((t: { title: string }) => t.title)).toContain('To other');
      expect(byDept.ticket.every((t: { department: { _id: string } }) => t.department._id === otherDept())).toBe(true);
      const closed = (await list(admin, { status: 4, limit: 100 })).json();
      expect(closed.ticket.every((t: { status: number }) => t.status === 4)).toBe(true);
      expect(closed.ticket).toHaveLength(closed.total);
      const bad = await list(admin, { status: 7 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(HelpdeskMessages.tickets.statusInvalid);
      expect((await list(admin, { departmentId: 'nope' })).json().total).toBe(0);
    });

    it('filters the open tickets (Open or In Progress) and by a text of the title, any case, LIKE characters taken literally', async () => {
      const direct = async (where: ReturnType<typeof sql>) =>
        Number((rowsOf<{ n: number }>(await app.db.execute(sql`select count(*)::int as n from tickets where ${where}`)))[0].n);
      for (const [title, status] of [['Refund for TF1 please', 1], ['Second REFUND ask', 2], ['Refund done', 3], ['100% refund_x', 4]] as const) {
        expect((await create(employee, validTicket(title))).statusCode).toBe(200);
        await app.db.execute(sql`update tickets set status = ${status} where title = ${title}`);
      }
      const open = (await list(admin, { open: true, limit: 100 })).json();
      expect(open.total).toBe(await direct(sql`status in (1, 2)`));
      expect(open.ticket.every((t: { status: number }) => t.status === 1 || t.status === 2)).toBe(true);
      expect(open.ticket).toHaveLength(open.total);
      const refunds = (await list(admin, { open: true, title: 'Refund', limit: 100 })).json();
      // The seed's open refund tickets too, never the resolved or closed ones.
      const refundTitles = refunds.ticket.map((t: { title: string }) => t.title);
      expect(refundTitles).toEqual(expect.arrayContaining(['Refund for TF1 please', 'Second REFUND ask']));
      expect(refundTitles).not.toContain('Refund done');
      expect(refunds.total).toBe(await direct(sql`status in (1, 2) and lower(title) like '%refund%'`));
      expect(refunds.ticket).toHaveLength(refunds.total);
      expect((await list(admin, { title: 'refund', limit: 100 })).json().total).toBe(await direct(sql`lower(title) like '%refund%'`));
      expect((await list(admin, { title: '0% refund_', limit: 100 })).json().total).toBe(1);
      expect((await list(admin, { title: '0%_refund', limit: 100 })).json().total).toBe(0);
      // A Department user's list keeps its scope: its department's open tickets only.
      const mine = (await list(department, { open: true, limit: 100 })).json();
      expect(mine.ticket.every((t: { department: { _id: string } }) => t.department._id === ownDept())).toBe(true);
    });

    it("listTicketDepartment answers a Department user's raised tickets; 403 for others", async () => {
      const res = (await list(department, {}, '/api/ticket/listTicketDepartment')).json();
      expect(res.ticket.map((t: { title: string }) => t.title)).toEqual(['To other']);
      expect((await list(employee, {}, '/api/ticket/listTicketDepartment')).statusCode).toBe(403);
      expect((await list(admin, {}, '/api/ticket/listTicketDepartment')).statusCode).toBe(403);
    });
  });

  describe('status, detail, discussion', () => {
    let ticketId: string;
    let foreignId: string;
    beforeAll(async () => {
      ticketId = (await create(employee, validTicket('Discuss me'))).json().data._id;
      foreignId = (await create(employee, { ...validTicket('Elsewhere'), departmentId: otherDept() })).json().data._id;
    });
    const setStatus = (token: string, payload: object) =>
      app.inject({ method: 'PUT', url: '/api/ticket/change-ticket-status', headers: bearer(token), payload });
    const get = (token: string, id: string) =>
      app.inject({ method: 'GET', url: `/api/ticket/get-ticket-by-id?ticketId=${id}`, headers: bearer(token) });

    it('changes status (Department of the ticket, SuperAdmin) and notifies the creator', async () => {
      const res = await setStatus(department, { ticketId, ticketStatus: 2 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: HelpdeskMessages.tickets.statusUpdated });
      expect((await get(employee, ticketId)).json().data.status).toBe(2);
      expect(await notesOf(ids.employee, ticketStatusNotificationText('Discuss me', 'In Progress'))).toBe(1);
      expect(await subjectsOf(ids.employee, ticketStatusNotificationText('Discuss me', 'In Progress'))).toEqual([`ticket:${ticketId}`]);
      expect((await setStatus(admin, { ticketId: foreignId, ticketStatus: 3 })).statusCode).toBe(200);
    });

    it('answers 403 to an Employee, 404 for another department or unknown ticket, 400 for a bad status', async () => {
      expect((await setStatus(employee, { ticketId, ticketStatus: 3 })).statusCode).toBe(403);
      const other = await setStatus(department, { ticketId: foreignId, ticketStatus: 1 });
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe(HelpdeskMessages.tickets.notFound);
      expect((await setStatus(admin, { ticketId: '00000000-0000-4000-8000-000000000000', ticketStatus: 1 })).statusCode).toBe(404);
      expect((await setStatus(admin, { ticketId, ticketStatus: 0 })).json().message).toBe(HelpdeskMessages.tickets.statusInvalid);
    });

    it('get-ticket-by-id: visible to its creator, its department and the SuperAdmin; 404 otherwise', async () => {
      for (const token of [admin, employee, department]) {
        const res = await get(token, ticketId);
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toMatchObject({ _id: ticketId, title: 'Discuss me' });
      }
      expect((await get(department, foreignId)).statusCode).toBe(404);
      expect((await get(admin, 'nope')).statusCode).toBe(404);
    });

    it('manageTicket adds a reply with an image, changes status, notifies creator and department, not the author', async () => {
      const res = await reply(department, {
        ticketId,
        message: '<p>On it</p><img src="javascript:x">',
        ticketStatus: '3',
        discussionImage: { filename: 'r.jpg', type: 'image/jpeg', bytes: JPEG },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: HelpdeskMessages.tickets.replyAdded });
      const replyText = ticketReplyNotificationText('Discuss me', `${demo.department.firstName} ${demo.department.lastName}`);
      expect(await notesOf(ids.employee, replyText)).toBe(1);
      expect(await subjectsOf(ids.employee, replyText)).toEqual([`ticket:${ticketId}`]);
      expect(await notesOf(ids.department, replyText)).toBe(0);
      expect((await get(employee, ticketId)).json().data.status).toBe(3);

      expect((await reply(employee, { ticketId, message: '<p>Thanks</p>' })).statusCode).toBe(200);
      const empText = ticketReplyNotificationText('Discuss me', `${demo.employee.firstName} ${demo.employee.lastName}`);
      expect(await notesOf(ids.department, empText)).toBe(1);
      expect(await notesOf(ids.employee, empText)).toBe(0);

      const thread = await app.inject({ method: 'POST', url: '/api/ticket/listTicketDiscussion', headers: bearer(employee), payload: { ticketId } });
      expect(thread.statusCode).toBe(200);
      const entries = thread.json().ticket;
      expect(entries).toHaveLength(2);
      expect(entries[0]).toEqual({
        _id: expect.any(String),
        message: '<p>On it</p><img />',
        createdAt: expect.any(String),
        department_info: { _id: ownDept(), name: demo.department.department },
        user_info: { _id: ids.department, firstName: demo.department.firstName },
        discussionImage: expect.stringMatching(/\.jpg$/),
        internal: false,
      });
      expect(entries[1]).toMatchObject({ message: '<p>Thanks</p>', department_info: null, user_info: { _id: ids.employee }, discussionImage: null });
    });

    it('manageTicket: 403 for an Employee changing status, 404 outside scope, 400 without a message, 415 on a bad image', async () => {
      expect((await reply(employee, { ticketId, message: '<p>x</p>', ticketStatus: '1' })).statusCode).toBe(403);
      expect((await reply(department, { ticketId: foreignId, message: '<p>x</p>' })).statusCode).toBe(404);
      const empty = await reply(employee, { ticketId, message: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(HelpdeskMessages.tickets.replyRequired);
      const bad = await reply(employee, { ticketId, message: '<p>x</p>', discussionImage: { filename: 'a.png', type: 'image/png', bytes: Buffer.from('nope') } });
      expect(bad.statusCode).toBe(415);
      const listOther = await app.inject({ method: 'POST', url: '/api/ticket/listTicketDiscussion', headers: bearer(department), payload: { ticketId: foreignId } });
      expect(listOther.statusCode).toBe(404);
    });
  });
});
