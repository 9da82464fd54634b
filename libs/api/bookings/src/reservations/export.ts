/**
 * The reservations export (docs/areas/bookings.md, "Export"): the whole filtered set as an .xlsx file written
 * while the rows are read in keyset batches (the server lib's streamSheet), so that memory stays flat whatever
 * the number of rows. Text cells are neutralised against formula injection (`neutraliseCell`).
 */
import type { Readable } from 'node:stream';
import {
  RESERVATION_EXPORT_COLUMNS,
  currencyCode,
  formatDateTimeForExport,
  minorDigits,
  neutraliseCell,
  type ReservationListQuery,
} from '@backoffice/contracts';
import { streamSheet, type Db } from '@backoffice/api-server';
import { charges, hotels, reservations, users } from '@backoffice/api-server/schema';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { bookingIdOf, countReservations, listOrder, reservationFilter } from './query';

/** Rows read per batch. */
export const EXPORT_BATCH = 2_000;

/** The minor digits of a row's currency, known by its symbol (the format module's table; 2 for one it does not know). */
const digitsOf = (symbol: string | null): number => minorDigits(currencyCode(symbol ?? 'A$') ?? 'AUD');

/** The spreadsheet format of an amount cell: `"฿"#,##0.00`, `"¥"#,##0`. */
const amountFormat = (symbol: string | null): string => {
  const digits = digitsOf(symbol);
  return `"${(symbol ?? 'A$').replace(/"/g, '')}"#,##0${digits ? `.${'0'.repeat(digits)}` : ''}`;
};

/** An arrival for the sheet: the console's style in the reservation's zone ('06/12/2026, 2:30 pm'). */
export const arrivalText = (at: Date, timeZone: string): string => formatDateTimeForExport(at, timeZone);

/**
 * A batch's rows: the reservation's columns the sheet and the keyset need, its hotel's name, its customer's last name
 * and its charge's total. The hotel, the customer and the charge are looked up by key one row at a time
 * (`LATERAL … LIMIT 1`): as plain joins the planner hashed every charge and every user for each batch, whatever the
 * size of the scope (docs/api-database.md, "Which index a list reads").
 */
function batchSelect(db: Db) {
  const hotel = db.select({ name: hotels.name }).from(hotels).where(eq(hotels.id, reservations.hotelId)).limit(1).as('h');
  const customer = db.select({ lastName: users.lastName }).from(users).where(eq(users.id, reservations.bookedById)).limit(1).as('u');
  const charge = db
    .select({ total: charges.total, currencySymbol: charges.userCurrencySymbol })
    .from(charges)
    .where(eq(charges.reservationId, reservations.id))
    .limit(1)
    .as('c');
  return db
    .select({
      id: reservations.id,
      bookingNo: reservations.bookingNo,
      createdAt: reservations.createdAt,
      reservationStart: reservations.reservationStart,
      timezone: reservations.timezone,
      duration: reservations.duration,
      status: reservations.status,
      hotelName: hotel.name,
      lastName: customer.lastName,
      total: charge.total,
      currencySymbol: charge.currencySymbol,
    })
    .from(reservations)
    .innerJoinLateral(hotel, sql`true`)
    .leftJoinLateral(customer, sql`true`)
    .leftJoinLateral(charge, sql`true`);
}

type BatchRow = Awaited<ReturnType<ReturnType<typeof batchSelect>['execute']>>[number];

/** After the last row of a batch, in the list's order (the keyset of the next batch). */
function after(q: ReservationListQuery, last: BatchRow): SQL {
  const cmp = q.order === 'asc' ? sql.raw('>') : sql.raw('<');
  switch (q.sort) {
    case 'reservationStart':
      return sql`(${reservations.reservationStart}, ${reservations.id}) ${cmp} (${last.reservationStart}, ${last.id})`;
    case 'bookingId':
      return sql`${reservations.bookingNo} ${cmp} ${last.bookingNo}`;
    default:
      return sql`(${reservations.createdAt}, ${reservations.id}) ${cmp} (${last.createdAt}, ${last.id})`;
  }
}

/** The number of rows the export will hold (the progress bar's 100 %). */
export async function countForExport(db: Db, q: ReservationListQuery): Promise<number> {
  return countReservations(db, q, await reservationFilter(db, q));
}

/**
 * Streams the filtered set as an .xlsx workbook (one sheet, the spec's columns; streamSheet of the server lib). The
 * stream errors if a read fails midway.
 */
export function exportReservations(db: Db, q: ReservationListQuery): Readable {
  // The filter's scope, read once, at the first batch (inside the stream, so that a failed read errors the stream).
  let where: ReturnType<typeof reservationFilter> | undefined;
  return streamSheet<BatchRow>({
    sheet: 'Reservations',
    columns: RESERVATION_EXPORT_COLUMNS.map((header, i) => ({ header, width: [20, 20, 36, 16, 26, 14, 14][i] })),
    batchSize: EXPORT_BATCH,
    nextBatch: async (last) => {
      const scope = await (where ??= reservationFilter(db, q));
      return batchSelect(db)
        .where(last ? and(scope, after(q, last)) : scope)
        .orderBy(...listOrder(q))
        .limit(EXPORT_BATCH);
    },
    row: (r) => ({
      cells: [
        bookingIdOf(r.bookingNo),
        neutraliseCell(r.lastName ?? ''),
        neutraliseCell(r.hotelName),
        `${r.duration} Hours`,
        arrivalText(r.reservationStart, r.timezone),
        r.status,
        r.total === null ? null : r.total / 10 ** digitsOf(r.currencySymbol),
      ],
      // A number cell, with the row's currency symbol and its own minor digits (JPY none) as the cell's format.
      numFmt: r.total === null ? undefined : { 7: amountFormat(r.currencySymbol) },
    }),
  });
}
