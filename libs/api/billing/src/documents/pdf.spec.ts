// The billing PDFs (docs/areas/billing.md, "Invoice PDFs"), read back with pdf-parse: what a reader of the
// invoice and of a long statement sees, and the money and text rules behind it.
import { COMPANY, invoiceDate } from '@backoffice/contracts';
import { readPdf as read } from '../test/pdf-text';
import { formatAmount, formatMoney } from './money';
import {
  pdfText,
  renderInvoicePdf,
  renderStatementPdf,
  type InvoicePdfInput,
  type StatementPdfInput,
} from './pdf';

const invoice = (over: Partial<InvoicePdfInput> = {}): InvoicePdfInput => {
  const lines = [
    { description: 'Commission on 41 reservations', quantity: 1, unitAmount: 123_456, amount: 123_456 },
    { description: 'Late cancellation commission', quantity: 3, unitAmount: 2_505, amount: 7_515 },
    { description: 'Adjustment', quantity: 1, unitAmount: -1_000, amount: -1_000 },
  ];
  const subtotal = lines.reduce((s, l) => s + l.amount, 0);
  const tax = Math.round(subtotal / 10);
  return {
    number: 'INV-000042',
    createdAt: new Date('2026-11-03T02:00:00Z'),
    dueAt: new Date('2026-11-17T02:00:00Z'),
    paid: false,
    paidAt: null,
    currency: 'AUD',
    billTo: {
      name: 'Harbour View Hotel',
      email: 'accounts@harbourview.example',
      address: '1 Circular Quay\nSydney NSW 2000',
    },
    description: 'Commission for October 2026 (1 Oct 2026 - 31 Oct 2026)',
    lines,
    subtotal,
    tax,
    total: subtotal + tax,
    ...over,
  };
};

const CUSTOMERS = [
  'Ana Silva',
  'Björn Ødegård',
  'Chloé Martin',
  'Dmitri Ivanov',
  'Emeka Obi',
  'Fatima Zahra',
];

const statement = (rowCount: number, over: Partial<StatementPdfInput> = {}): StatementPdfInput => {
  const reservations = Array.from({ length: rowCount }, (_, i) => {
    const amount = 8_000 + ((i * 7_919) % 250_000); // 80.00 .. 2,579.99
    const commission = Math.round(amount * 0.15);
    return {
      bookingNo: `BK-${String(100_000 + i)}`,
      start: new Date(Date.UTC(2026, 9, 1 + (i % 31), 14)),
      customer: CUSTOMERS[i % CUSTOMERS.length],
      amount,
      commission,
      commissionGst: Math.round(commission / 10),
    };
  });
  const sum = (k: 'amount' | 'commission' | 'commissionGst') => reservations.reduce((s, r) => s + r[k], 0);
  return {
    periodName: 'October 2026',
    start: new Date('2026-10-01T00:00:00Z'),
    end: new Date('2026-10-31T23:59:59.999Z'),
    createdAt: new Date('2026-11-01T01:00:00Z'),
    hotel: { name: 'Siam Riverside Hotel', address: '99 Charoen Krung Road\nBangkok 10500\nThailand' },
    currency: 'THB',
    reservations,
    gross: sum('amount'),
    commission: sum('commission'),
    commissionGst: sum('commissionGst'),
    amountOwed: sum('commission') + sum('commissionGst'),
    ...over,
  };
};

describe('money', () => {
  it('prints minor units with two decimals and thousands separators, by integer arithmetic', () => {
    expect(formatMoney(123_456, 'AUD')).toBe('AUD 1,234.56');
    expect(formatMoney(5, 'thb')).toBe('THB 0.05');
    expect(formatMoney(0, 'INR')).toBe('INR 0.00');
    expect(formatMoney(-1_000, 'AUD')).toBe('-AUD 10.00');
    expect(formatAmount(123_456_789_012)).toBe('1,234,567,890.12');
    // 0.1 + 0.2-style float drift cannot happen: the cents are a remainder.
    expect(formatAmount(Number.MAX_SAFE_INTEGER)).toBe('90,071,992,547,409.91');
  });

  it('refuses amounts that are not integer minor units', () => {
    expect(() => formatAmount(12.5)).toThrow(/integer/);
    expect(() => formatAmount(Number.NaN)).toThrow(/integer/);
  });
});

describe('pdfText', () => {
  it('keeps WinAnsi text and replaces or transliterates the rest', () => {
    expect(pdfText('Hôtel Ærø 東京')).toBe('Hôtel Ærø ??');
    expect(pdfText('Łódź – “Grand” € 5')).toBe('Lódz – “Grand” € 5');
    expect(pdfText('Őrség')).toBe('Orség'); // ő is outside WinAnsi: its accent goes
    expect(pdfText('e\u0301te\u0301')).toBe('été'); // combining accents are composed first
    expect(pdfText('a\tb\nc\u0000d\u200Be')).toBe('a b c de');
    expect(pdfText('🏨\uFE0F Hotel')).toBe('? Hotel');
    expect(pdfText('a\u0080b')).toBe('a b'); // a C1 control (else drawn as the Euro sign) is a space
  });
});

describe('renderInvoicePdf', () => {
  it('prints an unpaid invoice: company, bill-to, lines, totals and "Due on"', async () => {
    const input = invoice();
    const pdf = await renderInvoicePdf(input);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, total, info } = await read(pdf);

    expect(total).toBe(1);
    expect(info['Title']).toBe('Tax Invoice INV-000042');
    expect(info['Author']).toBe(COMPANY.name);
    for (const s of [COMPANY.name, ...COMPANY.address, COMPANY.phone, COMPANY.email])
      expect(text).toContain(s);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('INV-000042');
    expect(text).toContain(`Invoice date ${invoiceDate(input.createdAt)}`);
    expect(text).toContain('03/11/2026');
    expect(text).toContain('Harbour View Hotel');
    expect(text).toContain('accounts@harbourview.example');
    expect(text).toContain('1 Circular Quay');
    expect(text).toContain('Sydney NSW 2000');
    expect(text).toContain(input.description);
    expect(text).toContain('Description Qty Unit price Amount');
    for (const l of input.lines) {
      expect(text).toContain(l.description);
      expect(text).toContain(formatMoney(l.amount, 'AUD'));
    }
    expect(text).toContain('-AUD 10.00');
    expect(text).toContain(`Subtotal ${formatMoney(input.subtotal, 'AUD')}`);
    expect(text).toContain(`GST ${formatMoney(input.tax, 'AUD')}`);
    expect(text).toContain(`Total ${formatMoney(input.total, 'AUD')}`);
    expect(text).toContain('Subtotal AUD 1,299.71');
    expect(text).toContain('GST AUD 129.97');
    expect(text).toContain('Total AUD 1,429.68');
    expect(text).toContain('Due on 17/11/2026');
    expect(text).toContain('Amount due AUD 1,429.68');
    expect(text).not.toContain('PAID');
    expect(text).not.toContain('Paid on');
    expect(text).toContain(`Call ${COMPANY.phone} or e-mail ${COMPANY.email}`);
  });

  it('prints a paid invoice with "Paid on" and PAID instead of the amount due', async () => {
    const input = invoice({ paid: true, paidAt: new Date('2026-11-05T23:30:00Z') });
    const { text } = await read(await renderInvoicePdf(input));
    expect(text).toContain('PAID');
    expect(text).toContain('Paid on 05/11/2026');
    expect(text).not.toContain('Due on');
    expect(text).not.toContain('Amount due');
    expect(text).toContain('Total AUD 1,429.68');
  });

  it('prints dates in UTC', async () => {
    // 22:00 UTC on Nov 3 is already Nov 4 in Sydney, and 01:00 UTC on Nov 18 still Nov 17 in Honolulu.
    const input = invoice({
      createdAt: new Date('2026-11-03T22:00:00Z'),
      dueAt: new Date('2026-11-18T01:00:00Z'),
    });
    const { text } = await read(await renderInvoicePdf(input));
    expect(text).toContain('Invoice date 03/11/2026');
    expect(text).toContain('Due on 18/11/2026');
  });

  it('draws any Unicode name without throwing', async () => {
    const input = invoice({
      billTo: { name: 'Hôtel Ærø 東京', email: 'ærø@example.com', address: 'Straße 1\nΑθήνα 😀' },
      description: 'Commission — 東京 October',
    });
    const { text } = await read(await renderInvoicePdf(input));
    expect(text).toContain('Hôtel Ærø ??');
    expect(text).toContain('Straße 1');
  });

  it('is deterministic: the same input gives the same bytes', async () => {
    const [a, b] = await Promise.all([renderInvoicePdf(invoice()), renderInvoicePdf(invoice())]);
    expect(a.equals(b)).toBe(true);
  });

  it('draws the same bytes with the fonts and metrics kept from earlier documents as with fonts parsed afresh', async () => {
    // A fresh copy of the module keeps no font yet: its first document is pdfkit's own way.
    let fresh: typeof import('./pdf') | undefined;
    jest.isolateModules(() => {
      fresh = jest.requireActual<typeof import('./pdf')>('./pdf');
    });
    if (!fresh) throw new Error('no fresh module');
    await renderInvoicePdf(invoice()); // this module's fonts are kept by now
    const [afresh, kept] = [await fresh.renderInvoicePdf(invoice({ paid: true, paidAt: new Date('2026-11-04T00:00:00Z') })), await renderInvoicePdf(invoice({ paid: true, paidAt: new Date('2026-11-04T00:00:00Z') }))];
    expect(kept.equals(afresh)).toBe(true);
    expect((await read(kept)).text).toContain('Paid on');
    // A statement over several pages, with kerned pairs (AV, Wa) and accents: the kept metrics measure as pdfkit.
    let fresher: typeof import('./pdf') | undefined;
    jest.isolateModules(() => {
      fresher = jest.requireActual<typeof import('./pdf')>('./pdf');
    });
    if (!fresher) throw new Error('no fresh module');
    const long = statement(120, { hotel: { name: 'AVAWAY Wâve Hôtel', address: 'Łódź\nTœst' } });
    const [first, again] = [await fresher.renderStatementPdf(long), await renderStatementPdf(long)];
    expect(again.equals(first)).toBe(true);
    expect((await read(again)).total).toBeGreaterThan(1);
  });

  it('refuses figures that disagree', async () => {
    await expect(renderInvoicePdf(invoice({ total: 1 }))).rejects.toThrow(/not subtotal \+ tax/);
    await expect(renderInvoicePdf(invoice({ subtotal: 1, total: 1 + invoice().tax }))).rejects.toThrow(
      /sum of its lines/,
    );
    await expect(renderInvoicePdf(invoice({ tax: 0.5 }))).rejects.toThrow(/integer/);
  });

  it('continues a long lines table on a second page', async () => {
    const lines = Array.from({ length: 80 }, (_, i) => ({
      description: `Line ${i + 1}`,
      quantity: 1,
      unitAmount: 100 + i,
      amount: 100 + i,
    }));
    const subtotal = lines.reduce((s, l) => s + l.amount, 0);
    const { total, pages } = await read(
      await renderInvoicePdf(invoice({ lines, subtotal, tax: 0, total: subtotal })),
    );
    expect(total).toBeGreaterThan(1);
    for (const page of pages) expect(page).toContain('Description Qty Unit price Amount');
    expect(pages.at(-1)).toContain(`Total ${formatMoney(subtotal, 'AUD')}`);
  });
});

describe('renderStatementPdf', () => {
  const ROWS = 250;

  it('prints a long statement over several pages, header repeated, totals = sums of the rows', async () => {
    const input = statement(ROWS);
    const started = performance.now();
    const pdf = await renderStatementPdf(input);
    const ms = performance.now() - started;
    const { text, pages, total, info } = await read(pdf);

    expect(ms).toBeLessThan(5_000);
    expect(info['Author']).toBe(COMPANY.name);
    expect(total).toBeGreaterThan(1);
    expect(pages).toHaveLength(total);
    const header = 'Booking # Date Customer Amount (THB) Commission (THB) GST (THB)';
    pages.forEach((page, i) => {
      expect(page).toContain(header);
      expect(page).toContain(`Page ${i + 1} of ${total}`);
    });
    expect(text.split(header)).toHaveLength(total + 1);

    for (const s of [COMPANY.name, ...COMPANY.address, COMPANY.phone, COMPANY.email])
      expect(text).toContain(s);
    expect(text).toContain('Billing Statement');
    expect(text).toContain('Siam Riverside Hotel');
    expect(text).toContain('99 Charoen Krung Road');
    expect(text).toContain('October 2026');
    expect(text).toContain('01/10/2026 – 31/10/2026');
    expect(text).toContain('Generated 01/11/2026');

    // Every row, in order.
    let from = 0;
    for (const r of input.reservations) {
      const row = [
        r.bookingNo,
        invoiceDate(r.start),
        r.customer,
        formatAmount(r.amount),
        formatAmount(r.commission),
        formatAmount(r.commissionGst),
      ].join(' ');
      const at = text.indexOf(row, from);
      expect(at).toBeGreaterThanOrEqual(from);
      from = at + row.length;
    }

    // The totals, recomputed here from the rows.
    const sum = (k: 'amount' | 'commission' | 'commissionGst') =>
      input.reservations.reduce((s, r) => s + r[k], 0);
    const last = pages[pages.length - 1];
    expect(last).toContain(`Reservations ${ROWS}`);
    expect(last).toContain(`Gross ${formatMoney(sum('amount'), 'THB')}`);
    expect(last).toContain(`Commission ${formatMoney(sum('commission'), 'THB')}`);
    expect(last).toContain(`GST ${formatMoney(sum('commissionGst'), 'THB')}`);
    expect(last).toContain(`Amount owed ${formatMoney(sum('commission') + sum('commissionGst'), 'THB')}`);
  });

  it('prints an empty statement', async () => {
    const { text, total } = await read(await renderStatementPdf(statement(0)));
    expect(total).toBe(1);
    expect(text).toContain('No reservations in this period.');
    expect(text).toContain('Reservations 0');
    expect(text).toContain('Amount owed THB 0.00');
  });

  it('draws any Unicode hotel or customer name without throwing', async () => {
    const input = statement(3, { hotel: { name: 'Hôtel Ærø 東京', address: '東京都\nJapan' } });
    input.reservations[0].customer = '山田 太郎';
    input.reservations[1].customer = 'Zoë Ñúñez 🏖️';
    const { text } = await read(await renderStatementPdf(input));
    expect(text).toContain('Hôtel Ærø ??');
    expect(text).toContain('?? ??');
    expect(text).toContain('Zoë Ñúñez ?');
  });

  it('refuses totals that are not the sums of the rows', async () => {
    const input = statement(5);
    await expect(renderStatementPdf({ ...input, commission: input.commission + 1 })).rejects.toThrow(
      /sum of its reservations/,
    );
    await expect(renderStatementPdf({ ...input, amountOwed: input.amountOwed + 1 })).rejects.toThrow(
      /commission \+ GST/,
    );
  });
});

describe('amounts too wide for their column', () => {
  it('are condensed, never cut', async () => {
    const big = 9_876_543_210_987; // AUD 98,765,432,109.87
    const input = invoice({
      lines: [{ description: 'Everything', quantity: 1, unitAmount: big, amount: big }],
      subtotal: big,
      tax: 0,
      total: big,
    });
    const { text } = await read(await renderInvoicePdf(input));
    expect(text).toContain('AUD 98,765,432,109.87 AUD 98,765,432,109.87');
    expect(text).toContain('Total AUD 98,765,432,109.87');
  });
});
