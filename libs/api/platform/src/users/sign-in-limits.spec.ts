import { randomUUID } from 'node:crypto';
import { loadConfig } from '@backoffice/api-server';
import { authPins } from '@backoffice/api-server/schema';
import { statusAndMessage } from '@backoffice/api-server/testing';
import { PlatformMessages } from '@backoffice/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '../test/helper';
import { buildTestApp, demo, lastPin, testConfig, userIdOf } from '../test/helper';

/**
 * Sign-in limits that cannot be turned against users (docs/areas/platform.md, "Sessions and tokens"): a password
 * lockout belongs to an account and an address together, the per-account limit slows instead of locking, a PIN
 * guess must name the sign-in attempt it answers, only failures count per address, and the client address
 * behind a balancer is the one TRUST_PROXY says.
 */

type Ip = string;
const login = (
  app: App,
  payload: { email: string; password: string },
  ip: Ip,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: payload.email, password: payload.password },
    remoteAddress: ip,
    headers,
  });
const adminLogin = (app: App, ip: Ip) =>
  app.inject({
    method: 'POST',
    url: '/api/user/adminLogin',
    payload: { email: demo.admin.email, password: demo.admin.password },
    remoteAddress: ip,
  });
/** POST /otpVerification; `attemptId` is sent only when given. */
const verify = (app: App, body: { email: string; otp: string; attemptId?: string }, ip: Ip) =>
  app.inject({
    method: 'POST',
    url: '/api/user/otpVerification',
    payload: body.attemptId === undefined ? { email: body.email, otp: body.otp } : body,
    remoteAddress: ip,
  });
/** The SuperAdmin's whole sign-in from `ip`: the password step, then the PIN of that attempt. */
async function adminSignIn(app: App, ip: Ip) {
  const first = await adminLogin(app, ip);
  const attemptId: string | undefined = first.json().attemptId;
  const otp = await lastPin(app, demo.admin.phone);
  return { first, second: await verify(app, { email: demo.admin.email, otp, attemptId }, ip) };
}
const wrongPin = (pin: string) => (pin === '0000' ? '1111' : '0000');

describe('sign-in limits with the default configuration', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('ten wrong passwords from one address lock that address out of the account, not the owner elsewhere', async () => {
    const { email, password } = demo.employee;
    for (let i = 0; i < 10; i++) {
      expect((await login(app, { email, password: 'Not-The-Password1' }, '198.51.100.1')).statusCode).toBe(
        401,
      );
    }
    const owner = await login(app, { email, password }, '198.51.100.2');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toEqual(expect.any(String));
    // The attacking address stays locked out of this account, even with the right password.
    const attacker = await login(app, { email, password }, '198.51.100.1');
    expect(attacker.statusCode).toBe(429);
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);
    expect(attacker.json().message).toBe(PlatformMessages.rateLimit.tooMany);
  });

  it('PIN guesses that name no live sign-in attempt touch neither the account nor the real PIN', async () => {
    const { email, phone } = demo.admin;
    const adminId = await userIdOf(app, email);
    // The real admin has asked for a PIN; an attacker who knows only the e-mail guesses meanwhile.
    const first = await adminLogin(app, '198.51.100.20');
    expect(first.statusCode).toBe(200);
    const attemptId: string | undefined = first.json().attemptId;
    const pin = await lastPin(app, phone);
    const bogus: number[] = [];
    for (let i = 0; i < 10; i++)
      bogus.push((await verify(app, { email, otp: wrongPin(pin) }, '198.51.100.21')).statusCode);
    const forged: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await verify(app, { email, otp: wrongPin(pin), attemptId: randomUUID() }, '198.51.100.21');
      forged.push(res.statusCode);
      if (res.statusCode === 401) expect(res.json().message).toBe(PlatformMessages.pin.expired);
    }
    const [row] = await app.db.select().from(authPins).where(eq(authPins.userId, adminId));
    const signedIn = await verify(app, { email, otp: pin, attemptId }, '198.51.100.20');
    expect(signedIn.statusCode).toBe(200);
    expect(row.tries).toBe(0);
    // Without an attempt id the call is malformed; a forged one is the same 401 as an expired PIN.
    expect(bogus).toEqual(Array(10).fill(400));
    expect(forged).toEqual(Array(10).fill(401));
  });

  it('answers 400 with the attempt message for a missing or malformed attemptId', async () => {
    for (const attemptId of [undefined, 'not-a-uuid', '']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/otpVerification',
        payload:
          attemptId === undefined
            ? { email: demo.admin.email, otp: '1234' }
            : { email: demo.admin.email, otp: '1234', attemptId },
        remoteAddress: '198.51.100.30',
      });
      expect(statusAndMessage(res)).toEqual({ status: 400, message: PlatformMessages.pin.attemptInvalid });
    }
  });

  it('gives each password step its own attempt: the PIN of one attempt does not answer another', async () => {
    const { email, phone } = demo.admin;
    const first = await adminLogin(app, '198.51.100.40');
    const firstAttempt: string = first.json().attemptId;
    const firstPin = await lastPin(app, phone);
    const second = await adminLogin(app, '198.51.100.40');
    const secondAttempt: string = second.json().attemptId;
    expect(secondAttempt).not.toBe(firstAttempt);
    const secondPin = await lastPin(app, phone);
    // Resend Code replaced the first attempt: its id no longer reaches any PIN.
    const stale = await verify(app, { email, otp: firstPin, attemptId: firstAttempt }, '198.51.100.40');
    expect(statusAndMessage(stale)).toEqual({ status: 401, message: PlatformMessages.pin.expired });
    expect(
      (await verify(app, { email, otp: secondPin, attemptId: secondAttempt }, '198.51.100.40')).statusCode,
    ).toBe(200);
  });
});

describe('sign-in limits with small limits', () => {
  let app: App;
  const slowDelayMs = 200;
  beforeAll(async () => {
    const { rateLimits } = testConfig();
    app = await buildTestApp({
      rateLimits: {
        ...rateLimits,
        loginPerAccount: { max: 3, windowSeconds: 900 },
        loginPerAddress: { max: 3, windowSeconds: 60 },
        loginSlowPerAccount: { max: 3, windowSeconds: 3600 },
        loginSlowDelay: { firstMs: slowDelayMs, maxMs: 2 * slowDelayMs },
      },
    });
  });
  afterAll(() => app.close());

  it('does not count successful sign-ins against the per-address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(app, demo.employee, '198.51.100.50')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    // Nor the SuperAdmin's two steps.
    for (let i = 0; i < 3; i++) {
      const { first, second } = await adminSignIn(app, '198.51.100.51');
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    }
  });

  it('still counts failures per address, across accounts', async () => {
    for (let i = 0; i < 3; i++) {
      expect(
        (await login(app, { email: `nobody${i}@staff.example.com`, password: 'whatever1' }, '198.51.100.52'))
          .statusCode,
      ).toBe(401);
    }
    const res = await login(app, demo.employee, '198.51.100.52');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('past the per-account limit, slows every attempt on the account but still lets the right password in', async () => {
    const { email, password } = demo.department;
    for (let i = 0; i < 3; i++) {
      expect(
        (await login(app, { email, password: 'Not-The-Password1' }, `198.51.100.6${i}`)).statusCode,
      ).toBe(401);
    }
    let started = Date.now();
    const owner = await login(app, { email, password }, '198.51.100.70');
    expect(owner.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(slowDelayMs);
    // A wrong password is still a 401 (slowed), and each further failure slows more, up to the cap.
    expect((await login(app, { email, password: 'Not-The-Password1' }, '198.51.100.71')).statusCode).toBe(
      401,
    );
    started = Date.now();
    expect((await login(app, { email, password }, '198.51.100.72')).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * slowDelayMs);
  });

  it('without TRUST_PROXY, the socket address counts: a forged X-Forwarded-For does not dodge the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await login(
        app,
        { email: `forger${i}@staff.example.com`, password: 'whatever1' },
        '198.51.100.80',
        {
          'x-forwarded-for': `192.0.2.${i + 1}`,
        },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('TRUST_PROXY: the limits see the client address behind a balancer', () => {
  const balancer = '10.9.0.1';
  const small = () => {
    const { rateLimits } = testConfig();
    return { ...rateLimits, loginPerAddress: { max: 3, windowSeconds: 60 } };
  };
  /** Three failures from `client` behind the balancer, then `then` from `client`. */
  const failThrice = async (app: App, xff: (i: number) => string) => {
    for (let i = 0; i < 3; i++) {
      const res = await login(
        app,
        { email: `proxied${i}@staff.example.com`, password: 'whatever1' },
        balancer,
        {
          'x-forwarded-for': xff(i),
        },
      );
      expect(res.statusCode).toBe(401);
    }
  };

  describe('TRUST_PROXY=1 (one balancer in front)', () => {
    let app: App;
    beforeAll(async () => {
      app = await buildTestApp({
        trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy,
        rateLimits: small(),
      });
    });
    afterAll(() => app.close());

    it('keeps two clients behind one balancer apart', async () => {
      await failThrice(app, () => '203.0.113.1');
      expect(
        (await login(app, demo.employee, balancer, { 'x-forwarded-for': '203.0.113.1' })).statusCode,
      ).toBe(429);
      expect(
        (await login(app, demo.employee, balancer, { 'x-forwarded-for': '203.0.113.2' })).statusCode,
      ).toBe(200);
    });

    it('takes the address the balancer saw, not one the client wrote before it', async () => {
      // The client sends its own X-Forwarded-For; the balancer appends the address it saw.
      await failThrice(app, (i) => `192.0.2.${i + 1}, 203.0.113.3`);
      const res = await login(app, demo.employee, balancer, { 'x-forwarded-for': '192.0.2.99, 203.0.113.3' });
      expect(res.statusCode).toBe(429);
    });
  });

  describe('TRUST_PROXY=<the balancers> (addresses or ranges)', () => {
    let app: App;
    beforeAll(async () => {
      app = await buildTestApp({
        trustProxy: loadConfig({ TRUST_PROXY: '10.9.0.0/24, 10.8.0.5' }).trustProxy,
        rateLimits: small(),
      });
    });
    afterAll(() => app.close());

    it('keeps two clients behind a listed balancer apart', async () => {
      await failThrice(app, () => '203.0.113.11');
      expect(
        (await login(app, demo.employee, balancer, { 'x-forwarded-for': '203.0.113.11' })).statusCode,
      ).toBe(429);
      expect(
        (await login(app, demo.employee, balancer, { 'x-forwarded-for': '203.0.113.12' })).statusCode,
      ).toBe(200);
    });

    it('ignores X-Forwarded-For from an address that is not a listed balancer', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await login(
          app,
          { email: `direct${i}@staff.example.com`, password: 'whatever1' },
          '198.51.100.90',
          {
            'x-forwarded-for': `192.0.2.${i + 1}`,
          },
        );
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    });
  });
});
