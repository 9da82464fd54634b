import type { App } from '../test/helper';
import { bearer, buildTestApp, demo, loginAs, loginAsAdmin } from '../test/helper';

describe('notifications: POST /api/ticket/list-notification and /update-notification', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const post = (path: 'list-notification' | 'update-notification', token: string, payload?: object) =>
    app.inject({ method: 'POST', url: `/api/ticket/${path}`, headers: bearer(token), payload });
  const list = async (token: string) => {
    const res = await post('list-notification', token, {});
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      _id: string;
      name: string;
      createdAt: string;
      isRead: boolean;
      entityType: string | null;
      entityId: string | null;
    }[];
  };

  it("lists the caller's own notifications, newest first", async () => {
    const token = await loginAsAdmin(app);
    const me = (await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) })).json();
    await app.notifications.notify([me._id], 'Newest one');
    const data = await list(token);
    expect(data.length).toBeGreaterThan(1);
    // A notification about nothing in particular answers both record fields as null.
    expect(data[0]).toEqual({
      _id: expect.any(String),
      name: 'Newest one',
      createdAt: expect.any(String),
      isRead: false,
      entityType: null,
      entityId: null,
    });
    const times = data.map((n) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const employee = await list(await loginAs(app, demo.employee));
    expect(employee.some((n) => n.name === 'Newest one')).toBe(false);
  });

  it('carries the record a notification is about, so the bell can open it', async () => {
    const token = await loginAs(app, demo.department);
    const me = (await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) })).json();
    const ticketId = '00000000-0000-4000-8000-0000000000aa';
    const [stored] = await app.notifications.notify([me._id], 'About a ticket', { entityType: 'ticket', entityId: ticketId });
    expect(stored).toMatchObject({ entityType: 'ticket', entityId: ticketId });
    const listed = (await list(token)).find((n) => n._id === stored._id);
    expect(listed).toMatchObject({ name: 'About a ticket', entityType: 'ticket', entityId: ticketId });
  });

  it("marks all the caller's notifications read, and only the caller's", async () => {
    const employee = await loginAs(app, demo.employee);
    const department = await loginAs(app, demo.department);
    expect((await list(employee)).some((n) => !n.isRead)).toBe(true);
    const res = await post('update-notification', employee, {});
    expect(res.statusCode).toBe(200);
    expect((await list(employee)).every((n) => n.isRead)).toBe(true);
    expect((await list(department)).some((n) => !n.isRead)).toBe(true);
  });

  it('accepts an empty body and refuses a body with fields', async () => {
    const token = await loginAs(app, demo.employee);
    const empty = await post('list-notification', token);
    expect(empty.statusCode).toBe(200);
    const extra = await post('list-notification', token, { userId: 'someone-else' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe('Unknown field: userId');
  });

  it('answers 401 without a token', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/ticket/list-notification', payload: {} })).statusCode).toBe(401);
  });
});
