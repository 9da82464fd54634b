import { randomUUID } from 'node:crypto';
import { PlatformMessages, UsersMessages } from '@backoffice/contracts';
import { auditEventsOf } from '@backoffice/api-server/testing';
import { asc, count, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { departments, notifications, users } from '@backoffice/api-server/schema';
import type { App } from '../test/helper';
import { bearer, buildTestAppAsAdmin, demo, loginAs, loginAsAdmin, userIdOf } from '../test/helper';

describe("POST /api/user/create with a SuperAdmin's token (Create User)", () => {
  let app: App;
  let admin: Record<string, string>;
  let adminId: string;
  let departmentId: string;
  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
    adminId = await userIdOf(app, demo.admin.email);
    const [first] = await app.db.select({ id: departments.id }).from(departments).orderBy(asc(departments.name)).limit(1);
    departmentId = first.id;
  });
  afterAll(() => app.close());

  const create = (payload: object, headers: Record<string, string> = admin) =>
    app.inject({ method: 'POST', url: '/api/user/create', headers, payload });
  const base = { password: 'secret12', firstName: 'Lena', lastName: 'Fischer', encryption: true };
  const notificationCount = async () => (await app.db.select({ n: count() }).from(notifications))[0].n;
  const userCount = async () => (await app.db.select({ n: count() }).from(users))[0].n;

  it('creates an Employee of any e-mail domain (201, the users message), who can sign in', async () => {
    const res = await create({ ...base, email: 'Lena.Fischer@Example.org', role: 'Employee', userType: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: UsersMessages.create.success, _id: expect.any(String) });
    const [row] = await app.db.select().from(users).where(eq(users.id, res.json()._id));
    expect(row).toMatchObject({ email: 'lena.fischer@example.org', role: 'Employee', departmentId: null });
    await expect(loginAs(app, { email: 'lena.fischer@example.org', password: 'secret12' })).resolves.toBeTruthy();
  });

  it('creates a Department user bound to its department', async () => {
    const res = await create({ ...base, email: 'desk.two@example.org', role: 'Department', userType: departmentId });
    expect(res.statusCode).toBe(201);
    const [row] = await app.db.select().from(users).where(eq(users.id, res.json()._id));
    expect(row).toMatchObject({ role: 'Department', departmentId });
  });

  it('records `user.create` by the SuperAdmin and notifies no one', async () => {
    const before = await notificationCount();
    const res = await create({ ...base, firstName: 'Omar', lastName: 'Haddad', email: 'omar.haddad@example.org', role: 'Employee' });
    expect(res.statusCode).toBe(201);
    const id = res.json()._id;
    const events = await auditEventsOf(app, 'user', id);
    expect(events.map((e) => e.action)).toEqual(['user.create']);
    expect(events[0]).toMatchObject({
      actorId: adminId,
      actorRole: 'SuperAdmin',
      before: null,
      after: { email: 'omar.haddad@example.org', role: 'Employee', firstName: 'Omar', lastName: 'Haddad', departmentId: null },
    });
    expect(JSON.stringify(events[0])).not.toContain('argon2');
    expect(await notificationCount()).toBe(before);
  });

  it('is not held by the public rate limit (the self sign-up still is)', async () => {
    const { max, windowSeconds } = app.config.rateLimits.publicPerAddress;
    const key = 'public:address:127.0.0.1';
    for (let i = 0; i < max; i++) await app.limiter.hit(key, max, windowSeconds);
    const selfSignUp = await create({ ...base, email: 'held.back@staff.example.com', role: 'Employee' }, {});
    expect(selfSignUp.statusCode).toBe(429);
    const res = await create({ ...base, email: 'not.held@example.org', role: 'Employee' });
    expect(res.statusCode).toBe(201);
    await app.limiter.reset(key);
  });

  it('answers 403 to an Employee or a Department user, before reading the body; nothing is created', async () => {
    const before = await userCount();
    for (const account of [demo.employee, demo.department]) {
      const headers = bearer(await loginAs(app, account));
      const res = await create({ ...base, email: 'someone.new@staff.example.com', role: 'Employee' }, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(PlatformMessages.auth.forbidden);
      expect((await create({ email: 'bad' }, headers)).statusCode).toBe(403);
    }
    expect(await userCount()).toBe(before);
  });

  it('answers 401 to a malformed, forged, expired or revoked token, before reading the body', async () => {
    const claims = { role: 'SuperAdmin', firstName: demo.admin.firstName, ver: 0 };
    const key = new TextEncoder().encode(app.config.jwtSecret);
    const [row] = await app.db.select().from(users).where(eq(users.id, adminId));
    const expired = await new SignJWT({ ...claims, ver: row.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(adminId)
      .setJti(randomUUID())
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const forged = await new SignJWT({ ...claims, ver: row.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(adminId)
      .setJti(randomUUID())
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret-of-this-server-0123456789'));
    const revoked = await loginAsAdmin(app);
    await app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(revoked), payload: {} });
    const before = await userCount();
    for (const authorization of ['Bearer nope', 'Basic abc', `Bearer ${expired}`, `Bearer ${forged}`, `Bearer ${revoked}`]) {
      const res = await create({ ...base, email: 'token.check@staff.example.com', role: 'Employee' }, { authorization });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(PlatformMessages.auth.unauthorized);
      expect((await create({ email: 'bad' }, { authorization })).statusCode).toBe(401);
    }
    expect(await userCount()).toBe(before);
  });

  it("checks in the spec's Create User order: e-mail required, e-mail shape, role, then password", async () => {
    const steps: [object, string][] = [
      [{ password: '1' }, UsersMessages.create.emailRequired],
      [{ email: '', password: '1' }, UsersMessages.create.emailRequired],
      [{ email: 'x', password: '1' }, UsersMessages.create.emailInvalid],
      [{ email: 'x@example.org', password: '1' }, UsersMessages.create.roleRequired],
      [{ email: 'x@example.org', role: 'SuperAdmin', password: '1' }, UsersMessages.create.roleRequired],
      [{ email: 'x@example.org', role: 'Employee', password: '1' }, UsersMessages.create.passwordInvalid],
      [{ email: 'x@example.org', role: 'Employee' }, UsersMessages.create.passwordInvalid],
    ];
    for (const [payload, message] of steps) {
      const res = await create({ firstName: 'A', lastName: 'B', ...payload });
      expect({ payload, status: res.statusCode, message: res.json().message }).toEqual({ payload, status: 400, message });
    }
  });

  // Each with the field its error body names (the form shows the message under it; none for an unknown field).
  it.each([
    [{ role: 'Department' }, 400, UsersMessages.create.departmentRequired, 'userType'],
    [{ role: 'Department', userType: '' }, 400, UsersMessages.create.departmentRequired, 'userType'],
    [{ role: 'Department', userType: '00000000-0000-4000-8000-000000000000' }, 400, PlatformMessages.signup.departmentNotFound, 'userType'],
    [{ role: 'Employee', email: demo.employee.email.toUpperCase() }, 409, UsersMessages.create.emailTaken, 'email'],
    [{ role: 'Employee', firstName: '' }, 400, PlatformMessages.signup.firstNameRequired, 'firstName'],
    [{ role: 'Employee', isAdmin: true }, 400, 'Unknown field: isAdmin', undefined],
  ])('refuses %j with %i', async (change, status, message, field) => {
    const res = await create({ ...base, email: 'refused.one@example.org', ...change });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(res.json().field).toBe(field);
  });
});
