/**
 * The billing area's PDFs (docs/areas/billing.md, "Invoice PDFs"): the tax invoice of a hotel's commission and
 * the billing statement of a hotel's reservations over a billing period, drawn with pdfkit into a Buffer.
 *
 * Units: money is integer minor units (cents) of the ISO 4217 `currency` (AUD, THB, INR, ... two decimals),
 * printed `<CURRENCY> 1,234.56`; dates are `Date` instants printed in UTC as `MMM D YYYY` (`Nov 3 2026`, the
 * contracts' `invoiceDate`). Output is deterministic: the document's CreationDate is the input's `createdAt`.
 *
 * Only pdfkit's built-in Helvetica fonts are used; they cover the WinAnsi characters only, so any other
 * character of a name or address is transliterated (accents dropped) or printed as '?' (see {@link pdfText}).
 * The figures are checked before drawing (subtotal = sum of the lines, total = subtotal + tax; a statement's
 * totals = the sums of its rows, amount owed = commission + GST): a document whose figures disagree is
 * refused (the promise rejects).
 */
import { COMPANY, invoiceDate } from '@backoffice/contracts';
import { assertMinor, formatAmount, formatMoney, sumMinor } from './money';

/** Who an invoice is addressed to. `address` may hold several lines separated by newlines. */
export interface BillTo {
  name: string;
  email: string;
  address: string;
}

/**
 * A tax invoice. Money: integer minor units (cents) of `currency` (ISO 4217, e.g. AUD). Dates: instants,
 * printed in UTC as `MMM D YYYY`.
 */
export interface InvoicePdfInput {
  /** The invoice number, e.g. 'INV-000042'. */
  number: string;
  /** The invoice date (and the PDF's CreationDate). */
  createdAt: Date;
  /** When payment is due (printed `Due on …` while unpaid). */
  dueAt: Date;
  paid: boolean;
  /** When it was paid (printed `Paid on …`); null while unpaid. */
  paidAt: Date | null;
  /** ISO 4217 code of every amount, e.g. 'AUD'. */
  currency: string;
  billTo: BillTo;
  /** E.g. 'Commission for October 2026 (1 Oct 2026 - 31 Oct 2026)'. */
  description: string;
  /** The invoice lines; `unitAmount` and `amount` in minor units. */
  lines: { description: string; quantity: number; unitAmount: number; amount: number }[];
  /** Sum of the lines' `amount`, minor units. */
  subtotal: number;
  /** GST on the commission, minor units. */
  tax: number;
  /** subtotal + tax, minor units. */
  total: number;
}

/**
 * A hotel's billing statement for a period. Money: integer minor units (cents) of `currency` (ISO 4217).
 * Dates: instants, printed in UTC as `MMM D YYYY`.
 */
export interface StatementPdfInput {
  /** The billing period's name, e.g. 'October 2026'. */
  periodName: string;
  /** First and last instants of the period. */
  start: Date;
  end: Date;
  /** When the statement was generated (and the PDF's CreationDate). */
  createdAt: Date;
  /** `address` may hold several lines separated by newlines. */
  hotel: { name: string; address: string };
  /** ISO 4217 code of every amount, e.g. 'AUD'. */
  currency: string;
  /** One row per reservation; `amount` (gross), `commission` and `commissionGst` in minor units. */
  reservations: {
    bookingNo: string;
    start: Date;
    customer: string;
    amount: number;
    commission: number;
    commissionGst: number;
  }[];
  /** Sum of the rows' `amount`, minor units. */
  gross: number;
  /** Sum of the rows' `commission`, minor units. */
  commission: number;
  /** Sum of the rows' `commissionGst`, minor units. */
  commissionGst: number;
  /** commission + commissionGst, minor units. */
  amountOwed: number;
}

type Doc = PDFKit.PDFDocument;
type Align = 'left' | 'right';

// Layout, in PDF points (A4: 595.28 x 841.89).
const MARGIN = 50;
const FOOTER_GAP = 18; // the footer sits this far below the content's bottom edge
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const BODY_SIZE = 9;
const TABLE_SIZE = 8;
const ROW_HEIGHT = 14;
const GREY = '#555555';
const RULE = '#bbbbbb';

// ---------------------------------------------------------------------------------------------------------------
// Text: WinAnsi only (the standard fonts' encoding).

/** Unicode code points pdfkit maps onto WinAnsi 0x80-0x9F (besides 0x20-0x7E and 0xA0-0xFF). */
const WIN_ANSI_EXTRA = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019,
  0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);
const inWinAnsi = (cp: number): boolean =>
  (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || WIN_ANSI_EXTRA.has(cp);

/** Letters NFKD does not take apart, and look-alike punctuation. */
const TRANSLITERATE: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2044': '/',
};

/**
 * `s` on one line in characters the standard fonts can draw: whitespace and control characters become one
 * space, letters outside WinAnsi lose their accents ('ő' → 'o') or become '?' ('東京' → '??'), stray
 * combining marks and format characters (zero-width joiners, variation selectors) are dropped.
 */
export function pdfText(s: string): string {
  let out = '';
  for (const ch of s.normalize('NFC')) {
    const cp = ch.codePointAt(0) ?? 0;
    if (inWinAnsi(cp)) out += ch;
    else if (/\s|\p{Cc}/u.test(ch)) out += ' ';
    else if (/\p{M}|\p{Cf}/u.test(ch)) continue;
    else if (TRANSLITERATE[ch]) out += TRANSLITERATE[ch];
    else {
      const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base !== '' && [...base].every((c) => inWinAnsi(c.codePointAt(0) ?? 0)) ? base : '?';
    }
  }
  return out.replace(/ {2,}/g, ' ').trim();
}

/** The non-empty lines of a multi-line text (an address), each through {@link pdfText}. */
const pdfLines = (s: string): string[] =>
  s
    .split(/\r\n|\r|\n/)
    .map(pdfText)
    .filter((l) => l !== '');

/** `text` cut with '...' to fit `width` in the current font. */
function fit(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (doc.widthOfString(text.slice(0, mid).trimEnd() + '...') <= width) lo = mid;
    else hi = mid - 1;
  }
  return text.slice(0, lo).trimEnd() + '...';
}

/** `text` word-wrapped to `width` in the current font (a word wider than a line is cut with '...'). */
function wrap(doc: Doc, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter((w) => w !== '')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (doc.widthOfString(candidate) <= width) line = candidate;
    else {
      if (line !== '') lines.push(line);
      line = fit(doc, word, width);
    }
  }
  if (line !== '') lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/**
 * One line of text at (x, y) in a box `width` wide, never wrapped: drawn without pdfkit's line wrapper, so it
 * never adds a page by itself (paging is ours, see {@link Pager}). Left-aligned text (names) too wide is cut
 * with '...'; right-aligned text (amounts, dates) is never cut: it is condensed horizontally until it fits.
 */
function cell(doc: Doc, text: string, x: number, y: number, width: number, align: Align = 'left'): void {
  if (align === 'left') {
    doc.text(fit(doc, text, width), x, y, { lineBreak: false });
    return;
  }
  const natural = doc.widthOfString(text);
  if (natural <= width) {
    doc.text(text, x + width - natural, y, { lineBreak: false });
    return;
  }
  doc.save();
  doc.scale(width / natural, 1, { origin: [x, y] });
  doc.text(text, x, y, { lineBreak: false });
  doc.restore();
}

function rule(doc: Doc, y: number, color = RULE): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.5)
    .strokeColor(color)
    .stroke();
}

// ---------------------------------------------------------------------------------------------------------------
// The document, its pages and the blocks both documents share.

async function newDocument(title: string, createdAt: Date): Promise<Doc> {
  if (Number.isNaN(createdAt.getTime())) throw new TypeError('createdAt must be a valid date');
  // pdfkit on first use (docs/api-database.md, "Heavy libraries on first use").
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true, // the footers ("Page n of m") are written once the page count is known
    font: '', // none yet: the standard fonts come from shareFonts (pdfkit's default is Helvetica, parsed afresh)
    info: {
      Title: title,
      Author: COMPANY.name,
      Creator: COMPANY.name,
      Producer: 'PDFKit',
      CreationDate: createdAt,
      ModDate: createdAt,
    },
  });
  shareFonts(doc);
  batchPageContent(doc);
  return doc.font(REGULAR);
}

/** What {@link batchPageContent} reads of pdfkit's content stream of a page (its `PDFReference`). */
interface PdfkitStream {
  write(chunk: string | Uint8Array): void;
  finalize(): void;
}

/**
 * The operators of each page's content stream kept as text and written to pdfkit's stream in one piece: pdfkit turns
 * every operator line it adds (some 3,000 for a statement: each cell's BT, Tm, Tf, TJ, ET) into a small byte array of
 * its own, then copies them together when the page ends; those arrays were a third of a statement's drawing time,
 * most of it in garbage collection. Each line gets the newline pdfkit gives it, in the same order: the same bytes.
 * Only when a page's stream looks as this expects (`write`, `finalize`); otherwise pdfkit writes as it does.
 */
function batchPageContent(doc: Doc): void {
  const batch = () => {
    const stream = (doc.page as unknown as { content?: Partial<PdfkitStream> }).content;
    if (!stream || typeof stream.write !== 'function' || typeof stream.finalize !== 'function') return;
    const write = stream.write.bind(stream);
    const finalize = stream.finalize.bind(stream);
    let lines: string[] = [];
    const flush = () => {
      if (!lines.length) return;
      write(Buffer.from(lines.join(''), 'latin1'));
      lines = [];
    };
    Object.assign(stream, {
      write(chunk: string | Uint8Array) {
        if (chunk instanceof Uint8Array) {
          flush();
          write(chunk);
        } else lines.push(`${chunk}\n`);
      },
      finalize() {
        flush();
        finalize();
      },
    });
  };
  batch();
  doc.on('pageAdded', batch);
}

/**
 * The standard fonts' metrics, parsed once per process. pdfkit (0.20) parses a standard font's AFM metrics (some
 * 2,700 kerning pairs for Helvetica) again for every document and font it uses: about 1.5 ms and a megabyte of
 * objects a document, which outlive the young generation while the document is drawn; a bulk send of 2,000
 * statements spent seconds there and grew the heap by hundreds of MB of garbage. The metrics are only read once
 * parsed, so each new document gets copies of the first document's fonts sharing them, under the ids pdfkit would
 * give (F1 Helvetica, F2 Helvetica-Bold: the same bytes out). Only when pdfkit's font objects look as this expects
 * (`_fontFamilies`, `_fontCount`, a StandardFont with its `font` metrics); otherwise pdfkit parses as it does.
 */
interface PdfkitFonts {
  _fontFamilies?: Record<string, object>;
  _fontCount?: number;
}
const FONT_ORDER = [REGULAR, BOLD];
const fontTemplates = new Map<string, { proto: object; fields: Record<string, unknown>; metrics?: FastMetrics }>();

/**
 * pdfkit's AFM metrics of a standard font (its `AFMFont`), as far as {@link FastMetrics} reads them: the WinAnsi
 * code of a character (hex), its glyph, the glyph's width and a pair's kerning, in 1/1000 of the font size.
 */
interface AfmFont {
  encodeText(text: string): string[];
  characterToGlyph(code: number): string;
  widthOfGlyph(glyph: string): number;
  getKernPair(left: string, right: string | undefined): number;
}

/** Strings whose widths a font keeps before it starts afresh (a statement has some 600 cells, many alike). */
const WIDTHS_KEPT = 20_000;

/**
 * The metrics of a shared standard font, read from pdfkit's parsed AFM once per character and per pair of characters
 * and kept: pdfkit's StandardFont looks each glyph and kerning pair up by name, building a string per pair, three
 * times for every cell drawn (our width, its own width, its encoding); that was about a third of a statement's
 * drawing time. The figures are pdfkit's, added in its order, so the bytes out are the same.
 */
class FastMetrics {
  private readonly chars = new Map<number, { hex: string; glyph: string; width: number }>();
  private readonly kerns = new Map<number, number>();
  private readonly widths = new Map<string, number>();

  constructor(private readonly afm: AfmFont) {}

  static of(font: unknown): FastMetrics | undefined {
    const afm = font as Partial<AfmFont> | null;
    const methods = [afm?.encodeText, afm?.characterToGlyph, afm?.widthOfGlyph, afm?.getKernPair];
    return methods.every((m) => typeof m === 'function') ? new FastMetrics(afm as AfmFont) : undefined;
  }

  private char(code: number) {
    let c = this.chars.get(code);
    if (!c) {
      const glyph = this.afm.characterToGlyph(code);
      c = { hex: this.afm.encodeText(String.fromCharCode(code))[0], glyph, width: this.afm.widthOfGlyph(glyph) };
      this.chars.set(code, c);
    }
    return c;
  }

  /** The advance of the character `code` followed by `next` (-1: the last one): its width plus the pair's kerning. */
  private advance(code: number, next: number): number {
    const key = code * 65_537 + next + 1;
    let a = this.kerns.get(key);
    if (a === undefined) {
      const left = this.char(code);
      a = left.width + this.afm.getKernPair(left.glyph, next < 0 ? undefined : this.char(next).glyph);
      this.kerns.set(key, a);
    }
    return a;
  }

  /** StandardFont.widthOfString: the sum of the advances, scaled to `size`. */
  widthOfString(string: string, size: number): number {
    const text = `${string}`;
    let width = this.widths.get(text);
    if (width === undefined) {
      width = 0;
      for (let i = 0; i < text.length; i++) width += this.advance(text.charCodeAt(i), i + 1 < text.length ? text.charCodeAt(i + 1) : -1);
      if (this.widths.size >= WIDTHS_KEPT) this.widths.clear();
      this.widths.set(text, width);
    }
    return width * (size / 1000);
  }

  /** StandardFont.encode: the characters' codes (hex) and their positions. */
  encode(string: string): [string[], { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number; advanceWidth: number }[]] {
    const text = `${string}`;
    const encoded: string[] = [];
    const positions = [];
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      const c = this.char(code);
      encoded.push(c.hex);
      positions.push({ xAdvance: this.advance(code, i + 1 < text.length ? text.charCodeAt(i + 1) : -1), yAdvance: 0, xOffset: 0, yOffset: 0, advanceWidth: c.width });
    }
    return [encoded, positions];
  }
}

/** Copies of the kept fonts into `doc`, before it uses any (see {@link fontTemplates}). */
function shareFonts(doc: Doc): void {
  const fonts = doc as unknown as PdfkitFonts;
  if (!fonts._fontFamilies || typeof fonts._fontCount !== 'number' || fonts._fontCount !== 0) return;
  for (const name of FONT_ORDER) {
    const template = fontTemplates.get(name);
    if (!template) return; // the first document: pdfkit parses, keepFonts keeps them after
    fonts._fontCount += 1;
    const font = Object.assign(Object.create(template.proto) as object, template.fields, { document: doc, id: `F${fonts._fontCount}` });
    const metrics = template.metrics;
    if (metrics) {
      Object.assign(font, {
        widthOfString: (string: string, size: number) => metrics.widthOfString(string, size),
        encode: (text: string) => metrics.encode(text),
      });
    }
    fonts._fontFamilies[name] = font;
  }
}

/** Keeps the standard fonts `doc` parsed (pdfkit's StandardFont, its metrics in `font`), for {@link shareFonts}. */
function keepFonts(doc: Doc): void {
  const families = (doc as unknown as PdfkitFonts)._fontFamilies ?? {};
  for (const name of FONT_ORDER) {
    const font = families[name] as Record<string, unknown> | undefined;
    if (fontTemplates.has(name) || !font || font.constructor?.name !== 'StandardFont' || typeof font.font !== 'object') continue;
    const fields: Record<string, unknown> = {};
    for (const key of ['name', 'font', 'ascender', 'descender', 'bbox', 'lineGap', 'xHeight', 'capHeight']) fields[key] = font[key];
    fontTemplates.set(name, { proto: Object.getPrototypeOf(font) as object, fields, metrics: FastMetrics.of(font.font) });
  }
}

/**
 * The bytes of `doc` once `draw` has drawn it and it is ended (its 'data' chunks until 'end'). `draw` may be
 * async: a long statement yields to the event loop between batches of rows (see {@link ROWS_PER_YIELD}).
 */
function toBuffer(doc: Doc, draw: () => void | Promise<void>): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    Promise.resolve()
      .then(draw)
      .then(() => {
        keepFonts(doc);
        doc.end();
      })
      .catch(reject);
  });
}

/**
 * Statement rows drawn between two yields to the event loop: drawing is synchronous CPU work (about 0.1 ms a
 * row), so a hotel with thousands of reservations would otherwise hold the server for the whole document.
 */
const ROWS_PER_YIELD = 250;
const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Where the next thing goes, and a new page when it does not fit (with the caller's page header). */
class Pager {
  y: number;
  /** Drawn at the top of every page after the first (a running title, a table header). */
  onNewPage: (() => void) | null = null;

  constructor(private readonly doc: Doc) {
    this.y = doc.page.margins.top;
  }

  get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Makes room for `height` points: a new page (and its header) when the current one is full. */
  need(height: number): void {
    if (this.y + height <= this.bottom) return;
    this.doc.addPage();
    this.y = this.doc.page.margins.top;
    this.onNewPage?.();
  }
}

/** The company block (left) and the document title (right), from the top of the first page; returns its bottom. */
function drawLetterhead(doc: Doc, title: string): number {
  const left = MARGIN;
  const right = doc.page.width - MARGIN;
  let y = MARGIN;
  doc.font(BOLD).fontSize(14).fillColor('black');
  cell(doc, COMPANY.name, left, y, 260);
  y += 18;
  doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(GREY);
  for (const line of [...COMPANY.address, `Phone ${COMPANY.phone}`, COMPANY.email]) {
    cell(doc, line, left, y, 260);
    y += 12;
  }
  doc.font(BOLD).fontSize(20).fillColor('black');
  cell(doc, title, right - 240, MARGIN, 240, 'right');
  return y;
}

/** Label/value pairs right-aligned under the title; returns the bottom. */
function drawFacts(doc: Doc, facts: [string, string][], top: number): number {
  const right = doc.page.width - MARGIN;
  let y = top;
  for (const [label, value] of facts) {
    doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(GREY);
    cell(doc, label, right - 240, y, 110);
    doc.font(BOLD).fillColor('black');
    cell(doc, value, right - 130, y, 130, 'right');
    y += 13;
  }
  return y;
}

/** A bold heading and lines under it (wrapped) at `x`, `width` wide; returns the bottom. */
function drawBlock(
  doc: Doc,
  heading: string,
  lines: string[],
  x: number,
  top: number,
  width: number,
): number {
  let y = top;
  doc.font(BOLD).fontSize(BODY_SIZE).fillColor(GREY);
  cell(doc, heading, x, y, width);
  y += 13;
  doc.font(REGULAR).fillColor('black');
  for (const line of lines.flatMap((l) => wrap(doc, l, width))) {
    cell(doc, line, x, y, width);
    y += 12;
  }
  return y;
}

/** On every page: `lines` centred at the foot, and "Page n of m". */
function drawFooters(doc: Doc, lines: string[]): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const width = doc.page.width - 2 * MARGIN;
    let y = doc.page.height - doc.page.margins.bottom + FOOTER_GAP - 12 * (lines.length - 1);
    doc.font(REGULAR).fontSize(TABLE_SIZE).fillColor(GREY);
    for (const line of lines) {
      cell(doc, line, MARGIN, y, width - 70);
      y += 12;
    }
    cell(doc, `Page ${i - range.start + 1} of ${range.count}`, MARGIN + width - 70, y - 12, 70, 'right');
  }
}

const supportLine = (about: string): string =>
  `Questions about this ${about}? Call ${COMPANY.phone} or e-mail ${COMPANY.email}.`;

/** A table's columns: heading, width (points), alignment. */
interface Column {
  title: string;
  width: number;
  align: Align;
}

/** A table cell at the column's left edge `x`, with a gap of 6 points on the side away from its alignment. */
function cellIn(doc: Doc, c: Column, text: string, x: number, y: number): void {
  const gap = 6;
  cell(doc, text, c.align === 'right' ? x + gap : x, y, c.width - gap, c.align);
}

function drawTableHeader(doc: Doc, pager: Pager, columns: Column[]): void {
  pager.need(ROW_HEIGHT + 4);
  doc.font(BOLD).fontSize(TABLE_SIZE).fillColor('black');
  let x = MARGIN;
  for (const c of columns) {
    cellIn(doc, c, c.title, x, pager.y + 3);
    x += c.width;
  }
  pager.y += ROW_HEIGHT + 2;
  rule(doc, pager.y - 2, 'black');
}

/** One row of one-line cells (cut to fit). */
function drawRow(doc: Doc, pager: Pager, columns: Column[], values: string[]): void {
  pager.need(ROW_HEIGHT);
  doc.font(REGULAR).fontSize(TABLE_SIZE).fillColor('black');
  let x = MARGIN;
  columns.forEach((c, i) => {
    cellIn(doc, c, values[i] ?? '', x, pager.y + 3);
    x += c.width;
  });
  pager.y += ROW_HEIGHT;
}

/** Label/value lines right-aligned at the end of a document (the totals); the last one bold. */
function drawTotals(doc: Doc, pager: Pager, totals: [string, string][], boldLast = true): void {
  const right = doc.page.width - MARGIN;
  pager.need(8 + totals.length * 16);
  pager.y += 8;
  totals.forEach(([label, value], i) => {
    const strong = boldLast && i === totals.length - 1;
    if (strong) rule(doc, pager.y - 2);
    doc
      .font(strong ? BOLD : REGULAR)
      .fontSize(strong ? 10 : BODY_SIZE)
      .fillColor('black');
    cell(doc, label, right - 260, pager.y + 2, 120);
    cell(doc, value, right - 140, pager.y + 2, 140, 'right');
    pager.y += 16;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The invoice.

function checkInvoice(input: InvoicePdfInput): void {
  for (const d of [input.createdAt, input.dueAt, input.paidAt]) {
    if (d !== null && Number.isNaN(d.getTime())) throw new TypeError('invoice dates must be valid dates');
  }
  input.lines.forEach((l, i) => {
    assertMinor(l.unitAmount, `lines[${i}].unitAmount`);
    assertMinor(l.amount, `lines[${i}].amount`);
  });
  assertMinor(input.subtotal, 'subtotal');
  assertMinor(input.tax, 'tax');
  assertMinor(input.total, 'total');
  if (input.lines.length > 0) {
    const sum = sumMinor(
      input.lines.map((l) => l.amount),
      'line amounts',
    );
    if (sum !== input.subtotal)
      throw new Error(
        `invoice ${input.number}: subtotal ${input.subtotal} is not the sum of its lines (${sum})`,
      );
  }
  if (input.subtotal + input.tax !== input.total)
    throw new Error(
      `invoice ${input.number}: total ${input.total} is not subtotal + tax (${input.subtotal + input.tax})`,
    );
}

/**
 * The tax invoice as PDF bytes (docs/areas/billing.md, "Invoice PDFs"): letterhead, number and dates, the
 * bill-to block, the description, the lines, Subtotal / GST / Total, and `Paid on <date>` ('PAID') or
 * `Due on <date>` ('Amount due <CURRENCY> x'). Money in minor units of `input.currency`; dates printed in UTC.
 * Rejects when the figures disagree (subtotal ≠ sum of the lines, total ≠ subtotal + tax).
 */
export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  checkInvoice(input);
  const number = pdfText(input.number);
  const currency = pdfText(input.currency).toUpperCase();
  const money = (minor: number) => formatMoney(minor, currency);
  const doc = await newDocument(`Tax Invoice ${number}`, input.createdAt);

  return toBuffer(doc, () => {
    const right = doc.page.width - MARGIN;
    const contentWidth = doc.page.width - 2 * MARGIN;
    const companyBottom = drawLetterhead(doc, 'Tax Invoice');
    const settled = input.paid
      ? ([input.paidAt ? 'Paid on' : 'Paid', input.paidAt ? invoiceDate(input.paidAt) : ''] as [
          string,
          string,
        ])
      : (['Due on', invoiceDate(input.dueAt)] as [string, string]);
    const factsBottom = drawFacts(
      doc,
      [['Invoice number', number], ['Invoice date', invoiceDate(input.createdAt)], settled],
      MARGIN + 30,
    );

    let y = Math.max(companyBottom, factsBottom) + 12;
    rule(doc, y);
    y += 12;
    const billTo = [
      pdfText(input.billTo.name),
      pdfText(input.billTo.email),
      ...pdfLines(input.billTo.address),
    ];
    const billToBottom = drawBlock(doc, 'Bill to', billTo, MARGIN, y, 280);

    // The payment state, right of the bill-to block.
    if (input.paid) {
      doc.font(BOLD).fontSize(28).fillColor('#1a7f37');
      cell(doc, 'PAID', right - 200, y, 200, 'right');
      if (input.paidAt) {
        doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(GREY);
        cell(doc, `Paid on ${invoiceDate(input.paidAt)}`, right - 200, y + 32, 200, 'right');
      }
    } else {
      doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(GREY);
      cell(doc, 'Amount due', right - 200, y, 200, 'right');
      doc.font(BOLD).fontSize(16).fillColor('black');
      cell(doc, money(input.total), right - 200, y + 12, 200, 'right');
      doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(GREY);
      cell(doc, `Due on ${invoiceDate(input.dueAt)}`, right - 200, y + 32, 200, 'right');
    }

    const pager = new Pager(doc);
    pager.y = Math.max(billToBottom, y + 46) + 12;

    // The description, wrapped.
    doc.font(BOLD).fontSize(10).fillColor('black');
    for (const line of wrap(doc, pdfText(input.description), contentWidth)) {
      pager.need(14);
      cell(doc, line, MARGIN, pager.y, contentWidth);
      pager.y += 14;
    }
    pager.y += 8;

    // The lines; a description wraps within its column.
    const columns: Column[] = [
      { title: 'Description', width: 255, align: 'left' },
      { title: 'Qty', width: 50, align: 'right' },
      { title: 'Unit price', width: 95, align: 'right' },
      { title: 'Amount', width: contentWidth - 400, align: 'right' },
    ];
    pager.onNewPage = () => {
      doc.font(REGULAR).fontSize(TABLE_SIZE).fillColor(GREY);
      cell(doc, `Tax Invoice ${number} (continued)`, MARGIN, pager.y, contentWidth);
      pager.y += 16;
      drawTableHeader(doc, pager, columns);
    };
    drawTableHeader(doc, pager, columns);
    for (const l of input.lines) {
      doc.font(REGULAR).fontSize(TABLE_SIZE);
      const descLines = wrap(doc, pdfText(l.description), columns[0].width - 6);
      descLines.forEach((d, i) =>
        drawRow(
          doc,
          pager,
          columns,
          i === 0 ? [d, String(l.quantity), money(l.unitAmount), money(l.amount)] : [d, '', '', ''],
        ),
      );
    }
    rule(doc, pager.y);
    pager.onNewPage = () => {
      doc.font(REGULAR).fontSize(TABLE_SIZE).fillColor(GREY);
      cell(doc, `Tax Invoice ${number} (continued)`, MARGIN, pager.y, contentWidth);
      pager.y += 16;
    };

    drawTotals(doc, pager, [
      ['Subtotal', money(input.subtotal)],
      ['GST', money(input.tax)],
      ['Total', money(input.total)],
    ]);
    pager.need(20);
    pager.y += 6;
    doc
      .font(BOLD)
      .fontSize(BODY_SIZE)
      .fillColor(input.paid ? '#1a7f37' : 'black');
    const status = input.paid
      ? input.paidAt
        ? `PAID - Paid on ${invoiceDate(input.paidAt)}`
        : 'PAID'
      : `Amount due ${money(input.total)} - Due on ${invoiceDate(input.dueAt)}`;
    cell(doc, status, right - 300, pager.y, 300, 'right');

    drawFooters(doc, [supportLine('invoice')]);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The statement.

function checkStatement(input: StatementPdfInput): void {
  for (const d of [input.start, input.end, input.createdAt]) {
    if (Number.isNaN(d.getTime())) throw new TypeError('statement dates must be valid dates');
  }
  const rows = input.reservations;
  const sums: [string, number, number][] = [
    [
      'gross',
      input.gross,
      sumMinor(
        rows.map((r) => r.amount),
        'reservation amounts',
      ),
    ],
    [
      'commission',
      input.commission,
      sumMinor(
        rows.map((r) => r.commission),
        'reservation commissions',
      ),
    ],
    [
      'commissionGst',
      input.commissionGst,
      sumMinor(
        rows.map((r) => r.commissionGst),
        'reservation GST',
      ),
    ],
  ];
  for (const [what, given, sum] of sums) {
    assertMinor(given, what);
    if (given !== sum)
      throw new Error(`statement: ${what} ${given} is not the sum of its reservations (${sum})`);
  }
  assertMinor(input.amountOwed, 'amountOwed');
  if (input.amountOwed !== input.commission + input.commissionGst)
    throw new Error(
      `statement: amountOwed ${input.amountOwed} is not commission + GST (${input.commission + input.commissionGst})`,
    );
  rows.forEach((r, i) => {
    if (Number.isNaN(r.start.getTime())) throw new TypeError(`reservations[${i}].start must be a valid date`);
  });
}

/**
 * The billing statement as PDF bytes (docs/areas/billing.md, "Invoice PDFs"): letterhead, the hotel, the period
 * (`start – end`) and generated date, the reservations table (continued over as many pages as it takes, its
 * header repeated on each), then the totals (Reservations, Gross, Commission, GST, Amount owed). Money in minor
 * units of `input.currency`; dates printed in UTC. Rejects when a total is not the sum of the rows.
 */
export async function renderStatementPdf(input: StatementPdfInput): Promise<Buffer> {
  checkStatement(input);
  const currency = pdfText(input.currency).toUpperCase();
  const money = (minor: number) => formatMoney(minor, currency);
  const hotelName = pdfText(input.hotel.name);
  const periodName = pdfText(input.periodName);
  const period = `${invoiceDate(input.start)} \u2013 ${invoiceDate(input.end)}`;
  const doc = await newDocument(`Billing Statement ${periodName} ${hotelName}`, input.createdAt);

  return toBuffer(doc, async () => {
    const contentWidth = doc.page.width - 2 * MARGIN;
    const companyBottom = drawLetterhead(doc, 'Billing Statement');
    const factsBottom = drawFacts(
      doc,
      [
        ['Period', periodName],
        ['Dates', period],
        ['Generated', invoiceDate(input.createdAt)],
        ['Amount owed', money(input.amountOwed)],
      ],
      MARGIN + 30,
    );
    let y = Math.max(companyBottom, factsBottom) + 12;
    rule(doc, y);
    y += 12;
    const hotelBottom = drawBlock(
      doc,
      'Hotel',
      [hotelName, ...pdfLines(input.hotel.address)],
      MARGIN,
      y,
      300,
    );

    const pager = new Pager(doc);
    pager.y = hotelBottom + 14;
    const columns: Column[] = [
      { title: 'Booking #', width: 85, align: 'left' },
      { title: 'Date', width: 65, align: 'left' },
      { title: 'Customer', width: 135, align: 'left' },
      { title: `Amount (${currency})`, width: 75, align: 'right' },
      { title: `Commission (${currency})`, width: 80, align: 'right' },
      { title: `GST (${currency})`, width: contentWidth - 440, align: 'right' },
    ];
    const runningTitle = () => {
      doc.font(REGULAR).fontSize(TABLE_SIZE).fillColor(GREY);
      cell(
        doc,
        `Billing Statement - ${hotelName} - ${periodName} (continued)`,
        MARGIN,
        pager.y,
        contentWidth,
      );
      pager.y += 16;
    };
    pager.onNewPage = () => {
      runningTitle();
      drawTableHeader(doc, pager, columns);
    };
    drawTableHeader(doc, pager, columns);
    for (const [i, r] of input.reservations.entries()) {
      if (i > 0 && i % ROWS_PER_YIELD === 0) await yieldToEventLoop();
      drawRow(doc, pager, columns, [
        pdfText(r.bookingNo),
        invoiceDate(r.start),
        pdfText(r.customer),
        formatAmount(r.amount),
        formatAmount(r.commission),
        formatAmount(r.commissionGst),
      ]);
    }
    if (input.reservations.length === 0) {
      pager.need(ROW_HEIGHT);
      doc.font(REGULAR).fontSize(TABLE_SIZE).fillColor(GREY);
      cell(doc, 'No reservations in this period.', MARGIN, pager.y + 3, contentWidth);
      pager.y += ROW_HEIGHT;
    }
    rule(doc, pager.y);
    pager.onNewPage = runningTitle;

    drawTotals(doc, pager, [
      ['Reservations', String(input.reservations.length)],
      ['Gross', money(input.gross)],
      ['Commission', money(input.commission)],
      ['GST', money(input.commissionGst)],
      ['Amount owed', money(input.amountOwed)],
    ]);

    drawFooters(doc, [supportLine('statement')]);
  });
}
