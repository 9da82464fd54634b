import { PlatformMessages } from '@backoffice/contracts';
import { HttpError } from './http-errors';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter (the service behind app.limiter)', () => {
  const limit = { max: 2, windowSeconds: 60 };

  it('enforce counts attempts and throws 429 with Retry-After past the limit', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(() => now);
    limiter.enforce('k', limit);
    limiter.enforce('k', limit);
    let error: unknown;
    try {
      limiter.enforce('k', limit);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 429, message: PlatformMessages.rateLimit.tooMany, headers: { 'retry-after': '60' } });
    now += 60_000;
    expect(() => limiter.enforce('k', limit)).not.toThrow();
  });

  it('assertAvailable throws only when no attempt is left, without counting one', () => {
    const limiter = new RateLimiter();
    for (let i = 0; i < 5; i++) expect(() => limiter.assertAvailable('k', limit)).not.toThrow();
    limiter.hit('k', limit.max, limit.windowSeconds);
    limiter.hit('k', limit.max, limit.windowSeconds);
    expect(() => limiter.assertAvailable('k', limit)).toThrow(HttpError);
    limiter.reset('k');
    expect(() => limiter.assertAvailable('k', limit)).not.toThrow();
  });

  it('release gives back one counted attempt (a success when only failures count); count reads the window', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(() => now);
    limiter.enforce('k', limit);
    limiter.enforce('k', limit);
    expect(limiter.count('k')).toBe(2);
    limiter.release('k');
    expect(limiter.count('k')).toBe(1);
    expect(() => limiter.enforce('k', limit)).not.toThrow();
    expect(() => limiter.enforce('k', limit)).toThrow(HttpError);
    limiter.release('k');
    limiter.release('k');
    limiter.release('k');
    expect(limiter.count('k')).toBe(0);
    // An ended window is gone: releasing it changes nothing.
    limiter.enforce('k', limit);
    now += 60_000;
    limiter.release('k');
    expect(limiter.count('k')).toBe(0);
  });
});
