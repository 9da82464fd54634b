import * as api from '@backoffice/api-client/admin';
import * as work from '@backoffice/api-client/work';
import type { BulkRun } from '@backoffice/contracts';
import { fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { UsersAllPage, bulkScopeOf } from './users-all-page';
import { page, userRow } from '../shared/test-fixtures';

jest.mock('@backoffice/api-client', () => ({ ...jest.requireActual('@backoffice/api-client'), listViews: jest.fn() }));
jest.mock('@backoffice/api-client/admin', () => ({ ...jest.requireActual('@backoffice/api-client/admin'), listUsers: jest.fn() }));
jest.mock('@backoffice/api-client/work', () => ({ ...jest.requireActual('@backoffice/api-client/work'), startBulkRun: jest.fn(), getBulkRun: jest.fn() }));
const mocked = jest.mocked(api);
const bulk = jest.mocked(work);

const ann = userRow();
const dan = userRow({ _id: 'u4', email: 'dan@example.test', firstName: 'Dan', lastName: 'Old', fullName: 'Dan Old' });
const me = userRow({ _id: 'me', email: 'admin@example.test', fullName: 'Admin One', kind: 'Admin', accessLabel: 'Admin', role: 'SuperAdmin', userType: 'ADMIN' });

/** The run the API queued for `total` users. */
const queued = (total: number): BulkRun => ({
  id: 'r1',
  action: 'users.disable',
  title: 'Disable users',
  status: 'queued',
  total,
  done: 0,
  skipped: 0,
  failed: 0,
  origin: '/users-all',
  startedBy: { id: 'me', name: 'Admin One' },
  createdAt: '2026-12-06T10:00:00.000Z',
  startedAt: null,
  endedAt: null,
  cancelRequestedAt: null,
  error: null,
});

const render = (route = '/users-all') => renderWithProviders(<UsersAllPage />, { route, shell: { user: fakeUser({ id: 'me', role: 'SuperAdmin' }) } });

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  mocked.listUsers.mockResolvedValue(page([ann, dan, me]));
  // The run's progress panel after the start: left loading, the kit's own specs show it.
  bulk.getBulkRun.mockReturnValue(new Promise(() => undefined));
});

describe('Users Management bulk "Disable users"', () => {
  it('disables the selected users by id, after a confirmation that says how many and that their sessions end', async () => {
    bulk.startBulkRun.mockResolvedValue(queued(2));
    const { user, shell } = render();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('checkbox', { name: 'Select Ann Lee' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select Dan Old' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Disable users' }));

    const dialog = await screen.findByRole('dialog', { name: 'Disable 2 users?' });
    expect(within(dialog).getByText(/their open sessions end at once/)).toBeInTheDocument();
    expect(bulk.startBulkRun).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(bulk.startBulkRun).toHaveBeenCalledWith({ action: 'users.disable', ids: ['u2', 'u4'] }));
    expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Disable users: 2 records queued' }));
    // The run's progress then shows in the page (the selection is kept, so the bar and its dialog stay).
    expect(await screen.findByRole('dialog', { name: 'Disable users' })).toBeInTheDocument();
  });

  it('starts nothing when the confirmation is cancelled', async () => {
    const { user } = render();
    const table = await screen.findByRole('table', { name: 'Users' });
    await user.click(within(table).getByRole('checkbox', { name: 'Select Ann Lee' }));
    await user.click(within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', { name: 'Disable users' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Disable 1 user?' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bulk.startBulkRun).not.toHaveBeenCalled();
  });

  it("disables every user the list's filters match, with those filters (not the page or sort) as the scope", async () => {
    mocked.listUsers.mockResolvedValue(page([ann, dan], 1250, 2));
    bulk.startBulkRun.mockResolvedValue(queued(1250));
    const { user } = render('/users-all?type=Owner&search=ann&page=2&sort=createdAt&order=desc');
    const table = await screen.findByRole('table', { name: 'Users' });
    await user.click(within(table).getByRole('checkbox', { name: 'Select all rows on this page' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Select all 1,250 matching this filter' }));
    await user.click(within(bar).getByRole('button', { name: 'Disable users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable 1,250 users?' });
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(bulk.startBulkRun).toHaveBeenCalledWith({ action: 'users.disable', scope: { search: 'ann', type: 'Owner' } }));
  });

  it('takes only the URL keys the list filters by as the scope', () => {
    expect(bulkScopeOf(new URLSearchParams('search=ann&type=Customer&requests=1&page=3&limit=25'))).toEqual({ search: 'ann', type: 'Customer', requests: '1' });
    expect(bulkScopeOf(new URLSearchParams('search=&page=2'))).toEqual({});
  });
});
