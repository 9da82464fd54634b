import { HelpdeskMessages, PlatformMessages } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { users } from '@backoffice/api-server/schema';
import { bearer, buildTestApp, demo, loginAs, loginAsAdmin } from '../test/helper';
import { listenForSockets, nextEvent } from '@backoffice/api-server/testing';

/** Removing a department ends its Department users' work (docs/decisions.md "A removed department's users"). */
describe('PUT /api/department/removeDepartment/:id and the department users', () => {
  let app: App;
  let admin: string;
  let sockets: Awaited<ReturnType<typeof listenForSockets>>;
  beforeAll(async () => {
    app = await buildTestApp();
    sockets = await listenForSockets(app);
    admin = await loginAsAdmin(app);
  });
  afterAll(async () => {
    sockets.disconnectAll();
    await app.close();
  });

  const me = (token: string) => app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
  const signUp = async (email: string, role: 'Employee' | 'Department', departmentId?: string) => {
    const password = 'Desk#2026pass';
    // Made by the SuperAdmin (Create User): a self sign-up's Department role would only be a request.
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/create',
      headers: bearer(admin),
      payload: {
        email,
        password,
        firstName: 'Gone',
        lastName: 'Desk',
        role,
        ...(departmentId ? { userType: departmentId } : {}),
      },
    });
    expect(res.statusCode).toBe(201);
    return { email, password };
  };

  it('disables the department users, refuses their tokens, closes their sockets and keeps everyone else working', async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/api/department/addDepartment',
      headers: bearer(admin),
      payload: { name: `Closing ${Date.now()}` },
    });
    const departmentId: string = added.json().data._id;
    const deskAccount = await signUp(`gone.desk.${Date.now()}@staff.example.com`, 'Department', departmentId);
    const desk = await loginAs(app, deskAccount);
    const otherDesk = await loginAs(app, demo.department);
    const employee = await loginAs(app, demo.employee);
    expect((await me(desk)).statusCode).toBe(200);

    const socket = sockets.open(desk);
    await nextEvent(socket, 'connected');
    const closed = nextEvent<string>(socket, 'disconnect');

    const res = await app.inject({
      method: 'PUT',
      url: `/api/department/removeDepartment/${departmentId}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: 'OK', message: HelpdeskMessages.departments.deleted });

    expect(await closed).toBe('io server disconnect');
    expect((await me(desk)).statusCode).toBe(401);
    const list = await app.inject({
      method: 'POST',
      url: '/api/ticket/listTicket',
      headers: bearer(desk),
      payload: {},
    });
    expect(list.statusCode).toBe(401);
    const again = await app.inject({ method: 'POST', url: '/api/user/login', payload: deskAccount });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(PlatformMessages.login.failed);
    const [row] = await app.db
      .select({ disabled: users.disabled })
      .from(users)
      .where(eq(users.email, deskAccount.email));
    expect(row.disabled).toBe(true);
    // A socket with the old token is refused too.
    const retry = sockets.open(desk);
    expect((await nextEvent<Error>(retry, 'connect_error')).message).toBe('unauthorized');

    for (const token of [admin, otherDesk, employee]) expect((await me(token)).statusCode).toBe(200);
  });

  it('changes nothing when the department is unknown or already removed (404)', async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/api/department/addDepartment',
      headers: bearer(admin),
      payload: { name: `Twice ${Date.now()}` },
    });
    const departmentId: string = added.json().data._id;
    const remove = () =>
      app.inject({
        method: 'PUT',
        url: `/api/department/removeDepartment/${departmentId}`,
        headers: bearer(admin),
      });
    expect((await remove()).statusCode).toBe(200);
    // A user tied to the removed department afterwards (by hand) is not touched by the second, refused call.
    const account = await signUp(`late.${Date.now()}@staff.example.com`, 'Employee');
    await app.db
      .update(users)
      .set({ departmentId, role: 'Department' })
      .where(eq(users.email, account.email));
    const second = await remove();
    expect(second.statusCode).toBe(404);
    expect(second.json().message).toBe(HelpdeskMessages.departments.notFound);
    const [row] = await app.db
      .select({ disabled: users.disabled })
      .from(users)
      .where(eq(users.email, account.email));
    expect(row.disabled).toBe(false);
  });
});
