/**
 * The users export (docs/areas/users.md, "Export"): the filtered list (no paging) as `Users-{date}.xlsx`, written
 * by exceljs's streaming writer while the rows are read in keyset batches, so that memory stays flat whatever the
 * number of users. Every text cell is neutralised against formula injection (`neutraliseCell`: a cell starting with
 * = + - @, a tab or a carriage return gets a leading quote). Instants are date cells in UTC.
 */
import { PassThrough, type Readable } from 'node:stream';
import { USER_EXPORT_COLUMNS, accessLevelLabel, accountStatus, neutraliseCell } from '@backoffice/contracts';
import type { Db } from '@backoffice/api-server';
import { and } from 'drizzle-orm';
import { afterKeys, fullNameOf, keysetColumns, listOrder, summarySelect, userFilter, type UserFilterQuery } from './query';

/** Rows read per batch. */
export const EXPORT_BATCH = 1_000;

const DATE_FORMAT = 'yyyy-mm-dd hh:mm';

/** Streams the filtered users as an .xlsx workbook (one sheet, USER_EXPORT_COLUMNS). The stream errors if a read fails. */
export function exportUsers(db: Db, q: UserFilterQuery): Readable {
  const out = new PassThrough();
  void (async () => {
    // exceljs on first use (docs/api-database.md, "Heavy libraries on first use").
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } });
    const sheet = workbook.addWorksheet('Users');
    sheet.columns = USER_EXPORT_COLUMNS.map((header, i) => ({ header, key: `c${i}`, width: [28, 36, 22, 12, 18, 18][i] }));
    sheet.getRow(1).font = { bold: true };
    const where = userFilter(q);
    const keys = keysetColumns(q);
    let last: Record<string, string> | undefined;
    for (;;) {
      const rows = await summarySelect(db, keys)
        .where(last ? and(where, afterKeys(q, last)) : where)
        .orderBy(...listOrder(q))
        .limit(EXPORT_BATCH);
      const now = new Date();
      for (const r of rows) {
        const row = sheet.addRow([
          neutraliseCell(fullNameOf(r)),
          neutraliseCell(r.email),
          neutraliseCell(accessLevelLabel({ ...r, departmentName: r.departmentName })),
          accountStatus({ expireDate: r.expireDate?.toISOString() ?? null, disabled: r.disabled }, now),
          r.lastLoggedIn,
          r.createdAt,
        ]);
        row.getCell(5).numFmt = DATE_FORMAT;
        row.getCell(6).numFmt = DATE_FORMAT;
        row.commit();
      }
      if (rows.length < EXPORT_BATCH) break;
      const tail: Record<string, unknown> = rows[rows.length - 1];
      last = Object.fromEntries(Object.keys(keys).map((k) => [k, String(tail[k])]));
      // Let the zip stream and the socket drain before the next batch (flat memory whatever the row count).
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
      await new Promise((resolve) => setImmediate(resolve));
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: Error) => out.destroy(error));
  return out;
}
