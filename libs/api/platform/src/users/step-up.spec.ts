import { PlatformMessages, STEP_UP_SECONDS, UsersMessages } from '@backoffice/contracts';
import { hasStepUp } from '@backoffice/api-server';
import { allAuditEvents, auditEventsOf, statusAndMessage } from '@backoffice/api-server/testing';
import { and, desc, eq, like } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { authPins, outbox, stepUps } from '@backoffice/api-server/schema';
import type { App } from '../test/helper';
import { bearer, buildTestApp, demo, lastPin, loginAs, loginAsAdmin, testConfig, userIdOf } from '../test/helper';

/** The PIN of the latest step-up SMS to `phone` (the sign-in's SMS says "Your Back Office PIN is"). */
async function lastStepUpPin(app: App, phone: string): Promise<string> {
  const [row] = await app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, phone), like(outbox.body, '%confirmation PIN is%')))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const m = /confirmation PIN is (\d+)$/.exec(row?.body ?? '');
  if (!m) throw new Error('no step-up PIN in the outbox');
  return m[1];
}

const wrong = (pin: string) => (pin === '0000' ? '0001' : '0000');
const session = (token: string) => {
  const { sub, jti } = decodeJwt(token) as { sub: string; jti: string };
  return { id: sub, jti };
};

describe('PIN step-up: POST /api/user/stepUp and /api/user/stepUp/verify', () => {
  let app: App;
  let token: string;
  let adminId: string;
  const phone = demo.admin.phone;

  beforeAll(async () => {
    // Many sign-ins and PINs in a minute: the spec's own limits leave room for them.
    const { rateLimits } = testConfig();
    app = await buildTestApp({
      rateLimits: {
        ...rateLimits,
        loginPerAddress: { max: 1000, windowSeconds: 60 },
        loginPerAccount: { max: 30, windowSeconds: 900 },
      },
    });
    token = await loginAsAdmin(app);
    adminId = await userIdOf(app, demo.admin.email);
  });
  afterAll(() => app.close());

  const send = (auth: Record<string, string> = bearer(token), payload: object = {}) =>
    app.inject({ method: 'POST', url: '/api/user/stepUp', headers: auth, payload });
  const verify = (otp: string, auth: Record<string, string> = bearer(token)) =>
    app.inject({ method: 'POST', url: '/api/user/stepUp/verify', headers: auth, payload: { otp } });

  it('answers 401 without a token and 403 for an Employee or a Department user, on both calls', async () => {
    expect((await send({})).statusCode).toBe(401);
    expect((await verify('1234', {})).statusCode).toBe(401);
    for (const account of [demo.employee, demo.department]) {
      const auth = bearer(await loginAs(app, account));
      const sent = await send(auth);
      expect(statusAndMessage(sent)).toEqual({ status: 403, message: PlatformMessages.auth.forbidden });
      expect((await verify('1234', auth)).statusCode).toBe(403);
    }
  });

  it('sends the caller a step-up PIN by SMS and answers the message and the PIN lifetime', async () => {
    const res = await send();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: UsersMessages.stepUp.sent, expiresInSeconds: 300 });
    const pin = await lastStepUpPin(app, phone);
    expect(pin).toMatch(/^\d{4}$/);
    const [row] = await app.db
      .select()
      .from(authPins)
      .where(and(eq(authPins.userId, adminId), eq(authPins.purpose, 'step_up')));
    expect(row.pinHash).not.toContain(pin);
    const [event] = await auditEventsOf(app, 'user', adminId);
    expect(event).toMatchObject({ action: 'user.step_up_sent', actorId: adminId });
    expect(JSON.stringify(event)).not.toContain(`"${pin}"`);
  });

  it('confirms the right PIN once: the session holds a step-up for 5 minutes, audited', async () => {
    await send();
    const pin = await lastStepUpPin(app, phone);
    const before = Date.now();
    const res = await verify(pin);
    expect(statusAndMessage(res)).toEqual({ status: 200, message: UsersMessages.stepUp.confirmed });
    const until = Date.parse(res.json().until);
    expect(until).toBeGreaterThanOrEqual(before + STEP_UP_SECONDS * 1000 - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + STEP_UP_SECONDS * 1000);
    expect(await hasStepUp(app.db, session(token))).toBe(true);
    const [event] = await auditEventsOf(app, 'user', adminId);
    expect(event).toMatchObject({ action: 'user.step_up', actorId: adminId, after: { until: res.json().until } });

    const again = await verify(pin);
    expect(statusAndMessage(again)).toEqual({ status: 400, message: PlatformMessages.pin.expired });
  });

  it('holds the step-up for the session that confirmed it only', async () => {
    const other = await loginAsAdmin(app);
    await send(bearer(other));
    const res = await verify(await lastStepUpPin(app, phone), bearer(other));
    expect(res.statusCode).toBe(200);
    expect(await hasStepUp(app.db, session(other))).toBe(true);
    const third = await loginAsAdmin(app);
    expect(await hasStepUp(app.db, session(third))).toBe(false);
  });

  it('never takes a sign-in PIN for a step-up, nor a step-up PIN for a sign-in', async () => {
    const { email, password } = demo.admin;
    await app.db.delete(stepUps);
    // No step-up PIN is live: a sign-in PIN is not one.
    await app.inject({ method: 'POST', url: '/api/user/adminLogin', payload: { email, password } });
    const signInPin = await lastPin(app, phone);
    const refused = await verify(signInPin);
    expect(statusAndMessage(refused)).toEqual({ status: 400, message: PlatformMessages.pin.expired });
    expect(await hasStepUp(app.db, session(token))).toBe(false);

    // Both live at once: each is refused where the other belongs, and works where it belongs.
    const attempt = await app.inject({
      method: 'POST',
      url: '/api/user/adminLogin',
      payload: { email, password },
    });
    const { attemptId } = attempt.json();
    const loginPin = await lastPin(app, phone);
    await send();
    const stepUpPin = await lastStepUpPin(app, phone);
    if (loginPin !== stepUpPin) {
      const asStepUp = await verify(loginPin);
      expect(statusAndMessage(asStepUp)).toEqual({ status: 400, message: PlatformMessages.pin.wrong });
      const asSignIn = await app.inject({
        method: 'POST',
        url: '/api/user/otpVerification',
        payload: { email, otp: stepUpPin, attemptId },
      });
      expect(statusAndMessage(asSignIn)).toEqual({ status: 401, message: PlatformMessages.pin.wrong });
    }
    // Sending a step-up PIN left the sign-in PIN live, and the reverse.
    expect((await verify(stepUpPin)).statusCode).toBe(200);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/user/otpVerification',
      payload: { email, otp: loginPin, attemptId },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('a step-up PIN alone never signs in', async () => {
    const { email, password } = demo.admin;
    // The sign-in PIN is consumed: only the step-up PIN is live.
    const attempt = await app.inject({
      method: 'POST',
      url: '/api/user/adminLogin',
      payload: { email, password },
    });
    const { attemptId } = attempt.json();
    await app.inject({
      method: 'POST',
      url: '/api/user/otpVerification',
      payload: { email, otp: await lastPin(app, phone), attemptId },
    });
    await send();
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/otpVerification',
      payload: { email, otp: await lastStepUpPin(app, phone), attemptId },
    });
    expect(statusAndMessage(res)).toEqual({ status: 401, message: PlatformMessages.pin.expired });
  });

  it('allows 5 tries with the wrong-PIN message (400: the session stays), then refuses even the right PIN', async () => {
    await app.db.delete(stepUps);
    await send();
    const pin = await lastStepUpPin(app, phone);
    for (let i = 0; i < 5; i++) {
      const res = await verify(wrong(pin));
      expect(statusAndMessage(res)).toEqual({ status: 400, message: PlatformMessages.pin.wrong });
    }
    const res = await verify(pin);
    expect(statusAndMessage(res)).toEqual({ status: 400, message: PlatformMessages.pin.expired });
    expect(await hasStepUp(app.db, session(token))).toBe(false);
    const failures = (await auditEventsOf(app, 'user', adminId)).filter((e) => e.action === 'user.step_up_failed');
    expect(failures.slice(0, 6).map((e) => e.after)).toEqual([
      { reason: 'expired' },
      ...Array.from({ length: 5 }, () => ({ reason: 'wrong_pin' })),
    ]);
    // The caller's session is untouched.
    expect((await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('expires the PIN after 5 minutes; a new one replaces the earlier one', async () => {
    await send();
    const first = await lastStepUpPin(app, phone);
    await send();
    const second = await lastStepUpPin(app, phone);
    if (first !== second) expect((await verify(first)).json().message).toBe(PlatformMessages.pin.wrong);
    await app.db
      .update(authPins)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(authPins.userId, adminId), eq(authPins.purpose, 'step_up')));
    const res = await verify(second);
    expect(statusAndMessage(res)).toEqual({ status: 400, message: PlatformMessages.pin.expired });
  });

  it.each([[''], ['12'], ['123456'], ['abcd'], ['12 4']])('answers the PIN message for otp %j', async (otp) => {
    const res = await verify(otp);
    expect(statusAndMessage(res)).toEqual({ status: 400, message: PlatformMessages.pin.invalid });
  });

  it('stops sending PINs past the per-account limit (429)', async () => {
    const key = `stepup:send:${adminId}`;
    const { max, windowSeconds } = app.config.rateLimits.loginPerAccount;
    for (let i = 0; i < max; i++) await app.limiter.hit(key, max, windowSeconds);
    const before = (await app.db.select().from(outbox).where(eq(outbox.recipient, phone))).length;
    const res = await send();
    expect(statusAndMessage(res)).toEqual({ status: 429, message: PlatformMessages.rateLimit.tooMany });
    expect(await app.db.select().from(outbox).where(eq(outbox.recipient, phone))).toHaveLength(before);
    await app.limiter.reset(key);
  });

  it('refuses an unknown field', async () => {
    const res = await send(bearer(token), { phone: '+15550000000' });
    expect(res.statusCode).toBe(400);
    const events = await allAuditEvents(app);
    expect(events[0].action).not.toBe('user.step_up_sent');
  });
});
