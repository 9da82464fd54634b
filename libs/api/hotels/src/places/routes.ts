/**
 * GET /places/search?q= (docs/areas/hotels.md, "Address search"; SuperAdmin) → `{ data: Place[] }`: at most
 * 10 places, best first, from `app.places` (the embedded cities or the configured geocoding service; 502 when
 * that service fails).
 */
import { PlaceSearchQuerySchema, PlaceSearchResponseSchema } from '@backoffice/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SUPER_ADMIN } from '../common';

const placesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/search',
    {
      config: { access: SUPER_ADMIN },
      schema: { querystring: PlaceSearchQuerySchema, response: { 200: PlaceSearchResponseSchema } },
    },
    async (request) => ({ data: await app.places.search(request.query.q.trim()) }),
  );
};
export default placesRoutes;
