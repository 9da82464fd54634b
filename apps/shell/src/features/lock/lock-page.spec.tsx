import { ApiError, adminLogin } from '@backoffice/api-client';
import { PlatformMessages } from '@backoffice/contracts';
import { currentLocation, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { adminCredentials } from '../../auth/session-store';
import LockPage from './lock-page';

jest.mock('@backoffice/api-client', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client', [
    'adminLogin',
  ]),
);

const attemptId = '6f1c2a4e-8b0d-4c3a-9e5f-1a2b3c4d5e6f';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.mocked(adminLogin).mockReset().mockResolvedValue({ otpRequired: true, attemptId });
});

function renderLock() {
  return renderWithProviders(<LockPage />, { route: '/lock', withoutShell: true });
}

describe('LockPage', () => {
  it('asks for the e-mail when none is remembered, then goes to the PIN step', async () => {
    const { user } = renderLock();
    expect(screen.getByRole('heading', { name: 'Welcome back, Admin!' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'admin@staff.example.com');
    await user.type(screen.getByLabelText('Password'), 'admin-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(currentLocation()).toBe('/otpVerify'));
    expect(adminLogin).toHaveBeenCalledWith({ email: 'admin@staff.example.com', password: 'admin-pass' });
    expect(adminCredentials.get()).toEqual({
      email: 'admin@staff.example.com',
      password: 'admin-pass',
      attemptId,
    });
  });

  it('asks only for the password when the e-mail is remembered', async () => {
    localStorage.setItem('backoffice.adminEmail', 'admin@staff.example.com');
    const { user } = renderLock();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'admin-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(adminLogin).toHaveBeenCalledWith({ email: 'admin@staff.example.com', password: 'admin-pass' }));
  });

  it("shows the server's own words for an Admin who cannot complete a sign-in (409)", async () => {
    localStorage.setItem('backoffice.adminEmail', 'admin@staff.example.com');
    jest.mocked(adminLogin).mockRejectedValue(new ApiError(409, PlatformMessages.login.noPhone));
    const { user } = renderLock();
    await user.type(screen.getByLabelText('Password'), 'admin-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PlatformMessages.login.noPhone);
  });

  it('shows the login failure message on a wrong password', async () => {
    localStorage.setItem('backoffice.adminEmail', 'admin@staff.example.com');
    jest.mocked(adminLogin).mockRejectedValue(new ApiError(401, 'nope'));
    const { user } = renderLock();
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PlatformMessages.login.failed);
    expect(currentLocation()).toBe('/lock');
  });
});
