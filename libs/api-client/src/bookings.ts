/**
 * `@backoffice/api-client/bookings`: the typed calls of the bookings area (docs/areas/bookings.md, "Calls"). A
 * second entry like `/hotels`, not federation-shared: bundled into the bookings remote, its calls go through
 * the main entry's `http` (token, base URL, ApiError).
 */
export * from './lib/bookings';
export * from './lib/pricing';
export * from './lib/pricing-logs';
export { newIdempotencyKey } from './lib/idempotency-key';
