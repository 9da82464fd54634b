import * as client from '@backoffice/api-client';
import * as api from '@backoffice/api-client/admin';
import { ApiError } from '@backoffice/api-client';
import { UsersMessages, type SavedView } from '@backoffice/contracts';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { isoDateOf } from '@backoffice/ui/forms';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CreateUserPage } from '../users/create-user-page';
import { EditUserPage } from './edit-user-page';
import { UsersAllPage } from './users-all-page';
import { customerRow, page, userRow } from '../shared/test-fixtures';
import { renderPages } from '../shared/test-render';

jest.mock('@backoffice/api-client', () => ({ ...jest.requireActual('@backoffice/api-client'), getAuditHistoryPage: jest.fn(), listViews: jest.fn() }));
jest.mock('@backoffice/api-client/admin', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/admin', [
    'listUsers', 'exportUsers', 'removeUser', 'setAccountExpiry', 'sendPasswordLink', 'getUserInfo',
    'createUser', 'listDepartmentOptions',
  ]),
);

const mocked = jest.mocked(api);

const ann = userRow();
const cal = customerRow();
const dan = userRow({ _id: 'u4', email: 'dan@example.test', firstName: 'Dan', lastName: 'Old', fullName: 'Dan Old', status: 'Not Active', expireDate: '2026-01-01T00:00:00.000Z' });
const me = userRow({ _id: 'me', email: 'admin@example.test', fullName: 'Admin One', kind: 'Admin', accessLabel: 'Admin', role: 'SuperAdmin', userType: 'ADMIN' });

const render = (route = '/users-all') => renderWithProviders(<UsersAllPage />, { route, shell: { user: fakeUser({ id: 'me', role: 'SuperAdmin' }) } });

/**
 * Presses and releases the mouse on a menu item as a person does. The menu selects the item it highlighted on the
 * press, and reads that highlight from its last render: a browser has rendered it long before the click arrives,
 * but in jsdom the render is an ordinary (time-sliced) one that a busy machine may not finish between two
 * user-event steps, and a click sent before it closes the menu without selecting anything. So the release waits
 * for the item to show as highlighted.
 */
async function pressMenuItem(user: ReturnType<typeof render>['user'], target: HTMLElement) {
  await user.pointer({ keys: '[MouseLeft>]', target });
  await waitFor(() => expect(target).toHaveAttribute('data-highlighted'));
  await user.pointer({ keys: '[/MouseLeft]', target });
}

/** Opens a row's menu and picks `item` with the mouse (see {@link pressMenuItem}). */
async function pick(user: ReturnType<typeof render>['user'], name: string, item: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await pressMenuItem(user, await screen.findByRole('menuitem', { name: item }));
}

/** A day as the date field shows it, dd/MM/yyyy. */
const shown = (day: string) => day.split('-').reverse().join('/');

const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((h) => h.textContent);

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  mocked.listUsers.mockResolvedValue(page([ann, cal, dan, me]));
});

/**
 * Closes an open actions menu with Escape once it holds the focus (the menu focuses itself a frame after it opens: an
 * Escape before that is lost on a busy machine), and waits until it is gone.
 */
async function closeMenu(user: { keyboard: (keys: string) => Promise<void> }, menu: HTMLElement) {
  await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
}

describe('UsersAllPage (Users Management)', () => {
  it('lists the users with access level, status, last sign-in and creation; a customer links to their record', async () => {
    render();
    expect(screen.getByRole('heading', { name: 'Users Management' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Users' });
    const [, annRow, calRow, danRow] = within(table).getAllByRole('row');
    expect(within(annRow).getAllByRole('cell').map((c) => c.textContent)).toEqual(
      expect.arrayContaining(['Ann Lee', 'ann@example.test', 'Revenue Manager', 'Active', '05/03/2026, 9:00 am', '01/03/2026']),
    );
    // Names and e-mails stay on one line, the whole text on hover.
    expect(within(annRow).getByText('ann@example.test')).toHaveAttribute('title', 'ann@example.test');
    expect(within(annRow).getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/users-all/u2');
    expect(within(calRow).getByRole('link', { name: 'Cal Guest' })).toHaveAttribute('href', '/customerRecords/u3');
    expect(within(calRow).getByText('Never')).toBeInTheDocument();
    expect(within(calRow).getByText('Customer')).toBeInTheDocument();
    expect(within(danRow).getByText('Not Active')).toBeInTheDocument();
    expect(mocked.listUsers).toHaveBeenCalledWith({ page: 1, limit: 10 });
  });

  it('searches and filters on the server, keeping both and the page in the URL', async () => {
    const { user } = render('/users-all?type=Owner&search=ann');
    await screen.findByRole('table', { name: 'Users' });
    expect(mocked.listUsers).toHaveBeenLastCalledWith({ page: 1, limit: 10, search: 'ann', type: 'Owner' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('ann');
    expect(screen.getByRole('combobox', { name: 'User Type' })).toHaveValue('Owner');
    expect(within(screen.getByRole('combobox', { name: 'User Type' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Hotel Manager', 'Revenue Manager', 'Owner', 'Admin', 'Customer', 'Guest']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'User Type' }), 'Customer');
    await waitFor(() => expect(mocked.listUsers).toHaveBeenLastCalledWith({ page: 1, limit: 10, search: 'ann', type: 'Customer' }));
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'cal');
    await waitFor(() => expect(mocked.listUsers).toHaveBeenLastCalledWith({ page: 1, limit: 10, search: 'cal', type: 'Customer' }));
    expect(currentLocation()).toBe('/users-all?type=Customer&search=cal');

    await user.selectOptions(screen.getByRole('combobox', { name: 'User Type' }), 'All');
    await waitFor(() => expect(mocked.listUsers).toHaveBeenLastCalledWith({ page: 1, limit: 10, search: 'cal' }));
    expect(currentLocation()).toBe('/users-all?search=cal');
  });

  it('shows only the pending department requests when asked, each with its department, kept in the URL', async () => {
    const asking = userRow({ _id: 'u9', fullName: 'Ravi Kumar', firstName: 'Ravi', lastName: 'Kumar', requestedDepartment: { _id: 'd1', name: 'Billing' } });
    mocked.listUsers.mockResolvedValue(page([asking]));
    const { user } = render();
    await screen.findByRole('table', { name: 'Users' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Requests' }), 'Department requests');
    await waitFor(() => expect(mocked.listUsers).toHaveBeenLastCalledWith({ page: 1, limit: 10, requests: true }));
    expect(currentLocation()).toBe('/users-all?requests=1');
    const [, row] = within(await screen.findByRole('table', { name: 'Users' })).getAllByRole('row');
    expect(within(row).getByText('Billing')).toBeInTheDocument();
  });

  it('pages through the users 10 at a time', async () => {
    mocked.listUsers.mockResolvedValue(page([ann], 25));
    const { user } = render();
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(mocked.listUsers).toHaveBeenLastCalledWith({ page: 2, limit: 10 }));
    expect(currentLocation()).toBe('/users-all?page=2');
  });

  it('offers each row the actions that fit it', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Actions for Ann Lee' }));
    let menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Edit', 'Role Management', 'Reset Password', 'Disable Account', 'Delete']);
    await closeMenu(user, menu);

    // A customer's type is locked: no Role Management.
    await user.click(screen.getByRole('button', { name: 'Actions for Cal Guest' }));
    menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Edit', 'Reset Password', 'Disable Account', 'Delete']);
    await closeMenu(user, menu);

    // Not Active: Reactivate instead of Disable.
    await user.click(screen.getByRole('button', { name: 'Actions for Dan Old' }));
    menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Edit', 'Role Management', 'Reset Password', 'Reactivate Account', 'Delete']);
    await closeMenu(user, menu);

    // The signed-in admin's own row.
    await user.click(screen.getByRole('button', { name: 'Actions for Admin One' }));
    menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Edit', 'Reset Password']);
  });

  it('opens Edit and Role Management from the menu, by keyboard too', async () => {
    const { user } = render();
    const button = await screen.findByRole('button', { name: 'Actions for Ann Lee' });
    button.focus();
    // Enter opens the menu on its first item; the arrows move, Enter picks.
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toHaveAttribute('aria-activedescendant', screen.getByRole('menuitem', { name: 'Edit' }).id));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(menu).toHaveAttribute('aria-activedescendant', screen.getByRole('menuitem', { name: 'Role Management' }).id));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/users-all/u2/role-management'));

    await pick(user, 'Ann Lee', 'Edit');
    await waitFor(() => expect(currentLocation()).toBe('/users-all/u2'));
  });

  it('sends a password link after the confirmation, then refreshes the list; a refusal is told', async () => {
    mocked.sendPasswordLink.mockResolvedValueOnce({ message: UsersMessages.account.resetSent });
    const { user, shell } = render();
    await pick(user, 'Ann Lee', 'Reset Password');
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset Password' });
    expect(within(dialog).getByText(UsersMessages.account.resetConfirm('Ann Lee'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send Link' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: UsersMessages.account.resetSent })));
    expect(mocked.sendPasswordLink).toHaveBeenCalledWith('u2');
    await waitFor(() => expect(mocked.listUsers).toHaveBeenCalledTimes(2));

    mocked.sendPasswordLink.mockRejectedValueOnce(new ApiError(404, UsersMessages.account.notFound));
    await pick(user, 'Ann Lee', 'Reset Password');
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Reset Password' })).getByRole('button', { name: 'Send Link' }));
    await waitFor(() => expect(shell.notify).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'error', title: UsersMessages.account.notFound })));
  });

  it('does nothing when a confirmation is cancelled', async () => {
    const { user } = render();
    await pick(user, 'Ann Lee', 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete User' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mocked.removeUser).not.toHaveBeenCalled();
  });

  it('disables an account from the chosen expiry date, which is required', async () => {
    mocked.setAccountExpiry.mockResolvedValueOnce({ message: UsersMessages.account.disabled, data: { ...ann, status: 'Not Active' } });
    const { user, shell } = render();
    await pick(user, 'Ann Lee', 'Disable Account');
    const dialog = await screen.findByRole('dialog', { name: 'Disable Account' });
    expect(within(dialog).getByText(UsersMessages.account.disableConfirm('Ann Lee'))).toBeInTheDocument();
    const date = within(dialog).getByLabelText(/Expiry Date/);
    expect(date).toHaveValue(shown(isoDateOf()));

    fireEvent.change(date, { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Disable Account' }));
    expect(await within(dialog).findByText(UsersMessages.account.expireDateRequired)).toBeInTheDocument();
    expect(mocked.setAccountExpiry).not.toHaveBeenCalled();

    fireEvent.change(date, { target: { value: '31/12/2026' } });
    await user.click(within(dialog).getByRole('button', { name: 'Disable Account' }));
    // The start of that day on the viewer's calendar.
    // 31/12/2026 starts in the viewer's zone (the user menu's, Asia/Kolkata by default), not the browser's.
    await waitFor(() => expect(mocked.setAccountExpiry).toHaveBeenCalledWith('u2', '2026-12-30T18:30:00.000Z'));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: UsersMessages.account.disabled })));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Disable Account' })).not.toBeInTheDocument());
    await waitFor(() => expect(mocked.listUsers).toHaveBeenCalledTimes(2));
  });

  it('disables at once when the expiry date is today', async () => {
    mocked.setAccountExpiry.mockResolvedValueOnce({ message: UsersMessages.account.disabled, data: { ...ann, status: 'Not Active' } });
    const { user } = render();
    await pick(user, 'Ann Lee', 'Disable Account');
    await user.click(within(await screen.findByRole('dialog', { name: 'Disable Account' })).getByRole('button', { name: 'Disable Account' }));
    await waitFor(() => expect(mocked.setAccountExpiry).toHaveBeenCalled());
    const sent = mocked.setAccountExpiry.mock.calls[0][1] as string;
    expect(Date.parse(sent)).toBeLessThanOrEqual(Date.now());
    expect(isoDateOf(new Date(sent))).toBe(isoDateOf());
  });

  it("words a failed disable as the spec does and keeps the dialog open", async () => {
    mocked.setAccountExpiry.mockRejectedValueOnce(new ApiError(409, UsersMessages.role.lastAdmin));
    const { user, shell } = render();
    await pick(user, 'Ann Lee', 'Disable Account');
    const dialog = await screen.findByRole('dialog', { name: 'Disable Account' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable Account' }));
    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: UsersMessages.account.disableFailed(UsersMessages.role.lastAdmin) })),
    );
    expect(screen.getByRole('dialog', { name: 'Disable Account' })).toBeInTheDocument();
  });

  it('reactivates a Not Active account with a null expiry', async () => {
    mocked.setAccountExpiry.mockResolvedValueOnce({ message: UsersMessages.account.reactivated, data: { ...dan, status: 'Active', expireDate: null } });
    const { user, shell } = render();
    await pick(user, 'Dan Old', 'Reactivate Account');
    const dialog = await screen.findByRole('alertdialog', { name: 'Reactivate Account' });
    expect(within(dialog).getByText(UsersMessages.account.reactivateConfirm('Dan Old'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(mocked.setAccountExpiry).toHaveBeenCalledWith('u4', null));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: UsersMessages.account.reactivated })));
    await waitFor(() => expect(mocked.listUsers).toHaveBeenCalledTimes(2));

    mocked.setAccountExpiry.mockRejectedValueOnce(new ApiError(500, 'Database offline'));
    await pick(user, 'Dan Old', 'Reactivate Account');
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Reactivate Account' })).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() =>
      expect(shell.notify).toHaveBeenLastCalledWith(
        expect.objectContaining({ type: 'error', title: UsersMessages.account.disableFailed(UsersMessages.account.failed) }),
      ),
    );
    // A 5xx's own text is never shown.
    expect(shell.notify).not.toHaveBeenCalledWith(expect.objectContaining({ title: expect.stringContaining('Database offline') }));
  });

  it('deletes a user after the confirmation and the list refreshes in place; a refusal keeps the row', async () => {
    mocked.removeUser.mockResolvedValueOnce({ message: UsersMessages.account.deleted });
    const { user, shell } = render();
    await pick(user, 'Ann Lee', 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete User' });
    expect(within(dialog).getByText(UsersMessages.account.deleteConfirm)).toBeInTheDocument();
    mocked.listUsers.mockResolvedValue(page([cal, dan, me]));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mocked.removeUser).toHaveBeenCalledWith('u2'));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: UsersMessages.account.deleted })));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ann Lee' })).not.toBeInTheDocument());
    expect(currentLocation()).toBe('/users-all');

    mocked.removeUser.mockRejectedValueOnce(new ApiError(409, UsersMessages.role.lastAdmin));
    await pick(user, 'Dan Old', 'Delete');
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete User' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shell.notify).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'error', title: UsersMessages.role.lastAdmin })));
    expect(screen.getByRole('link', { name: 'Dan Old' })).toBeInTheDocument();
  });

  it('exports the filtered list under the name the API gave; a failure is told', async () => {
    mocked.exportUsers.mockResolvedValueOnce({ blob: new Blob(['xlsx']), fileName: 'Users-2026-03-05.xlsx' });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:users'), revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user, shell } = render('/users-all?type=Owner&search=ann&page=2');
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toEqual(['Users-2026-03-05.xlsx']));
    expect(mocked.exportUsers).toHaveBeenCalledWith({ search: 'ann', type: 'Owner' });

    mocked.exportUsers.mockRejectedValueOnce(new ApiError(500, 'The export failed'));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(shell.notify).toHaveBeenLastCalledWith({ type: 'error', title: 'The users could not be exported.' }));
    expect(saved).toHaveLength(1);
  });

  it('keeps the column choice and the rows per page across a reload (list users-all)', async () => {
    const first = render();
    let table = await screen.findByRole('table', { name: 'Users' });
    expect(headers(table)).toContain('Created');
    await first.user.click(screen.getByRole('button', { name: 'Columns' }));
    await first.user.click(await screen.findByRole('menuitemcheckbox', { name: 'Created' }));
    await waitFor(() => expect(headers(screen.getByRole('table', { name: 'Users' }))).not.toContain('Created'));
    await first.user.keyboard('{Escape}');
    await first.user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    await waitFor(() => expect(mocked.listUsers).toHaveBeenLastCalledWith({ page: 1, limit: 25 }));
    first.unmount();

    mocked.listUsers.mockClear();
    render();
    table = await screen.findByRole('table', { name: 'Users' });
    expect(headers(table)).not.toContain('Created');
    expect(headers(table)).toContain('Last Signed In');
    expect(mocked.listUsers).toHaveBeenCalledWith({ page: 1, limit: 25 });
    expect(mocked.listUsers).not.toHaveBeenCalledWith({ page: 1, limit: 10 });
  });

  it("opens a user's page from the name, whose way back is this exact list (filters and page)", async () => {
    mocked.getUserInfo.mockResolvedValue(ann);
    jest.mocked(client).getAuditHistoryPage.mockResolvedValue({ data: [], next: null });
    mocked.listUsers.mockResolvedValue(page([ann], 25, 2));
    const { user } = renderPages({ '/users-all': <UsersAllPage />, '/users-all/:userId': <EditUserPage /> }, '/users-all?type=Owner&page=2');
    await user.click(await screen.findByRole('link', { name: 'Ann Lee' }));
    expect(await screen.findByRole('heading', { name: 'Edit User', level: 1 })).toBeInTheDocument();
    expect(currentLocation()).toBe('/users-all/u2');
    expect(screen.getByRole('link', { name: 'Back to Users Management' })).toHaveAttribute('href', '/users-all?type=Owner&page=2');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/users-all?type=Owner&page=2');
  });
  it('adds a user from the header: Create User opens, and after creating returns to this exact list', async () => {
    mocked.listUsers.mockResolvedValue(page([ann], 25, 2));
    mocked.createUser.mockResolvedValue({ message: UsersMessages.create.success, _id: 'n1' });
    const { user, shell } = renderPages({ '/users-all': <UsersAllPage />, '/users/create': <CreateUserPage /> }, '/users-all?type=Owner&page=2');
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.getByRole('link', { name: 'Upload Excel' })).toHaveAttribute('href', '/users');
    await user.click(screen.getByRole('link', { name: 'Add User' }));
    expect(await screen.findByRole('heading', { name: 'Create User', level: 1 })).toBeInTheDocument();
    expect(currentLocation()).toBe('/users/create');
    expect(screen.getByRole('link', { name: 'Back to Users Management' })).toHaveAttribute('href', '/users-all?type=Owner&page=2');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/users-all?type=Owner&page=2');

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nia@staff.example.com');
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Nia');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Long');
    await user.click(screen.getByRole('radio', { name: 'Employee user' }));
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(currentLocation()).toBe('/users-all?type=Owner&page=2'));
    expect(mocked.createUser).toHaveBeenCalledWith(expect.objectContaining({ email: 'nia@staff.example.com', role: 'Employee' }));
    expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: UsersMessages.create.success }));
    expect(await screen.findByRole('heading', { name: 'Users Management' })).toBeInTheDocument();
  });

  it("applies a saved view without its filter the list no longer has, saying so, and counts each view with the list's filters", async () => {
    const view: SavedView = {
      _id: 'v1',
      listKey: 'users-all',
      name: 'Owners named Ann',
      query: 'search=ann&type=Owner&region=eu',
      hiddenColumns: null,
      sharedRole: null,
      owner: { id: 'me', name: 'Admin One' },
      mine: true,
      isDefault: false,
      createdAt: '2026-12-01T00:00:00.000Z',
      updatedAt: '2026-12-01T00:00:00.000Z',
    };
    jest.mocked(client).listViews.mockResolvedValue({ data: [view] });
    mocked.listUsers.mockImplementation(async (q) => ({ ...page([ann]), total: q?.limit === 1 ? 42 : 1 }));
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: /^Views/ }));
    const item = await within(await screen.findByRole('menu')).findByRole('menuitemradio', { name: /^Owners named Ann , 42 / });
    expect(mocked.listUsers).toHaveBeenCalledWith({ page: 1, limit: 1, search: 'ann', type: 'Owner' });
    // Hovered first, as a mouse does; the press is released once the item shows as highlighted (pressMenuItem).
    await user.hover(item);
    await pressMenuItem(user, item);
    expect(await screen.findByText("This view's filter region no longer exists and was left out.")).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/users-all?search=ann&type=Owner'));
    await waitFor(() => expect(mocked.listUsers).toHaveBeenLastCalledWith({ page: 1, limit: 10, search: 'ann', type: 'Owner' }));
  });
});
