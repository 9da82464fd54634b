/**
 * Recognising that the database is unavailable, in one place (docs/production.md, "During a database outage"):
 * the error handler (plugins/errors.ts) answers these 503 with Retry-After instead of 500. They are the failures
 * of reaching the database, not of a statement: the server refusing or dropping connections, the pool's connect
 * time-out, the embedded PGlite worker's socket gone, and the SQLSTATEs of a server that shuts down, restarts or
 * cut the connection. A statement the database refused (a constraint, a missing table, a statement time-out)
 * stays a 500 or the area's own answer.
 */
/** Node socket errors that mean the database cannot be reached, when a socket call (not a file) failed. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // The PGlite worker's Unix socket is gone (the worker died, its folder was removed).
  'ENOENT',
]);
const SOCKET_SYSCALLS = new Set(['connect', 'read', 'write', 'getaddrinfo']);

/**
 * SQLSTATEs: class 08 (connection exception), 57P01 admin_shutdown (a fast shutdown, pg_terminate_backend),
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down).
 */
const isUnavailableState = (code: string) => /^08[0-9A-Z]{3}$/.test(code) || code === '57P01' || code === '57P02' || code === '57P03';

/** What pg, pg-pool and PGlite throw when the connection, not the statement, failed. */
const MESSAGES = [
  /^Connection terminated/, // dropped under a query ("unexpectedly"), or pg-pool's "due to connection timeout"
  /^timeout exceeded when trying to connect$/, // pg-pool: no free connection within connectionTimeoutMillis
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is closed$/,
];

/** An error object, from any realm (a socket's error is not an `instanceof Error` of Jest's sandbox). */
const isErrorLike = (error: unknown): error is { message: string } =>
  typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string';

function isUnavailable(error: unknown): boolean {
  if (!isErrorLike(error)) return false;
  const { code, syscall, errors } = error as { code?: unknown; syscall?: unknown; errors?: unknown };
  if (typeof code === 'string') {
    if (isUnavailableState(code)) return true;
    if (SOCKET_CODES.has(code) && typeof syscall === 'string' && SOCKET_SYSCALLS.has(syscall)) return true;
  }
  // A connect to a name with several addresses fails with every attempt's error.
  if (Array.isArray(errors)) return errors.length > 0 && errors.every(isUnavailable);
  return MESSAGES.some((m) => m.test(error.message));
}

/**
 * Whether `error` means the database cannot be reached right now (see the file's comment), as thrown by pg,
 * pg-pool or PGlite, or wrapped by Drizzle as a failed query (the driver's error is then its `cause`). Another
 * error's cause is not looked at: an outside service's `fetch failed` over ECONNREFUSED is not the database.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return isUnavailable(error) || (isFailedQuery(error) && isUnavailable(error.cause));
}

/**
 * Drizzle's DrizzleQueryError, known by its shape (`Failed query: …` with `query` and `params`) rather than by
 * `instanceof`, which misses a copy of the module loaded twice or an error of another realm (under Jest).
 */
function isFailedQuery(error: unknown): error is { cause: unknown } {
  const e = error as { query?: unknown; params?: unknown };
  return isErrorLike(error) && typeof e.query === 'string' && Array.isArray(e.params) && error.message.startsWith('Failed query:');
}
