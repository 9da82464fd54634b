import * as api from '@backoffice/api-client/hotels';
import * as client from '@backoffice/api-client';
import { ApiError } from '@backoffice/api-client';
import { BillingMessages, type Chain, type HotelListItem } from '@backoffice/contracts';
import { currentLocation, fakeUser, renderRoutes } from '@backoffice/test-utils';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { BillingStatementPage } from './billing-statement-page';
import { ChainReportingPage, chartBars } from './chain-reporting-page';
import { ExecuteBillingPage } from './execute-billing-page';
import { InvoiceDetailPage } from './invoice-detail-page';
import { InvoicesPage } from './invoices-page';
import { PaymentFailsPage } from './payment-fails-page';
import { reportCsv } from './report-csv';
import { ReportingPage } from './reporting-page';
import { failure, invoice, invoiceDetail, period, reportRow, statement } from './test-fixtures';

jest.mock('@backoffice/api-client/hotels', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/hotels', [
    'listInvoices', 'getInvoice', 'fetchPdf', 'emailInvoice', 'getReporting', 'getChainReporting',
    'listPaymentFailures', 'listBillingPeriods', 'getBillingPeriod', 'generateBillingPeriod',
    'emailStatement', 'generateInvoice', 'listHotels', 'listChains',
  ]),
);
jest.mock('@backoffice/api-client', () => ({ ...jest.requireActual('@backoffice/api-client'), listTicket: jest.fn() }));
const mocked = jest.mocked(api);

/** Renders the pages at their paths, starting at `route`, as a SuperAdmin. */
const renderAt = (route: string, pages: Record<string, ReactElement>) =>
  renderRoutes(pages, route, { shell: { user: fakeUser({ role: 'SuperAdmin' }) } });
const render = (path: string, route: string, element: ReactElement) => renderAt(route, { [path]: element });
const INVOICE_PATH = '/billingDetails/:propertyId/:invoiceId';

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(client).listTicket.mockResolvedValue({ ticket: [], total: 0, page: 1, limit: 5 });
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pdf'), revokeObjectURL: jest.fn() });
  window.open = jest.fn(() => ({}) as Window);
});

describe('InvoicesPage', () => {
  it('pages the invoices 10 at a time with at most 5 page links and links each to its detail', async () => {
    const list = Array.from({ length: 63 }, (_, i) => invoice({ id: `inv${i + 1}`, number: `INV-${String(i + 1).padStart(6, '0')}` }));
    mocked.listInvoices.mockResolvedValue({ hotel: { _id: 'h1', name: 'Harbour View' }, data: list });
    const { user } = render('/billing/:propertyId', '/billing/h1', <InvoicesPage />);
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(table).getAllByRole('link', { name: /View Invoice/ })).toHaveLength(10);
    expect(within(table).getByRole('link', { name: 'View Invoice INV-000001' })).toHaveAttribute('href', '/billingDetails/h1/inv1');
    expect(within(table).getByRole('link', { name: 'INV-000001' })).toHaveAttribute('href', '/billingDetails/h1/inv1');
    expect(screen.getByRole('link', { name: 'Harbour View' })).toHaveAttribute('href', '/editHotel/h1');
    expect(within(table).getAllByText('03/11/2026')).toHaveLength(10);
    expect(within(table).getAllByText('A$1,358.02')).toHaveLength(10);
    expect(screen.getByText('Showing 1 to 10 of 63 entries')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5']);
    await user.click(within(pager).getByRole('button', { name: 'Last page' }));
    expect(await screen.findByText('Showing 61 to 63 of 63 entries')).toBeInTheDocument();
  });

  it('opens an invoice whose page leads back to the same page of the list', async () => {
    const list = Array.from({ length: 12 }, (_, i) => invoice({ id: `inv${i + 1}`, number: `INV-${String(i + 1).padStart(6, '0')}` }));
    mocked.listInvoices.mockResolvedValue({ hotel: { _id: 'h1', name: 'Harbour View' }, data: list });
    mocked.getInvoice.mockResolvedValue(invoiceDetail({ id: 'inv11', number: 'INV-000011' }));
    const { user } = renderAt('/billing/h1?page=2', { '/billing/:propertyId': <InvoicesPage />, [INVOICE_PATH]: <InvoiceDetailPage /> });
    await user.click(await screen.findByRole('link', { name: 'View Invoice INV-000011' }));
    expect(await screen.findByRole('heading', { name: 'Invoice INV-000011' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to invoices' }));
    expect(await screen.findByText('Showing 11 to 12 of 12 entries')).toBeInTheDocument();
  });
});

describe('InvoiceDetailPage', () => {
  it("shows bill-to, lines and totals in the invoice's currency, Paid with its date, and opens the real PDF", async () => {
    mocked.getInvoice.mockResolvedValue(invoiceDetail());
    mocked.fetchPdf.mockResolvedValue(new Blob(['%PDF-1.3'], { type: 'application/pdf' }));
    const { user } = render(INVOICE_PATH, '/billingDetails/h1/inv1', <InvoiceDetailPage />);
    expect(await screen.findByRole('heading', { name: 'Invoice INV-000001' })).toBeInTheDocument();
    const billTo = screen.getByRole('group', { name: 'Bill to' });
    expect(billTo).toHaveTextContent('owner@harbour.example');
    const lines = screen.getByRole('table', { name: 'Invoice lines' });
    expect(lines).toHaveTextContent('Commission on 41 reservations, October 2026');
    expect(lines).toHaveTextContent('SubtotalA$1,234.56');
    expect(lines).toHaveTextContent('GSTA$123.46');
    expect(lines).toHaveTextContent('TotalA$1,358.02');
    expect(screen.getByRole('group', { name: 'Status' })).toHaveTextContent('Invoice date 03/11/2026');
    expect(screen.getByRole('group', { name: 'Status' })).toHaveTextContent('Paid on 03/11/2026');
    await user.click(screen.getByRole('button', { name: 'Export as PDF' }));
    await waitFor(() => expect(mocked.fetchPdf).toHaveBeenCalledWith('/invoice/inv1/pdf'));
    expect(window.open).toHaveBeenCalledWith('blob:pdf', '_blank');
  });

  it('links the hotel billed, the statement invoiced, and each reservation billed with its customer', async () => {
    mocked.getInvoice.mockResolvedValue(invoiceDetail());
    render(INVOICE_PATH, '/billingDetails/h1/inv1', <InvoiceDetailPage />);
    await screen.findByRole('heading', { name: 'Invoice INV-000001' });
    expect(screen.getByRole('link', { name: 'Harbour View' })).toHaveAttribute('href', '/editHotel/h1');
    expect(screen.getByRole('link', { name: 'October 2026' })).toHaveAttribute('href', '/execute-billing/p1?statement=s1');
    const billed = screen.getByRole('table', { name: 'Reservations billed' });
    expect(within(billed).getByRole('link', { name: 'TF100001' })).toHaveAttribute('href', '/reservationDetails/r1');
    expect(within(billed).getByRole('link', { name: 'Cara Diaz' })).toHaveAttribute('href', '/customerRecords/u1');
    // A guest without an account is named, not linked.
    const guest = within(billed).getByRole('row', { name: /TF100002/ });
    expect(guest).toHaveTextContent('Guest');
    expect(within(guest).getAllByRole('link').map((a) => a.textContent)).toEqual(['TF100002']);
    expect(within(billed).getByRole('row', { name: /TF100001/ })).toHaveTextContent('A$30.00');
    // The tickets about the invoice: the panel asks for the invoice's.
    expect(await screen.findByText('No tickets about this invoice.')).toBeInTheDocument();
    expect(jest.mocked(client).listTicket).toHaveBeenCalledWith(expect.objectContaining({ about: 'invoice:inv1' }));
  });

  it('says when the invoice does not exist and leads back to the hotel\'s invoices', async () => {
    mocked.getInvoice.mockRejectedValue(new ApiError(404, BillingMessages.invoice.notFound));
    render(INVOICE_PATH, '/billingDetails/h1/gone', <InvoiceDetailPage />);
    expect(await screen.findByText(BillingMessages.invoice.notFound)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to invoices' })[0]).toHaveAttribute('href', '/billing/h1');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows Due with the due date and the reason of a declined charge, and sends it by e-mail', async () => {
    mocked.getInvoice.mockResolvedValue(invoiceDetail({ paid: false, status: 'failed', status_transitions: { paid_at: null }, failure_reason: 'Your card was declined.' }));
    mocked.emailInvoice.mockResolvedValue({ message: BillingMessages.invoice.emailed('owner@harbour.example') });
    const { user, shell } = render(INVOICE_PATH, '/billingDetails/h1/inv1', <InvoiceDetailPage />);
    const status = await screen.findByRole('group', { name: 'Status' });
    expect(status).toHaveTextContent('Due on 17/11/2026');
    expect(status).toHaveTextContent('Payment failed: Your card was declined.');
    await user.click(screen.getByRole('button', { name: 'Send by email' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Invoice sent to owner@harbour.example' })));
  });

  it("asks before Send by email, naming the recipient's e-mail; Cancel sends nothing, and the button waits for the answer", async () => {
    mocked.getInvoice.mockResolvedValue(invoiceDetail());
    let answer: (v: { message: string }) => void = () => undefined;
    mocked.emailInvoice.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, shell } = render(INVOICE_PATH, '/billingDetails/h1/inv1', <InvoiceDetailPage />);
    const sendButton = await screen.findByRole('button', { name: 'Send by email' });
    await user.click(sendButton);
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(BillingMessages.invoice.emailConfirm('INV-000001', 'owner@harbour.example'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mocked.emailInvoice).not.toHaveBeenCalled();

    await user.click(sendButton);
    dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Send' });
    await user.click(confirm);
    await waitFor(() => expect(mocked.emailInvoice).toHaveBeenCalledWith('inv1'));
    expect(sendButton).toBeDisabled();
    expect(confirm).toBeDisabled();
    fireEvent.click(confirm);
    expect(mocked.emailInvoice).toHaveBeenCalledTimes(1);
    await act(async () => answer({ message: BillingMessages.invoice.emailed('owner@harbour.example') }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Invoice sent to owner@harbour.example' })));
    await waitFor(() => expect(sendButton).toBeEnabled());
  });
});

describe('ReportingPage', () => {
  it('shows a row per hotel and a totals row; money totals only when the currencies agree', async () => {
    mocked.getReporting.mockResolvedValueOnce([reportRow(), reportRow({ _id: 'h2', name: 'Airport Rooms', bookings: 5, totalRevenue: 50_001 })]);
    render('/reporting', '/reporting?from=2026-11-01&to=2026-11-08', <ReportingPage />);
    const table = await screen.findByRole('table', { name: 'Report' });
    expect(mocked.getReporting).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-08' });
    const total = within(table).getByRole('row', { name: /^Total/ });
    expect(within(table).getByRole('link', { name: 'Airport Rooms' })).toHaveAttribute('href', '/editHotel/h2');
    expect(within(total).queryByRole('link')).not.toBeInTheDocument();
    expect(total).toHaveTextContent('15');
    expect(total).toHaveTextContent('A$1,500.01');
    expect(total).toHaveTextContent('A$120.00'); // both hotels' confirmed bookings at A$120.00 on average
  });

  it('answers — for money totals over several currencies', async () => {
    mocked.getReporting.mockResolvedValueOnce([reportRow(), reportRow({ _id: 'h2', name: 'Bangkok Rooms', currency: 'THB' })]);
    render('/reporting', '/reporting?from=2026-11-01&to=2026-11-08', <ReportingPage />);
    const table = await screen.findByRole('table', { name: 'Report' });
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('—');
    // Each hotel's money in its own currency.
    expect(within(table).getByRole('row', { name: /^Harbour View/ })).toHaveTextContent('A$1,000.00');
    expect(within(table).getByRole('row', { name: /^Bangkok Rooms/ })).toHaveTextContent('฿1,000.00');
  });

  it('keeps the columns the user hid when the page is opened again (a reload)', async () => {
    localStorage.clear();
    mocked.getReporting.mockResolvedValue([reportRow()]);
    const first = render('/reporting', '/reporting?from=2026-11-01&to=2026-11-08', <ReportingPage />);
    const table = await screen.findByRole('table', { name: 'Report' });
    expect(within(table).getByRole('columnheader', { name: 'No Shows' })).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Columns' }));
    await first.user.click(await screen.findByRole('menuitemcheckbox', { name: 'No Shows' }));
    await waitFor(() => expect(within(table).queryByRole('columnheader', { name: 'No Shows' })).not.toBeInTheDocument());
    first.unmount();

    render('/reporting', '/reporting?from=2026-11-01&to=2026-11-08', <ReportingPage />);
    const again = await screen.findByRole('table', { name: 'Report' });
    expect(within(again).getByRole('columnheader', { name: 'Total Revenue' })).toBeInTheDocument();
    expect(within(again).queryByRole('columnheader', { name: 'No Shows' })).not.toBeInTheDocument();
    localStorage.clear();
  });

  it('exports CSV with neutralised cells', () => {
    const csv = reportCsv([reportRow({ name: '=HYPERLINK("x")' })]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')[0]).toBe('Hotel,Currency,Bookings,Confirmed,Stays,Avg. Rate,Total Revenue,Stay Revenue,Commission,Cancellations,No Shows');
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",AUD,10,7,5,120.00,1000.00,600.00,165.00,2,1`);
  });

  it("writes each row's money with its currency's own minor digits in the CSV", () => {
    const csv = reportCsv([reportRow({ name: 'Tokyo Stay', currency: 'JPY', avgRate: 12_000, totalRevenue: 100_000, stayRevenue: 60_000, commission: 16_500 })]);
    expect(csv.split('\r\n')[1]).toBe('Tokyo Stay,JPY,10,7,5,12000,100000,60000,16500,2,1');
  });
});

describe('PaymentFailsPage', () => {
  it("shows amounts in the invoice's currency and times in the viewer's zone, and the invoice leads back here", async () => {
    mocked.listPaymentFailures.mockResolvedValue([failure()]);
    mocked.getInvoice.mockResolvedValue(invoiceDetail({ id: 'inv7', number: 'INV-000007' }));
    const { user } = renderAt('/monthlyBillingPaymentFails', { '/monthlyBillingPaymentFails': <PaymentFailsPage />, [INVOICE_PATH]: <InvoiceDetailPage /> });
    const table = await screen.findByRole('table', { name: 'Payment failures' });
    expect(within(table).getByText('A$660.49')).toBeInTheDocument();
    // 14:05 UTC in the console's default zone (Asia/Kolkata).
    expect(within(table).getByText('03/11/2026, 7:35 pm')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Harbour View' })).toHaveAttribute('href', '/editHotel/h1');
    const link = within(table).getByRole('link', { name: 'INV-000007' });
    expect(link).toHaveAttribute('href', '/billingDetails/h1/inv7');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Invoice INV-000007' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to payment failures' })).toHaveAttribute('href', '/monthlyBillingPaymentFails');
  });
});

describe('PaymentFailsPage days', () => {
  it("?from=&to= (the dashboard's failed payments this month) asks for the records of those days on the viewer's calendar (Kolkata)", async () => {
    mocked.listPaymentFailures.mockImplementation(async (query) =>
      query?.from ? [failure()] : [failure(), failure({ _id: 'f3', InvId: 'INV-000009', invoiceId: 'inv9', createdAt: '2026-10-31T18:00:00.000Z' })],
    );
    const { user } = renderAt('/monthlyBillingPaymentFails?from=2026-11-01&to=2026-11-30', { '/monthlyBillingPaymentFails': <PaymentFailsPage /> });
    const table = await screen.findByRole('table', { name: 'Payment failures' });
    // 01/11/2026 starts at 31 October, 6:30 pm UTC in Kolkata; 30/11/2026 ends at 6:29:59.999 pm UTC.
    expect(mocked.listPaymentFailures).toHaveBeenLastCalledWith({ from: '2026-10-31T18:30:00.000Z', to: '2026-11-30T18:29:59.999Z' });
    expect(within(table).getAllByRole('link', { name: /^INV-/ }).map((a) => a.textContent)).toEqual(['INV-000007']);
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('01/11/2026');
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('30/11/2026');

    await user.clear(screen.getByRole('textbox', { name: 'From' }));
    await waitFor(() => expect(currentLocation()).toBe('/monthlyBillingPaymentFails?to=2026-11-30'));
    expect(mocked.listPaymentFailures).toHaveBeenLastCalledWith({ to: '2026-11-30T18:29:59.999Z' });
    await waitFor(() => expect(within(table).getAllByRole('link', { name: /^INV-/ })).toHaveLength(2));
  });

  it('says so when no record was created in the days asked', async () => {
    mocked.listPaymentFailures.mockResolvedValue([]);
    renderAt('/monthlyBillingPaymentFails?from=2026-12-01', { '/monthlyBillingPaymentFails': <PaymentFailsPage /> });
    expect(await screen.findByText('No failed payments in these days.')).toBeInTheDocument();
  });
});

describe('ExecuteBillingPage', () => {
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  /** Opens Execute Billing with no period yet and fills a period named March, 01/03/2026 to 31/03/2026. */
  const renderMarch = async () => {
    const rendered = render('/execute-billing', '/execute-billing', <ExecuteBillingPage />);
    await screen.findByText('No billing period yet.');
    await rendered.user.type(screen.getByLabelText('Period Name', { exact: false }), 'March');
    fill('Start Date', '01/03/2026');
    fill('End Date', '31/03/2026');
    return rendered;
  };

  it('checks the form with its messages and says when nothing new was billed', async () => {
    mocked.listBillingPeriods.mockResolvedValue([
      { _id: 'p1', statementName: 'October 2026', statementStart: '2026-10-01T00:00:00.000Z', statementEnd: '2026-10-31T23:59:59.999Z', createdAt: '2026-11-01T02:00:00.000Z', hotelCount: 12 },
    ]);
    mocked.listHotels.mockResolvedValue({ data: [] });
    mocked.generateBillingPeriod.mockResolvedValue({ empty: true });
    const { user, shell } = render('/execute-billing', '/execute-billing', <ExecuteBillingPage />);
    const grid = await screen.findByRole('table', { name: 'Billing periods' });
    expect(within(grid).getByRole('link', { name: 'October 2026' })).toHaveAttribute('href', '/execute-billing/p1');
    expect(within(grid).getByText('01/10/2026')).toBeInTheDocument();
    expect(within(grid).getByText('31/10/2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(BillingMessages.period.nameRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Period Name', { exact: false }), 'March');
    fill('Start Date', '31/03/2026');
    fill('End Date', '31/03/2026');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('End date must be greater than start date')).toBeInTheDocument();
    fill('End Date', '02/04/2026');
    await user.selectOptions(screen.getByLabelText('Scope', { exact: false }), 'hotel');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Select hotel')).toBeInTheDocument();
    expect(mocked.generateBillingPeriod).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByLabelText('Scope', { exact: false }), 'all');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(mocked.generateBillingPeriod).toHaveBeenCalledWith({ periodName: 'March', startDate: '2026-03-31', endDate: '2026-04-02', scope: 'all', scopeHotel: [] }),
    );
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'warning', title: 'Records already processed.' })));
  });

  it("says that nothing was found to bill, in the server's words, when the range had no reservations to bill", async () => {
    mocked.listBillingPeriods.mockResolvedValue([]);
    mocked.listHotels.mockResolvedValue({ data: [] });
    mocked.generateBillingPeriod.mockRejectedValue(new ApiError(422, BillingMessages.period.nothingToBill));
    const { user, shell } = await renderMarch();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'warning', title: BillingMessages.period.nothingToBill })));
    expect(shell.notify).not.toHaveBeenCalledWith(expect.objectContaining({ title: BillingMessages.period.alreadyProcessed }));
    expect(screen.getByLabelText('Period Name', { exact: false })).toHaveValue('March');
  });

  it("shows a refused field's message from the API beside its field, not as a toast", async () => {
    mocked.listBillingPeriods.mockResolvedValue([]);
    mocked.listHotels.mockResolvedValue({ data: [{ _id: 'h9', name: 'Gone Hotel' }] } as Awaited<ReturnType<typeof api.listHotels>>);
    mocked.generateBillingPeriod.mockRejectedValue(new ApiError(400, BillingMessages.period.unknownHotel));
    const { user, shell } = await renderMarch();
    await user.selectOptions(screen.getByLabelText('Scope', { exact: false }), 'hotel');
    await user.click(await screen.findByRole('checkbox', { name: 'Gone Hotel' }));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(BillingMessages.period.unknownHotel)).toBeInTheDocument();
    expect(mocked.generateBillingPeriod).toHaveBeenCalledWith(expect.objectContaining({ scope: 'hotel', scopeHotel: ['h9'] }));
    expect(shell.notify).not.toHaveBeenCalled();
  });
});

describe('BillingStatementPage', () => {
  it('sends a statement, asks before a resend (Close sends nothing, OK resends) and offers the invoice only once e-mailed', async () => {
    const fresh = statement();
    const sent = statement({ _id: 's2', hotelId: { _id: 'h2', name: 'Airport Rooms' }, emailToHotel: true, emailCount: 1, recipient: 'rm@airport.example', mailStatus: 'sent' });
    mocked.getBillingPeriod.mockResolvedValue(period([sent, fresh]));
    mocked.emailStatement.mockResolvedValue({ message: BillingMessages.statement.emailed });
    const { user, shell } = render('/execute-billing/:billingId', '/execute-billing/p1', <BillingStatementPage />);
    expect(await screen.findByRole('heading', { name: 'Billing Statement: October 2026' })).toBeInTheDocument();
    // The period's days as they are (no zone shift), and when it was generated in the viewer's zone.
    expect(screen.getByText('01/10/2026 to 31/10/2026 · generated 01/11/2026, 7:30 am · 2 hotels')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Statements' });
    const freshRow = within(table).getByRole('row', { name: /Harbour View/ });
    expect(freshRow).toHaveTextContent('A$49.50');
    expect(freshRow).toHaveTextContent('Not Sent');
    expect(freshRow).toHaveTextContent('Not Invoiced');
    expect(freshRow).toHaveTextContent('Not Paid');
    expect(within(freshRow).getByRole('button', { name: 'Send invoice to Harbour View' })).toBeDisabled();

    await user.click(within(freshRow).getByRole('button', { name: 'Send statement to Harbour View' }));
    await waitFor(() => expect(mocked.emailStatement).toHaveBeenCalledWith({ statementId: 'p1', generatedId: 's1' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Successfully sent email to Selected Hotel Manager' })));

    const sentRow = within(table).getByRole('row', { name: /Airport Rooms/ });
    expect(sentRow).toHaveTextContent('Sent to hotel');
    expect(sentRow).toHaveTextContent('rm@airport.example · delivered');
    await user.click(within(sentRow).getByRole('button', { name: 'Send statement to Airport Rooms' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Email has already gone out. Would you like to resend again?');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(mocked.emailStatement).toHaveBeenCalledTimes(1);
    await user.click(within(sentRow).getByRole('button', { name: 'Send statement to Airport Rooms' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(mocked.emailStatement).toHaveBeenLastCalledWith({ statementId: 'p1', generatedId: 's2', resend: true }));
  });

  it('generates the invoice with an idempotency key after the confirmation, and a decline says the invoice generation failed', async () => {
    const sent = statement({ emailToHotel: true, emailCount: 1, recipient: 'rm@harbour.example', mailStatus: 'sent' });
    mocked.getBillingPeriod.mockResolvedValue(period([sent]));
    mocked.generateInvoice.mockRejectedValueOnce(new ApiError(402, BillingMessages.invoice.failed));
    const { user, shell } = render('/execute-billing/:billingId', '/execute-billing/p1', <BillingStatementPage />);
    const row = within(await screen.findByRole('table', { name: 'Statements' })).getByRole('row', { name: /Harbour View/ });
    await user.click(within(row).getByRole('button', { name: 'Send invoice to Harbour View' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Charge' }));
    await waitFor(() => expect(mocked.generateInvoice).toHaveBeenCalledWith({ statementId: 'p1', generatedId: 's1' }, expect.any(String)));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Invoice generation has failed' })));
  });

  it('asks before charging, naming the amount; Cancel charges nothing; the button is disabled while the charge runs', async () => {
    const sent = statement({ emailToHotel: true, emailCount: 1, recipient: 'rm@harbour.example', mailStatus: 'sent' });
    mocked.getBillingPeriod.mockResolvedValue(period([sent]));
    let answer: (v: Awaited<ReturnType<typeof api.generateInvoice>>) => void = () => undefined;
    mocked.generateInvoice.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, shell } = render('/execute-billing/:billingId', '/execute-billing/p1', <BillingStatementPage />);
    const table = await screen.findByRole('table', { name: 'Statements' });
    // `hidden`: the modal question hides the page from the accessibility tree while it is open.
    const send = () =>
      within(within(table).getByRole('row', { name: /Harbour View/, hidden: true })).getByRole('button', { name: 'Send invoice to Harbour View', hidden: true });
    await user.click(send());
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(BillingMessages.invoice.chargeConfirm('A$49.50', 'Harbour View'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mocked.generateInvoice).not.toHaveBeenCalled();

    await user.click(send());
    dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Charge' });
    await user.click(confirm);
    await waitFor(() => expect(mocked.generateInvoice).toHaveBeenCalledTimes(1));
    expect(confirm).toBeDisabled();
    fireEvent.click(confirm);
    expect(send()).toBeDisabled();
    await act(async () => answer({ message: BillingMessages.invoice.generated, data: invoice() }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Invoice generated successfully' })));
    expect(mocked.generateInvoice).toHaveBeenCalledTimes(1);
  });

  it("after a declined charge, shows the decline and asks again before another attempt; a 409 shows the server's text", async () => {
    const declined = statement({
      emailToHotel: true,
      emailCount: 1,
      recipient: 'rm@harbour.example',
      mailStatus: 'sent',
      invoiceId: { _id: 'inv1', number: 'INV-000001', downloadUrl: '/invoice/inv1/pdf', createdAt: '2026-11-02T00:00:00.000Z', paid: false, status: 'failed', failureReason: 'Your card was declined.' },
    });
    mocked.getBillingPeriod.mockResolvedValue(period([declined]));
    const wait = 'The last charge was declined a moment ago: try again in a minute';
    mocked.generateInvoice.mockRejectedValueOnce(new ApiError(409, wait));
    const { user, shell } = render('/execute-billing/:billingId', '/execute-billing/p1', <BillingStatementPage />);
    const row = within(await screen.findByRole('table', { name: 'Statements' })).getByRole('row', { name: /Harbour View/ });
    expect(row).toHaveTextContent('Your card was declined.');
    const send = within(row).getByRole('button', { name: 'Send invoice to Harbour View' });
    expect(send).toBeEnabled();
    await user.click(send);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(BillingMessages.invoice.chargeAgainConfirm('A$49.50', 'Harbour View', 'Your card was declined.'));
    expect(mocked.generateInvoice).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Charge' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: wait })));
    expect(mocked.generateInvoice).toHaveBeenCalledTimes(1);
  });

  it("names the amount in the statement's own currency before charging a baht statement", async () => {
    const baht = statement({ emailToHotel: true, emailCount: 1, recipient: 'rm@bangkok.example', mailStatus: 'sent', currency: 'THB', amountOwed: 128_800, hotelId: { _id: 'h3', name: 'Bangkok Rooms' } });
    mocked.getBillingPeriod.mockResolvedValue(period([baht]));
    const { user } = render('/execute-billing/:billingId', '/execute-billing/p1', <BillingStatementPage />);
    const row = within(await screen.findByRole('table', { name: 'Statements' })).getByRole('row', { name: /Bangkok Rooms/ });
    expect(row).toHaveTextContent('฿1,288.00');
    await user.click(within(row).getByRole('button', { name: 'Send invoice to Bangkok Rooms' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Charge ฿1,288.00 to the payment method of Bangkok Rooms?');
  });

  it("marks the statement a link names (?statement=), links its e-mail to Sent Mail, and Clear drops the mark", async () => {
    const first = statement();
    const linked = statement({ _id: 's2', hotelId: { _id: 'h2', name: 'Airport Rooms' }, emailToHotel: true, emailCount: 1, recipient: 'rm@airport.example', mailStatus: 'sent', mailId: 'm9' });
    mocked.getBillingPeriod.mockResolvedValue(period([linked, first]));
    const scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
    const { user } = render('/execute-billing/:billingId', '/execute-billing/p1?statement=s2', <BillingStatementPage />);
    const table = await screen.findByRole('table', { name: 'Statements' });
    expect(screen.getByRole('note', { name: 'Statement shown' })).toHaveTextContent('Showing the statement of Airport Rooms, marked below.');
    const marked = within(table).getByRole('row', { name: /Airport Rooms/ });
    expect(marked.querySelector('[aria-current="true"]')).toHaveTextContent('Airport Rooms');
    expect(within(table).getByRole('row', { name: /Harbour View/ }).querySelector('[aria-current]')).toBeNull();
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(within(marked).getByRole('link', { name: "E-mail of Airport Rooms's statement" })).toHaveAttribute('href', '/outbox?mail=m9');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(table.querySelector('[aria-current]')).toBeNull());
    expect(screen.queryByRole('note', { name: 'Statement shown' })).not.toBeInTheDocument();
  });

  it('says when the billing period does not exist and leads back to Execute Billing', async () => {
    mocked.getBillingPeriod.mockRejectedValue(new ApiError(404, BillingMessages.period.notFound));
    render('/execute-billing/:billingId', '/execute-billing/gone', <BillingStatementPage />);
    expect(await screen.findByText(BillingMessages.period.notFound)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Execute Billing' })[0]).toHaveAttribute('href', '/execute-billing');
  });

  it('shows Paid and Invoiced to hotel once paid, and no invoice button then', async () => {
    const paid = statement({ emailToHotel: true, invoiceId: { _id: 'inv1', number: 'INV-000001', downloadUrl: '/invoice/inv1/pdf', createdAt: '2026-11-02T00:00:00.000Z', paid: true, status: 'paid', failureReason: null } });
    mocked.getBillingPeriod.mockResolvedValue(period([paid]));
    render('/execute-billing/:billingId', '/execute-billing/p1', <BillingStatementPage />);
    const row = within(await screen.findByRole('table', { name: 'Statements' })).getByRole('row', { name: /Harbour View/ });
    expect(within(row).getByRole('link', { name: 'Invoiced to hotel' })).toHaveAttribute('href', '/billingDetails/h1/inv1');
    expect(within(row).getByRole('link', { name: 'Harbour View' })).toHaveAttribute('href', '/editHotel/h1');
    expect(row).toHaveTextContent('02/11/2026');
    expect(row).toHaveTextContent('Paid');
    expect(within(row).getByRole('button', { name: 'Send invoice to Harbour View' })).toBeDisabled();
  });
});

describe('Property Chain reporting', () => {
  it('cuts chart names to 15 characters', () => {
    expect(chartBars([reportRow({ name: 'The Grand Harbour Suites Sydney', bookings: 4 })], (r) => r.bookings)).toEqual([{ label: 'The Grand Harbo', value: 4 }]);
  });

  it('offers every chain of the chains list by name, Other last, not only the chains found on the hotels', async () => {
    const chain = (_id: string, clientTypeName: string): Chain => ({
      _id,
      clientTypeName,
      commissionRate: 11,
      commissionRateNotGST: 10,
      commissionRateGST: 1,
      commissionUrl: '',
      hotelCount: 0,
    });
    // The hotels name one chain only; the chains list has three besides the chain named Other.
    const hotel = { _id: 'h1', name: 'Harbour View', commission: { _id: 'c1', clientTypeName: 'Atlas Group' } } as HotelListItem;
    mocked.listHotels.mockResolvedValue({ data: [hotel] });
    mocked.listChains.mockResolvedValue([chain('c2', 'Zest Hotels'), chain('c0', 'Other'), chain('c1', 'Atlas Group'), chain('c3', 'Mango Stays')]);
    render('/reportingPropertyType', '/reportingPropertyType', <ChainReportingPage />);
    const select = screen.getByRole('combobox', { name: 'Property Chain' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => [o.getAttribute('value'), o.textContent]),
      ).toEqual([
        ['', 'Select a property chain'],
        ['c1', 'Atlas Group'],
        ['c3', 'Mango Stays'],
        ['c2', 'Zest Hotels'],
        ['other', 'Other'],
      ]),
    );
    expect(mocked.listChains).toHaveBeenCalledTimes(1);
  });

  it("links the chosen chain's hotels and each hotel of the report", async () => {
    mocked.listChains.mockResolvedValue([{ _id: 'c1', clientTypeName: 'Atlas Group', commissionRate: 11, commissionRateNotGST: 10, commissionRateGST: 1, commissionUrl: '', hotelCount: 1 }]);
    mocked.getChainReporting.mockResolvedValue([reportRow()]);
    render('/reportingPropertyType', '/reportingPropertyType?chain=c1&from=2026-11-01&to=2026-11-08', <ChainReportingPage />);
    expect(await screen.findByRole('link', { name: 'Every hotel of Atlas Group' })).toHaveAttribute('href', '/property/all?commissionID=c1');
    const table = await screen.findByRole('table', { name: 'Report' });
    expect(within(table).getByRole('link', { name: 'Harbour View' })).toHaveAttribute('href', '/editHotel/h1');
  });
});
