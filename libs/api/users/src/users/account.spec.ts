import { UsersMessages } from '@backoffice/contracts';
import { auditEventsOf, insertChain, insertHotel, insertUser, nextEvent } from '@backoffice/api-server/testing';
import { managerChains, managerHotels, passwordResets, users } from '@backoffice/api-server/schema';
import { and, eq, ne } from 'drizzle-orm';
import { buildLiveTestApp, type App, type Sockets } from '../test/helper';
import { UserAccounts } from './repository';
import { auth, claimsOf, tokenOf } from './fixtures';

describe('account status: PUT /user/removeUser/{id} and PUT /user/disableAccount/{id}', () => {
  let app: App;
  let adminToken: string;
  let admin: Record<string, string>;
  let sockets: Sockets;
  beforeAll(async () => {
    ({ app, sockets, token: adminToken, admin } = await buildLiveTestApp());
  });
  afterEach(() => sockets.disconnectAll());
  afterAll(() => app.close());

  const remove = (id: string) => app.inject({ method: 'PUT', url: `/api/user/removeUser/${id}`, headers: admin, payload: {} });
  const disable = (id: string, payload: unknown) => app.inject({ method: 'PUT', url: `/api/user/disableAccount/${id}`, headers: admin, payload: payload as object });
  const rowOf = async (id: string) => (await app.db.select().from(users).where(eq(users.id, id)))[0];
  const whoAmI = (token: string) => app.inject({ method: 'GET', url: '/api/user/all?limit=1', headers: auth(token) });
  /**
   * Connects a socket.io client with the token; `disconnected` resolves with the events the server sent from then on
   * and the reason it gives when it closes the socket.
   */
  const connected = async (token: string) => {
    const socket = sockets.open(token);
    await nextEvent(socket, 'connected');
    const events: string[] = [];
    socket.onAny((event: string) => events.push(event));
    return { disconnected: nextEvent<string>(socket, 'disconnect').then((reason) => ({ events, reason })) };
  };
  const today = () => new Date().toISOString().slice(0, 10);

  describe('removeUser', () => {
    it('soft-deletes: the row keeps its names, tokens and sockets stop, chain and hotels and links go', async () => {
      const chain = await insertChain(app, 'Remove Chain');
      const { hotelId: hotel } = await insertHotel(app, { name: 'Remove Hotel', commissionId: chain, status: 'Pending' });
      const u = await insertUser(app, { email: 'remove.me@example.com', firstName: 'Rema', lastName: 'Oved', role: 'SuperAdmin', passwordHash: 'x' });
      await app.db.insert(managerChains).values({ userId: u.id, commissionId: chain });
      await app.db.insert(managerHotels).values({ userId: u.id, hotelId: hotel });
      await app.db.insert(passwordResets).values({ userId: u.id, purpose: 'console_reset', tokenHash: 'h', expiresAt: new Date(Date.now() + 86_400_000) });
      const token = await tokenOf(app, u);
      expect((await whoAmI(token)).statusCode).toBe(200);
      const { disconnected } = await connected(token);

      const res = await remove(u.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: UsersMessages.account.deleted });
      expect(await disconnected).toEqual({ events: ['session_ended'], reason: 'io server disconnect' });
      expect((await whoAmI(token)).statusCode).toBe(401);

      const row = await rowOf(u.id);
      expect(row).toMatchObject({ firstName: 'Rema', lastName: 'Oved', email: 'remove.me@example.com', disabled: true, tokenVersion: u.tokenVersion + 1 });
      expect(row.deletedAt).toBeInstanceOf(Date);
      expect(await app.db.select().from(managerChains).where(eq(managerChains.userId, u.id))).toEqual([]);
      expect(await app.db.select().from(managerHotels).where(eq(managerHotels.userId, u.id))).toEqual([]);
      expect((await app.db.select().from(passwordResets).where(eq(passwordResets.userId, u.id)))[0].usedAt).toBeInstanceOf(Date);

      const [event] = await auditEventsOf(app, 'user', u.id);
      expect(event).toMatchObject({
        action: 'user.delete',
        actorId: claimsOf(adminToken).sub,
        before: { deletedAt: null, disabled: false, commission: chain, hotel: [hotel] },
        after: { deletedAt: row.deletedAt?.toISOString(), disabled: true, commission: null, hotel: [] },
      });
      // Gone from the lists and the info, a second delete is 404, and the e-mail is free again.
      expect((await app.inject({ method: 'GET', url: '/api/user/all?search=remove.me', headers: admin })).json().total).toBe(0);
      expect((await app.inject({ method: 'GET', url: `/api/user/info/${u.id}`, headers: admin })).statusCode).toBe(404);
      expect((await remove(u.id)).statusCode).toBe(404);
      await expect(insertUser(app, { email: 'remove.me@example.com' })).resolves.toMatchObject({ email: 'remove.me@example.com' });
    });

    it('answers 404 unknown or malformed, 409 for the caller themself', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'x']) {
        const res = await remove(id);
        expect([res.statusCode, res.json().message]).toEqual([404, UsersMessages.account.notFound]);
      }
      const me = await remove(claimsOf(adminToken).sub);
      expect([me.statusCode, me.json().message]).toEqual([409, UsersMessages.role.notYourself]);
      expect((await rowOf(claimsOf(adminToken).sub)).deletedAt).toBeNull();
    });
  });

  describe('disableAccount', () => {
    it('requires a valid expireDate', async () => {
      const u = await insertUser(app, { email: 'disable.rules@example.com' });
      for (const payload of [{}, { expireDate: '' }, { expireDate: 'soon' }, { expireDate: '2026-02-30' }]) {
        const res = await disable(u.id, payload);
        expect({ payload, status: res.statusCode, message: res.json().message }).toEqual({ payload, status: 400, message: UsersMessages.account.expireDateRequired });
      }
      // A body is not coerced: a number or a boolean is not read as text.
      for (const payload of [{ expireDate: 5 }, { expireDate: 0 }, { expireDate: false }]) {
        const res = await disable(u.id, payload);
        expect({ payload, status: res.statusCode, message: res.json().message }).toEqual({ payload, status: 400, message: 'expireDate must be a string or null' });
      }
      expect((await rowOf(u.id)).expireDate).toBeNull();
    });

    it("disables from today: the user's token answers 401 and the socket is closed at once", async () => {
      const u = await insertUser(app, { email: 'disable.now@example.com', role: 'SuperAdmin', passwordHash: 'x' });
      const token = await tokenOf(app, u);
      expect((await whoAmI(token)).statusCode).toBe(200);
      const { disconnected } = await connected(token);
      const res = await disable(u.id, { expireDate: today() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: UsersMessages.account.disabled, data: { _id: u.id, expireDate: `${today()}T00:00:00.000Z`, status: 'Not Active' } });
      expect(await disconnected).toEqual({ events: ['session_ended'], reason: 'io server disconnect' });
      expect((await whoAmI(token)).statusCode).toBe(401);
      expect((await rowOf(u.id)).tokenVersion).toBe(u.tokenVersion + 1);
      const [event] = await auditEventsOf(app, 'user', u.id);
      expect(event).toMatchObject({ action: 'user.disable', before: { expireDate: null }, after: { expireDate: `${today()}T00:00:00.000Z` } });
    });

    it('lets the tokens work until a future expiry, then reactivates with null', async () => {
      const u = await insertUser(app, { email: 'disable.later@example.com', role: 'SuperAdmin', passwordHash: 'x' });
      const token = await tokenOf(app, u);
      const at = new Date(Date.now() + 3_600_000).toISOString();
      const res = await disable(u.id, { expireDate: at });
      expect(res.json()).toMatchObject({ message: UsersMessages.account.disabled, data: { expireDate: at, status: 'Active' } });
      expect((await whoAmI(token)).statusCode).toBe(200);
      expect((await rowOf(u.id)).tokenVersion).toBe(u.tokenVersion);

      const back = await disable(u.id, { expireDate: null });
      expect(back.statusCode).toBe(200);
      expect(back.json()).toMatchObject({ message: UsersMessages.account.reactivated, data: { expireDate: null, status: 'Active', disabled: false } });
      const [event] = await auditEventsOf(app, 'user', u.id);
      expect(event).toMatchObject({ action: 'user.reactivate', before: { expireDate: at }, after: { expireDate: null } });
    });

    it('reactivates a disabled, expired account (disabled false)', async () => {
      const u = await insertUser(app, { email: 'disable.revive@example.com', disabled: true, expireDate: new Date('2024-01-01T00:00:00Z') });
      const res = await disable(u.id, { expireDate: null });
      expect(res.json().data).toMatchObject({ disabled: false, expireDate: null, status: 'Active' });
      const [event] = await auditEventsOf(app, 'user', u.id);
      expect(event).toMatchObject({ action: 'user.reactivate', before: { expireDate: '2024-01-01T00:00:00.000Z', disabled: true }, after: { expireDate: null, disabled: false } });
    });

    it('answers 404 for an unknown or deleted user and 409 for the caller themself', async () => {
      const gone = await insertUser(app, { email: 'disable.gone@example.com', deletedAt: new Date(), disabled: true });
      for (const id of [gone.id, '00000000-0000-4000-8000-000000000000', 'x']) {
        const res = await disable(id, { expireDate: null });
        expect([res.statusCode, res.json().message]).toEqual([404, UsersMessages.account.notFound]);
      }
      const me = await disable(claimsOf(adminToken).sub, { expireDate: today() });
      expect([me.statusCode, me.json().message]).toEqual([409, UsersMessages.role.notYourself]);
      expect((await whoAmI(adminToken)).statusCode).toBe(200);
    });
  });

  it('keeps the last active Admin: neither deleted nor disabled (as a caller without an account, e.g. a script)', async () => {
    const me = claimsOf(adminToken).sub;
    const script = { actor: { userId: null, role: 'SuperAdmin' as const, requestId: 'script', ip: '' }, session: null };
    const accounts = new UserAccounts(app);
    const others = and(eq(users.role, 'SuperAdmin'), ne(users.id, me), eq(users.disabled, false));
    const enabled = (await app.db.select({ id: users.id }).from(users).where(others)).map((r) => r.id);
    await app.db.update(users).set({ disabled: true }).where(others);
    try {
      await expect(accounts.remove(me, script)).rejects.toMatchObject({ statusCode: 409, message: UsersMessages.role.lastAdmin });
      await expect(accounts.setExpiry(me, today(), script)).rejects.toMatchObject({ statusCode: 409, message: UsersMessages.role.lastAdmin });
      expect(await rowOf(me)).toMatchObject({ deletedAt: null, expireDate: null });
    } finally {
      for (const id of enabled) await app.db.update(users).set({ disabled: false }).where(eq(users.id, id));
    }
  });
});
