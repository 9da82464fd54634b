import { fetchPdf } from '@backoffice/api-client/hotels';
import { formatMoney } from '@backoffice/contracts';
import { isoDateOf } from '@backoffice/ui/forms';
import { openBlob } from '@backoffice/remote-kit';

/** Minor units (cents) as `AUD 1,234.56` (contracts' formatMoney, the PDFs' format too). */
export const money = formatMoney;

/** An instant given in epoch seconds (the invoice's `created`, `due_date`, `paid_at`) as a Date. */
export const fromEpoch = (seconds: number): Date => new Date(seconds * 1000);

/** Opens a PDF the API serves to the token only (an invoice's `invoice_pdf`, a statement's `statementUrl`). */
export async function openPdf(path: string, filename: string): Promise<void> {
  openBlob(await fetchPdf(path), filename, 'application/pdf');
}

/** `YYYY-MM-DD` of today plus `days`, on the viewer's calendar (libs/ui's isoDateOf). */
export function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return isoDateOf(d);
}
