/**
 * Reviews (docs/areas/bookings.md, "Reviews"; SuperAdmin): GET /review/hotel/{hotelId} lists a hotel's reviews
 * newest first, DELETE /review/{id} removes one (soft delete, audited). Each route is registered from its operation
 * of libs/contracts/src/bookings.ts (routeOperation).
 */
import { BookingsOperations as op, BookingsMessages } from '@backoffice/contracts';
import { actorOf, notFound, routeOperation, superAdminRoute } from '@backoffice/api-server';
import { reviews } from '@backoffice/api-server/schema';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { loadReviews } from '../reservations/repository';
import { reviewedHotel } from './repository';

const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.getHotelReviews, superAdminRoute, async (request) => {
    const { hotelId } = request.params;
    const hotel = await reviewedHotel(app.db, hotelId);
    if (!hotel) throw notFound(BookingsMessages.customer.hotelNotFound);
    return { hotel, data: await loadReviews(app.db, eq(reviews.hotelId, hotelId)) };
  });

  routeOperation(app, op.removeReview, superAdminRoute, async (request) => {
    await app.reservations.removeReview(request.params.id, actorOf(request));
    return { message: BookingsMessages.review.deleted };
  });
};

export default reviewRoutes;
