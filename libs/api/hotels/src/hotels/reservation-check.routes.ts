/**
 * GET /reservation/isReserve/{hotelId} (docs/areas/hotels.md, "Deleting a hotel"; SuperAdmin) → `{ data }`: true
 * while the hotel has a reservation that is not cancelled and has not ended, which blocks deleting it. An
 * unknown hotel answers 404.
 */
import { HotelsMessages, HotelsOperations } from '@backoffice/contracts';
import { Access, notFound, routeOperation } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const reservationCheckRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(
    app,
    HotelsOperations.isReserve,
    { config: { access: Access.superAdmin } },
    async (request) => {
      const { hotelId } = request.params;
      if (!(await app.hotels.get(hotelId))) throw notFound(HotelsMessages.hotel.notFound);
      return { data: await app.hotels.hasReservations(hotelId) };
    },
  );
};

export default reservationCheckRoutes;
