import { CHANGE_EVENT, type RecordChange } from '@backoffice/contracts';
import { form, listenForSockets, loginAll, nextEvent, type Part } from '@backoffice/api-server/testing';
import type { Socket } from 'socket.io-client';
import type { App } from '../test/helper';
import { bearer, buildTestApp, demo, userIdOf } from '../test/helper';

/**
 * The help desk's live changes over real sockets (docs/areas/platform.md, "Live changes"): a ticket's change reaches
 * the SuperAdmins, its department's users and its raiser, no one else; a department's change every console user.
 */
describe('help desk: who hears of a change', () => {
  let app: App;
  let sockets: Awaited<ReturnType<typeof listenForSockets>>;
  let tokens: Record<'admin' | 'department' | 'finance' | 'employee' | 'other', string>;
  type Who = keyof typeof tokens;
  let supportId: string;

  beforeAll(async () => {
    app = await buildTestApp();
    sockets = await listenForSockets(app);
    tokens = await loginAll(app, { admin: 'admin', department: demo.department, finance: demo.finance, employee: demo.employee, other: demo.otherEmployee });
    const depts = (await app.inject({ method: 'POST', url: '/api/department/listDepartment', payload: {} })).json().department;
    supportId = depts.find((d: { name: string }) => d.name === demo.department.department)._id;
  });
  afterEach(() => sockets.disconnectAll());
  afterAll(async () => {
    sockets.disconnectAll();
    await app.close();
  });

  /** A socket per user, each recording the changes it hears, once all are connected. */
  const connectAll = () => sockets.openAll<Who, RecordChange>(tokens, CHANGE_EVENT);

  /** Who heard what (action per user), once the SuperAdmin heard it and a wrongly sent event had time to arrive. */
  /**
   * What each socket heard once `got` came and a moment more, as 'type action'. `ignore`: an action of the test's own
   * set-up (the ticket's creation, whose event is emitted after its answer and may reach sockets opened just after).
   */
  async function heard(all: Record<Who, { socket: Socket; heard: RecordChange[] }>, got: Promise<unknown>, ignore?: string) {
    await got;
    await new Promise((r) => setTimeout(r, 250));
    return Object.fromEntries(
      (Object.keys(all) as Who[]).map((who) => [who, all[who].heard.filter((c) => c.action !== ignore).map((c) => `${c.type} ${c.action}`)]),
    );
  }

  const multipart = (url: string, token: string, fields: Record<string, Part>) => {
    const f = form(fields);
    return app.inject({ method: 'POST', url, headers: { ...bearer(token), ...f.headers }, payload: f.payload });
  };

  async function raiseTicket(): Promise<string> {
    const res = await multipart('/api/ticket/createTicket', tokens.employee, {
      title: 'Live change',
      message: '<p>Please look</p>',
      departmentId: supportId,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data._id;
  }

  it("sends a new ticket to the SuperAdmins, the department it went to and its raiser; not to another Employee or department", async () => {
    const all = await connectAll();
    const got = nextEvent<RecordChange>(all.admin.socket, CHANGE_EVENT);
    const ticketId = await raiseTicket();
    expect(await heard(all, got)).toEqual({
      admin: ['ticket ticket.create'],
      department: ['ticket ticket.create'],
      employee: ['ticket ticket.create'],
      finance: [],
      other: [],
    });
    expect(all.department.heard[0]).toEqual({
      type: 'ticket',
      id: ticketId,
      action: 'ticket.create',
      by: { id: await userIdOf(app, demo.employee.email), name: `${demo.employee.firstName} ${demo.employee.lastName}` },
      at: expect.any(String),
    });
  });

  it('sends a reply and a status change to the same people', async () => {
    const ticketId = await raiseTicket();
    let all = await connectAll();
    let got = nextEvent(all.admin.socket, CHANGE_EVENT);
    expect((await multipart('/api/ticket/manageTicket', tokens.department, { ticketId, message: '<p>On it</p>' })).statusCode).toBe(200);
    const reply = ['ticket ticket.reply'];
    expect(await heard(all, got, 'ticket.create')).toEqual({ admin: reply, department: reply, employee: reply, finance: [], other: [] });
    sockets.disconnectAll();

    all = await connectAll();
    got = nextEvent(all.admin.socket, CHANGE_EVENT);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/ticket/change-ticket-status',
      headers: bearer(tokens.department),
      payload: { ticketId, ticketStatus: 3 },
    });
    expect(res.statusCode).toBe(200);
    const status = ['ticket ticket.status'];
    expect(await heard(all, got)).toEqual({ admin: status, department: status, employee: status, finance: [], other: [] });
    expect(all.employee.heard[0].by?.name).toBe(`${demo.department.firstName} ${demo.department.lastName}`);
  });

  it('emits nothing for a refused reply (an Employee changing the status: 403)', async () => {
    const ticketId = await raiseTicket();
    const all = await connectAll();
    const res = await multipart('/api/ticket/manageTicket', tokens.employee, { ticketId, message: '<p>x</p>', ticketStatus: '3' });
    expect(res.statusCode).toBe(403);
    // The ticket's own creation event, emitted after its answer, may reach the sockets just opened (as in the reply's case).
    expect(await heard(all, Promise.resolve(), 'ticket.create')).toEqual({ admin: [], department: [], employee: [], finance: [], other: [] });
  });

  it("sends a department's change to every console user", async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/api/department/addDepartment',
      headers: bearer(tokens.admin),
      payload: { name: 'Live Desk' },
    });
    expect(added.statusCode).toBe(200);
    const depts = (await app.inject({ method: 'POST', url: '/api/department/listDepartment', payload: {} })).json().department;
    const departmentId = depts.find((d: { name: string }) => d.name === 'Live Desk')._id;
    const all = await connectAll();
    const got = nextEvent(all.admin.socket, CHANGE_EVENT);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/department/update-department',
      headers: bearer(tokens.admin),
      payload: { departmentId, name: 'Live Desk 2' },
    });
    expect(res.statusCode).toBe(200);
    const update = ['department department.update'];
    expect(await heard(all, got)).toEqual({ admin: update, department: update, employee: update, finance: update, other: update });
  });
});
