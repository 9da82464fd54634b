import { BillingRoutes as routes } from '@backoffice/contracts/constants';
import type {
  BillingOperations as Ops,
  BillingPeriodDetail,
  ChainReportingBody,
  GenerateReportBody,
  InvoiceDetail,
  InvoiceListResponse,
  PaymentFailureListQuery,
  PaymentFailureListResponse,
  ReportingBody,
  ReportRow,
  BillingPeriod,
  GenerateInvoiceResponse,
} from '@backoffice/contracts';
import { call, http } from './shared-client';
import { withIdempotencyKey as keyed } from './idempotency-key';

// The billing area's calls (docs/areas/billing.md, "Calls"), each the operation of libs/contracts/src/billing.ts
// called at its route (`BillingRoutes`, call.ts). Every call needs a SuperAdmin; a failure is the shared client's
// ApiError carrying the server's message (400 with the form's messages, 402, 404, 409, 422).

/**
 * POST /invoice: a hotel's invoices, newest first. Without `paging`, every one; with `{ page, limit }` (page from 1,
 * limit at most PAGE_LIMIT_MAX, default INVOICE_PAGE_SIZE) that page and `total`, the hotel's invoices in all
 * (docs/areas/billing.md, "Pages of statements and invoices"). @throws ApiError 404 for an unknown hotel.
 */
export async function listInvoices(hotelId: string, paging?: { page: number; limit?: number }): Promise<InvoiceListResponse> {
  return call<Ops['listInvoices']>(routes.listInvoices, { body: { hotelId, ...paging } });
}

/** GET /invoice/{invoiceId}: the invoice with its statement and the reservations it bills. */
export async function getInvoice(invoiceId: string): Promise<InvoiceDetail> {
  return call<Ops['getInvoice']>(routes.getInvoice, { params: { invoiceId } });
}

/**
 * A PDF the API serves to the token only (an invoice's `invoice_pdf`, a statement's `statementUrl`): the path
 * under /api, answered as a Blob.
 */
export async function fetchPdf(path: string): Promise<Blob> {
  // Only a path of this API: an absolute or protocol-relative address would take the token to another host.
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`Not a path of this API: ${path}`);
  return (await http.get<Blob>(path, { responseType: 'blob' })).data;
}

/** POST /invoice/{invoiceId}/email (Send by email): answers the message naming the recipient. */
export async function emailInvoice(invoiceId: string): Promise<{ message: string }> {
  return call<Ops['emailInvoice']>(routes.emailInvoice, { params: { invoiceId } });
}

/** POST /reservation/reporting: a row per hotel of the reservations starting in the range (UTC days). */
export async function getReporting(body: ReportingBody): Promise<ReportRow[]> {
  return (await call<Ops['reporting']>(routes.reporting, { body })).data;
}

/** POST /reservation/propertyTypeReporting: the same rows for one chain's hotels (`other`: without a chain). */
export async function getChainReporting(body: ChainReportingBody): Promise<ReportRow[]> {
  return (await call<Ops['chainReporting']>(routes.chainReporting, { body })).data;
}

/**
 * GET /monthlyFailureReport?from=&to=: the payment failure records, newest first; `from`/`to` (ISO instants, both
 * included) keep those created between them, without them every record.
 */
export async function listPaymentFailures(query: PaymentFailureListQuery = {}): Promise<PaymentFailureListResponse['data']> {
  return (await call<Ops['listPaymentFailures']>(routes.listPaymentFailures, { query })).data;
}

/** GET /reservationStatement/get: the billing periods, newest first. */
export async function listBillingPeriods(): Promise<BillingPeriod[]> {
  return (await call<Ops['listBillingPeriods']>(routes.listBillingPeriods)).data;
}

/**
 * GET /reservationStatement/get/{billingId}: one period with its statements by hotel name. Without `paging`, every
 * one; with `{ page, limit }` (default limit STATEMENT_PAGE_SIZE) that page of statements and `total`, the period's
 * statements in all (docs/areas/billing.md, "Pages of statements and invoices"). @throws ApiError 404.
 */
export async function getBillingPeriod(billingId: string, paging?: { page: number; limit?: number }): Promise<BillingPeriodDetail> {
  return call<Ops['getBillingPeriod']>(routes.getBillingPeriod, paging ? { params: { billingId }, query: { ...paging } } : { params: { billingId } });
}

/**
 * POST /reservation/generateReport: `{ period }` when generated (201), `{ empty: true }` when everything in the
 * range was billed before (200 'empty').
 */
export async function generateBillingPeriod(body: GenerateReportBody): Promise<{ empty: true } | { empty: false; message: string; period: BillingPeriod }> {
  const answer = await call<Ops['generateBillingPeriod']>(routes.generateBillingPeriod, { body });
  if (typeof answer === 'string') return { empty: true };
  return { empty: false, message: answer.message, period: answer.data };
}

/** POST /reservation/emailReservationStatement; `resend` after the confirmation (409 without it once sent). */
export async function emailStatement(body: { statementId: string; generatedId: string; resend?: boolean }): Promise<{ message: string }> {
  return call<Ops['emailStatement']>(routes.emailStatement, { body });
}

/**
 * POST /reservation/generateInvoice with an Idempotency-Key (one per click): 201 paid; a declined charge is an
 * ApiError 402 ('Invoice generation has failed'); the statement row then carries the provider's reason.
 */
export async function generateInvoice(body: { statementId: string; generatedId: string }, idempotencyKey: string): Promise<GenerateInvoiceResponse> {
  return call<Ops['generateInvoice']>(routes.generateInvoice, { body }, keyed(idempotencyKey));
}
