import { fillPlaceholders, HelpdeskMessages, ticketReference } from '@backoffice/contracts';
import { users } from '@backoffice/api-server/schema';
import { allAuditEvents, auditEventsOf, form } from '@backoffice/api-server/testing';
import type { App } from '../test/helper';
import { bearer, buildTestApp, demo, departmentIds, loginAllRoles } from '../test/helper';

/**
 * Canned replies (docs/areas/helpdesk.md, "Canned replies"): who may list, write and render which reply, the
 * placeholders filled HTML-escaped, every write audited.
 */
describe('canned replies', () => {
  let app: App;
  let admin: string;
  let department: string;
  let employee: string;
  /** A Department user of another department than demo.department's. */
  let otherAgent: string;
  let ownDept: string;
  let otherDept: string;

  beforeAll(async () => {
    app = await buildTestApp();
    [admin, department, employee] = await loginAllRoles(app);
    ({ own: ownDept, other: otherDept } = await departmentIds(app));
    const [row] = await app.db
      .insert(users)
      .values({ email: 'other.agent@example.com', firstName: 'Olga', lastName: 'Other', role: 'Department', departmentId: otherDept })
      .returning();
    otherAgent = await app.tokens.issue(row);
  });
  afterAll(() => app.close());

  const create = (token: string, payload: object) =>
    app.inject({ method: 'POST', url: '/api/canned-replies', headers: bearer(token), payload });
  const list = (token: string, query = '') =>
    app.inject({ method: 'GET', url: `/api/canned-replies${query}`, headers: bearer(token) });
  const render = (token: string, id: string, ticketId: string) =>
    app.inject({ method: 'POST', url: `/api/canned-replies/${id}/render`, headers: bearer(token), payload: { ticketId } });
  const titles = async (token: string, query = '') =>
    ((await list(token, query)).json().data as { title: string }[]).map((r) => r.title);

  it('fills known placeholders HTML-escaped and leaves unknown ones as written', () => {
    expect(fillPlaceholders('<p>Hi {{ raiser.firstName }}, {{nope}} {{ticket.number}}</p>', {
      'raiser.firstName': '<b>x</b> & "y"',
      'ticket.number': 'TK-000001',
    })).toBe('<p>Hi &lt;b&gt;x&lt;/b&gt; &amp; &quot;y&quot;, {{nope}} TK-000001</p>');
  });

  it('a Department user writes its department\'s and its own; others see only what they may use', async () => {
    const dept = await create(department, { kind: 'department', title: 'Support greeting', body: '<p>Hello</p>' });
    expect(dept.statusCode).toBe(200);
    expect(dept.json()).toMatchObject({
      message: HelpdeskMessages.cannedReplies.added,
      data: { kind: 'department', department: { _id: ownDept, name: demo.department.department }, ownerId: null },
    });
    const mine = await create(department, { kind: 'personal', title: 'My secret sign-off', body: '<p>Cheers</p>' });
    expect(mine.json().data).toMatchObject({ kind: 'personal', department: null });

    expect(await titles(department)).toEqual(expect.arrayContaining(['Support greeting', 'My secret sign-off']));
    // The SuperAdmin sees every department's, never another's personal one.
    const adminSees = await titles(admin);
    expect(adminSees).toContain('Support greeting');
    expect(adminSees).not.toContain('My secret sign-off');
    // Another department's agent sees neither.
    expect(await titles(otherAgent)).toEqual([]);
    // And gets 404 writing, deleting or rendering them.
    const id = mine.json().data._id;
    const put = await app.inject({
      method: 'PUT', url: `/api/canned-replies/${id}`, headers: bearer(admin), payload: { title: 'Taken', body: '<p>x</p>' },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe(HelpdeskMessages.cannedReplies.notFound);
    const del = await app.inject({ method: 'DELETE', url: `/api/canned-replies/${dept.json().data._id}`, headers: bearer(otherAgent) });
    expect(del.statusCode).toBe(404);
  });

  it('an Employee may not use canned replies', async () => {
    expect((await list(employee)).statusCode).toBe(403);
    expect((await create(employee, { kind: 'personal', title: 'T', body: '<p>B</p>' })).statusCode).toBe(403);
  });

  it('a SuperAdmin writes any department\'s and filters by department; a Department user only its own', async () => {
    const res = await create(admin, { kind: 'department', departmentId: otherDept, title: 'Other dept answer', body: '<p>A</p>' });
    expect(res.statusCode).toBe(200);
    expect(await titles(otherAgent)).toEqual(['Other dept answer']);
    expect(await titles(admin, `?departmentId=${otherDept}&kind=department`)).toEqual(['Other dept answer']);
    expect(await titles(department)).not.toContain('Other dept answer');

    const before = (await allAuditEvents(app)).length;
    const refused = await create(department, { kind: 'department', departmentId: otherDept, title: 'Nope', body: '<p>x</p>' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(HelpdeskMessages.cannedReplies.departmentInvalid);
    const noDept = await create(admin, { kind: 'department', title: 'Nope', body: '<p>x</p>' });
    expect(noDept.statusCode).toBe(400);
    expect((await allAuditEvents(app)).length).toBe(before);
  });

  it('answers 400 for a blank or too long title and a blank body, storing nothing', async () => {
    const before = (await allAuditEvents(app)).length;
    const blank = await create(department, { kind: 'personal', title: '   ', body: '<p>x</p>' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(HelpdeskMessages.cannedReplies.titleRequired);
    const long = await create(department, { kind: 'personal', title: 'x'.repeat(101), body: '<p>x</p>' });
    expect(long.json().message).toBe(HelpdeskMessages.cannedReplies.titleRequired);
    const empty = await create(department, { kind: 'personal', title: 'T', body: '<p> </p>' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(HelpdeskMessages.cannedReplies.bodyRequired);
    expect((await allAuditEvents(app)).length).toBe(before);
  });

  it('sanitises the body, audits create, update and delete', async () => {
    const res = await create(department, {
      kind: 'personal',
      title: 'Scripted',
      body: '<p onclick="x()">Hi {{raiser.firstName}}</p><script>alert(1)</script>',
    });
    const reply = res.json().data;
    expect(reply.body).not.toMatch(/script|onclick/);
    expect(reply.body).toContain('{{raiser.firstName}}');
    const upd = await app.inject({
      method: 'PUT', url: `/api/canned-replies/${reply._id}`, headers: bearer(department), payload: { title: 'Renamed', body: reply.body },
    });
    expect(upd.json()).toMatchObject({ message: HelpdeskMessages.cannedReplies.updated, data: { title: 'Renamed' } });
    const del = await app.inject({ method: 'DELETE', url: `/api/canned-replies/${reply._id}`, headers: bearer(department) });
    expect(del.json().message).toBe(HelpdeskMessages.cannedReplies.deleted);
    const events = await auditEventsOf(app, 'canned_reply', reply._id);
    expect(events.map((e) => e.action)).toEqual(['canned_reply.delete', 'canned_reply.update', 'canned_reply.create']);
    expect(events[1]).toMatchObject({ before: { title: 'Scripted' }, after: { title: 'Renamed' } });
    expect(await titles(department)).not.toContain('Renamed');
  });

  it('renders for a visible ticket with placeholders filled and escaped; 404 for an invisible ticket', async () => {
    // A raiser whose name is HTML.
    const [raiserRow] = await app.db
      .insert(users)
      .values({ email: 'html.raiser@example.com', firstName: '<b>x</b>', lastName: 'R&D', role: 'Employee' })
      .returning();
    const raiser = await app.tokens.issue(raiserRow);
    const f = form({ title: 'Printer <broken>', message: '<p>Help</p>', departmentId: ownDept });
    const ticket = (
      await app.inject({ method: 'POST', url: '/api/ticket/createTicket', headers: { ...bearer(raiser), ...f.headers }, payload: f.payload })
    ).json().data;
    const reply = (
      await create(department, {
        kind: 'department',
        title: 'Greeting with placeholders',
        body: '<p>Dear {{raiser.firstName}} {{raiser.lastName}}, about {{ticket.number}} "{{ticket.title}}" ({{department.name}}): {{agent.firstName}} {{unknown.thing}}</p>',
      })
    ).json().data;

    const res = await render(department, reply._id, ticket._id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.html).toBe(
      `<p>Dear &lt;b&gt;x&lt;/b&gt; R&amp;D, about ${ticketReference(ticket.number)} "Printer &lt;broken&gt;" ` +
        `(${demo.department.department}): ${demo.department.firstName} {{unknown.thing}}</p>`,
    );
    // The SuperAdmin renders it too, as itself.
    expect((await render(admin, reply._id, ticket._id)).json().data.html).toContain(`): ${demo.admin.firstName} `);
    // Another department's agent sees neither the reply nor the ticket.
    expect((await render(otherAgent, reply._id, ticket._id)).statusCode).toBe(404);
    const mine = (await create(otherAgent, { kind: 'personal', title: 'Mine', body: '<p>{{ticket.number}}</p>' })).json().data;
    const hidden = await render(otherAgent, mine._id, ticket._id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(HelpdeskMessages.tickets.notFound);
  });
});
