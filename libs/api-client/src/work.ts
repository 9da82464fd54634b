/**
 * `@backoffice/api-client/work`: the calls of work done at volume and of large money (docs/areas/platform.md, "Bulk
 * runs"; docs/areas/bookings.md, "Four-eyes approval"): bulk runs and approval requests. An entry of its own, like
 * `/bookings`: bundled into the shell's signed-in chunks and the remotes that import it, off the login page; its
 * calls go through the main entry's `http` (token, base URL, ApiError).
 */
export * from './lib/bulk';
export * from './lib/approvals';
export { newIdempotencyKey } from './lib/idempotency-key';
