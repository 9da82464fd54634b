import { ApiError, adminLogin, otpVerification } from '@backoffice/api-client';
import { PlatformMessages } from '@backoffice/contracts';
import { toaster } from '@backoffice/ui';
import { currentLocation, makeToken, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { adminCredentials, session } from '../../auth/session-store';
import OtpPage from './otp-page';

jest.mock('@backoffice/api-client', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client', [
    'adminLogin', 'otpVerification',
  ]),
);

const credentials = {
  email: 'admin@staff.example.com',
  password: 'admin-pass',
  attemptId: '6f1c2a4e-8b0d-4c3a-9e5f-1a2b3c4d5e6f',
};
const nextAttempt = '0b8e7d6c-5a4f-4e3d-8c2b-9a1f0e2d3c4b';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  session.clear();
  jest.mocked(adminLogin).mockReset().mockResolvedValue({ otpRequired: true, attemptId: nextAttempt });
  jest.mocked(otpVerification).mockReset();
  jest.spyOn(toaster, 'create').mockImplementation(() => 'toast');
});

function renderOtp() {
  return renderWithProviders(<OtpPage />, { route: '/otpVerify', withoutShell: true });
}

describe('OtpPage', () => {
  it('returns to the root page without stored credentials', async () => {
    renderOtp();
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('returns to the root page when the kept credentials name no sign-in attempt (an older console)', async () => {
    sessionStorage.setItem(
      'backoffice.adminCredentials',
      JSON.stringify({ email: credentials.email, password: 'admin-pass' }),
    );
    renderOtp();
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('requires exactly 4 digits', async () => {
    adminCredentials.set(credentials);
    const { user } = renderOtp();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(PlatformMessages.pin.invalid)).toBeInTheDocument();
    await user.type(screen.getByLabelText('PIN'), '12a');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(PlatformMessages.pin.invalid)).toBeInTheDocument();
    expect(otpVerification).not.toHaveBeenCalled();
  });

  it('stores the token, clears the credentials and lands on /dashboard', async () => {
    adminCredentials.set(credentials);
    const token = makeToken({ role: 'SuperAdmin', firstName: 'Root' });
    jest.mocked(otpVerification).mockResolvedValue({ token });
    const { user } = renderOtp();
    await user.type(screen.getByLabelText('PIN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(currentLocation()).toBe('/dashboard'));
    expect(otpVerification).toHaveBeenCalledWith({
      email: credentials.email,
      otp: '1234',
      attemptId: credentials.attemptId,
    });
    expect(session.getToken()).toBe(token);
    expect(adminCredentials.get()).toBeNull();
    expect(localStorage.getItem('backoffice.adminEmail')).toBe(credentials.email);
  });

  it('shows the server message for a wrong PIN', async () => {
    adminCredentials.set(credentials);
    jest.mocked(otpVerification).mockRejectedValue(new ApiError(401, 'The PIN is not valid.'));
    const { user } = renderOtp();
    await user.type(screen.getByLabelText('PIN'), '9999');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The PIN is not valid.');
    expect(currentLocation()).toBe('/otpVerify');
  });

  it('Resend Code repeats the admin password call, then sends the PIN with the new attempt', async () => {
    adminCredentials.set(credentials);
    jest.mocked(otpVerification).mockResolvedValue({ token: makeToken({ role: 'SuperAdmin' }) });
    const { user } = renderOtp();
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    await waitFor(() =>
      expect(adminLogin).toHaveBeenCalledWith({ email: credentials.email, password: credentials.password }),
    );
    await waitFor(() => expect(toaster.create).toHaveBeenCalled());
    expect(adminCredentials.get()).toEqual({ ...credentials, attemptId: nextAttempt });
    await user.type(screen.getByLabelText('PIN'), '4321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(otpVerification).toHaveBeenCalledWith({
        email: credentials.email,
        otp: '4321',
        attemptId: nextAttempt,
      }),
    );
  });
});
