import { BOOKING_ID_PREFIX } from '@backoffice/contracts';
import type { Db } from '@backoffice/api-server';
import { reservations, users } from '@backoffice/api-server/schema';
import { asc, eq } from 'drizzle-orm';
import { statementReservations } from './billing.schema';

/** One reservation a statement bills, as its PDF and its invoice's page list it (amounts in minor units, as billed). */
export interface StatementLine {
  id: string;
  /** The booking number, 'TF100707'. */
  bookingId: string;
  start: Date;
  /** The guest's user id, or null for a reservation without one. */
  customerId: string | null;
  /** The guest's name, 'Guest' when none is known. */
  customer: string;
  amount: number;
  commission: number;
  commissionGst: number;
}

/**
 * The reservations a statement bills, by arrival then booking number (docs/areas/billing.md, "Billing Statement", "Links"):
 * the statement's PDF and the invoice's page read the same lines.
 */
export async function statementLines(db: Db, statementId: string): Promise<StatementLine[]> {
  const rows = await db
    .select({
      id: reservations.id,
      bookingNo: reservations.bookingNo,
      start: reservations.reservationStart,
      customerId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      amount: statementReservations.amount,
      commission: statementReservations.commission,
      commissionGst: statementReservations.commissionGst,
    })
    .from(statementReservations)
    .innerJoin(reservations, eq(reservations.id, statementReservations.reservationId))
    .leftJoin(users, eq(users.id, reservations.bookedById))
    .where(eq(statementReservations.statementId, statementId))
    .orderBy(asc(reservations.reservationStart), asc(reservations.bookingNo));
  return rows.map(({ bookingNo, firstName, lastName, ...l }) => ({
    ...l,
    bookingId: `${BOOKING_ID_PREFIX}${bookingNo}`,
    customer: [firstName, lastName].filter(Boolean).join(' ') || 'Guest',
  }));
}
