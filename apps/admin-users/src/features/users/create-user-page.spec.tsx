import * as api from '@backoffice/api-client/admin';
import { ApiError } from '@backoffice/api-client';
import { UsersMessages } from '@backoffice/contracts/constants';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { CreateUserPage } from './create-user-page';

jest.mock('@backoffice/api-client/admin', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/admin', [
    'createUser', 'listDepartmentOptions',
  ]),
);

const mocked = jest.mocked(api);
const m = UsersMessages.create;

const render = () =>
  renderWithProviders(
    <Routes>
      <Route path="/users/create" element={<CreateUserPage />} />
      <Route path="/users-all" element={<p>Users Management list</p>} />
    </Routes>,
    { route: '/users/create', shell: { user: fakeUser({ role: 'SuperAdmin' }) } },
  );

type User = ReturnType<typeof render>['user'];

async function fill(user: User, { password = 'secret1', confirm }: { password?: string; confirm?: string } = {}) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'new.user@staff.example.com');
  await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Nia');
  await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Long');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm ?? password);
}

/** True when the texts appear down the page in this order. */
function inDocumentOrder(texts: string[]) {
  const nodes = texts.map((t) => screen.getByText(t));
  return nodes.every((n, i) => i === 0 || Boolean(nodes[i - 1].compareDocumentPosition(n) & Node.DOCUMENT_POSITION_FOLLOWING));
}

beforeEach(() => {
  jest.resetAllMocks();
  mocked.listDepartmentOptions.mockResolvedValue([
    { _id: 'd1', name: 'Sales' },
    { _id: 'd2', name: 'Support' },
  ]);
  mocked.createUser.mockResolvedValue({ message: m.success, _id: 'n1' });
});

describe('CreateUserPage (/users/create)', () => {
  it('shows the messages in red under their fields, in the spec order, and sends nothing', async () => {
    const { user } = render();
    expect(screen.getByRole('heading', { name: 'Create User' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Role' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText(m.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(UsersMessages.edit.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(UsersMessages.edit.lastNameRequired)).toBeInTheDocument();
    // Both passwords empty: they match, so the length message is the one shown.
    expect(inDocumentOrder([m.emailRequired, m.roleRequired, m.passwordInvalid])).toBe(true);
    expect(screen.queryByText(m.passwordsMismatch)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.type(screen.getByLabelText('Confirm Password'), '124');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText(m.emailInvalid)).toBeInTheDocument();
    // The passwords differ: the earlier check of the spec speaks, the length waits.
    expect(inDocumentOrder([m.emailInvalid, m.roleRequired, m.passwordsMismatch])).toBe(true);
    expect(screen.queryByText(m.passwordInvalid)).not.toBeInTheDocument();

    // Once they agree, the length rule speaks.
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), '123');
    expect(await screen.findByText(m.passwordInvalid)).toBeInTheDocument();
    expect(screen.queryByText(m.passwordsMismatch)).not.toBeInTheDocument();
    expect(mocked.createUser).not.toHaveBeenCalled();
  });

  it('creates an Employee: the body without a department, the toast, then Users Management (opened bare)', async () => {
    const { user, shell } = render();
    await fill(user);
    await user.click(screen.getByRole('radio', { name: 'Employee user' }));
    expect(screen.queryByRole('combobox', { name: 'Department' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(currentLocation()).toBe('/users-all'));
    expect(mocked.createUser).toHaveBeenCalledWith({
      email: 'new.user@staff.example.com',
      password: 'secret1',
      firstName: 'Nia',
      lastName: 'Long',
      role: 'Employee',
    });
    expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'User created Successfully' }));
    expect(mocked.listDepartmentOptions).not.toHaveBeenCalled();
  });

  it('asks a Department user for its department and sends it as userType', async () => {
    const { user } = render();
    await fill(user);
    await user.click(screen.getByRole('radio', { name: 'Department user' }));
    const select = await screen.findByRole('combobox', { name: 'Department' });
    expect(screen.getByRole('option', { name: 'Support' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText(m.departmentRequired)).toBeInTheDocument();
    expect(mocked.createUser).not.toHaveBeenCalled();

    await user.selectOptions(select, 'd2');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(mocked.createUser).toHaveBeenCalled());
    expect(mocked.createUser.mock.calls[0][0]).toEqual(expect.objectContaining({ role: 'Department', userType: 'd2' }));
    await waitFor(() => expect(currentLocation()).toBe('/users-all'));
  });

  it('offers Retry when the departments cannot be loaded', async () => {
    mocked.listDepartmentOptions.mockReset().mockRejectedValueOnce(new ApiError(0, 'offline')).mockResolvedValue([{ _id: 'd1', name: 'Sales' }]);
    const { user } = render();
    await user.click(screen.getByRole('radio', { name: 'Department user' }));
    expect(await screen.findByText('The departments could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('combobox', { name: 'Department' })).toBeInTheDocument();
  });

  it("shows the server's refusal under the field its error body names, and the generic text for any other failure", async () => {
    mocked.createUser.mockRejectedValueOnce(Object.assign(new ApiError(409, m.emailTaken), { field: 'email' }));
    const { user, shell } = render();
    await fill(user);
    await user.click(screen.getByRole('radio', { name: 'Employee user' }));
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText(m.emailTaken)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    // Told once, beside its field: no toast as well.
    expect(shell.notify).not.toHaveBeenCalled();

    mocked.createUser.mockRejectedValueOnce(new ApiError(500, 'Internal Server Error'));
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(shell.notify).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'error', title: m.failed })));
    expect(currentLocation()).toBe('/users/create');
  });

  it('goes back to Users Management, the sidebar\'s list, when opened bare', async () => {
    const { user } = render();
    expect(screen.getByRole('link', { name: 'Back to Users Management' })).toHaveAttribute('href', '/users-all');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(currentLocation()).toBe('/users-all');
  });

  it('asks before leaving with unsaved changes, and stays when the answer is no', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = render();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'half@typed');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(currentLocation()).toBe('/users/create');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(currentLocation()).toBe('/users-all');
    confirm.mockRestore();
  });
});
