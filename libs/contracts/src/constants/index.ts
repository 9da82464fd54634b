/**
 * `@backoffice/contracts/constants`: the messages, limits, enums and pure rules of libs/contracts, without
 * TypeBox. Browser libraries that load on the shell's login page (libs/ui, libs/api-client, libs/shell-sdk)
 * import values from here only; `@backoffice/contracts` re-exports all of it beside the wire schemas.
 * A spec (constants.spec.ts) fails if anything reachable from this entry imports TypeBox.
 */
export * from '../messages';
export * from './common';
export * from './platform';
export * from './helpdesk';
export * from './cms';
export * from './hotels';
export * from './limits';
export * from '../roles';
export * from '../areas';
export * from '../rich-html';
export * from '../validation';
export * from './bookings';
export * from './billing';
export * from './mail';
export * from './chains';
export * from './pricing';
export * from './users';
export * from './dates';
export * from './format';
export * from '../records';
export * from './audit';
export * from '../changes';
export * from '../presence';
export * from '../dashboard-queues';
