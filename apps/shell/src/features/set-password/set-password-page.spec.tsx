import { ApiError, acceptInvitation, getInvitation } from '@backoffice/api-client';
import { PlatformMessages, UsersMessages } from '@backoffice/contracts';
import { currentLocation, makeToken, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { AppRoutes } from '../../app/app';
import { session } from '../../auth/session-store';
import SetPasswordPage from './set-password-page';

jest.mock('@backoffice/api-client', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client', [
    'getInvitation', 'acceptInvitation',
  ]),
);

const getInvitationMock = jest.mocked(getInvitation);
const acceptMock = jest.mocked(acceptInvitation);

const render = (route = '/set-password?token=tok-123') => renderWithProviders(<SetPasswordPage />, { route, withoutShell: true });

beforeEach(() => {
  localStorage.clear();
  session.clear();
  getInvitationMock.mockReset().mockResolvedValue({ email: 'nia@staff.example.com', needsMobile: false });
  acceptMock.mockReset().mockResolvedValue({ message: UsersMessages.invitation.accepted });
});

describe('SetPasswordPage (/set-password)', () => {
  it("shows the link's e-mail and sets the password: the message, then Sign in", async () => {
    const { user } = render();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link…');
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('nia@staff.example.com');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(getInvitationMock).toHaveBeenCalledWith('tok-123');
    expect(screen.queryByLabelText('Mobile Number')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('New Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText(UsersMessages.invitation.accepted)).toBeInTheDocument();
    expect(acceptMock).toHaveBeenCalledWith({ token: 'tok-123', password: 'secret1' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it("checks the passwords with the sign-up's messages", async () => {
    const { user } = render();
    await screen.findByLabelText('New Password');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText(PlatformMessages.login.passwordInvalid)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText(PlatformMessages.signup.passwordsMismatch)).toBeInTheDocument();
    expect(acceptMock).not.toHaveBeenCalled();
  });

  it('asks an invited Admin for a mobile number in international format and sends it', async () => {
    getInvitationMock.mockResolvedValue({ email: 'new.admin@staff.example.com', needsMobile: true });
    const { user } = render();
    const mobile = await screen.findByRole('textbox', { name: 'Mobile Number' });
    await user.type(screen.getByLabelText('New Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText(UsersMessages.invitation.mobileRequired)).toBeInTheDocument();
    await user.type(mobile, '0412 345 678');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    await waitFor(() => expect(mobile).toHaveAttribute('aria-invalid', 'true'));
    expect(acceptMock).not.toHaveBeenCalled();

    await user.clear(mobile);
    await user.type(mobile, '+61412345678');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    await waitFor(() => expect(acceptMock).toHaveBeenCalledWith({ token: 'tok-123', password: 'secret1', mobile: '+61412345678' }));
    expect(await screen.findByText(UsersMessages.invitation.accepted)).toBeInTheDocument();
  });

  it('says so when the link is unknown, used or expired, or has no token', async () => {
    getInvitationMock.mockRejectedValueOnce(new ApiError(400, UsersMessages.invitation.invalid));
    const first = render();
    expect(await screen.findByRole('alert')).toHaveTextContent(UsersMessages.invitation.invalid);
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    first.unmount();

    getInvitationMock.mockClear();
    render('/set-password');
    expect(screen.getByRole('alert')).toHaveTextContent(UsersMessages.invitation.invalid);
    expect(getInvitationMock).not.toHaveBeenCalled();
  });

  it('turns to the invalid-link message when the link was used meanwhile', async () => {
    acceptMock.mockRejectedValueOnce(new ApiError(400, UsersMessages.invitation.invalid));
    const { user } = render();
    await user.type(await screen.findByLabelText('New Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UsersMessages.invitation.invalid);
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('offers Retry when the server cannot be reached', async () => {
    getInvitationMock.mockRejectedValueOnce(new ApiError(0, 'The server could not be reached. Check your connection and try again.'));
    const { user } = render();
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
    expect(getInvitationMock).toHaveBeenCalledTimes(2);
  });
});

describe('the /set-password route', () => {
  it('opens signed out: not the login screen of unknown paths', async () => {
    renderWithProviders(<AppRoutes />, { route: '/set-password?token=tok-123', withoutShell: true });
    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeInTheDocument();
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/set-password?token=tok-123');
  });

  it('opens signed in too, leaving the session alone', async () => {
    const token = makeToken();
    session.setToken(token);
    renderWithProviders(<AppRoutes />, { route: '/set-password?token=tok-123', withoutShell: true });
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
    expect(currentLocation()).toBe('/set-password?token=tok-123');
    expect(session.getToken()).toBe(token);
  });
});
