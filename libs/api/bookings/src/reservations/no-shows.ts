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

/**
 * The no-shows arriving in the window (instants, inclusive), by arrival, at most NO_SHOW_LIMIT. The window's
 * reservations come from `reservations_no_show_idx`; each one's hotel, customer and charge are looked up by key one
 * row at a time (`LATERAL … LIMIT 1`, which the planner keeps as a per-row lookup): as plain joins the planner hashed every charge and every user for a window of
 * a few hundred no-shows (docs/api-database.md, "Which index a list reads").
 */
export async function listNoShows(db: Db, q: NoShowQueryBody): Promise<NoShowItem[]> {
  const hotel = db.select({ name: hotels.name }).from(hotels).where(eq(hotels.id, reservations.hotelId)).limit(1).as('h');
  const customer = db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, reservations.bookedById))
    .limit(1)
    .as('u');
  const charge = db
    .select({ id: charges.id, amount: charges.amount, captured: charges.captured, userCurrencySymbol: charges.userCurrencySymbol })
    .from(charges)
    .where(eq(charges.reservationId, reservations.id))
    .limit(1)
    .as('c');
  const found = await db
    .select({
      r: reservations,
      hotelName: hotel.name,
      customerId: customer.id,
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      chargeId: charge.id,
      amount: charge.amount,
      captured: charge.captured,
      symbol: charge.userCurrencySymbol,
    })
    .from(reservations)
    .innerJoinLateral(hotel, sql`true`)
    .leftJoinLateral(customer, sql`true`)
    .leftJoinLateral(charge, sql`true`)
    .where(
      and(
        eq(reservations.status, 'No show'),
        gte(reservations.reservationStart, new Date(q.reservationStart)),
        lte(reservations.reservationStart, new Date(q.reservationEnd)),
        q.captured === undefined ? undefined : sql`coalesce(${charge.captured}, false) = ${q.captured}`,
      ),
    )
    .orderBy(asc(reservations.reservationStart), asc(reservations.id))
    .limit(NO_SHOW_LIMIT);
  const rows = found.map(({ chargeId, amount, captured, symbol, ...rest }) => ({
    ...rest,
    charge: chargeId === null || amount === null || captured === null ? null : { id: chargeId, amount, captured, userCurrencySymbol: symbol ?? '' },
  }));
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
