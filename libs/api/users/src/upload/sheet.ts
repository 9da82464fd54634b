/**
 * Reads the users sheet (docs/areas/users.md, "Upload") with exceljs's streaming reader: the first worksheet, its
 * first non-empty row as the header, the columns of USER_UPLOAD_COLUMNS found by their header (without case,
 * spaces, underscores, hyphens or dots: `Email`, `e-mail`, `First Name`, `first_name`, `firstName` …), every
 * other column ignored. Cells become plain text and nothing in a cell is ever evaluated: a formula cell is the
 * text of its formula (`=…`, never its cached result), rich text and hyperlinks their text, numbers and dates
 * their string. Rows are counted as they stream and reading stops at the first row over the limit.
 */
import type { Readable } from 'node:stream';
import { USER_UPLOAD_COLUMNS } from '@backoffice/contracts';

/** The fields a row may carry, in the order of USER_UPLOAD_COLUMNS. */
export const UPLOAD_FIELDS = ['email', 'firstName', 'lastName', 'role', 'department'] as const;
export type UploadField = (typeof UPLOAD_FIELDS)[number];

/** A header's key: lower case without spaces, underscores, hyphens or dots. */
const headerKey = (text: string) => text.toLowerCase().replace(/[\s_.-]+/g, '');

/** Header keys of each field: the column's name in USER_UPLOAD_COLUMNS, and `Email Address`. */
const FIELD_OF_HEADER: ReadonlyMap<string, UploadField> = new Map<string, UploadField>([
  ...USER_UPLOAD_COLUMNS.map((column, i) => [headerKey(column), UPLOAD_FIELDS[i]] as [string, UploadField]),
  ['emailaddress', 'email'],
]);

/** The field a header names, or null for a column the upload ignores (`__proto__` included). */
export function headerField(text: string): UploadField | null {
  return FIELD_OF_HEADER.get(headerKey(text)) ?? null;
}

/** Longest text kept of a cell: longer than any valid value, so that a too long value is still refused. */
export const CELL_TEXT_MAX = 1024;

/**
 * The plain text of a cell's value as exceljs gives it: a string as is, a number or boolean as its string, a date
 * as its ISO instant, rich text joined, a hyperlink its text, an error its code, and a formula `=` followed by the
 * formula (its cached result is never used). Empty: ''.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if ('formula' in v || 'sharedFormula' in v) return `=${typeof v['formula'] === 'string' ? v['formula'] : ''}`;
    if (Array.isArray(v['richText'])) return v['richText'].map((run) => (typeof run?.text === 'string' ? run.text : '')).join('');
    if ('hyperlink' in v || 'text' in v) return cellText(v['text']);
    if (typeof v['error'] === 'string') return v['error'];
  }
  return '';
}

/** One data row: its sheet row number (the header's row is the first) and the text of each known column. */
export interface SheetRow {
  row: number;
  values: Readonly<Record<UploadField, string>>;
}

/** Why a sheet was refused as a whole. */
export class SheetError extends Error {
  constructor(public readonly reason: 'tooManyRows' | 'noEmailColumn') {
    super(reason);
    this.name = 'SheetError';
  }
}

/** What the streaming reader gives of a row (the parts read here). */
interface StreamRow {
  number: number;
  eachCell(iteratee: (cell: { value: unknown }, col: number) => void): void;
  getCell(col: number): { value: unknown };
}
/** What the streaming reader gives of a worksheet, with the names it sets at run time. */
type StreamSheet = AsyncIterable<StreamRow> & { name?: string };

/** Whether any cell of the row holds text. */
function hasText(row: StreamRow): boolean {
  let found = false;
  row.eachCell((cell) => {
    if (!found && cellText(cell.value).trim() !== '') found = true;
  });
  return found;
}

/**
 * Reads the data rows of the first worksheet of an .xlsx stream: blank rows are skipped; every other row after the
 * header counts. A sheet without rows has no Email column.
 * @param input the ZIP's bytes (see checkXlsxZip: the shared strings come before the worksheets).
 * @param maxRows most data rows; one more stops the reading.
 * @throws SheetError `tooManyRows` (more than `maxRows` data rows) or `noEmailColumn`; exceljs's errors on an
 * unreadable workbook.
 */
export async function readUserSheet(input: Readable, maxRows: number): Promise<SheetRow[]> {
  // exceljs on first use (docs/api-database.md, "Heavy libraries on first use").
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const model = () => (reader as unknown as { model?: { sheets?: { name?: string }[] } }).model;
  for await (const worksheet of reader as unknown as AsyncIterable<StreamSheet>) {
    // The first tab by the workbook, read before the worksheets (checkXlsxZip puts it first).
    const tab = model()?.sheets?.[0]?.name;
    if (tab !== undefined && worksheet.name !== undefined && worksheet.name !== tab) {
      // Another tab stored before the first one: read through (its rows are not kept).
      for await (const row of worksheet) void row;
      continue;
    }
    // Awaited inside the loop: the workbook's reader feeds the worksheet until its rows are read.
    return await readRows(worksheet, maxRows);
  }
  throw new SheetError('noEmailColumn');
}

async function readRows(worksheet: AsyncIterable<StreamRow>, maxRows: number): Promise<SheetRow[]> {
  let columns: Map<UploadField, number> | null = null;
  const rows: SheetRow[] = [];
  for await (const row of worksheet) {
    if (!hasText(row)) continue;
    if (!columns) {
      const found = new Map<UploadField, number>();
      row.eachCell((cell, col) => {
        const field = headerField(cellText(cell.value));
        if (field && !found.has(field)) found.set(field, col);
      });
      if (!found.has('email')) throw new SheetError('noEmailColumn');
      columns = found;
      continue;
    }
    if (rows.length >= maxRows) throw new SheetError('tooManyRows');
    const known = columns;
    const text = (field: UploadField) => {
      const col = known.get(field);
      return col === undefined ? '' : cellText(row.getCell(col).value).slice(0, CELL_TEXT_MAX);
    };
    rows.push({
      row: row.number,
      values: { email: text('email'), firstName: text('firstName'), lastName: text('lastName'), role: text('role'), department: text('department') },
    });
  }
  if (!columns) throw new SheetError('noEmailColumn');
  return rows;
}
