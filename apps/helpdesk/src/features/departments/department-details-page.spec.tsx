import * as api from '@backoffice/api-client';
import type { ListTicketResponse, Ticket } from '@backoffice/contracts';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeTicket, firstPageQuery, ticketPage } from '../tickets/test-fixtures';
import { DepartmentDetailsPage } from './department-details-page';

jest.mock('@backoffice/api-client', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client', [
    'listTicket', 'listDepartments',
  ]),
);

const mocked = jest.mocked(api);

const ticket = (overrides: Partial<Ticket> = {}): Ticket =>
  fakeTicket({
    title: 'Payout delayed',
    message: '<p>The payout did not arrive.</p>',
    department: { _id: 'd2', name: 'Finance' },
    userId: { _id: 'du', firstName: 'Meera', lastName: 'Iyer' },
    ...overrides,
  });

const desk = fakeUser({
  id: 'du',
  role: 'Department',
  firstName: 'Meera',
  displayName: 'Customer Support',
  departmentId: 'd1',
});

function renderDetails(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/department-details/:departmentId" element={<DepartmentDetailsPage />} />
    </Routes>,
    { route, shell: { user: desk } },
  );
}

const table = () => screen.getByRole('table', { name: 'Department tickets' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

beforeEach(() => {
  jest.resetAllMocks();
  mocked.listDepartments.mockResolvedValue([
    { _id: 'd1', name: 'Customer Support' },
    { _id: 'd2', name: 'Finance' },
  ]);
});

describe('DepartmentDetailsPage', () => {
  it("lists the department's tickets the API shows the user, read-only, with View to the right view page", async () => {
    mocked.listTicket.mockResolvedValue(ticketPage([ticket(), ticket({ _id: 't2', title: 'Second', status: 4 })]));
    renderDetails('/department-details/d2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Department Details / Finance' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(mocked.listTicket).toHaveBeenCalledWith({ page: 1, limit: 10, departmentId: 'd2' });
    // Another department's ticket is one the user raised: it opens as "My Ticket".
    expect(within(bodyRows()[0]).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/view-myticket?ticketId=t1',
    );
    // Read-only: a badge, no status select.
    expect(within(bodyRows()[1]).getByText('Closed')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Status of/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to departments' })).toHaveAttribute(
      'href',
      '/all-departments',
    );
  });

  it('opens a ticket of its own department on /view-ticket', async () => {
    mocked.listTicket.mockResolvedValue(
      ticketPage([ticket({ department: { _id: 'd1', name: 'Customer Support' } })]),
    );
    renderDetails('/department-details/d1');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(bodyRows()[0]).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/view-ticket?ticketId=t1',
    );
  });

  it('filters by status through the URL', async () => {
    mocked.listTicket.mockResolvedValue(ticketPage([ticket()]));
    const { user } = renderDetails('/department-details/d2');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '1');
    await waitFor(() =>
      expect(mocked.listTicket).toHaveBeenLastCalledWith(firstPageQuery({ status: 1, departmentId: 'd2' })),
    );
    expect(currentLocation()).toBe('/department-details/d2?status=1');
  });

  it('shows the loading, empty and error states (with Retry)', async () => {
    let answer: (value: ListTicketResponse) => void = () => undefined;
    mocked.listTicket.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderDetails('/department-details/d2');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading tickets…');
    answer(ticketPage([]));
    expect(await screen.findByText('Sorry, no records found.')).toBeInTheDocument();
  });

  it('shows the error with Retry', async () => {
    mocked.listTicket
      .mockRejectedValueOnce(new api.ApiError(500, 'Server down'))
      .mockResolvedValueOnce(ticketPage([ticket()]));
    const { user } = renderDetails('/department-details/d2');
    expect(await screen.findByText('The tickets could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
  });

  it("says 'Department not found' for a department the list does not have", async () => {
    mocked.listTicket.mockResolvedValue(ticketPage([]));
    renderDetails('/department-details/zz');
    expect(await screen.findByText('Department not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to departments' })).toHaveAttribute('href', '/all-departments');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
