/**
 * GET /places/search?q= (docs/areas/hotels.md, "Address search"; SuperAdmin) → `{ data: Place[] }`: at most
 * 10 places, best first, from `app.places` (the embedded cities or the configured geocoding service; 502 when
 * that service fails).
 */
import { HotelsOperations } from '@backoffice/contracts';
import { Access, routeOperation } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const placesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(
    app,
    HotelsOperations.findPlaces,
    { config: { access: Access.superAdmin } },
    async (request) => ({ data: await app.places.search(request.query.q.trim()) }),
  );
};
export default placesRoutes;
