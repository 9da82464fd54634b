/**
 * Builds an API for tests (fastify/demo's test/helper): the shared plugins and the given areas on a seeded test
 * database, logs captured in memory and scanned for secrets (log-capture.ts), cheap argon2. Each API project wraps
 * it with its areas (libs/api/<area>/src/test/helper.ts, apps/api/src/test/helper.ts), so that an area's tests run
 * on that area alone.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { ApiArea } from '../area';
import { buildServer, type ApiServer, type BuildServerOptions } from '../build-server';
import { loadConfig, type AppConfig } from '../config';
import { rowsOf } from '../db/database';
import { outbox, users } from '../db/server.schema';
import { DEMO_ACCOUNTS } from '../seed/seed';
import { assertNoSecretsLogged, captureLogger } from './log-capture';
import { createTestDatabase, TEST_ARGON2 } from './test-database';

export type App = ApiServer;

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  // Jobs off by default: a test drives them with `app.jobs.work(name)` (no pg-boss start nor polling per test app).
  return loadConfig({ NODE_ENV: 'test', JOBS_ENABLED: '0' }, {
    argon2: TEST_ARGON2,
    dataDir: 'memory://',
    uploadsDir: path.join(tmpdir(), `backoffice-test-uploads-${process.pid}`),
    // Nothing released: a folder no test writes (a test that needs releases passes its own).
    releasesDir: path.join(tmpdir(), `backoffice-test-releases-${process.pid}-none`),
    logLevel: 'silent',
    ...overrides,
  });
}

export type TestAppOptions = Partial<Omit<BuildServerOptions, 'config' | 'areas'>> & {
  beforeReady?: (app: App) => void | Promise<void>;
};

/**
 * Makes a test app's `close()` fail when a line logged until then (its closing included) held a secret
 * (log-capture.ts): the test file's afterAll that closes it fails. Fastify runs onClose hooks added last first,
 * hence a wrapper rather than a hook.
 */
export function checkLogOnClose<T extends { close: () => PromiseLike<unknown> }>(app: T): T {
  const close = app.close.bind(app);
  Object.assign(app, {
    close: async () => {
      await close();
      assertNoSecretsLogged();
    },
  });
  return app;
}

/**
 * A ready (not listening) app with `areas` on its own seeded database. Close it in afterAll. Its log goes to the
 * test file's capture (log-capture.ts) unless `options.logger` says otherwise; `close()` throws when a captured
 * line held a secret.
 */
export async function buildAreaTestApp(
  areas: readonly ApiArea[],
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<App> {
  const database = await createTestDatabase(areas);
  const app = await buildServer({ config: testConfig(overrides), areas, database, logger: captureLogger(), ...options });
  checkLogOnClose(app);
  await options.beforeReady?.(app);
  await app.ready();
  return app;
}

function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`demo data has no ${what}`);
  return value;
}

const admin = must(DEMO_ACCOUNTS.find((a) => a.role === 'SuperAdmin'), 'SuperAdmin');
const departmentUser = must(DEMO_ACCOUNTS.find((a) => a.role === 'Department'), 'Department user');

/** Demo accounts by role (libs/api/server/src/seed/demo-accounts.json). */
export const demo = {
  admin: { ...admin, phone: must(admin.phone, 'SuperAdmin phone') },
  department: { ...departmentUser, department: must(departmentUser.department, "Department user's department") },
  employee: must(DEMO_ACCOUNTS.find((a) => a.role === 'Employee'), 'Employee'),
  /** A Department user of another desk (Finance). */
  finance: must(DEMO_ACCOUNTS.find((a) => a.email === 'finance.desk@staff.example.com'), 'Finance desk user'),
  /** A second Employee. */
  otherEmployee: must(DEMO_ACCOUNTS.find((a) => a.email === 'priya.sharma@staff.example.com'), 'second Employee'),
};

/** Whether the app has the platform's sign-in routes (an area tested alone has not). */
const hasSignIn = (app: App) => app.hasRoute({ method: 'POST', url: '/api/user/login' });

/**
 * A token for an account: through POST /api/user/login when the app has the platform's routes, else issued
 * directly after checking the password (an area's tests run without the platform area).
 */
export async function loginAs(app: App, account: { email: string; password: string }): Promise<string> {
  const { email, password } = account;
  if (!hasSignIn(app)) return issueToken(app, email, password);
  const res = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

async function issueToken(app: App, email: string, password: string): Promise<string> {
  const [row] = await app.db.select().from(users).where(and(eq(users.email, email.trim().toLowerCase()), isNull(users.deletedAt))).limit(1);
  if (!row || row.disabled || !row.passwordHash || !(await app.passwords.verify(row.passwordHash, password))) {
    throw new Error(`login failed for ${email}`);
  }
  return app.tokens.issue(row);
}

/** The id of the user with this e-mail. */
export async function userIdOf(app: App, email: string): Promise<string> {
  const [row] = await app.db.select({ id: users.id }).from(users).where(and(eq(users.email, email.toLowerCase()), isNull(users.deletedAt))).limit(1);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** The PIN of the latest SMS to `phone` in the outbox. */
export async function lastPin(app: App, phone: string): Promise<string> {
  const [row] = await app.db.select().from(outbox).where(eq(outbox.recipient, phone)).orderBy(desc(outbox.createdAt)).limit(1);
  const m = /PIN is (\d+)/.exec(row?.body ?? '');
  if (!m) throw new Error('no PIN in the outbox');
  return m[1];
}

/** Signs in the SuperAdmin through the PIN step (or, without the platform's routes, issues its token). */
export async function loginAsAdmin(app: App): Promise<string> {
  const { email, password } = demo.admin;
  if (!hasSignIn(app)) return issueToken(app, email, password);
  const first = await app.inject({ method: 'POST', url: '/api/user/adminLogin', payload: { email, password } });
  if (first.statusCode !== 200) throw new Error(`adminLogin failed: ${first.body}`);
  const otp = await lastPin(app, demo.admin.phone);
  const { attemptId } = first.json();
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/otpVerification',
    payload: { email, otp, attemptId },
  });
  if (res.statusCode !== 200) throw new Error(`otpVerification failed: ${res.body}`);
  return res.json().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The first row `query` answers on the app's database, for a spec that reads or writes its records by SQL.
 * @throws when the query answers no row.
 */
export async function oneRow<T>(app: App, query: SQL): Promise<T> {
  const [row] = rowsOf<T>(await app.db.execute(query));
  if (!row) throw new Error('no row');
  return row;
}

/**
 * Signs in several accounts, one after the other: `'admin'` is the SuperAdmin ({@link loginAsAdmin}), any other
 * value an account ({@link loginAs}, e.g. one of {@link demo}). @returns their tokens under the same keys.
 */
export async function loginAll<K extends string>(
  app: App,
  accounts: Record<K, 'admin' | { email: string; password: string }>,
): Promise<Record<K, string>> {
  const tokens = {} as Record<K, string>;
  for (const key of Object.keys(accounts) as K[]) {
    const account = accounts[key];
    tokens[key] = account === 'admin' ? await loginAsAdmin(app) : await loginAs(app, account);
  }
  return tokens;
}

/**
 * A ready app (as {@link buildAreaTestApp}) with the SuperAdmin signed in.
 * @returns the app (close it in afterAll) and the SuperAdmin's `authorization` header.
 */
export async function buildAreaTestAppAsAdmin(
  areas: readonly ApiArea[],
  overrides: Partial<AppConfig> = {},
): Promise<{ app: App; admin: Record<string, string> }> {
  const app = await buildAreaTestApp(areas, overrides);
  return { app, admin: bearer(await loginAsAdmin(app)) };
}

/** An area's test builders, bound to its areas ({@link areaTestHarness}). */
export interface AreaTestHarness {
  /** A ready (not listening) app with the areas on its own seeded database ({@link buildAreaTestApp}). Close it in afterAll. */
  buildTestApp(overrides?: Partial<AppConfig>, options?: TestAppOptions): Promise<App>;
  /** {@link AreaTestHarness.buildTestApp} with the SuperAdmin signed in ({@link buildAreaTestAppAsAdmin}). */
  buildTestAppAsAdmin(overrides?: Partial<AppConfig>): Promise<{ app: App; admin: Record<string, string> }>;
}

/**
 * The builders an API project's `src/test/helper.ts` exports (libs/api/README.md, "An area's folder"), bound to
 * the areas its tests run with (its `src/test/areas.ts`): `export const { buildTestApp, buildTestAppAsAdmin } =
 * areaTestHarness(testAreas)`.
 */
export function areaTestHarness(areas: readonly ApiArea[]): AreaTestHarness {
  return {
    buildTestApp: (overrides = {}, options = {}) => buildAreaTestApp(areas, overrides, options),
    buildTestAppAsAdmin: (overrides = {}) => buildAreaTestAppAsAdmin(areas, overrides),
  };
}

/**
 * Two ready (not listening) API instances with `areas` on one seeded test database and one Redis (`redisUrl`), as
 * behind a load balancer (docs/production.md): both adopt the database and the one closed last closes it (close
 * `a`, then `b`, in afterAll). Their logs go to the test file's capture; `close()` throws when a line held a secret.
 */
export async function buildTwoInstances(areas: readonly ApiArea[], redisUrl: string): Promise<{ a: App; b: App }> {
  const database = await createTestDatabase(areas);
  const config = testConfig({ redisUrl });
  const a = checkLogOnClose(
    await buildServer({ config, areas, database: { ...database, close: async () => undefined }, logger: captureLogger() }),
  );
  const b = checkLogOnClose(await buildServer({ config, areas, database, logger: captureLogger() }));
  await Promise.all([a.ready(), b.ready()]);
  return { a, b };
}
