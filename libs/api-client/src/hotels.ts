/**
 * `@backoffice/api-client/hotels`: the typed calls of the hotels area (docs/areas/hotels.md, "Calls"). A second
 * entry, not federation-shared: it is bundled into the remotes that import it and never reaches the login page
 * (the main entry is loaded whole there). Its calls go through the main entry's `http`, so they share its
 * token, base URL and {@link ApiError}.
 */
export * from './lib/hotels';
export * from './lib/hotel-listing';
export * from './lib/billing';
export * from './lib/chains';
export { listArchiveHotels, listArchiveSnapshots } from './lib/pricing-logs';
export { newIdempotencyKey } from './lib/idempotency-key';
