import { PlatformMessages } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import type { App } from '../test/helper';
import { users } from '@backoffice/api-server/schema';
import { bearer, buildTestApp, demo, loginAs, loginAsAdmin } from '../test/helper';

describe('the signed-in user: /api/user/me, /logout, /me/password and revocation', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const me = (token?: string) =>
    app.inject({ method: 'GET', url: '/api/user/me', headers: token ? bearer(token) : {} });
  const changePassword = (token: string, currentPassword: string, newPassword: string) =>
    app.inject({ method: 'PUT', url: '/api/user/me/password', headers: bearer(token), payload: { currentPassword, newPassword } });

  it('GET /me answers each role with its department', async () => {
    const employee = await me(await loginAs(app, demo.employee));
    expect(employee.statusCode).toBe(200);
    expect(employee.json()).toEqual({
      _id: expect.any(String),
      role: 'Employee',
      email: demo.employee.email,
      firstName: demo.employee.firstName,
      lastName: demo.employee.lastName,
      userType: null,
    });
    const dept = await me(await loginAs(app, demo.department));
    expect(dept.json()).toMatchObject({ role: 'Department', userType: { _id: expect.any(String), name: demo.department.department } });
    const admin = await me(await loginAsAdmin(app));
    expect(admin.json()).toMatchObject({ role: 'SuperAdmin', email: demo.admin.email, userType: null });
  });

  it('answers 401 without a token, with a malformed one, a forged one and an expired one', async () => {
    const token = await loginAs(app, demo.employee);
    const [h, p] = token.split('.');
    const forged = `${h}.${p}.${'A'.repeat(43)}`;
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    for (const t of [undefined, 'garbage', forged, none]) {
      const res = await me(t);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: PlatformMessages.auth.unauthorized });
    }
    const claims = decodeJwt(token);
    const expired = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 9 * 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(app.config.jwtSecret));
    expect((await me(expired)).statusCode).toBe(401);
    // The same claims, re-signed with a valid expiry, pass: the expiry alone made the difference.
    const valid = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(app.config.jwtSecret));
    expect((await me(valid)).statusCode).toBe(200);
  });

  it('logout revokes that token only', async () => {
    const a = await loginAs(app, demo.employee);
    const b = await loginAs(app, demo.employee);
    const res = await app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(a), payload: {} });
    expect(res.statusCode).toBe(200);
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(200);
  });

  it('password change revokes older tokens and answers a fresh one', async () => {
    const account = { email: 'priya.sharma@staff.example.com', password: 'Employee#2026' };
    const old = await loginAs(app, account);
    const wrong = await changePassword(old, 'nope-nope', 'NewSecret#1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(PlatformMessages.password.currentWrong);
    const short = await changePassword(old, account.password, '123');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(PlatformMessages.login.passwordInvalid);

    const res = await changePassword(old, account.password, 'NewSecret#1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PlatformMessages.password.changed, token: expect.any(String) });
    expect((await me(old)).statusCode).toBe(401);
    expect((await me(res.json().token)).statusCode).toBe(200);
    await expect(loginAs(app, account)).rejects.toThrow();
    await expect(loginAs(app, { ...account, password: 'NewSecret#1' })).resolves.toBeTruthy();
  });

  it('a disabled user or a changed role loses its tokens at once; a disabled user cannot sign in', async () => {
    const account = { email: 'arjun.mehta@staff.example.com', password: 'Employee#2026' };
    const token = await loginAs(app, account);
    const [row] = await app.db.select().from(users).where(eq(users.email, account.email));
    await app.db.update(users).set({ role: 'SuperAdmin' }).where(eq(users.id, row.id));
    expect((await me(token)).statusCode).toBe(401);
    await app.db.update(users).set({ role: 'Employee' }).where(eq(users.id, row.id));
    const fresh = await loginAs(app, account);
    await app.db.update(users).set({ disabled: true }).where(eq(users.id, row.id));
    expect((await me(fresh)).statusCode).toBe(401);
    const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: account });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe(PlatformMessages.login.failed);
  });
});
