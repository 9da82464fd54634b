import * as api from '@backoffice/api-client/admin';
import { ApiError } from '@backoffice/api-client';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { AdminsPage } from './admins-page';
import { adminRow, adminRows } from './test-fixtures';

jest.mock('@backoffice/api-client/admin', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/admin', [
    'listAdmins',
  ]),
);

const mocked = jest.mocked(api);

const render = (route = '/all-useradmins') =>
  renderWithProviders(<AdminsPage />, { route, shell: { user: fakeUser({ role: 'SuperAdmin' }) } });

/** The admins API over `total` admins: the asked page's rows, numbered as the server would. */
const serveAdmins = (total: number) =>
  mocked.listAdmins.mockImplementation(async (page = 1) => ({
    data: adminRows(Math.max(0, Math.min(10, total - (page - 1) * 10)), (page - 1) * 10 + 1),
    total,
    page,
    limit: 10,
  }));

const pageLinks = () => screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
const cells = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));

beforeEach(() => {
  jest.resetAllMocks();
});

describe('AdminsPage (/all-useradmins)', () => {
  it('lists the admins with their sequence number and e-mail, invited ones marked', async () => {
    mocked.listAdmins.mockResolvedValue({
      data: [adminRow(), adminRow({ _id: 'a2', email: 'new.admin@staff.example.com', active: false })],
      total: 2,
      page: 1,
      limit: 10,
    });
    render();
    expect(screen.getByRole('heading', { name: 'Admin Management' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Admins' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No.', 'Admin Email']);
    expect(cells(table)).toEqual([
      ['1', 'root@staff.example.com'],
      ['2', 'new.admin@staff.example.com Invited'],
    ]);
    // The e-mail stays on one line, the whole text on hover.
    expect(within(table).getByText(/^new\.admin@/).closest('[title]')).toHaveAttribute('title', 'new.admin@staff.example.com Invited');
    expect(mocked.listAdmins).toHaveBeenCalledWith(1);
    expect(screen.getByRole('link', { name: 'Add Admin Email' })).toHaveAttribute('href', '/add-useradmins');
  });

  it("?search= (an admin's link) asks the admins of that name, shown in the search box; clearing it lists them all", async () => {
    mocked.listAdmins.mockResolvedValue({ data: [adminRow()], total: 1, page: 1, limit: 10 });
    const { user } = render('/all-useradmins?search=Asha%20Admin');
    await screen.findByRole('table', { name: 'Admins' });
    expect(mocked.listAdmins).toHaveBeenCalledWith(1, 'Asha Admin');
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveValue('Asha Admin');
    await user.clear(box);
    await waitFor(() => expect(currentLocation()).toBe('/all-useradmins'));
    await waitFor(() => expect(mocked.listAdmins).toHaveBeenLastCalledWith(1));
  });

  it('numbers on across pages: page 2 starts at 11', async () => {
    serveAdmins(15);
    const { user } = render();
    const table = await screen.findByRole('table', { name: 'Admins' });
    expect(cells(table)[0]).toEqual(['1', 'a1@staff.example.com']);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(cells(screen.getByRole('table', { name: 'Admins' }))[0]).toEqual(['11', 'a11@staff.example.com']));
    expect(cells(screen.getByRole('table', { name: 'Admins' })).map((r) => r[0])).toEqual(['11', '12', '13', '14', '15']);
    expect(mocked.listAdmins).toHaveBeenLastCalledWith(2);
    expect(currentLocation()).toBe('/all-useradmins?page=2');
  });

  it('shows at most 5 page links around the current page, with previous and next', async () => {
    serveAdmins(95);
    const { user } = render('/all-useradmins?page=6');
    await screen.findByRole('table', { name: 'Admins' });
    expect(mocked.listAdmins).toHaveBeenCalledWith(6);
    expect(pageLinks()).toEqual(['4', '5', '6', '7', '8']);
    expect(screen.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(cells(screen.getByRole('table', { name: 'Admins' }))[0][0]).toBe('51');

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(currentLocation()).toBe('/all-useradmins?page=5'));
    await user.click(screen.getByRole('button', { name: 'First page' }));
    await waitFor(() => expect(currentLocation()).toBe('/all-useradmins'));
    await waitFor(() => expect(pageLinks()).toEqual(['1', '2', '3', '4', '5']));
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('offers Retry when the list cannot be loaded', async () => {
    mocked.listAdmins.mockRejectedValueOnce(new ApiError(500, 'The server is down')).mockResolvedValue({ data: [adminRow()], total: 1, page: 1, limit: 10 });
    const { user } = render();
    expect(await screen.findByText('The admins could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Admins' })).toBeInTheDocument();
  });
});
