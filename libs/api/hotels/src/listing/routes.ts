/**
 * The listing and search calls under `/hotel` (docs/areas/hotels.md, "Property listing"; SuperAdmin):
 * GET /list and GET /getHotel/{hotelAdminID} (one owner's hotels; 'all' for every hotel) answer HotelListItems,
 * paged when `page` is given; POST /query answers HotelSearchItems. POST /hotel/querybyproperty (both its bodies)
 * is the pricing area's: one path is one route.
 */
import {
  HotelAdminParamsSchema,
  HotelListQuerySchema,
  HotelListResponseSchema,
  HotelQueryBodySchema,
  HotelQueryResponseSchema,
} from '@backoffice/contracts';
import { isUuid } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SUPER_ADMIN } from '../common';
import { listHotels, queryHotels } from './listing';

/** The `hotelAdminID` of the whole listing (/property/all). */
export const ALL_HOTELS = 'all';

const listingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/list',
    {
      config: { access: SUPER_ADMIN },
      schema: { querystring: HotelListQuerySchema, response: { 200: HotelListResponseSchema } },
    },
    async (request) => listHotels(app.db, request.query, null),
  );

  app.get(
    '/getHotel/:hotelAdminID',
    {
      config: { access: SUPER_ADMIN },
      schema: { params: HotelAdminParamsSchema, querystring: HotelListQuerySchema, response: { 200: HotelListResponseSchema } },
    },
    async (request) => {
      const { hotelAdminID } = request.params;
      if (hotelAdminID === ALL_HOTELS) return listHotels(app.db, request.query, null);
      // An id that names no account has no hotels.
      if (!isUuid(hotelAdminID)) return request.query.page ? { data: [], total: 0, page: request.query.page, limit: request.query.limit ?? 10 } : { data: [] };
      return listHotels(app.db, request.query, hotelAdminID);
    },
  );

  app.post(
    '/query',
    { config: { access: SUPER_ADMIN }, schema: { body: HotelQueryBodySchema, response: { 200: HotelQueryResponseSchema } } },
    async (request) => ({ data: await queryHotels(app.db, request.body) }),
  );
};

export default listingRoutes;
