import * as client from '@backoffice/api-client';
import * as api from '@backoffice/api-client/admin';
import { ApiError } from '@backoffice/api-client';
import { AUDIT_HISTORY_PAGE, UsersMessages, type AuditEvent } from '@backoffice/contracts';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { RecordLink } from '@backoffice/remote-kit';
import { Route, Routes } from 'react-router-dom';
import { EditUserPage } from './edit-user-page';
import { customerRow, userRow } from '../shared/test-fixtures';
import { renderPages } from '../shared/test-render';

jest.mock('@backoffice/api-client', () => ({ ...jest.requireActual('@backoffice/api-client'), getAuditHistoryPage: jest.fn() }));
jest.mock('@backoffice/api-client/admin', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/admin', [
    'getUserInfo', 'updateUserInfo',
  ]),
);

const mocked = jest.mocked(api);
const history = jest.mocked(client).getAuditHistoryPage;

const render = (route = '/users-all/u2') => renderPages({ '/users-all/:userId': <EditUserPage /> }, route, { elsewhere: true });

const renamed: AuditEvent = {
  _id: 'a1',
  at: '2026-03-02T00:00:00.000Z',
  actorId: 'me',
  actorRole: 'SuperAdmin',
  actorName: 'Admin One',
  action: 'user.update',
  entityType: 'user',
  entityId: 'u2',
  before: { firstName: 'Anne' },
  after: { firstName: 'Ann' },
  requestId: null,
  ip: null,
};

beforeEach(() => {
  jest.resetAllMocks();
  mocked.getUserInfo.mockResolvedValue(userRow());
  history.mockResolvedValue({ data: [renamed], next: null });
});

describe('EditUserPage (Edit User)', () => {
  it('shows the e-mail and role read-only, the names to edit, the link to role management and the history', async () => {
    render();
    expect(await screen.findByRole('textbox', { name: /First Name/ })).toHaveValue('Ann');
    expect(screen.getByRole('heading', { name: 'Edit User', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Last Name/ })).toHaveValue('Lee');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ann@example.test');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Role' })).toHaveValue('Revenue Manager');
    expect(screen.getByRole('textbox', { name: 'Role' })).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Role Management' })).toHaveAttribute('href', '/users-all/u2/role-management');
    // Under the title: the user's name, access level and status.
    expect(screen.getByText('Ann Lee · Revenue Manager')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Users Management' })).toHaveAttribute('href', '/users-all');
    const panel = screen.getByRole('region', { name: 'History' });
    expect(await within(panel).findByText('Admin One')).toBeInTheDocument();
    expect(within(panel).getByText(/First name/)).toBeInTheDocument();
    expect(history).toHaveBeenCalledWith({ entityType: 'user', entityId: 'u2', limit: AUDIT_HISTORY_PAGE });
    expect(mocked.getUserInfo).toHaveBeenCalledWith('u2');
  });

  it('shows the newest page of the history and loads the older events on "Show older"', async () => {
    const created: AuditEvent = { ...renamed, _id: 'a0', action: 'user.create', before: null, after: { firstName: 'Anne' } };
    history.mockReset();
    history.mockResolvedValueOnce({ data: [renamed], next: 'c1' }).mockResolvedValueOnce({ data: [created], next: null });
    const { user } = render();
    const panel = await screen.findByRole('region', { name: 'History' });
    expect(await within(panel).findByText(/First name/)).toBeInTheDocument();
    expect(within(panel).queryByText(/created the user/)).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Show older' }));
    expect(await within(panel).findByText(/created the user/)).toBeInTheDocument();
    // The newest page stays, the older one under it.
    expect(within(panel).getAllByText(/First name/)).toHaveLength(2);
    expect(history).toHaveBeenLastCalledWith({ entityType: 'user', entityId: 'u2', limit: AUDIT_HISTORY_PAGE, before: 'c1' });
    expect(within(panel).queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  });

  it('links a customer to their customer record instead of role management', async () => {
    mocked.getUserInfo.mockResolvedValue(customerRow());
    render('/users-all/u3');
    expect(await screen.findByRole('link', { name: 'Customer Record' })).toHaveAttribute('href', '/customerRecords/u3');
    expect(screen.queryByRole('link', { name: 'Role Management' })).not.toBeInTheDocument();
  });

  it('checks the names, then the new password (length, then the repeat), down the form', async () => {
    const { user } = render();
    const first = await screen.findByRole('textbox', { name: /First Name/ });
    await user.clear(first);
    await user.clear(screen.getByRole('textbox', { name: /Last Name/ }));
    await user.type(screen.getByLabelText('New Password'), '123');
    await user.type(screen.getByLabelText('Confirm Password'), '124');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const inOrder = [
      UsersMessages.edit.firstNameRequired,
      UsersMessages.edit.lastNameRequired,
      UsersMessages.create.passwordInvalid,
      UsersMessages.create.passwordsMismatch,
    ].map((m) => screen.getByText(m));
    for (let i = 1; i < inOrder.length; i++) {
      expect(inOrder[i - 1].compareDocumentPosition(inOrder[i]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    // The first failure gets the focus.
    await waitFor(() => expect(first).toHaveFocus());

    await user.type(first, 'Ann');
    await user.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Lee');
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(UsersMessages.create.passwordsMismatch)).toBeInTheDocument();
    expect(screen.queryByText(UsersMessages.create.passwordInvalid)).not.toBeInTheDocument();
    expect(mocked.updateUserInfo).not.toHaveBeenCalled();
  });

  it('saves the names (no password when none is typed), then goes to Users Management with the toast (opened bare)', async () => {
    mocked.updateUserInfo.mockResolvedValueOnce({ message: UsersMessages.edit.success, data: userRow({ firstName: 'Annie' }) });
    const { user, shell } = render();
    const first = await screen.findByRole('textbox', { name: /First Name/ });
    await user.clear(first);
    await user.type(first, '  Annie ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mocked.updateUserInfo).toHaveBeenCalledWith('u2', { firstName: 'Annie', lastName: 'Lee' }));
    expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: UsersMessages.edit.success }));
    await waitFor(() => expect(currentLocation()).toBe('/users-all'));
  });

  it('returns to the exact list it was opened from (its filters and page in the URL): the way back, Cancel and Save', async () => {
    const LIST = '/users-all?type=Owner&search=ann&page=2';
    mocked.updateUserInfo.mockResolvedValueOnce({ message: UsersMessages.edit.success, data: userRow() });
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/users-all" element={<RecordLink record={{ type: 'user', id: 'u2', name: 'Ann Lee' }} backLabel="Back to Users Management" />} />
        <Route path="/users-all/:userId" element={<EditUserPage />} />
      </Routes>,
      { route: LIST, shell: { user: fakeUser({ id: 'me', role: 'SuperAdmin' }) } },
    );
    await user.click(screen.getByRole('link', { name: 'Ann Lee' }));
    const first = await screen.findByRole('textbox', { name: /First Name/ });
    expect(screen.getByRole('link', { name: 'Back to Users Management' })).toHaveAttribute('href', LIST);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', LIST);
    await user.type(first, 'ie');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentLocation()).toBe(LIST));
    expect(mocked.updateUserInfo).toHaveBeenCalledWith('u2', { firstName: 'Annie', lastName: 'Lee' });
  });

  it('sends a new password typed twice', async () => {
    mocked.updateUserInfo.mockResolvedValueOnce({ message: UsersMessages.edit.success, data: userRow() });
    const { user } = render();
    await screen.findByRole('textbox', { name: /First Name/ });
    await user.type(screen.getByLabelText('New Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mocked.updateUserInfo).toHaveBeenCalledWith('u2', { firstName: 'Ann', lastName: 'Lee', passwordNew: 'secret1' }));
  });

  it('shows a refusal about a field under it only (no toast), another as a toast, and stays', async () => {
    mocked.updateUserInfo.mockRejectedValueOnce(Object.assign(new ApiError(400, UsersMessages.edit.lastNameRequired), { field: 'lastName' }));
    const { user, shell } = render();
    await screen.findByRole('textbox', { name: /First Name/ });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(UsersMessages.edit.lastNameRequired)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Last Name/ })).toHaveFocus());
    expect(shell.notify).not.toHaveBeenCalled();
    expect(currentLocation()).toBe('/users-all/u2');

    mocked.updateUserInfo.mockRejectedValueOnce(new ApiError(409, UsersMessages.role.notYourself));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: UsersMessages.role.notYourself })));
    expect(currentLocation()).toBe('/users-all/u2');
  });

  it("sends one's own password to Change Password", async () => {
    mocked.getUserInfo.mockResolvedValue(userRow({ _id: 'me' }));
    render('/users-all/me');
    expect(await screen.findByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/users/change-password');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it("names the chain and hotels in the history, and the expiry in the viewer's zone (the format module)", async () => {
    mocked.getUserInfo.mockResolvedValue(userRow({ hotel: [{ _id: 'h1', name: 'Harbour View' }] }));
    history.mockResolvedValue({
      data: [
        { ...renamed, _id: 'a2', action: 'user.role_change', before: { commission: null, hotel: [] }, after: { commission: 'c1', hotel: ['h1'] } },
        { ...renamed, _id: 'a3', action: 'user.disable', before: { expireDate: null }, after: { expireDate: '2026-03-04T13:00:00.000Z' } },
      ],
      next: null,
    });
    render();
    const panel = await screen.findByRole('region', { name: 'History' });
    const changes = await within(panel).findAllByRole('list', { name: 'Changed fields' });
    const items = changes.map((list) => within(list).getAllByRole('listitem').map((li) => li.textContent?.replace(/\s*→\s*changed to\s*/, ' → ')));
    expect(items).toEqual([['Property chain: (empty) → Accor', 'Hotels: (none) → Harbour View'], ['Expiry date: (empty) → 04/03/2026, 6:30 pm']]);
  });

  it("links the user's department, chain and hotels under the title, and a department the history names", async () => {
    mocked.getUserInfo.mockResolvedValue(
      userRow({ department: { _id: 'd1', name: 'Finance' }, hotel: [{ _id: 'h1', name: 'Harbour View' }, { _id: 'h2', name: 'Quay Inn' }] }),
    );
    history.mockResolvedValue({ data: [{ ...renamed, _id: 'a4', action: 'user.role_change', before: { department: null }, after: { department: 'd1' } }], next: null });
    render();
    await screen.findByRole('textbox', { name: /First Name/ });
    expect(screen.getByText(/^Department:/)).toContainElement(screen.getAllByRole('link', { name: 'Finance' })[0]);
    expect(screen.getAllByRole('link', { name: 'Finance' })[0]).toHaveAttribute('href', '/edit-department/d1');
    expect(screen.getByRole('link', { name: 'Accor' })).toHaveAttribute('href', '/property/all?commissionID=c1');
    expect(screen.getByRole('link', { name: 'Harbour View' })).toHaveAttribute('href', '/editHotel/h1');
    expect(screen.getByRole('link', { name: 'Quay Inn' })).toHaveAttribute('href', '/editHotel/h2');
    const panel = screen.getByRole('region', { name: 'History' });
    expect(await within(panel).findByRole('link', { name: 'Finance' })).toHaveAttribute('href', '/edit-department/d1');
  });

  it('says "User not found" for a deleted or unknown user, and offers Retry for another failure', async () => {
    mocked.getUserInfo.mockRejectedValueOnce(new ApiError(404, UsersMessages.account.notFound));
    const first = render();
    expect(await screen.findByText(UsersMessages.account.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    // The way back, not Retry alone.
    expect(screen.getAllByRole('link', { name: 'Back to Users Management' })[0]).toHaveAttribute('href', '/users-all');
    first.unmount();

    mocked.getUserInfo.mockRejectedValueOnce(new ApiError(500, 'The server is down'));
    const { user } = render();
    expect(await screen.findByText('The user could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: /First Name/ })).toHaveValue('Ann');
  });
});
