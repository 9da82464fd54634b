/**
 * `@backoffice/contracts`: the wire schemas (TypeBox) of every call, plus everything of the TypeBox-free
 * `@backoffice/contracts/constants` entry (messages, limits, enums, pure rules).
 */
export * from './constants';
export * from './auth';
export * from './helpdesk';
export * from './cms';
export * from './hotels';
export * from './audit';
export * from './bookings';
export * from './billing';
export * from './mail';
export * from './chains';
export * from './pricing';
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
export * from './presence';
