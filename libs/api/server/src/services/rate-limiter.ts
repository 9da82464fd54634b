/**
 * Fixed-window attempt counters on rate-limiter-flexible (docs/api-database.md, "Several instances"): in this
 * process's memory by default (RateLimiterMemory), in Redis with REDIS_URL (RateLimiterRedis), so that attempts
 * spread over several API instances meet one limit. Used for sign-in and PIN failures per account, per account and
 * address, and per address, and for public calls. A service, decorated as `app.limiter` by the auth plugin; routes
 * and services call {@link RateLimiter.enforce} and {@link RateLimiter.assertAvailable}, which answer 429 with
 * Retry-After (nothing imports a plugin for it). To count only failures without letting parallel attempts slip past
 * the limit, a caller counts the attempt first ({@link RateLimiter.enforce}) and gives it back on success
 * ({@link RateLimiter.release}).
 *
 * Keys have different limits: one store holds every key with the window its first attempt gave it (the library's
 * `customDuration`), and each call compares the count with the limit it names. A window starts at its key's
 * first attempt and ends `windowSeconds` later; Retry-After is the time left in it.
 */
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from './http-errors';

/** A limit: `max` attempts per window of `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}
export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

export interface RateLimiterOptions {
  /** Keep the counters in this Redis (shared by every instance on it); in this process's memory when absent. */
  redis?: Redis;
  /** Prefix of the stored keys (default `backoffice:rl`: Redis keys `backoffice:rl:<key>`). */
  keyPrefix?: string;
}

/** The store never refuses by itself: each call compares with its own limit. */
const UNLIMITED = Number.MAX_SAFE_INTEGER;

/** Gives back one attempt: decrements a live key, deletes it at 1 or below; nothing when it is gone. */
const RELEASE_LUA = `local v = tonumber(redis.call('get', KEYS[1]))
if not v then return 0 end
if v <= 1 then redis.call('del', KEYS[1]) return 0 end
return redis.call('decr', KEYS[1])`;

export class RateLimiter {
  private readonly store: RateLimiterMemory | RateLimiterRedis;
  private readonly redis: Redis | undefined;

  constructor(options: RateLimiterOptions = {}) {
    const common = { points: UNLIMITED, duration: 60, keyPrefix: options.keyPrefix ?? 'backoffice:rl' };
    this.redis = options.redis;
    this.store = options.redis
      ? new RateLimiterRedis({ ...common, storeClient: options.redis })
      : new RateLimiterMemory(common);
  }

  /** Where the counters live: `'redis'` (shared by the instances) or `'memory'` (this process). */
  get kind(): 'redis' | 'memory' {
    return this.redis ? 'redis' : 'memory';
  }

  /** Whether `key` still has attempts left, without counting one. Rejects when Redis fails. */
  async check(key: string, max: number): Promise<RateLimitResult> {
    const w = await this.current(key);
    if (w && w.consumedPoints >= max) return { allowed: false, retryAfterSeconds: retryAfter(w) };
    return { allowed: true, retryAfterSeconds: 0 };
  }

  /**
   * Counts one attempt; refused when it exceeds `max` in the window (a refused attempt stays counted). A key's
   * first attempt starts its window of `windowSeconds`. Rejects when Redis fails.
   */
  async hit(key: string, max: number, windowSeconds: number): Promise<RateLimitResult> {
    const w = await this.store.consume(key, 1, { customDuration: windowSeconds });
    if (w.consumedPoints > max) return { allowed: false, retryAfterSeconds: retryAfter(w) };
    return { allowed: true, retryAfterSeconds: 0 };
  }

  /**
   * Counts one attempt against a limit.
   * @param key e.g. `signin:address:127.0.0.1`.
   * @throws HttpError 429 (with Retry-After) past the limit; a Redis error when the counter cannot be read.
   */
  async enforce(key: string, limit: Limit): Promise<void> {
    const r = await this.hit(key, limit.max, limit.windowSeconds);
    if (!r.allowed) throw tooManyRequests(r.retryAfterSeconds);
  }

  /**
   * Checks that `key` has attempts left, without counting one.
   * @throws HttpError 429 (with Retry-After) when it has none; a Redis error when the counter cannot be read.
   */
  async assertAvailable(key: string, limit: Pick<Limit, 'max'>): Promise<void> {
    const r = await this.check(key, limit.max);
    if (!r.allowed) throw tooManyRequests(r.retryAfterSeconds);
  }

  /** Attempts counted for `key` in its current window (0 when none). */
  async count(key: string): Promise<number> {
    const w = await this.current(key);
    return w ? Math.max(0, w.consumedPoints) : 0;
  }

  /**
   * Gives back one attempt counted for `key` (a success, when only failures count); the window keeps its end,
   * and goes when no attempt is left in it. Nothing happens when the window has ended meanwhile.
   */
  async release(key: string): Promise<void> {
    if (this.redis) {
      // One step in Redis: another instance's attempt between a read and a write would be lost.
      await this.redis.eval(RELEASE_LUA, 1, this.store.getKey(key));
      return;
    }
    const w = await this.current(key);
    if (!w) return;
    if (w.consumedPoints <= 1) await this.store.delete(key);
    else await this.store.reward(key, 1);
  }

  /** Forgets `key` (after a successful sign-in). */
  async reset(key: string): Promise<void> {
    await this.store.delete(key);
  }

  /** The live window of `key`, or null (the memory store may still hold an ended one until its timer runs). */
  private async current(key: string): Promise<RateLimiterRes | null> {
    const w = await this.store.get(key);
    return w && w.msBeforeNext > 0 ? w : null;
  }
}

/** Whole seconds until the window ends, at least 1. */
function retryAfter(w: RateLimiterRes): number {
  return Math.max(1, Math.ceil(w.msBeforeNext / 1000));
}
