import { UsersMessages, type UserSummary } from '@backoffice/contracts';
import type { Actor } from '@backoffice/api-server';
import { auditEventsOf, insertChain, insertHotel, insertUser, nextEvent } from '@backoffice/api-server/testing';
import { departments, managerChains, managerHotels, users } from '@backoffice/api-server/schema';
import { and, eq, ne } from 'drizzle-orm';
import { buildLiveTestApp, loginAsAdmin, type App, type Sockets } from '../test/helper';
import { UserAccounts } from './repository';
import { auth, claimsOf, stepUp, tokenOf } from './fixtures';

describe('PUT /user/info/{userId} (role management)', () => {
  let app: App;
  let adminToken: string;
  let admin: Record<string, string>;
  let chainA: string;
  let chainB: string;
  let a1: string;
  let a2: string;
  let b1: string;
  let other: string;
  let sockets: Sockets;
  beforeAll(async () => {
    ({ app, sockets, token: adminToken, admin } = await buildLiveTestApp());
    chainA = await insertChain(app, 'Role Chain A');
    chainB = await insertChain(app, 'Role Chain B');
    ({ hotelId: a1 } = await insertHotel(app, { name: 'A One', commissionId: chainA, status: 'Pending' }));
    ({ hotelId: a2 } = await insertHotel(app, { name: 'A Two', commissionId: chainA, status: 'Pending' }));
    ({ hotelId: b1 } = await insertHotel(app, { name: 'B One', commissionId: chainB, status: 'Pending' }));
    ({ hotelId: other } = await insertHotel(app, { name: 'No Chain Inn', status: 'Pending' }));
  });
  afterEach(() => sockets.disconnectAll());
  afterAll(() => app.close());

  const put = (id: string, payload: Record<string, unknown>, headers = admin) =>
    app.inject({ method: 'PUT', url: `/api/user/info/${id}`, headers, payload });
  const expectError = async (id: string, payload: Record<string, unknown>, status: number, message: string) => {
    const res = await put(id, payload);
    expect({ payload, status: res.statusCode, message: res.json().message }).toEqual({ payload, status, message });
  };
  const rowOf = async (id: string) => (await app.db.select().from(users).where(eq(users.id, id)))[0];
  const assignment = async (id: string) => ({
    chain: (await app.db.select().from(managerChains).where(eq(managerChains.userId, id)))[0]?.commissionId ?? null,
    hotels: (await app.db.select().from(managerHotels).where(eq(managerHotels.userId, id))).map((h) => h.hotelId).sort(),
  });
  const whoAmI = (token: string) => app.inject({ method: 'GET', url: '/api/user/all?limit=1', headers: auth(token) });

  it('makes an Employee a Hotel Manager: chain from the hotels, its console token answers 401 at once', async () => {
    const u = await insertUser(app, { email: 'role.hm@example.com', firstName: 'Hana', lastName: 'Manager' });
    const token = await tokenOf(app, u);
    expect((await whoAmI(token)).statusCode).toBe(403);
    const res = await put(u.id, { userType: 'Hotel Manager', hotel: [a2, a1, a1], commission: chainA, accessLevel: 'REGIONALMANAGER' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as UserSummary;
    expect(res.json().message).toBe(UsersMessages.edit.success);
    expect(data).toMatchObject({
      role: null,
      userType: 'EMPLOYEE',
      accessLevel: 'REGIONALMANAGER',
      kind: 'Hotel Manager',
      accessLabel: 'Hotel Manager',
      commission: { _id: chainA, clientTypeName: 'Role Chain A' },
      hotel: [
        { _id: a1, name: 'A One' },
        { _id: a2, name: 'A Two' },
      ],
    });
    expect((await whoAmI(token)).statusCode).toBe(401);
    expect((await rowOf(u.id)).tokenVersion).toBe(u.tokenVersion + 1);
    const [event] = await auditEventsOf(app, 'user', u.id);
    expect(event).toMatchObject({
      action: 'user.role_change',
      actorId: claimsOf(adminToken).sub,
      before: { kind: 'Employee', role: 'Employee', userType: null, accessLevel: null, department: null, commission: null, hotel: [] },
      after: { kind: 'Hotel Manager', role: null, userType: 'EMPLOYEE', accessLevel: 'REGIONALMANAGER', department: null, commission: chainA, hotel: [a1, a2].sort() },
    });
  });

  it('takes console access from another Admin made Hotel Manager: 200 becomes 401, the open session ends', async () => {
    const u = await insertUser(app, { email: 'role.exadmin@example.com', role: 'SuperAdmin', passwordHash: await app.passwords.hash('secret12'), phone: '+61400000001' });
    const token = await tokenOf(app, u);
    expect((await whoAmI(token)).statusCode).toBe(200);
    const socket = sockets.open(token);
    await nextEvent(socket, 'connected');
    const ended = nextEvent(socket, 'session_ended');
    const closed = nextEvent<string>(socket, 'disconnect');
    expect((await put(u.id, { userType: 'Hotel Manager', hotel: [b1] })).statusCode).toBe(200);
    await ended;
    expect(await closed).toBe('io server disconnect');
    expect((await whoAmI(token)).statusCode).toBe(401);
    expect(await assignment(u.id)).toEqual({ chain: chainB, hotels: [b1] });
  });

  it("refuses a Hotel Manager's hotels that are missing, of two chains, of no chain, unknown, or not of the chain sent", async () => {
    const u = await insertUser(app, { email: 'role.hm.rules@example.com' });
    const cases: [Record<string, unknown>, string][] = [
      [{ userType: 'Hotel Manager' }, UsersMessages.role.hotelsRequired],
      [{ userType: 'Hotel Manager', hotel: [] }, UsersMessages.role.hotelsRequired],
      [{ userType: 'Hotel Manager', hotel: [a1, b1] }, UsersMessages.role.hotelNotInChain],
      [{ userType: 'Hotel Manager', hotel: [other] }, UsersMessages.role.hotelNotInChain],
      [{ userType: 'Hotel Manager', hotel: ['00000000-0000-4000-8000-000000000000'] }, UsersMessages.role.hotelNotInChain],
      [{ userType: 'Hotel Manager', hotel: ['not-a-hotel'] }, UsersMessages.role.hotelNotInChain],
      [{ userType: 'Hotel Manager', hotel: [a1], commission: chainB }, UsersMessages.role.hotelNotInChain],
      [{ userType: 'Hotel Manager', hotel: [a1], accessLevel: 'GROUPMANAGER' }, UsersMessages.role.accessLevelMismatch],
    ];
    for (const [payload, message] of cases) await expectError(u.id, payload, 400, message);
    // The error body names the form's field the message shows under.
    expect((await put(u.id, { userType: 'Hotel Manager' })).json().field).toBe('hotel');
    expect((await put(u.id, { userType: 'Hotel Manager', hotel: [a1, b1] })).json().field).toBe('hotel');
    expect((await put(u.id, { userType: 'Revenue Manager' })).json().field).toBe('commission');
    expect((await put(u.id, { userType: 'Customer' })).json().field).toBe('userType');
    const row = await rowOf(u.id);
    expect([row.role, row.userType, row.tokenVersion]).toEqual(['Employee', null, u.tokenVersion]);
    expect(await auditEventsOf(app, 'user', u.id)).toEqual([]);
  });

  it('makes a Hotel Manager a Revenue Manager: chain required and known, hotels cleared', async () => {
    const u = await insertUser(app, { email: 'role.rm@example.com', role: null, userType: 'EMPLOYEE', accessLevel: 'REGIONALMANAGER' });
    await app.db.insert(managerChains).values({ userId: u.id, commissionId: chainA });
    await app.db.insert(managerHotels).values({ userId: u.id, hotelId: a1 });
    await expectError(u.id, { userType: 'Revenue Manager' }, 400, UsersMessages.role.chainRequired);
    await expectError(u.id, { userType: 'Revenue Manager', commission: null }, 400, UsersMessages.role.chainRequired);
    await expectError(u.id, { userType: 'Revenue Manager', commission: '00000000-0000-4000-8000-000000000000' }, 400, UsersMessages.role.chainRequired);
    await expectError(u.id, { userType: 'Revenue Manager', commission: chainB, accessLevel: 'OWNER' }, 400, UsersMessages.role.accessLevelMismatch);
    const res = await put(u.id, { userType: 'Revenue Manager', commission: chainB, hotel: [b1] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'Revenue Manager', userType: 'EMPLOYEE', accessLevel: 'GROUPMANAGER', commission: { _id: chainB }, hotel: [] });
    expect(await assignment(u.id)).toEqual({ chain: chainB, hotels: [] });
    const [event] = await auditEventsOf(app, 'user', u.id);
    expect(event).toMatchObject({
      action: 'user.role_change',
      before: { kind: 'Hotel Manager', commission: chainA, hotel: [a1] },
      after: { kind: 'Revenue Manager', commission: chainB, hotel: [] },
    });
  });

  it('makes a user an Owner of a chain with optional hotels of that chain', async () => {
    const u = await insertUser(app, { email: 'role.owner@example.com', role: null, userType: 'EMPLOYEE', accessLevel: 'STANDARD' });
    await expectError(u.id, { userType: 'Owner', hotel: [a1] }, 400, UsersMessages.role.chainRequired);
    await expectError(u.id, { userType: 'Owner', commission: chainA, hotel: [a1, b1] }, 400, UsersMessages.role.hotelNotInChain);
    const res = await put(u.id, { userType: 'Owner', commission: chainA, hotel: [a1], accessLevel: 'OWNER' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'Owner', accessLabel: 'Hotel Owner', userType: 'ADMIN', accessLevel: 'OWNER', hotel: [{ _id: a1 }] });
    const alone = await put(u.id, { userType: 'Owner', commission: chainB });
    expect(alone.json().data).toMatchObject({ commission: { _id: chainB }, hotel: [] });
  });

  it('locks Customer and Guest both ways', async () => {
    const customer = await insertUser(app, { email: 'role.customer@example.com', role: null, userType: 'APP', provider: 'Timeflyz' });
    const guest = await insertUser(app, { email: 'role.guest@example.com', role: null, userType: 'APP', provider: null });
    const employee = await insertUser(app, { email: 'role.tocustomer@example.com' });
    await expectError(customer.id, { userType: 'Hotel Manager', hotel: [a1] }, 400, UsersMessages.role.customerLocked);
    await expectError(guest.id, { userType: 'Revenue Manager', commission: chainA }, 400, UsersMessages.role.customerLocked);
    await expectError(employee.id, { userType: 'Customer' }, 400, UsersMessages.role.customerLocked);
    await expectError(employee.id, { userType: 'Guest' }, 400, UsersMessages.role.customerLocked);
    expect((await rowOf(customer.id)).userType).toBe('APP');
    // Their names may still be edited.
    expect((await put(customer.id, { firstName: 'Cust', lastName: 'Omer' })).statusCode).toBe(200);
  });

  it("refuses a change of the caller's own type, and an unknown type", async () => {
    await expectError(claimsOf(adminToken).sub, { userType: 'Hotel Manager', hotel: [a1] }, 409, UsersMessages.role.notYourself);
    const u = await insertUser(app, { email: 'role.unknown@example.com' });
    expect((await put(u.id, { userType: 'Boss' })).statusCode).toBe(400);
  });

  describe('to Admin', () => {
    it("needs the caller's PIN step-up, then clears the chain and hotels and revokes the user's tokens", async () => {
      const u = await insertUser(app, {
        email: 'role.toadmin@example.com',
        role: 'Department',
        departmentId: (await app.db.select().from(departments).limit(1))[0].id,
        passwordHash: await app.passwords.hash('secret12'),
        phone: '+61400000002',
      });
      await app.db.insert(managerChains).values({ userId: u.id, commissionId: chainA });
      const token = await tokenOf(app, u);
      expect((await whoAmI(token)).statusCode).toBe(403);
      await expectError(u.id, { userType: 'Admin' }, 403, UsersMessages.stepUp.required);
      expect((await rowOf(u.id)).role).toBe('Department');

      const caller = await loginAsAdmin(app);
      await stepUp(app, caller);
      // The step-up belongs to the session that confirmed the PIN, not to every token of the caller.
      await expectError(u.id, { userType: 'Admin' }, 403, UsersMessages.stepUp.required);
      const res = await put(u.id, { userType: 'Admin', commission: chainA, hotel: [a1], accessLevel: '' }, auth(caller));
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ role: 'SuperAdmin', userType: null, accessLevel: null, kind: 'Admin', department: null, commission: null, hotel: [] });
      expect((await whoAmI(token)).statusCode).toBe(401);
      const fresh = await tokenOf(app, await rowOf(u.id));
      expect((await whoAmI(fresh)).statusCode).toBe(200);
      const [event] = await auditEventsOf(app, 'user', u.id);
      expect(event).toMatchObject({
        action: 'user.role_change',
        before: { kind: 'Department', role: 'Department', commission: chainA },
        after: { kind: 'Admin', role: 'SuperAdmin', userType: null, accessLevel: null, department: null, commission: null, hotel: [] },
      });
    });

    it('refuses an access level with Admin', async () => {
      const u = await insertUser(app, { email: 'role.toadmin.level@example.com' });
      await expectError(u.id, { userType: 'Admin', accessLevel: 'OWNER' }, 400, UsersMessages.role.accessLevelMismatch);
    });
  });

  describe('rules a SuperAdmin caller never meets (the repository, called as other callers)', () => {
    const callerOf = (role: Actor['role'], userId: string | null = null) => ({
      actor: { userId, role, requestId: 'test', ip: '127.0.0.1' },
      session: null,
    });

    it('refuses granting a type above the caller (403 aboveOwn) and touching a user above them', async () => {
      const u = await insertUser(app, { email: 'role.ceiling@example.com' });
      await expect(new UserAccounts(app).update(u.id, { userType: 'Admin' }, callerOf('Department'))).rejects.toMatchObject({ statusCode: 403, message: UsersMessages.role.aboveOwn });
      const boss = await insertUser(app, { email: 'role.ceiling.boss@example.com', role: 'SuperAdmin' });
      await expect(new UserAccounts(app).update(boss.id, { userType: 'Hotel Manager', hotel: [a1] }, callerOf('Employee'))).rejects.toMatchObject({ statusCode: 403, message: UsersMessages.role.aboveOwn });
      expect((await rowOf(boss.id)).role).toBe('SuperAdmin');
    });

    it('keeps the last active Admin (409 lastAdmin)', async () => {
      const [me] = await app.db.select().from(users).where(eq(users.id, claimsOf(adminToken).sub));
      await app.db.update(users).set({ disabled: true }).where(and(eq(users.role, 'SuperAdmin'), ne(users.id, me.id)));
      try {
        await expect(new UserAccounts(app).update(me.id, { userType: 'Revenue Manager', commission: chainA }, callerOf('SuperAdmin'))).rejects.toMatchObject({ statusCode: 409, message: UsersMessages.role.lastAdmin });
        expect((await rowOf(me.id)).role).toBe('SuperAdmin');
      } finally {
        await app.db.update(users).set({ disabled: false }).where(and(eq(users.role, 'SuperAdmin'), ne(users.id, me.id)));
      }
    });
  });
});
