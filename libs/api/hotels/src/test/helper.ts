/**
 * The test harness of this area (@backoffice/api-server/testing) with its area only: the specs here exercise
 * this area alone; a spec that needs two areas lives in apps/api/src/integration.
 */
import { areaTestHarness, type App } from '@backoffice/api-server/testing';
import { charges, hotelEmployees, hotels, reservations, reviews, rooms } from '@backoffice/api-server/schema';
import { hotelsSchema } from '../hotels.schema';
import { testAreas } from './areas';

export { bearer, demo, lastPin, loginAs, loginAsAdmin, testConfig, userIdOf, type App } from '@backoffice/api-server/testing';

/** This area's test apps (`buildTestApp`, `buildTestAppAsAdmin`: {@link areaTestHarness}). Close them in afterAll. */
export const { buildTestApp, buildTestAppAsAdmin } = areaTestHarness(testAreas);

/**
 * Removes every hotel and what hangs off it (the demo data included) from a test app's own database, for the
 * specs that count hotels or rank them near a demo city.
 */
export async function clearHotelData(app: App): Promise<void> {
  const { checkinWindows, hotelPhotos, hotelAdminTokens } = hotelsSchema;
  for (const table of [reviews, charges, reservations, checkinWindows, rooms, hotelPhotos, hotelEmployees, hotelAdminTokens, hotels]) {
    await app.db.delete(table);
  }
}
