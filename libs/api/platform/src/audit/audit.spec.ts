import { AUDIT_HISTORY_LIMIT, AuditMessages, type AuditEvent } from '@backoffice/contracts';
import { audit } from '@backoffice/api-server';
import { sql } from 'drizzle-orm';
import { allAuditEvents, auditEventsOf, signUpVerified } from '@backoffice/api-server/testing';
import { bearer, buildTestApp, demo, lastPin, loginAs, loginAsAdmin, userIdOf, type App } from '../test/helper';

/** The platform's writes in the audit trail and GET /api/audit (docs/areas/platform.md, "Audit trail"). */
describe('audit trail: sign-in, sign-up, password, GET /api/audit', () => {
  let app: App;
  let admin: string;
  let adminId: string;

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await loginAsAdmin(app);
    adminId = await userIdOf(app, demo.admin.email);
  });
  afterAll(() => app.close());

  const history = (entityType: string, entityId: string, token: string | null = admin) =>
    app.inject({
      method: 'GET',
      url: `/api/audit?entityType=${encodeURIComponent(entityType)}&entityId=${encodeURIComponent(entityId)}`,
      headers: token ? bearer(token) : {},
    });
  const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password }, remoteAddress });

  /** No secret ever: no password, hash, PIN or token field, and no argon2 hash anywhere. */
  const expectNoSecrets = (events: { before: unknown; after: unknown }[]) => {
    const keys = events.flatMap((e) => [e.before, e.after]).flatMap((f) => Object.keys((f ?? {}) as object));
    for (const key of keys) expect(key).not.toMatch(/^(password|passwordHash|currentPassword|newPassword|pin|pinHash|otp|token)$/i);
    expect(JSON.stringify(events)).not.toContain('$argon2');
  };

  describe('GET /api/audit', () => {
    it('answers 401 without a token and 403 to another role', async () => {
      expect((await history('user', adminId, null)).statusCode).toBe(401);
      const employee = await loginAs(app, demo.employee);
      expect((await history('user', adminId, employee)).statusCode).toBe(403);
      const department = await loginAs(app, demo.department);
      expect((await history('user', adminId, department)).statusCode).toBe(403);
    });

    it('answers 400 without entityType or entityId', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/audit?entityType=user', headers: bearer(admin) });
      expect(res.statusCode).toBe(400);
    });

    it("answers a record's events newest first with the actor's name, and [] for a record without any", async () => {
      const res = await history('user', adminId);
      expect(res.statusCode).toBe(200);
      const events: AuditEvent[] = res.json().data;
      // loginAsAdmin: the PIN was sent, then the sign-in completed with it.
      expect(events.slice(0, 2).map((e) => [e.action, e.after])).toEqual([
        ['user.sign_in', { method: 'pin' }],
        ['user.pin_sent', { expiresAt: expect.any(String) }],
      ]);
      expect(events[0]).toMatchObject({
        _id: expect.any(String),
        actorId: adminId,
        actorRole: 'SuperAdmin',
        actorName: `${demo.admin.firstName} ${demo.admin.lastName}`,
        entityType: 'user',
        entityId: adminId,
        before: null,
        requestId: expect.any(String),
        ip: '127.0.0.1',
      });
      const times = events.map((e) => Date.parse(e.at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expectNoSecrets(events);

      const none = await history('department', '00000000-0000-4000-8000-000000000000');
      expect(none.json()).toEqual({ data: [] });
    });

    it(`answers at most AUDIT_HISTORY_LIMIT (${AUDIT_HISTORY_LIMIT}) events, the newest`, async () => {
      const entityId = '11111111-1111-4111-8111-111111111111';
      const actor = { userId: adminId, role: 'SuperAdmin' as const, requestId: 'bulk', ip: '10.0.0.1' };
      for (let i = 0; i <= AUDIT_HISTORY_LIMIT; i++) {
        await audit(app.db, actor, { action: 'faq.update', entityType: 'faq', entityId, after: { q: `q${i}` } });
      }
      const events: AuditEvent[] = (await history('faq', entityId)).json().data;
      expect(events).toHaveLength(AUDIT_HISTORY_LIMIT);
      expect(events[0].after).toEqual({ q: `q${AUDIT_HISTORY_LIMIT}` });
      expect(events.at(-1)?.after).toEqual({ q: 'q1' });
    });
  });

  describe('GET /api/audit, a page at a time (limit, before, next)', () => {
    type Page = { data: AuditEvent[]; next?: string | null };
    const page = async (entityType: string, entityId: string, query: Record<string, string | number>) => {
      const qs = new URLSearchParams({ entityType, entityId, ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
      return app.inject({ method: 'GET', url: `/api/audit?${qs}`, headers: bearer(admin) });
    };
    /** Every page of `limit` from the newest, following `next`; the answers in order. */
    const walk = async (entityType: string, entityId: string, limit: number) => {
      const pages: Page[] = [];
      let before: string | null | undefined;
      do {
        const res = await page(entityType, entityId, before ? { limit, before } : { limit });
        expect(res.statusCode).toBe(200);
        const body: Page = res.json();
        pages.push(body);
        before = body.next;
      } while (before && pages.length < 100);
      return pages;
    };
    /** Events of a record written straight into the trail at the given instants (in this order), `after.q` = i. */
    const insertAt = async (entityId: string, instants: string[]) => {
      for (const [i, at] of instants.entries()) {
        await app.db.execute(sql`INSERT INTO audit_events (at, action, entity_type, entity_id, after)
          VALUES (${at}::timestamptz, 'faq.update', 'faq', ${entityId}, ${JSON.stringify({ q: i })}::jsonb)`);
      }
    };

    it('answers the newest events, then the older ones through `next`, none repeated or missed, null at the end', async () => {
      const entityId = '22222222-2222-4222-8222-222222222222';
      const actor = { userId: adminId, role: 'SuperAdmin' as const, requestId: 'paged', ip: '10.0.0.2' };
      for (let i = 0; i < 7; i++) await audit(app.db, actor, { action: 'faq.update', entityType: 'faq', entityId, after: { q: `q${i}` } });
      const all: AuditEvent[] = (await history('faq', entityId)).json().data;
      expect(all).toHaveLength(7);

      const pages = await walk('faq', entityId, 3);
      expect(pages.map((p) => p.data.length)).toEqual([3, 3, 1]);
      expect(pages.map((p) => p.next === null)).toEqual([false, false, true]);
      expect(pages.flatMap((p) => p.data)).toEqual(all);
      expect(pages[0].data.map((e) => e.after)).toEqual([{ q: 'q6' }, { q: 'q5' }, { q: 'q4' }]);
      expect(pages[0].data[0]).toMatchObject({ actorName: `${demo.admin.firstName} ${demo.admin.lastName}`, actorRole: 'SuperAdmin', ip: '10.0.0.2' });

      // A page that ends exactly at the oldest event says so (no empty page after it).
      const exact = await walk('faq', entityId, 7);
      expect(exact.map((p) => [p.data.length, p.next])).toEqual([[7, null]]);
      // `before` alone: the events older than the cursor, up to AUDIT_HISTORY_LIMIT.
      const rest: Page = (await page('faq', entityId, { before: pages[0].next as string })).json();
      expect(rest).toEqual({ data: all.slice(3), next: null });
    });

    it('keeps events of one instant (ties on `at`, down to the microsecond) in their insertion order across pages', async () => {
      const entityId = '33333333-3333-4333-8333-333333333333';
      // Four events of one instant, two a microsecond apart (one millisecond on the wire), one older.
      const same = '2026-05-01T10:00:00.123456Z';
      await insertAt(entityId, ['2026-05-01T09:00:00Z', same, same, same, same, '2026-05-01T10:00:00.123457Z', '2026-05-01T10:00:00.123458Z']);
      const newestFirst = [6, 5, 4, 3, 2, 1, 0].map((q) => ({ q }));
      for (const limit of [1, 2, 3]) {
        const events = (await walk('faq', entityId, limit)).flatMap((p) => p.data);
        expect(events.map((e) => e.after)).toEqual(newestFirst);
        expect(new Set(events.map((e) => e._id)).size).toBe(7);
      }
      const first: Page = (await page('faq', entityId, { limit: 2 })).json();
      expect(first.data.map((e) => e.at)).toEqual(['2026-05-01T10:00:00.123Z', '2026-05-01T10:00:00.123Z']);
    });

    it('answers a record without events `{ data: [], next: null }` when paged, `{ data: [] }` when not', async () => {
      const none = '00000000-0000-4000-8000-000000000001';
      expect((await page('department', none, { limit: 50 })).json()).toEqual({ data: [], next: null });
      expect((await history('department', none)).json()).toEqual({ data: [] });
    });

    it.each([
      ['not base64url', 'not a cursor!'],
      ['base64url of another text', Buffer.from('hello').toString('base64url')],
      ['an instant that does not exist', Buffer.from('2026-02-30T10:00:00.000000Z|5').toString('base64url')],
      ['a cursor cut short', Buffer.from('2026-05-01T10:00:00.123456Z|5').toString('base64url').slice(0, 20)],
      ['no seq', Buffer.from('2026-05-01T10:00:00.123456Z|').toString('base64url')],
      ['too long', 'A'.repeat(65)],
    ])('answers 400 with a clear message for a bad cursor (%s)', async (_, before) => {
      const res = await page('faq', '33333333-3333-4333-8333-333333333333', { limit: 2, before });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message: AuditMessages.badCursor });
    });

    it.each([0, AUDIT_HISTORY_LIMIT + 1, 'ten'])('answers 400 for limit=%s', async (limit) => {
      expect((await page('faq', '33333333-3333-4333-8333-333333333333', { limit })).statusCode).toBe(400);
    });

    it('answers 401 without a token and 403 to another role, paged as unpaged', async () => {
      const url = `/api/audit?entityType=user&entityId=${adminId}&limit=5`;
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const employee = await loginAs(app, demo.employee);
      expect((await app.inject({ method: 'GET', url, headers: bearer(employee) })).statusCode).toBe(403);
    });
  });

  describe('sign-in', () => {
    it('records user.sign_in for a password sign-in, with the account as the actor', async () => {
      const res = await login(demo.employee.email, demo.employee.password, '198.51.100.4');
      expect(res.statusCode).toBe(200);
      const id = await userIdOf(app, demo.employee.email);
      const [event] = await auditEventsOf(app, 'user', id);
      expect(event).toMatchObject({
        action: 'user.sign_in',
        actorId: id,
        actorRole: 'Employee',
        after: { method: 'password' },
        ip: '198.51.100.4',
      });
    });

    it('records a failed sign-in of an unknown address under that address (lower-cased), with no actor and the ip', async () => {
      const res = await login('Nobody.Here@Staff.Example.com', 'whatever1', '203.0.113.7');
      expect(res.statusCode).toBe(401);
      const [event] = await auditEventsOf(app, 'user', 'nobody.here@staff.example.com');
      expect(event).toMatchObject({
        action: 'user.sign_in_failed',
        actorId: null,
        actorRole: null,
        before: null,
        after: { email: 'nobody.here@staff.example.com', reason: 'unknown_email' },
        ip: '203.0.113.7',
      });
      const answered: AuditEvent[] = (await history('user', 'nobody.here@staff.example.com')).json().data;
      expect(answered[0]).toMatchObject({ action: 'user.sign_in_failed', actorName: null, ip: '203.0.113.7' });
    });

    it('records a wrong password under the account, without the password', async () => {
      const id = await userIdOf(app, demo.department.email);
      expect((await login(demo.department.email, 'Not-The-Password1', '203.0.113.8')).statusCode).toBe(401);
      const [event] = await auditEventsOf(app, 'user', id);
      expect(event).toMatchObject({
        action: 'user.sign_in_failed',
        actorId: null,
        after: { email: demo.department.email.toLowerCase(), reason: 'wrong_password' },
      });
      expectNoSecrets([event]);
      expect(JSON.stringify(event)).not.toContain('Not-The-Password1');
    });

    it('records a wrong PIN (user.pin_failed) and the PIN sign-in (user.sign_in, method pin)', async () => {
      const { email, password, phone } = demo.admin;
      const attempt = await app.inject({
        method: 'POST',
        url: '/api/user/adminLogin',
        payload: { email, password },
      });
      expect(attempt.statusCode).toBe(200);
      const { attemptId } = attempt.json();
      const otp = await lastPin(app, phone);
      const wrongOtp = otp === '0000' ? '1111' : '0000';
      const verify = (value: string) =>
        app.inject({
          method: 'POST',
          url: '/api/user/otpVerification',
          payload: { email, otp: value, attemptId },
        });
      expect((await verify(wrongOtp)).statusCode).toBe(401);
      expect((await verify(otp)).statusCode).toBe(200);
      const events = await auditEventsOf(app, 'user', adminId);
      expect(events.slice(0, 3).map((e) => [e.action, e.actorId, e.after])).toEqual([
        ['user.sign_in', adminId, { method: 'pin' }],
        ['user.pin_failed', null, { email: email.toLowerCase(), reason: 'wrong_pin' }],
        ['user.pin_sent', adminId, { expiresAt: expect.any(String) }],
      ]);
      expect(JSON.stringify(events)).not.toContain(`"${otp}"`);
    });
  });

  describe('sign-up and password change', () => {
    it('records user.sign_up with the new account as the actor and no password', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/create',
        payload: {
          email: 'Audit.Signup@staff.example.com',
          password: 'secret12',
          firstName: 'Audit',
          lastName: 'Signup',
          role: 'Employee',
          userType: '',
          encryption: true,
        },
      });
      expect(res.statusCode).toBe(201);
      const id = await userIdOf(app, 'audit.signup@staff.example.com');
      const [event] = await auditEventsOf(app, 'user', id);
      expect(event).toMatchObject({
        action: 'user.sign_up',
        actorId: id,
        actorRole: 'Employee',
        before: null,
        after: {
          email: 'audit.signup@staff.example.com',
          role: 'Employee',
          firstName: 'Audit',
          lastName: 'Signup',
          requestedDepartmentId: null,
        },
      });
      expectNoSecrets([event]);
    });

    it('records user.password_change (the token version, never the hash) and nothing for a refused change', async () => {
      const account = { email: 'audit.password@staff.example.com', password: 'secret12' };
      await signUpVerified(app, { ...account, firstName: 'Audit', lastName: 'Password' });
      const token = await loginAs(app, account);
      const id = await userIdOf(app, account.email);
      const change = (currentPassword: string) =>
        app.inject({
          method: 'PUT',
          url: '/api/user/me/password',
          headers: bearer(token),
          payload: { currentPassword, newPassword: 'Changed#2026' },
        });
      const before = (await allAuditEvents(app)).length;
      expect((await change('wrong-one')).statusCode).toBe(400);
      expect((await allAuditEvents(app)).length).toBe(before);

      expect((await change(account.password)).statusCode).toBe(200);
      const [event] = await auditEventsOf(app, 'user', id);
      expect(event).toMatchObject({
        action: 'user.password_change',
        actorId: id,
        before: { tokenVersion: 0 },
        after: { tokenVersion: 1 },
      });
      expectNoSecrets([event]);
    });

    it('never stores a secret field, whatever a caller passes', async () => {
      const entityId = '22222222-2222-4222-8222-222222222222';
      await audit(app.db, null, {
        action: 'user.password_change',
        entityType: 'user',
        entityId,
        before: { passwordHash: '$argon2id$x', pin: '1234', firstName: 'A' },
        after: { password: 'p', token: 't', Otp: '1', firstName: 'B' },
      });
      const [event] = await auditEventsOf(app, 'user', entityId);
      expect(event.before).toEqual({ firstName: 'A' });
      expect(event.after).toEqual({ firstName: 'B' });
    });
  });
});
