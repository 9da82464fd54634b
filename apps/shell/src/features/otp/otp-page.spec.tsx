import { ApiError, adminLogin, otpVerification } from '@backoffice/api-client';
import { PlatformMessages } from '@backoffice/contracts';
import { toaster } from '@backoffice/ui';
import { currentLocation, makeToken, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { adminCredentials, session } from '../../auth/session-store';
import OtpPage from './otp-page';

jest.mock('@backoffice/api-client', () => ({
  ...jest.requireActual('@backoffice/api-client'),
  adminLogin: jest.fn(),
  otpVerification: jest.fn(),
}));

const credentials = { email: 'admin@staff.example.com', password: 'admin-pass' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  session.clear();
  jest.mocked(adminLogin).mockReset().mockResolvedValue(undefined);
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
    expect(otpVerification).toHaveBeenCalledWith({ email: credentials.email, otp: '1234' });
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

  it('Resend Code repeats the admin password call', async () => {
    adminCredentials.set(credentials);
    const { user } = renderOtp();
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    await waitFor(() => expect(adminLogin).toHaveBeenCalledWith(credentials));
    expect(toaster.create).toHaveBeenCalled();
  });
});
