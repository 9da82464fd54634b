import { setTimeout as sleep } from 'node:timers/promises';
import { PlatformMessages } from '@backoffice/contracts';
import { Redis } from 'ioredis';
import { describeWithRedis, useTestRedis } from '../testing/redis';
import { HttpError } from './http-errors';
import { RateLimiter } from './rate-limiter';

const limit = { max: 2, windowSeconds: 60 };

async function refusal(attempt: Promise<unknown>): Promise<unknown> {
  try {
    await attempt;
  } catch (e) {
    return e;
  }
  return undefined;
}

/**
 * The service's meaning, the same in memory and in Redis. `makeLimiter` gives a fresh limiter; `passWindow(s)`
 * lets `s` seconds go by (fake timers in memory, a real wait with Redis: those tests use 1-second windows).
 */
function behaves(makeLimiter: () => RateLimiter, passSeconds: (s: number) => Promise<void>) {
  it('enforce counts attempts and throws 429 with Retry-After past the limit; a new window allows again', async () => {
    const limiter = makeLimiter();
    await limiter.enforce('k', limit);
    await limiter.enforce('k', limit);
    const error = await refusal(limiter.enforce('k', limit));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 429, message: PlatformMessages.rateLimit.tooMany, headers: { 'retry-after': '60' } });

    const short = { max: 1, windowSeconds: 1 };
    await limiter.enforce('short', short);
    await expect(limiter.enforce('short', short)).rejects.toMatchObject({ statusCode: 429, headers: { 'retry-after': '1' } });
    await passSeconds(1.1);
    await expect(limiter.enforce('short', short)).resolves.toBeUndefined();
  });

  it('keeps each key to the limit and window it is called with (Retry-After per key)', async () => {
    const limiter = makeLimiter();
    const tight = { max: 1, windowSeconds: 600 };
    const loose = { max: 3, windowSeconds: 30 };
    await limiter.enforce('tight', tight);
    for (let i = 0; i < 3; i++) await limiter.enforce('loose', loose);
    await expect(limiter.enforce('tight', tight)).rejects.toMatchObject({ headers: { 'retry-after': '600' } });
    await expect(limiter.enforce('loose', loose)).rejects.toMatchObject({ headers: { 'retry-after': '30' } });
    expect(await limiter.count('tight')).toBe(2);
    expect(await limiter.count('loose')).toBe(4);
  });

  it('assertAvailable throws only when no attempt is left, without counting one', async () => {
    const limiter = makeLimiter();
    for (let i = 0; i < 5; i++) await expect(limiter.assertAvailable('k', limit)).resolves.toBeUndefined();
    expect(await limiter.count('k')).toBe(0);
    await limiter.hit('k', limit.max, limit.windowSeconds);
    await limiter.hit('k', limit.max, limit.windowSeconds);
    const error = await refusal(limiter.assertAvailable('k', limit));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 429, headers: { 'retry-after': '60' } });
    await limiter.reset('k');
    await expect(limiter.assertAvailable('k', limit)).resolves.toBeUndefined();
  });

  it('release gives back one counted attempt (a success, when only failures count); count reads the window', async () => {
    const limiter = makeLimiter();
    await limiter.enforce('k', limit);
    await limiter.enforce('k', limit);
    expect(await limiter.count('k')).toBe(2);
    await limiter.release('k');
    expect(await limiter.count('k')).toBe(1);
    await expect(limiter.enforce('k', limit)).resolves.toBeUndefined();
    await expect(limiter.enforce('k', limit)).rejects.toBeInstanceOf(HttpError);
    await limiter.release('k');
    await limiter.release('k');
    await limiter.release('k');
    expect(await limiter.count('k')).toBe(0);
    await limiter.release('k');
    expect(await limiter.count('k')).toBe(0);
    // An ended window is gone: releasing it changes nothing.
    const short = { max: 1, windowSeconds: 1 };
    await limiter.enforce('short', short);
    await passSeconds(1.1);
    await limiter.release('short');
    expect(await limiter.count('short')).toBe(0);
    await expect(limiter.enforce('short', short)).resolves.toBeUndefined();
  });

  it('hit answers whether the attempt was within the limit (a refused one stays counted)', async () => {
    const limiter = makeLimiter();
    expect(await limiter.hit('h', 1, 60)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await limiter.hit('h', 1, 60)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(await limiter.count('h')).toBe(2);
  });
}

describe('RateLimiter in memory (the default)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000, doNotFake: ['nextTick', 'queueMicrotask'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  behaves(
    () => new RateLimiter(),
    async (s) => {
      jest.advanceTimersByTime(s * 1000);
    },
  );

  it('is per process: two limiters count apart', async () => {
    const a = new RateLimiter();
    const b = new RateLimiter();
    expect(a.kind).toBe('memory');
    await a.enforce('k', { max: 1, windowSeconds: 60 });
    await expect(b.enforce('k', { max: 1, windowSeconds: 60 })).resolves.toBeUndefined();
  });
});

describeWithRedis('RateLimiter in Redis (REDIS_URL)', () => {
  const { client, clients } = useTestRedis();
  let prefix = 0;
  // A fresh key space per test: the store outlives a limiter.
  const pair = () => {
    const keyPrefix = `test${++prefix}`;
    return [new RateLimiter({ redis: client(), keyPrefix }), new RateLimiter({ redis: client(), keyPrefix })];
  };

  behaves(
    () => pair()[0],
    (s) => sleep(s * 1000),
  );

  it('is shared: attempts on two instances meet one limit, with the first window\'s Retry-After', async () => {
    const [a, b] = pair();
    expect(a.kind).toBe('redis');
    const lim = { max: 3, windowSeconds: 60 };
    await a.enforce('k', lim);
    await b.enforce('k', lim);
    await a.enforce('k', lim);
    await expect(b.enforce('k', lim)).rejects.toMatchObject({ statusCode: 429, headers: { 'retry-after': '60' } });
    expect(await a.count('k')).toBe(4);
    await b.reset('k');
    expect(await a.count('k')).toBe(0);
  });

  it('counts parallel attempts from both instances exactly (none slips past the limit)', async () => {
    const [a, b] = pair();
    const lim = { max: 5, windowSeconds: 60 };
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).enforce('p', lim)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(await a.count('p')).toBe(20);
    // Parallel releases from both give back exactly as many, and never go below zero.
    await Promise.all(Array.from({ length: 25 }, (_, i) => (i % 2 ? a : b).release('p')));
    expect(await b.count('p')).toBe(0);
  });

  it('rejects (no silent pass) when Redis does not answer', async () => {
    const dead = new Redis({ port: 1, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    clients.push(dead);
    dead.on('error', () => undefined);
    const limiter = new RateLimiter({ redis: dead });
    await expect(limiter.enforce('k', limit)).rejects.not.toBeInstanceOf(HttpError);
  });
});
