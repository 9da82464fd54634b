/**
 * The upload's checks of a file's bytes before any parsing (docs/areas/users.md, "Upload"): what kind of file it
 * is (an .xlsx is a ZIP; an old .xls is an OLE2 compound file) and whether the ZIP is one the streaming reader may
 * be given: every entry is read the way exceljs's unzipper reads it (local records one after the other) and
 * inflated once here, counting, so that a ZIP bomb is refused before exceljs unpacks anything.
 */
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

/** What the first bytes say a file is. */
export type FileKind = 'zip' | 'ole2' | 'other';

const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;
const ZIP_DESCRIPTOR = Buffer.from([0x50, 0x4b, 0x07, 0x08]);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** The kind of a file by its signature: a ZIP local record (`PK\x03\x04`), OLE2 (`D0 CF 11 E0 …`) or other. */
export function fileKindOf(bytes: Buffer): FileKind {
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP_LOCAL) return 'zip';
  if (bytes.length >= 4 && bytes.subarray(0, 4).equals(OLE2.subarray(0, 4))) return 'ole2';
  return 'other';
}

/** Why a ZIP was refused: not a readable .xlsx, or more unpacked bytes than allowed. */
export class XlsxZipError extends Error {
  constructor(public readonly reason: 'notXlsx' | 'tooLargeUnpacked') {
    super(reason);
    this.name = 'XlsxZipError';
  }
}

/** One local record (header, data and data descriptor) of the ZIP: its entry name and byte range. */
interface ZipRecord {
  name: string;
  start: number;
  end: number;
}

/** A checked .xlsx: its entry names and the bytes to give the streaming reader. */
export interface CheckedXlsx {
  entries: string[];
  /** The ZIP's bytes for exceljs's streaming reader, see {@link checkXlsxZip}. */
  stream: () => Readable;
}

/** Entries exceljs must see before any worksheet to read the worksheets as they stream (else it parks them on disk). */
const FIRST_ENTRIES = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml'];

const EMPTY_SHARED_STRINGS = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
);

/** A stored (not deflated) local record: what unzipper reads of an entry (it checks no CRC). */
function storedRecord(name: string, content: Buffer): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(ZIP_LOCAL, 0);
  header.writeUInt16LE(20, 4); // version needed: 2.0
  header.writeUInt32LE(content.length, 18);
  header.writeUInt32LE(content.length, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  return Buffer.concat([header, nameBytes, content]);
}

/** How many bytes the raw deflate data unpacks to, stopping as soon as it passes `budget`. */
function inflatedLength(data: Buffer, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let n = 0;
    let done = false;
    inflate.on('data', (chunk: Buffer) => {
      n += chunk.length;
      if (n > budget && !done) {
        done = true;
        inflate.destroy();
        resolve(n);
      }
    });
    inflate.on('end', () => {
      if (!done) resolve(n);
    });
    inflate.on('error', (e) => {
      if (!done) reject(e);
    });
    inflate.end(data);
  });
}

/**
 * Checks that `bytes` is an .xlsx ZIP that the streaming reader may read: local records only (no encryption, no
 * ZIP64, stored or deflated), then the central directory and its end; the names hold `xl/workbook.xml`; all the
 * entries unpack to at most `maxUnpacked` bytes in total (counted by inflating each entry as unzipper would: up to
 * its data descriptor when the sizes follow the data).
 *
 * The returned stream holds the same records with the workbook, its relationships and the shared strings first:
 * exceljs's streaming reader reads a worksheet straight from the ZIP only once it has those, and otherwise writes
 * it to a temporary file it removes only when the whole workbook has been read (not when reading stops early).
 * @throws XlsxZipError `notXlsx` or `tooLargeUnpacked`.
 */
export async function checkXlsxZip(bytes: Buffer, maxUnpacked: number): Promise<CheckedXlsx> {
  const bad = () => new XlsxZipError('notXlsx');
  const records: ZipRecord[] = [];
  let unpacked = 0;
  let pos = 0;
  while (pos + 4 <= bytes.length && bytes.readUInt32LE(pos) === ZIP_LOCAL) {
    if (pos + 30 > bytes.length) throw bad();
    const flags = bytes.readUInt16LE(pos + 6);
    const method = bytes.readUInt16LE(pos + 8);
    const compressed = bytes.readUInt32LE(pos + 18);
    const size = bytes.readUInt32LE(pos + 22);
    const nameLength = bytes.readUInt16LE(pos + 26);
    const extraLength = bytes.readUInt16LE(pos + 28);
    const dataStart = pos + 30 + nameLength + extraLength;
    if (flags & 0x1) throw bad(); // encrypted
    if (method !== 0 && method !== 8) throw bad();
    if (compressed === 0xffffffff || size === 0xffffffff || dataStart > bytes.length) throw bad(); // ZIP64
    const name = bytes.toString('utf8', pos + 30, pos + 30 + nameLength);
    // unzipper's rule: the sizes are known unless flag bit 3 is set with a zero compressed size.
    const sizeKnown = !(flags & 0x8) || compressed > 0;
    let dataEnd: number;
    let next: number;
    if (sizeKnown) {
      dataEnd = dataStart + compressed;
      next = dataEnd;
    } else {
      dataEnd = bytes.indexOf(ZIP_DESCRIPTOR, dataStart);
      if (dataEnd < 0) throw bad();
      next = dataEnd + 16;
    }
    if (next > bytes.length) throw bad();
    const budget = maxUnpacked - unpacked;
    let length: number;
    try {
      length = method === 8 ? await inflatedLength(bytes.subarray(dataStart, dataEnd), budget) : dataEnd - dataStart;
    } catch {
      throw bad();
    }
    unpacked += length;
    if (unpacked > maxUnpacked) throw new XlsxZipError('tooLargeUnpacked');
    records.push({ name, start: pos, end: next });
    pos = next;
  }
  // The central directory, then its end: nothing that unzipper would read as data.
  const tail = pos;
  while (pos + 4 <= bytes.length && bytes.readUInt32LE(pos) === ZIP_CENTRAL) {
    if (pos + 46 > bytes.length) throw bad();
    pos += 46 + bytes.readUInt16LE(pos + 28) + bytes.readUInt16LE(pos + 30) + bytes.readUInt16LE(pos + 32);
  }
  if (pos + 22 > bytes.length || bytes.readUInt32LE(pos) !== ZIP_END) throw bad();
  if (pos + 22 + bytes.readUInt16LE(pos + 20) > bytes.length) throw bad();
  const entries = records.map((r) => r.name);
  if (!entries.includes('xl/workbook.xml') || !entries.includes('xl/_rels/workbook.xml.rels')) throw bad();

  const rank = (r: ZipRecord) => {
    const i = FIRST_ENTRIES.indexOf(r.name);
    return i < 0 ? FIRST_ENTRIES.length : i;
  };
  const ordered = records.map((r, i) => ({ r, i })).sort((a, b) => rank(a.r) - rank(b.r) || a.i - b.i);
  const chunks = ordered.map(({ r }) => bytes.subarray(r.start, r.end));
  // A workbook of numbers and inline strings has no shared strings: an empty table lets the worksheets stream.
  if (!entries.includes('xl/sharedStrings.xml')) chunks.splice(2, 0, storedRecord('xl/sharedStrings.xml', EMPTY_SHARED_STRINGS));
  chunks.push(bytes.subarray(tail));
  return { entries, stream: () => Readable.from(chunks, { objectMode: false }) };
}
