/**
 * The spec's user-facing messages, one object per area, defined once for the API and the UI. A new area adds
 * its own file here (e.g. `hotels.ts` exporting `HotelsMessages`) and its docs/areas/<area>.md lists them.
 */
export * from './common';
export * from './platform';
export * from './helpdesk';
export * from './cms';
export * from './hotels';
export * from './bookings';
export * from './billing';
export * from './mail';
export * from './chains';
export * from './pricing';
export * from './users';
export * from './dates';
