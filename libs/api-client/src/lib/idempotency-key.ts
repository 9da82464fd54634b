/**
 * The `Idempotency-Key` of a write that must happen at most once (docs/api-database.md, "Idempotency"): one key per
 * form submission or confirmed money action, sent again unchanged on a retry. A pure module, so the area entries
 * (`/hotels`, `/bookings`) bundle it without a second copy of the shared `http`.
 */

/** The request header the API reads the key from. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The request config carrying `key` (nothing without one). */
export const withIdempotencyKey = (key?: string) => (key ? { headers: { [IDEMPOTENCY_HEADER]: key } } : {});

/** A new key: a random UUID (a time-and-random string where the browser has no `crypto.randomUUID`). */
export const newIdempotencyKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(16).slice(2)}`;
