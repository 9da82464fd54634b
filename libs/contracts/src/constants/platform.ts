/**
 * Limits of the platform area: sign-in, sign-up, the admin PIN and passwords (docs/areas/platform.md).
 * The TypeBox bodies of libs/contracts auth.ts use these; the shell's forms check the same numbers.
 */

/** Shortest password, in characters. */
export const PASSWORD_MIN_LENGTH = 6;
/** Longest password, in characters (a bound for the hashing cost, not a rule the user meets). */
export const PASSWORD_MAX_LENGTH = 200;
/** Longest e-mail address, in characters (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
/** Longest first or last name of a user, in characters. */
export const PERSON_NAME_MAX_LENGTH = 100;
/** Digits of the admin's sign-in PIN sent by SMS (6 when the API is configured so). */
export const PIN_LENGTH = 4;
/** The PIN field's pattern: 4 to 6 digits (source of a RegExp). */
export const PIN_PATTERN = '^[0-9]{4,6}$';
/**
 * A sign-in attempt's id (the `attemptId` the password step answers a SuperAdmin and the PIN step sends back):
 * a UUID in its canonical 8-4-4-4-12 hex form (source of a RegExp).
 */
export const ATTEMPT_ID_PATTERN =
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/**
 * The e-mail shape every console form checks ('Please enter a valid Email Address'): something@domain.tld, no
 * spaces. Sign-in, sign-up, Create User, Add Admin and the manager form use it (docs/areas/platform.md,
 * "Sign-in (`/login`)").
 */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** How long a sign-up's e-mail verification link works, in hours (docs/areas/platform.md, "Sign-up (`/signup`)"). */
export const EMAIL_VERIFY_HOURS = 24;

/**
 * The platform area's routes (docs/areas/platform.md, "Calls"; libs/api/README.md, "Operations defined once"): the
 * method and path of each of its operations, TypeBox-free so that the api-client calls them (`OperationRoute` of
 * ../operation.ts; `defineOperation` checks each when the operation spreads it). The operations live beside their
 * schemas: `ViewsOperations` (views.ts), `BulkRunsOperations` (bulk.ts), `AuditOperations` (audit.ts),
 * `SearchOperations` (search.ts), `DashboardOperations` (dashboard.ts), `OutboxOperations` (mail.ts),
 * `NotificationsOperations` and `AuthOperations` (auth.ts), `StepUpOperations` (users.ts).
 */
export const PlatformRoutes = {
  // Saved views (docs/areas/platform.md, "Saved views").
  listViews: { method: 'GET', path: '/views' },
  createView: { method: 'POST', path: '/views' },
  setDefaultView: { method: 'PUT', path: '/views/default' },
  updateView: { method: 'PUT', path: '/views/:id' },
  deleteView: { method: 'DELETE', path: '/views/:id' },
  // Bulk runs (docs/areas/platform.md, "Bulk runs").
  startBulkRun: { method: 'POST', path: '/bulk-runs' },
  listBulkRuns: { method: 'GET', path: '/bulk-runs' },
  getBulkRun: { method: 'GET', path: '/bulk-runs/:id' },
  cancelBulkRun: { method: 'POST', path: '/bulk-runs/:id/cancel' },
  // The audit trail (docs/areas/platform.md, "Audit trail").
  getAuditHistory: { method: 'GET', path: '/audit' },
  // The released areas (docs/releases.md, "Promotion and rollback").
  getReleases: { method: 'GET', path: '/releases' },
  // The one search (docs/areas/search.md).
  search: { method: 'GET', path: '/search' },
  // The dashboard (docs/areas/dashboard.md).
  getDashboard: { method: 'GET', path: '/dashboard' },
  // The mail queue, Sent Mail (docs/api-database.md, "Mail").
  listOutbox: { method: 'GET', path: '/outbox' },
  getOutboxMessage: { method: 'GET', path: '/outbox/:id' },
  fetchOutboxAttachment: { method: 'GET', path: '/outbox/:id/attachments/:index' },
  retryOutboxMessage: { method: 'POST', path: '/outbox/:id/retry' },
  // The caller's notifications, under /ticket in the old API (docs/areas/platform.md, "Calls").
  listNotifications: { method: 'POST', path: '/ticket/list-notification' },
  markNotificationsRead: { method: 'POST', path: '/ticket/update-notification' },
  // Sign-in, sign-up and the signed-in user (docs/areas/platform.md, "Sessions and tokens").
  login: { method: 'POST', path: '/user/login' },
  adminLogin: { method: 'POST', path: '/user/adminLogin' },
  otpVerification: { method: 'POST', path: '/user/otpVerification' },
  createUser: { method: 'POST', path: '/user/create' },
  verifyEmail: { method: 'POST', path: '/user/verifyEmail' },
  getMe: { method: 'GET', path: '/user/me' },
  logout: { method: 'POST', path: '/user/logout' },
  changePassword: { method: 'PUT', path: '/user/me/password' },
  // The PIN step-up (docs/areas/users.md, "PIN step-up").
  requestStepUp: { method: 'POST', path: '/user/stepUp' },
  verifyStepUp: { method: 'POST', path: '/user/stepUp/verify' },
} as const;
