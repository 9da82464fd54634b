/**
 * The users export (docs/areas/users.md, "Export"): the filtered list (no paging) as `Users-{date}.xlsx`, written
 * while the rows are read in keyset batches (the server lib's streamSheet), so that memory stays flat whatever the
 * number of users. Every text cell is neutralised against formula injection (`neutraliseCell`: a cell starting with
 * = + - @, a tab or a carriage return gets a leading quote). Instants are date cells in UTC.
 */
import type { Readable } from 'node:stream';
import { USER_EXPORT_COLUMNS, accessLevelLabel, accountStatus, neutraliseCell } from '@backoffice/contracts';
import { streamSheet, type Db } from '@backoffice/api-server';
import { and } from 'drizzle-orm';
import { afterKeys, fullNameOf, keysetColumns, listOrder, summarySelect, userFilter, type UserFilterQuery } from './query';

/** Rows read per batch. */
export const EXPORT_BATCH = 1_000;

const DATE_FORMAT = 'yyyy-mm-dd hh:mm';

/** Streams the filtered users as an .xlsx workbook (one sheet, USER_EXPORT_COLUMNS). The stream errors if a read fails. */
export function exportUsers(db: Db, q: UserFilterQuery): Readable {
  const where = userFilter(q);
  const keys = keysetColumns(q);
  // One instant for the whole export's Active / Not Active.
  const now = new Date();
  type Row = Awaited<ReturnType<ReturnType<typeof summarySelect>['execute']>>[number];
  return streamSheet<Row>({
    sheet: 'Users',
    columns: USER_EXPORT_COLUMNS.map((header, i) => ({ header, width: [28, 36, 22, 12, 18, 18][i] })),
    batchSize: EXPORT_BATCH,
    nextBatch: (tail) => {
      const last = tail && Object.fromEntries(Object.keys(keys).map((k) => [k, String((tail as Record<string, unknown>)[k])]));
      return summarySelect(db, keys)
        .where(last ? and(where, afterKeys(q, last)) : where)
        .orderBy(...listOrder(q))
        .limit(EXPORT_BATCH);
    },
    row: (r) => ({
      cells: [
        neutraliseCell(fullNameOf(r)),
        neutraliseCell(r.email),
        neutraliseCell(accessLevelLabel({ ...r, departmentName: r.departmentName })),
        accountStatus({ expireDate: r.expireDate?.toISOString() ?? null, disabled: r.disabled }, now),
        r.lastLoggedIn,
        r.createdAt,
      ],
      numFmt: { 5: DATE_FORMAT, 6: DATE_FORMAT },
    }),
  });
}
