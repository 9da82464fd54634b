import { randomUUID } from 'node:crypto';
import { PlatformMessages } from '@backoffice/contracts';
import type { App } from '../app';
import { buildTestApp, demo } from '../test/helper';

describe('rate limits (429 with Retry-After)', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({
      rateLimits: {
        loginPerAccount: { max: 3, windowSeconds: 900 },
        loginPerAddress: { max: 8, windowSeconds: 60 },
        publicPerAddress: { max: 2, windowSeconds: 60 },
      },
    });
  });
  afterAll(() => app.close());

  const login = (payload: object, ip = '10.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/user/login', payload, remoteAddress: ip });

  it('locks an account out of one address after repeated failures, even for the right password', async () => {
    const account = { email: demo.department.email, password: 'wrong-password' };
    for (let i = 0; i < 3; i++) expect((await login(account, '10.1.0.1')).statusCode).toBe(401);
    const res = await login({ email: demo.department.email, password: demo.department.password }, '10.1.0.1');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: PlatformMessages.rateLimit.tooMany });
    // Not elsewhere: the owner signs in from another address.
    const elsewhere = await login(
      { email: demo.department.email, password: demo.department.password },
      '10.1.0.9',
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('limits attempts per address across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await login({ email: `u${i}@staff.example.com`, password: 'whatever1' }, '10.2.0.1')).statusCode);
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
    // Another address is not affected.
    expect((await login({ email: demo.employee.email, password: demo.employee.password }, '10.2.0.2')).statusCode).toBe(200);
  });

  it('limits PIN attempts per address too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/otpVerification',
        payload: { email: `p${i}@staff.example.com`, otp: '1234', attemptId: randomUUID() },
        remoteAddress: '10.3.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
  });

  it('limits the public department list and sign-up per address', async () => {
    const call = () =>
      app.inject({ method: 'POST', url: '/api/department/listDepartment', payload: {}, remoteAddress: '10.4.0.1' });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const res = await call();
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
