import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, listTicket } from '@backoffice/api-client';
import { formatDate, type Role, type Ticket } from '@backoffice/contracts';
import { ShellProvider, type ShellContextValue } from '@backoffice/shell-sdk';
import { UiProvider } from '@backoffice/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { RecordTickets } from './record-tickets';

jest.mock('@backoffice/api-client', () => ({ ...jest.requireActual('@backoffice/api-client'), listTicket: jest.fn() }));
const listMock = listTicket as jest.MockedFunction<typeof listTicket>;

const ticket = (n: number, title: string): Ticket => ({
  _id: `t${n}`,
  number: n,
  title,
  message: '<p>m</p>',
  status: 2,
  priorityLevels: 1,
  createdAt: '2026-03-01T04:00:00.000Z',
  department: { _id: 'd1', name: 'Customer Support' },
  userId: { _id: 'u1', firstName: 'Ravi', lastName: 'Kumar' },
  ticketImage: null,
  about: { type: 'hotel', id: 'h1', name: 'Harbour View' },
});

function renderPanel(role: Role, about: Parameters<typeof RecordTickets>[0]['about'] = { type: 'hotel', id: 'h1' }) {
  const shell = {
    user: { id: 'u1', role, firstName: 'A', displayName: 'A' },
    token: 't',
    logout: jest.fn(),
    notify: jest.fn(),
  } as unknown as ShellContextValue;
  render(
    <UiProvider withToaster={false}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ShellProvider value={shell}>
          <MemoryRouter initialEntries={['/editHotel/h1']}>
            <RecordTickets about={about} />
          </MemoryRouter>
        </ShellProvider>
      </QueryClientProvider>
    </UiProvider>,
  );
}

beforeEach(() => listMock.mockReset());

describe('RecordTickets', () => {
  it("lists the record's tickets as links to them, with status and day, and links all of them to the filtered list", async () => {
    listMock.mockResolvedValue({ ticket: [ticket(123, 'Broken lift'), ticket(7, 'Late check-in')], total: 12, page: 1, limit: 5 });
    renderPanel('SuperAdmin');
    const panel = await screen.findByRole('region', { name: 'Tickets about this hotel' });
    expect(listMock).toHaveBeenCalledWith({ about: 'hotel:h1', limit: 5 });
    expect(await within(panel).findByRole('link', { name: 'TK-000123 Broken lift' })).toHaveAttribute('href', '/view-ticket?ticketId=t123');
    expect(within(panel).getByRole('link', { name: 'TK-000007 Late check-in' })).toHaveAttribute('href', '/view-ticket?ticketId=t7');
    expect(within(panel).getAllByText('In Progress')).toHaveLength(2);
    expect(within(panel).getAllByText(formatDate('2026-03-01T04:00:00.000Z'))).toHaveLength(2);
    expect(within(panel).getByRole('link', { name: 'All 12 tickets' })).toHaveAttribute('href', '/all-tickets?about=hotel%3Ah1');
    // A SuperAdmin raises no tickets: no "New ticket" link.
    expect(within(panel).queryByRole('link', { name: /New ticket/ })).not.toBeInTheDocument();
  });

  it('offers a new ticket about the record to a role that may raise one, at its own Add Ticket page', async () => {
    listMock.mockResolvedValue({ ticket: [], total: 0, page: 1, limit: 5 });
    renderPanel('Employee', { type: 'invoice', id: 'i1', parentId: 'h1', name: 'INV-000012' });
    expect(await screen.findByText('No tickets about this invoice.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New ticket about this invoice' })).toHaveAttribute(
      'href',
      '/add-ticket?aboutType=invoice&aboutId=i1&aboutName=INV-000012',
    );
    expect(screen.queryByRole('link', { name: /^All / })).not.toBeInTheDocument();
  });

  it('says when the tickets could not be loaded, and Retry asks again', async () => {
    listMock.mockRejectedValueOnce(new ApiError(500, 'Server down'));
    renderPanel('Department', { type: 'customer', id: 'c1' });
    expect(await screen.findByText('The tickets could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New ticket about this customer' })).toHaveAttribute(
      'href',
      '/add-myticket?aboutType=customer&aboutId=c1',
    );
    listMock.mockResolvedValue({ ticket: [ticket(1, 'Refund')], total: 1, page: 1, limit: 5 });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'TK-000001 Refund' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All 1 ticket' })).toHaveAttribute('href', '/all-tickets?about=customer%3Ac1');
  });
});
