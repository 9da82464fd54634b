/**
 * Health and logs from the caller's side (docs/api-database.md, "Health", "Logs"): /api/health/live answers while
 * the process runs; /api/health/ready (and its alias /api/health) answers 503 naming the check that failed or
 * timed out, or while the app drains on SIGTERM; every line a signed-in request logs after its token is checked
 * carries its request id and its user's id, and an X-Request-Id sent by a balancer is adopted and echoed.
 */
import { capturedLogLines } from '@backoffice/api-server/testing';
import { drainAndClose } from '../shutdown';
import { bearer, buildTestApp, loginAsAdmin, userIdOf, demo, type App } from '../test/helper';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('health', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('live answers ok without looking at anything', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('ready answers ok with the database and the storage checked; /api/health is the same', async () => {
    for (const url of ['/api/health/ready', '/api/health']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok' } });
    }
  });

  it('ready answers 503 naming a registered check that fails, and logs why', async () => {
    let failing = true;
    app.readiness.add('queue', async () => {
      if (failing) throw new Error('queue unreachable');
    });
    const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Not ready: queue failed',
      status: 'unavailable',
      checks: { database: 'ok', storage: 'ok', queue: 'failed' },
    });
    // The reason is in the log, not in the answer.
    expect(res.body).not.toContain('unreachable');
    const warned = capturedLogLines()
      .map((l) => JSON.parse(l))
      .find((l) => l.msg === 'readiness check did not pass' && l.check === 'queue');
    expect(warned).toMatchObject({ level: 40, status: 'failed', err: { message: 'queue unreachable' }, reqId: res.headers['x-request-id'] });
    failing = false;
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('ready answers 503 when a check outlives its time limit', async () => {
    app.readiness.add('slow', () => new Promise((resolve) => setTimeout(resolve, 2_000)), { timeoutMs: 50 });
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ message: 'Not ready: slow timed out', checks: { slow: 'timed out', database: 'ok' } });
    // Live does not run the checks.
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
});

describe('health when the database is gone', () => {
  it('ready answers 503 naming the database; live still answers ok', async () => {
    const app = await buildTestApp();
    try {
      await app.database.close();
      const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ message: 'Not ready: database failed', checks: { database: 'failed', storage: 'ok' } });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('shutdown (SIGTERM)', () => {
  it('answers 503 on ready while draining, still serves the other routes, then closes', async () => {
    const app = await buildTestApp();
    const admin = bearer(await loginAsAdmin(app as never));
    const closing = drainAndClose(app, { drainMs: 400 });
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Not ready: shutting down',
      status: 'draining',
      checks: {},
    });
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/vatgst/all', headers: admin })).statusCode).toBe(200);
    expect(await closing).toBe(0);
    // Closed: Fastify refuses new requests.
    await expect(app.inject({ method: 'GET', url: '/api/health/live' })).rejects.toThrow();
  });
});

describe('request logs', () => {
  let app: App;
  let admin: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = bearer(await loginAsAdmin(app as never));
  });
  afterAll(() => app.close());

  const linesOf = (reqId: string) =>
    capturedLogLines()
      .map((l) => JSON.parse(l))
      .filter((l) => l.reqId === reqId);

  it("puts the request id and the signed-in user's id on the request's lines, and echoes the id", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/vatgst/all', headers: admin });
    expect(res.statusCode).toBe(200);
    const reqId = res.headers['x-request-id'] as string;
    expect(reqId).toMatch(UUID);
    const lines = linesOf(reqId);
    const adminId = await userIdOf(app as never, demo.admin.email);
    // "incoming request" is written before the token is checked; every later line knows the user.
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[1]).toMatchObject({ reqId, userId: adminId, res: { statusCode: 200 } });
    expect(lines[0].userId).toBeUndefined();
  });

  it('logs no user id for a public call, and a different id per request', async () => {
    const a = await app.inject({ method: 'POST', url: '/api/department/listDepartment', payload: {} });
    const b = await app.inject({ method: 'POST', url: '/api/department/listDepartment', payload: {} });
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    const completed = linesOf(a.headers['x-request-id'] as string).find((l) => l.msg === 'request completed');
    expect(completed).toBeDefined();
    expect(completed).not.toHaveProperty('userId');
  });

  it("adopts a sane X-Request-Id (a balancer's) and echoes it, and replaces one that is not", async () => {
    const sent = 'lb-7f3a9c21-0001';
    const res = await app.inject({ method: 'GET', url: '/api/vatgst/all', headers: { ...admin, 'x-request-id': sent } });
    expect(res.headers['x-request-id']).toBe(sent);
    expect(linesOf(sent).map((l) => l.msg)).toContain('request completed');
    for (const bad of ['has spaces in it', 'x'.repeat(129), 'a"b', '', admin.authorization.slice('Bearer '.length)]) {
      const other = await app.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': bad } });
      expect(other.headers['x-request-id']).toMatch(UUID);
    }
    // An error answer carries it too.
    const denied = await app.inject({ method: 'GET', url: '/api/vatgst/all', headers: { 'x-request-id': 'lb-denied-1' } });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['x-request-id']).toBe('lb-denied-1');
  });
});
