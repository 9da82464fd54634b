/**
 * GET /reservation/isReserve/{hotelId} (docs/areas/hotels.md, "Deleting a hotel"; SuperAdmin) → `{ data }`: true
 * while the hotel has a reservation that is not cancelled and has not ended, which blocks deleting it. An
 * unknown hotel answers 404.
 */
import { HotelIdOnlyParamsSchema, HotelsMessages, IsReserveResponseSchema } from '@backoffice/contracts';
import { notFound } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SUPER_ADMIN } from '../common';

const reservationCheckRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/isReserve/:hotelId',
    {
      config: { access: SUPER_ADMIN },
      schema: { params: HotelIdOnlyParamsSchema, response: { 200: IsReserveResponseSchema } },
    },
    async (request) => {
      const { hotelId } = request.params;
      if (!(await app.hotels.get(hotelId))) throw notFound(HotelsMessages.hotel.notFound);
      return { data: await app.hotels.hasReservations(hotelId) };
    },
  );
};

export default reservationCheckRoutes;
