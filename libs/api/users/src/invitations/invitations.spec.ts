import { PASSWORD_RESET_TTL_MINUTES, PlatformMessages, USER_INVITE_DAYS, UsersMessages } from '@backoffice/contracts';
import { actorOf } from '@backoffice/api-server';
import { auditEventsOf, lastMailTo, listenForSockets, nextEvent, userIdOf } from '@backoffice/api-server/testing';
import { passwordResets, users } from '@backoffice/api-server/schema';
import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { App } from '../test/helper';
import { bearer, buildTestApp, demo, loginAs, loginAsAdmin } from '../test/helper';
import { linkUserOf, sendPasswordLink } from '../invitations';

const CONSOLE = 'https://console.example.test';
const HOTEL_ADMIN = 'https://hotels.example.test/set-password';
const CUSTOMER_APP = 'https://app.example.test/reset-password';

/** The latest e-mail to `to` in the outbox, with its link and token. */
async function lastMail(app: App, to: string) {
  const row = await lastMailTo(app, to);
  const m = /(\S+)\?token=(\S+)/.exec(row?.body ?? '');
  return { row, page: m?.[1], token: m ? decodeURIComponent(m[2]) : undefined };
}

describe('password links: POST /api/user/passwordLink/{id}, GET /api/user/invitation, POST /api/user/acceptInvitation', () => {
  let app: App;
  let admin: Record<string, string>;
  let adminId: string;
  const insertUser = async (values: Partial<typeof users.$inferInsert> & { email: string }) => {
    const [row] = await app.db.insert(users).values({ firstName: 'Test', lastName: 'User', ...values }).returning();
    return row;
  };

  beforeAll(async () => {
    app = await buildTestApp({
      links: { consoleUrl: CONSOLE, customerResetUrl: CUSTOMER_APP, managerInviteUrl: HOTEL_ADMIN },
    });
    admin = bearer(await loginAsAdmin(app));
    adminId = await userIdOf(app, demo.admin.email);
  });
  afterAll(() => app.close());

  const link = (id: string, headers: Record<string, string> = admin) =>
    app.inject({ method: 'POST', url: `/api/user/passwordLink/${id}`, headers, payload: {} });
  const info = (token: string) => app.inject({ method: 'GET', url: `/api/user/invitation?token=${encodeURIComponent(token)}` });
  const accept = (payload: object) => app.inject({ method: 'POST', url: '/api/user/acceptInvitation', payload });

  describe('POST /api/user/passwordLink/{id}', () => {
    it('answers 401 without a token and 403 for an Employee or a Department user', async () => {
      const id = await userIdOf(app, demo.employee.email);
      expect((await link(id, {})).statusCode).toBe(401);
      for (const account of [demo.employee, demo.department]) {
        const res = await link(id, bearer(await loginAs(app, account)));
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(PlatformMessages.auth.forbidden);
      }
    });

    it('answers 404 for an unknown or deleted user', async () => {
      const gone = await insertUser({ email: 'gone.user@example.org', role: 'Employee', deletedAt: new Date(), disabled: true });
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', gone.id]) {
        const res = await link(id);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(UsersMessages.account.notFound);
      }
      expect(await app.db.select().from(passwordResets).where(eq(passwordResets.userId, gone.id))).toEqual([]);
    });

    it("e-mails a console user a link to the console's /set-password page, valid an hour, audited", async () => {
      const id = await userIdOf(app, demo.employee.email);
      const res = await link(id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: UsersMessages.account.resetSent });
      const mail = await lastMail(app, demo.employee.email);
      expect(mail.row?.subject).toBe('Reset your password');
      expect(mail.page).toBe(`${CONSOLE}/set-password`);
      const [reset] = await app.db.select().from(passwordResets).where(eq(passwordResets.userId, id)).orderBy(desc(passwordResets.createdAt)).limit(1);
      const ttl = reset.expiresAt.getTime() - reset.createdAt.getTime();
      expect(Math.abs(ttl - PASSWORD_RESET_TTL_MINUTES * 60_000)).toBeLessThan(5_000);
      const [event] = await auditEventsOf(app, 'user', id);
      expect(event).toMatchObject({ action: 'user.password_reset_sent', actorId: adminId, after: { email: demo.employee.email } });
      expect(JSON.stringify(event)).not.toContain(mail.token as string);
      expect((await info(mail.token as string)).json()).toEqual({ email: demo.employee.email, needsMobile: false });
    });

    it("e-mails a customer the customer app's reset page, at the contact address when there is one", async () => {
      const customer = await insertUser({
        email: 'sign.in@example.org',
        contactEmail: 'contact.me@example.org',
        userType: 'APP',
        provider: 'Timeflyz',
      });
      expect((await link(customer.id)).statusCode).toBe(200);
      const mail = await lastMail(app, 'contact.me@example.org');
      expect(mail.page).toBe(CUSTOMER_APP);
      expect((await lastMail(app, 'sign.in@example.org')).row).toBeUndefined();
      const guest = await insertUser({ email: 'guest.one@example.org', userType: 'APP', provider: 'Guest' });
      expect((await link(guest.id)).statusCode).toBe(200);
      expect((await lastMail(app, 'guest.one@example.org')).page).toBe(CUSTOMER_APP);
    });

    it("e-mails a hotel account the hotel admin's set-password page", async () => {
      for (const values of [
        { email: 'owner.one@example.org', userType: 'ADMIN' as const, accessLevel: 'OWNER' as const },
        { email: 'contact.one@example.org', userType: 'EMPLOYEE' as const, accessLevel: 'STANDARD' as const },
        { email: 'regional.one@example.org', userType: 'EMPLOYEE' as const, accessLevel: 'REGIONALMANAGER' as const },
      ]) {
        const account = await insertUser(values);
        expect((await link(account.id)).statusCode).toBe(200);
        expect((await lastMail(app, values.email)).page).toBe(HOTEL_ADMIN);
      }
    });

    it('voids the earlier unused link: only the latest works', async () => {
      const person = await insertUser({ email: 'two.links@example.org', role: 'Employee', passwordHash: 'x' });
      await link(person.id);
      const first = (await lastMail(app, person.email)).token as string;
      expect((await info(first)).statusCode).toBe(200);
      await link(person.id);
      const second = (await lastMail(app, person.email)).token as string;
      expect(second).not.toBe(first);
      expect((await info(first)).json().message).toBe(UsersMessages.invitation.invalid);
      expect((await accept({ token: first, password: 'Secret#2026' })).statusCode).toBe(400);
      expect((await accept({ token: second, password: 'Secret#2026' })).statusCode).toBe(200);
    });
  });

  describe('sendPasswordLink', () => {
    const actor = () => actorOf({ user: null, id: 'test', ip: '127.0.0.1' } as unknown as FastifyRequest);

    it('an invitation holds USER_INVITE_DAYS days and is recorded `user.invited`; a rolled back caller leaves nothing', async () => {
      const person = await insertUser({ email: 'invited.one@example.org', role: 'Employee', firstName: 'Ivo' });
      await app.db.transaction((tx) => sendPasswordLink(app, tx, linkUserOf(person), 'invitation', actor()));
      const mail = await lastMail(app, person.email);
      expect(mail.row?.subject).toBe('Your Timeflyz account is ready');
      expect(mail.row?.body).toContain('Hello Ivo,');
      expect(mail.page).toBe(`${CONSOLE}/set-password`);
      const [reset] = await app.db.select().from(passwordResets).where(eq(passwordResets.userId, person.id));
      expect(Math.abs(reset.expiresAt.getTime() - reset.createdAt.getTime() - USER_INVITE_DAYS * 86_400_000)).toBeLessThan(5_000);
      expect((await auditEventsOf(app, 'user', person.id)).map((e) => e.action)).toEqual(['user.invited']);

      const other = await insertUser({ email: 'rolled.back@example.org', role: 'Employee' });
      await expect(
        app.db.transaction(async (tx) => {
          await sendPasswordLink(app, tx, linkUserOf(other), 'invitation', actor());
          throw new Error('the caller failed');
        }),
      ).rejects.toThrow('the caller failed');
      expect((await lastMail(app, other.email)).row).toBeUndefined();
      expect(await app.db.select().from(passwordResets).where(eq(passwordResets.userId, other.id))).toEqual([]);
      expect(await auditEventsOf(app, 'user', other.id)).toEqual([]);
    });

    it('links to the default pages when the config leaves them out', async () => {
      const bare = await buildTestApp({ links: undefined });
      try {
        expect(bare.config.links).toBeUndefined();
        const rows = await bare.db
          .insert(users)
          .values([
            { email: 'bare.console@example.org', role: 'Employee', firstName: 'A', lastName: 'B' },
            { email: 'bare.customer@example.org', userType: 'APP', firstName: 'A', lastName: 'B' },
            { email: 'bare.owner@example.org', userType: 'ADMIN', accessLevel: 'OWNER', firstName: 'A', lastName: 'B' },
          ])
          .returning();
        for (const row of rows) await bare.db.transaction((tx) => sendPasswordLink(bare, tx, linkUserOf(row), 'reset', actor()));
        expect((await lastMail(bare, 'bare.console@example.org')).page).toBe('http://localhost:4200/set-password');
        expect((await lastMail(bare, 'bare.customer@example.org')).page).toBe('http://localhost:4200/reset-password');
        expect((await lastMail(bare, 'bare.owner@example.org')).page).toBe('http://localhost:4200/set-password');
      } finally {
        await bare.close();
      }
    });
  });

  describe('GET /api/user/invitation and POST /api/user/acceptInvitation', () => {
    // Every inject comes from one address: each test starts with the redemption limit (tested below) unused.
    beforeEach(async () => {
      await app.limiter.reset('invitation:accept:127.0.0.1');
    });

    it('answers 400 with the invalid-link message for an unknown, expired or used token', async () => {
      const person = await insertUser({ email: 'expired.link@example.org', role: 'Employee' });
      await link(person.id);
      const { token } = await lastMail(app, person.email);
      await app.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, person.id));
      for (const t of ['unknown-token', token as string]) {
        const read = await info(t);
        expect(read.statusCode).toBe(400);
        expect(read.json().message).toBe(UsersMessages.invitation.invalid);
        const res = await accept({ token: t, password: 'Secret#2026' });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(UsersMessages.invitation.invalid);
      }
      expect((await info('')).statusCode).toBe(400);
    });

    it("sets a console user's password once, revokes its tokens and records `user.invitation_accepted`", async () => {
      const password = 'Before#2026';
      const person = await insertUser({
        email: 'accept.me@example.org',
        role: 'Employee',
        passwordHash: await app.passwords.hash(password),
      });
      const old = await loginAs(app, { email: person.email, password });
      const sockets = await listenForSockets(app);
      const socket = sockets.open(old);
      await nextEvent(socket, 'connected');
      const ended = nextEvent(socket, 'session_ended');
      await link(person.id);
      const { token } = await lastMail(app, person.email);
      const short = await accept({ token, password: '12345' });
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe(UsersMessages.create.passwordInvalid);
      // A mobile number is not asked of a non-Admin: it is ignored.
      const res = await accept({ token, password: 'After#2026', mobile: '+61412345678' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: UsersMessages.invitation.accepted });
      await ended;
      sockets.disconnectAll();
      const [row] = await app.db.select().from(users).where(eq(users.id, person.id));
      expect(row).toMatchObject({ tokenVersion: person.tokenVersion + 1, phone: null });
      await expect(loginAs(app, { email: person.email, password: 'After#2026' })).resolves.toBeTruthy();
      await expect(loginAs(app, { email: person.email, password })).rejects.toThrow();
      expect((await app.inject({ method: 'POST', url: `/api/user/passwordLink/${person.id}`, headers: bearer(old), payload: {} })).statusCode).toBe(401);
      const [event] = await auditEventsOf(app, 'user', person.id);
      expect(event).toMatchObject({
        action: 'user.invitation_accepted',
        actorId: person.id,
        before: { tokenVersion: person.tokenVersion },
        after: { tokenVersion: person.tokenVersion + 1 },
      });
      expect(JSON.stringify(event)).not.toContain('After#2026');
      expect((await accept({ token, password: 'Again#2026' })).json().message).toBe(UsersMessages.invitation.invalid);
    });

    it("keeps an Admin's PIN phone: a reset link never changes it", async () => {
      const person = await insertUser({ email: 'phone.kept@example.org', role: 'SuperAdmin', passwordHash: 'x', phone: '+61400000003' });
      await link(person.id);
      const { token } = await lastMail(app, person.email);
      expect((await info(token as string)).json()).toEqual({ email: person.email, needsMobile: false });
      expect((await accept({ token, password: 'Secret#2026', mobile: '+61499999999' })).statusCode).toBe(200);
      const [row] = await app.db.select().from(users).where(eq(users.id, person.id));
      expect(row.phone).toBe('+61400000003');
    });

    it('an Admin without a phone must give one; a refusal leaves the link usable', async () => {
      const person = await insertUser({ email: 'needs.phone@example.org', role: 'SuperAdmin' });
      await link(person.id);
      const { token } = await lastMail(app, person.email);
      expect((await info(token as string)).json()).toEqual({ email: person.email, needsMobile: true });
      for (const mobile of [undefined, '', '61412345678', '+1234567', '+1234567890123456', '+61 4x2 345 678']) {
        const res = await accept({ token, password: 'Secret#2026', ...(mobile === undefined ? {} : { mobile }) });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(UsersMessages.invitation.mobileRequired);
      }
      expect((await accept({ token, password: 'Secret#2026', mobile: '+12345678' })).statusCode).toBe(200);
      const [row] = await app.db.select().from(users).where(eq(users.id, person.id));
      expect(row.phone).toBe('+12345678');
      const [event] = await auditEventsOf(app, 'user', person.id);
      expect(event).toMatchObject({ action: 'user.invitation_accepted', before: { phone: null }, after: { phone: '+12345678' } });
    });

    it('refuses an unknown field', async () => {
      const res = await accept({ token: 'x', password: 'Secret#2026', role: 'SuperAdmin' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Unknown field: role');
    });
  });

  describe('rate limits per address', () => {
    it('answers 429 past 10 redemptions and 30 reads in 10 minutes', async () => {
      const limited = await buildTestApp();
      try {
        const codes: number[] = [];
        for (let i = 0; i < 11; i++) {
          codes.push((await limited.inject({ method: 'POST', url: '/api/user/acceptInvitation', payload: { token: `t${i}`, password: 'Secret#2026' } })).statusCode);
        }
        expect(codes).toEqual([...Array(10).fill(400), 429]);
        const reads: number[] = [];
        for (let i = 0; i < 31; i++) {
          reads.push((await limited.inject({ method: 'GET', url: `/api/user/invitation?token=t${i}` })).statusCode);
        }
        expect(reads).toEqual([...Array(30).fill(400), 429]);
      } finally {
        await limited.close();
      }
    });
  });
});
