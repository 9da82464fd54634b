/**
 * The users demo data (docs/areas/users.md, "Demo data") as this area's test database holds it (the shared seed and
 * this area's, no hotels): every kind, the account statuses, the second Admin who signs in with the demo Admin's
 * password, and a writer that leaves a seeded database as it is.
 */
import { accountStatus, USER_KINDS, userKind } from '@backoffice/contracts';
import { DEMO_ACCOUNTS, DEMO_DEPARTMENTS, type SeedContext } from '@backoffice/api-server';
import { managerChains, users } from '@backoffice/api-server/schema';
import { count, eq } from 'drizzle-orm';
import { buildTestApp, demo, loginAs, type App } from '../test/helper';
import { SEED_SECOND_ADMIN, usersSeed } from './seed';

describe('users demo data', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const all = () => app.db.select().from(users);
  const status = (u: { expireDate: Date | null; disabled: boolean }) => accountStatus({ expireDate: u.expireDate?.toISOString() ?? null, disabled: u.disabled });

  it('holds every kind of user, Active and Not Active accounts, a deleted one and an invited one', async () => {
    const rows = await all();
    const live = rows.filter((u) => !u.deletedAt);
    expect(new Set(live.map(userKind))).toEqual(new Set(USER_KINDS));
    const staff = live.filter((u) => u.role === 'Employee' || u.role === 'Department');
    expect(staff.filter((u) => status(u) === 'Not Active').map((u) => u.email).sort()).toEqual(['lata.mishra@staff.example.com', 'ops.desk@staff.example.com']);
    const future = live.filter((u) => u.expireDate && u.expireDate.getTime() > Date.now());
    expect(future.map((u) => [u.email, status(u)])).toEqual([['sahil.bhat@staff.example.com', 'Active']]);
    expect(staff.filter((u) => u.lastLoggedIn).length).toBeGreaterThanOrEqual(6);
    expect(rows.filter((u) => u.deletedAt).map((u) => [u.email, u.disabled])).toEqual([['omkar.jain@staff.example.com', true]]);
    expect(live.find((u) => u.email === 'nisha.rao@staff.example.com')).toMatchObject({ passwordHash: null, lastLoggedIn: null });
    // Department users belong to demo departments; the demo accounts are as they were.
    expect(live.filter((u) => u.role === 'Department').every((u) => u.departmentId)).toBe(true);
    for (const a of DEMO_ACCOUNTS) expect(live).toContainEqual(expect.objectContaining({ email: a.email, role: a.role, expireDate: null, lastLoggedIn: null }));
    // Owners, Hotel and Revenue Managers have a chain (Other, when the hotels area is not seeded).
    const chained = await app.db.select({ level: users.accessLevel }).from(managerChains).innerJoin(users, eq(users.id, managerChains.userId));
    expect(new Set(chained.map((c) => c.level))).toEqual(new Set(['OWNER', 'REGIONALMANAGER', 'GROUPMANAGER']));
  });

  it('seeds a second Admin with a mobile number, who signs in with the demo Admin\'s password', async () => {
    const admins = (await all()).filter((u) => u.role === 'SuperAdmin' && !u.deletedAt);
    expect(admins.map((u) => u.email).sort()).toEqual([demo.admin.email, SEED_SECOND_ADMIN.email].sort());
    expect(admins.find((u) => u.email === SEED_SECOND_ADMIN.email)).toMatchObject({ phone: SEED_SECOND_ADMIN.phone });
    await expect(loginAs(app, { email: SEED_SECOND_ADMIN.email, password: demo.admin.password })).resolves.toEqual(expect.any(String));
    await expect(loginAs(app, { email: 'farah.khan@staff.example.com', password: demo.employee.password })).resolves.toEqual(expect.any(String));
  });

  it('leaves a seeded database as it is', async () => {
    const before = Number((await app.db.select({ n: count() }).from(users))[0].n);
    let draws = 0;
    const context: SeedContext = {
      rand: () => 0.5,
      uuid: () => `00000000-0000-4000-8000-${String(++draws).padStart(12, '0')}`,
      now: new Date(),
      scale: 1,
      departments: DEMO_DEPARTMENTS.map((name, i) => ({ id: `d${i}`, name })),
      departmentId: () => undefined,
      users: [],
      demoAccounts: DEMO_ACCOUNTS,
      config: {},
    };
    const write = await usersSeed(context);
    expect(await app.db.transaction((tx) => write(tx))).toEqual({});
    expect(Number((await app.db.select({ n: count() }).from(users))[0].n)).toBe(before);
    expect(draws).toBe(0);
  });
});
