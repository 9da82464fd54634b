// Kept apart from auth-paths.ts: the sign-in screen needs these without loading @backoffice/contracts.

/** Landing pages (spec 1 section 2). */
export const LANDING_AFTER_LOGIN = '/all-tickets';
export const LANDING_AFTER_PIN = '/dashboard';
