import { formatMinorDecimal, neutraliseCell, type ReportRow } from '@backoffice/contracts';

const HEADER = ['Hotel', 'Currency', 'Bookings', 'Confirmed', 'Stays', 'Avg. Rate', 'Total Revenue', 'Stay Revenue', 'Commission', 'Cancellations', 'No Shows'];

/** A CSV field: neutralised against formula injection, quoted when it holds a comma, quote or line break. */
const field = (value: string | number): string => {
  const text = neutraliseCell(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The report as CSV (docs/areas/billing.md, "Reporting"): a header, a line per hotel, money as plain decimals of the
 * row's currency (the format module's formatMinorDecimal: its own minor digits, 2 for AUD, 0 for JPY). Opened by
 * any spreadsheet; a hotel name starting with = + - @ is neutralised.
 */
export function reportCsv(rows: readonly ReportRow[]): string {
  const lines = rows.map((r) => {
    const amount = (minor: number) => formatMinorDecimal(minor, r.currency);
    return [r.name, r.currency, r.bookings, r.confirmedBooking, r.bookingsStay, amount(r.avgRate), amount(r.totalRevenue), amount(r.stayRevenue), amount(r.commission), r.cancellation, r.noShow]
      .map(field)
      .join(',');
  });
  // A byte-order mark first, so that Excel reads the file as UTF-8 (accented hotel names).
  return '\uFEFF' + [HEADER.join(','), ...lines].join('\r\n') + '\r\n';
}
