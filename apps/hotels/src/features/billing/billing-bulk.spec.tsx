import * as api from '@backoffice/api-client/hotels';
import type { BulkRunButtonProps } from '@backoffice/remote-kit';
import { fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { BillingStatementPage } from './billing-statement-page';
import { period, statement } from './test-fixtures';

jest.mock('@backoffice/api-client/hotels', () => ({ ...jest.requireActual('@backoffice/api-client/hotels'), getBillingPeriod: jest.fn() }));
// The kit's BulkRunButton (its own specs test the confirmation and the run): here, what the page asks it to start.
const started = jest.fn();
jest.mock('@backoffice/remote-kit', () => ({
  ...jest.requireActual('@backoffice/remote-kit'),
  BulkRunButton: (props: BulkRunButtonProps) => (
    <button type="button" disabled={props.disabled} onClick={() => started(props)}>
      {props.label}
    </button>
  ),
}));
const mocked = jest.mocked(api);

const render = () =>
  renderWithProviders(
    <Routes>
      <Route path="/execute-billing/:billingId" element={<BillingStatementPage />} />
    </Routes>,
    { route: '/execute-billing/p1', shell: { user: fakeUser({ role: 'SuperAdmin' }) } },
  );

const sent = { emailToHotel: true, emailCount: 1, recipient: 'rm@example.com', mailStatus: 'sent' as const };
const rows = [
  statement({ _id: 's1', hotelId: { _id: 'h1', name: 'Harbour View' } }),
  statement({ _id: 's2', hotelId: { _id: 'h2', name: 'Airport Rooms' }, ...sent, amountOwed: 10_000 }),
  statement({ _id: 's3', hotelId: { _id: 'h3', name: 'Bay Lodge' }, ...sent, invoiceId: { _id: 'inv3', number: 'INV-000003', downloadUrl: '/invoice/inv3/pdf', createdAt: '2026-11-03T00:00:00.000Z', paid: true, status: 'paid', failureReason: null } }),
];

beforeEach(() => {
  jest.resetAllMocks();
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

  it("invoices every statement not yet paid, on the period, saying that it charges the hotels' cards and how much", async () => {
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Invoice all (2)' }));
    const props = started.mock.calls[0][0] as BulkRunButtonProps;
    expect(props.action).toBe('invoices.create');
    expect(props.selection).toEqual({ kind: 'all', scope: { periodId: 'p1' }, count: 2 });
    expect(props.confirmTitle).toBe("Invoice 2 statements and charge the hotels' cards?");
    expect(props.confirmBody).toContain("charges the hotel's card on file (A$149.50 in all)");
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
});
