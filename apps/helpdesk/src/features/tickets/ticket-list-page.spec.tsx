import * as api from '@backoffice/api-client';
import * as helpdesk from '@backoffice/api-client/helpdesk';
import * as work from '@backoffice/api-client/work';
import type { BulkRun, Ticket } from '@backoffice/contracts';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { bulkAssignBody, bulkStatusBody } from './bulk/ticket-bulk-actions';
import { fakeTicket, firstPageQuery, ticketPage } from './test-fixtures';
import { TicketListPage } from './ticket-list-page';
import { STATUS_CHANGE_FAILED } from './ticket-status-select';

jest.mock('@backoffice/api-client', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client', [
    'listTicket', 'listDepartments', 'getDepartmentById', 'listViews',
  ]),
);
jest.mock('@backoffice/api-client/helpdesk', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/helpdesk', [
    'listTicketAssignees', 'changeTicketStatus', 'listTicketDepartment',
  ]),
);
jest.mock('@backoffice/api-client/work', () => ({ ...jest.requireActual('@backoffice/api-client/work'), startBulkRun: jest.fn(), getBulkRun: jest.fn() }));

const mocked = jest.mocked(api);
const people = jest.mocked(helpdesk);
const bulk = jest.mocked(work);

/** The header texts of a table (a sortable header's ↕ ▲ ▼ left out). */
const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => (h.textContent ?? '').replace(/[↕▲▼]/g, ''));

const longText =
  'The printer on the third floor jams on every second page and prints grey lines across the paper too.';

const makeTicket = (overrides: Partial<Ticket> = {}): Ticket => fakeTicket({ message: `<p><strong>Urgent:</strong> ${longText}</p>`, ...overrides });

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
  mocked.listTicket.mockResolvedValue(ticketPage([makeTicket()]));
  people.listTicketDepartment.mockResolvedValue(ticketPage([makeTicket()]));
});

describe('TicketListPage', () => {
  it("links a SuperAdmin to the creator and the record a ticket is about, and lists a record's tickets from the URL with a chip that removes it", async () => {
    const about = { type: 'hotel' as const, id: 'h1', name: 'Harbour View' };
    mocked.listTicket.mockResolvedValue(ticketPage([makeTicket({ about })]));
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
    // An Employee's list has no Assignee or SLA column (the agents' columns) and no selection.
    expect(headersOf(table)).toEqual(['No.', 'Ticket Title', 'Ticket Description', 'From', 'Department', 'About', 'Priority', 'Created At', 'Action', 'Status']);

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
    expect(cells[4]).toHaveTextContent('IT');
    expect(cells[5]).toHaveTextContent('');
    expect(cells[6]).toHaveTextContent('Low');
    expect(cells[7]).toHaveTextContent('03/01/2026, 1:30 am');
    expect(within(cells[8]).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/view-ticket?ticketId=t1',
    );
    expect(within(cells[9]).getByText('Open')).toBeInTheDocument();
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
    mocked.listTicket.mockResolvedValue(ticketPage([makeTicket()], 25, 3));
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
      expect(mocked.listTicket).toHaveBeenLastCalledWith(firstPageQuery({ status: 3, departmentId: 'd2' })),
    );
    expect(currentLocation()).toBe('/all-tickets?status=3&departmentId=d2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'View All');
    await waitFor(() =>
      expect(mocked.listTicket).toHaveBeenLastCalledWith({ page: 1, limit: 10, status: 3 }),
    );
    expect(currentLocation()).toBe('/all-tickets?status=3');
  });

  it("?status=open&title= (the dashboard's refund requests) lists the open tickets whose title holds the text, the title as a removable chip", async () => {
    const { user } = renderWithProviders(<TicketListPage variant="all" />, {
      route: '/all-tickets?status=open&title=refund',
      shell: { user: superAdmin },
    });
    await screen.findByRole('table', { name: 'Tickets' });
    expect(mocked.listTicket).toHaveBeenLastCalledWith({ page: 1, limit: 10, open: true, title: 'refund' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('open');
    const chip = screen.getByRole('group', { name: 'Filtered by title' });
    expect(chip).toHaveTextContent('contains "refund"');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'In Progress');
    await waitFor(() => expect(mocked.listTicket).toHaveBeenLastCalledWith({ page: 1, limit: 10, status: 2, title: 'refund' }));
    await user.click(within(chip).getByRole('button', { name: 'Remove the title filter' }));
    await waitFor(() => expect(mocked.listTicket).toHaveBeenLastCalledWith({ page: 1, limit: 10, status: 2 }));
    expect(currentLocation()).toBe('/all-tickets?status=2');
  });

  it('pages through the API with the pager and keeps the page in the URL', async () => {
    mocked.listTicket.mockImplementation(async (q) =>
      ticketPage([makeTicket({ _id: `t${q?.page}`, title: `Ticket on page ${q?.page}` })], 25, q?.page ?? 1),
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
    people.changeTicketStatus.mockResolvedValue({ message: 'Ticket status updated successfully!' });
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
    expect(people.changeTicketStatus).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({
        type: 'success',
        title: 'Ticket status updated successfully!',
      }),
    );
    expect(people.changeTicketStatus).toHaveBeenCalledWith({ ticketId: 't1', ticketStatus: 2 });
    expect(people.changeTicketStatus).toHaveBeenCalledTimes(1);
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
    expect(people.changeTicketStatus).not.toHaveBeenCalled();
    expect(shell.notify).not.toHaveBeenCalled();
  });

  it('puts the status back and toasts the error when the confirmed change fails', async () => {
    people.changeTicketStatus.mockRejectedValue(new api.ApiError(403, 'Forbidden'));
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
    expect(people.listTicketDepartment).toHaveBeenCalledWith({ page: 1, limit: 10 });
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
    mocked.listTicket.mockResolvedValue(ticketPage([], 0));
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
});

/** The run the API queued for `total` tickets. */
const queued = (action: BulkRun['action'], total: number): BulkRun => ({
  id: 'r1',
  action,
  title: action === 'tickets.assign' ? 'Assign tickets' : 'Set ticket status',
  status: 'queued',
  total,
  done: 0,
  skipped: 0,
  failed: 0,
  origin: '/all-tickets',
  startedBy: { id: 'sa', name: 'Root Admin' },
  createdAt: '2026-12-06T10:00:00.000Z',
  startedAt: null,
  endedAt: null,
  cancelRequestedAt: null,
  error: null,
});

const meera = { _id: 'u5', firstName: 'Meera', lastName: 'Shah' };

describe('TicketListPage for agents (search, sort, assignee, bulk)', () => {
  beforeEach(() => {
    // The run's progress panel after a start: left loading, the kit's own specs show it.
    bulk.getBulkRun.mockReturnValue(new Promise(() => undefined));
    people.listTicketAssignees.mockResolvedValue([meera, { _id: 'du', firstName: 'Ravi', lastName: 'Kumar' }]);
  });

  it('shows a SuperAdmin the priority, the assignee (or Unassigned) and the SLA clock (time left or overdue), with a checkbox a row', async () => {
    // Due instants around now (the clock counts from the real time): 30 s spare either way for a slow run.
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const clock = (firstReplyDueAt: string) => ({ firstReplyDueAt, firstRepliedAt: null, resolutionDueAt: at(3000), resolvedAt: null, pausedAt: null });
    mocked.listTicket.mockResolvedValue(
      ticketPage([
        makeTicket({ priorityLevels: 4, assignee: meera, sla: clock(at(130.5)) }),
        makeTicket({ _id: 't2', number: 43, title: 'Scanner', priorityLevels: 2, assignee: null, sla: clock(at(-34.5)) }),
        makeTicket({ _id: 't3', number: 44, title: 'Mouse', priorityLevels: 1, assignee: null, sla: null }),
      ]),
    );
    renderWithProviders(<TicketListPage variant="all" />, { route: '/all-tickets', shell: { user: superAdmin } });
    const table = await screen.findByRole('table', { name: 'Tickets' });
    expect(headersOf(table)).toEqual([
      '',
      'No.',
      'Ticket Title',
      'Ticket Description',
      'From',
      'Department',
      'About',
      'Priority',
      'Assignee',
      'Created At',
      'SLA',
      'Action',
      'Status',
    ]);
    const [, first, second, third] = within(table).getAllByRole('row');
    const cells = within(first).getAllByRole('cell');
    expect(within(cells[0]).getByRole('checkbox', { name: 'Select TK-000042' })).toBeInTheDocument();
    expect(within(cells[5]).getByRole('link', { name: 'IT' })).toBeInTheDocument();
    expect(cells[7]).toHaveTextContent('Urgent');
    expect(within(cells[8]).getByRole('link', { name: 'Meera Shah' })).toHaveAttribute('href', '/users-all/u5');
    expect(cells[10]).toHaveTextContent('First reply due in 2 h 10 min');
    const other = within(second).getAllByRole('cell');
    expect(other[7]).toHaveTextContent('Medium');
    expect(other[8]).toHaveTextContent('Unassigned');
    expect(other[10]).toHaveTextContent('First reply overdue by 35 min');
    // No SLA policy when it was raised: no clock.
    expect(within(third).getAllByRole('cell')[10]).toHaveTextContent(/^$/);
  });

  it('sends the typed search as q once typing pauses, keeps it in the URL, and a reload reads it back', async () => {
    const { user, unmount } = renderWithProviders(<TicketListPage variant="all" />, { route: '/all-tickets?page=2', shell: { user: deptUser } });
    await screen.findByRole('table', { name: 'Tickets' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'TK-000042');
    await waitFor(() => expect(mocked.listTicket).toHaveBeenLastCalledWith({ page: 1, limit: 10, q: 'TK-000042' }));
    expect(currentLocation()).toBe('/all-tickets?q=TK-000042');
    // Once per pause, not per keystroke.
    expect(mocked.listTicket.mock.calls.filter(([q]) => q?.q)).toHaveLength(1);
    unmount();

    mocked.listTicket.mockClear();
    renderWithProviders(<TicketListPage variant="all" />, { route: '/all-tickets?q=printer', shell: { user: employee } });
    await screen.findByRole('table', { name: 'Tickets' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('printer');
    expect(mocked.listTicket).toHaveBeenCalledWith({ page: 1, limit: 10, q: 'printer' });
  });

  it('says a capped search shows its first 100 matches, the pager ending there; an exact total says nothing', async () => {
    mocked.listTicket.mockImplementation(async (q) =>
      q?.q === 'wrong'
        ? { ...ticketPage([makeTicket({ title: 'Wrong GST' })], 100), totalCapped: true }
        : ticketPage([makeTicket({ title: 'Wrong GST' })], 12),
    );
    const { unmount } = renderWithProviders(<TicketListPage variant="all" />, {
      route: '/all-tickets?q=wrong',
      shell: { user: superAdmin },
    });
    expect(await screen.findByText('Showing the first 100 matches: refine the search')).toBeInTheDocument();
    expect(await screen.findByText(/ of 100 entries$/)).toBeInTheDocument();
    unmount();

    renderWithProviders(<TicketListPage variant="all" />, { route: '/all-tickets?q=gst', shell: { user: superAdmin } });
    expect(await screen.findByText(/ of 12 entries$/)).toBeInTheDocument();
    expect(screen.queryByText(/refine the search/)).not.toBeInTheDocument();
  });

  it("sorts by a clicked header through the API's sort and order, kept in the URL", async () => {
    const { user } = renderWithProviders(<TicketListPage variant="all" />, { route: '/all-tickets', shell: { user: superAdmin } });
    const table = await screen.findByRole('table', { name: 'Tickets' });
    await user.click(within(table).getByRole('button', { name: /^Priority/ }));
    await waitFor(() => expect(mocked.listTicket).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'priority' })));
    const [first] = mocked.listTicket.mock.lastCall ?? [];
    const order = first?.order;
    expect(currentLocation()).toBe(`/all-tickets?sort=priority&order=${order}`);
    expect(within(table).getByRole('columnheader', { name: /^Priority/ })).toHaveAttribute('aria-sort', order === 'asc' ? 'ascending' : 'descending');

    // The next click turns it round.
    await user.click(within(table).getByRole('button', { name: /^Priority/ }));
    const other = order === 'asc' ? 'desc' : 'asc';
    await waitFor(() => expect(mocked.listTicket).toHaveBeenLastCalledWith({ page: 1, limit: 10, sort: 'priority', order: other }));

    // A column's id in the URL, the API's name on the wire: From sorts by the raiser, SLA by its next due instant.
    await user.click(within(table).getByRole('button', { name: /^From/ }));
    await waitFor(() => expect(mocked.listTicket).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'raiser' })));
    expect(currentLocation()).toMatch(/^\/all-tickets\?sort=from&order=/);
    await user.click(within(table).getByRole('button', { name: /^SLA/ }));
    await waitFor(() => expect(mocked.listTicket).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'slaDue' })));
  });

  it('reads ?sort=&order= from the URL, and leaves out a sort no column has', async () => {
    renderWithProviders(<TicketListPage variant="all" />, { route: '/all-tickets?sort=number&order=asc', shell: { user: deptUser } });
    await screen.findByRole('table', { name: 'Tickets' });
    expect(mocked.listTicket).toHaveBeenCalledWith({ page: 1, limit: 10, sort: 'number', order: 'asc' });
  });

  it('filters by Mine and Unassigned (the API\'s assignee) for a Department user, kept in the URL', async () => {
    const { user } = renderWithProviders(<TicketListPage variant="all" />, { route: '/all-tickets?status=1', shell: { user: deptUser } });
    await screen.findByRole('table', { name: 'Tickets' });
    const filter = screen.getByRole('combobox', { name: 'Assignee' });
    expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual(['Anyone', 'Mine', 'Unassigned']);
    await user.selectOptions(filter, 'Mine');
    await waitFor(() => expect(mocked.listTicket).toHaveBeenLastCalledWith({ page: 1, limit: 10, status: 1, assignee: 'me' }));
    expect(currentLocation()).toBe('/all-tickets?status=1&assignee=me');
    await user.selectOptions(filter, 'Unassigned');
    await waitFor(() => expect(mocked.listTicket).toHaveBeenLastCalledWith({ page: 1, limit: 10, status: 1, assignee: 'none' }));
    await user.selectOptions(filter, 'Anyone');
    await waitFor(() => expect(mocked.listTicket).toHaveBeenLastCalledWith({ page: 1, limit: 10, status: 1 }));
  });

  it('gives an Employee no assignee filter, no agent columns, no selection and no bulk, and sends no assignee from the URL', async () => {
    renderWithProviders(<TicketListPage variant="all" />, { route: '/all-tickets?assignee=me', shell: { user: employee } });
    const table = await screen.findByRole('table', { name: 'Tickets' });
    expect(mocked.listTicket).toHaveBeenCalledWith({ page: 1, limit: 10 });
    expect(screen.queryByRole('combobox', { name: 'Assignee' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(headersOf(table)).not.toContain('Assignee');
    expect(headersOf(table)).not.toContain('SLA');
  });

  it("gives My Tickets and a Department user's look at another department's tickets no bulk", async () => {
    const { unmount } = renderWithProviders(<TicketListPage variant="mine" />, { route: '/all-mytickets', shell: { user: deptUser } });
    let table = await screen.findByRole('table', { name: 'Tickets' });
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Assignee' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<TicketListPage variant="all" />, { route: '/all-tickets?departmentId=d2', shell: { user: deptUser } });
    table = await screen.findByRole('table', { name: 'Tickets' });
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it("assigns the selected tickets to a member of the first one's department, after asking, through the bulk run tickets.assign", async () => {
    bulk.startBulkRun.mockResolvedValue(queued('tickets.assign', 2));
    mocked.listTicket.mockResolvedValue(ticketPage([makeTicket(), makeTicket({ _id: 't2', number: 43, title: 'Scanner' }), makeTicket({ _id: 't3', number: 44, title: 'Mouse' })]));
    const { user, shell } = renderWithProviders(<TicketListPage variant="all" />, { route: '/all-tickets', shell: { user: deptUser } });
    const table = await screen.findByRole('table', { name: 'Tickets' });
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('checkbox', { name: 'Select TK-000042' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select TK-000044' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    // Nothing can start before a person is picked; the people are those the first selected ticket may be assigned to.
    expect(within(bar).getByRole('button', { name: 'Assign' })).toBeDisabled();
    const picker = within(bar).getByRole('combobox', { name: 'Assign to' });
    await waitFor(() => expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Assign to…', 'Meera Shah', 'Ravi Kumar', 'Unassigned']));
    expect(people.listTicketAssignees.mock.calls.map(([ticketId]) => ticketId)).toEqual(['t1']);
    await user.selectOptions(picker, 'Meera Shah');
    await user.click(within(bar).getByRole('button', { name: 'Assign 2 tickets to Meera Shah' }));

    const dialog = await screen.findByRole('dialog', { name: 'Assign 2 tickets to Meera Shah?' });
    expect(dialog).toHaveTextContent(bulkAssignBody(2, 'Meera Shah', 'IT'));
    expect(bulk.startBulkRun).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(bulk.startBulkRun).toHaveBeenCalledWith({ action: 'tickets.assign', ids: ['t1', 't3'], params: { assigneeId: 'u5' } }));
    expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Assign tickets: 2 records queued' }));
    // The run's progress then shows in the page.
    expect(await screen.findByRole('dialog', { name: 'Assign tickets' })).toBeInTheDocument();
  });

  it('unassigns with an empty assigneeId, and starts nothing when the question is cancelled', async () => {
    bulk.startBulkRun.mockResolvedValue(queued('tickets.assign', 1));
    const { user } = renderWithProviders(<TicketListPage variant="all" />, { route: '/all-tickets', shell: { user: superAdmin } });
    const table = await screen.findByRole('table', { name: 'Tickets' });
    await user.click(within(table).getByRole('checkbox', { name: 'Select TK-000042' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Assign to' }), 'Unassigned');
    await user.click(within(bar).getByRole('button', { name: 'Unassign 1 ticket' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unassign 1 ticket?' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bulk.startBulkRun).not.toHaveBeenCalled();
    await user.click(within(bar).getByRole('button', { name: 'Unassign 1 ticket' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unassign 1 ticket?' })).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(bulk.startBulkRun).toHaveBeenCalledWith({ action: 'tickets.assign', ids: ['t1'], params: { assigneeId: '' } }));
  });

  it('sets the status of the selected tickets of any page through tickets.setStatus, and offers no "all matching" (the API takes ids only)', async () => {
    bulk.startBulkRun.mockResolvedValue(queued('tickets.setStatus', 2));
    mocked.listTicket.mockResolvedValue(ticketPage([makeTicket(), makeTicket({ _id: 't2', number: 43, title: 'Scanner' })], 30, 2));
    const { user } = renderWithProviders(<TicketListPage variant="all" />, {
      route: '/all-tickets?status=open&assignee=none&q=printer&page=2&sort=title&order=asc',
      shell: { user: superAdmin },
    });
    const table = await screen.findByRole('table', { name: 'Tickets' });
    await user.click(within(table).getByRole('checkbox', { name: 'Select all rows on this page' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(within(bar).queryByRole('button', { name: /matching this filter/ })).not.toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Set status' })).toBeDisabled();
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Status to set' }), 'Closed');
    await user.click(within(bar).getByRole('button', { name: 'Set 2 tickets to Closed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set 2 tickets to Closed?' });
    expect(dialog).toHaveTextContent(bulkStatusBody(2, 4));
    expect(bulk.startBulkRun).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(bulk.startBulkRun).toHaveBeenCalledWith({ action: 'tickets.setStatus', ids: ['t1', 't2'], params: { status: '4' } }));
  });
});
