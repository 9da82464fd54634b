/**
 * The test harness of this area (@backoffice/api-server/testing) with its area only: the specs here exercise
 * this area alone; a spec that needs two areas lives in apps/api/src/integration.
 */
import { areaTestHarness, demo, loginAs, loginAsAdmin, type App } from '@backoffice/api-server/testing';
import { testAreas } from './areas';

export { bearer, demo, lastPin, loginAs, loginAsAdmin, testConfig, userIdOf, type App } from '@backoffice/api-server/testing';

/** This area's test apps (`buildTestApp`, `buildTestAppAsAdmin`: {@link areaTestHarness}). Close them in afterAll. */
export const { buildTestApp, buildTestAppAsAdmin } = areaTestHarness(testAreas);

/** Tokens of the three demo roles on `app`: `[SuperAdmin, Department user (Customer Support), Employee]`. */
export const loginAllRoles = async (app: App): Promise<[string, string, string]> => [
  await loginAsAdmin(app),
  await loginAs(app, demo.department),
  await loginAs(app, demo.employee),
];
