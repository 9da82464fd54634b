import { UsersMessages } from '@backoffice/contracts';
import { auditEventsOf, demo, insertUser, lastMailTo, nextEvent, userIdOf } from '@backoffice/api-server/testing';
import { departments, users } from '@backoffice/api-server/schema';
import { eq } from 'drizzle-orm';
import { buildLiveTestApp, type App, type Sockets } from '../test/helper';
import { auth, tokenOf } from './fixtures';

describe("PUT /user/departmentRequest/{userId}: a SuperAdmin's decision on a self sign-up's department request", () => {
  let app: App;
  let admin: Record<string, string>;
  let adminId: string;
  let sockets: Sockets;
  let desk: { id: string; name: string };
  beforeAll(async () => {
    ({ app, sockets, admin } = await buildLiveTestApp());
    adminId = await userIdOf(app, demo.admin.email);
    [desk] = await app.db.insert(departments).values({ name: `Front Desk ${Date.now()}` }).returning({ id: departments.id, name: departments.name });
  });
  afterEach(() => sockets.disconnectAll());
  afterAll(() => app.close());

  const decide = (id: string, decision: string, headers = admin) =>
    app.inject({ method: 'PUT', url: `/api/user/departmentRequest/${id}`, headers, payload: { decision } });
  const rowOf = async (id: string) => (await app.db.select().from(users).where(eq(users.id, id)))[0];
  const requester = (email: string, verified = true) =>
    insertUser(app, { email, requestedDepartmentId: desk.id, emailVerifiedAt: verified ? new Date() : null });

  it('lists the pending requests, and shows one on the user', async () => {
    const asking = await requester('asking.one@staff.example.com');
    const list = await app.inject({ method: 'GET', url: '/api/user/all?requests=true', headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((u: { _id: string }) => u._id)).toContain(asking.id);
    expect(list.json().data.every((u: { requestedDepartment: unknown }) => u.requestedDepartment !== null)).toBe(true);
    const info = await app.inject({ method: 'GET', url: `/api/user/info/${asking.id}`, headers: admin });
    expect(info.json().data).toMatchObject({ role: 'Employee', department: null, emailVerified: true, requestedDepartment: { _id: desk.id, name: desk.name } });
  });

  it('approves: a Department user of that department, its sessions ended, the approver recorded, the user e-mailed', async () => {
    const user = await requester('approve.me@staff.example.com');
    const token = await tokenOf(app, user);
    const socket = sockets.open(token);
    await nextEvent(socket, 'connected');
    const closed = nextEvent(socket, 'disconnect');

    const res = await decide(user.id, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(UsersMessages.departmentRequest.approved);
    expect(res.json().data).toMatchObject({ role: 'Department', department: { _id: desk.id }, requestedDepartment: null });
    expect(await rowOf(user.id)).toMatchObject({ role: 'Department', departmentId: desk.id, requestedDepartmentId: null, tokenVersion: user.tokenVersion + 1 });
    await closed;
    const old = await app.inject({ method: 'GET', url: '/api/user/all?limit=1', headers: auth(token) });
    expect(old.statusCode).toBe(401);
    const [event] = await auditEventsOf(app, 'user', user.id);
    expect(event).toMatchObject({
      action: 'user.department_approved',
      actorId: adminId,
      actorRole: 'SuperAdmin',
      before: { role: 'Employee', departmentId: null, requestedDepartmentId: desk.id },
      after: { role: 'Department', departmentId: desk.id, requestedDepartmentId: null },
    });
    expect((await lastMailTo(app, user.email))?.subject).toBe(`You are now a member of the ${desk.name} department`);
    // Decided once: a second decision finds nothing pending.
    const again = await decide(user.id, 'refuse');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(UsersMessages.departmentRequest.nonePending);
  });

  it('refuses: still an Employee, the request cleared, the refusal recorded', async () => {
    const user = await requester('refuse.me@staff.example.com');
    const res = await decide(user.id, 'refuse');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(UsersMessages.departmentRequest.refused);
    expect(await rowOf(user.id)).toMatchObject({ role: 'Employee', departmentId: null, requestedDepartmentId: null, tokenVersion: user.tokenVersion });
    const [event] = await auditEventsOf(app, 'user', user.id);
    expect(event).toMatchObject({ action: 'user.department_refused', actorId: adminId });
  });

  it('changes nothing for an unconfirmed address, a removed department, no request, an unknown user or a bad decision', async () => {
    const unconfirmed = await requester('not.yet@staff.example.com', false);
    const r1 = await decide(unconfirmed.id, 'approve');
    expect([r1.statusCode, r1.json().message]).toEqual([409, UsersMessages.departmentRequest.notVerified]);

    const [gone] = await app.db.insert(departments).values({ name: `Closed ${Date.now()}`, deletedAt: new Date() }).returning({ id: departments.id });
    const orphan = await insertUser(app, { email: 'orphan.request@staff.example.com', requestedDepartmentId: gone.id });
    const r2 = await decide(orphan.id, 'approve');
    expect([r2.statusCode, r2.json().message]).toEqual([409, UsersMessages.departmentRequest.departmentGone]);
    expect((await rowOf(orphan.id)).requestedDepartmentId).toBe(gone.id);

    const plain = await insertUser(app, { email: 'no.request@staff.example.com' });
    expect((await decide(plain.id, 'approve')).statusCode).toBe(409);
    expect((await decide('00000000-0000-4000-8000-000000000000', 'approve')).statusCode).toBe(404);
    expect((await decide(plain.id, 'maybe')).statusCode).toBe(400);
    for (const u of [unconfirmed, orphan, plain]) expect(await auditEventsOf(app, 'user', u.id)).toEqual([]);
  });

  it('is for SuperAdmins only (403 for a Department user or an Employee)', async () => {
    const user = await requester('guarded.request@staff.example.com');
    const employee = await insertUser(app, { email: 'plain.employee@staff.example.com' });
    const res = await decide(user.id, 'approve', auth(await tokenOf(app, employee)));
    expect(res.statusCode).toBe(403);
    expect((await rowOf(user.id)).requestedDepartmentId).toBe(desk.id);
  });
});
