/**
 * Builds the app for tests (fastify/demo's test/helper): a seeded test database, quiet logs, cheap argon2.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App, type BuildAppOptions } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { DEMO_ACCOUNTS } from '../seed/seed';
import { createTestDatabase, TEST_ARGON2 } from './test-database';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test' }, {
    argon2: TEST_ARGON2,
    dataDir: 'memory://',
    uploadsDir: path.join(tmpdir(), `backoffice-test-uploads-${process.pid}`),
    logLevel: 'silent',
    ...overrides,
  });
}

/** A ready (not listening) app on its own seeded database. Close it in afterAll. */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: Partial<Omit<BuildAppOptions, 'config'>> & { beforeReady?: (app: App) => void | Promise<void> } = {},
): Promise<App> {
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig(overrides), database, logger: false, ...options });
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

/** Demo accounts by role (apps/api/src/seed/demo-accounts.json). */
export const demo = {
  admin: { ...admin, phone: must(admin.phone, 'SuperAdmin phone') },
  department: { ...departmentUser, department: must(departmentUser.department, "Department user's department") },
  employee: must(DEMO_ACCOUNTS.find((a) => a.role === 'Employee'), 'Employee'),
};

/** Signs in a non-admin demo account. @returns its token. */
export async function loginAs(app: App, account: { email: string; password: string }): Promise<string> {
  const { email, password } = account;
  const res = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

/** The PIN of the latest SMS to `phone` in the outbox. */
export async function lastPin(app: App, phone: string): Promise<string> {
  const { outbox } = await import('../db/schema');
  const { desc, eq } = await import('drizzle-orm');
  const [row] = await app.db.select().from(outbox).where(eq(outbox.recipient, phone)).orderBy(desc(outbox.createdAt)).limit(1);
  const m = /PIN is (\d+)/.exec(row?.body ?? '');
  if (!m) throw new Error('no PIN in the outbox');
  return m[1];
}

/** Signs in the SuperAdmin through the PIN step. @returns its token. */
export async function loginAsAdmin(app: App): Promise<string> {
  const { email, password } = demo.admin;
  const first = await app.inject({ method: 'POST', url: '/api/user/adminLogin', payload: { email, password } });
  if (first.statusCode !== 200) throw new Error(`adminLogin failed: ${first.body}`);
  const otp = await lastPin(app, demo.admin.phone);
  const res = await app.inject({ method: 'POST', url: '/api/user/otpVerification', payload: { email, otp } });
  if (res.statusCode !== 200) throw new Error(`otpVerification failed: ${res.body}`);
  return res.json().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A ready app (as {@link buildTestApp}) with the SuperAdmin signed in through the PIN step.
 * @returns the app (close it in afterAll) and the SuperAdmin's `authorization` header.
 */
export async function buildTestAppAsAdmin(
  overrides: Partial<AppConfig> = {},
): Promise<{ app: App; admin: Record<string, string> }> {
  const app = await buildTestApp(overrides);
  return { app, admin: bearer(await loginAsAdmin(app)) };
}
