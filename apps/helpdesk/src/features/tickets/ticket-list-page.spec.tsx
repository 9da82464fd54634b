import * as api from '@backoffice/api-client';
import type { ListTicketResponse, SavedView, Ticket } from '@backoffice/contracts';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { TicketListPage } from './ticket-list-page';
import { STATUS_CHANGE_FAILED } from './ticket-status-select';

jest.mock('@backoffice/api-client', () => ({
  ...jest.requireActual('@backoffice/api-client'),
  listTicket: jest.fn(),
  listTicketDepartment: jest.fn(),
  listDepartments: jest.fn(),
  getDepartmentById: jest.fn(),
  changeTicketStatus: jest.fn(),
  listViews: jest.fn(),
}));

const mocked = jest.mocked(api);

const longText =
  'The printer on the third floor jams on every second page and prints grey lines across the paper too.';

function makeTicket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    _id: 't1',
    number: 42,
    about: null,
    title: 'Printer',
    message: `<p><strong>Urgent:</strong> ${longText}</p>`,
    status: 1,
    priorityLevels: 1,
    createdAt: '2026-01-02T20:00:00.000Z',
    department: { _id: 'd1', name: 'IT' },
    userId: { _id: 'u9', firstName: 'Asha', lastName: 'Rao' },
    ticketImage: null,
    ...overrides,
  };
}

const page = (ticket: Ticket[], total = ticket.length, p = 1): ListTicketResponse => ({
  ticket,
  total,
  page: p,
  limit: 10,
});

const employee = fakeUser({ role: 'Employee' });
const superAdmin = fakeUser({ id: 'sa', role: 'SuperAdmin', firstName: 'Root', displayName: 'Admin' });
const deptUser = fakeUser({
  id: 'du',
  role: 'Department',
  firstName: 'Ravi',
  displayName: 'Ravi',
  departmentId: 'd1',
});

beforeEach(() => {
  jest.resetAllMocks();
  // Each list keeps its rows per page and column choice in this browser: every test starts without a choice.
  localStorage.clear();
  mocked.listDepartments.mockResolvedValue([
    { _id: 'd1', name: 'IT' },
    { _id: 'd2', name: 'Sales' },
  ]);
  mocked.getDepartmentById.mockResolvedValue({ _id: 'd1', name: 'IT' });
  mocked.listTicket.mockResolvedValue(page([makeTicket()]));
  mocked.listTicketDepartment.mockResolvedValue(page([makeTicket()]));
});

describe('TicketListPage', () => {
  it("links a SuperAdmin to the creator and the record a ticket is about, and lists a record's tickets from the URL with a chip that removes it", async () => {
    const about = { type: 'hotel' as const, id: 'h1', name: 'Harbour View' };
    mocked.listTicket.mockResolvedValue(page([makeTicket({ about })]));
    const { user } = renderWithProviders(<TicketListPage variant="all" />, {
      route: '/all-tickets?about=hotel:h1',
      shell: { user: fakeUser({ id: 'sa', role: 'SuperAdmin', displayName: 'Admin' }) },
    });
    const table = await screen.findByRole('table', { name: 'Tickets' });
    expect(mocked.listTicket).toHaveBeenCalledWith({ page: 1, limit: 10, about: 'hotel:h1' });
    expect(within(table).getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/users-all/u9');
    expect(within(table).getByRole('link', { name: 'Harbour View' })).toHaveAttribute('href', '/editHotel/h1');
    const chip = screen.getByRole('group', { name: 'Filtered by about' });
    expect(within(chip).getByRole('link', { name: 'Harbour View' })).toHaveAttribute('href', '/editHotel/h1');
    await user.click(within(chip).getByRole('button', { name: 'Remove the about filter' }));
    await waitFor(() => expect(mocked.listTicket).toHaveBeenLastCalledWith({ page: 1, limit: 10 }));
    expect(currentLocation()).toBe('/all-tickets');
  });

  it("shows a Department user the department its count link filtered by, as a removable chip", async () => {
    const { user } = renderWithProviders(<TicketListPage variant="all" />, {
      route: '/all-tickets?departmentId=d2',
      shell: { user: fakeUser({ id: 'du', role: 'Department', departmentId: 'd1' }) },
    });
    await screen.findByRole('table', { name: 'Tickets' });
    expect(mocked.listTicket).toHaveBeenCalledWith({ page: 1, limit: 10, departmentId: 'd2' });
    const chip = screen.getByRole('group', { name: 'Filtered by department' });
    expect(await within(chip).findByRole('link', { name: 'Sales' })).toHaveAttribute('href', '/department-details/d2');
    await user.click(within(chip).getByRole('button', { name: 'Remove the department filter' }));
    expect(currentLocation()).toBe('/all-tickets');
  });

  it('shows an Employee the columns, the excerpt, the creator, the time in the console style (Kolkata), View and a read-only status', async () => {
    renderWithProviders(<TicketListPage variant="all" />, {
      route: '/all-tickets',
      shell: { user: employee },
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Manage Tickets' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Tickets' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['No.', 'Ticket Title', 'Ticket Description', 'From', 'About', 'Created At', 'Action', 'Status']);

    const row = within(table).getAllByRole('row')[1];
    const cells = within(row).getAllByRole('cell');
    expect(within(cells[0]).getByRole('link', { name: 'TK-000042' })).toHaveAttribute('href', '/view-ticket?ticketId=t1');
    expect(cells[1]).toHaveTextContent('Printer');
    const text = `Urgent: ${longText}`;
    expect(cells[2].textContent).toBe(`${text.slice(0, 100)}...`);
    expect(cells[2].innerHTML).not.toContain('<strong>');
    // An Employee may not open a user's page: the creator is text.
    expect(cells[3]).toHaveTextContent('Asha Rao');
    expect(within(cells[3]).queryByRole('link')).not.toBeInTheDocument();
    expect(cells[4]).toHaveTextContent('');
    expect(cells[5]).toHaveTextContent('03/01/2026, 1:30 am');
    expect(within(cells[6]).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/view-ticket?ticketId=t1',
    );
    expect(within(cells[7]).getByText('Open')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status of Printer' })).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Add Ticket' })).toHaveAttribute('href', '/add-ticket');
    expect(screen.getByRole('combobox', { name: 'Department' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
    expect(mocked.listTicket).toHaveBeenCalledWith({ page: 1, limit: 10 });
  });

  it('reads the filters and page from the URL, and a filter change resets the page', async () => {
    const { user } = renderWithProviders(<TicketListPage variant="all" />, {
      route: '/all-tickets?status=2&departmentId=d2&page=3',
      shell: { user: employee },
    });
    mocked.listTicket.mockResolvedValue(page([makeTicket()], 25, 3));
    await screen.findByRole('table', { name: 'Tickets' });
    expect(mocked.listTicket).toHaveBeenCalledWith({ page: 3, limit: 10, status: 2, departmentId: 'd2' });
    const statusFilter = screen.getByRole('combobox', { name: 'Status' });
    expect(statusFilter).toHaveValue('2');
    expect(
      within(statusFilter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['View All', 'Open or In Progress', 'Open', 'In Progress', 'Resolved', 'Closed']);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Department' })).toHaveValue('d2'));

    await user.selectOptions(statusFilter, 'Resolved');
    await waitFor(() =>
      expect(mocked.listTicket).toHaveBeenLastCalledWith({
        page: 1,
        limit: 10,
        status: 3,
        departmentId: 'd2',
      }),
    );
    expect(currentLocation()).toBe('/all-tickets?status=3&departmentId=d2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'View All');
    await waitFor(() =>
      expect(mocked.listTicket).toHaveBeenLastCalledWith({ page: 1, limit: 10, status: 3 }),
    );
    expect(currentLocation()).toBe('/all-tickets?status=3');
  });

  it("?status=open&title= (the dashboard's refund requests) lists the open tickets whose title holds the text, both kept in the URL", async () => {
    const { user } = renderWithProviders(<TicketListPage variant="all" />, {
      route: '/all-tickets?status=open&title=refund',
      shell: { user: superAdmin },
    });
    await screen.findByRole('table', { name: 'Tickets' });
    expect(mocked.listTicket).toHaveBeenLastCalledWith({ page: 1, limit: 10, open: true, title: 'refund' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('open');
    const title = screen.getByRole('searchbox', { name: 'Title' });
    expect(title).toHaveValue('refund');

    await user.clear(title);
    await user.type(title, 'charged twice');
    await waitFor(() => expect(mocked.listTicket).toHaveBeenLastCalledWith({ page: 1, limit: 10, open: true, title: 'charged twice' }));
    expect(currentLocation()).toBe('/all-tickets?status=open&title=charged+twice');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'In Progress');
    await waitFor(() => expect(mocked.listTicket).toHaveBeenLastCalledWith({ page: 1, limit: 10, status: 2, title: 'charged twice' }));
  });

  it('pages through the API with the pager and keeps the page in the URL', async () => {
    mocked.listTicket.mockImplementation(async (q) =>
      page([makeTicket({ _id: `t${q?.page}`, title: `Ticket on page ${q?.page}` })], 25, q?.page ?? 1),
    );
    const { user } = renderWithProviders(<TicketListPage variant="all" />, {
      route: '/all-tickets',
      shell: { user: employee },
    });
    expect(await screen.findByText('Ticket on page 1')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 10 of 25 entries')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Ticket on page 2')).toBeInTheDocument();
    expect(mocked.listTicket).toHaveBeenLastCalledWith({ page: 2, limit: 10 });
    expect(currentLocation()).toBe('/all-tickets?page=2');
    expect(screen.getByText('Showing 11 to 20 of 25 entries')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(await screen.findByText('Ticket on page 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('asks before a SuperAdmin changes a status in place, then toasts, with no reload', async () => {
    mocked.changeTicketStatus.mockResolvedValue({ message: 'Ticket status updated successfully!' });
    const { user, shell } = renderWithProviders(<TicketListPage variant="all" />, {
      route: '/all-tickets',
      shell: { user: superAdmin },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Tickets / Admin' })).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: 'Status of Printer' });
    expect(select).toHaveValue('1');
    expect(screen.queryByRole('link', { name: 'Add Ticket' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Department' })).toBeInTheDocument();

    await user.selectOptions(select, 'In Progress');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Change the status of "Printer" from Open to In Progress?');
    // Nothing is sent before the answer.
    expect(mocked.changeTicketStatus).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({
        type: 'success',
        title: 'Ticket status updated successfully!',
      }),
    );
    expect(mocked.changeTicketStatus).toHaveBeenCalledWith({ ticketId: 't1', ticketStatus: 2 });
    expect(mocked.changeTicketStatus).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('combobox', { name: 'Status of Printer' })).toHaveValue('2');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mocked.listTicket).toHaveBeenCalledTimes(1);
  });

  it('sends nothing and shows the stored status again when the change is cancelled', async () => {
    const { user, shell } = renderWithProviders(<TicketListPage variant="all" />, {
      route: '/all-tickets',
      shell: { user: superAdmin },
    });
    const select = await screen.findByRole('combobox', { name: 'Status of Printer' });
    await user.selectOptions(select, 'Closed');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('from Open to Closed?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Status of Printer' })).toHaveValue('1');
    expect(mocked.changeTicketStatus).not.toHaveBeenCalled();
    expect(shell.notify).not.toHaveBeenCalled();
  });

  it('puts the status back and toasts the error when the confirmed change fails', async () => {
    mocked.changeTicketStatus.mockRejectedValue(new api.ApiError(403, 'Forbidden'));
    const { user, shell } = renderWithProviders(<TicketListPage variant="all" />, {
      route: '/all-tickets',
      shell: { user: superAdmin },
    });
    const select = await screen.findByRole('combobox', { name: 'Status of Printer' });
    await user.selectOptions(select, 'Closed');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Change status' }));
    // The API's message, with what failed under it.
    const toast = { type: 'error', title: 'Forbidden', description: STATUS_CHANGE_FAILED };
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(toast));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status of Printer' })).toHaveValue('1'));
  });

  it('shows a Department user its department in the title, the status dropdown and no department filter', async () => {
    renderWithProviders(<TicketListPage variant="all" />, {
      route: '/all-tickets',
      shell: { user: deptUser },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Tickets / IT' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Status of Printer' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Department' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Ticket' })).not.toBeInTheDocument();
    expect(mocked.getDepartmentById).toHaveBeenCalledWith('d1');
    expect(mocked.listDepartments).not.toHaveBeenCalled();
  });

  it("lists a Department user's own tickets under My Tickets, read-only, with Add Ticket", async () => {
    renderWithProviders(<TicketListPage variant="mine" />, {
      route: '/all-mytickets',
      shell: { user: deptUser },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My Tickets' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Tickets' });
    expect(mocked.listTicketDepartment).toHaveBeenCalledWith({ page: 1, limit: 10 });
    expect(mocked.listTicket).not.toHaveBeenCalled();
    expect(within(table).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/view-myticket?ticketId=t1',
    );
    expect(within(table).getByText('Open')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status of Printer' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Ticket' })).toHaveAttribute('href', '/add-myticket');
  });

  it("uses the shell's department name at once while its own look-up is on its way", async () => {
    mocked.getDepartmentById.mockReturnValue(new Promise(() => undefined));
    renderWithProviders(<TicketListPage variant="all" />, {
      route: '/all-tickets',
      shell: { user: { ...deptUser, displayName: 'Customer Support' } },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Manage Tickets / Customer Support' }),
    ).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Tickets' });
  });

  it('asks for the rows per page the user picks, and a reloaded list keeps them', async () => {
    const { user, unmount } = renderWithProviders(<TicketListPage variant="all" />, {
      route: '/all-tickets',
      shell: { user: employee },
    });
    await screen.findByRole('table', { name: 'Tickets' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    await waitFor(() => expect(mocked.listTicket).toHaveBeenLastCalledWith({ page: 1, limit: 25 }));
    unmount();

    mocked.listTicket.mockClear();
    renderWithProviders(<TicketListPage variant="all" />, { route: '/all-tickets', shell: { user: employee } });
    await screen.findByRole('table', { name: 'Tickets' });
    expect(mocked.listTicket).toHaveBeenCalledTimes(1);
    expect(mocked.listTicket).toHaveBeenCalledWith({ page: 1, limit: 25 });
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
    // My Tickets is another list: it keeps its own choice.
    expect(localStorage.getItem('backoffice.grid.my-tickets')).toBeNull();
  });

  it('says so when there are no tickets', async () => {
    mocked.listTicket.mockResolvedValue(page([], 0));
    renderWithProviders(<TicketListPage variant="all" />, {
      route: '/all-tickets',
      shell: { user: employee },
    });
    expect(await screen.findByText('Sorry, no records found.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();
  });

  it('shows a spinner, then an error with Retry that loads again', async () => {
    mocked.listTicket.mockRejectedValueOnce(new api.ApiError(0, 'The server could not be reached.'));
    const { user } = renderWithProviders(<TicketListPage variant="all" />, {
      route: '/all-tickets',
      shell: { user: employee },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading tickets');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server could not be reached.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Tickets' })).toBeInTheDocument();
    expect(mocked.listTicket).toHaveBeenCalledTimes(2);
  });
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
    mocked.listTicket.mockImplementation(async (q) => page([makeTicket()], q?.limit === 1 ? 42 : 1));
    const { user } = renderWithProviders(<TicketListPage variant="all" />, { route: '/all-tickets', shell: { user: superAdmin } });
    await user.click(await screen.findByRole('button', { name: /^Views/ }));
    const item = await within(await screen.findByRole('menu')).findByRole('menuitemradio', { name: /^Open refunds , 42 / });
    expect(mocked.listTicket).toHaveBeenCalledWith({ page: 1, limit: 1, open: true, title: 'refund' });
    // Hovered first, as a mouse does: the menu selects the item it highlights (the press alone failed after another test).
    await user.hover(item);
    await user.pointer({ keys: '[MouseLeft>]', target: item });
    await user.pointer({ keys: '[/MouseLeft]', target: item });
    expect(await screen.findByText("This view's filter priority no longer exists and was left out.")).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/all-tickets?status=open&title=refund'));
    await waitFor(() => expect(mocked.listTicket).toHaveBeenLastCalledWith({ page: 1, limit: 10, open: true, title: 'refund' }));
  });
});
