/** GET /user/hotels (docs/areas/hotels.md, "Property listing"; SuperAdmin): the hotel owners, by name. */
import { HotelOwnersResponseSchema } from '@backoffice/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SUPER_ADMIN } from '../common';
import { listOwners } from './listing';

const userHotelsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/hotels',
    { config: { access: SUPER_ADMIN }, schema: { response: { 200: HotelOwnersResponseSchema } } },
    async () => ({ data: await listOwners(app.db) }),
  );
};

export default userHotelsRoutes;
