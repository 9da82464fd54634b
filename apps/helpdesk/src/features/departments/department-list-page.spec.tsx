import { ApiError, listDepartments, removeDepartment, type DepartmentListItem } from '@backoffice/api-client';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import { DEPARTMENT_NOT_DELETED, DepartmentListPage, NAME_FILTER_DEBOUNCE_MS } from './department-list-page';

jest.mock('@backoffice/api-client', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client', [
    'listDepartments', 'removeDepartment',
  ]),
);

const listMock = jest.mocked(listDepartments);
const removeMock = jest.mocked(removeDepartment);
const admin = fakeUser({ role: 'SuperAdmin', firstName: 'Admin', displayName: 'Admin' });

const departments = (n: number): DepartmentListItem[] =>
  Array.from({ length: n }, (_, i) => ({ _id: `d${i + 1}`, name: `Dept ${String(i + 1).padStart(2, '0')}` }));

function renderList(route = '/all-departments') {
  return renderWithProviders(<DepartmentListPage />, { route, shell: { user: admin } });
}

const table = () => screen.getByRole('table', { name: 'Departments' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

beforeEach(() => {
  jest.resetAllMocks();
  listMock.mockResolvedValue(departments(3));
});

describe('DepartmentListPage', () => {
  it('lists the departments with a sequence number, Details and Delete', async () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Department Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Department' })).toHaveAttribute('href', '/add-department');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(within(table()).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['#', 'Name', 'Action']);
    expect(cellsOf(bodyRows()[0]).slice(0, 2)).toEqual(['1', 'Dept 01']);
    expect(within(bodyRows()[1]).getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/edit-department/d2');
    expect(within(bodyRows()[1]).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(listMock).toHaveBeenCalledWith({ name: '', status: undefined });
    expect(screen.getByText('Showing 1 to 3 of 3 entries')).toBeInTheDocument();
  });

  it('shows 10 per page and continues the sequence number on page 2', async () => {
    listMock.mockResolvedValue(departments(23));
    const { user } = renderList();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getByText('Showing 1 to 10 of 23 entries')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(cellsOf(bodyRows()[0]).slice(0, 2)).toEqual(['11', 'Dept 11']);
    expect(screen.getByText('Showing 11 to 20 of 23 entries')).toBeInTheDocument();
    expect(currentLocation()).toBe('/all-departments?page=2');
    // Paging is done here: no second call.
    expect(listMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the page of the URL on a reload', async () => {
    listMock.mockResolvedValue(departments(23));
    renderList('/all-departments?page=3');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(cellsOf(bodyRows()[0])[0]).toBe('21');
  });

  it('filters by name once typing pauses', async () => {
    const { user } = renderList();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    listMock.mockResolvedValue([{ _id: 'd9', name: 'Sales' }]);
    await user.type(screen.getByRole('searchbox', { name: 'Department name' }), 'sal');
    // Not on every keystroke: one call after the pause.
    await waitFor(() => expect(listMock).toHaveBeenLastCalledWith({ name: 'sal', status: undefined }), {
      timeout: NAME_FILTER_DEBOUNCE_MS + 2000,
    });
    expect(listMock).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(cellsOf(bodyRows()[0])[1]).toBe('Sales');
    expect(currentLocation()).toBe('/all-departments?name=sal');
  });

  it('takes the name filter from the URL on a reload', async () => {
    renderList('/all-departments?name=Sales&status=Open');
    expect(screen.getByRole('searchbox', { name: 'Department name' })).toHaveValue('Sales');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Open');
    await waitFor(() => expect(listMock).toHaveBeenCalledWith({ name: 'Sales', status: 'Open' }));
    expect(listMock).toHaveBeenCalledTimes(1);
  });

  it('filters by ticket status and shows the ticket count', async () => {
    const { user } = renderList();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['View All', 'Open', 'Pending', 'Close']);
    listMock.mockResolvedValue([{ _id: 'd2', name: 'Dept 02', ticketCount: 4 }]);
    await user.selectOptions(select, 'Pending');
    await waitFor(() => expect(listMock).toHaveBeenLastCalledWith({ name: '', status: 'Pending' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(table()).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['#', 'Name', 'Tickets', 'Action']);
    expect(cellsOf(bodyRows()[0]).slice(0, 3)).toEqual(['1', 'Dept 02', '4']);
    // The name opens the department, the count its tickets (Pending is two statuses: all of them).
    expect(within(bodyRows()[0]).getByRole('link', { name: 'Dept 02' })).toHaveAttribute('href', '/edit-department/d2');
    expect(within(bodyRows()[0]).getByRole('link', { name: '4 tickets of Dept 02' })).toHaveAttribute('href', '/all-tickets?departmentId=d2');
    expect(currentLocation()).toBe('/all-departments?status=Pending');
  });

  it('says Sorry, no records found. when the list is empty', async () => {
    listMock.mockResolvedValue([]);
    renderList();
    expect(await screen.findByText('Sorry, no records found.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();
  });

  it('shows a spinner while loading, then an error with Retry that loads again', async () => {
    let fail: (e: Error) => void = () => undefined;
    listMock.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    const { user } = renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading departments');
    await act(async () => fail(new ApiError(0, 'Network Error')));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The departments could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(listMock).toHaveBeenCalledTimes(2);
  });

  it('deletes after the confirmation and takes the row out in place', async () => {
    removeMock.mockResolvedValue({ data: 'OK', message: 'Department Deleted Successfully' });
    const { user, shell } = renderList();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    await user.click(within(bodyRows()[1]).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Please confirm you wish to delete this department ?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(removeMock).toHaveBeenCalledWith('d2'));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(bodyRows().map((r) => cellsOf(r)[1])).toEqual(['Dept 01', 'Dept 03']);
    expect(cellsOf(bodyRows()[1])[0]).toBe('2');
    expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: 'Department Deleted Successfully' });
    expect(listMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the row when the delete is cancelled or fails', async () => {
    removeMock.mockRejectedValue(new ApiError(403, 'Forbidden'));
    const { user, shell } = renderList();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));

    await user.click(within(bodyRows()[0]).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(removeMock).not.toHaveBeenCalled();

    await user.click(within(bodyRows()[0]).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const toast = { type: 'error', title: 'Forbidden', description: DEPARTMENT_NOT_DELETED };
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(toast));
    expect(bodyRows()).toHaveLength(3);
  });

  it('moves back a page when a delete empties the last one', async () => {
    listMock.mockResolvedValue(departments(11));
    removeMock.mockResolvedValue({ data: 'OK', message: 'Department Deleted Successfully' });
    const { user } = renderList('/all-departments?page=2');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.click(within(bodyRows()[0]).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentLocation()).toBe('/all-departments'));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
  });
});

describe('DepartmentListPage for a Department user (read-only variant)', () => {
  const desk = fakeUser({ role: 'Department', firstName: 'Meera', displayName: 'Customer Support', departmentId: 'd1' });
  const renderReadOnly = (route = '/all-departments') =>
    renderWithProviders(<DepartmentListPage />, { route, shell: { user: desk } });
  const counted: DepartmentListItem[] = [
    { _id: 'd1', name: 'Customer Support', ticketCount: 5 },
    { _id: 'd2', name: 'Finance', ticketCount: 4 },
    { _id: 'd3', name: 'Operations', ticketCount: 0 },
  ];

  it("lists every department with the count it may see and 'Department Details'; no Add, Details or Delete", async () => {
    listMock.mockResolvedValue(counted);
    renderReadOnly();
    expect(screen.getByRole('heading', { level: 1, name: 'Departments' })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    // View All asks for every department with its count.
    expect(listMock).toHaveBeenCalledWith({ name: '', status: 'All' });
    expect(within(table()).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['#', 'Name', 'Tickets', 'Action']);
    expect(cellsOf(bodyRows()[1]).slice(0, 3)).toEqual(['2', 'Finance', '4']);
    expect(cellsOf(bodyRows()[2]).slice(0, 3)).toEqual(['3', 'Operations', '0']);
    expect(within(bodyRows()[1]).getByRole('link', { name: 'Department Details' })).toHaveAttribute(
      'href',
      '/department-details/d2',
    );
    expect(screen.queryByRole('link', { name: 'Add Department' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('narrows to the departments with visible tickets in the chosen state (Open)', async () => {
    listMock.mockResolvedValue(counted);
    const { user } = renderReadOnly();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    listMock.mockResolvedValue([{ _id: 'd2', name: 'Finance', ticketCount: 1 }]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Open');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(listMock).toHaveBeenLastCalledWith({ name: '', status: 'Open' });
    expect(cellsOf(bodyRows()[0]).slice(0, 3)).toEqual(['1', 'Finance', '1']);
    expect(within(bodyRows()[0]).getByRole('link', { name: '1 ticket of Finance' })).toHaveAttribute(
      'href',
      '/all-tickets?departmentId=d2&status=1',
    );
    expect(within(bodyRows()[0]).getByRole('link', { name: 'Finance' })).toHaveAttribute('href', '/department-details/d2');
    expect(currentLocation()).toBe('/all-departments?status=Open');
  });

  it('shows the error with Retry and the empty state', async () => {
    listMock.mockRejectedValueOnce(new ApiError(500, 'Server down')).mockResolvedValueOnce([]);
    const { user } = renderReadOnly();
    expect(await screen.findByText('The departments could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sorry, no records found.')).toBeInTheDocument();
  });
});
