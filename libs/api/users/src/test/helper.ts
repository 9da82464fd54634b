/** The test harness of this area (@backoffice/api-server/testing) with its area only. */
import type { AppConfig } from '@backoffice/api-server';
import { buildAreaTestApp, buildAreaTestAppAsAdmin, type App, type TestAppOptions } from '@backoffice/api-server/testing';
import { testAreas } from './areas';

export { bearer, demo, loginAs, loginAsAdmin, testConfig, type App } from '@backoffice/api-server/testing';

/** A ready (not listening) app with this area on its own seeded database. Close it in afterAll. */
export const buildTestApp = (overrides: Partial<AppConfig> = {}, options: TestAppOptions = {}): Promise<App> =>
  buildAreaTestApp(testAreas, overrides, options);

/** {@link buildTestApp} with the SuperAdmin signed in. */
export const buildTestAppAsAdmin = (overrides: Partial<AppConfig> = {}) => buildAreaTestAppAsAdmin(testAreas, overrides);
