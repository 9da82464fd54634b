import { fetchPdf } from '@backoffice/api-client/hotels';
import { openBlob } from '@backoffice/remote-kit';

/** Minor units (cents) as `AUD 1,234.56` (2 decimals, the currency's code first). */
export function money(minor: number, currency: string): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}${currency} ${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** An instant given in epoch seconds (the invoice's `created`, `due_date`, `paid_at`) as a Date. */
export const fromEpoch = (seconds: number): Date => new Date(seconds * 1000);

/** Opens a PDF the API serves to the token only (an invoice's `invoice_pdf`, a statement's `statementUrl`). */
export async function openPdf(path: string, filename: string): Promise<void> {
  openBlob(await fetchPdf(path), filename, 'application/pdf');
}

/** `YYYY-MM-DD` of today plus `days`, on the viewer's calendar. */
export function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
