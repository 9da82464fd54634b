/** GET /user/hotels (docs/areas/hotels.md, "Property listing"; SuperAdmin): the hotel owners, by name. */
import { HotelsOperations } from '@backoffice/contracts';
import { Access, routeOperation } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listOwners } from './listing';

const userHotelsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(
    app,
    HotelsOperations.listHotelOwners,
    { config: { access: Access.superAdmin } },
    async () => ({ data: await listOwners(app.db) }),
  );
};

export default userHotelsRoutes;
