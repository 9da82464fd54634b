/**
 * What the API's log may say, and how it is written (docs/api-database.md, "Logs"): JSON lines (pino), each line of
 * a request with its `reqId` ({@link requestIdOf}) and, once signed in, its `userId`; pretty lines (pino-pretty) in
 * development on a terminal or with LOG_PRETTY=1. Every Fastify logger the API builds goes through
 * {@link loggerOptions}, which installs:
 *
 * - an `err` serializer that never prints a failed query's parameters: a database error is logged as
 *   `{ type, message, code (SQLSTATE), query: 'insert into "users"', constraint, table, column, … }` where `query`
 *   is the statement's name (its verb and table, see {@link queryName}), never its text nor its parameters; the
 *   messages and stacks along the `cause` chain are rewritten the same way (Drizzle's "Failed query: … params: …"
 *   carries both), a PostgreSQL `detail` (which quotes the row: "Failing row contains (…)") is dropped, and JWTs
 *   and argon2 hashes left in any message are masked;
 * - a `req` serializer that masks the values of sensitive query-string parameters (`?token=`, `otp`, `password`,
 *   …) in the logged URL: an invitation or a password link carries its token there;
 * - pino redaction of `password`, `token`, … keys one level deep and of Authorization / Cookie headers, for a
 *   caller that logs an object holding one.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyServerOptions } from 'fastify';
import pinoPretty from 'pino-pretty';

/** What a masked value is replaced with. */
export const REDACTED = '[redacted]';

/** Query-string parameter names whose values never reach the log (compared lower-cased). */
const SENSITIVE_NAME = /token|password|passwd|secret|api_?key|signature|jwt|^(otp|pin|code|key|sig|auth)$/;

const JWT = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]*/g;
const ARGON2 = /\$argon2(?:id|i|d)\$[\w$=,+/.-]*/g;

/** `text` with JWTs and argon2 hashes (PHC strings) replaced by {@link REDACTED}. */
export function redactSecrets(text: string): string {
  return text.replace(JWT, REDACTED).replace(ARGON2, REDACTED);
}

function isSensitiveName(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    // a malformed escape: the raw name
  }
  return SENSITIVE_NAME.test(decoded.trim().toLowerCase());
}

/**
 * A request URL as it may be logged: the values of sensitive query parameters (a name containing `token`,
 * `password`, `secret`, or one of `otp`, `pin`, `code`, `key`, …) become `[redacted]`, then JWTs and argon2 hashes
 * anywhere in it too. `/api/user/invitation?token=abc&x=1` → `/api/user/invitation?token=[redacted]&x=1`.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return redactSecrets(url);
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash === -1 ? undefined : hash);
  const masked = query
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq === -1 ? part : part.slice(0, eq);
      return eq !== -1 && isSensitiveName(name) ? `${name}=${REDACTED}` : part;
    })
    .join('&');
  return redactSecrets(url.slice(0, q + 1) + masked + (hash === -1 ? '' : url.slice(hash)));
}

const IDENT = String.raw`(?:"(?:[^"]|"")+"|[a-z_][\w$]*)(?:\.(?:"(?:[^"]|"")+"|[a-z_][\w$]*))?`;
const WORD = new RegExp(`^${IDENT}$`, 'i');

/**
 * A statement's name for the log: its verb and table, never a value. `insert into "users" (…) values ($1, …)` →
 * `insert into "users"`; `update "users" set …` → `update "users"`; `delete from "tickets" …` →
 * `delete from "tickets"`; `select … from "users" …` → `select from "users"`; `with … insert into "x" …` →
 * `with insert into "x"`; other statements → their first words that are keywords or names (`alter table users`).
 * String literals, dollar-quoted bodies and comments are removed before looking.
 */
export function queryName(statement: string): string {
  const text = statement
    .replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\$(\w*)\$[\s\S]*?\$\1\$/g, ' ')
    .replace(/[eE]?'(?:[^']|'')*'/g, "''")
    .replace(/\s+/g, ' ')
    .trim();
  const verb = /^[a-z]+/i.exec(text)?.[0].toLowerCase();
  if (!verb) return 'query';
  const find = (pattern: string) => new RegExp(pattern, 'i').exec(text)?.[1];
  const writeIn = (prefix: string) =>
    find(`${prefix}insert into (${IDENT})`) ??
    find(`${prefix}update (?:only )?(${IDENT}) set\\b`) ??
    find(`${prefix}delete from (${IDENT})`);
  switch (verb) {
    case 'insert':
    case 'update':
    case 'delete': {
      const table = writeIn('^');
      const head = verb === 'insert' ? 'insert into' : verb === 'delete' ? 'delete from' : 'update';
      return table ? `${head} ${table}` : verb;
    }
    case 'select': {
      const table = find(`\\bfrom (${IDENT})`);
      return table ? `select from ${table}` : 'select';
    }
    case 'with': {
      for (const [head, pattern] of [
        ['insert into', `\\binsert into (${IDENT})`],
        ['update', `\\bupdate (?:only )?(${IDENT}) set\\b`],
        ['delete from', `\\bdelete from (${IDENT})`],
      ] as const) {
        const table = find(pattern);
        if (table) return `with ${head} ${table}`;
      }
      return 'with';
    }
    default: {
      const words: string[] = [];
      for (const word of text.split(' ')) {
        if (words.length === 3 || !WORD.test(word)) break;
        words.push(word);
      }
      return words.join(' ').toLowerCase() || verb;
    }
  }
}

type ErrorLike = Error & Record<string, unknown>;

const isErrorLike = (value: unknown): value is ErrorLike =>
  !!value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string';

/** A PostgreSQL error (pg's or PGlite's DatabaseError): a five-character SQLSTATE and a severity or routine. */
const isDatabaseError = (e: ErrorLike) =>
  typeof e.code === 'string' &&
  /^[0-9A-Z]{5}$/.test(e.code) &&
  (typeof e.severity === 'string' || typeof e.routine === 'string');

/** Fields of a database error worth logging: none of them quotes a value. */
const DATABASE_FIELDS = [
  'code',
  'severity',
  'constraint',
  'schema',
  'table',
  'column',
  'dataType',
  'routine',
] as const;

/** Own fields never copied from an error: statements, their parameters, quoted rows, request data. */
const HIDDEN_FIELD =
  /^(params|parameters|values|bindings|query|sql|text|statement|detail|hint|where|internalQuery|internalPosition|position|queryOptions|file|line|body|payload|headers|request|response|config|raw|length|name|message|stack|cause|errors)$|password|token|secret|cookie|authorization/i;

/** The string parameters of the failed statements along a chain: masked wherever they appear in a message. */
function chainParams(error: ErrorLike): string[] {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const add = (value: unknown) => {
    if (typeof value === 'string' && value.length >= 3) found.add(value);
    else if (Array.isArray(value)) value.forEach(add);
    else if (value && typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value)) {
      try {
        add(JSON.stringify(value));
      } catch {
        // a circular object: its strings are not known
      }
    }
  };
  for (let e: unknown = error; isErrorLike(e) && !seen.has(e); e = e.cause) {
    seen.add(e);
    if (Array.isArray(e.params)) e.params.forEach(add);
  }
  return [...found].sort((a, b) => b.length - a.length);
}

const DRIZZLE_MESSAGE = /Failed query: ([\s\S]*?)\nparams: [\s\S]*/;

/** A message as it may be logged (see the file's comment). */
function safeMessage(message: string, params: readonly string[], error?: ErrorLike): string {
  let text = message.replace(
    DRIZZLE_MESSAGE,
    (_all, statement: string) => `Failed query: ${queryName(statement)}`,
  );
  for (const value of params) text = text.split(value).join(REDACTED);
  // A data exception quotes the input it refused: `invalid input syntax for type uuid: "…"`, `value "…" is out of range`.
  if (error && isDatabaseError(error) && String(error.code).startsWith('22')) {
    text = text.replace(/(: |\bvalue )"(?:[^"]|"")*"/g, `$1"${REDACTED}"`);
  }
  return redactSecrets(text);
}

/** A stack with its first line (`Type: message`, the message may span lines) replaced by `header`. */
function safeStack(stack: unknown, header: string): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.indexOf('\n    at ');
  return frames === -1 ? header : header + stack.slice(frames);
}

function typeOf(error: ErrorLike): string {
  if (isDatabaseError(error)) return 'DatabaseError';
  const ctor = (error as { constructor?: { name?: unknown } }).constructor?.name;
  // A minified class name (PGlite's bundle) says less than the error's own name.
  return typeof ctor === 'string' && ctor.length > 2
    ? ctor
    : typeof error.name === 'string'
      ? error.name
      : 'Error';
}

const MAX_DEPTH = 8;

function serialize(
  error: ErrorLike,
  params: readonly string[],
  seen: Set<unknown>,
  depth: number,
): Record<string, unknown> {
  seen.add(error);
  const type = typeOf(error);
  const message = safeMessage(error.message, params, error);
  const out: Record<string, unknown> = {
    type,
    message,
    stack: safeStack(error.stack, `${type}: ${message}`),
  };
  if (typeof error.query === 'string') out.query = queryName(error.query);
  if (isDatabaseError(error))
    for (const field of DATABASE_FIELDS) if (typeof error[field] === 'string') out[field] = error[field];
  for (const key of Object.keys(error)) {
    if (key in out || HIDDEN_FIELD.test(key)) continue;
    const value = error[key];
    if (typeof value === 'string') out[key] = safeMessage(value, params);
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = value;
    else if (isErrorLike(value) && !seen.has(value) && depth < MAX_DEPTH)
      out[key] = serialize(value, params, seen, depth + 1);
  }
  if (Array.isArray(error.errors) && depth < MAX_DEPTH) {
    out.aggregateErrors = error.errors
      .filter(isErrorLike)
      .map((e) => serialize(e, chainParams(e), seen, depth + 1));
  }
  const cause = error.cause;
  if (isErrorLike(cause) && !seen.has(cause) && depth < MAX_DEPTH) {
    const inner = serialize(cause, params, seen, depth + 1);
    out.cause = inner;
    // The wrapper of a database error (Drizzle's) answers with its code: one field to search the log by.
    if (out.code === undefined && typeof inner.code === 'string') out.code = inner.code;
    if (out.query === undefined && typeof inner.query === 'string') out.query = inner.query;
  }
  return out;
}

/**
 * The `err` serializer (see the file's comment): `{ type, message, stack, code?, query?, constraint?, table?,
 * column?, cause?, … }` with no statement text, no parameter and no quoted row; other own fields of the error are
 * kept when they are numbers, booleans, strings (masked like the message) or errors, unless their name says they
 * hold a statement, parameters, a body, headers or a secret. A value that is not an error is returned as is.
 */
export function serializeError(error: unknown): unknown {
  if (!isErrorLike(error)) return error;
  return serialize(error, chainParams(error), new Set(), 0);
}

/** The request as logged (Fastify's fields) with {@link redactUrl}'s URL. */
function serializeRequest(request: {
  method?: string;
  url?: string;
  headers?: Record<string, unknown>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : request.url,
    version:
      typeof request.headers?.['accept-version'] === 'string' ? request.headers['accept-version'] : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The serializers {@link loggerOptions} installs (Fastify keeps its own `res`). */
export const LOG_SERIALIZERS = {
  // Fastify's type: an error in, `{ type, message, stack }` out (what serializeError answers for an error).
  err: serializeError as (error: Error) => { type: string; message: string; stack: string },
  req: serializeRequest,
};

/** Keys pino masks wherever they are logged at the top level or one level down. */
export const LOG_REDACT_PATHS = [
  ...['password', 'newPassword', 'oldPassword', 'passwordHash', 'token', 'otp', 'pin'].flatMap((k) => [
    k,
    `*.${k}`,
  ]),
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
];

type LoggerOption = FastifyServerOptions['logger'];

/**
 * Whether the log is written pretty (pino-pretty): LOG_PRETTY when set (`logPretty`), else in development when
 * the standard output is a terminal. Production and tests write JSON lines.
 */
export function prettyLogs(config: { env: string; logPretty?: boolean }, isTTY = !!process.stdout.isTTY): boolean {
  return config.logPretty ?? (config.env === 'development' && isTTY);
}

/** An X-Request-Id the API adopts: 1-128 letters, digits and `._:=+/-` (a UUID, a balancer's id). */
const SANE_REQUEST_ID = /^[\w.:=+/-]{1,128}$/;

/**
 * The id of a request (Fastify's `genReqId`): the caller's X-Request-Id when it is sane (see
 * {@link SANE_REQUEST_ID}) and holds no JWT or hash, so that a balancer's id follows the request across instances;
 * otherwise a new random UUID.
 * @param header the X-Request-Id header as received (a string, a list when repeated, or undefined).
 */
export function requestIdOf(header: unknown): string {
  if (typeof header === 'string' && SANE_REQUEST_ID.test(header) && redactSecrets(header) === header) return header;
  return randomUUID();
}

/** pino's numbers of its level names. */
const LEVELS = { fatal: 60, error: 50, warn: 40, info: 30 } as const;

/**
 * Writes one log line as pino would (`{ level, time, pid, hostname, msg, … }`), for what happens before or
 * outside an app's logger: a configuration error at start, a database event below the app. An `err` field goes
 * through {@link serializeError}.
 * @param write where the line goes: the standard error by default.
 */
export function writeLogLine(
  level: keyof typeof LEVELS,
  msg: string,
  fields: Record<string, unknown> = {},
  write: (line: string) => unknown = (line) => process.stderr.write(line),
): void {
  const extra = 'err' in fields ? { ...fields, err: serializeError(fields.err) } : fields;
  write(
    `${JSON.stringify({ level: LEVELS[level], time: Date.now(), pid: process.pid, hostname: hostname(), ...extra, msg: redactSecrets(msg) })}\n`,
  );
}

/**
 * Fastify's `logger` option with the API's serializers and redaction (see the file's comment).
 * @param logger the caller's option: `false` stays off; `undefined` (or `true`) logs at `level`; options are kept
 *   (a test's capture stream) with the serializers and redaction added — the API's `err` and `req` win.
 * @param level the level when `logger` is undefined: the config's LOG_LEVEL.
 * @param pretty when `logger` is undefined: write through pino-pretty (colours, one readable line per entry)
 *   instead of JSON lines ({@link prettyLogs}).
 */
export function loggerOptions(logger: LoggerOption | undefined, level: string, pretty = false): LoggerOption {
  if (logger === false) return false;
  const base: Exclude<LoggerOption, boolean | undefined> =
    logger === undefined || logger === true
      ? {
          level: logger === true ? 'info' : level,
          // pino-pretty as a stream in this thread: no transport worker to find in the bundle.
          ...(pretty && logger === undefined
            ? { stream: pinoPretty({ colorize: !!process.stdout.isTTY, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }) }
            : {}),
        }
      : logger;
  return {
    redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
    ...base,
    serializers: { ...base.serializers, ...LOG_SERIALIZERS },
  };
}
