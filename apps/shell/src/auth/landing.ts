// Kept apart from auth-paths.ts: the sign-in screen needs these without loading @backoffice/contracts.

/** Landing pages (docs/areas/platform.md, "Routes and guards"). */
export const LANDING_AFTER_LOGIN = '/all-tickets';
export const LANDING_AFTER_PIN = '/dashboard';
