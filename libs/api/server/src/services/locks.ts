/**
 * Locks per key (docs/api-database.md, "Several instances"): {@link KeyedMutex} in one process, {@link RedisLock}
 * across every API instance sharing a Redis. The plugin plugins/redis.ts decorates `app.locks` with the one the
 * configuration calls for. Not a PostgreSQL session advisory lock: held across a task, it would keep a connection,
 * and the embedded database's pool has one, which the task's own writes need.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';

/** Runs tasks one at a time per key. */
export interface KeyedLock {
  /**
   * Runs `task` once no other task of `key` runs, and holds the key until it settles.
   * @returns what `task` returned; rejects with what it threw.
   */
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
}

/** Runs tasks one at a time per key (in this process). */
export class KeyedMutex implements KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    try {
      return await result;
    } finally {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}

/** Thrown by {@link RedisLock.run} when the key stayed taken past the wait. */
export class LockTimeoutError extends Error {
  override name = 'LockTimeoutError';
  constructor(readonly key: string, waitedMs: number) {
    super(`lock ${key} still taken after ${waitedMs} ms`);
  }
}

export interface RedisLockOptions {
  /** Prefix of the Redis keys (default `lock:`). */
  prefix?: string;
  /** Lifetime of a taken lock in milliseconds, renewed every third of it while the task runs (default 30 s). */
  ttlMs?: number;
  /** How long {@link RedisLock.run} waits for a taken key before it throws (default 60 s). */
  waitMs?: number;
  /** Pause between two tries of a taken key, in milliseconds, plus up to as much at random (default 25). */
  retryMs?: number;
  /** Told about Redis errors that do not fail the task (a failed renewal or release). */
  onError?: (error: Error, key: string) => void;
}

/** Deletes the key only when it still holds our token (a lock that expired and was taken again stays). */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
/** Extends the key's lifetime only when it still holds our token. */
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

/**
 * A lock per key shared by every process on one Redis: `SET key token NX PX ttl` takes it, a compare-and-delete
 * releases it, a compare-and-expire renews it while the task runs (so a long task keeps it, and a crashed process
 * loses it after `ttlMs`). Tasks of one key in this process also queue in a {@link KeyedMutex} first, so that only
 * one of them polls Redis.
 */
export class RedisLock implements KeyedLock {
  private readonly local = new KeyedMutex();
  private readonly prefix: string;
  private readonly ttlMs: number;
  private readonly waitMs: number;
  private readonly retryMs: number;

  constructor(
    private readonly redis: Redis,
    private readonly options: RedisLockOptions = {},
  ) {
    this.prefix = options.prefix ?? 'lock:';
    this.ttlMs = options.ttlMs ?? 30_000;
    this.waitMs = options.waitMs ?? 60_000;
    this.retryMs = options.retryMs ?? 25;
  }

  /**
   * Runs `task` holding `key` across every process on this Redis.
   * @throws LockTimeoutError when the key stayed taken for `waitMs`; a Redis error when the lock cannot be taken
   *   (the task does not run then).
   */
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    return this.local.run(key, async () => {
      const name = this.prefix + key;
      const token = randomUUID();
      await this.acquire(name, token, key);
      const renewal = setInterval(() => {
        this.redis.eval(RENEW, 1, name, token, String(this.ttlMs)).then(
          (renewed) => {
            if (renewed !== 1) this.options.onError?.(new Error(`lock ${key} was lost before its task ended`), key);
          },
          (error: Error) => this.options.onError?.(error, key),
        );
      }, Math.max(100, Math.floor(this.ttlMs / 3)));
      renewal.unref();
      try {
        return await task();
      } finally {
        clearInterval(renewal);
        // A failed release only delays the next holder until the key expires.
        await this.redis.eval(RELEASE, 1, name, token).catch((error: Error) => this.options.onError?.(error, key));
      }
    });
  }

  private async acquire(name: string, token: string, key: string): Promise<void> {
    const started = Date.now();
    for (;;) {
      if ((await this.redis.set(name, token, 'PX', this.ttlMs, 'NX')) === 'OK') return;
      if (Date.now() - started >= this.waitMs) throw new LockTimeoutError(key, Date.now() - started);
      await sleep(this.retryMs + Math.floor(Math.random() * this.retryMs));
    }
  }
}
