/**
 * The test harness (@backoffice/api-server/testing) with the whole API: the app of app.ts (every area, the health
 * check) on a database seeded with every area's data. The specs of apps/api test the composition: what needs
 * more than one area (integration/), the access rules of every route, shutdown, the seed.
 */
import type { AppConfig } from '@backoffice/api-server';
import {
  bearer,
  captureLogger,
  checkLogOnClose,
  createTestDatabase,
  loginAsAdmin,
  testConfig,
  type TestAppOptions,
} from '@backoffice/api-server/testing';
import { buildApp, type App, type BuildAppOptions } from '../app';
import { API_AREAS } from '../areas';

export { bearer, demo, lastPin, loginAs, loginAsAdmin, testConfig, userIdOf } from '@backoffice/api-server/testing';
export type { App };

/** The whole API's test database (every area's seed). */
export const createAppTestDatabase = () => createTestDatabase(API_AREAS);

/**
 * A ready (not listening) app on its own seeded database. Close it in afterAll. Its log goes to the test file's
 * capture (@backoffice/api-server/testing, log-capture.ts); `close()` throws when a captured line held a secret.
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: Partial<Omit<BuildAppOptions, 'config'>> & Pick<TestAppOptions, 'beforeReady'> = {},
): Promise<App> {
  const database = await createAppTestDatabase();
  const app = checkLogOnClose(await buildApp({ config: testConfig(overrides), database, logger: captureLogger(), ...options }));
  await options.beforeReady?.(app as never);
  await app.ready();
  return app;
}

/** {@link buildTestApp} with the SuperAdmin signed in through the PIN step. */
export async function buildTestAppAsAdmin(
  overrides: Partial<AppConfig> = {},
): Promise<{ app: App; admin: Record<string, string> }> {
  const app = await buildTestApp(overrides);
  return { app, admin: bearer(await loginAsAdmin(app as never)) };
}
