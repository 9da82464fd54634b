/**
 * The API's configuration, read once from the environment: every variable is declared, with its default and its
 * meaning, in config-schema.ts, which validates the environment first (README.md, "Configuration", lists them).
 * An area's own settings are its slice's (`libs/api/<area>/src/config.ts`): loadConfig reads the slices it is
 * given under their keys, and the area adds its key to {@link AppConfig} itself (a `declare module` beside it).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { ConfigError, schemaDefault, validateEnv, type ConfigEnv, type ConfigSlice } from './config-schema';
import type { StripeOptions } from './services/stripe-payments';

export {
  CONFIG_SCHEMA,
  CONFIG_TABLE_END,
  CONFIG_TABLE_START,
  ConfigError,
  configTable,
  configVariable,
  configVariables,
  isConfigSlice,
  validateEnv,
  type ConfigEnv,
  type ConfigSlice,
} from './config-schema';

export interface RateLimit {
  /** Attempts allowed per window. */
  max: number;
  /** Window length in seconds. */
  windowSeconds: number;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** PGlite data folder; `memory://` for an in-memory database. Ignored when `databaseUrl` is set. */
  dataDir: string;
  /** Folder of uploaded images (UPLOADS_DIR, `.data/uploads` by default). */
  uploadsDir: string;
  /**
   * S3-compatible storage for the images instead of the folder (STORAGE_PROVIDER=s3 with S3_ENDPOINT, S3_BUCKET,
   * S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PREFIX); absent: the local folder.
   */
  s3?: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; prefix: string };
  databaseUrl?: string;
  /**
   * A Redis server (REDIS_URL, `redis://host:6379`) shared by several API instances: socket.io fans out through it,
   * the rate limits and the cross-instance locks live in it. Absent: everything stays in this one process.
   */
  redisUrl?: string;
  pgliteMode: 'worker' | 'main';
  jwtSecret: string;
  /** Token lifetime in seconds. */
  tokenTtlSeconds: number;
  /** Origins allowed by CORS and socket.io (CORS_ORIGINS; default: the dev ports 4200-4205, none in production). */
  corsOrigins: string[];
  /** Extra origins for the Content-Security-Policy (the remotes' origins); CORS origins are added too. */
  cspOrigins: string[];
  cspEnabled: boolean;
  shellDistDir?: string;
  /**
   * The released builds of the areas (RELEASES_DIR, `.data/releases` by default): `<area>/<folder>/` with a
   * `release.json`, the live `manifest.json` and `history.jsonl`. It need not exist (nothing released yet).
   */
  releasesDir: string;
  /** Print SMS to the log (always outside production). */
  smsLog: boolean;
  smsProvider: 'outbox';
  mailProvider: 'outbox';
  pin: { length: 4 | 6; ttlSeconds: number; maxTries: number };
  rateLimits: {
    /**
     * Failures that lock (429) until the window ends (RATE_LIMIT_LOGIN_ACCOUNT_*, 10 per 15 minutes): wrong
     * passwords of one account from one address (the pair: the same account from another address still signs in),
     * wrong PINs of a live sign-in attempt of one account, wrong step-up PINs and current passwords of one account.
     * Also the step-up PINs sent per account.
     */
    loginPerAccount: RateLimit;
    /**
     * Failed sign-in and PIN attempts per client address, across accounts (RATE_LIMIT_LOGIN_ADDRESS_*, 30 a
     * minute); a success gives its attempt back.
     */
    loginPerAddress: RateLimit;
    /**
     * Wrong passwords of one account from every address (RATE_LIMIT_LOGIN_SLOW_ACCOUNT_*, 50 an hour): past it,
     * every password attempt on the account is answered after {@link AppConfig.rateLimits.loginSlowDelay}, the
     * right password included; nothing locks. Optional only so that tests may override the others alone
     * ({@link DEFAULT_LOGIN_SLOW_LIMIT} applies).
     */
    loginSlowPerAccount?: RateLimit;
    /**
     * The delay past `loginSlowPerAccount`, in milliseconds: `firstMs` for the first attempt past the limit,
     * doubled for each further failure, at most `maxMs` (RATE_LIMIT_LOGIN_SLOW_DELAY_MS, 1000;
     * RATE_LIMIT_LOGIN_SLOW_DELAY_MAX_MS, 5000). Optional as above ({@link DEFAULT_LOGIN_SLOW_DELAY}).
     */
    loginSlowDelay?: LoginSlowDelay;
    /** Public calls (sign-up, department list) per client address. */
    publicPerAddress: RateLimit;
    /**
     * The public site's forms (newsletter subscription, contact enquiry) per client address
     * (RATE_LIMIT_FORM_ADDRESS_*, 10 per 10 minutes). Optional only so that tests may override the others alone.
     */
    formPerAddress?: RateLimit;
  };
  /** Content and banner images (docs/api-database.md, "Website content calls"). */
  images: {
    /** Largest content (CMS) image upload in bytes (CONTENT_IMAGE_MAX_BYTES, 10 MB). */
    contentMaxBytes: number;
    /** Most pixels a stored image keeps (IMAGE_MAX_PIXELS, 16 MP): larger ones are scaled down. */
    maxPixels: number;
  };
  /** argon2id cost; tests lower it, production keeps the defaults. */
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  /**
   * The links several areas mail (CONSOLE_URL, CUSTOMER_RESET_URL, MANAGER_INVITE_URL), kept here because an area
   * never imports another. Optional only so that tests may build a config without it ({@link DEFAULT_LINKS}
   * applies); {@link loadConfig} always sets it.
   */
  links?: LinksConfig;
  /**
   * Stripe instead of the embedded payment ledger (docs/api-database.md, "Payments"): STRIPE_SECRET_KEY, with
   * STRIPE_WEBHOOK_SECRET for its webhooks; STRIPE_API_URL points the client elsewhere (a test double).
   */
  stripe?: StripeOptions;
  /**
   * E-mail and SMS delivery (docs/api-database.md, "Mail"). Optional only so that tests may build a config without
   * it (the defaults of {@link DEFAULT_MAIL_CONFIG} apply); {@link loadConfig} always sets it.
   */
  mail?: MailConfig;
  /**
   * Scheduled jobs and their outside services (docs/api-database.md, "Jobs"). Optional so that tests may leave it
   * out: then nothing schedules or polls ({@link DEFAULT_JOBS_CONFIG} with `enabled` false).
   */
  jobs?: JobsConfig;
  seedOnStart: boolean;
  /**
   * Which proxies' X-Forwarded-For the API believes (TRUST_PROXY), hence the client address the rate limits and
   * the audit trail see (Fastify's `trustProxy`): false (unset or `0`: the socket's address), a number of proxies
   * in front (`1`: one balancer; the client is the address that balancer appended last), or the balancers'
   * addresses and CIDR ranges (`10.0.0.0/8,192.168.1.5`: the client is the last address not among them).
   */
  trustProxy: TrustProxy;
  logLevel: string;
  /**
   * Human-readable log lines through pino-pretty (LOG_PRETTY `1`), or JSON lines (`0`). Unset: pretty with
   * NODE_ENV=development on a terminal, JSON otherwise (production and tests stay JSON).
   */
  logPretty?: boolean;
  /**
   * On SIGTERM, seconds during which /api/health/ready answers 503 while requests are still served, before the
   * server closes (SHUTDOWN_DRAIN_SECONDS, 0; docs/api-database.md, "Health"). Optional for tests.
   */
  shutdownDrainSeconds?: number;
  /**
   * Retry-After of the 503 a call answers while the database cannot be reached, in seconds
   * (DB_UNAVAILABLE_RETRY_AFTER_SECONDS, 5; docs/production.md, "During a database outage"). Optional for tests.
   */
  unavailableRetryAfterSeconds?: number;
}

/** See {@link AppConfig.trustProxy}. */
export type TrustProxy = false | number | string[];

/** See {@link AppConfig.rateLimits.loginSlowDelay}. */
export interface LoginSlowDelay {
  /** Delay of the first attempt past the limit, in milliseconds. */
  firstMs: number;
  /** Longest delay, in milliseconds. */
  maxMs: number;
}

/** The slow per-account limit when a test config leaves it out (RATE_LIMIT_LOGIN_SLOW_ACCOUNT_*: 50 an hour). */
export const DEFAULT_LOGIN_SLOW_LIMIT: RateLimit = {
  max: schemaDefault('RATE_LIMIT_LOGIN_SLOW_ACCOUNT_MAX'),
  windowSeconds: schemaDefault('RATE_LIMIT_LOGIN_SLOW_ACCOUNT_WINDOW_SECONDS'),
};
/** The delay past the slow limit when a test config leaves it out: 1 s, doubling, at most 5 s. */
export const DEFAULT_LOGIN_SLOW_DELAY: LoginSlowDelay = {
  firstMs: schemaDefault('RATE_LIMIT_LOGIN_SLOW_DELAY_MS'),
  maxMs: schemaDefault('RATE_LIMIT_LOGIN_SLOW_DELAY_MAX_MS'),
};

/** proxy-addr's names of address ranges, accepted in TRUST_PROXY beside addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Reads TRUST_PROXY (see {@link AppConfig.trustProxy}). `true` (every hop) is not offered: it would take the
 * first X-Forwarded-For entry, which the client writes itself.
 * @throws ConfigError for anything but `0`, a positive number of proxies, or a list of addresses, CIDR ranges
 *   and `loopback` / `linklocal` / `uniquelocal`.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((s) => s.trim());
  const valid = (entry: string) => {
    if (PROXY_RANGE_NAMES.has(entry)) return true;
    const [address, prefix, extra] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family || extra !== undefined) return false;
    if (prefix === undefined) return true;
    return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
  };
  if (entries.length && entries.every(valid)) return entries;
  throw new ConfigError(
    'TRUST_PROXY must be 0, the number of proxies in front of the API (1 for one balancer) or a comma-separated ' +
      `list of the balancers' addresses or CIDR ranges, got "${value}"`,
  );
}

/** The mail queue's settings (docs/api-database.md, "Mail"). */
export interface MailConfig {
  /**
   * An SMTP server (SMTP_URL, `smtp://user:pass@host:587` or `smtps://…:465`) the e-mails are sent through;
   * absent: the embedded transport (the outbox is the mailbox, a message is `sent` once delivered to it).
   */
  smtpUrl?: string;
  /** The From of every e-mail (MAIL_FROM). */
  from: string;
  /** Attempts before a message is `failed` (MAIL_MAX_ATTEMPTS, 5, at least 1). */
  maxAttempts: number;
  /** Back-off after the first failed attempt, in seconds, doubled after each (MAIL_RETRY_BASE_SECONDS, 30). */
  retryBaseSeconds: number;
  /** Seconds between two looks at the queue (MAIL_POLL_SECONDS, 5); 0: this instance delivers nothing. */
  pollSeconds: number;
  /** Messages claimed per round (MAIL_BATCH_SIZE, 10, at least 1). */
  batchSize: number;
  /** Seconds after which a message stuck in `sending` (a crashed instance) is claimed again (MAIL_SENDING_TIMEOUT_SECONDS, 300). */
  sendingTimeoutSeconds: number;
}

/** The scheduled jobs' settings (docs/api-database.md, "Jobs"). */
export interface JobsConfig {
  /** This instance schedules and works the jobs (JOBS_ENABLED, default on; `0` keeps an instance out). */
  enabled: boolean;
  /** Seconds between two looks at a job queue (JOBS_POLL_SECONDS, 10). */
  pollSeconds: number;
}

/** Jobs when a config leaves them out (tests): nothing polls, `app.jobs.work()` runs them by hand. */
export const DEFAULT_JOBS_CONFIG: JobsConfig = { enabled: false, pollSeconds: 10 };

/** The From of the e-mails when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM: string = schemaDefault('MAIL_FROM');

/** The mail queue's defaults (no SMTP_URL: the embedded transport). */
export const DEFAULT_MAIL_CONFIG: MailConfig = {
  from: DEFAULT_MAIL_FROM,
  maxAttempts: schemaDefault('MAIL_MAX_ATTEMPTS'),
  retryBaseSeconds: schemaDefault('MAIL_RETRY_BASE_SECONDS'),
  pollSeconds: schemaDefault('MAIL_POLL_SECONDS'),
  batchSize: schemaDefault('MAIL_BATCH_SIZE'),
  sendingTimeoutSeconds: schemaDefault('MAIL_SENDING_TIMEOUT_SECONDS'),
};

/** The mail settings from the validated environment. @throws ConfigError for an SMTP_URL that is not smtp(s). */
function mailConfig(env: ConfigEnv): MailConfig {
  const smtpUrl = str(env, 'SMTP_URL');
  if (smtpUrl) {
    let url: URL | undefined;
    try {
      url = new URL(smtpUrl);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
      throw new ConfigError('SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465');
    }
  }
  return {
    smtpUrl,
    from: str(env, 'MAIL_FROM')?.trim() || DEFAULT_MAIL_CONFIG.from,
    maxAttempts: Math.max(1, num(env, 'MAIL_MAX_ATTEMPTS')),
    retryBaseSeconds: num(env, 'MAIL_RETRY_BASE_SECONDS'),
    pollSeconds: num(env, 'MAIL_POLL_SECONDS'),
    batchSize: Math.max(1, num(env, 'MAIL_BATCH_SIZE')),
    sendingTimeoutSeconds: Math.max(1, num(env, 'MAIL_SENDING_TIMEOUT_SECONDS')),
  };
}

/** The public forms' limit when a test config leaves it out (RATE_LIMIT_FORM_ADDRESS_*: 10 per 10 minutes). */
export const DEFAULT_FORM_LIMIT: RateLimit = {
  max: schemaDefault('RATE_LIMIT_FORM_ADDRESS_MAX'),
  windowSeconds: schemaDefault('RATE_LIMIT_FORM_ADDRESS_WINDOW_SECONDS'),
};

/**
 * The pages the e-mailed links open, a single-use `?token=` added: several areas mail them, so they stay in the
 * server's config (an area never imports another) under this one key, `links`. CONSOLE_URL is validated as an
 * absolute http(s) URL; the two pages are taken as written (README.md's "Configuration" table has the defaults).
 */
export interface LinksConfig {
  /**
   * The console's address (CONSOLE_URL, an absolute http(s) URL, kept without a trailing slash): the users area
   * mails `<consoleUrl>/set-password?token=` (a console user's invitation or password link; docs/areas/users.md,
   * "Invitation"), the platform area `<consoleUrl>/verify-email?token=` and `<consoleUrl>/login` (a self sign-up;
   * docs/areas/platform.md, "Sign-up (`/signup`)").
   */
  consoleUrl: string;
  /**
   * The customer app's reset-password page (CUSTOMER_RESET_URL), mailed with `?token=`: by the bookings area
   * (docs/areas/bookings.md, "Reset Guest Password") and the users area (a customer's password link); that page
   * posts the token and the new password to POST /api/user/resetPassword/confirm.
   */
  customerResetUrl: string;
  /**
   * The hotel admin site's set-password page (MANAGER_INVITE_URL), mailed with `?token=`: by the chains area (a new
   * manager's invitation, docs/areas/chains.md, "Managers") and the users area (a hotel account's password link).
   */
  managerInviteUrl: string;
}

/** The links when a config leaves them out (tests): the schema's defaults, the shell's and the apps' dev servers. */
export const DEFAULT_LINKS: LinksConfig = {
  consoleUrl: schemaDefault('CONSOLE_URL'),
  customerResetUrl: schemaDefault('CUSTOMER_RESET_URL'),
  managerInviteUrl: schemaDefault('MANAGER_INVITE_URL'),
};

/** The links from the validated environment (CONSOLE_URL is an http(s) URL there; its trailing slashes dropped). */
function linksConfig(env: ConfigEnv): LinksConfig {
  return {
    consoleUrl: str(env, 'CONSOLE_URL')?.trim().replace(/\/+$/, '') || DEFAULT_LINKS.consoleUrl,
    customerResetUrl: str(env, 'CUSTOMER_RESET_URL') as string,
    managerInviteUrl: str(env, 'MANAGER_INVITE_URL') as string,
  };
}

/**
 * The embedded hotel admin sign-in page (libs/api/hotels, admin-redirect): HOTEL_ADMIN_URL's default, which the
 * hotels area's slice declares (libs/api/hotels/src/config.ts); kept here for the route that falls back to it.
 */
export const EMBEDDED_HOTEL_ADMIN_URL = '/api/hotel-admin/sign-in';

/** Stripe's settings from the validated environment (STRIPE_API_URL is an http(s) URL there). */
function stripeOptions(env: ConfigEnv): StripeOptions {
  const options: StripeOptions = { secretKey: str(env, 'STRIPE_SECRET_KEY') ?? '', webhookSecret: str(env, 'STRIPE_WEBHOOK_SECRET') };
  const apiUrl = str(env, 'STRIPE_API_URL');
  if (apiUrl) {
    const url = new URL(apiUrl);
    options.protocol = url.protocol === 'http:' ? 'http' : 'https';
    options.host = url.hostname;
    options.port = url.port ? Number(url.port) : undefined;
  }
  return options;
}

const DEV_SECRET = 'dev-only-insecure-jwt-secret-change-me-0123456789';

/**
 * A comma list variable (an `x-list` one: an empty value is the empty list) as trimmed items without empty ones.
 * @param fallback the list when the variable is unset.
 */
export const configList = (value: string | undefined, fallback: string[]): string[] =>
  value === undefined
    ? fallback
    : value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);

/** A validated integer variable (its schema default applies when unset). */
const num = (env: ConfigEnv, name: string): number => env[name] as number;
/** A validated text variable, or undefined when unset and without a default. */
const str = (env: ConfigEnv, name: string): string | undefined => env[name] as string | undefined;

/**
 * Parses a duration: `8h`, `30m`, `45s`, `2d` or plain seconds.
 * @returns seconds.
 */
export function parseDuration(value: string, name = 'duration'): number {
  const m = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  if (!m) throw new ConfigError(`${name} must look like 8h, 30m, 45s or 3600, got "${value}"`);
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[m[2] as '' | 's' | 'm' | 'h' | 'd'];
  return Number(m[1]) * unit;
}

const rate = (env: ConfigEnv, name: string): RateLimit => ({
  max: num(env, `${name}_MAX`),
  windowSeconds: num(env, `${name}_WINDOW_SECONDS`),
});

/**
 * Reads the JWT secret from a file, creating it with 48 random bytes (mode 0600) on first use, so that a
 * single-host deployment (`npm start`) gets a strong secret that survives restarts without configuration.
 */
function secretFromFile(file: string): string {
  if (!existsSync(file)) {
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url') + '\n', { mode: 0o600, flag: 'wx' });
  }
  return readFileSync(file, 'utf8').trim();
}

/** The dev ports of the shell and the remotes (docs/toolchain.md, "Ports and URLs"); outside production. */
const DEV_ORIGINS = [4200, 4201, 4202, 4203, 4204, 4205].map((p) => `http://localhost:${p}`);

/**
 * Reads the configuration: validates the environment against the schema (config-schema.ts: every variable with
 * its default and meaning; unknown variables are ignored), then derives the settings.
 * @param env the environment (process.env).
 * @param overrides values that win over the environment (tests).
 * @param slices the areas' own slices (apps/api/src/areas.ts, API_CONFIG_SLICES): validated with the server's
 *   variables in one pass (every malformed variable named at once), each read under its key.
 * @throws ConfigError naming the variable, on a malformed value, or in production without a strong JWT_SECRET
 *   (32+ characters).
 */
export function loadConfig(
  raw: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
  slices: readonly ConfigSlice[] = [],
): AppConfig {
  const env = validateEnv(raw, slices);
  const nodeEnv = env.NODE_ENV as AppConfig['env'];
  const production = nodeEnv === 'production';
  const secretFile = str(env, 'JWT_SECRET_FILE');
  const secret = str(env, 'JWT_SECRET') || (secretFile ? secretFromFile(secretFile) : '');
  if (production && (secret.length < 32 || secret === DEV_SECRET || new Set(secret).size < 10)) {
    throw new ConfigError(
      'JWT_SECRET must be set to a strong secret (at least 32 random characters) when NODE_ENV=production ' +
        '(or JWT_SECRET_FILE: a file holding it, created with a random secret when missing)',
    );
  }
  const remoteOrigins = Object.entries(env)
    .filter(([k, v]) => /^REMOTE_[A-Z_]+_URL$/.test(k) && v)
    .map(([, v]) => new URL(v as string).origin);
  // The dev servers' ports are a development default only: in production nothing but what is configured
  // (CORS_ORIGINS, CSP_ORIGINS, REMOTE_<NAME>_URL) is let in.
  const corsOrigins = configList(str(env, 'CORS_ORIGINS'), production ? [] : DEV_ORIGINS);
  const logPretty = str(env, 'LOG_PRETTY');
  const config: AppConfig = {
    env: nodeEnv,
    host: str(env, 'HOST') as string,
    port: num(env, 'PORT'),
    dataDir: str(env, 'DATA_DIR') ?? path.resolve(process.cwd(), '.data', 'pglite'),
    uploadsDir: str(env, 'UPLOADS_DIR') ?? path.resolve(process.cwd(), '.data', 'uploads'),
    databaseUrl: str(env, 'DATABASE_URL'),
    redisUrl: str(env, 'REDIS_URL'),
    pgliteMode: env.PGLITE_MODE as AppConfig['pgliteMode'],
    jwtSecret: secret || DEV_SECRET,
    tokenTtlSeconds: parseDuration(str(env, 'TOKEN_TTL') as string, 'TOKEN_TTL'),
    corsOrigins,
    cspOrigins: [...new Set([...corsOrigins, ...remoteOrigins, ...configList(str(env, 'CSP_ORIGINS'), [])])],
    cspEnabled: env.CSP !== 'off',
    shellDistDir: str(env, 'SHELL_DIST_DIR'),
    releasesDir: str(env, 'RELEASES_DIR') ?? path.resolve(process.cwd(), '.data', 'releases'),
    smsLog: !production || env.SMS_LOG === '1',
    smsProvider: 'outbox',
    mailProvider: 'outbox',
    pin: {
      length: num(env, 'PIN_LENGTH') as 4 | 6,
      ttlSeconds: parseDuration(str(env, 'PIN_TTL') as string, 'PIN_TTL'),
      maxTries: num(env, 'PIN_MAX_TRIES'),
    },
    rateLimits: {
      loginPerAccount: rate(env, 'RATE_LIMIT_LOGIN_ACCOUNT'),
      loginPerAddress: rate(env, 'RATE_LIMIT_LOGIN_ADDRESS'),
      loginSlowPerAccount: rate(env, 'RATE_LIMIT_LOGIN_SLOW_ACCOUNT'),
      loginSlowDelay: {
        firstMs: num(env, 'RATE_LIMIT_LOGIN_SLOW_DELAY_MS'),
        maxMs: num(env, 'RATE_LIMIT_LOGIN_SLOW_DELAY_MAX_MS'),
      },
      publicPerAddress: rate(env, 'RATE_LIMIT_PUBLIC_ADDRESS'),
      formPerAddress: rate(env, 'RATE_LIMIT_FORM_ADDRESS'),
    },
    images: {
      contentMaxBytes: Math.max(1, num(env, 'CONTENT_IMAGE_MAX_BYTES')),
      maxPixels: Math.max(1, num(env, 'IMAGE_MAX_PIXELS')),
    },
    argon2: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
    links: linksConfig(env),
    stripe: str(env, 'STRIPE_SECRET_KEY') ? stripeOptions(env) : undefined,
    mail: mailConfig(env),
    jobs: {
      enabled: env.JOBS_ENABLED !== '0',
      pollSeconds: Math.max(1, num(env, 'JOBS_POLL_SECONDS')),
    },
    seedOnStart: env.SEED !== '0',
    trustProxy: parseTrustProxy(str(env, 'TRUST_PROXY')),
    logLevel: str(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    logPretty: logPretty === undefined ? undefined : logPretty === '1',
    shutdownDrainSeconds: num(env, 'SHUTDOWN_DRAIN_SECONDS'),
    unavailableRetryAfterSeconds: num(env, 'DB_UNAVAILABLE_RETRY_AFTER_SECONDS'),
  };
  if (env.STORAGE_PROVIDER === 's3') {
    const needed = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
    const missing = needed.filter((k) => !str(env, k));
    if (missing.length) throw new ConfigError(`STORAGE_PROVIDER=s3 needs ${missing.join(', ')}`);
    config.s3 = {
      endpoint: str(env, 'S3_ENDPOINT') as string,
      bucket: str(env, 'S3_BUCKET') as string,
      region: str(env, 'S3_REGION') as string,
      accessKeyId: str(env, 'S3_ACCESS_KEY_ID') as string,
      secretAccessKey: str(env, 'S3_SECRET_ACCESS_KEY') as string,
      prefix: str(env, 'S3_PREFIX') ?? '',
    };
  }
  for (const name of ['SMS_PROVIDER', 'MAIL_PROVIDER']) {
    if (env[name] !== 'outbox') {
      throw new ConfigError(`${name} "${env[name]}" is not available; only "outbox" is built in`);
    }
  }
  const areas = Object.fromEntries(slices.map((slice) => [slice.key, slice.read(env)]));
  return { ...config, ...areas, ...overrides };
}

/** Each slice's settings from an empty environment (its defaults), made once. */
const sliceDefaults = new WeakMap<ConfigSlice, unknown>();

/**
 * An area's settings, as its plugin reads them when it registers: those loadConfig read from the environment
 * under the slice's key (or a test's override), else the slice's defaults (a config built without the slices).
 * @throws ConfigError when the slice's defaults themselves are not valid (a slice's mistake).
 */
export function areaSettings<T>(config: Partial<AppConfig>, slice: ConfigSlice<T>): T {
  const loaded = (config as Record<string, unknown>)[slice.key] as T | undefined;
  if (loaded !== undefined) return loaded;
  if (!sliceDefaults.has(slice)) sliceDefaults.set(slice, slice.read(validateEnv({}, [slice])));
  return sliceDefaults.get(slice) as T;
}
