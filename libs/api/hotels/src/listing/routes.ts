/**
 * The listing and search calls under `/hotel` (docs/areas/hotels.md, "Property listing"; SuperAdmin):
 * GET /list and GET /getHotel/{hotelAdminID} (one owner's hotels; 'all' for every hotel) answer HotelListItems,
 * paged when `page` is given; POST /query answers HotelSearchItems. POST /hotel/querybyproperty (both its bodies)
 * is the pricing area's: one path is one route. Each route is registered from its operation (routeOperation).
 */
import { HotelsOperations as op } from '@backoffice/contracts';
import { Access, isUuid, routeOperation } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listHotels, queryHotels } from './listing';

/** The `hotelAdminID` of the whole listing (/property/all). */
export const ALL_HOTELS = 'all';

const listingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(
    app,
    op.listHotels,
    { config: { access: Access.superAdmin } },
    async (request) => listHotels(app.db, request.query, null),
  );

  routeOperation(
    app,
    op.getOwnerHotels,
    { config: { access: Access.superAdmin } },
    async (request) => {
      const { hotelAdminID } = request.params;
      if (hotelAdminID === ALL_HOTELS) return listHotels(app.db, request.query, null);
      // An id that names no account has no hotels.
      if (!isUuid(hotelAdminID)) return request.query.page ? { data: [], total: 0, page: request.query.page, limit: request.query.limit ?? 10 } : { data: [] };
      return listHotels(app.db, request.query, hotelAdminID);
    },
  );

  routeOperation(
    app,
    op.queryHotels,
    { config: { access: Access.superAdmin } },
    async (request) => ({ data: await queryHotels(app.db, request.body) }),
  );
};

export default listingRoutes;
