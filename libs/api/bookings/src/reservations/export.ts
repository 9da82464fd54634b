/**
 * The reservations export (docs/areas/bookings.md, "Export"): the whole filtered set as an .xlsx file written
 * by exceljs's streaming writer while the rows are read in keyset batches, so that memory stays flat whatever
 * the number of rows. Text cells are neutralised against formula injection (`neutraliseCell`).
 */
import { PassThrough, type Readable } from 'node:stream';
import {
  RESERVATION_EXPORT_COLUMNS,
  neutraliseCell,
  type ReservationListQuery,
} from '@backoffice/contracts';
import type { Db } from '@backoffice/api-server';
import { reservations } from '@backoffice/api-server/schema';
import { and, sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { bookingIdOf, countReservations, listOrder, listSelect, reservationFilter, type ListRow } from './query';

/** Rows read per batch. */
export const EXPORT_BATCH = 2_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();
const HOUR = 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The zone's offset from UTC (ms) during the UTC hour of `at`, from Intl once per zone and hour (500,000 arrivals
 * cost a few thousand lookups). Exact wherever offsets change on a whole UTC hour, as they do in every zone of the
 * marketplace's countries (a zone shifting on a half hour, such as Lord Howe Island, would be off for 30 minutes).
 */
function offsetAt(at: Date, timeZone: string): number {
  const hour = Math.floor(at.getTime() / HOUR);
  const key = `${timeZone} ${hour}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    let f = formatters.get(timeZone);
    if (!f) {
      f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
      formatters.set(timeZone, f);
    }
    const p = Object.fromEntries(f.formatToParts(new Date(hour * HOUR)).map((x) => [x.type, Number(x.value)]));
    offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - hour * HOUR;
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** `DD/MM/YYYY hh:mm AM` in the reservation's zone. */
export function arrivalText(at: Date, timeZone: string): string {
  const local = new Date(at.getTime() + offsetAt(at, timeZone));
  const h = local.getUTCHours();
  return `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${pad(h % 12 || 12)}:${pad(local.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
}

/** After the last row of a batch, in the list's order (the keyset of the next batch). */
function after(q: ReservationListQuery, last: ListRow): SQL {
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
 * Streams the filtered set as an .xlsx workbook (one sheet, the spec's columns). The stream errors if a read
 * fails midway.
 */
export function exportReservations(db: Db, q: ReservationListQuery): Readable {
  const out = new PassThrough();
  // Fast compression: the sheet is text that zips well at any level, and level 1 keeps the zip from lagging behind.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } });
  const sheet = workbook.addWorksheet('Reservations');
  sheet.columns = RESERVATION_EXPORT_COLUMNS.map((header, i) => ({ header, key: `c${i}`, width: [20, 20, 36, 16, 26, 14, 14][i] }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    const where = await reservationFilter(db, q);
    let last: ListRow | undefined;
    for (;;) {
      const rows: ListRow[] = await listSelect(db)
        .where(last ? and(where, after(q, last)) : where)
        .orderBy(...listOrder(q))
        .limit(EXPORT_BATCH);
      for (const r of rows) {
        const row = sheet.addRow([
          bookingIdOf(r.bookingNo),
          neutraliseCell(r.lastName ?? ''),
          neutraliseCell(r.hotelName),
          `${r.duration} Hours`,
          arrivalText(r.reservationStart, r.timezone),
          r.status,
          r.total === null ? null : r.total / 100,
        ]);
        if (r.total !== null) row.getCell(7).numFmt = `"${(r.currencySymbol ?? 'A$').replace(/"/g, '')}"#,##0.00`;
        row.commit();
      }
      if (rows.length < EXPORT_BATCH) break;
      last = rows[rows.length - 1];
      // Let the zip stream and the socket drain before the next batch (flat memory whatever the row count).
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
      await new Promise((resolve) => setImmediate(resolve));
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: Error) => out.destroy(error));
  return out;
}
