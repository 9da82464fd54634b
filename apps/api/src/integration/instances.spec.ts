/**
 * Two API instances on one database and one Redis (docs/api-database.md, "Several instances"): what a user sees
 * does not depend on the instance their socket or their request reached.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import {
  captureLogger,
  checkLogOnClose,
  describeWithRedis,
  listenForSockets,
  nextEvent,
  startRedis,
  type TestRedis,
} from '@backoffice/api-server/testing';
import type { Socket } from 'socket.io-client';
import { buildApp, type App } from '../app';
import { bearer, createAppTestDatabase, demo, loginAs, loginAsAdmin, testConfig, userIdOf } from '../test/helper';

describeWithRedis('two API instances sharing a database and a Redis', () => {
  let redis: TestRedis;
  let a: App;
  let b: App;
  let onA: Awaited<ReturnType<typeof listenForSockets>>;
  let onB: Awaited<ReturnType<typeof listenForSockets>>;

  beforeAll(async () => {
    redis = await startRedis();
    const database = await createAppTestDatabase();
    const config = testConfig({
      redisUrl: redis.url,
      rateLimits: { ...testConfig().rateLimits, loginPerAccount: { max: 3, windowSeconds: 900 }, loginPerAddress: { max: 50, windowSeconds: 60 } },
    });
    // Both adopt the database; the one closed last closes it.
    a = checkLogOnClose(await buildApp({ config, database: { ...database, close: async () => undefined }, logger: captureLogger() }));
    await a.ready();
    b = checkLogOnClose(await buildApp({ config, database, logger: captureLogger() }));
    await b.ready();
    onA = await listenForSockets(a as never);
    onB = await listenForSockets(b as never);
  });
  afterEach(() => {
    onA?.disconnectAll();
    onB?.disconnectAll();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  /** A socket of `token` on one instance, connected; `closed` resolves with the events it got and the reason. */
  const connect = async (instance: typeof onA, token: string) => {
    const socket = instance.open(token);
    await nextEvent(socket, 'connected');
    const events: string[] = [];
    socket.onAny((event: string) => events.push(event));
    return { socket, closed: nextEvent<string>(socket, 'disconnect').then((reason) => ({ events, reason })) };
  };

  it('uses Redis for the rate limits and the locks on both', () => {
    expect([a.limiter.kind, b.limiter.kind]).toEqual(['redis', 'redis']);
    expect([a.redis?.status, b.redis?.status]).toEqual(['ready', 'ready']);
  });

  it('a notification stored through instance A reaches the socket the user opened on instance B', async () => {
    const token = await loginAs(a as never, demo.employee);
    const { socket } = await connect(onB, token);
    const message = nextEvent<{ message: string }>(socket, 'message');
    await a.notifications.notify([await userIdOf(a as never, demo.employee.email)], 'raised on A');
    expect(await message).toMatchObject({ message: 'raised on A', isRead: false });
  });

  it('a logout on A closes the sockets of that token on B, and only those', async () => {
    const first = await loginAs(b as never, demo.department);
    const second = await loginAs(a as never, demo.department);
    const gone = await connect(onB, first);
    const kept: Socket[] = [(await connect(onB, second)).socket, (await connect(onA, second)).socket];
    const res = await a.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(first), payload: {} });
    expect(res.statusCode).toBe(200);
    expect(await gone.closed).toEqual({ events: [], reason: 'io server disconnect' });
    await sleep(200);
    expect(kept.map((s) => s.connected)).toEqual([true, true]);
  });

  it("disabling a user on A ends their sockets on A and on B (session_ended, then closed)", async () => {
    const token = await loginAs(b as never, demo.employee);
    const sockets = [await connect(onA, token), await connect(onB, token)];
    const admin = bearer(await loginAsAdmin(a as never));
    const id = await userIdOf(a as never, demo.employee.email);
    const today = new Date().toISOString().slice(0, 10);
    const res = await a.inject({ method: 'PUT', url: `/api/user/disableAccount/${id}`, headers: admin, payload: { expireDate: today } });
    expect(res.statusCode).toBe(200);
    const closed = await Promise.all(sockets.map((s) => s.closed));
    expect(closed).toEqual([
      { events: ['session_ended'], reason: 'io server disconnect' },
      { events: ['session_ended'], reason: 'io server disconnect' },
    ]);
  });

  /** Wrong passwords of one account from one address, over `apps` in turn: the number of the first 429. */
  const refusedAt = async (apps: App[], email: string, ip: string) => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const app = apps[(attempt - 1) % apps.length];
      const res = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password: 'wrong-password' }, remoteAddress: ip });
      if (res.statusCode === 429) return { attempt, retryAfter: Number(res.headers['retry-after']) };
      expect(res.statusCode).toBe(401);
    }
    return { attempt: Infinity, retryAfter: 0 };
  };

  it('a login brute force alternating A and B is refused at the same attempt as on one instance', async () => {
    const alone = await refusedAt([a], 'brute.one@staff.example.com', '10.9.0.1');
    const spread = await refusedAt([a, b], 'brute.two@staff.example.com', '10.9.0.2');
    expect(alone.attempt).toBe(4);
    expect(spread.attempt).toBe(alone.attempt);
    expect(spread.retryAfter).toBeGreaterThan(890);
    expect(spread.retryAfter).toBeLessThanOrEqual(900);
  });
});
