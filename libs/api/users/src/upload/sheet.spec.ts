/**
 * The upload's file checks and sheet reader without the API (docs/areas/users.md, "Upload"): the file kinds, the
 * ZIP check's refusals, cell text, header matching, the first tab when another is stored before it, and reading
 * without temporary files.
 */
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { cellText, headerField, readUserSheet, SheetError } from './sheet';
import { checkXlsxZip, fileKindOf, XlsxZipError } from './xlsx-zip';

const MB = 1024 * 1024;

async function xlsx(sheets: Record<string, ExcelJS.CellValue[][]>, tabOrder?: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  if (tabOrder) for (const sheet of workbook.worksheets) (sheet as unknown as { orderNo: number }).orderNo = tabOrder.indexOf(sheet.name);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The local records of a ZIP written with the sizes in its headers (exceljs's Workbook), and the rest. */
function records(zip: Buffer): { name: string; bytes: Buffer }[] {
  const out: { name: string; bytes: Buffer }[] = [];
  let pos = 0;
  while (zip.readUInt32LE(pos) === 0x04034b50) {
    const end = pos + 30 + zip.readUInt16LE(pos + 26) + zip.readUInt16LE(pos + 28) + zip.readUInt32LE(pos + 18);
    out.push({ name: zip.toString('utf8', pos + 30, pos + 30 + zip.readUInt16LE(pos + 26)), bytes: zip.subarray(pos, end) });
    pos = end;
  }
  out.push({ name: '(central directory)', bytes: zip.subarray(pos) });
  return out;
}

const read = async (zip: Buffer, maxRows = 10) => readUserSheet((await checkXlsxZip(zip, 64 * MB)).stream(), maxRows);
const reason = (p: Promise<unknown>) => p.then(() => 'none', (e: Error & { reason?: string }) => e.reason ?? e.message);

describe('users upload: file kinds and the ZIP check', () => {
  it('tells a ZIP, an OLE2 file (.xls) and anything else apart by the first bytes', () => {
    expect(fileKindOf(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0]))).toBe('zip');
    expect(fileKindOf(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe('ole2');
    expect(fileKindOf(Buffer.from('MZ\x90\x00'))).toBe('other');
    expect(fileKindOf(Buffer.alloc(0))).toBe('other');
  });

  it('refuses encrypted entries, unknown methods, junk after the entries, a missing workbook, and too much unpacked data', async () => {
    const zip = await xlsx({ Users: [['Email'], ['a@b.example']] });
    const encrypted = Buffer.from(zip);
    encrypted.writeUInt16LE(encrypted.readUInt16LE(6) | 1, 6);
    expect(await reason(checkXlsxZip(encrypted, 64 * MB))).toBe('notXlsx');
    const method = Buffer.from(zip);
    method.writeUInt16LE(12, 8); // bzip2
    expect(await reason(checkXlsxZip(method, 64 * MB))).toBe('notXlsx');
    const parts = records(zip);
    const junk = Buffer.concat([...parts.slice(0, -1).map((p) => p.bytes), Buffer.from('junk junk junk junk junk junk'), parts[parts.length - 1].bytes]);
    expect(await reason(checkXlsxZip(junk, 64 * MB))).toBe('notXlsx');
    const noWorkbook = Buffer.concat(parts.filter((p) => p.name !== 'xl/workbook.xml').map((p) => p.bytes));
    expect(await reason(checkXlsxZip(noWorkbook, 64 * MB))).toBe('notXlsx');
    expect(await reason(checkXlsxZip(zip.subarray(0, zip.length - 10), 64 * MB))).toBe('notXlsx');
    await expect(checkXlsxZip(zip, 1000)).rejects.toEqual(new XlsxZipError('tooLargeUnpacked'));
    expect((await checkXlsxZip(zip, 64 * MB)).entries).toContain('xl/worksheets/sheet1.xml');
  });
});

describe('users upload: cells and headers', () => {
  it('gives the plain text of each kind of cell and never a formula result', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText(' text ')).toBe(' text ');
    expect(cellText(42.5)).toBe('42.5');
    expect(cellText(true)).toBe('true');
    expect(cellText(new Date('2026-11-25T00:00:00Z'))).toBe('2026-11-25T00:00:00.000Z');
    expect(cellText({ richText: [{ text: 'a' }, { text: 'b', font: { bold: true } }] })).toBe('ab');
    expect(cellText({ text: 'shown@x.example', hyperlink: 'mailto:hidden@x.example' })).toBe('shown@x.example');
    expect(cellText({ text: { richText: [{ text: 'rich link' }] }, hyperlink: 'https://x.example' })).toBe('rich link');
    expect(cellText({ formula: 'A1&"@x.example"', result: 'safe@x.example' })).toBe('=A1&"@x.example"');
    expect(cellText({ sharedFormula: 'B2', result: 3 })).toBe('=');
    expect(cellText({ error: '#N/A' })).toBe('#N/A');
    expect(cellText({ something: 'else' })).toBe('');
  });

  it('matches headers without case, spaces, underscores, hyphens or dots, and ignores the others', () => {
    expect(['Email', 'EMAIL', 'e-mail', 'E_Mail', 'Email Address'].map(headerField)).toEqual(['email', 'email', 'email', 'email', 'email']);
    expect(['First Name', 'firstName', 'first_name', 'FIRST.NAME'].map(headerField)).toEqual(['firstName', 'firstName', 'firstName', 'firstName']);
    expect(['Last Name', ' lastname ', 'Role', 'department'].map(headerField)).toEqual(['lastName', 'lastName', 'role', 'department']);
    expect(['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', 'Mail'].map(headerField)).toEqual([null, null, null, null, null, null, null]);
  });
});

describe('users upload: reading the sheet', () => {
  it('reads the first tab even when another tab is stored before it', async () => {
    const zip = await xlsx({ Users: [['Email', 'First Name'], ['first.tab@x.example', 'First']], Other: [['Email'], ['other.tab@x.example']] });
    const parts = records(zip);
    // Store sheet2.xml (the second tab) before sheet1.xml.
    const i1 = parts.findIndex((p) => p.name === 'xl/worksheets/sheet1.xml');
    const i2 = parts.findIndex((p) => p.name === 'xl/worksheets/sheet2.xml');
    [parts[i1], parts[i2]] = [parts[i2], parts[i1]];
    const swapped = Buffer.concat(parts.map((p) => p.bytes));
    expect(records(swapped).map((p) => p.name).indexOf('xl/worksheets/sheet2.xml')).toBeLessThan(records(swapped).map((p) => p.name).indexOf('xl/worksheets/sheet1.xml'));
    expect(await read(swapped)).toEqual([{ row: 2, values: { email: 'first.tab@x.example', firstName: 'First', lastName: '', role: '', department: '' } }]);
  });

  it('stops at the first row over the limit; a header without Email or an empty sheet has no Email column', async () => {
    const rows = (n: number) => [['Email'], ...Array.from({ length: n }, (_, i) => [`r${i}@x.example`])];
    expect(await read(await xlsx({ Users: rows(10) }))).toHaveLength(10);
    await expect(read(await xlsx({ Users: rows(11) }))).rejects.toEqual(new SheetError('tooManyRows'));
    await expect(read(await xlsx({ Users: [['Name'], ['x@x.example']] }))).rejects.toEqual(new SheetError('noEmailColumn'));
    await expect(read(await xlsx({ Users: [] }))).rejects.toEqual(new SheetError('noEmailColumn'));
    // The header is the first row with text; blank rows before it are skipped.
    expect(await read(await xlsx({ Users: [[], [null, 'Email'], [null, 'late@x.example']] }))).toEqual([
      { row: 3, values: { email: 'late@x.example', firstName: '', lastName: '', role: '', department: '' } },
    ]);
  });

  it('reads the worksheets from memory: no temporary file is left (exceljs stores its worksheets before the shared strings)', async () => {
    const mine = () => readdirSync(tmpdir()).filter((name) => name.startsWith(`tmp-${process.pid}-`));
    const before = mine();
    const zip = await xlsx({ Users: [['Email'], ...Array.from({ length: 50 }, (_, i) => [`t${i}@x.example`])], Other: [['Email']] });
    const names = records(zip).map((p) => p.name);
    expect(names.indexOf('xl/worksheets/sheet1.xml')).toBeLessThan(names.indexOf('xl/sharedStrings.xml'));
    expect(await read(zip, 100)).toHaveLength(50);
    await expect(read(zip, 10)).rejects.toEqual(new SheetError('tooManyRows'));
    expect(mine()).toEqual(before);
  });

  it('refuses a stream that is not a workbook with the reader\'s error', async () => {
    await expect(readUserSheet(Readable.from([Buffer.from('not a zip at all')]), 10)).rejects.toBeInstanceOf(Error);
  });
});
