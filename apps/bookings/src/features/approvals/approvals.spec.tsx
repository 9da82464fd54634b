import * as work from '@backoffice/api-client/work';
import { ApiError } from '@backoffice/api-client';
import { ApprovalMessages, type ApprovalThreshold } from '@backoffice/contracts';
import { currentLocation, fakeUser, renderRoutes } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { approval } from '../reservations/test-fixtures';
import { ApprovalsPage } from './approvals-page';
import { ThresholdsPage } from './thresholds-page';

jest.mock('@backoffice/api-client/work', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/work', [
    'listApprovals', 'approveRequest', 'rejectRequest', 'listApprovalThresholds', 'setApprovalThreshold',
  ]),
);
const mocked = jest.mocked(work);

// The signed-in SuperAdmin is u1 (Asha); the fixture's request was asked by u2 (Ben Boss).
const render = (path: string, route: string, element: ReactElement) =>
  renderRoutes({ [path]: element }, route, { shell: { user: fakeUser({ id: 'u1', role: 'SuperAdmin' }) } });
const page = (data: ReturnType<typeof approval>[]) => ({ data, total: data.length, page: 1, limit: 10 });

beforeEach(() => jest.resetAllMocks());

describe('ApprovalsPage', () => {
  it('lists the pending requests by default with their amount, reason, requester and a link to the reservation', async () => {
    mocked.listApprovals.mockResolvedValue(page([approval(), approval({ id: 'a2', kind: 'noShowCapture', amount: 1_288_000, currency: 'THB', reason: null, note: null, record: { type: 'reservation', id: 'r2', name: 'TF100002' } })]));
    const { user } = render('/approvals', '/approvals', <ApprovalsPage />);
    const table = await screen.findByRole('table', { name: 'Approval requests' });
    expect(mocked.listApprovals).toHaveBeenCalledWith(expect.objectContaining({ status: 'pending', page: 1 }), expect.anything());
    const first = within(table).getByRole('link', { name: 'TF100001' }).closest('tr') as HTMLElement;
    expect(within(first).getByText('Refund')).toBeInTheDocument();
    expect(within(first).getByText('A$620.00')).toBeInTheDocument();
    expect(within(first).getByText('Guest complaint: Air conditioning broken')).toBeInTheDocument();
    expect(within(first).getByText('Ben Boss')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'TF100001' })).toHaveAttribute('href', '/reservationDetails/r1');
    expect(screen.getByRole('link', { name: 'Thresholds' })).toHaveAttribute('href', '/approvals/thresholds');
    const second = within(table).getByRole('link', { name: 'TF100002' }).closest('tr') as HTMLElement;
    expect(within(second).getByText('No-show charge')).toBeInTheDocument();
    expect(within(second).getByText('฿12,880.00')).toBeInTheDocument();
    // The status filter lives in the URL.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'approved');
    await waitFor(() => expect(currentLocation()).toBe('/approvals?status=approved'));
    await waitFor(() => expect(mocked.listApprovals).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'approved' }), expect.anything()));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
    await waitFor(() => expect(mocked.listApprovals).toHaveBeenLastCalledWith({ page: 1, limit: 10 }, expect.anything()));
  });

  it('approves after a confirmation naming the amount; a retried confirm reuses its key', async () => {
    mocked.listApprovals.mockResolvedValue(page([approval()]));
    mocked.approveRequest.mockRejectedValueOnce(new ApiError(502, 'The payment provider did not answer.'));
    mocked.approveRequest.mockResolvedValueOnce(approval({ status: 'approved', outcome: 'Refunded A$620.00', decidedBy: { id: 'u1', name: 'Asha' } }));
    const { user, shell } = render('/approvals', '/approvals', <ApprovalsPage />);
    await user.click(await screen.findByRole('button', { name: 'Approve TF100001' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Refund of A$620.00 on TF100001, asked by Ben Boss');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(mocked.approveRequest).toHaveBeenCalledTimes(1));
    // Still open after the failure: the retry sends the same key.
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: ApprovalMessages.approved })));
    const [[id, body, key], [, , again]] = mocked.approveRequest.mock.calls;
    expect(id).toBe(approval().id);
    expect(body).toEqual({});
    expect(again).toBe(key);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows a refusal (409 decided already) as a toast', async () => {
    mocked.listApprovals.mockResolvedValue(page([approval()]));
    mocked.approveRequest.mockRejectedValueOnce(new ApiError(409, ApprovalMessages.decided));
    const { user, shell } = render('/approvals', '/approvals', <ApprovalsPage />);
    await user.click(await screen.findByRole('button', { name: 'Approve TF100001' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: ApprovalMessages.decided })));
  });

  it('rejects with a note', async () => {
    mocked.listApprovals.mockResolvedValue(page([approval()]));
    mocked.rejectRequest.mockResolvedValueOnce(approval({ status: 'rejected', decisionNote: 'Not our fault' }));
    const { user, shell } = render('/approvals', '/approvals', <ApprovalsPage />);
    await user.click(await screen.findByRole('button', { name: 'Reject TF100001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject request' });
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Not our fault');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(mocked.rejectRequest).toHaveBeenCalledWith(approval().id, { note: 'Not our fault' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: ApprovalMessages.rejected })));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject request' })).not.toBeInTheDocument());
  });

  it("disables Approve and Reject on the viewer's own request and says why", async () => {
    mocked.listApprovals.mockResolvedValue(page([approval({ requestedBy: { id: 'u1', name: 'Asha' } })]));
    render('/approvals', '/approvals', <ApprovalsPage />);
    const approve = await screen.findByRole('button', { name: 'Approve TF100001' });
    expect(approve).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject TF100001' })).toBeDisabled();
    expect(approve).toHaveAccessibleDescription('Your request: another SuperAdmin decides it.');
  });
});

describe('ThresholdsPage', () => {
  const threshold = (over: Partial<ApprovalThreshold>): ApprovalThreshold => ({ currency: 'AUD', amount: 50_000, own: false, updatedBy: null, updatedAt: null, ...over });

  it("lists each currency's threshold and saves one as a decimal of its currency", async () => {
    mocked.listApprovalThresholds.mockResolvedValue({
      data: [threshold({}), threshold({ currency: 'JPY', amount: 52_000, own: true, updatedBy: { id: 'u2', name: 'Ben Boss' }, updatedAt: '2026-03-10T05:30:00.000Z' })],
    });
    mocked.setApprovalThreshold.mockResolvedValue(threshold({ amount: 75_050, own: true }));
    const { user, shell } = render('/approvals/thresholds', '/approvals/thresholds', <ThresholdsPage />);
    const table = await screen.findByRole('table', { name: 'Thresholds' });
    expect(within(table).getByText('A$500.00')).toBeInTheDocument();
    expect(within(table).getByText('¥52,000')).toBeInTheDocument();
    expect(within(table).getByText('Default')).toBeInTheDocument();
    expect(within(table).getByText('Own')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Edit AUD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Threshold in AUD' });
    const amount = within(dialog).getByRole('textbox', { name: /Threshold \(AUD\)/ });
    expect(amount).toHaveValue('500.00');
    // A currency without its own offers no "Use default".
    expect(within(dialog).queryByRole('button', { name: 'Use default' })).not.toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '750.555');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter an amount in AUD with up to 2 decimals')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '750.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mocked.setApprovalThreshold).toHaveBeenCalledWith({ currency: 'AUD', amount: 75_050 }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: ApprovalMessages.thresholdSaved })));
  });

  it('goes back to the default for a currency with its own', async () => {
    mocked.listApprovalThresholds.mockResolvedValue({ data: [threshold({ currency: 'JPY', amount: 52_000, own: true })] });
    mocked.setApprovalThreshold.mockResolvedValue(threshold({ currency: 'JPY', amount: 50_000 }));
    const { user } = render('/approvals/thresholds', '/approvals/thresholds', <ThresholdsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit JPY' }));
    const dialog = await screen.findByRole('dialog', { name: 'Threshold in JPY' });
    expect(within(dialog).getByRole('textbox', { name: /Threshold \(JPY\)/ })).toHaveValue('52000');
    await user.click(within(dialog).getByRole('button', { name: 'Use default' }));
    await waitFor(() => expect(mocked.setApprovalThreshold).toHaveBeenCalledWith({ currency: 'JPY', amount: null }));
  });
});
