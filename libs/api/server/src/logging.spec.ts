/**
 * What the log may say: a failed query's error without its parameters or text, URLs without their tokens.
 * The database errors are real ones (in-memory PGlite behind Drizzle), not hand-made look-alikes.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import Fastify from 'fastify';
import { loggerOptions, prettyLogs, queryName, redactUrl, REDACTED, requestIdOf, serializeError, writeLogLine } from './logging';

const HASH =
  '$argon2id$v=19$m=1024,t=1,p=1$kP3pLv02bUeCpz2DNjmEPQ$fNZKEZjXivGbNqjN5POdVKhuHNbvTjMCPvulmcioYPc';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

describe('serializeError on database errors', () => {
  let client: PGlite;
  let db: ReturnType<typeof drizzle>;
  beforeAll(async () => {
    client = await PGlite.create();
    db = drizzle({ client });
    await db.execute(
      sql`create table "users" (id uuid primary key, email text unique, hash text, first_name text check (first_name <> 'Probe'))`,
    );
  });
  afterAll(() => client.close());

  const failure = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      return error;
    }
    throw new Error('the statement did not fail');
  };

  it('logs the code and the statement name, not the parameters, the row, nor the statement text', async () => {
    const error = await failure(() =>
      db.execute(
        sql`insert into "users" (id, email, hash, first_name) values (gen_random_uuid(), ${'probe@example.com'}, ${HASH}, ${'Probe'})`,
      ),
    );
    const logged = serializeError(error) as Record<string, unknown>;
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "users"',
      code: '23514',
      query: 'insert into "users"',
      cause: {
        type: 'DatabaseError',
        code: '23514',
        constraint: 'users_first_name_check',
        table: 'users',
        query: 'insert into "users"',
      },
    });
    const text = JSON.stringify(logged);
    expect(text).not.toContain('argon2');
    expect(text).not.toContain('probe@example.com');
    expect(text).not.toContain('values');
    expect(text).not.toContain('Failing row');
    expect(text).not.toContain('params');
  });

  it('masks a parameter a data exception quotes back', async () => {
    const error = await failure(() =>
      db.execute(sql`select * from "users" where id = ${'secret-reset-token-value'}`),
    );
    const text = JSON.stringify(serializeError(error));
    expect(text).toContain('"code":"22P02"');
    expect(text).toContain('select from \\"users\\"');
    expect(text).not.toContain('secret-reset-token-value');
  });

  it('keeps a plain error readable, masks JWTs and hashes in it, and drops fields that hold secrets', () => {
    const error = Object.assign(new Error(`bad token ${JWT} for ${HASH}`), {
      statusCode: 502,
      token: 'x',
      userId: 'u1',
    });
    const logged = serializeError(error) as Record<string, unknown>;
    expect(logged).toMatchObject({
      type: 'Error',
      message: `bad token ${REDACTED} for ${REDACTED}`,
      statusCode: 502,
      userId: 'u1',
    });
    expect(logged).not.toHaveProperty('token');
    expect(String(logged.stack)).toMatch(/^Error: bad token \[redacted\] for \[redacted\]\n {4}at /);
  });

  it('masks a Drizzle message wrapped into another error, and walks the cause chain', () => {
    const inner = Object.assign(
      new Error(`Failed query: update "users" set "hash" = $1 where "id" = $2\nparams: ${HASH},u1`),
      {
        query: 'update "users" set "hash" = $1 where "id" = $2',
        params: [HASH, 'u1'],
      },
    );
    const outer = new Error(`password change failed: ${inner.message}`, { cause: inner });
    const text = JSON.stringify(serializeError(outer));
    expect(text).toContain('password change failed: Failed query: update \\"users\\"');
    expect(text).not.toContain('argon2');
    expect(text).not.toContain('$1');
  });

  it('answers a value that is not an error as it is', () => {
    expect(serializeError('plain')).toBe('plain');
  });
});

describe('queryName', () => {
  it.each([
    ['insert into "users" ("id") values ($1) returning "id"', 'insert into "users"'],
    ['update "users" set "first_name" = $1 where "id" = $2', 'update "users"'],
    ['delete from "tickets" where "id" = $1', 'delete from "tickets"'],
    ['select "id" from "users" where "email" = $1 for update skip locked', 'select from "users"'],
    ["select 'from secret' as x", 'select'],
    [
      'with due as (select id from outbox) update "outbox" set "status" = $1 from due',
      'with update "outbox"',
    ],
    ["alter table users add constraint c check (first_name <> 'Probe')", 'alter table users'],
    ['  ', 'query'],
  ])('%s → %s', (statement, name) => {
    expect(queryName(statement)).toBe(name);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/api/user/invitation?token=abc.def', `/api/user/invitation?token=${REDACTED}`],
    ['/x?page=2&resetToken=abc&q=hotel#top', `/x?page=2&resetToken=${REDACTED}&q=hotel#top`],
    ['/x?OTP=1234&password=p%40ss&code=9', `/x?OTP=${REDACTED}&password=${REDACTED}&code=${REDACTED}`],
    [`/x/${JWT}?shipping=1`, `/x/${REDACTED}?shipping=1`],
    ['/api/tickets?page=1', '/api/tickets?page=1'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe('loggerOptions in a Fastify app', () => {
  it('logs the request URL without its token and keeps the caller stream', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: loggerOptions({ level: 'info', stream: { write: (l: string) => lines.push(l) } }, 'silent'),
    });
    app.get('/invitation', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/invitation?token=s3cr3t-value' });
    app.log.info({ password: 'hunter22', nested: { token: 'abc123' } }, 'an object with secrets');
    await app.close();
    const log = lines.join('\n');
    expect(log).toContain(`/invitation?token=${REDACTED}`);
    expect(log).not.toMatch(/s3cr3t-value|hunter22|abc123/);
  });

  it('stays off when told so, and logs at the config level by default', () => {
    expect(loggerOptions(false, 'info')).toBe(false);
    expect(loggerOptions(undefined, 'warn')).toMatchObject({ level: 'warn' });
  });
});

describe('request ids, pretty lines and lines written outside an app', () => {
  it('adopts a sane X-Request-Id and makes a UUID for anything else', () => {
    expect(requestIdOf('lb-7f3a9c21-0001')).toBe('lb-7f3a9c21-0001');
    expect(requestIdOf('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const bad of [undefined, '', 'two words', 'x'.repeat(129), 'a\nb', JWT, ['a', 'b']]) expect(requestIdOf(bad)).toMatch(uuid);
  });

  it('writes pretty lines only in development on a terminal, or when LOG_PRETTY says so', () => {
    expect(prettyLogs({ env: 'development' }, true)).toBe(true);
    expect(prettyLogs({ env: 'development' }, false)).toBe(false);
    expect(prettyLogs({ env: 'production' }, true)).toBe(false);
    expect(prettyLogs({ env: 'test' }, true)).toBe(false);
    expect(prettyLogs({ env: 'production', logPretty: true }, false)).toBe(true);
    expect(prettyLogs({ env: 'development', logPretty: false }, true)).toBe(false);
    expect(loggerOptions(undefined, 'info', true)).toHaveProperty('stream');
    expect(loggerOptions(undefined, 'info', false)).not.toHaveProperty('stream');
    // A test's capture keeps its own stream.
    const stream = { write: () => undefined };
    expect(loggerOptions({ level: 'debug', stream }, 'info', true)).toMatchObject({ stream });
  });

  it('writes one JSON line as pino would, with the error serialized and secrets masked', () => {
    const lines: string[] = [];
    writeLogLine('fatal', `bad ${JWT}`, { err: new Error(`hash ${HASH}`), component: 'db' }, (l) => lines.push(l));
    expect(lines).toHaveLength(1);
    expect(lines[0].endsWith('\n')).toBe(true);
    const line = JSON.parse(lines[0]);
    expect(line).toMatchObject({ level: 60, pid: process.pid, component: 'db', msg: `bad ${REDACTED}`, err: { type: 'Error', message: `hash ${REDACTED}` } });
    expect(typeof line.time).toBe('number');
  });
});
