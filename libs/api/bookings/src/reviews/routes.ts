/**
 * Reviews (docs/areas/bookings.md, "Reviews"; SuperAdmin): GET /review/hotel/{hotelId} lists a hotel's reviews
 * newest first, DELETE /review/{id} removes one (soft delete, audited).
 */
import { BookingsMessages, HotelReviewsResponseSchema, IdParamsSchema, MessageResponseSchema } from '@backoffice/contracts';
import { actorOf, isUuid, notFound } from '@backoffice/api-server';
import { hotels, reviews } from '@backoffice/api-server/schema';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, isNull } from 'drizzle-orm';
import { SUPER_ADMIN } from '../common';
import { loadReviews } from '../reservations/repository';

const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/hotel/:hotelId',
    {
      config: { access: SUPER_ADMIN },
      schema: { params: Type.Object({ hotelId: Type.String({ maxLength: 64 }) }), response: { 200: HotelReviewsResponseSchema } },
    },
    async (request) => {
      const { hotelId } = request.params;
      const [hotel] = isUuid(hotelId)
        ? await app.db.select({ _id: hotels.id, name: hotels.name }).from(hotels).where(and(eq(hotels.id, hotelId), isNull(hotels.deletedAt)))
        : [];
      if (!hotel) throw notFound(BookingsMessages.customer.hotelNotFound);
      return { hotel, data: await loadReviews(app.db, eq(reviews.hotelId, hotelId)) };
    },
  );

  app.delete(
    '/:id',
    { config: { access: SUPER_ADMIN }, schema: { params: IdParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await app.reservations.removeReview(request.params.id, actorOf(request));
      return { message: BookingsMessages.review.deleted };
    },
  );
};

export default reviewRoutes;
