import { addDepartment, ApiError, getDepartmentById, updateDepartment } from '@backoffice/api-client';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import { RecordLink } from '@backoffice/remote-kit';
import { Route, Routes } from 'react-router-dom';
import { DepartmentFormPage } from './department-form-page';

jest.mock('@backoffice/api-client', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client', [
    'addDepartment', 'updateDepartment', 'getDepartmentById',
  ]),
);
// The History panel fetches with TanStack Query (its own spec covers it); here only where it shows matters.
jest.mock('../history', () => ({
  RecordHistory: ({ entityType, entityId }: { entityType: string; entityId: string }) => (
    <section aria-label="History">{`${entityType} ${entityId}`}</section>
  ),
}));

const addMock = jest.mocked(addDepartment);
const updateMock = jest.mocked(updateDepartment);
const getMock = jest.mocked(getDepartmentById);
const admin = fakeUser({ role: 'SuperAdmin', firstName: 'Admin', displayName: 'Admin' });

function renderPage(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/add-department" element={<DepartmentFormPage mode="add" />} />
      <Route path="/edit-department/:departmentId" element={<DepartmentFormPage mode="edit" />} />
      <Route path="/all-departments" element={<p>The list</p>} />
    </Routes>,
    { route, shell: { user: admin } },
  );
}

const nameInput = () => screen.getByRole('textbox', { name: 'Name' });

beforeEach(() => jest.resetAllMocks());

describe('DepartmentFormPage (add)', () => {
  it('has one Name field with Submit and Cancel', () => {
    renderPage('/add-department');
    expect(screen.getByRole('heading', { level: 1, name: 'Add Department' })).toBeInTheDocument();
    expect(nameInput()).toHaveValue('');
    expect(screen.getByLabelText('Name')).toBe(nameInput());
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/all-departments');
  });

  it("refuses a blank name with 'Department name is required' beside the field, focused, and no toast", async () => {
    const { user, shell } = renderPage('/add-department');
    await user.type(nameInput(), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Department name is required')).toBeInTheDocument();
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(nameInput()).toHaveFocus();
    // Shown once, beside its field (shared DECISIONS "Validation messages").
    expect(shell.notify).not.toHaveBeenCalled();
    expect(addMock).not.toHaveBeenCalled();
    expect(currentLocation()).toBe('/add-department');
  });

  it('adds the trimmed name, toasts success and goes back to the list', async () => {
    addMock.mockResolvedValue({ message: 'Department Added Successfully', data: { _id: 'd9', name: 'Finance' } });
    const { user, shell } = renderPage('/add-department');
    await user.type(nameInput(), '  Finance ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentLocation()).toBe('/all-departments'));
    expect(addMock).toHaveBeenCalledWith({ name: 'Finance' });
    expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: 'Department Added Successfully' });
  });

  it('shows a taken name (409) under the field only, and stays', async () => {
    addMock.mockRejectedValue(new ApiError(409, 'A department with this name already exists'));
    const { user, shell } = renderPage('/add-department');
    await user.type(nameInput(), 'IT');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('A department with this name already exists')).toBeInTheDocument();
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(shell.notify).not.toHaveBeenCalled();
    expect(currentLocation()).toBe('/add-department');
    expect(nameInput()).toHaveValue('IT');
  });

  it('goes back to the list on Cancel without saving', async () => {
    const { user } = renderPage('/add-department');
    // Leaving with a typed name asks first (the kit's unsaved-changes warning): the user agrees.
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    await user.type(nameInput(), 'Unsaved');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave this page and lose them?');
    confirm.mockRestore();
    expect(currentLocation()).toBe('/all-departments');
    expect(addMock).not.toHaveBeenCalled();
  });
});

describe('DepartmentFormPage (edit)', () => {
  it('loads the name, saves the change with the id and goes back', async () => {
    getMock.mockResolvedValue({ _id: 'd1', name: 'IT' });
    updateMock.mockResolvedValue({ message: 'Department Updated Successfully' });
    const { user, shell } = renderPage('/edit-department/d1');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Department' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the department…');
    await waitFor(() => expect(nameInput()).toHaveValue('IT'));
    expect(getMock).toHaveBeenCalledWith('d1');
    await user.clear(nameInput());
    await user.type(nameInput(), 'IT Support');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentLocation()).toBe('/all-departments'));
    expect(updateMock).toHaveBeenCalledWith({ name: 'IT Support', departmentId: 'd1' });
    expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: 'Department Updated Successfully' });
  });

  it("shows the department's history under the form", async () => {
    getMock.mockResolvedValue({ _id: 'd1', name: 'IT' });
    renderPage('/edit-department/d1');
    expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'History' })).toHaveTextContent('department d1');
  });

  it("links the department's SLA & business hours page", async () => {
    getMock.mockResolvedValue({ _id: 'd1', name: 'IT' });
    renderPage('/edit-department/d1');
    expect(await screen.findByRole('link', { name: 'SLA & business hours' })).toHaveAttribute('href', '/department-sla/d1');
  });

  it('refuses an emptied name', async () => {
    getMock.mockResolvedValue({ _id: 'd1', name: 'IT' });
    const { user, shell } = renderPage('/edit-department/d1');
    await waitFor(() => expect(nameInput()).toHaveValue('IT'));
    await user.clear(nameInput());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Department name is required')).toBeInTheDocument();
    expect(shell.notify).not.toHaveBeenCalled();
    expect(updateMock).not.toHaveBeenCalled();
  });

  it('says a removed department is not found, with the way back and no Retry', async () => {
    getMock.mockRejectedValue(new ApiError(404, 'Department not found'));
    renderPage('/edit-department/d1');
    expect(await screen.findByText('Department not found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Department' })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Back to departments' })) {
      expect(link).toHaveAttribute('href', '/all-departments');
    }
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  });

  it('shows another load failure with Retry', async () => {
    let fail: (e: Error) => void = () => undefined;
    getMock.mockReturnValueOnce(new Promise((_, reject) => (fail = reject))).mockResolvedValue({ _id: 'd1', name: 'IT' });
    const { user } = renderPage('/edit-department/d1');
    await act(async () => fail(new ApiError(500, 'Server down')));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The department could not be loaded.');
    expect(alert).toHaveTextContent('Server down');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(nameInput()).toHaveValue('IT'));
  });

  it('goes back to the list it came from, filters and page kept, after a save', async () => {
    getMock.mockResolvedValue({ _id: 'd1', name: 'IT' });
    updateMock.mockResolvedValue({ message: 'Department Updated Successfully' });
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/all-departments" element={<RecordLink to="/edit-department/d1">Details</RecordLink>} />
        <Route path="/edit-department/:departmentId" element={<DepartmentFormPage mode="edit" />} />
      </Routes>,
      { route: '/all-departments?name=I&page=2', shell: { user: admin } },
    );
    await user.click(screen.getByRole('link', { name: 'Details' }));
    await waitFor(() => expect(nameInput()).toHaveValue('IT'));
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/all-departments?name=I&page=2');
    await user.type(nameInput(), ' Support');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentLocation()).toBe('/all-departments?name=I&page=2'));
  });
});
