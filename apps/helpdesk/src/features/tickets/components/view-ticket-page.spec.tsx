import * as api from '@backoffice/api-client';
import type { Ticket, TicketDiscussion } from '@backoffice/contracts';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ViewTicketPage } from './view-ticket-page';

jest.mock('@backoffice/api-client', () => ({
  ...jest.requireActual('@backoffice/api-client'),
  getTicketById: jest.fn(),
  listTicketDiscussion: jest.fn(),
  manageTicket: jest.fn(),
  loadUploadedImage: jest.fn(),
}));

const mocked = jest.mocked(api);

const ticket: Ticket = {
  _id: 't1',
  title: 'Printer jams',
  message: '<p>Every <em>second</em> page</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
  status: 1,
  priorityLevels: 2,
  createdAt: '2026-01-02T20:00:00.000Z',
  department: { _id: 'd1', name: 'IT' },
  userId: { _id: 'u1', firstName: 'Asha', lastName: 'Rao' },
  ticketImage: '/api/uploads/ticket.png',
};

const discussion: TicketDiscussion[] = [
  {
    _id: 'r1',
    message: '<p>Looking into it</p>',
    createdAt: '2026-01-03T04:30:00.000Z',
    department_info: { name: 'IT' },
    user_info: { firstName: 'Ravi' },
    discussionImage: '/api/uploads/reply.jpg',
  },
  {
    _id: 'r2',
    message: '<p>Thanks</p>',
    createdAt: '2026-01-03T05:00:00.000Z',
    department_info: null,
    user_info: { firstName: 'Asha' },
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
  mocked.getTicketById.mockResolvedValue(ticket);
  mocked.listTicketDiscussion.mockResolvedValue(discussion);
  mocked.loadUploadedImage.mockImplementation(async (address) => new Blob([address], { type: 'image/png' }));
  mocked.manageTicket.mockResolvedValue({ message: 'Post added regarding this ticket Successfully' });
  let n = 0;
  URL.createObjectURL = jest.fn(() => `blob:image-${++n}`);
  URL.revokeObjectURL = jest.fn();
});

describe('ViewTicketPage', () => {
  it('shows the ticket, its sanitised message, its image and the discussion', async () => {
    const { unmount } = renderWithProviders(<ViewTicketPage variant="all" />, {
      route: '/view-ticket?ticketId=t1',
      shell: { user: employee },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Printer jams' })).toBeInTheDocument();
    expect(mocked.getTicketById).toHaveBeenCalledWith('t1');
    expect(screen.getByText('Jan 3, 2026 1:30 AM')).toBeInTheDocument();
    expect(screen.getByText('second').tagName).toBe('EM');
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();

    const image = await screen.findByRole('img', { name: 'Ticket image' });
    expect(image).toHaveAttribute('src', expect.stringMatching(/^blob:image-/));
    expect(mocked.loadUploadedImage).toHaveBeenCalledWith('/api/uploads/ticket.png', expect.any(AbortSignal));

    const thread = screen.getByRole('list', { name: 'Discussion' });
    const items = within(thread).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('IT - Ravi');
    expect(items[0]).toHaveTextContent('Jan 3, 2026 10:00 AM');
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
    expect(mocked.manageTicket).toHaveBeenCalledWith({
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
    expect(mocked.manageTicket).toHaveBeenCalledWith(expect.objectContaining({ ticketStatus: 1 }));
  });

  it('asks for a reply before sending', async () => {
    const { user } = renderWithProviders(<ViewTicketPage variant="all" />, {
      route: '/view-ticket?ticketId=t1',
      shell: { user: employee },
    });
    await screen.findByRole('textbox', { name: 'Reply' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter a reply')).toBeInTheDocument();
    expect(mocked.manageTicket).not.toHaveBeenCalled();
  });

  it('toasts a failed reply and keeps it', async () => {
    mocked.manageTicket.mockRejectedValue(new api.ApiError(413, 'Please upload file within 1 MB'));
    const { user, shell } = renderWithProviders(<ViewTicketPage variant="all" />, {
      route: '/view-ticket?ticketId=t1',
      shell: { user: employee },
    });
    await typeRich('Reply', 'See picture');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({ type: 'error', title: 'Please upload file within 1 MB' }),
    );
    expect(currentLocation()).toBe('/view-ticket?ticketId=t1');
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveTextContent('See picture');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('Cancel returns to the matching list', async () => {
    const { user } = renderWithProviders(<ViewTicketPage variant="mine" />, {
      route: '/view-myticket?ticketId=t1',
      shell: { user: salesUser },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(currentLocation()).toBe('/all-mytickets');
    expect(mocked.manageTicket).not.toHaveBeenCalled();
  });

  it('says "Ticket not found" for an unknown ticket', async () => {
    mocked.getTicketById.mockRejectedValue(new api.ApiError(404, 'Ticket not found'));
    renderWithProviders(<ViewTicketPage variant="all" />, {
      route: '/view-ticket?ticketId=nope',
      shell: { user: employee },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/all-tickets');
  });

  it('says "Ticket not found" without asking when no ticketId is given', async () => {
    renderWithProviders(<ViewTicketPage variant="all" />, {
      route: '/view-ticket',
      shell: { user: employee },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket not found' })).toBeInTheDocument();
    expect(mocked.getTicketById).not.toHaveBeenCalled();
  });

  it('offers Retry when the ticket could not be loaded', async () => {
    mocked.getTicketById.mockRejectedValueOnce(new api.ApiError(0, 'The server could not be reached.'));
    const { user } = renderWithProviders(<ViewTicketPage variant="all" />, {
      route: '/view-ticket?ticketId=t1',
      shell: { user: employee },
    });
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Printer jams' })).toBeInTheDocument();
  });
});
