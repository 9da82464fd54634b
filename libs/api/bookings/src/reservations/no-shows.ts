/**
 * The no-show list (docs/areas/bookings.md, "No shows"): reservations marked 'No show' arriving in the window,
 * with their charge; `captured` false for /noShow/unapproved, true for /noShow/approved.
 */
import { DEFAULT_CURRENCY_SYMBOL, type NoShowItem, type NoShowQueryBody } from '@backoffice/contracts';
import type { Db } from '@backoffice/api-server';
import { charges, hotels, reservations, users } from '@backoffice/api-server/schema';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { bookingIdOf } from './query';

/** At most this many rows answer one window (the screen shows them all). */
export const NO_SHOW_LIMIT = 1_000;

export async function listNoShows(db: Db, q: NoShowQueryBody): Promise<NoShowItem[]> {
  const rows = await db
    .select({ r: reservations, hotelName: hotels.name, customerId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, charge: charges })
    .from(reservations)
    .innerJoin(hotels, eq(hotels.id, reservations.hotelId))
    .leftJoin(users, eq(users.id, reservations.bookedById))
    .leftJoin(charges, eq(charges.reservationId, reservations.id))
    .where(
      and(
        eq(reservations.status, 'No show'),
        gte(reservations.reservationStart, new Date(q.reservationStart)),
        lte(reservations.reservationStart, new Date(q.reservationEnd)),
        q.captured === undefined ? undefined : sql`coalesce(${charges.captured}, false) = ${q.captured}`,
      ),
    )
    .orderBy(asc(reservations.reservationStart), asc(reservations.id))
    .limit(NO_SHOW_LIMIT);
  return rows.map(({ r, hotelName, customerId, firstName, lastName, email, charge }) => ({
    _id: r.id,
    bookingId: bookingIdOf(r.bookingNo),
    bookedBy: { _id: customerId, fullName: `${firstName ?? ''} ${lastName ?? ''}`.trim(), email: email ?? '' },
    hotelId: { _id: r.hotelId, name: hotelName },
    duration: r.duration,
    reservationStart: r.reservationStart.toISOString(),
    reservationEnd: r.reservationEnd.toISOString(),
    timezone: r.timezone,
    status: r.status,
    charge: charge
      ? { _id: charge.id, amount: charge.amount, captured: charge.captured, currencySymbol: charge.userCurrencySymbol || DEFAULT_CURRENCY_SYMBOL }
      : null,
  }));
}
