import { PlatformMessages } from '@backoffice/contracts';
import { users } from '@backoffice/api-server/schema';
import { decodeJwt } from 'jose';
import type { App } from '../test/helper';
import { buildTestApp, demo } from '../test/helper';

describe('POST /api/user/login', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const login = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/user/login', payload: payload as object, headers });

  it('answers a token with the spec claims for an Employee and a Department user', async () => {
    const res = await login({ email: demo.employee.email, password: demo.employee.password });
    expect(res.statusCode).toBe(200);
    const claims = decodeJwt(res.json().token);
    expect(claims).toMatchObject({ role: 'Employee', firstName: demo.employee.firstName });
    expect(claims.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.jti).toBeDefined();
    expect(Number(claims.exp) - Number(claims.iat)).toBe(8 * 3600);
    expect(claims.userType).toBeUndefined();

    const dept = await login({ email: demo.department.email.toUpperCase(), password: demo.department.password });
    expect(dept.statusCode).toBe(200);
    expect(decodeJwt(dept.json().token)).toMatchObject({ role: 'Department', userType: expect.any(String) });
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrong = await login({ email: demo.employee.email, password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@staff.example.com', password: 'whatever1' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: PlatformMessages.login.failed });
    }
  });

  it('refuses a hotel account (no console role) as it refuses a wrong password, even with its right password', async () => {
    const passwordHash = await app.passwords.hash('hotel-owner-1');
    await app.db.insert(users).values({
      email: 'owner.login@hotel.example.com',
      passwordHash,
      role: null,
      userType: 'ADMIN',
      accessLevel: 'OWNER',
      firstName: 'Olive',
      lastName: 'Owner',
    });
    const res = await login({ email: 'owner.login@hotel.example.com', password: 'hotel-owner-1' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(PlatformMessages.login.failed);
  });

  it('does not issue a token to a SuperAdmin: sends the PIN, answers otpRequired and the attempt', async () => {
    const res = await login({ email: demo.admin.email, password: demo.admin.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      otpRequired: true,
      attemptId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
    });
  });

  // The body names the field the message belongs to (docs/areas/platform.md, "Messages"); an unknown one names none.
  it.each([
    [{ password: 'secret1' }, PlatformMessages.login.emailRequired, 'email'],
    [{ email: '', password: 'secret1' }, PlatformMessages.login.emailRequired, 'email'],
    [{ email: 'not-an-email', password: 'secret1' }, PlatformMessages.login.emailInvalid, 'email'],
    [{ email: 'a@staff.example.com' }, PlatformMessages.login.passwordInvalid, 'password'],
    [{ email: 'a@staff.example.com', password: '12345' }, PlatformMessages.login.passwordInvalid, 'password'],
    [{ email: 'not-an-email', password: '1' }, PlatformMessages.login.emailInvalid, 'email'],
    [{ email: 'a@staff.example.com', password: 'secret1', role: 'SuperAdmin' }, 'Unknown field: role', undefined],
  ])('answers 400 with the spec message for %j', async (payload, message, field) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, ...(field ? { field } : {}) });
  });
});
