import * as api from '@backoffice/api-client/hotels';
import * as work from '@backoffice/api-client/work';
import type { Statement } from '@backoffice/contracts';
import { currentLocation, fakeUser, renderRoutes } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { BillingStatementPage } from './billing-statement-page';
import { InvoicesPage } from './invoices-page';
import { invoice, period, statement } from './test-fixtures';

// The billing lists asked for a page at a time (docs/areas/billing.md, "Pages of statements and invoices"; issue 38):
// the API answers one page and `total`.
jest.mock('@backoffice/api-client/hotels', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/hotels', [
    'listInvoices', 'getBillingPeriod',
  ]),
);
jest.mock('@backoffice/api-client/work', () => ({ ...jest.requireActual('@backoffice/api-client/work'), startBulkRun: jest.fn(), getBulkRun: jest.fn() }));
const mocked = jest.mocked(api);

const render = (path: string, route: string, element: ReactElement) =>
  renderRoutes({ [path]: element }, route, { shell: { user: fakeUser({ role: 'SuperAdmin' }) } });

/** 121 invoices (ten years of months), newest first, answered a page at a time as the API does. */
const invoices = Array.from({ length: 121 }, (_, i) => invoice({ id: `inv${i + 1}`, number: `INV-${String(121 - i).padStart(6, '0')}` }));
/** 25 statements of period p1, by hotel name, answered a page at a time as the API does (or whole without `page`). */
const statements: Statement[] = Array.from({ length: 25 }, (_, i) =>
  statement({
    _id: `s${i + 1}`,
    hotelId: { _id: `h${i + 1}`, name: `Hotel ${String(i + 1).padStart(2, '0')}` },
    ...(i % 2 ? { emailToHotel: true, emailCount: 1, recipient: 'rm@example.com', mailStatus: 'sent' as const } : {}),
  }),
);

beforeEach(() => {
  jest.resetAllMocks();
  mocked.listInvoices.mockImplementation(async (_hotelId, paging) => {
    const { page = 1, limit = 10 } = paging ?? {};
    return { hotel: { _id: 'h1', name: 'Harbour View' }, data: invoices.slice((page - 1) * limit, page * limit), total: invoices.length };
  });
  mocked.getBillingPeriod.mockImplementation(async (_id, paging) => {
    if (!paging) return period(statements);
    const { page, limit = 10 } = paging;
    return { ...period(statements.slice((page - 1) * limit, page * limit)), hotelCount: statements.length, total: statements.length };
  });
});

describe('InvoicesPage, a page at a time', () => {
  it('asks the API for page 1 of 10, pages through it to the last, keeps the page in the URL', async () => {
    const { user } = render('/billing/:propertyId', '/billing/h1', <InvoicesPage />);
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(mocked.listInvoices).toHaveBeenCalledWith('h1', { page: 1, limit: 10 });
    expect(within(table).getAllByRole('link', { name: /View Invoice/ })).toHaveLength(10);
    expect(within(table).getByRole('link', { name: 'INV-000121' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 10 of 121 entries')).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Last page' }));
    expect(await screen.findByText('Showing 121 to 121 of 121 entries')).toBeInTheDocument();
    expect(mocked.listInvoices).toHaveBeenLastCalledWith('h1', { page: 13, limit: 10 });
    expect(within(table).getByRole('link', { name: 'INV-000001' })).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/billing/h1?page=13'));
  });

  it('opens at the page of the URL (a reload), and a page past the last goes to the last', async () => {
    render('/billing/:propertyId', '/billing/h1?page=50', <InvoicesPage />);
    expect(await screen.findByText('Showing 121 to 121 of 121 entries')).toBeInTheDocument();
    expect(mocked.listInvoices).toHaveBeenCalledWith('h1', { page: 50, limit: 10 });
    expect(mocked.listInvoices).toHaveBeenLastCalledWith('h1', { page: 13, limit: 10 });
  });

  it('says so when the hotel has no invoice', async () => {
    mocked.listInvoices.mockResolvedValueOnce({ hotel: { _id: 'h1', name: 'Harbour View' }, data: [], total: 0 });
    render('/billing/:propertyId', '/billing/h1', <InvoicesPage />);
    expect(await screen.findByText('No invoices for this property yet.')).toBeInTheDocument();
  });
});

describe('BillingStatementPage, a page at a time', () => {
  const route = '/execute-billing/:billingId';

  it('asks for page 1 of the statements, pages on the API, and keeps the page in the URL', async () => {
    const { user } = render(route, '/execute-billing/p1', <BillingStatementPage />);
    const table = await screen.findByRole('table', { name: 'Statements' });
    expect(mocked.getBillingPeriod).toHaveBeenCalledWith('p1', { page: 1, limit: 10 });
    expect(within(table).getByRole('link', { name: 'Hotel 01' })).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'Hotel 11' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 10 of 25 entries')).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Last page' }));
    expect(await within(table).findByRole('link', { name: 'Hotel 25' })).toBeInTheDocument();
    expect(mocked.getBillingPeriod).toHaveBeenCalledWith('p1', { page: 3, limit: 10 });
    await waitFor(() => expect(currentLocation()).toBe('/execute-billing/p1?page=3'));
    // A period this small (25 statements) is also read whole, once, for the bulk buttons: 13 not sent yet.
    expect(mocked.getBillingPeriod.mock.calls.filter(([, paging]) => paging === undefined)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send all statements (13)' })).toBeEnabled();
  });

  it('keeps a selection across pages: the bulk buttons run on the selected ids of every page', async () => {
    const { user } = render(route, '/execute-billing/p1', <BillingStatementPage />);
    const table = await screen.findByRole('table', { name: 'Statements' });
    await user.click(within(table).getByRole('checkbox', { name: 'Select the statement of Hotel 01' }));
    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 2' }));
    await user.click(await within(table).findByRole('checkbox', { name: 'Select the statement of Hotel 12' }));
    expect(screen.getByRole('button', { name: 'Send selected (2)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Invoice selected (2)' })).toBeEnabled();
  });

  it("counts every statement of the period for a whole-period action, and its question reads the period when it opens", async () => {
    const run = { id: 'run1', action: 'invoices.create', title: 'October 2026', status: 'queued', total: 25, done: 0, skipped: 0, failed: 0 };
    jest.mocked(work).startBulkRun.mockResolvedValue(run as never);
    // The run's progress is not this test's subject: its poll stays pending.
    jest.mocked(work).getBulkRun.mockReturnValue(new Promise(() => undefined));
    const { user } = render(route, '/execute-billing/p1', <BillingStatementPage />);
    await user.click(await screen.findByRole('button', { name: 'Invoice all (25)' }));
    const dialog = await screen.findByRole('dialog');
    // 12 statements e-mailed and not invoiced, A$49.50 each; 13 not e-mailed yet.
    expect(await within(dialog).findByText(/each of the 12 statements e-mailed and not invoiced yet.*A\$594\.00 in all/)).toBeInTheDocument();
    expect(within(dialog).getByText(/The 13 statements not e-mailed yet will fail/)).toBeInTheDocument();
    expect(mocked.getBillingPeriod).toHaveBeenCalledWith('p1');
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(work.startBulkRun).toHaveBeenCalledWith({ action: 'invoices.create', scope: { periodId: 'p1' } }));
  });

  it('opens the page of a linked statement (?statement=), marked, from the whole period', async () => {
    const { user } = render(route, '/execute-billing/p1?statement=s15', <BillingStatementPage />);
    expect(await screen.findByText('Showing the statement of Hotel 15, marked below.')).toBeInTheDocument();
    expect(mocked.getBillingPeriod).toHaveBeenCalledWith('p1');
    const table = screen.getByRole('table', { name: 'Statements' });
    expect(within(table).getByRole('link', { name: 'Hotel 15' }).closest('[aria-current="true"]')).not.toBeNull();
    expect(screen.getByText('Showing 11 to 20 of 25 entries')).toBeInTheDocument();
    // Another page drops the mark and pages on the API again.
    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 3' }));
    expect(await within(table).findByRole('link', { name: 'Hotel 25' })).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/execute-billing/p1?page=3'));
    expect(mocked.getBillingPeriod).toHaveBeenCalledWith('p1', { page: 3, limit: 10 });
  });
});
