/**
 * Every environment variable the API reads: its type, its default and its meaning, in one TypeBox schema that
 * env-schema validates at start ({@link validateEnv}, called by loadConfig) and that README.md's "Configuration"
 * table is generated from (`npm run docs:config`; config-schema.spec.ts fails when the table is out of date).
 * A new variable is one line here, then `npm run docs:config`. A variable only one area reads is declared by that
 * area instead, in its slice (`libs/api/<area>/src/config.ts`, a {@link ConfigSlice} built with
 * {@link configVariable}): apps/api/src/areas.ts hands the areas' slices to loadConfig, which validates them with
 * these in one pass, and the README's table lists them after these (config-docs.ts finds them).
 *
 * Annotations beside JSON Schema's `default` and `description`:
 * - `x-default`: the default as a sentence, when it is not a fixed value (it depends on NODE_ENV, the working folder…);
 * - `x-list`: a comma-separated list, where an empty value is an empty list (for the others an empty value counts
 *   as unset, as it always did);
 * - `x-secret`: the value is never repeated in an error message.
 */
import { CONTENT_IMAGE_MAX_BYTES } from '@backoffice/contracts';
import type Ajv from 'ajv';
import addFormats from 'ajv-formats';
import envSchema from 'env-schema';
import { Type, type TSchema } from 'typebox';

/** A thrown configuration problem; main.ts prints it and exits with 1. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

interface Annotations {
  'x-default'?: string;
  'x-list'?: boolean;
  'x-secret'?: boolean;
}

const DURATION = '^\\s*\\d+\\s*[smhd]?\\s*$';
const HTTP_URL = '^https?://';

/** A non-negative integer. */
const int = (fallback: number, description: string) =>
  Type.Optional(Type.Integer({ minimum: 0, default: fallback, description }));
/** Free text (or, with `x-list`, a comma list). */
const text = (description: string, more: { default?: string; pattern?: string } & Annotations = {}) =>
  Type.Optional(Type.String({ description, ...more }));
/** An absolute http(s) URL. */
const url = (description: string, more: { default?: string } & Annotations = {}) =>
  Type.Optional(Type.String({ format: 'uri', pattern: HTTP_URL, description, ...more }));
/** One of a few words. */
const choice = (values: readonly string[], description: string, more: { default?: string } & Annotations = {}) =>
  Type.Optional(Type.String({ enum: [...values], description, ...more }));
/** `0` (off) or `1` (on). */
const flag = (description: string, more: { default?: '0' | '1' } & Annotations = {}) =>
  choice(['0', '1'], description, more);
/** A rate limit's two variables, `<name>_MAX` and `<name>_WINDOW_SECONDS`. */
const rate = (name: string, max: number, windowSeconds: number, what: string) => ({
  [`${name}_MAX`]: int(max, `${what}: attempts allowed per window`),
  [`${name}_WINDOW_SECONDS`]: int(windowSeconds, `${what}: the window, in seconds`),
});

/**
 * The builders of a variable's schema, for an area's slice: the same types, annotations and error messages as the
 * server's own variables. `int(default, meaning)` a non-negative integer, `text(meaning, more)` free text,
 * `url(meaning, more)` an absolute http(s) URL, `choice(values, meaning, more)` one of a few words, `flag` `0`/`1`.
 */
export const configVariable = { int, text, url, choice, flag };

/**
 * An area's own slice of the environment: the variables only that area reads, and how its settings are made of
 * them. Declared in `libs/api/<area>/src/config.ts`, given to the composition as its ApiArea's `config`; the area
 * reads its settings with `areaSettings(app.config, slice)` (config.ts).
 */
export interface ConfigSlice<T = unknown> {
  /** The AppConfig key its settings are kept under: the area's name (`hotels`, `pricing`). */
  key: string;
  /** Its variables, named as in the environment, in the order of README's table (built with {@link configVariable}). */
  variables: Record<string, TSchema>;
  /**
   * Its settings from the validated environment (its variables typed, their defaults applied).
   * @throws ConfigError for a value the schema cannot express as wrong.
   */
  read(env: ConfigEnv): T;
}

/** Whether `value` is a {@link ConfigSlice} (config-docs.ts collects the areas' exports with it). */
export function isConfigSlice(value: unknown): value is ConfigSlice {
  const slice = value as Partial<ConfigSlice> | null;
  return typeof slice === 'object' && slice !== null && typeof slice.key === 'string' && typeof slice.read === 'function' && typeof slice.variables === 'object';
}

/** The REMOTE_<NAME>_URL variables (one per remote): a pattern rather than names. */
export const REMOTE_URL_PATTERN = '^REMOTE_[A-Z_]+_URL$';

/** The environment variables of the API (see the file's comment). Order: the order of README's table. */
export const CONFIG_SCHEMA = Type.Object(
  {
    NODE_ENV: choice(['development', 'production', 'test'], '`production` requires a strong JWT_SECRET, allows no development origin and prints no SMS; `test` logs nothing by default', { default: 'development' }),
    PORT: Type.Optional(Type.Integer({ minimum: 0, maximum: 65535, default: 3000, description: 'the port the API listens on (it also serves the shell\'s build in `npm start`)' })),
    HOST: text('the address the API listens on', { default: '0.0.0.0' }),
    JWT_SECRET: text('HS256 key of the tokens (and the PIN HMAC); required in production: 32+ characters, not repetitive, or the server refuses to start', { 'x-default': 'a fixed development-only secret', 'x-secret': true }),
    JWT_SECRET_FILE: text('instead of JWT_SECRET: a file holding the secret, created with 48 random bytes (mode 0600) when missing (`npm start` passes `.data/jwt-secret`)'),
    TOKEN_TTL: text('lifetime of a sign-in token (`8h`, `30m`, `45s`, `2d` or seconds)', { default: '8h', pattern: DURATION }),
    DATABASE_URL: text('a PostgreSQL server (`postgres://user:pass@host:5432/db`); wins over DATA_DIR', { pattern: '^postgres(?:ql)?://', 'x-secret': true }),
    DATA_DIR: text('the embedded PGlite database\'s folder, created if missing and locked against a second process (`<DATA_DIR>.lock`); `memory://` for an in-memory database', { 'x-default': '`<cwd>/.data/pglite`' }),
    PGLITE_MODE: choice(['worker', 'main'], 'where the embedded PGlite runs: a worker thread behind a Unix socket, or the main thread (docs/api-database.md, "The embedded database: PGlite in a worker thread")', { default: 'worker' }),
    MIGRATIONS_DIR: text('where the SQL migrations are', { 'x-default': 'beside the bundle, or `libs/api/server/drizzle`' }),
    DB_UNAVAILABLE_RETRY_AFTER_SECONDS: int(5, 'while the database cannot be reached, every call that needs it answers 503 with this Retry-After, in seconds (docs/production.md, "During a database outage")'),
    DB_QUERY_COUNT_FILE: text('benchmarks only: a file the API rewrites every 100 ms with the number of queries its connection pool has sent (tools/bench/tickets.mjs prints queries per request from it)'),
    REDIS_URL: text('a Redis server shared by several API instances (`redis://host:6379`): socket.io fans out through it, the rate limits and the cross-instance locks live in it; unset, everything stays in this one process', { pattern: '^rediss?://', 'x-secret': true }),
    SEED: flag('`0`: never seed the demo data on start (it is seeded when the database has no user)', { default: '1' }),
    CORS_ORIGINS: text('comma list of origins allowed to call the API and socket.io from another origin (also admitted by the CSP); in production only the configured ones (`npm start` serves the shell from the API itself and needs none)', { 'x-default': 'the dev ports http://localhost:4200 … 4205; none in production', 'x-list': true }),
    CSP_ORIGINS: text('comma list of origins added to the Content-Security-Policy', { 'x-list': true }),
    CSP: choice(['on', 'off'], '`off` disables the Content-Security-Policy', { default: 'on' }),
    SHELL_DIST_DIR: text('serve the shell\'s build at `/` with SPA fallback'),
    RELEASES_DIR: text('the released builds of the areas and the live manifest the release command writes (`<area>/<folder>/`, `manifest.json`, `history.jsonl`); the API serves them at `/releases/` and lays the live entries over the shell\'s manifest (docs/releases.md, "Releasing an area")', { 'x-default': '`<cwd>/.data/releases`' }),
    TRUST_PROXY: text('which address the rate limits and the audit trail see. `0`: the connecting address. A number N: N proxies in front, the client is the address the outermost of them appended to X-Forwarded-For (only when the API cannot be reached but through them). A comma list of balancer addresses, CIDR ranges, `loopback`, `linklocal`, `uniquelocal`: only those peers are trusted (safer: the connecting address is checked)', { default: '0' }),
    LOG_LEVEL: choice(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'the lowest level logged (docs/api-database.md, "Logs")', { 'x-default': '`info`; `silent` with NODE_ENV=test' }),
    LOG_PRETTY: flag('`1`: human-readable log lines (pino-pretty); `0`: JSON lines', { 'x-default': 'on with NODE_ENV=development on a terminal, JSON otherwise' }),
    SHUTDOWN_DRAIN_SECONDS: int(0, 'on SIGTERM, how long /api/health/ready answers 503 while requests are still served, so that a balancer stops sending new ones before the server closes (docs/api-database.md, "Health")'),
    PIN_LENGTH: Type.Optional(Type.Integer({ enum: [4, 6], default: 4, description: 'digits of the SuperAdmin\'s sign-in PIN (4 or 6)' })),
    PIN_TTL: text('lifetime of a PIN (`5m`, `300`)', { default: '5m', pattern: DURATION }),
    PIN_MAX_TRIES: int(5, 'wrong PINs before a sign-in attempt is void'),
    SMS_LOG: flag('`1` prints `[sms] to <phone>: Your Back Office PIN is <pin>` in production too', { 'x-default': 'on outside production' }),
    SMS_PROVIDER: text('only `outbox` is built in (SMS are queued in the outbox table, see docs/api-database.md, "Mail"); anything else refuses to start', { default: 'outbox' }),
    MAIL_PROVIDER: text('only `outbox` is built in (e-mails are queued in the outbox table); anything else refuses to start', { default: 'outbox' }),
    SMTP_URL: text('an SMTP server the e-mails are sent through, `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465`; unset, a delivered e-mail is only marked `sent` in the outbox (the Sent Mail page)', { 'x-default': '— (embedded transport)', 'x-secret': true }),
    MAIL_FROM: text('the From of every e-mail', { default: 'Timeflyz Back Office <no-reply@timeflyz.com>' }),
    MAIL_MAX_ATTEMPTS: int(5, 'delivery attempts before a message is `failed` (at least 1)'),
    MAIL_RETRY_BASE_SECONDS: int(30, 'wait after the first failed attempt, doubled after each further one (30 s, 60 s, 120 s, …)'),
    MAIL_POLL_SECONDS: int(5, 'how often the delivery worker looks at the queue (besides the nudge on every send); `0`: this instance delivers nothing (another one does)'),
    MAIL_BATCH_SIZE: int(10, 'messages one worker claims at a time (at least 1)'),
    MAIL_SENDING_TIMEOUT_SECONDS: int(300, 'a message still `sending` that long after its claim (its instance died) is claimed again'),
    ...rate('RATE_LIMIT_LOGIN_ACCOUNT', 10, 900, 'wrong passwords per account *and* client address (that pair is locked, the account elsewhere is not); wrong PINs on a live sign-in attempt per account; step-up PIN and password change failures per account'),
    ...rate('RATE_LIMIT_LOGIN_ADDRESS', 30, 60, '*failed* sign-in and PIN attempts per client address (successes do not count)'),
    ...rate('RATE_LIMIT_LOGIN_SLOW_ACCOUNT', 50, 3600, 'wrong passwords per account from all addresses before each attempt on it is delayed (nothing locks)'),
    RATE_LIMIT_LOGIN_SLOW_DELAY_MS: int(1000, 'the delay past the slow limit, in milliseconds, doubling with each further failure'),
    RATE_LIMIT_LOGIN_SLOW_DELAY_MAX_MS: int(5000, 'the longest such delay, in milliseconds'),
    ...rate('RATE_LIMIT_PUBLIC_ADDRESS', 60, 60, 'sign-up and the public department list per client address'),
    ...rate('RATE_LIMIT_FORM_ADDRESS', 10, 600, 'the public site\'s forms (`POST /subscription`, `POST /contact`) per client address and form'),
    STORAGE_PROVIDER: choice(['local', 's3'], 'where ticket and content images are kept: the folder UPLOADS_DIR, or an S3-compatible bucket (AWS S3, MinIO, R2…) with the S3_* variables', { default: 'local' }),
    UPLOADS_DIR: text('the local storage provider\'s folder for ticket, discussion, content and banner images', { 'x-default': '`<cwd>/.data/uploads`' }),
    S3_ENDPOINT: url('with STORAGE_PROVIDER=s3: the endpoint, path-style (`https://s3.eu-central-1.amazonaws.com`)'),
    S3_BUCKET: text('with STORAGE_PROVIDER=s3: the bucket'),
    S3_REGION: text('with STORAGE_PROVIDER=s3: the signing region', { default: 'us-east-1' }),
    S3_ACCESS_KEY_ID: text('with STORAGE_PROVIDER=s3: the access key id', { 'x-secret': true }),
    S3_SECRET_ACCESS_KEY: text('with STORAGE_PROVIDER=s3: the secret access key', { 'x-secret': true }),
    S3_PREFIX: text('with STORAGE_PROVIDER=s3: a prefix of every object key', { default: '' }),
    CONTENT_IMAGE_MAX_BYTES: int(CONTENT_IMAGE_MAX_BYTES, 'largest content (CMS) image upload in bytes (413 \'This File Is Too Big\'); banner and ticket images stay at 1 MB'),
    IMAGE_MAX_PIXELS: int(4096 * 4096, 'content and banner images with more pixels are scaled down when re-encoded; decoding refuses 10× that'),
    // The links several areas mail (AppConfig.links, config.ts): an area's own variables are in its slice instead.
    MANAGER_INVITE_URL: text('the hotel admin site\'s set-password page; a new manager\'s invitation (docs/areas/chains.md, "Managers") and a hotel account\'s password link (docs/areas/users.md, "Invitation") open it with `?token=`', { default: 'http://localhost:4200/set-password' }),
    CONSOLE_URL: url('the console\'s address; a console user\'s invitation or password link opens `<CONSOLE_URL>/set-password?token=` (docs/areas/users.md, "Invitation"), a self sign-up\'s verification `<CONSOLE_URL>/verify-email?token=`', { default: 'http://localhost:4200' }),
    CUSTOMER_RESET_URL: text('the customer app\'s reset-password page; Reset Guest Password (docs/areas/bookings.md, "Reset Guest Password") and a customer\'s password link open it with `?token=`', { default: 'http://localhost:4200/reset-password' }),
    STRIPE_SECRET_KEY: text('take and refund money through Stripe instead of the embedded ledger (docs/api-database.md, "Payments")', { 'x-default': '— (embedded payment ledger)', 'x-secret': true }),
    STRIPE_WEBHOOK_SECRET: text('the signing secret Stripe\'s webhooks are checked against', { 'x-secret': true }),
    STRIPE_API_URL: url('another address for the Stripe client (a test double), e.g. `http://127.0.0.1:12111`', { 'x-default': 'Stripe\'s own' }),
    JOBS_ENABLED: flag('`0`: this instance neither schedules nor works the scheduled jobs (another one does; docs/api-database.md, "Jobs")', { default: '1' }),
    JOBS_POLL_SECONDS: int(10, 'how often a working instance looks at each job queue (Run now is picked up within it; at least 1)'),
  },
  {
    patternProperties: {
      [REMOTE_URL_PATTERN]: Type.String({
        format: 'uri',
        pattern: HTTP_URL,
        description: 'where the shell finds each remote (`npm start` writes it to the manifest); its origin is added to the Content-Security-Policy',
        'x-default': '`http://localhost:420x/remoteEntry.js`',
      }),
    },
  },
);

/** What {@link validateEnv} answers: the known variables, typed, defaults applied; unknown ones left out. */
export type ConfigEnv = Record<string, string | number | undefined>;

type PropertySchema = TSchema & {
  type?: string;
  enum?: unknown[];
  default?: unknown;
  description?: string;
  pattern?: string;
  format?: string;
} & Annotations;

const baseProperties = CONFIG_SCHEMA.properties as unknown as Record<string, PropertySchema>;
const patternProperties = (CONFIG_SCHEMA as unknown as { patternProperties: Record<string, PropertySchema> })
  .patternProperties;

/** The server's variables with some areas' slices: one schema, validated at once. */
interface Composition {
  slices: readonly ConfigSlice[];
  properties: Record<string, PropertySchema>;
  /** env-schema sets `additionalProperties: false` on the schema it is given: its own copy, kept with its Ajv. */
  compiled: { schema: unknown; ajv?: Ajv };
}
/** The compositions made so far, by their slices' keys (loadConfig runs often in tests, with the same slices). */
const compositions = new Map<string, Composition>();

/**
 * The server's schema with the slices' variables added after its own.
 * @throws Error when a slice declares a variable the server or an earlier slice already declares.
 */
function compose(slices: readonly ConfigSlice[]): Composition {
  const id = slices.map((slice) => slice.key).join(',');
  const known = compositions.get(id);
  if (known && known.slices.length === slices.length && known.slices.every((slice, i) => slice === slices[i])) return known;
  const properties: Record<string, PropertySchema> = { ...baseProperties };
  for (const slice of slices) {
    for (const [name, schema] of Object.entries(slice.variables)) {
      if (Object.hasOwn(properties, name)) throw new Error(`${name} of the ${slice.key} configuration is already declared`);
      properties[name] = schema as PropertySchema;
    }
  }
  const composition: Composition = { slices, properties, compiled: { schema: structuredClone({ ...CONFIG_SCHEMA, properties }) } };
  compositions.set(id, composition);
  return composition;
}

/**
 * The schema of one variable, by name (a REMOTE_<NAME>_URL too), or undefined for a variable the API ignores.
 * @param slices the areas' slices whose variables count too (none: the server's own only).
 */
export function variableSchema(name: string, slices: readonly ConfigSlice[] = []): PropertySchema | undefined {
  const { properties } = compose(slices);
  if (Object.hasOwn(properties, name)) return properties[name];
  const pattern = Object.keys(patternProperties).find((p) => new RegExp(p).test(name));
  return pattern ? patternProperties[pattern] : undefined;
}

/** The schema's fixed default of a variable (a number or a string), or undefined. */
export function schemaDefault<T extends string | number>(name: string): T {
  return variableSchema(name)?.default as T;
}

const ANNOTATIONS = ['x-default', 'x-list', 'x-secret'];
/** A URL's user and password, masked before a value is repeated in a message. */
const USERINFO = /\/\/[^/@\s]*@/;

/** The URL patterns in words. */
const SCHEMES: Record<string, string> = { '^postgres(?:ql)?://': 'postgres:// (or postgresql://)', '^rediss?://': 'redis:// (or rediss://)' };

/** One ajv error as a sentence naming the variable and, unless secret, the value given. */
function describeError(error: { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }, env: NodeJS.ProcessEnv, slices: readonly ConfigSlice[]): string {
  const name = error.instancePath.replace(/^\//, '');
  const schema = variableSchema(name, slices);
  const raw = env[name];
  let what = error.message ?? 'is not valid';
  if (error.keyword === 'enum') what = `must be one of ${(schema?.enum ?? []).map((v) => JSON.stringify(String(v))).join(', ')}`;
  else if (error.keyword === 'type' && error.params.type === 'integer') what = 'must be a whole number';
  else if (error.keyword === 'minimum') what = `must be a number ≥ ${error.params.limit}`;
  else if (error.keyword === 'maximum') what = `must be a number ≤ ${error.params.limit}`;
  else if (error.keyword === 'format' || (error.keyword === 'pattern' && schema?.pattern === HTTP_URL)) what = 'must be an absolute http(s) URL';
  else if (error.keyword === 'pattern' && schema?.pattern === DURATION) what = 'must look like 8h, 30m, 45s or 3600';
  else if (error.keyword === 'pattern' && schema?.pattern && SCHEMES[schema.pattern]) what = `must be a ${SCHEMES[schema.pattern]} URL`;
  else if (error.keyword === 'pattern') what = `must match ${schema?.pattern}`;
  const shown = schema?.['x-secret'] || raw === undefined ? '' : `, got "${raw.replace(USERINFO, '//…@')}"`;
  return `${name} ${what}${shown}`;
}

/**
 * Validates the environment against {@link CONFIG_SCHEMA} and the given areas' slices at once (env-schema,
 * ajv-formats for `uri`).
 * An empty value counts as unset (its default applies), except for a comma list (`x-list`), where it is the empty
 * list. Variables the schema does not know are ignored.
 * @param env the environment (process.env in production); not modified.
 * @param slices the areas' slices (apps/api/src/areas.ts); none: the server's variables only.
 * @returns the known variables: integers as numbers, the rest as strings, defaults applied.
 * @throws ConfigError naming each variable that is not valid (one per line), without a secret's value.
 */
export function validateEnv(env: NodeJS.ProcessEnv, slices: readonly ConfigSlice[] = []): ConfigEnv {
  const { compiled } = compose(slices);
  const data: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue;
    const schema = variableSchema(name, slices);
    if (!schema || (value === '' && !schema['x-list'])) continue;
    data[name] = value;
  }
  try {
    return envSchema<ConfigEnv>({
      schema: compiled.schema as never,
      data,
      env: false,
      // The first call builds env-schema's Ajv (its options: coercion, defaults) with the formats and annotations;
      // later calls reuse it, and Ajv its compiled validator of the same schema object (a test builds many configs).
      ajv: compiled.ajv ?? {
        customOptions: (ajv) => {
          for (const keyword of ANNOTATIONS) ajv.addKeyword(keyword);
          const withFormats = addFormats(ajv as never) as unknown as Ajv;
          compiled.ajv = withFormats;
          return withFormats;
        },
      },
    });
  } catch (error) {
    const errors = (error as { errors?: Parameters<typeof describeError>[0][] }).errors;
    if (!errors?.length) throw error;
    throw new ConfigError([...new Set(errors.map((e) => describeError(e, env, slices)))].join('\n'));
  }
}

/** One row of the configuration table. */
export interface ConfigVariable {
  name: string;
  /** The default as written in the table (`—` when unset by default). */
  default: string;
  meaning: string;
}

/**
 * The documented variables: the server's in the schema's order, then each slice's, REMOTE_<NAME>_URL last.
 * @param slices the areas' slices (config-docs.ts, configSlices, finds them all).
 */
export function configVariables(slices: readonly ConfigSlice[] = []): ConfigVariable[] {
  const row = (name: string, schema: PropertySchema): ConfigVariable => {
    const fixed = schema.default;
    const shown =
      schema['x-default'] ??
      (fixed === undefined ? '—' : fixed === '' ? '(empty)' : `\`${String(fixed)}\``);
    return { name, default: shown, meaning: schema.description ?? '' };
  };
  return [
    ...Object.entries(compose(slices).properties).map(([name, schema]) => row(name, schema)),
    ...Object.values(patternProperties).map((schema) => row('REMOTE_<NAME>_URL', schema)),
  ];
}

/** README.md's "Configuration" table, generated from the schema and the slices (Markdown, one row per variable). */
export function configTable(slices: readonly ConfigSlice[] = []): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  return [
    '| variable | default | meaning |',
    '|---|---|---|',
    ...configVariables(slices).map((v) => `| \`${v.name}\` | ${cell(v.default)} | ${cell(v.meaning)} |`),
  ].join('\n');
}

/** The markers around the generated table in README.md. */
export const CONFIG_TABLE_START = '<!-- config-table: generated by `npm run docs:config` from libs/api/server/src/config-schema.ts -->';
export const CONFIG_TABLE_END = '<!-- /config-table -->';
