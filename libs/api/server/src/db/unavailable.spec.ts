import { DrizzleQueryError } from 'drizzle-orm/errors';
import { isDatabaseUnavailable } from './unavailable';

/** A Node socket error as net.connect or a read reports it. */
const socketError = (code: string, syscall: string, message = `${syscall} ${code}`) =>
  Object.assign(new Error(message), { code, syscall, errno: -1 });
/** A PostgreSQL error as pg reports it (its SQLSTATE in `code`). */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });
/** The same, wrapped by Drizzle as a failed query. */
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['the server refusing connections', socketError('ECONNREFUSED', 'connect', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a connection reset', socketError('ECONNRESET', 'read')],
    ['a write to a closed socket', socketError('EPIPE', 'write')],
    ['a connect that timed out in the kernel', socketError('ETIMEDOUT', 'connect')],
    ["the PGlite worker's socket gone", socketError('ENOENT', 'connect', 'connect ENOENT /tmp/backoffice-pglite-x/.s.PGSQL.5432')],
    ['an unknown host', socketError('ENOTFOUND', 'getaddrinfo')],
    ['a connection dropped under a query', new Error('Connection terminated unexpectedly')],
    ["the pool's connect time-out", new Error('Connection terminated due to connection timeout', { cause: new Error('timeout expired') })],
    ["the pool's wait for a free connection timed out", new Error('timeout exceeded when trying to connect')],
    ['a client whose connection failed', new Error('Client has encountered a connection error and is not queryable')],
    ['a pool already ended', new Error('Cannot use a pool after calling end on the pool')],
    ['a closed embedded PGlite', new Error('PGlite is closed')],
    ['57P01 admin_shutdown (pg_terminate_backend, a fast shutdown)', pgError('57P01', 'terminating connection due to administrator command')],
    ['57P02 crash_shutdown', pgError('57P02', 'terminating connection because of crash of another server process')],
    ['57P03 cannot_connect_now (starting up, shutting down)', pgError('57P03', 'the database system is starting up')],
    ['08006 connection_failure', pgError('08006', 'connection failure')],
    ['08001 unable to connect', pgError('08001', 'could not connect')],
  ])('is true for %s, bare or wrapped by Drizzle', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it('is true for every failed attempt of a connect to several addresses (AggregateError)', () => {
    const error = Object.assign(new AggregateError([socketError('ECONNREFUSED', 'connect'), socketError('ECONNREFUSED', 'connect')]), {
      code: 'ECONNREFUSED',
    });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('knows errors of another realm (a socket error under Jest is no instanceof its Error)', () => {
    const foreign = { message: 'connect ECONNREFUSED 127.0.0.1:5432', code: 'ECONNREFUSED', syscall: 'connect' };
    expect(isDatabaseUnavailable(foreign)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(Object.create(null), { message: 'Failed query: select 1', query: 'select 1', params: [], cause: foreign }))).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value')],
    ['a missing table', pgError('42P01', 'relation does not exist')],
    ['a statement time-out', pgError('57014', 'canceling statement due to statement timeout')],
    ['a file missing on disk', socketError('ENOENT', 'open', "ENOENT: no such file or directory, open '/uploads/x.png'")],
    ['an outside service refusing a fetch', new TypeError('fetch failed', { cause: socketError('ECONNREFUSED', 'connect') })],
    ['a plain failure', new Error('boom')],
    ['nothing', undefined],
    ['a string', 'Connection terminated unexpectedly'],
  ])('is false for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    if (error instanceof Error) expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});
