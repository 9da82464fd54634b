/** The test harness of this area (@backoffice/api-server/testing) with its area only. */
import { areaTestHarness } from '@backoffice/api-server/testing';
import { testAreas } from './areas';

export { bearer, demo, loginAs, loginAsAdmin, testConfig, type App } from '@backoffice/api-server/testing';

/** This area's test apps (`buildTestApp`, `buildTestAppAsAdmin`: {@link areaTestHarness}). Close them in afterAll. */
export const { buildTestApp, buildTestAppAsAdmin } = areaTestHarness(testAreas);
