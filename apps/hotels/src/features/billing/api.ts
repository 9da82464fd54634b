import {
  emailInvoice,
  emailStatement,
  fetchPdf,
  generateBillingPeriod,
  generateInvoice,
  getBillingPeriod,
  getChainReporting,
  getInvoice,
  getReporting,
  listBillingPeriods,
  listHotels,
  listInvoices,
  listPaymentFailures,
} from '@backoffice/api-client/hotels';
import type { ChainReportingBody, GenerateReportBody, PaymentFailureListQuery, ReportingBody } from '@backoffice/contracts';
import { openBlob } from '@backoffice/remote-kit';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The billing screens' queries and mutations (docs/frontend-data.md, "Query keys"): one tree rooted at
 * ['billing']; a write invalidates the whole tree, so periods, statements, invoices and failures are asked again.
 */
export const billingKeys = {
  all: ['billing'] as const,
  invoices: (hotelId: string) => [...billingKeys.all, 'invoices', hotelId] as const,
  /** One page of a hotel's invoices (under its invoices' key). */
  invoicesPage: (hotelId: string, page: number, limit: number) => [...billingKeys.invoices(hotelId), { page, limit }] as const,
  invoice: (invoiceId: string) => [...billingKeys.all, 'invoice', invoiceId] as const,
  reporting: (body: ReportingBody) => [...billingKeys.all, 'reporting', body] as const,
  chainReporting: (body: ChainReportingBody) => [...billingKeys.all, 'chain-reporting', body] as const,
  failures: () => [...billingKeys.all, 'failures'] as const,
  periods: () => [...billingKeys.all, 'periods'] as const,
  period: (billingId: string) => [...billingKeys.all, 'period', billingId] as const,
  /** One page of a period's statements (under the period's key). */
  periodPage: (billingId: string, page: number, limit: number) => [...billingKeys.period(billingId), { page, limit }] as const,
  hotels: () => [...billingKeys.all, 'hotels'] as const,
};

/**
 * The number of a hotel's invoices (a saved view's live count, docs/areas/platform.md, "Saved views"; the list has
 * no filter): the `total` of a page the screen holds (`loaded`), else of a page of one asked for now (an answer
 * without `total` is the whole list: its length).
 */
export async function countInvoices(hotelId: string, loaded?: { data: readonly unknown[]; total?: number }): Promise<number> {
  const answer = loaded ?? (await listInvoices(hotelId, { page: 1, limit: 1 }));
  return answer.total ?? answer.data.length;
}
/**
 * Page `page` of `limit` of a hotel's invoices, newest first, with `total` (docs/areas/billing.md, "Pages of
 * statements and invoices"); the previous page stays shown while the next one comes.
 */
export const useInvoicesPage = (hotelId: string, page: number, limit: number) =>
  useQuery({ queryKey: billingKeys.invoicesPage(hotelId, page, limit), queryFn: () => listInvoices(hotelId, { page, limit }), placeholderData: keepPreviousData });
export const useInvoice = (invoiceId: string) => useQuery({ queryKey: billingKeys.invoice(invoiceId), queryFn: () => getInvoice(invoiceId) });
export const useReporting = (body: ReportingBody) => useQuery({ queryKey: billingKeys.reporting(body), queryFn: () => getReporting(body) });
/** A chain's report; nothing is asked until a chain is chosen. */
export const useChainReporting = (body: ChainReportingBody) =>
  useQuery({ queryKey: billingKeys.chainReporting(body), queryFn: () => getChainReporting(body), enabled: Boolean(body.commission) });
/** The payment failures created between `query.from` and `query.to` (ISO instants; every record without them). */
export const usePaymentFailures = (query: PaymentFailureListQuery = {}) =>
  useQuery({ queryKey: [...billingKeys.failures(), query], queryFn: () => listPaymentFailures(query), placeholderData: keepPreviousData });
export const useBillingPeriods = () => useQuery({ queryKey: billingKeys.periods(), queryFn: listBillingPeriods });
/**
 * A period with page `paging.page` of `paging.limit` statements and `total`; with `paging` null, the whole period
 * (every statement: a linked statement's page is found in it, and a whole-period action's question sums it). The
 * previous page stays shown while the next one comes.
 */
export const useBillingPeriodPage = (billingId: string, paging: { page: number; limit: number } | null, { enabled = true } = {}) =>
  useQuery({
    queryKey: paging ? billingKeys.periodPage(billingId, paging.page, paging.limit) : billingKeys.period(billingId),
    queryFn: () => (paging ? getBillingPeriod(billingId, paging) : getBillingPeriod(billingId)),
    placeholderData: keepPreviousData,
    enabled,
  });
/** Every hotel: Execute Billing's scope picker. */
export const useHotelOptions = () => useQuery({ queryKey: billingKeys.hotels(), queryFn: () => listHotels({}), staleTime: 5 * 60_000 });

/** A mutation that refreshes the whole billing tree once it settles (a declined invoice changes rows too). */
function useBillingMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (args: A) => fn(args), onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }) });
}

export const useGeneratePeriod = () => useBillingMutation((body: GenerateReportBody) => generateBillingPeriod(body));
export const useEmailStatement = () => useBillingMutation(emailStatement);
/** Generates and charges an invoice with one idempotency key per confirmed click. */
export const useGenerateInvoice = () =>
  useBillingMutation(({ key, ...body }: { statementId: string; generatedId: string; key: string }) => generateInvoice(body, key));
export const useEmailInvoice = () => useBillingMutation(emailInvoice);

/**
 * Opens a PDF the API serves to the token only (an invoice's `invoice_pdf`, a statement's `statementUrl`) in a new
 * tab: a mutation, so that its button shows it is busy and useAction tells a failure once.
 */
export const useOpenPdf = () =>
  useMutation({ mutationFn: async ({ path, filename }: { path: string; filename: string }) => openBlob(await fetchPdf(path), filename, 'application/pdf') });
