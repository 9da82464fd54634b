import * as api from '@backoffice/api-client/hotels';
import * as work from '@backoffice/api-client/work';
import type { BulkRunButtonProps } from '@backoffice/remote-kit';
import { fakeUser, renderRoutes } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { BillingStatementPage } from './billing-statement-page';
import { period, statement } from './test-fixtures';
import { realBulkRunButton, started } from '../shared/bulk-run-button-stand-in';

jest.mock('@backoffice/api-client/hotels', () => ({ ...jest.requireActual('@backoffice/api-client/hotels'), getBillingPeriod: jest.fn() }));
jest.mock('@backoffice/api-client/work', () => ({ ...jest.requireActual('@backoffice/api-client/work'), startBulkRun: jest.fn(), getBulkRun: jest.fn() }));
// The kit's BulkRunButton (its own specs test the dialog and the run): here, what the page asks it to start; one
// test goes through the real button, its question and Start, to the API call.
jest.mock('@backoffice/remote-kit', () => jest.requireActual('../shared/bulk-run-button-stand-in').remoteKit());
const mocked = jest.mocked(api);

const render = () =>
  renderRoutes({ '/execute-billing/:billingId': <BillingStatementPage /> }, '/execute-billing/p1', {
    shell: { user: fakeUser({ role: 'SuperAdmin' }) },
  });

const sent = { emailToHotel: true, emailCount: 1, recipient: 'rm@example.com', mailStatus: 'sent' as const };
const rows = [
  statement({ _id: 's1', hotelId: { _id: 'h1', name: 'Harbour View' } }),
  statement({ _id: 's2', hotelId: { _id: 'h2', name: 'Airport Rooms' }, ...sent, amountOwed: 10_000 }),
  statement({ _id: 's3', hotelId: { _id: 'h3', name: 'Bay Lodge' }, ...sent, invoiceId: { _id: 'inv3', number: 'INV-000003', downloadUrl: '/invoice/inv3/pdf', createdAt: '2026-11-03T00:00:00.000Z', paid: true, status: 'paid', failureReason: null } }),
];

beforeEach(() => {
  jest.resetAllMocks();
  realBulkRunButton.on = false;
  mocked.getBillingPeriod.mockResolvedValue(period(rows));
});

describe('BillingStatementPage bulk actions', () => {
  it('sends every statement not yet sent, on the period', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Send all statements (1)' }));
    expect(started).toHaveBeenCalledWith(
      expect.objectContaining({
        action: 'statements.send',
        selection: { kind: 'all', scope: { periodId: 'p1' }, count: 1 },
        confirmTitle: 'Send 1 statement?',
      }),
    );
  });

  it("invoices every statement not yet invoiced, on the period, saying that it charges the hotels' cards and how much", async () => {
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Invoice all (2)' }));
    const props = started.mock.calls[0][0] as BulkRunButtonProps;
    expect(props.action).toBe('invoices.create');
    expect(props.selection).toEqual({ kind: 'all', scope: { periodId: 'p1' }, count: 2 });
    expect(props.confirmTitle).toBe("Invoice 2 statements and charge the hotels' cards?");
  });

  it('runs on the selected statements by their ids once rows are picked; the one-by-one buttons stay', async () => {
    const { user } = render();
    const table = await screen.findByRole('table', { name: 'Statements' });
    expect(within(table).getByRole('button', { name: 'Send statement to Harbour View' })).toBeInTheDocument();
    await user.click(within(table).getByRole('checkbox', { name: 'Select the statement of Harbour View' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select the statement of Bay Lodge' }));
    await user.click(screen.getByRole('button', { name: 'Send selected (2)' }));
    expect(started).toHaveBeenLastCalledWith(expect.objectContaining({ action: 'statements.send', selection: { kind: 'ids', ids: ['s1', 's3'] } }));
    await user.click(screen.getByRole('button', { name: 'Invoice selected (2)' }));
    expect(started).toHaveBeenLastCalledWith(expect.objectContaining({ action: 'invoices.create', selection: { kind: 'ids', ids: ['s1', 's3'] } }));
  });

  it('disables a bulk button with nothing to do', async () => {
    mocked.getBillingPeriod.mockResolvedValue(period([rows[2]]));
    render();
    expect(await screen.findByRole('button', { name: 'Send all statements (0)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Invoice all (0)' })).toBeDisabled();
  });

  it('starts invoices.create on the period after the real question, which says it charges the cards', async () => {
    realBulkRunButton.on = true;
    jest.mocked(work.startBulkRun).mockResolvedValue({ id: 'run1', action: 'invoices.create', total: 2 } as Awaited<ReturnType<typeof work.startBulkRun>>);
    jest.mocked(work.getBulkRun).mockReturnValue(new Promise(() => undefined));
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Invoice all (2)' }));
    const dialog = await screen.findByRole('dialog', { name: "Invoice 2 statements and charge the hotels' cards?" });
    // Only the e-mailed statement is charged (Airport Rooms, A$100.00); the one not e-mailed yet is named as failing.
    expect(dialog).toHaveTextContent("Creates an invoice for the statement e-mailed and not invoiced yet, and charges the hotel's card on file (A$100.00 in all)");
    expect(dialog).toHaveTextContent('The statement not e-mailed yet will fail: send it first.');
    expect(work.startBulkRun).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(work.startBulkRun).toHaveBeenCalledWith({ action: 'invoices.create', scope: { periodId: 'p1' } }));
  });
});
