/**
 * Fixed-window attempt counters in memory (per API process; several instances would keep them in the
 * database or Redis). Used for sign-in and PIN failures per account, per account and address, and per address,
 * and for public calls. A service, decorated as `app.limiter` by the auth plugin; routes and services call
 * {@link RateLimiter.enforce} and {@link RateLimiter.assertAvailable}, which answer 429 with Retry-After (nothing
 * imports a plugin for it). To count only failures without letting parallel attempts slip past the limit, a
 * caller counts the attempt first ({@link RateLimiter.enforce}) and gives it back on success
 * ({@link RateLimiter.release}).
 */
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

export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Whether `key` still has attempts left, without counting one. */
  check(key: string, max: number): RateLimitResult {
    const w = this.current(key);
    if (w && w.count >= max) return { allowed: false, retryAfterSeconds: this.retryAfter(w.resetAt) };
    return { allowed: true, retryAfterSeconds: 0 };
  }

  /** Counts one attempt; refused when it exceeds `max` in the window. */
  hit(key: string, max: number, windowSeconds: number): RateLimitResult {
    this.sweep();
    const now = this.now();
    let w = this.current(key);
    if (!w) {
      w = { count: 0, resetAt: now + windowSeconds * 1000 };
      this.windows.set(key, w);
    }
    w.count += 1;
    if (w.count > max) return { allowed: false, retryAfterSeconds: this.retryAfter(w.resetAt) };
    return { allowed: true, retryAfterSeconds: 0 };
  }

  /**
   * Counts one attempt against a limit.
   * @param key e.g. `signin:address:127.0.0.1`.
   * @throws HttpError 429 (with Retry-After) past the limit.
   */
  enforce(key: string, limit: Limit): void {
    const r = this.hit(key, limit.max, limit.windowSeconds);
    if (!r.allowed) throw tooManyRequests(r.retryAfterSeconds);
  }

  /**
   * Checks that `key` has attempts left, without counting one.
   * @throws HttpError 429 (with Retry-After) when it has none.
   */
  assertAvailable(key: string, limit: Pick<Limit, 'max'>): void {
    const r = this.check(key, limit.max);
    if (!r.allowed) throw tooManyRequests(r.retryAfterSeconds);
  }

  /** Attempts counted for `key` in its current window (0 when none). */
  count(key: string): number {
    return this.current(key)?.count ?? 0;
  }

  /**
   * Gives back one attempt counted for `key` (a success, when only failures count); the window keeps its end.
   * Nothing happens when the window has ended meanwhile.
   */
  release(key: string): void {
    const w = this.current(key);
    if (!w) return;
    w.count -= 1;
    if (w.count <= 0) this.windows.delete(key);
  }

  /** Forgets `key` (after a successful sign-in). */
  reset(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string) {
    const w = this.windows.get(key);
    if (w && w.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return w;
  }

  private retryAfter(resetAt: number): number {
    return Math.max(1, Math.ceil((resetAt - this.now()) / 1000));
  }

  private sweep(): void {
    const now = this.now();
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}
