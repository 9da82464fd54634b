import { ApiError, verifyEmail } from '@backoffice/api-client';
import { PlatformMessages } from '@backoffice/contracts';
import { renderWithProviders } from '@backoffice/test-utils';
import { screen } from '@testing-library/react';
import { AppRoutes } from '../../app/app';
import { session } from '../../auth/session-store';
import VerifyEmailPage from './verify-email-page';

jest.mock('@backoffice/api-client', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client', [
    'verifyEmail',
  ]),
);

const verifyMock = jest.mocked(verifyEmail);
const render = (route = '/verify-email?token=tok-123') => renderWithProviders(<VerifyEmailPage />, { route, withoutShell: true });

beforeEach(() => {
  localStorage.clear();
  session.clear();
  verifyMock.mockReset().mockResolvedValue({ message: PlatformMessages.verifyEmail.success });
});

describe('VerifyEmailPage (/verify-email)', () => {
  it('confirms the address only when asked, then offers Sign in', async () => {
    const { user } = render();
    // Opening the page uses nothing up: a mail scanner that follows the link confirms nothing.
    expect(verifyMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm e-mail address' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PlatformMessages.verifyEmail.success);
    expect(verifyMock).toHaveBeenCalledWith('tok-123');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Confirm e-mail address' })).not.toBeInTheDocument();
  });

  it('says an unknown, used or expired link is not valid, and leads back to sign-up', async () => {
    verifyMock.mockRejectedValueOnce(new ApiError(400, PlatformMessages.verifyEmail.invalid));
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Confirm e-mail address' }));
    expect(await screen.findByText(PlatformMessages.verifyEmail.invalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/signup');
  });

  it('says so at once for a link without a token, and calls nothing', () => {
    render('/verify-email');
    expect(screen.getByText(PlatformMessages.verifyEmail.invalid)).toBeInTheDocument();
    expect(verifyMock).not.toHaveBeenCalled();
  });

  it('shows a network error and retries', async () => {
    verifyMock.mockRejectedValueOnce(new ApiError(0, 'The server could not be reached. Check your connection and try again.'));
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Confirm e-mail address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PlatformMessages.verifyEmail.success);
    expect(verifyMock).toHaveBeenCalledTimes(2);
  });

  it('is a public route of the shell, open signed out', async () => {
    renderWithProviders(<AppRoutes />, { route: '/verify-email?token=tok-123', withoutShell: true });
    expect(await screen.findByRole('button', { name: 'Confirm e-mail address' })).toBeInTheDocument();
  });
});
