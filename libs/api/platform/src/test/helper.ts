/**
 * The test harness of this area (@backoffice/api-server/testing) with its area only: the specs here exercise
 * this area alone; a spec that needs two areas lives in apps/api/src/integration.
 */
import { areaTestHarness } from '@backoffice/api-server/testing';
import { testAreas } from './areas';

export { bearer, demo, lastPin, loginAs, loginAsAdmin, oneRow, testConfig, userIdOf, type App } from '@backoffice/api-server/testing';

/** This area's test apps (`buildTestApp`, `buildTestAppAsAdmin`: {@link areaTestHarness}). Close them in afterAll. */
export const { buildTestApp, buildTestAppAsAdmin } = areaTestHarness(testAreas);
