/**
 * Constants and pure rules of the billing area (docs/areas/billing.md): page sizes, the billing form's date
 * rules (UTC days), money and date display.
 */
import { formatDate, formatDateTime, formatMinorGrouped, formatNumber } from './format';

/**
 * The billing area's routes (docs/areas/billing.md, "Calls"): the method and path of each operation of
 * contracts/src/billing.ts, TypeBox-free so that the api-client calls them (`OperationRoute` of ../operation.ts;
 * `defineOperation` checks each when the operation spreads it).
 */
export const BillingRoutes = {
  listInvoices: { method: 'POST', path: '/invoice' },
  getInvoice: { method: 'GET', path: '/invoice/:invoiceId' },
  invoicePdf: { method: 'GET', path: '/invoice/:invoiceId/pdf' },
  emailInvoice: { method: 'POST', path: '/invoice/:invoiceId/email' },
  listBillingPeriods: { method: 'GET', path: '/reservationStatement/get' },
  getBillingPeriod: { method: 'GET', path: '/reservationStatement/get/:billingId' },
  statementPdf: { method: 'GET', path: '/reservationStatement/:billingId/statement/:generatedId/pdf' },
  reporting: { method: 'POST', path: '/reservation/reporting' },
  chainReporting: { method: 'POST', path: '/reservation/propertyTypeReporting' },
  generateBillingPeriod: { method: 'POST', path: '/reservation/generateReport' },
  emailStatement: { method: 'POST', path: '/reservation/emailReservationStatement' },
  generateInvoice: { method: 'POST', path: '/reservation/generateInvoice' },
  listPaymentFailures: { method: 'GET', path: '/monthlyFailureReport' },
} as const;

/** Invoices per page on /billing/{propertyId}, and how many page links the pager shows. */
export const INVOICE_PAGE_SIZE = 10;
export const INVOICE_PAGER_LINKS = 5;
/** Statements per page on /execute-billing/{billingId}, the API's default `limit` of a period's page (issue 38). */
export const STATEMENT_PAGE_SIZE = 10;

/** The billing form's scope options. */
export const BILLING_SCOPES = ['all', 'hotel'] as const;
export type BillingScope = (typeof BILLING_SCOPES)[number];

/** Reporting's default range: today to this many days ahead. */
export const REPORTING_DEFAULT_DAYS = 7;
/**
 * The longest range the reporting calls accept, in days: ten years (ours). The report's cost follows the reservations
 * in the range, not its days (three years over 200,000 reservations: docs/areas/billing.md, "Figures"); the bound
 * only keeps a call from scanning the whole table for a range nobody reads, as the reservations list's.
 */
export const REPORTING_MAX_DAYS = 3_660;

/** Chart labels of hotel names are cut to this many characters (Property Chain reporting). */
export const CHART_NAME_MAX = 15;

/** Days after the invoice date its payment is due (shown as "Due" while unpaid). */
export const INVOICE_DUE_DAYS = 14;

/** The company block printed on invoices and statements and shown on the invoice page. */
export const COMPANY = {
  name: 'Timeflyz Pty Ltd',
  address: ['Level 5, 100 Market Street', 'Sydney NSW 2000', 'Australia'],
  phone: '+61 2 8000 0000',
  email: 'billing@timeflyz.com',
} as const;

/** The UTC day `YYYY-MM-DD` of an instant. */
export const utcDay = (d: Date): string => d.toISOString().slice(0, 10);

/** The first instant of a UTC day (`YYYY-MM-DD`). */
export const startOfUtcDay = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

/** The UTC day `n` days after `day` (`YYYY-MM-DD`; `n` may be negative). */
export const addUtcDays = (day: string, n: number): string => utcDay(new Date(startOfUtcDay(day).getTime() + n * 86_400_000));

/**
 * A day as the tables show it, `DD/MM/YYYY`: the `YYYY-MM-DD` a value starts with (a day, or an ISO instant's UTC
 * day), written as it is (a day has no zone); '—' when absent, anything else as it is.
 */
export function dayText(value: string | null | undefined): string {
  if (!value) return '—';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

/** The last millisecond of a UTC day (`YYYY-MM-DD`). */
export const endOfUtcDay = (day: string): Date => new Date(`${day}T23:59:59.999Z`);

/** Yesterday's UTC day as `YYYY-MM-DD`: the latest end date a billing period may have. */
export const latestBillingEndDay = (now: Date = new Date()): string => utcDay(new Date(now.getTime() - 86_400_000));

/** Whole days from `from` to `to` (`YYYY-MM-DD`), negative when `to` is before `from`. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((startOfUtcDay(to).getTime() - startOfUtcDay(from).getTime()) / 86_400_000);

/**
 * A billing day or instant as its UTC day, in the console's one style ('03/11/2026', the format module's formatDate in
 * en-AU): invoice and period dates, in e-mails and PDFs. UTC, because billing periods are UTC days.
 */
export const invoiceDate = (iso: string | Date): string => formatDate(iso, { timeZone: 'UTC', locale: 'en-AU' });

// Kept for remotes built for contract 2.0, which call them from the shell's copy of this module (docs/releases.md,
// "The host contract": removing an export is a new major). Nothing built now uses them; they write through the
// format module.

/** The UTC day of an instant, `DD/MM/YYYY` (contract 2.0; use {@link invoiceDate}). */
export const billingDate = (iso: string | Date): string => invoiceDate(iso);

/** An instant with its time, in UTC (contract 2.0; use the format module's formatDateTime). */
export const failureTime = (iso: string | Date): string => formatDateTime(iso, { timeZone: 'UTC', locale: 'en-AU' });

/** Minor units (cents) as whole currency units, rounded half up (contract 2.0). */
export const wholeUnits = (minor: number): string => formatNumber(Math.round(minor / 100), { locale: 'en-AU' });

/** `1,234.56` (or `-1,234.56`) from integer minor units of `currency` (default AUD): PDF table cells (the format module's). */
export const formatAmount = (minor: number, currency = 'AUD'): string => formatMinorGrouped(minor, currency);



/** A hotel name cut for a chart label: at most {@link CHART_NAME_MAX} characters. */
export const chartName = (name: string): string => (name.length > CHART_NAME_MAX ? name.slice(0, CHART_NAME_MAX) : name);

/**
 * What a statement owes: the commission (excluding GST) plus its GST, over the statement's reservations,
 * minor units. The one formula used by generation, the PDF and the tests that recompute every statement.
 */
export function amountOwed(lines: readonly { commission: number; commissionGst: number }[]): {
  commission: number;
  commissionGst: number;
  total: number;
} {
  let commission = 0;
  let commissionGst = 0;
  for (const l of lines) {
    commission += l.commission;
    commissionGst += l.commissionGst;
  }
  return { commission, commissionGst, total: commission + commissionGst };
}
