import * as client from '@backoffice/api-client';
import * as api from '@backoffice/api-client/admin';
import { ApiError } from '@backoffice/api-client';
import { UsersMessages } from '@backoffice/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { EditUserPage } from './edit-user-page';
import { employeeRow } from '../shared/test-fixtures';
import { renderPages } from '../shared/test-render';

jest.mock('@backoffice/api-client', () => ({ ...jest.requireActual('@backoffice/api-client'), getAuditHistoryPage: jest.fn() }));
jest.mock('@backoffice/api-client/admin', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/admin', [
    'getUserInfo', 'decideDepartmentRequest',
  ]),
);

const mocked = jest.mocked(api);
const asking = employeeRow({ requestedDepartment: { _id: 'd1', name: 'Billing' } });

const render = () => renderPages({ '/users-all/:userId': <EditUserPage /> }, '/users-all/u1');

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(client).getAuditHistoryPage.mockResolvedValue({ data: [], next: null });
  mocked.getUserInfo.mockResolvedValue(asking);
});

describe('a department request on Edit User', () => {
  it('approves after its confirmation, then shows the user as the API answers it', async () => {
    mocked.decideDepartmentRequest.mockResolvedValue({
      message: UsersMessages.departmentRequest.approved,
      data: { ...asking, role: 'Department', requestedDepartment: null, department: { _id: 'd1', name: 'Billing' } },
    });
    const { user, shell } = render();
    const panel = await screen.findByRole('region', { name: 'Department request' });
    expect(panel).toHaveTextContent('Asha Rao asks to join the Billing department as a Department user.');
    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(UsersMessages.departmentRequest.approveConfirm('Asha Rao', 'Billing'));
    mocked.getUserInfo.mockResolvedValue({ ...asking, requestedDepartment: null });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(mocked.decideDepartmentRequest).toHaveBeenCalledWith('u1', 'approve');
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: UsersMessages.departmentRequest.approved })));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Department request' })).not.toBeInTheDocument());
    // The write's event: the user's history (under ['audit', 'user']) is asked again too.
    await waitFor(() => expect(jest.mocked(client).getAuditHistoryPage).toHaveBeenCalledTimes(2));
  });

  it('refuses after its confirmation; a refusal of the API is shown and the request stays', async () => {
    mocked.decideDepartmentRequest.mockRejectedValue(new ApiError(409, UsersMessages.departmentRequest.departmentGone));
    const { user, shell } = render();
    const panel = await screen.findByRole('region', { name: 'Department request' });
    await user.click(within(panel).getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(UsersMessages.departmentRequest.refuseConfirm('Asha Rao', 'Billing'));
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(mocked.decideDepartmentRequest).toHaveBeenCalledWith('u1', 'refuse');
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: UsersMessages.departmentRequest.departmentGone })));
    expect(screen.getByRole('region', { name: 'Department request' })).toBeInTheDocument();
  });

  it('cannot approve before the address is confirmed, and says why', async () => {
    mocked.getUserInfo.mockResolvedValue({ ...asking, emailVerified: false });
    render();
    const panel = await screen.findByRole('region', { name: 'Department request' });
    expect(panel).toHaveTextContent(UsersMessages.departmentRequest.notVerified);
    expect(within(panel).getByRole('button', { name: 'Approve' })).toBeDisabled();
  });

  it('shows nothing without a request', async () => {
    mocked.getUserInfo.mockResolvedValue(employeeRow());
    render();
    expect(await screen.findByRole('textbox', { name: /First Name/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Department request' })).not.toBeInTheDocument();
  });
});
