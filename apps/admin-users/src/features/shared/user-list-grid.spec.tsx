import * as api from '@backoffice/api-client/admin';
import { ApiError } from '@backoffice/api-client';
import { UsersMessages } from '@backoffice/contracts/constants';
import type { UserListQuery } from '@backoffice/contracts';
import { ListPage, useListQuery } from '@backoffice/remote-kit';
import { currentLocation, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { page, userRow } from './test-fixtures';
import { useUserListGrid, userColumns } from './user-list-grid';

jest.mock('@backoffice/api-client/admin', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/admin', [
    'listUsers',
  ]),
);

const mocked = jest.mocked(api);

/** The grid as a list page holds it: the page of the URL. */
function List({ filters = {} }: { filters?: Omit<UserListQuery, 'page' | 'limit'> }) {
  const { page: current, setPage } = useListQuery();
  const grid = useUserListGrid({ filters, page: current, setPage, listKey: 'users-test' });
  return <ListPage {...grid} title="Users" columns={[userColumns.email, userColumns.accessLevel, userColumns.status, userColumns.createdAt]} />;
}

const render = (route = '/users', filters?: Omit<UserListQuery, 'page' | 'limit'>) => renderWithProviders(<List filters={filters} />, { route });

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
});

describe('UserListGrid (both user lists)', () => {
  it("asks for the URL's page with the filters, 10 at a time, and shows the shared columns", async () => {
    mocked.listUsers.mockResolvedValue(page([userRow({ status: 'Not Active', createdAt: '2026-02-10T20:00:00.000Z' })], 15, 2));
    render('/users?page=2', { hideAdmins: true });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(mocked.listUsers).toHaveBeenCalledWith({ hideAdmins: true, page: 2, limit: 10 });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Email', 'Access Level', 'Status', 'Created']);
    // The creation day is the viewer's (the format module's zone, Asia/Kolkata by default): 20:00 UTC is already the
    // next day there.
    expect(within(table).getAllByRole('cell').map((c) => c.textContent)).toEqual(['ann@example.test', 'Revenue Manager', 'Not Active', '11/02/2026']);
  });

  it('says so when there is no user, and offers Retry when the list cannot be loaded', async () => {
    mocked.listUsers.mockResolvedValueOnce(page([]));
    const first = render();
    expect(await screen.findByText(UsersMessages.list.empty)).toBeInTheDocument();
    first.unmount();

    mocked.listUsers.mockRejectedValueOnce(new ApiError(500, 'The server is down')).mockResolvedValue(page([userRow()]));
    const { user } = render();
    expect(await screen.findByText('The users could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The server is down')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Users' })).toBeInTheDocument();
  });

  it('goes to the last page when the one in the URL is past it (users deleted meanwhile)', async () => {
    mocked.listUsers.mockImplementation(async (q) => page(q?.page === 2 ? [userRow()] : [], 12, q?.page));
    render('/users?page=4');
    await waitFor(() => expect(currentLocation()).toBe('/users?page=2'));
    expect(await screen.findByText('ann@example.test')).toBeInTheDocument();
    expect(mocked.listUsers).toHaveBeenLastCalledWith({ page: 2, limit: 10 });
  });
});
