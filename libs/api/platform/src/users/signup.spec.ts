import { PlatformMessages } from '@backoffice/contracts';
import { asc, eq } from 'drizzle-orm';
import type { App } from '../test/helper';
import { departments, notifications, users } from '@backoffice/api-server/schema';
import { buildTestApp, demo, loginAs } from '../test/helper';

describe('POST /api/user/create (sign-up)', () => {
  let app: App;
  let departmentId: string;
  beforeAll(async () => {
    app = await buildTestApp();
    // The first department by name, read from the shared table (the department list is the help desk's call).
    const [first] = await app.db.select({ id: departments.id }).from(departments).orderBy(asc(departments.name)).limit(1);
    departmentId = first.id;
  });
  afterAll(() => app.close());

  const signup = (payload: object) => app.inject({ method: 'POST', url: '/api/user/create', payload });
  const base = { password: 'secret12', firstName: 'Nisha', lastName: 'Varma', encryption: true };

  it('creates an Employee (201), who can then sign in; `encryption` is ignored', async () => {
    const res = await signup({ ...base, email: 'Nisha.Varma@staff.example.com', role: 'Employee', userType: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: PlatformMessages.signup.success, _id: expect.any(String) });
    const [row] = await app.db.select().from(users).where(eq(users.email, 'nisha.varma@staff.example.com'));
    expect(row).toMatchObject({ role: 'Employee', departmentId: null });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    await expect(loginAs(app, { email: 'nisha.varma@staff.example.com', password: 'secret12' })).resolves.toBeTruthy();
  });

  it('creates a Department user bound to its department', async () => {
    const res = await signup({ ...base, email: 'dept.user@staff.example.com', role: 'Department', userType: departmentId });
    expect(res.statusCode).toBe(201);
    const [row] = await app.db.select().from(users).where(eq(users.id, res.json()._id));
    expect(row.departmentId).toBe(departmentId);
  });

  it('notifies every SuperAdmin of the sign-up', async () => {
    const res = await signup({ ...base, firstName: 'Tara', lastName: 'Bhat', email: 'tara.bhat@staff.example.com', role: 'Employee' });
    const rows = await app.db.select().from(notifications).where(eq(notifications.name, 'New Employee sign-up: Tara Bhat'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entityType: 'user', entityId: res.json()._id });
  });

  it.each([
    [{ role: 'Department' }, 400, PlatformMessages.signup.departmentRequired],
    [{ role: 'Department', userType: 'nope' }, 400, PlatformMessages.signup.departmentNotFound],
    [{ role: 'Department', userType: '00000000-0000-4000-8000-000000000000' }, 400, PlatformMessages.signup.departmentNotFound],
    [{ role: 'Employee', email: 'someone@gmail.com' }, 400, PlatformMessages.signup.domainNotAllowed],
    [{ role: 'Employee', email: demo.employee.email.toUpperCase() }, 409, PlatformMessages.signup.emailTaken],
    [{ role: 'SuperAdmin' }, 400, PlatformMessages.signup.roleRequired],
    [{}, 400, PlatformMessages.signup.roleRequired],
    [{ role: 'Employee', email: '' }, 400, PlatformMessages.login.emailRequired],
    [{ role: 'Employee', email: 'bad' }, 400, PlatformMessages.login.emailInvalid],
    [{ role: 'Employee', password: '123' }, 400, PlatformMessages.login.passwordInvalid],
    [{ role: 'Employee', firstName: '' }, 400, PlatformMessages.signup.firstNameRequired],
    [{ role: 'Employee', isAdmin: true }, 400, 'Unknown field: isAdmin'],
  ])('refuses %j with %i', async (change, status, message) => {
    const res = await signup({ ...base, email: 'new.person@staff.example.com', ...change });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it('checks in the spec order: email, then role, then password', async () => {
    const res = await signup({ email: 'x', password: '1', firstName: 'A', lastName: 'B' });
    expect(res.json().message).toBe(PlatformMessages.login.emailInvalid);
    const res2 = await signup({ email: 'x@staff.example.com', password: '1', firstName: 'A', lastName: 'B' });
    expect(res2.json().message).toBe(PlatformMessages.signup.roleRequired);
  });
});
