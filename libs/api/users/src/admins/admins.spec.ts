import { ADMINS_PAGE_SIZE, PlatformMessages, STEP_UP_SECONDS, USER_INVITE_DAYS, UsersMessages } from '@backoffice/contracts';
import { grantStepUp } from '@backoffice/api-server';
import { allAuditEvents, auditEventsOf, lastMailTo, nextEvent, userIdOf } from '@backoffice/api-server/testing';
import { departments, passwordResets, stepUps, users } from '@backoffice/api-server/schema';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { App, Sockets } from '../test/helper';
import { bearer, buildLiveTestApp, demo, loginAs, loginAsAdmin } from '../test/helper';
import { namesFromEmail } from './repository';

const session = (token: string) => {
  const { sub, jti } = decodeJwt(token) as { sub: string; jti: string };
  return { id: sub, jti };
};

const linkOf = (body = '') => /(\S+\?token=(\S+))/.exec(body);

describe('admins: POST /api/user/adminList and /api/user/addAdmin', () => {
  let app: App;
  let token: string;
  let admin: Record<string, string>;
  let adminId: string;
  let employee: string;
  let department: string;
  let sockets: Sockets;

  beforeAll(async () => {
    ({ app, sockets, token, admin } = await buildLiveTestApp());
    adminId = await userIdOf(app, demo.admin.email);
    employee = await loginAs(app, demo.employee);
    department = await loginAs(app, demo.department);
  });
  afterAll(async () => {
    sockets.disconnectAll();
    await app.close();
  });
  beforeEach(() => app.db.delete(stepUps));

  const list = (payload?: unknown, headers: Record<string, string> = admin) =>
    app.inject({ method: 'POST', url: '/api/user/adminList', headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const add = (payload: object, headers: Record<string, string> = admin) =>
    app.inject({ method: 'POST', url: '/api/user/addAdmin', headers, payload });
  const stepUp = (t: string = token, now?: Date) => grantStepUp(app.db, session(t), now);
  const insertUser = async (values: Partial<typeof users.$inferInsert> & { email: string }) => {
    const [row] = await app.db
      .insert(users)
      .values({ firstName: 'Test', lastName: 'User', ...values })
      .returning();
    return row;
  };

  describe('who may call', () => {
    it.each([
      ['/api/user/adminList', {}],
      ['/api/user/addAdmin', { email: 'x@example.org' }],
    ])('%s: 401 without a token, 403 for an Employee and a Department user', async (url, payload) => {
      expect((await app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
      for (const t of [employee, department]) {
        const res = await app.inject({ method: 'POST', url, headers: bearer(t), payload });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(PlatformMessages.auth.forbidden);
      }
    });
  });

  describe('POST /api/user/adminList', () => {
    it('answers the first page for an empty body, `{}` or `null`', async () => {
      for (const res of [await list(), await list({}), await list(null)]) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ page: 1, limit: ADMINS_PAGE_SIZE });
      }
    });

    it('lists the SuperAdmins not deleted, oldest first, 10 per page, with whether each can sign in', async () => {
      const base = Date.parse('2020-01-01T00:00:00Z');
      const at = (i: number) => new Date(base + i * 60_000);
      const pending = await insertUser({ email: 'pending.admin@example.org', role: 'SuperAdmin', createdAt: at(1) });
      const noPhone = await insertUser({ email: 'nophone.admin@example.org', role: 'SuperAdmin', passwordHash: 'x', createdAt: at(2) });
      const expired = await insertUser({
        email: 'expired.admin@example.org',
        role: 'SuperAdmin',
        passwordHash: 'x',
        phone: '+61400000001',
        expireDate: new Date(Date.now() - 86_400_000),
        createdAt: at(3),
      });
      const deleted = await insertUser({ email: 'deleted.admin@example.org', role: 'SuperAdmin', deletedAt: new Date(), disabled: true, createdAt: at(4) });
      for (let i = 0; i < 10; i++) {
        await insertUser({ email: `many.${i}@example.org`, role: 'SuperAdmin', passwordHash: 'x', phone: '+61400000002', createdAt: at(10 + i) });
      }
      await insertUser({ email: 'employee.only@example.org', role: 'Employee', createdAt: at(5) });

      const rows = await app.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'SuperAdmin'), isNull(users.deletedAt)))
        .orderBy(asc(users.createdAt), asc(users.id));
      const first = (await list({ page: 1 })).json();
      expect(first.total).toBe(rows.length);
      expect(first.data).toHaveLength(10);
      expect(first.data.map((a: { _id: string }) => a._id)).toEqual(rows.slice(0, 10).map((r) => r.id));
      expect(first.data.slice(0, 3)).toEqual([
        { _id: pending.id, email: pending.email, fullName: 'Test User', createdAt: at(1).toISOString(), active: false },
        { _id: noPhone.id, email: noPhone.email, fullName: 'Test User', createdAt: at(2).toISOString(), active: false },
        { _id: expired.id, email: expired.email, fullName: 'Test User', createdAt: at(3).toISOString(), active: false },
      ]);
      const second = (await list({ page: 2 })).json();
      expect(second).toMatchObject({ page: 2, limit: 10, total: rows.length });
      expect(second.data.map((a: { _id: string }) => a._id)).toEqual(rows.slice(10, 20).map((r) => r.id));
      const everyone = [...first.data, ...second.data, ...(await list({ page: 3 })).json().data];
      expect(everyone.map((a: { _id: string }) => a._id)).not.toContain(deleted.id);
      expect(everyone.map((a: { email: string }) => a.email)).not.toContain('employee.only@example.org');
      expect(everyone.find((a: { _id: string }) => a._id === adminId)).toMatchObject({ email: demo.admin.email, active: true });
      expect((await list({ page: 1, limit: 3 })).json().data).toHaveLength(3);
    });

    it("searches by the start of a name or the e-mail, any case (an admin's link: /all-useradmins?search=)", async () => {
      const found = await insertUser({ email: 'quentin.admin@example.org', firstName: 'Quentin', lastName: 'Zebrafinch', role: 'SuperAdmin' });
      await insertUser({ email: 'quentin.staff@example.org', firstName: 'Quentin', lastName: 'Zebrafinch', role: 'Employee' });
      for (const search of ['Quentin Zebra', 'zebrafinch', 'QUENTIN.ADMIN@']) {
        const res = (await list({ search })).json();
        expect({ search, ids: res.data.map((a: { _id: string }) => a._id), total: res.total }).toEqual({ search, ids: [found.id], total: 1 });
      }
      expect((await list({ search: 'nobody-like-this' })).json()).toMatchObject({ data: [], total: 0 });
    });

    it.each([[{ page: 0 }], [{ page: 'x' }], [{ limit: 0 }], [{ sort: 'email' }]])('refuses %j', async (payload) => {
      expect((await list(payload)).statusCode).toBe(400);
    });
  });

  describe('POST /api/user/addAdmin: the step-up', () => {
    it('answers 403 with the step-up message without a step-up, whatever the body', async () => {
      for (const payload of [{ email: 'fresh.one@example.org' }, {}, { email: 'bad' }, { other: 1 }]) {
        const res = await add(payload);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(UsersMessages.stepUp.required);
      }
      expect(await app.db.select().from(users).where(eq(users.email, 'fresh.one@example.org'))).toEqual([]);
    });

    it('holds for 5 minutes: a step-up of 4 minutes ago counts, one older than 5 minutes does not', async () => {
      await stepUp(token, new Date(Date.now() - (STEP_UP_SECONDS + 1) * 1000));
      expect((await add({ email: 'window.one@example.org' })).json().message).toBe(UsersMessages.stepUp.required);
      await stepUp(token, new Date(Date.now() - 4 * 60_000));
      expect((await add({ email: 'window.one@example.org' })).statusCode).toBe(201);
      // Aged in place: the same row, now past its end.
      await app.db
        .update(stepUps)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(stepUps.jti, session(token).jti));
      expect((await add({ email: 'window.two@example.org' })).statusCode).toBe(403);
    });

    it("belongs to the session that confirmed it: another of the admin's tokens has none", async () => {
      await stepUp(token);
      const other = await loginAsAdmin(app);
      const res = await add({ email: 'other.session@example.org' }, bearer(other));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(UsersMessages.stepUp.required);
    });
  });

  describe('POST /api/user/addAdmin', () => {
    beforeEach(() => stepUp());

    it.each([
      [{}, UsersMessages.admins.emailRequired],
      [{ email: '' }, UsersMessages.admins.emailRequired],
      [{ email: '   ' }, UsersMessages.admins.emailRequired],
      [{ email: 'bad' }, UsersMessages.create.emailInvalid],
      [{ email: 'two words@example.org' }, UsersMessages.create.emailInvalid],
      [{ email: 'a@b' }, UsersMessages.create.emailInvalid],
      [{ email: 'x@example.org', role: 'SuperAdmin' }, 'Unknown field: role'],
    ])('refuses %j with 400', async (payload, message) => {
      const before = (await allAuditEvents(app)).length;
      const res = await add(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await allAuditEvents(app)).toHaveLength(before);
    });

    it('creates a new e-mail as an Admin without password or phone and invites it by e-mail', async () => {
      const res = await add({ email: '  Jane.Doe@Example.org ' });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        message: UsersMessages.admins.added,
        data: { _id: expect.any(String), email: 'jane.doe@example.org', fullName: 'Jane Doe', createdAt: expect.any(String), active: false },
      });
      const [row] = await app.db.select().from(users).where(eq(users.id, body.data._id));
      expect(row).toMatchObject({ role: 'SuperAdmin', passwordHash: null, phone: null, firstName: 'Jane', lastName: 'Doe', departmentId: null });

      const mail = await lastMailTo(app, 'jane.doe@example.org');
      expect(mail?.subject).toBe('You are invited as an Admin of the Timeflyz Back Office');
      expect(mail?.body).toContain('mobile number');
      const link = linkOf(mail?.body);
      expect(link?.[1]).toMatch(/^http:\/\/localhost:4200\/set-password\?token=/);
      const [reset] = await app.db.select().from(passwordResets).where(eq(passwordResets.userId, row.id));
      expect(reset.tokenHash).not.toBe(link?.[2]);
      expect(reset.expiresAt.getTime() - reset.createdAt.getTime()).toBeGreaterThan(USER_INVITE_DAYS * 86_400_000 - 5_000);
      expect(reset.expiresAt.getTime() - reset.createdAt.getTime()).toBeLessThanOrEqual(USER_INVITE_DAYS * 86_400_000 + 5_000);

      const events = await auditEventsOf(app, 'user', row.id);
      expect(events.map((e) => e.action).sort()).toEqual(['user.add_admin', 'user.invited']);
      expect(events.find((e) => e.action === 'user.add_admin')).toMatchObject({
        actorId: adminId,
        before: null,
        after: { email: 'jane.doe@example.org', role: 'SuperAdmin' },
      });
      expect(JSON.stringify(events)).not.toContain(link?.[2]);

      const listed = (await list({ limit: 100 })).json().data.find((a: { _id: string }) => a._id === row.id);
      expect(listed).toMatchObject({ email: 'jane.doe@example.org', active: false });
    });

    it('answers 409 for an Admin already (any case), and for a customer or a hotel account', async () => {
      await insertUser({ email: 'app.customer@example.org', userType: 'APP', provider: 'Timeflyz' });
      await insertUser({ email: 'hotel.owner@example.org', userType: 'ADMIN', accessLevel: 'OWNER' });
      const before = (await allAuditEvents(app)).length;
      const cases: [string, string][] = [
        [demo.admin.email.toUpperCase(), UsersMessages.admins.alreadyAdmin],
        ['app.customer@example.org', UsersMessages.admins.notConsoleUser],
        ['Hotel.Owner@example.org', UsersMessages.admins.notConsoleUser],
      ];
      for (const [email, message] of cases) {
        const res = await add({ email });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(message);
      }
      expect(await allAuditEvents(app)).toHaveLength(before);
      const [owner] = await app.db.select().from(users).where(eq(users.email, 'hotel.owner@example.org'));
      expect(owner.role).toBeNull();
    });

    it('makes an Employee an Admin: role audited before and after, tokens and sockets revoked, invited for a mobile', async () => {
      const password = 'Promote#2026';
      const person = await insertUser({
        email: 'promote.me@example.org',
        role: 'Employee',
        firstName: 'Pia',
        lastName: 'Lund',
        passwordHash: await app.passwords.hash(password),
      });
      const old = await loginAs(app, { email: person.email, password });
      expect((await list({}, bearer(old))).statusCode).toBe(403);
      const socket = sockets.open(old);
      await nextEvent(socket, 'connected');
      const ended = nextEvent(socket, 'session_ended');
      const closed = nextEvent<string>(socket, 'disconnect');

      const res = await add({ email: 'Promote.Me@example.org' });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ _id: person.id, email: person.email, fullName: 'Pia Lund', active: false });
      await ended;
      expect(await closed).toBe('io server disconnect');
      expect((await list({}, bearer(old))).statusCode).toBe(401);

      const [row] = await app.db.select().from(users).where(eq(users.id, person.id));
      expect(row).toMatchObject({ role: 'SuperAdmin', tokenVersion: person.tokenVersion + 1, phone: null });
      const [event] = (await auditEventsOf(app, 'user', person.id)).filter((e) => e.action === 'user.add_admin');
      expect(event).toMatchObject({
        actorId: adminId,
        before: { role: 'Employee', departmentId: null, tokenVersion: person.tokenVersion },
        after: { role: 'SuperAdmin', departmentId: null, tokenVersion: person.tokenVersion + 1 },
      });
      // No mobile number yet: the invitation asks for one.
      const mail = await lastMailTo(app, person.email);
      expect(mail?.subject).toBe('You are invited as an Admin of the Timeflyz Back Office');
      const info = await app.inject({ method: 'GET', url: `/api/user/invitation?token=${linkOf(mail?.body)?.[2]}` });
      expect(info.json()).toEqual({ email: person.email, needsMobile: true });
    });

    it('makes a Department user with a mobile number an Admin and tells them by e-mail (no link)', async () => {
      const [dept] = await app.db.select().from(departments).limit(1);
      const person = await insertUser({
        email: 'desk.promoted@example.org',
        role: 'Department',
        departmentId: dept.id,
        passwordHash: 'x',
        phone: '+61400000009',
      });
      const res = await add({ email: person.email });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.active).toBe(true);
      const [row] = await app.db.select().from(users).where(eq(users.id, person.id));
      expect(row).toMatchObject({ role: 'SuperAdmin', departmentId: null, phone: '+61400000009' });
      const mail = await lastMailTo(app, person.email);
      expect(mail?.subject).toBe('You are now an Admin of the Timeflyz Back Office');
      expect(mail?.body).not.toContain('token=');
      expect(await app.db.select().from(passwordResets).where(eq(passwordResets.userId, person.id))).toEqual([]);
      const [event] = (await auditEventsOf(app, 'user', person.id)).filter((e) => e.action === 'user.add_admin');
      expect(event).toMatchObject({ before: { role: 'Department', departmentId: dept.id }, after: { role: 'SuperAdmin', departmentId: null } });
    });

    it('invites a console user with a mobile number but no password yet (an uploaded user) instead', async () => {
      const person = await insertUser({ email: 'uploaded.one@example.org', role: 'Employee', phone: '+61400000010' });
      expect((await add({ email: person.email })).json().data.active).toBe(false);
      const mail = await lastMailTo(app, person.email);
      expect(mail?.subject).toBe('You are invited as an Admin of the Timeflyz Back Office');
      const info = await app.inject({ method: 'GET', url: `/api/user/invitation?token=${linkOf(mail?.body)?.[2]}` });
      expect(info.json()).toEqual({ email: person.email, needsMobile: false });
    });

    it("a deleted user's e-mail is free: a new Admin is made", async () => {
      const gone = await insertUser({ email: 'gone.admin@example.org', role: 'SuperAdmin', deletedAt: new Date(), disabled: true });
      const res = await add({ email: 'gone.admin@example.org' });
      expect(res.statusCode).toBe(201);
      expect(res.json().data._id).not.toBe(gone.id);
    });

    it('invite, accept with a mobile number, then the new Admin holds a password and the PIN phone', async () => {
      const res = await add({ email: 'ops@example.org' });
      expect(res.json().data).toMatchObject({ fullName: 'Ops', active: false });
      const mail = await lastMailTo(app, 'ops@example.org');
      const tokenOf = linkOf(mail?.body)?.[2] as string;
      const info = await app.inject({ method: 'GET', url: `/api/user/invitation?token=${encodeURIComponent(tokenOf)}` });
      expect(info.statusCode).toBe(200);
      expect(info.json()).toEqual({ email: 'ops@example.org', needsMobile: true });

      const accept = (payload: object) =>
        app.inject({ method: 'POST', url: '/api/user/acceptInvitation', payload: { token: tokenOf, ...payload } });
      for (const [payload, message] of [
        [{ password: 'short' }, UsersMessages.create.passwordInvalid],
        [{ password: 'Ops#2026pass' }, UsersMessages.invitation.mobileRequired],
        [{ password: 'Ops#2026pass', mobile: '0412345678' }, UsersMessages.invitation.mobileRequired],
        [{ password: 'Ops#2026pass', mobile: '+0412345678' }, UsersMessages.invitation.mobileRequired],
      ] as const) {
        const refused = await accept(payload);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe(message);
      }
      const ok = await accept({ password: 'Ops#2026pass', mobile: '+61 412 345 678' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ message: UsersMessages.invitation.accepted });
      const [row] = await app.db.select().from(users).where(eq(users.email, 'ops@example.org'));
      expect(row.phone).toBe('+61412345678');
      await expect(loginAs(app, { email: 'ops@example.org', password: 'Ops#2026pass' })).resolves.toBeTruthy();
      expect((await list({ limit: 100 })).json().data.find((a: { _id: string }) => a._id === row.id).active).toBe(true);

      const again = await accept({ password: 'Other#2026pass', mobile: '+61412345679' });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(UsersMessages.invitation.invalid);
      expect((await app.inject({ method: 'GET', url: `/api/user/invitation?token=${tokenOf}` })).statusCode).toBe(400);
    });
  });

  it('guesses names from the e-mail', () => {
    expect(namesFromEmail('jane.doe@example.org')).toEqual({ firstName: 'Jane', lastName: 'Doe' });
    expect(namesFromEmail('mary-ann_van.dyke@example.org')).toEqual({ firstName: 'Mary', lastName: 'Ann Van Dyke' });
    expect(namesFromEmail('ops@example.org')).toEqual({ firstName: 'Ops', lastName: '' });
    expect(namesFromEmail('1234@example.org')).toEqual({ firstName: '', lastName: '' });
  });
});
