import { createView, deleteView, listViews, setDefaultView, updateView } from '@backoffice/api-client';
import type { Role, SavedView } from '@backoffice/contracts';
import type { ShellContextValue } from '@backoffice/shell-sdk';
import { QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ListPage } from './list-page';
import { useListQuery } from './list-query';
import { resolveView } from './saved-views';
import { KitProviders } from './testing/kit-providers';

jest.mock('@backoffice/api-client', () => ({
  ...jest.requireActual('@backoffice/api-client'),
  listViews: jest.fn(),
  createView: jest.fn(),
  updateView: jest.fn(),
  deleteView: jest.fn(),
  setDefaultView: jest.fn(),
}));
const listMock = listViews as jest.MockedFunction<typeof listViews>;
const createMock = createView as jest.MockedFunction<typeof createView>;
const updateMock = updateView as jest.MockedFunction<typeof updateView>;
const deleteMock = deleteView as jest.MockedFunction<typeof deleteView>;
const defaultMock = setDefaultView as jest.MockedFunction<typeof setDefaultView>;

const LIST_KEY = 'test-tickets';
const view = (over: Partial<SavedView>): SavedView => ({
  _id: 'v1',
  listKey: LIST_KEY,
  name: 'Open tickets',
  query: 'status=open',
  hiddenColumns: null,
  sharedRole: null,
  owner: { id: 'u1', name: 'Asha' },
  mine: true,
  isDefault: false,
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
  ...over,
});

type Row = { id: string; title: string; email: string };
const columns = [
  { id: 'title', header: 'Title', sortable: true, cell: (r: Row) => r.title },
  { id: 'email', header: 'E-mail', kind: 'email' as const, cell: (r: Row) => r.email },
];
const rows: Row[] = [{ id: '1', title: 'Broken lift', email: 'ravi@example.com' }];
const query = { isPending: false, isError: false, isPlaceholderData: false, error: null, refetch: jest.fn() } as unknown as UseQueryResult<unknown>;

function Tickets({ countView }: { countView?: (q: URLSearchParams) => Promise<number> }) {
  const list = useListQuery();
  return (
    <ListPage<Row>
      title="Tickets"
      listKey={LIST_KEY}
      noun="tickets"
      query={query}
      rows={rows}
      rowKey={(r) => r.id}
      columns={columns}
      columnToggle
      sort={list.sort}
      onSortChange={(s) => list.setSort(s)}
      pagination={{ page: list.page, pageSize: 10, total: 7, onPageChange: list.setPage }}
      viewParams={['status', 'search']}
      countView={countView}
    />
  );
}

const currentLocation = () => screen.getByTestId('where').textContent;

// remote-kit may not depend on @backoffice/test-utils (its module boundaries): the same providers, by hand.
function renderWithProviders(ui: ReactElement, { route, role }: { route: string; role: Role | null }) {
  const shell = {
    user: role ? { id: 'u1', role, firstName: 'Asha', displayName: 'Asha' } : null,
    token: 't',
    logout: jest.fn(),
    notify: jest.fn(),
  } as unknown as ShellContextValue;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } } });
  const user = userEvent.setup();
  render(
    <KitProviders shell={shell} route={route} client={client}>
      {ui}
    </KitProviders>,
  );
  return { user, shell };
}

function open(route = '/tickets', role: Role = 'Employee', countView?: (q: URLSearchParams) => Promise<number>) {
  return renderWithProviders(<Tickets countView={countView} />, { route, role });
}

const stored = () => JSON.parse(localStorage.getItem(`backoffice.grid.${LIST_KEY}`) ?? 'null') as { hidden?: string[] } | null;

beforeEach(() => {
  localStorage.clear();
  for (const mock of [listMock, createMock, updateMock, deleteMock, defaultMock]) mock.mockReset();
  listMock.mockResolvedValue({ data: [] });
});

/** Picks a menu item as a mouse does (the menu acts on the item under the pointer). */
async function choose(user: ReturnType<typeof open>['user'], item: HTMLElement) {
  await user.hover(item);
  await user.pointer({ keys: '[MouseLeft>]', target: item });
  // Released once the pressed item shows as highlighted: the menu reads the highlight from its last render, which a
  // busy machine may not have done before the click (the menu then closes without selecting anything).
  await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
  await user.pointer({ keys: '[/MouseLeft]', target: item });
}

async function openMenu(user: ReturnType<typeof open>['user']) {
  await user.click(await screen.findByRole('button', { name: /^Views/ }));
  return screen.findByRole('menu');
}

describe('saved views on a ListPage', () => {
  it("saves the list's filters, sort and hidden columns under a name, private for a user who is not a SuperAdmin", async () => {
    localStorage.setItem(`backoffice.grid.${LIST_KEY}`, JSON.stringify({ v: 1, hidden: ['email'] }));
    createMock.mockResolvedValue(view({ _id: 'v9', name: 'Mine', query: 'status=open&sort=title&order=desc', hiddenColumns: ['email'] }));
    const { user, shell } = open('/tickets?status=open&sort=title&order=desc&page=3');
    await choose(user, within(await openMenu(user)).getByRole('menuitem', { name: 'Save view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    expect(within(dialog).queryByRole('combobox', { name: 'Share with' })).not.toBeInTheDocument();
    // An empty name is refused before any call.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a name for the view.')).toBeInTheDocument();
    expect(createMock).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Mine ');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Make default' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(createMock).toHaveBeenCalledWith({
        listKey: LIST_KEY,
        name: 'Mine',
        query: 'status=open&sort=title&order=desc',
        hiddenColumns: ['email'],
        isDefault: true,
      }),
    );
    expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'View saved' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save view' })).not.toBeInTheDocument());
  });

  it('shows the view just saved as the current one, though an older view holds the same filters', async () => {
    const older = view({ _id: 'v1', name: 'Older', query: 'status=open', hiddenColumns: null });
    const saved = view({ _id: 'v2', name: 'Newer', query: 'status=open', hiddenColumns: null });
    listMock.mockResolvedValueOnce({ data: [older] }).mockResolvedValue({ data: [older, saved] });
    createMock.mockResolvedValue(saved);
    const { user } = open('/tickets?status=open');
    expect(await screen.findByRole('button', { name: 'Views: Older' })).toBeInTheDocument();
    await choose(user, within(await openMenu(user)).getByRole('menuitem', { name: 'Save view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Newer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Views: Newer' })).toBeInTheDocument();
  });

  it('lets a SuperAdmin share a new view with a role', async () => {
    createMock.mockResolvedValue(view({ _id: 'v9', sharedRole: 'Department' }));
    const { user } = open('/tickets?status=open', 'SuperAdmin');
    await choose(user, within(await openMenu(user)).getByRole('menuitem', { name: 'Save view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Team queue');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Share with' }), 'Department');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(createMock).toHaveBeenCalledWith({ listKey: LIST_KEY, name: 'Team queue', query: 'status=open', hiddenColumns: null, sharedRole: 'Department' }),
    );
  });

  it('shows a 409 beside the name and keeps the dialog open', async () => {
    const { ApiError } = jest.requireActual('@backoffice/api-client');
    createMock.mockRejectedValue(new ApiError(409, 'You already have a view named "Mine" for this list.'));
    const { user, shell } = open('/tickets?status=open');
    await choose(user, within(await openMenu(user)).getByRole('menuitem', { name: 'Save view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Mine');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('You already have a view named "Mine" for this list.')).toBeInTheDocument();
    expect(shell.notify).not.toHaveBeenCalled();
  });

  it("lists own views then shared ones with their role, the current one checked, and applies a view's query and columns", async () => {
    listMock.mockResolvedValue({
      data: [
        view({ _id: 'v1', name: 'Open tickets', query: 'status=open' }),
        view({ _id: 'v2', name: 'By title, no e-mail', query: 'search=lift&sort=title&order=asc', hiddenColumns: ['email'] }),
        view({ _id: 'v3', name: 'Team queue', query: 'status=closed', mine: false, sharedRole: 'Employee', owner: { id: 'u9', name: 'Boss' } }),
      ],
    });
    const { user } = open('/tickets?status=open&page=2');
    expect(await screen.findByRole('button', { name: 'Views: Open tickets' })).toBeInTheDocument();
    const menu = await openMenu(user);
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual(['Open tickets', 'By title, no e-mail', 'Team queue (Shared with Employee)']);
    expect(within(menu).getByRole('menuitemradio', { name: /Open tickets/ })).toHaveAttribute('aria-checked', 'true');
    expect(within(menu).getByRole('menuitemradio', { name: /Team queue/ })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('columnheader', { name: 'E-mail' })).toBeInTheDocument();

    await choose(user, within(menu).getByRole('menuitemradio', { name: /By title/ }));
    await waitFor(() => expect(currentLocation()).toBe('/tickets?search=lift&sort=title&order=asc'));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'E-mail' })).not.toBeInTheDocument());
    expect(stored()?.hidden).toEqual(['email']);
    expect(screen.getByRole('button', { name: 'Views: By title, no e-mail' })).toBeInTheDocument();

    // A view without a column choice brings the list's own columns back.
    await choose(user, within(await openMenu(user)).getByRole('menuitemradio', { name: /Team queue/ }));
    await waitFor(() => expect(currentLocation()).toBe('/tickets?status=closed'));
    expect(await screen.findByRole('columnheader', { name: 'E-mail' })).toBeInTheDocument();
    // A shared view is not the user's to rename or delete.
    const menu2 = await openMenu(user);
    expect(within(menu2).queryByRole('menuitem', { name: /Rename/ })).not.toBeInTheDocument();
    expect(within(menu2).queryByRole('menuitem', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(menu2).getByRole('menuitem', { name: "Make 'Team queue' the default" })).toBeInTheDocument();
  });

  it("offers to save the changed list into the user's view it came from", async () => {
    listMock.mockResolvedValue({ data: [view({ _id: 'v1', name: 'Open tickets', query: 'status=open' })] });
    updateMock.mockResolvedValue(view({ query: 'status=open&search=lift' }));
    const { user } = open('/tickets');
    await choose(user, within(await openMenu(user)).getByRole('menuitemradio', { name: /Open tickets/ }));
    await waitFor(() => expect(currentLocation()).toBe('/tickets?status=open'));
    expect(within(await openMenu(user)).queryByRole('menuitem', { name: "Update 'Open tickets'" })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(screen.getByRole('columnheader', { name: /Title/ })).getByRole('button'));
    await waitFor(() => expect(currentLocation()).toBe('/tickets?status=open&sort=title&order=asc'));
    await choose(user, within(await openMenu(user)).getByRole('menuitem', { name: "Update 'Open tickets'" }));
    await waitFor(() => expect(updateMock).toHaveBeenCalledWith('v1', { query: 'status=open&sort=title&order=asc', hiddenColumns: null }));
  });

  it("applies the user's default view once on a bare list", async () => {
    listMock.mockResolvedValue({ data: [view({ _id: 'v1', name: 'Open tickets', query: 'status=open', isDefault: true })] });
    const { user } = open('/tickets');
    await waitFor(() => expect(currentLocation()).toBe('/tickets?status=open'));
    expect(await screen.findByRole('button', { name: 'Views: Open tickets' })).toBeInTheDocument();
    const menu = await openMenu(user);
    expect(within(menu).getByRole('menuitemradio', { name: /Open tickets/ })).toHaveTextContent('Default');
    await choose(user, within(menu).getByRole('menuitem', { name: "Clear the default view ('Open tickets')" }));
    await waitFor(() => expect(defaultMock).toHaveBeenCalledWith({ listKey: LIST_KEY, id: null }));
  });

  it('keeps the query of a list opened with one (a shared link wins over the default view)', async () => {
    listMock.mockResolvedValue({ data: [view({ _id: 'v1', name: 'Open tickets', query: 'status=open', isDefault: true })] });
    open('/tickets?status=closed');
    expect(await screen.findByRole('button', { name: 'Views' })).toBeInTheDocument();
    await waitFor(() => expect(listMock).toHaveBeenCalledWith(LIST_KEY, expect.anything()));
    await new Promise((r) => setTimeout(r, 50));
    await waitFor(() => expect(currentLocation()).toBe('/tickets?status=closed'));
  });

  it('opens a view whose filter or sort column no longer exists with the rest, and says what it left out', async () => {
    listMock.mockResolvedValue({
      data: [
        view({ _id: 'v1', name: 'Old', query: 'status=open&region=north&sort=title' }),
        view({ _id: 'v2', name: 'Older', query: 'region=north&hotel=h1&sort=priority&order=desc&search=lift' }),
      ],
    });
    const { user } = open('/tickets');
    await choose(user, within(await openMenu(user)).getByRole('menuitemradio', { name: /^Old$/ }));
    await waitFor(() => expect(currentLocation()).toBe('/tickets?status=open&sort=title'));
    const notice = await screen.findByText("This view's filter region no longer exists and was left out.");
    expect(notice.closest('[role="status"]')).not.toBeNull();
    await choose(user, within(await openMenu(user)).getByRole('menuitemradio', { name: /Older/ }));
    await waitFor(() => expect(currentLocation()).toBe('/tickets?search=lift'));
    expect(
      await screen.findByText(
        "This view's filters region, hotel no longer exist and were left out. This view's sort on column priority no longer exists and was left out.",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/no longer exist/)).not.toBeInTheDocument();
  });

  it('deletes a view only once confirmed', async () => {
    listMock.mockResolvedValue({ data: [view({ _id: 'v1', name: 'Open tickets', query: 'status=open' })] });
    deleteMock.mockResolvedValue(undefined);
    const { user, shell } = open('/tickets?status=open');
    await choose(user, within(await openMenu(user)).getByRole('menuitem', { name: "Delete 'Open tickets'…" }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete view' });
    expect(ask).toHaveTextContent("Delete the view 'Open tickets'?");
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(deleteMock).not.toHaveBeenCalled();
    await choose(user, within(await openMenu(user)).getByRole('menuitem', { name: "Delete 'Open tickets'…" }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete view' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteMock).toHaveBeenCalledWith('v1'));
    expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'View deleted' }));
    // The list asks for its views again.
    await waitFor(() => expect(listMock).toHaveBeenCalledTimes(2));
  });

  it("renames the user's view and makes it the default", async () => {
    listMock.mockResolvedValue({ data: [view({ _id: 'v1', name: 'Open tickets', query: 'status=open' })] });
    updateMock.mockResolvedValue(view({ name: 'Open' }));
    defaultMock.mockResolvedValue(undefined);
    const { user, shell } = open('/tickets?status=open');
    await choose(user, within(await openMenu(user)).getByRole('menuitem', { name: "Rename 'Open tickets'…" }));
    const dialog = await screen.findByRole('dialog', { name: "Rename 'Open tickets'" });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Open');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateMock).toHaveBeenCalledWith('v1', { name: 'Open' }));
    await choose(user, within(await openMenu(user)).getByRole('menuitem', { name: "Make 'Open tickets' the default" }));
    await waitFor(() => expect(defaultMock).toHaveBeenCalledWith({ listKey: LIST_KEY, id: 'v1' }));
    expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Default view set' }));
  });

  it("shows each view's live count, the current one from the list's own total", async () => {
    listMock.mockResolvedValue({
      data: [view({ _id: 'v1', name: 'Open tickets', query: 'status=open' }), view({ _id: 'v2', name: 'Closed', query: 'status=closed' })],
    });
    const countView = jest.fn(async (q: URLSearchParams) => (q.get('status') === 'closed' ? 1234 : 99));
    const { user } = open('/tickets?status=open', 'Employee', countView);
    const menu = await openMenu(user);
    expect(await within(menu).findByRole('menuitemradio', { name: 'Closed , 1,234 tickets' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitemradio', { name: 'Open tickets , 7 tickets' })).toBeInTheDocument();
    expect(countView).toHaveBeenCalledTimes(1);
    expect(countView.mock.calls[0][0].toString()).toBe('status=closed');
  });

  it('works from the keyboard: the menu opens on Enter on its first view, arrows move, Enter applies', async () => {
    listMock.mockResolvedValue({ data: [view({ _id: 'v1', name: 'Open tickets', query: 'status=open' })] });
    const { user } = open('/tickets');
    const trigger = await screen.findByRole('button', { name: 'Views' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    const highlighted = () => menu.querySelector('[data-highlighted]')?.textContent;
    await waitFor(() => expect(highlighted()).toBe('Open tickets'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(highlighted()).toBe('Save view…'));
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(highlighted()).toBe('Open tickets'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/tickets?status=open'));
  });

  it('shows no menu while signed out', async () => {
    renderWithProviders(<Tickets />, { route: '/tickets', role: null });
    expect(await screen.findByRole('cell', { name: 'Broken lift' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Views/ })).not.toBeInTheDocument();
    expect(listMock).not.toHaveBeenCalled();
  });
});

describe('resolveView', () => {
  const target = { viewParams: ['status'], columnIds: ['title', 'email'], hideableIds: ['email'] };
  it('keeps what the list reads, leaves out unknown filters and sort columns, and hidden ids it cannot hide', () => {
    const r = resolveView({ query: 'status=open&page=4&zone=x&sort=gone&order=desc', hiddenColumns: ['email', 'title', 'old'] }, target);
    expect(r.query.toString()).toBe('status=open');
    expect(r.droppedFilters).toEqual(['zone']);
    expect(r.droppedSort).toBe('gone');
    expect(r.hidden).toEqual(['email']);
  });
  it('keeps every key when the page does not say which it reads', () => {
    const r = resolveView({ query: 'zone=x&sort=title', hiddenColumns: null }, { ...target, viewParams: undefined });
    expect(r.query.toString()).toBe('zone=x&sort=title');
    expect(r.droppedFilters).toEqual([]);
    expect(r.hidden).toBeNull();
  });
});
