/**
 * The ticket list's saved views (docs/areas/platform.md, "Saved views"), in a file of their own: the Views menu's item
 * was pressed without being selected when other tests of the list ran before it in the same file (the menu's
 * highlight then lagged behind the pointer).
 */
import * as api from '@backoffice/api-client';
import type { SavedView } from '@backoffice/contracts';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeTicket, ticketPage } from './test-fixtures';
import { TicketListPage } from './ticket-list-page';

jest.mock('@backoffice/api-client', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client', [
    'listTicket', 'listDepartments', 'listViews',
  ]),
);

const mocked = jest.mocked(api);


const superAdmin = fakeUser({ id: 'sa', role: 'SuperAdmin', firstName: 'Root', displayName: 'Admin' });

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  mocked.listDepartments.mockResolvedValue([{ _id: 'd1', name: 'IT' }]);
});

describe('TicketListPage saved views', () => {
  it("applies a saved view without its filter the list no longer has, saying so, and counts each view with the list's filters", async () => {
    const view: SavedView = {
      _id: 'v1',
      listKey: 'tickets',
      name: 'Open refunds',
      query: 'status=open&title=refund&priority=high',
      hiddenColumns: null,
      sharedRole: null,
      owner: { id: 'sa', name: 'Root' },
      mine: true,
      isDefault: false,
      createdAt: '2026-12-01T00:00:00.000Z',
      updatedAt: '2026-12-01T00:00:00.000Z',
    };
    mocked.listViews.mockResolvedValue({ data: [view] });
    mocked.listTicket.mockImplementation(async (q) => ticketPage([fakeTicket()], q?.limit === 1 ? 42 : 1));
    const { user } = renderWithProviders(<TicketListPage variant="all" />, { route: '/all-tickets', shell: { user: superAdmin } });
    await user.click(await screen.findByRole('button', { name: /^Views/ }));
    const item = await within(await screen.findByRole('menu')).findByRole('menuitemradio', { name: /^Open refunds , 42 / });
    expect(mocked.listTicket).toHaveBeenCalledWith({ page: 1, limit: 1, open: true, title: 'refund' });
    // Hovered first, as a mouse does: the menu selects the item it highlights (the press alone failed after another test).
    await user.hover(item);
    await user.pointer({ keys: '[MouseLeft>]', target: item });
    // Released once the pressed item shows as highlighted: the menu reads the highlight from its last render, which a
    // busy machine may not have done before the click (the menu then closes without selecting anything).
    await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
    await user.pointer({ keys: '[/MouseLeft]', target: item });
    expect(await screen.findByText("This view's filter priority no longer exists and was left out.")).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/all-tickets?status=open&title=refund'));
    await waitFor(() => expect(mocked.listTicket).toHaveBeenLastCalledWith({ page: 1, limit: 10, open: true, title: 'refund' }));
  });
});
