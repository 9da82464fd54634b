import { PlatformMessages } from '@backoffice/contracts';
import { auditEventsOf, lastMailTo, linkToken } from '@backoffice/api-server/testing';
import { asc, count, eq } from 'drizzle-orm';
import type { App } from '../test/helper';
import { departments, emailVerifications, notifications, outbox, users } from '@backoffice/api-server/schema';
import { bearer, buildTestApp, demo, loginAs } from '../test/helper';

describe('POST /api/user/create (self sign-up) and POST /api/user/verifyEmail', () => {
  let app: App;
  let department: { id: string; name: string };
  beforeAll(async () => {
    app = await buildTestApp();
    // The first department by name, read from the shared table (the department list is the help desk's call).
    [department] = await app.db.select({ id: departments.id, name: departments.name }).from(departments).orderBy(asc(departments.name)).limit(1);
  });
  afterAll(() => app.close());

  const signup = (payload: object) => app.inject({ method: 'POST', url: '/api/user/create', payload });
  const verify = (token: string) => app.inject({ method: 'POST', url: '/api/user/verifyEmail', payload: { token } });
  const login = (email: string, password: string) => app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
  const base = { password: 'secret12', firstName: 'Nisha', lastName: 'Varma', encryption: true };
  const rowOf = async (email: string) => (await app.db.select().from(users).where(eq(users.email, email)))[0];
  const tokenMailedTo = async (email: string) => linkToken((await lastMailTo(app, email))?.body ?? '');
  const mailCount = async (email: string) => (await app.db.select({ n: count() }).from(outbox).where(eq(outbox.recipient, email)))[0].n;
  const notified = async (name: string) => app.db.select().from(notifications).where(eq(notifications.name, name));

  it('makes an Employee who cannot sign in until the e-mailed link is followed, once', async () => {
    const email = 'nisha.varma@staff.example.com';
    const res = await signup({ ...base, email: 'Nisha.Varma@staff.example.com', role: 'Employee', userType: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: PlatformMessages.signup.success });
    const row = await rowOf(email);
    expect(row).toMatchObject({ role: 'Employee', departmentId: null, emailVerifiedAt: null });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);

    // Before the link: the same answer as a wrong password.
    const early = await login(email, 'secret12');
    expect(early.statusCode).toBe(401);
    expect(early.json().message).toBe(PlatformMessages.login.failed);

    const mail = await lastMailTo(app, email);
    expect(mail?.subject).toBe('Confirm your e-mail address for the Timeflyz Back Office');
    expect(mail?.body).toContain('/verify-email?token=');
    const token = await tokenMailedTo(email);
    const ok = await verify(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(PlatformMessages.verifyEmail.success);
    await expect(loginAs(app, { email, password: 'secret12' })).resolves.toBeTruthy();

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(PlatformMessages.verifyEmail.invalid);
    // Newest first; the early sign-in is recorded with its reason.
    const events = await auditEventsOf(app, 'user', row.id);
    expect(events.map((e) => e.action)).toEqual(['user.sign_in', 'user.email_verified', 'user.sign_in_failed', 'user.sign_up']);
    expect(events[2].after).toMatchObject({ reason: 'unverified' });
  });

  it('tells every SuperAdmin of the new Employee once the address is confirmed, not before', async () => {
    const email = 'tara.bhat@staff.example.com';
    await signup({ ...base, firstName: 'Tara', lastName: 'Bhat', email, role: 'Employee' });
    expect(await notified('New Employee sign-up: Tara Bhat')).toHaveLength(0);
    await verify(await tokenMailedTo(email));
    const rows = await notified('New Employee sign-up: Tara Bhat');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entityType: 'user', entityId: (await rowOf(email)).id });
  });

  it('takes a Department role as a request: the account works as an Employee, and SuperAdmins are asked', async () => {
    const email = 'dept.user@staff.example.com';
    const res = await signup({ ...base, firstName: 'Dev', lastName: 'Desk', email, role: 'Department', userType: department.id });
    expect(res.statusCode).toBe(201);
    expect(await rowOf(email)).toMatchObject({ role: 'Employee', departmentId: null, requestedDepartmentId: department.id });
    expect((await lastMailTo(app, email))?.body).toContain(`You asked to join the ${department.name} department`);
    await verify(await tokenMailedTo(email));
    const asked = await notified(`Dev Desk asks to join the ${department.name} department`);
    expect(asked).toHaveLength(1);
    const token = await loginAs(app, { email, password: base.password });
    const me = await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ role: 'Employee', userType: null });
  });

  it('answers an address that has an account exactly as a new one, changes nothing, and e-mails the owner', async () => {
    const email = demo.employee.email;
    const [before] = await app.db.select().from(users).where(eq(users.email, email));
    const res = await signup({ ...base, email: email.toUpperCase(), password: 'other-secret', role: 'Employee' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: PlatformMessages.signup.success });
    const [after] = await app.db.select().from(users).where(eq(users.email, email));
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect((await lastMailTo(app, email))?.subject).toBe('Someone tried to sign up with your e-mail address');
    await expect(loginAs(app, demo.employee)).resolves.toBeTruthy();
    expect((await login(email, 'other-secret')).statusCode).toBe(401);
  });

  it('lets the latest sign-up of an unconfirmed address win: a new link, the earlier one dead', async () => {
    const email = 'twice.signed@staff.example.com';
    await signup({ ...base, email, role: 'Employee', password: 'first-secret' });
    const first = await tokenMailedTo(email);
    await signup({ ...base, email, role: 'Employee', password: 'second-secret' });
    const second = await tokenMailedTo(email);
    expect(second).not.toBe(first);
    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
    expect((await login(email, 'first-secret')).statusCode).toBe(401);
    await expect(loginAs(app, { email, password: 'second-secret' })).resolves.toBeTruthy();
    expect(await app.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('refuses an expired link (24 hours) and leaves the account unconfirmed', async () => {
    const email = 'late.click@staff.example.com';
    await signup({ ...base, email, role: 'Employee' });
    const row = await rowOf(email);
    await app.db.update(emailVerifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailVerifications.userId, row.id));
    const res = await verify(await tokenMailedTo(email));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PlatformMessages.verifyEmail.invalid);
    expect((await rowOf(email)).emailVerifiedAt).toBeNull();
  });

  it('refuses an unknown token with 400, and stops e-mailing one address after five sign-ups in an hour', async () => {
    expect((await verify('not-a-real-token')).statusCode).toBe(400);
    const email = demo.department.email;
    const sent = await mailCount(email);
    for (let i = 0; i < 7; i++) expect((await signup({ ...base, email, role: 'Employee' })).statusCode).toBe(201);
    expect((await mailCount(email)) - sent).toBe(5);
  });

  it.each([
    [{ role: 'Department' }, 400, PlatformMessages.signup.departmentRequired],
    [{ role: 'Department', userType: 'nope' }, 400, PlatformMessages.signup.departmentNotFound],
    [{ role: 'Department', userType: '00000000-0000-4000-8000-000000000000' }, 400, PlatformMessages.signup.departmentNotFound],
    [{ role: 'Employee', email: 'someone@gmail.com' }, 400, PlatformMessages.signup.domainNotAllowed],
    [{ role: 'SuperAdmin' }, 400, PlatformMessages.signup.roleRequired],
    [{}, 400, PlatformMessages.signup.roleRequired],
    [{ role: 'Employee', email: '' }, 400, PlatformMessages.login.emailRequired],
    [{ role: 'Employee', email: 'bad' }, 400, PlatformMessages.login.emailInvalid],
    [{ role: 'Employee', password: '123' }, 400, PlatformMessages.login.passwordInvalid],
    [{ role: 'Employee', firstName: '' }, 400, PlatformMessages.signup.firstNameRequired],
    [{ role: 'Employee', isAdmin: true }, 400, 'Unknown field: isAdmin'],
  ])('refuses %j with %i and stores nothing', async (change, status, message) => {
    const res = await signup({ ...base, email: 'new.person@staff.example.com', ...change });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await rowOf('new.person@staff.example.com')).toBeUndefined();
  });

  it('checks in the spec order: email, then role, then password', async () => {
    const res = await signup({ email: 'x', password: '1', firstName: 'A', lastName: 'B' });
    expect(res.json().message).toBe(PlatformMessages.login.emailInvalid);
    const res2 = await signup({ email: 'x@staff.example.com', password: '1', firstName: 'A', lastName: 'B' });
    expect(res2.json().message).toBe(PlatformMessages.signup.roleRequired);
  });
});
