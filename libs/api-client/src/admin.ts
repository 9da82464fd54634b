/**
 * `@backoffice/api-client/admin`: the typed calls of the admin-users remote's own pages (users, admins: docs/areas/users.md; Sent Mail: the mail
 * queue, docs/api-database.md, "Mail"). A second entry like `/bookings`, not federation-shared: bundled into the
 * admin-users remote, its calls go through the main entry's `http` (token, base URL, ApiError).
 */
export * from './lib/mail';
export * from './lib/users';
