import { ApiError, listDepartments, signup } from '@backoffice/api-client';
import { PlatformMessages } from '@backoffice/contracts';
import { toaster } from '@backoffice/ui';
import { currentLocation, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor } from '@testing-library/react';
import SignupPage from './signup-page';

jest.mock('@backoffice/api-client', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client', [
    'signup', 'listDepartments',
  ]),
);

const signupMock = jest.mocked(signup);
const listDepartmentsMock = jest.mocked(listDepartments);

function renderSignup() {
  return renderWithProviders(<SignupPage />, { route: '/signup', withoutShell: true });
}

beforeEach(() => {
  signupMock.mockReset();
  listDepartmentsMock.mockReset().mockResolvedValue([
    { _id: 'd1', name: 'Sales' },
    { _id: 'd2', name: 'Support' },
  ]);
  jest.spyOn(toaster, 'create').mockImplementation(() => 'toast');
});

async function fillBasics(user: ReturnType<typeof renderSignup>['user'], password = 'secret1', repeat = password) {
  await user.type(screen.getByLabelText('First Name'), 'Asha');
  await user.type(screen.getByLabelText('Last Name'), 'Rao');
  await user.type(screen.getByLabelText('Email'), 'asha@staff.example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Repeat Password'), repeat);
}

describe('SignupPage', () => {
  it('shows the Department select only when Department is chosen', async () => {
    const { user } = renderSignup();
    expect(screen.getByRole('radiogroup', { name: 'Type' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Department' })).not.toBeInTheDocument();
    // Only the select is labelled exactly "Department" (the radio is "Department account").
    expect(screen.queryByLabelText('Department')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Department account' }));
    const select = await screen.findByRole('combobox', { name: 'Department' });
    expect(select).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Sales' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Employee account' }));
    expect(screen.queryByRole('combobox', { name: 'Department' })).not.toBeInTheDocument();
  });

  it('shows the spec messages in its order: e-mail, role, passwords match, length', async () => {
    const { user } = renderSignup();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(PlatformMessages.login.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(PlatformMessages.signup.roleRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'bad');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.type(screen.getByLabelText('Repeat Password'), '124');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(PlatformMessages.login.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(PlatformMessages.signup.passwordsMismatch)).toBeInTheDocument();
    expect(screen.getByText(PlatformMessages.login.passwordInvalid)).toBeInTheDocument();

    // The messages appear in the spec's order down the form.
    const inOrder = [PlatformMessages.login.emailInvalid, PlatformMessages.signup.roleRequired, PlatformMessages.login.passwordInvalid, PlatformMessages.signup.passwordsMismatch].map(
      (m) => screen.getByText(m),
    );
    for (let i = 1; i < inOrder.length; i++) {
      expect(inOrder[i - 1].compareDocumentPosition(inOrder[i]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(signupMock).not.toHaveBeenCalled();
  });

  it('requires a department for Department users and sends it as userType', async () => {
    signupMock.mockResolvedValue(201);
    const { user } = renderSignup();
    await fillBasics(user);
    await user.click(screen.getByRole('radio', { name: 'Department account' }));
    await screen.findByRole('combobox', { name: 'Department' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Please select a department')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'd2');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(signupMock).toHaveBeenCalled());
    expect(signupMock.mock.calls[0][0]).toMatchObject({ role: 'Department', userType: 'd2', encryption: true, firstName: 'Asha' });
  });

  it('goes to /login with the success toast after a 201', async () => {
    signupMock.mockResolvedValue(201);
    const { user } = renderSignup();
    await fillBasics(user);
    await user.click(screen.getByRole('radio', { name: 'Employee account' }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(signupMock.mock.calls[0][0]).not.toHaveProperty('userType');
    expect(toaster.create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'SignUp Successfully', duration: 3000 }));
  });

  it('shows the generic failure on a non-201 answer', async () => {
    signupMock.mockRejectedValue(new ApiError(400, 'E-mail already registered'));
    const { user } = renderSignup();
    await fillBasics(user);
    await user.click(screen.getByRole('radio', { name: 'Employee account' }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PlatformMessages.signup.failed);
    expect(currentLocation()).toBe('/signup');
  });

  it('offers Retry when the departments cannot be loaded', async () => {
    listDepartmentsMock.mockReset().mockRejectedValueOnce(new ApiError(0, 'offline')).mockResolvedValue([{ _id: 'd1', name: 'Sales' }]);
    const { user } = renderSignup();
    await user.click(screen.getByRole('radio', { name: 'Department account' }));
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('combobox', { name: 'Department' })).toBeInTheDocument();
  });

  it('links back to sign-in', () => {
    renderSignup();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });
});
