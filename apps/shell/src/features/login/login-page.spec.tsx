import { ApiError, login } from '@backoffice/api-client';
import { PlatformMessages } from '@backoffice/contracts';
import { currentLocation, makeToken, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { session } from '../../auth/session-store';
import { LoginPage } from './login-page';

jest.mock('@backoffice/api-client', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client', [
    'login',
  ]),
);

const loginMock = jest.mocked(login);

function renderLogin() {
  return renderWithProviders(<LoginPage />, { route: '/login', withoutShell: true });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  session.clear();
  loginMock.mockReset();
});

describe('LoginPage', () => {
  it('shows the spec messages for empty fields and does not call the API', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(PlatformMessages.login.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(PlatformMessages.login.passwordInvalid)).toBeInTheDocument();
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('checks the e-mail pattern after presence, and the password length', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(PlatformMessages.login.emailInvalid)).toBeInTheDocument();
    expect(screen.queryByText(PlatformMessages.login.emailRequired)).not.toBeInTheDocument();
    expect(screen.getByText(PlatformMessages.login.passwordInvalid)).toBeInTheDocument();
  });

  it('stores the token and lands on /all-tickets', async () => {
    const token = makeToken();
    loginMock.mockResolvedValue({ token });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'asha@staff.example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(currentLocation()).toBe('/all-tickets'));
    expect(loginMock).toHaveBeenCalledWith({ email: 'asha@staff.example.com', password: 'secret1' });
    expect(session.getToken()).toBe(token);
  });

  it('shows the failure message in red above the form on 401', async () => {
    loginMock.mockRejectedValue(new ApiError(401, 'Email or Password didn\u0027t match. Please try again...'));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'asha@staff.example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PlatformMessages.login.failed);
    expect(currentLocation()).toBe('/login');
  });

  it.each([
    [409, PlatformMessages.login.noPhone],
    [503, 'The database is unavailable. Try again in a few seconds.'],
  ])("shows the server's own words when sign-in answers %i (not the wrong-password text)", async (status, text) => {
    loginMock.mockRejectedValue(new ApiError(status, text));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'asha@staff.example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByText(PlatformMessages.login.failed)).not.toBeInTheDocument();
  });

  it('sends a SuperAdmin on to the PIN step, keeping the credentials (Resend Code) and the attempt', async () => {
    loginMock.mockResolvedValue({ otpRequired: true, attemptId: '6f1c2a4e-8b0d-4c3a-9e5f-1a2b3c4d5e6f' });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'admin@staff.example.com');
    await user.type(screen.getByLabelText('Password'), 'admin-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(currentLocation()).toBe('/otpVerify'));
    expect(JSON.parse(sessionStorage.getItem('backoffice.adminCredentials') ?? '{}')).toEqual({
      email: 'admin@staff.example.com',
      password: 'admin-pass',
      attemptId: '6f1c2a4e-8b0d-4c3a-9e5f-1a2b3c4d5e6f',
    });
    expect(session.getToken()).toBeNull();
  });

  it('links to sign-up and the admin sign-in', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Admin sign-in' })).toHaveAttribute('href', '/lock');
  });
});
