/**
 * One worksheet streamed as an .xlsx workbook while its rows are read in batches (docs/api-database.md, "Exports"):
 * the users' and the reservations' exports. exceljs's streaming writer commits each row as it is written, and the
 * next batch is read only once the stream has drained, so memory stays flat whatever the row count.
 */
import { PassThrough, type Readable } from 'node:stream';

/** A column of the sheet: its header (the first row, bold) and its width in characters. */
export interface SheetColumn {
  header: string;
  width: number;
}

/** What {@link streamSheet} writes. */
export interface SheetExport<T> {
  /** The worksheet's name. */
  sheet: string;
  columns: readonly SheetColumn[];
  /** Rows per batch: a batch with fewer ends the export. */
  batchSize: number;
  /** The batch after the last row of the previous one (`undefined`: the first batch), in the export's order. */
  nextBatch(last: T | undefined): Promise<T[]>;
  /**
   * A row's cells, in the columns' order (text already neutralised against formula injection by the caller), and
   * the number formats of some of them by 1-based column (`{ 5: 'yyyy-mm-dd hh:mm' }`).
   */
  row(record: T): { cells: unknown[]; numFmt?: Record<number, string> };
}

/**
 * Streams `spec`'s rows as a workbook of one sheet (styles on, no shared strings, zip level 1: text zips well at
 * any level, and level 1 keeps the zip from lagging behind the reads). exceljs loads on first use (docs/api-database.md,
 * "Heavy libraries on first use"). The stream errors when a read fails midway.
 */
export function streamSheet<T>(spec: SheetExport<T>): Readable {
  const out = new PassThrough();
  void (async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } });
    const sheet = workbook.addWorksheet(spec.sheet);
    sheet.columns = spec.columns.map(({ header, width }, i) => ({ header, key: `c${i}`, width }));
    sheet.getRow(1).font = { bold: true };
    let last: T | undefined;
    for (;;) {
      const batch = await spec.nextBatch(last);
      for (const record of batch) {
        const { cells, numFmt } = spec.row(record);
        const row = sheet.addRow(cells);
        for (const [column, format] of Object.entries(numFmt ?? {})) row.getCell(Number(column)).numFmt = format;
        row.commit();
      }
      if (batch.length < spec.batchSize) break;
      last = batch[batch.length - 1];
      // Let the zip stream and the socket drain before the next batch.
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
      await new Promise((resolve) => setImmediate(resolve));
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: Error) => out.destroy(error));
  return out;
}
