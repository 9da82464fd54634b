/**
 * Reviews' reads (docs/areas/bookings.md, "Reviews"): the hotel a review list is for. The reviews themselves are
 * read by `loadReviews` of ../reservations/repository.ts and removed by `app.reservations.removeReview`.
 */
import { isUuid, type Db } from '@backoffice/api-server';
import { hotels } from '@backoffice/api-server/schema';
import { and, eq, isNull } from 'drizzle-orm';

/**
 * The hotel `hotelId` names as the review list shows it (`_id`, `name`), or undefined when the id is not a uuid,
 * names no hotel or a deleted one (the route answers 404).
 */
export async function reviewedHotel(db: Db, hotelId: string): Promise<{ _id: string; name: string } | undefined> {
  if (!isUuid(hotelId)) return undefined;
  const [hotel] = await db
    .select({ _id: hotels.id, name: hotels.name })
    .from(hotels)
    .where(and(eq(hotels.id, hotelId), isNull(hotels.deletedAt)));
  return hotel;
}
