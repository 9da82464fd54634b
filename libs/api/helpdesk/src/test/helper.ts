/**
 * The test harness of this area (@backoffice/api-server/testing) with its area only: the specs here exercise
 * this area alone; a spec that needs two areas lives in apps/api/src/integration.
 */
import type { AppConfig } from '@backoffice/api-server';
import {
  buildAreaTestApp,
  buildAreaTestAppAsAdmin,
  demo,
  loginAs,
  loginAsAdmin,
  type App,
  type TestAppOptions,
} from '@backoffice/api-server/testing';
import { testAreas } from './areas';

export { bearer, demo, lastPin, loginAs, loginAsAdmin, testConfig, userIdOf, type App } from '@backoffice/api-server/testing';

/** A ready (not listening) app with this area on its own seeded database. Close it in afterAll. */
export const buildTestApp = (overrides: Partial<AppConfig> = {}, options: TestAppOptions = {}): Promise<App> =>
  buildAreaTestApp(testAreas, overrides, options);

/** {@link buildTestApp} with the SuperAdmin signed in. */
export const buildTestAppAsAdmin = (overrides: Partial<AppConfig> = {}) => buildAreaTestAppAsAdmin(testAreas, overrides);

/** Tokens of the three demo roles on `app`: `[SuperAdmin, Department user (Customer Support), Employee]`. */
export const loginAllRoles = async (app: App): Promise<[string, string, string]> => [
  await loginAsAdmin(app),
  await loginAs(app, demo.department),
  await loginAs(app, demo.employee),
];
