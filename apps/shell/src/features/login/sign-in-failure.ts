/**
 * The statuses whose answer a sign-in form (/login, /lock) shows in the server's own words
 * (docs/areas/platform.md, "Sign-in (`/login`)"): no answer (0), an account that cannot complete a sign-in
 * (409, e.g. an Admin without a mobile number for the PIN), too many attempts (429), the database unavailable
 * (503). Every other failure shows the spec's one login failure text, which never tells whether the e-mail or the
 * password was wrong.
 */
export const SERVER_WORDS_STATUSES: ReadonlySet<number> = new Set([0, 409, 429, 503]);
