import type { App } from '../test/helper';
import { bearer, buildTestApp, demo, loginAs, loginAsAdmin } from '../test/helper';
import { listenForSockets, nextEvent, signUpVerified } from '@backoffice/api-server/testing';

describe('live notifications over socket.io', () => {
  let app: App;
  let sockets: Awaited<ReturnType<typeof listenForSockets>>;
  beforeAll(async () => {
    app = await buildTestApp();
    sockets = await listenForSockets(app);
  });
  afterEach(() => sockets.disconnectAll());
  afterAll(() => app.close());
  const open = (token: string) => sockets.open(token);
  const once = nextEvent;

  it("emits 'connected', then a SuperAdmin gets 'message' live when someone's sign-up is confirmed", async () => {
    const socket = open(await loginAsAdmin(app));
    await once(socket, 'connected');
    const message = once<Record<string, unknown>>(socket, 'message');
    await signUpVerified(app, { email: 'live.test@staff.example.com', password: 'secret12', firstName: 'Live', lastName: 'Test' });
    expect(await message).toEqual({
      _id: expect.any(String),
      name: 'New Employee sign-up: Live Test',
      message: 'New Employee sign-up: Live Test',
      createdAt: expect.any(String),
      isRead: false,
      // The new user, so the bell can open it.
      entityType: 'user',
      entityId: expect.any(String),
    });
  });

  it('sends a notification only to its recipients', async () => {
    const employeeToken = await loginAs(app, demo.employee);
    const departmentToken = await loginAs(app, demo.department);
    const [employee, department] = await sockets.openConnected(employeeToken, departmentToken);
    let leaked = false;
    department.on('message', () => (leaked = true));
    const me = (await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(employeeToken) })).json();
    const got = once<{ name: string }>(employee, 'message');
    await app.notifications.notify([me._id], 'Only for you');
    expect((await got).name).toBe('Only for you');
    await new Promise((r) => setTimeout(r, 100));
    expect(leaked).toBe(false);
  });

  it('refuses a bad token', async () => {
    const socket = open('not-a-token');
    const error = await once<Error>(socket, 'connect_error');
    expect(error.message).toBe('unauthorized');
  });

  it('logout disconnects the sockets of that token, and the revoked token cannot reconnect', async () => {
    const token = await loginAs(app, demo.employee);
    const socket = open(token);
    await once(socket, 'connected');
    const disconnected = once<string>(socket, 'disconnect');
    await app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(token), payload: {} });
    expect(await disconnected).toBe('io server disconnect');
    const again = open(token);
    expect((await once<Error>(again, 'connect_error')).message).toBe('unauthorized');
  });
});
