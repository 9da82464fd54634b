/**
 * @backoffice/api-hotels: the hotels area's API (docs/areas/hotels.md): hotels with their people, rooms and
 * photos, the property listing and the hotel search, score and rank, the Redirect to Hotel Admin, the address
 * search and the missing property IDs. Mounted by apps/api/src/areas.ts.
 */
import type { ApiArea } from '@backoffice/api-server';
import adminRedirectRoutes from './admin-redirect/routes';
import hotelAdminPageRoutes from './admin-redirect/page.routes';
import { hotelsConfig } from './config';
import hotelRepository from './hotels/repository';
import hotelRoutes from './hotels/routes';
import { hotelsBulkActions } from './hotels/bulk';
import { hotelsSchema } from './hotels.schema';
import placesPlugin from './places/plugin';
import placesRoutes from './places/routes';
import propertyRoutes from './property/routes';
import roomRoutes from './rooms/routes';
import listingRoutes from './listing/routes';
import userHotelsRoutes from './listing/user-hotels.routes';
import reservationCheckRoutes from './hotels/reservation-check.routes';
import scoreRoutes from './score/routes';
import { hotelsSeed } from './seed/seed';
import peopleRoutes from './people/routes';

export { hotelsSchema } from './hotels.schema';
export { hotelsConfig, type HotelsConfig } from './config';

export const hotelsArea: ApiArea = {
  name: 'hotels',
  schema: hotelsSchema,
  config: hotelsConfig,
  async routes(app) {
    await app.register(placesPlugin);
    await app.register(hotelRepository);
    await app.register(hotelRoutes, { prefix: '/hotel' });
    await app.register(scoreRoutes, { prefix: '/hotel' });
    await app.register(roomRoutes, { prefix: '/hotel' });
    await app.register(listingRoutes, { prefix: '/hotel' });
    await app.register(userHotelsRoutes, { prefix: '/user' });
    await app.register(peopleRoutes, { prefix: '/user' });
    await app.register(adminRedirectRoutes, { prefix: '/user' });
    await app.register(hotelAdminPageRoutes, { prefix: '/hotel-admin' });
    await app.register(reservationCheckRoutes, { prefix: '/reservation' });
    await app.register(propertyRoutes, { prefix: '/property' });
    await app.register(placesRoutes, { prefix: '/places' });
    for (const definition of hotelsBulkActions(app)) app.bulk.define(definition);
  },
  seed: hotelsSeed,
};
