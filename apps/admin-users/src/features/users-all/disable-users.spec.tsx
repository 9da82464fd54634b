import * as api from '@backoffice/api-client/admin';
import type { BulkRunButtonProps } from '@backoffice/remote-kit';
import { fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { DISABLE_USERS_BODY } from './disable-users';
import { UsersAllPage, bulkScopeOf } from './users-all-page';
import { page, userRow } from '../shared/test-fixtures';

jest.mock('@backoffice/api-client', () => ({ ...jest.requireActual('@backoffice/api-client'), listViews: jest.fn() }));
jest.mock('@backoffice/api-client/admin', () => ({ ...jest.requireActual('@backoffice/api-client/admin'), listUsers: jest.fn() }));
// The kit's BulkRunButton (its own specs test the confirmation, the run and its report): here, what the page asks it
// to start.
const started = jest.fn();
jest.mock('@backoffice/remote-kit', () => ({
  ...jest.requireActual('@backoffice/remote-kit'),
  BulkRunButton: (props: BulkRunButtonProps) => (
    <button type="button" onClick={() => started(props)}>
      {props.label}
    </button>
  ),
}));
const mocked = jest.mocked(api);

const ann = userRow();
const dan = userRow({ _id: 'u4', email: 'dan@example.test', firstName: 'Dan', lastName: 'Old', fullName: 'Dan Old' });
const me = userRow({ _id: 'me', email: 'admin@example.test', fullName: 'Admin One', kind: 'Admin', accessLabel: 'Admin', role: 'SuperAdmin', userType: 'ADMIN' });

const render = (route = '/users-all') => renderWithProviders(<UsersAllPage />, { route, shell: { user: fakeUser({ id: 'me', role: 'SuperAdmin' }) } });

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  mocked.listUsers.mockResolvedValue(page([ann, dan, me]));
});

describe('Users Management bulk "Disable users"', () => {
  it('disables the selected users by id, after a confirmation that says how many and that their sessions end', async () => {
    const { user } = render();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('checkbox', { name: 'Select Ann Lee' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select Dan Old' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Disable users' }));
    expect(started).toHaveBeenCalledWith(
      expect.objectContaining({
        action: 'users.disable',
        selection: { kind: 'ids', ids: ['u2', 'u4'] },
        confirmTitle: 'Disable 2 users?',
      }),
    );
    expect(DISABLE_USERS_BODY).toContain('their open sessions end at once');

    // Once the API queued the run, the selection is cleared.
    const { onStarted } = started.mock.calls[0][0] as BulkRunButtonProps;
    onStarted?.({ id: 'r1' } as never);
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument());
  });

  it("disables every user the list's filters match, with those filters (not the page or sort) as the scope", async () => {
    mocked.listUsers.mockResolvedValue(page([ann, dan], 1250, 2));
    const { user } = render('/users-all?type=Owner&search=ann&page=2&sort=createdAt&order=desc');
    const table = await screen.findByRole('table', { name: 'Users' });
    await user.click(within(table).getByRole('checkbox', { name: 'Select all rows on this page' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Select all 1,250 matching this filter' }));
    await user.click(within(bar).getByRole('button', { name: 'Disable users' }));
    expect(started).toHaveBeenLastCalledWith(
      expect.objectContaining({
        action: 'users.disable',
        selection: { kind: 'all', scope: { search: 'ann', type: 'Owner' }, count: 1250 },
        confirmTitle: 'Disable 1,250 users?',
      }),
    );
  });

  it('takes only the URL keys the list filters by as the scope', () => {
    expect(bulkScopeOf(new URLSearchParams('search=ann&type=Customer&requests=1&page=3&limit=25'))).toEqual({ search: 'ann', type: 'Customer', requests: '1' });
    expect(bulkScopeOf(new URLSearchParams('search=&page=2'))).toEqual({});
  });
});
