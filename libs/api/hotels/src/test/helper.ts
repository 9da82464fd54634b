/**
 * The test harness of this area (@backoffice/api-server/testing) with its area only: the specs here exercise
 * this area alone; a spec that needs two areas lives in apps/api/src/integration.
 */
import type { AppConfig } from '@backoffice/api-server';
import {
  buildAreaTestApp,
  buildAreaTestAppAsAdmin,
  type App,
  type TestAppOptions,
} from '@backoffice/api-server/testing';
import { charges, hotelEmployees, hotels, reservations, reviews, rooms } from '@backoffice/api-server/schema';
import { hotelsSchema } from '../hotels.schema';
import { testAreas } from './areas';

export { bearer, demo, lastPin, loginAs, loginAsAdmin, testConfig, userIdOf, type App } from '@backoffice/api-server/testing';

/** A ready (not listening) app with this area on its own seeded database. Close it in afterAll. */
export const buildTestApp = (overrides: Partial<AppConfig> = {}, options: TestAppOptions = {}): Promise<App> =>
  buildAreaTestApp(testAreas, overrides, options);

/** {@link buildTestApp} with the SuperAdmin signed in. */
export const buildTestAppAsAdmin = (overrides: Partial<AppConfig> = {}) => buildAreaTestAppAsAdmin(testAreas, overrides);

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
