import { PlatformMessages } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { App } from '../test/helper';
import { authPins, outbox, users } from '@backoffice/api-server/schema';
import { statusAndMessage } from '@backoffice/api-server/testing';
import { buildTestApp, demo, lastPin } from '../test/helper';

describe('SuperAdmin sign-in: POST /api/user/adminLogin and /api/user/otpVerification', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const { email, password } = demo.admin;
  const phone = demo.admin.phone;
  // The attempt id of the latest successful password step: `verify` sends it back, as the console does.
  let attemptId = '00000000-0000-4000-8000-000000000000';
  const adminLogin = async (payload: object) => {
    const res = await app.inject({ method: 'POST', url: '/api/user/adminLogin', payload });
    if (res.statusCode === 200) attemptId = res.json().attemptId;
    return res;
  };
  const verify = (otp: string, who = email, attempt = attemptId) =>
    app.inject({
      method: 'POST',
      url: '/api/user/otpVerification',
      payload: { email: who, otp, attemptId: attempt },
    });
  const wrong = (pin: string) => (pin === '0000' ? '0001' : '0000');

  it('sends a 4-digit PIN by SMS to the outbox and answers 200', async () => {
    const res = await adminLogin({ email, password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ otpRequired: true, attemptId: expect.any(String) });
    const [sms] = await app.db.select().from(outbox).where(eq(outbox.recipient, phone));
    expect(sms.channel).toBe('sms');
    expect(sms.body).toMatch(/^Your Back Office PIN is \d{4}$/);
    // Stored hashed, never in clear.
    const [pin] = await app.db.select().from(authPins);
    expect(pin.pinHash).not.toContain(await lastPin(app, phone));
  });

  it('answers the wrong-password failure for a wrong password and for a non-admin', async () => {
    for (const payload of [
      { email, password: 'wrong-password' },
      { email: demo.employee.email, password: demo.employee.password },
    ]) {
      const res = await adminLogin(payload);
      expect(statusAndMessage(res)).toEqual({ status: 401, message: PlatformMessages.login.failed });
    }
  });

  it('exchanges the right PIN for a SuperAdmin token, once', async () => {
    await adminLogin({ email, password });
    const pin = await lastPin(app, phone);
    const res = await verify(pin);
    expect(res.statusCode).toBe(200);
    expect(decodeJwt(res.json().token)).toMatchObject({ role: 'SuperAdmin', firstName: demo.admin.firstName });
    const again = await verify(pin);
    expect(statusAndMessage(again)).toEqual({ status: 401, message: PlatformMessages.pin.expired });
  });

  it('binds the PIN to the latest attempt: Resend Code voids the previous PIN and its attempt', async () => {
    await adminLogin({ email, password });
    const first = await lastPin(app, phone);
    const firstAttempt = attemptId;
    await adminLogin({ email, password });
    const second = await lastPin(app, phone);
    if (first !== second) expect((await verify(first)).statusCode).toBe(401);
    expect((await verify(second, email, firstAttempt)).statusCode).toBe(401);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('allows 5 tries, then refuses even the right PIN', async () => {
    await adminLogin({ email, password });
    const pin = await lastPin(app, phone);
    for (let i = 0; i < 5; i++) {
      const res = await verify(wrong(pin));
      expect(statusAndMessage(res)).toEqual({ status: 401, message: PlatformMessages.pin.wrong });
    }
    const res = await verify(pin);
    expect(statusAndMessage(res)).toEqual({ status: 401, message: PlatformMessages.pin.expired });
  });

  it('expires the PIN after 5 minutes', async () => {
    await adminLogin({ email, password });
    const pin = await lastPin(app, phone);
    const [admin] = await app.db.select().from(users).where(eq(users.email, email));
    const [row] = await app.db.select().from(authPins).where(eq(authPins.userId, admin.id));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(5 * 60 * 1000);
    await app.db
      .update(authPins)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authPins.userId, admin.id));
    const res = await verify(pin);
    expect(statusAndMessage(res)).toEqual({ status: 401, message: PlatformMessages.pin.expired });
  });

  it.each([[''], ['12'], ['12345678'], ['abcd']])('answers the PIN message for otp %j', async (otp) => {
    const res = await verify(otp);
    expect(statusAndMessage(res)).toEqual({ status: 400, message: PlatformMessages.pin.invalid });
  });

  it('answers 401 for an account without a PIN', async () => {
    const res = await verify('1234', demo.employee.email);
    expect(res.statusCode).toBe(401);
  });
});
