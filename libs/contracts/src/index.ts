/**
 * `@backoffice/contracts`: the wire schemas (TypeBox) of every call, plus everything of the TypeBox-free
 * `@backoffice/contracts/constants` entry (messages, limits, enums, pure rules).
 */
export * from './constants';
export * from './operation';
export * from './auth';
export * from './helpdesk';
export * from './cms';
export * from './audit';
export * from './bookings';
export * from './billing';
export * from './mail';
export * from './chains';
export * from './pricing';
// After pricing: its literal GET /hotel/pricing comes before the hotels area's GET /hotel/:id in the order the
// operations are listed (the drift check of apps/api/src/integration/operations.spec.ts takes the first match).
export * from './hotels';
export * from './users';
export * from './releases';
export * from './forms';
export * from './dates';
export * from './search';
export * from './dashboard';
export * from './views';
export * from './bulk';
export * from './approvals';
export * from './helpdesk-assignment';
export * from './canned-replies';
export * from './helpdesk-sla';
export * from './helpdesk-operations';
export * from './presence';
