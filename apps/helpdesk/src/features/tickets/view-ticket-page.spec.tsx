import * as api from '@backoffice/api-client';
import * as helpdeskApi from '@backoffice/api-client/helpdesk';
import { changeQueryRoots, type AuditEvent, type Ticket, type TicketDiscussion } from '@backoffice/contracts';
import { RecordLink } from '@backoffice/remote-kit';
import { HistoryPanel } from '@backoffice/ui/forms';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fakeTicket } from './test-fixtures';
import { TicketListPage } from './ticket-list-page';
import { REPLY_NOT_SENT, ViewTicketPage, ticketHistoryFields } from './view-ticket-page';

jest.mock('@backoffice/api-client', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client', [
    'listTicket', 'listDepartments', 'search',
  ]),
);
jest.mock('@backoffice/api-client/helpdesk', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/helpdesk', [
    'getTicketById', 'listTicketDiscussion', 'loadUploadedImage', 'manageTicket', 'setTicketAbout',
    'assignTicket', 'listTicketAssignees',
  ]),
);
// The History panel fetches with TanStack Query (its own spec covers it, SuperAdmin only); here only where it shows.
jest.mock('../history', () => ({
  RecordHistory: ({ entityType, entityId }: { entityType: string; entityId: string }) => (
    <section aria-label="History">{`${entityType} ${entityId}`}</section>
  ),
}));

const mocked = jest.mocked(api);
const mockedDesk = jest.mocked(helpdeskApi);

const ticket: Ticket = fakeTicket({
  number: 123,
  title: 'Printer jams',
  message: '<p>Every <em>second</em> page</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
  priorityLevels: 2,
  userId: { _id: 'u1', firstName: 'Asha', lastName: 'Rao' },
  ticketImage: '/api/uploads/ticket.png',
});

const discussion: TicketDiscussion[] = [
  {
    _id: 'r1',
    message: '<p>Looking into it</p>',
    createdAt: '2026-01-03T04:30:00.000Z',
    department_info: { _id: 'd1', name: 'IT' },
    user_info: { _id: 'du', firstName: 'Ravi' },
    discussionImage: '/api/uploads/reply.jpg',
  },
  {
    _id: 'r2',
    message: '<p>Thanks</p>',
    createdAt: '2026-01-03T05:00:00.000Z',
    department_info: null,
    user_info: { _id: 'u1', firstName: 'Asha' },
    discussionImage: null,
  },
];

/** Types into the real rich-text editor (ProseMirror reads keys asynchronously: a small delay between keys). */
async function typeRich(name: string, text: string) {
  const slow = userEvent.setup({ delay: 10 });
  await slow.click(await screen.findByRole('textbox', { name }));
  await slow.keyboard(text);
}

const employee = fakeUser({ id: 'u1', role: 'Employee' });
const superAdmin = fakeUser({ id: 'sa', role: 'SuperAdmin', displayName: 'Admin' });
const itUser = fakeUser({ id: 'du', role: 'Department', firstName: 'Ravi', departmentId: 'd1' });
const salesUser = fakeUser({ id: 'ds', role: 'Department', firstName: 'Mira', departmentId: 'd2' });

beforeEach(() => {
  jest.resetAllMocks();
  mockedDesk.getTicketById.mockResolvedValue(ticket);
  mockedDesk.listTicketDiscussion.mockResolvedValue(discussion);
  mockedDesk.loadUploadedImage.mockImplementation(async (address) => new Blob([address], { type: 'image/png' }));
  mockedDesk.manageTicket.mockResolvedValue({ message: 'Post added regarding this ticket Successfully' });
  let n = 0;
  URL.createObjectURL = jest.fn(() => `blob:image-${++n}`);
  URL.revokeObjectURL = jest.fn();
});

describe('ViewTicketPage links', () => {
  const aboutHotel = { type: 'hotel' as const, id: 'h1', name: 'Harbour View' };

  it("links a SuperAdmin to the creator, the department, the record it is about, the repliers, and the numbers in the texts", async () => {
    mockedDesk.getTicketById.mockResolvedValue({ ...ticket, message: '<p>Guest of TF100707 wrote</p>', about: aboutHotel });
    mockedDesk.listTicketDiscussion.mockResolvedValue([{ ...discussion[0], message: '<p>Refunded, see INV-000012</p>' }]);
    renderWithProviders(<ViewTicketPage variant="all" />, { route: '/view-ticket?ticketId=t1', shell: { user: superAdmin } });
    await screen.findByRole('heading', { level: 1, name: 'Printer jams' });
    expect(screen.getByText('TK-000123')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/users-all/u1');
    expect(screen.getAllByRole('link', { name: 'IT' })[0]).toHaveAttribute('href', '/edit-department/d1');
    expect(screen.getByRole('link', { name: 'TF100707' })).toHaveAttribute('href', '/open/reservation/TF100707');
    const card = screen.getByRole('region', { name: 'About' });
    expect(card).toHaveTextContent('Hotel');
    expect(within(card).getByRole('link', { name: 'Harbour View' })).toHaveAttribute('href', '/editHotel/h1');
    const thread = await screen.findByRole('list', { name: 'Discussion' });
    expect(within(thread).getByRole('link', { name: 'IT' })).toHaveAttribute('href', '/edit-department/d1');
    expect(within(thread).getByRole('link', { name: 'Ravi' })).toHaveAttribute('href', '/users-all/du');
    expect(within(thread).getByRole('link', { name: 'INV-000012' })).toHaveAttribute('href', '/open/invoice/INV-000012');
  });

  it('shows an Employee the people and the record as text where it may not open them; its own ticket it may take the record off', async () => {
    mockedDesk.getTicketById.mockResolvedValue({ ...ticket, about: aboutHotel });
    mockedDesk.setTicketAbout.mockResolvedValue({ message: 'The record was taken off the ticket', data: { ...ticket, about: null } });
    const { user, shell } = renderWithProviders(<ViewTicketPage variant="all" />, { route: '/view-ticket?ticketId=t1', shell: { user: employee } });
    const card = await screen.findByRole('region', { name: 'About' });
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Harbour View');
    expect(screen.queryByRole('link', { name: 'Asha Rao' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Remove Harbour View from the ticket' }));
    expect(mockedDesk.setTicketAbout).toHaveBeenCalledWith({ ticketId: 't1', about: null });
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: 'The record was taken off the ticket' }));
    expect(await screen.findByRole('textbox', { name: 'About a booking or invoice' })).toBeInTheDocument();
  });

  it('attaches a booking number typed by a Department user, whom the search shows no reservation', async () => {
    mockedDesk.setTicketAbout.mockResolvedValue({ message: 'The ticket now names the record it is about', data: { ...ticket, about: { type: 'reservation', id: 'r1', name: 'TF100707' } } });
    const { user } = renderWithProviders(<ViewTicketPage variant="all" />, { route: '/view-ticket?ticketId=t1', shell: { user: itUser } });
    await user.type(await screen.findByRole('textbox', { name: 'About a booking or invoice' }), 'tf100707');
    await user.click(screen.getByRole('button', { name: 'Attach' }));
    expect(mockedDesk.setTicketAbout).toHaveBeenCalledWith({ ticketId: 't1', about: null, aboutReference: 'TF100707' });
    expect(await within(screen.getByRole('region', { name: 'About' })).findByText('TF100707')).toBeInTheDocument();
    expect(mocked.search).not.toHaveBeenCalled();
  });

  it('attaches a record a SuperAdmin found with the one search', async () => {
    mocked.search.mockResolvedValue({
      hits: [{ type: 'hotel', id: 'h1', title: 'Harbour View', context: 'Sydney', route: '/editHotel/h1', score: 1 }],
    });
    mockedDesk.setTicketAbout.mockResolvedValue({ message: 'The ticket now names the record it is about', data: { ...ticket, about: aboutHotel } });
    const { user } = renderWithProviders(<ViewTicketPage variant="all" />, { route: '/view-ticket?ticketId=t1', shell: { user: superAdmin } });
    await user.type(await screen.findByRole('combobox', { name: 'About a record' }), 'Harb');
    await user.click(await screen.findByRole('option', { name: /Harbour View/ }));
    expect(mocked.search).toHaveBeenCalledWith({ q: 'Harb', types: 'reservation,hotel,invoice,customer', limit: 10 });
    await user.click(screen.getByRole('button', { name: 'Attach' }));
    expect(mockedDesk.setTicketAbout).toHaveBeenCalledWith({ ticketId: 't1', about: { type: 'hotel', id: 'h1' } });
    expect(await within(screen.getByRole('region', { name: 'About' })).findByText('Harbour View')).toBeInTheDocument();
  });

  it('shows no About card to one who may not change the ticket when it names no record', async () => {
    renderWithProviders(<ViewTicketPage variant="mine" />, { route: '/view-myticket?ticketId=t1', shell: { user: salesUser } });
    await screen.findByRole('heading', { level: 1, name: 'Printer jams' });
    expect(screen.queryByRole('region', { name: 'About' })).not.toBeInTheDocument();
  });
});

describe('ViewTicketPage', () => {
  it('shows the ticket, its sanitised message, its image and the discussion', async () => {
    const { unmount } = renderWithProviders(<ViewTicketPage variant="all" />, {
      route: '/view-ticket?ticketId=t1',
      shell: { user: employee },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Printer jams' })).toBeInTheDocument();
    expect(mockedDesk.getTicketById).toHaveBeenCalledWith('t1');
    expect(screen.getByText('03/01/2026, 1:30 am')).toBeInTheDocument();
    expect(screen.getByText('second').tagName).toBe('EM');
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();

    const image = await screen.findByRole('img', { name: 'Ticket image' });
    expect(image).toHaveAttribute('src', expect.stringMatching(/^blob:image-/));
    expect(mockedDesk.loadUploadedImage).toHaveBeenCalledWith('/api/uploads/ticket.png', expect.any(AbortSignal));

    const thread = screen.getByRole('list', { name: 'Discussion' });
    const items = within(thread).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('IT - Ravi');
    expect(items[0]).toHaveTextContent('03/01/2026, 10:00 am');
    expect(items[0]).toHaveTextContent('Looking into it');
    expect(await within(items[0]).findByRole('img', { name: 'Reply image' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Asha');
    expect(items[1]).not.toHaveTextContent(' - ');
    expect(within(items[1]).queryByRole('img')).toBeNull();

    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['an Employee', employee, false],
    ['a Department user of another department', salesUser, false],
    ["a Department user of the ticket's department", itUser, true],
    ['a SuperAdmin', superAdmin, true],
  ])('shows the status select to %s: %s', async (_who, user, shown) => {
    renderWithProviders(<ViewTicketPage variant="all" />, {
      route: '/view-ticket?ticketId=t1',
      shell: { user },
    });
    await screen.findByRole('heading', { level: 1, name: 'Printer jams' });
    expect(screen.getByRole('textbox', { name: 'Reply' })).toBeInTheDocument();
    expect(screen.getByLabelText('Image')).toHaveAttribute('type', 'file');
    expect(screen.queryByRole('combobox', { name: 'Status' }) !== null).toBe(shown);
  });

  it('sends a reply with the new status, toasts and goes back to the list', async () => {
    const { user, shell } = renderWithProviders(<ViewTicketPage variant="all" />, {
      route: '/view-ticket?ticketId=t1',
      shell: { user: itUser },
    });
    await typeRich('Reply', 'Fixed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Resolved');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(currentLocation()).toBe('/all-tickets'));
    expect(mockedDesk.manageTicket).toHaveBeenCalledWith({
      ticketId: 't1',
      message: '<p>Fixed</p>',
      ticketStatus: 3,
      discussionImage: null,
    });
    expect(shell.notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'Post added regarding this ticket Successfully',
    });
  });

  it("keeps the ticket's status for one who may not change it, and returns to My Tickets", async () => {
    const { user } = renderWithProviders(<ViewTicketPage variant="mine" />, {
      route: '/view-myticket?ticketId=t1',
      shell: { user: salesUser },
    });
    await typeRich('Reply', 'Any news?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(currentLocation()).toBe('/all-mytickets'));
    expect(mockedDesk.manageTicket).toHaveBeenCalledWith(expect.objectContaining({ ticketStatus: 1 }));
  });

  it('asks for a reply before sending', async () => {
    const { user } = renderWithProviders(<ViewTicketPage variant="all" />, {
      route: '/view-ticket?ticketId=t1',
      shell: { user: employee },
    });
    await screen.findByRole('textbox', { name: 'Reply' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter a reply')).toBeInTheDocument();
    expect(mockedDesk.manageTicket).not.toHaveBeenCalled();
  });

  it('toasts a failed reply and keeps it', async () => {
    mockedDesk.manageTicket.mockRejectedValue(new api.ApiError(413, 'Please upload file within 1 MB'));
    const { user, shell } = renderWithProviders(<ViewTicketPage variant="all" />, {
      route: '/view-ticket?ticketId=t1',
      shell: { user: employee },
    });
    await typeRich('Reply', 'See picture');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const toast = { type: 'error', title: 'Please upload file within 1 MB', description: REPLY_NOT_SENT };
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(toast));
    expect(currentLocation()).toBe('/view-ticket?ticketId=t1');
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveTextContent('See picture');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it("shows the ticket's History panel", async () => {
    renderWithProviders(<ViewTicketPage variant="all" />, {
      route: '/view-ticket?ticketId=t1',
      shell: { user: superAdmin },
    });
    expect(await screen.findByRole('region', { name: 'History' })).toHaveTextContent('ticket t1');
  });

  it('Cancel returns to the matching list', async () => {
    const { user } = renderWithProviders(<ViewTicketPage variant="mine" />, {
      route: '/view-myticket?ticketId=t1',
      shell: { user: salesUser },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(currentLocation()).toBe('/all-mytickets');
    expect(mockedDesk.manageTicket).not.toHaveBeenCalled();
  });

  it('says "Ticket not found" for an unknown ticket', async () => {
    mockedDesk.getTicketById.mockRejectedValue(new api.ApiError(404, 'Ticket not found'));
    renderWithProviders(<ViewTicketPage variant="all" />, {
      route: '/view-ticket?ticketId=nope',
      shell: { user: employee },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket not found' })).toBeInTheDocument();
    expect(screen.getByText('This ticket does not exist or is not yours to see.')).toBeInTheDocument();
    // The way back, not a Retry: in the header and under the text.
    const back = screen.getAllByRole('link', { name: 'Back to the list' });
    expect(back.length).toBeGreaterThan(0);
    for (const link of back) expect(link).toHaveAttribute('href', '/all-tickets');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says "Ticket not found" without asking when no ticketId is given', async () => {
    renderWithProviders(<ViewTicketPage variant="all" />, {
      route: '/view-ticket',
      shell: { user: employee },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/all-tickets');
    expect(mockedDesk.getTicketById).not.toHaveBeenCalled();
  });

  it('offers Retry when the ticket could not be loaded', async () => {
    mockedDesk.getTicketById.mockRejectedValueOnce(new api.ApiError(0, 'The server could not be reached.'));
    const { user } = renderWithProviders(<ViewTicketPage variant="all" />, {
      route: '/view-ticket?ticketId=t1',
      shell: { user: employee },
    });
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Printer jams' })).toBeInTheDocument();
  });

  it('leads back to the list it was opened from, with its filters and page', async () => {
    mocked.listTicket.mockResolvedValue({ ticket: [ticket], total: 21, page: 3, limit: 10 });
    mocked.listDepartments.mockResolvedValue([{ _id: 'd1', name: 'IT' }]);
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/all-tickets" element={<TicketListPage variant="all" />} />
        <Route path="/view-ticket" element={<ViewTicketPage variant="all" />} />
      </Routes>,
      { route: '/all-tickets?status=1&page=3', shell: { user: employee } },
    );
    const table = await screen.findByRole('table', { name: 'Tickets' });
    await user.click(within(table).getByRole('link', { name: 'View' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Printer jams' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to tickets' })).toHaveAttribute('href', '/all-tickets?status=1&page=3');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(currentLocation()).toBe('/all-tickets?status=1&page=3');
  });

  it('shows the discussion\'s own failure with Retry under the ticket', async () => {
    mockedDesk.listTicketDiscussion.mockRejectedValueOnce(new api.ApiError(500, 'Server down'));
    const { user } = renderWithProviders(<ViewTicketPage variant="all" />, {
      route: '/view-ticket?ticketId=t1',
      shell: { user: employee },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Printer jams' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The discussion could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Discussion' })).toBeInTheDocument();
  });

  it("writes a ticket's History in words: statuses, priorities and its department by name, no ids", () => {
    const created: AuditEvent = {
      _id: 'e1',
      at: '2026-01-02T20:00:00.000Z',
      actorId: 'u1',
      actorRole: 'Employee',
      actorName: 'Asha Rao',
      action: 'ticket.create',
      entityType: 'ticket',
      entityId: 't1',
      before: null,
      after: { title: 'Printer jams', status: 1, priorityLevels: 2, departmentId: 'd1', ticketImage: null },
      requestId: null,
      ip: null,
    };
    const reply: AuditEvent = {
      ...created,
      _id: 'e2',
      action: 'ticket.reply',
      before: { status: 1 },
      after: { replyId: '0b7c1f7e-5d1a-4c57-9a43-1d2c3b4a5f60', message: '<p>On it</p>', status: 3 },
    };
    const attached: AuditEvent = { ...created, _id: 'e3', action: 'ticket.about', before: { hotelId: null }, after: { hotelId: 'h1' } };
    renderWithProviders(
      <HistoryPanel
        events={[attached, reply, created]}
        fields={ticketHistoryFields({ ...ticket, about: { type: 'hotel', id: 'h1', name: 'Harbour View' } })}
        renderRecord={(ref, text) => <RecordLink record={ref}>{text}</RecordLink>}
      />,
      { shell: { user: superAdmin } },
    );
    const [about] = screen.getAllByRole('list', { name: 'Changed fields' });
    expect(about).toHaveTextContent('Hotel: (empty)');
    expect(within(about).getByRole('link', { name: 'Harbour View' })).toHaveAttribute('href', '/editHotel/h1');
    const changes = screen.getAllByRole('list', { name: 'Changed fields' }).slice(1).map((list) => list.textContent);
    expect(changes[0]).toContain('Status: Open');
    expect(changes[0]).toContain('Resolved');
    expect(changes[0]).toContain('Reply: (empty)');
    expect(changes[1]).toContain('Priority: (empty)');
    expect(changes[1]).toContain('Medium');
    expect(changes[1]).toContain('Department: (empty)');
    expect(changes[1]).toMatch(/Department: \(empty\).*IT/);
    expect(changes.join(' ')).not.toContain('d1');
    expect(changes.join(' ')).not.toContain('0b7c1f7e');
  });
});

describe('ViewTicketPage for agents: assignment, internal notes, waiting on the raiser, replies that arrived first', () => {
  const ana = { _id: 'a1', firstName: 'Ana', lastName: 'Silva' };
  const ravi = { _id: 'du', firstName: 'Ravi', lastName: 'Kumar' };
  const render = (user: ReturnType<typeof fakeUser>, variant: 'all' | 'mine' = 'all') =>
    renderWithProviders(<ViewTicketPage variant={variant} />, { route: `/view-${variant === 'all' ? 'ticket' : 'myticket'}?ticketId=t1`, shell: { user } });
  /** Opens the "Assign…" menu and picks `item` as a mouse does (hovered, pressed, released). */
  async function pick(user: ReturnType<typeof render>['user'], item: string) {
    await user.click(await screen.findByRole('button', { name: 'Assign…' }));
    const target = await within(await screen.findByRole('menu')).findByRole('menuitem', { name: item });
    await user.hover(target);
    await user.pointer({ keys: '[MouseLeft>]', target });
    // Released once the pressed item shows as highlighted: the menu reads the highlight from its last render, which a
    // busy machine may not have done before the click (the menu then closes without selecting anything).
    await waitFor(() => expect(target).toHaveAttribute('data-highlighted'));
    await user.pointer({ keys: '[/MouseLeft]', target });
  }

  beforeEach(() => {
    mockedDesk.listTicketAssignees.mockResolvedValue([ana, ravi]);
  });

  it("shows 'Assignee: Unassigned' and no assign control, note toggle or waiting checkbox to an Employee", async () => {
    render(employee);
    await screen.findByRole('heading', { level: 1, name: 'Printer jams' });
    expect(screen.getByText(/Assignee:/)).toHaveTextContent('Assignee: Unassigned');
    expect(screen.queryByRole('button', { name: 'Assign…' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take it' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Kind of post' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Wait for the raiser (pauses the SLA clock)' })).not.toBeInTheDocument();
    expect(mockedDesk.listTicketAssignees).not.toHaveBeenCalled();
  });

  it('names the assignee as text to an Employee and as a link to a SuperAdmin', async () => {
    mockedDesk.getTicketById.mockResolvedValue({ ...ticket, assignee: ana });
    const { unmount } = render(employee);
    expect(await screen.findByText(/Assignee:/)).toHaveTextContent('Assignee: Ana Silva');
    expect(screen.queryByRole('link', { name: 'Ana Silva' })).not.toBeInTheDocument();
    unmount();
    render(superAdmin);
    expect(await screen.findByRole('link', { name: 'Ana Silva' })).toHaveAttribute('href', '/users-all/a1');
  });

  it("gives a Department user of another department (the raiser) no assign control and no note toggle", async () => {
    render(salesUser, 'mine');
    await screen.findByRole('heading', { level: 1, name: 'Printer jams' });
    expect(screen.queryByRole('button', { name: 'Assign…' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take it' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Internal note' })).not.toBeInTheDocument();
  });

  it("lets a Department user of the ticket's department take it, and shows the new assignee without a reload", async () => {
    mockedDesk.assignTicket.mockResolvedValue({ message: 'Ticket assigned', data: { ...ticket, assignee: ravi } });
    const { user, shell } = render(itUser);
    await user.click(await screen.findByRole('button', { name: 'Take it' }));
    expect(mockedDesk.assignTicket).toHaveBeenCalledWith({ ticketId: 't1', assigneeId: 'du' });
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: 'Ticket assigned' }));
    expect(screen.getByText(/Assignee:/)).toHaveTextContent('Assignee: Ravi Kumar');
    // One's own ticket is not taken twice.
    expect(screen.queryByRole('button', { name: 'Take it' })).not.toBeInTheDocument();
    expect(mockedDesk.getTicketById).toHaveBeenCalledTimes(1);
  });

  it("lets a SuperAdmin assign from the ticket's people, and unassign", async () => {
    mockedDesk.assignTicket.mockResolvedValueOnce({ message: 'Ticket assigned', data: { ...ticket, assignee: ana } });
    mockedDesk.assignTicket.mockResolvedValueOnce({ message: 'Ticket unassigned', data: { ...ticket, assignee: null } });
    const { user } = render(superAdmin);
    await pick(user, 'Ana Silva');
    expect(mockedDesk.listTicketAssignees.mock.calls[0][0]).toBe('t1');
    expect(mockedDesk.assignTicket).toHaveBeenCalledWith({ ticketId: 't1', assigneeId: 'a1' });
    expect(await screen.findByRole('link', { name: 'Ana Silva' })).toBeInTheDocument();
    await pick(user, 'Unassign');
    expect(mockedDesk.assignTicket).toHaveBeenLastCalledWith({ ticketId: 't1', assigneeId: null });
    await waitFor(() => expect(screen.getByText(/Assignee:/)).toHaveTextContent('Assignee: Unassigned'));
  });

  it('toasts a refused assignment and keeps the assignee shown', async () => {
    mockedDesk.assignTicket.mockRejectedValue(new api.ApiError(400, "The assignee must be an active member of the ticket's department"));
    const { user, shell } = render(superAdmin);
    await pick(user, 'Ravi Kumar');
    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({
        type: 'error',
        title: "The assignee must be an active member of the ticket's department",
        description: 'The ticket could not be assigned.',
      }),
    );
    expect(screen.getByText(/Assignee:/)).toHaveTextContent('Assignee: Unassigned');
  });

  it("follows another agent's assignment when the live change invalidates the ticket queries", async () => {
    const { queryClient } = render(itUser);
    await screen.findByRole('heading', { level: 1, name: 'Printer jams' });
    mockedDesk.getTicketById.mockResolvedValue({ ...ticket, assignee: ana });
    // What the shell does with a live `ticket` change (docs/areas/platform.md, "Live changes").
    for (const root of changeQueryRoots('ticket')) await queryClient.invalidateQueries({ queryKey: [root] });
    await waitFor(() => expect(screen.getByText(/Assignee:/)).toHaveTextContent('Assignee: Ana Silva'));
  });

  it('sends an internal note with its flag, leaves the status alone and shows the note apart while it is written', async () => {
    mockedDesk.manageTicket.mockResolvedValue({ message: 'Internal note added' });
    const { user, shell } = render(itUser);
    await user.click(await screen.findByRole('button', { name: 'Internal note' }));
    expect(screen.getByRole('button', { name: 'Internal note' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Internal note — not visible to the raiser')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Wait for the raiser (pauses the SLA clock)' })).not.toBeInTheDocument();
    await typeRich('Reply', 'Raiser is a VIP');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(currentLocation()).toBe('/all-tickets'));
    expect(mockedDesk.manageTicket).toHaveBeenCalledWith({ ticketId: 't1', message: '<p>Raiser is a VIP</p>', ticketStatus: 1, discussionImage: null, internal: true });
    expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: 'Internal note added' });
  });

  it('shows an internal note in the discussion apart, with its badge', async () => {
    mockedDesk.listTicketDiscussion.mockResolvedValue([discussion[0], { ...discussion[1], _id: 'n1', internal: true, message: '<p>VIP</p>', department_info: { _id: 'd1', name: 'IT' }, user_info: { _id: 'du', firstName: 'Ravi' } }]);
    render(itUser);
    const items = within(await screen.findByRole('list', { name: 'Discussion' })).getAllByRole('listitem');
    expect(within(items[1]).getByText('Internal note')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('VIP');
    expect(within(items[0]).queryByText('Internal note')).not.toBeInTheDocument();
  });

  it("sends an agent's reply waiting on the raiser when the box is ticked", async () => {
    const { user } = render(itUser);
    await typeRich('Reply', 'Which printer?');
    await user.click(screen.getByRole('checkbox', { name: 'Wait for the raiser (pauses the SLA clock)' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(mockedDesk.manageTicket).toHaveBeenCalled());
    expect(mockedDesk.manageTicket).toHaveBeenCalledWith(expect.objectContaining({ message: '<p>Which printer?</p>', waitingOnRaiser: true }));
    expect(mockedDesk.manageTicket.mock.calls[0][0]).not.toHaveProperty('internal');
  });

  describe('a reply that arrived first', () => {
    const anaReply: TicketDiscussion = {
      _id: 'r3',
      message: '<p>Replaced the drum</p>',
      createdAt: '2026-01-03T06:00:00.000Z',
      department_info: { _id: 'd1', name: 'IT' },
      user_info: { _id: 'a1', firstName: 'Ana' },
      discussionImage: null,
    };
    const mine: TicketDiscussion = { ...anaReply, _id: 'r4', message: '<p>Mine from another tab</p>', user_info: { _id: 'du', firstName: 'Ravi' } };

    /** Types a reply, then lets Ana's reply (and one of this user's own) reach the server before Send. */
    async function typeWhileAnaReplies() {
      const rendered = render(itUser);
      await screen.findByRole('list', { name: 'Discussion' });
      await typeRich('Reply', 'Try a new drum');
      mockedDesk.listTicketDiscussion.mockResolvedValue([...discussion, anaReply, mine]);
      await rendered.user.click(screen.getByRole('button', { name: 'Send' }));
      return rendered;
    }

    it('is shown above the form instead of sending; a second Send sends', async () => {
      const { user } = await typeWhileAnaReplies();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Ana replied while you were typing');
      expect(alert).toHaveTextContent('Replaced the drum');
      expect(alert).not.toHaveTextContent('Mine from another tab');
      expect(mockedDesk.manageTicket).not.toHaveBeenCalled();
      expect(currentLocation()).toBe('/view-ticket?ticketId=t1');
      // The discussion shows it too.
      expect(within(screen.getByRole('list', { name: 'Discussion' })).getByText('Replaced the drum')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(currentLocation()).toBe('/all-tickets'));
      expect(mockedDesk.manageTicket).toHaveBeenCalledTimes(1);
    });

    it('sends with "Send anyway", and Cancel keeps the reply unsent', async () => {
      const { user } = await typeWhileAnaReplies();
      const alert = await screen.findByRole('alert');
      await user.click(within(alert).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(mockedDesk.manageTicket).not.toHaveBeenCalled();
      expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveTextContent('Try a new drum');
      mockedDesk.listTicketDiscussion.mockResolvedValue([...discussion, anaReply, mine, { ...anaReply, _id: 'r5', message: '<p>And the roller</p>' }]);
      await user.click(screen.getByRole('button', { name: 'Send' }));
      const again = await screen.findByRole('alert');
      expect(again).toHaveTextContent('And the roller');
      expect(again).not.toHaveTextContent('Replaced the drum');
      await user.click(within(again).getByRole('button', { name: 'Send anyway' }));
      await waitFor(() => expect(mockedDesk.manageTicket).toHaveBeenCalledWith(expect.objectContaining({ message: '<p>Try a new drum</p>' })));
    });

    it('does not stop a reply when nothing new arrived', async () => {
      const { user } = render(itUser);
      await screen.findByRole('list', { name: 'Discussion' });
      await typeRich('Reply', 'Done');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(mockedDesk.manageTicket).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it("shows the ticket's SLA clock among its facts, and none without an SLA", async () => {
    const sla = { firstReplyDueAt: '2026-01-03T00:00:00.000Z', firstRepliedAt: null, resolutionDueAt: '2026-01-09T00:00:00.000Z', resolvedAt: null, pausedAt: null };
    mockedDesk.getTicketById.mockResolvedValue({ ...ticket, sla });
    const { unmount } = render(itUser);
    expect(await screen.findByText(/^First reply overdue by /)).toBeInTheDocument();
    expect(screen.getByText('SLA:')).toBeInTheDocument();
    unmount();
    mockedDesk.getTicketById.mockResolvedValue({ ...ticket, sla: null });
    render(itUser);
    await screen.findByRole('heading', { level: 1, name: 'Printer jams' });
    expect(screen.queryByText('SLA:')).not.toBeInTheDocument();
  });

  it('words the assignee, a note and the SLA clock in the History', () => {
    const fields = ticketHistoryFields({ ...ticket, assignee: ana });
    expect(fields.assigneeId).toMatchObject({ label: 'Assignee', kind: 'person', recordType: 'user' });
    expect(fields.assigneeId.nameOf?.('a1')).toBe('Ana Silva');
    expect(fields.internal).toMatchObject({ label: 'Internal note', kind: 'boolean' });
    for (const key of ['firstReplyDueAt', 'resolutionDueAt', 'slaPausedAt']) expect(fields[key].kind).toBe('dateTime');
  });
});
