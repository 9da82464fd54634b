/**
 * Fixed-window attempt counters in memory (per API process; several instances would keep them in the
 * database or Redis). Used for sign-in and PIN attempts per account and per address, and public calls.
 */
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
