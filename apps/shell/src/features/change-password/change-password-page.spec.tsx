import { ApiError, changePassword } from '@backoffice/api-client';
import { PlatformMessages } from '@backoffice/contracts';
import { makeToken, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { session } from '../../auth/session-store';
import { ChangePasswordPage } from './change-password-page';

jest.mock('@backoffice/api-client', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client', [
    'changePassword',
  ]),
);

beforeEach(() => {
  localStorage.clear();
  session.setToken(makeToken());
  jest.mocked(changePassword).mockReset();
});

describe('ChangePasswordPage', () => {
  it('validates: current required, new ≥ 6, confirmation matches', async () => {
    const { user } = renderWithProviders(<ChangePasswordPage />, { route: '/users/change-password' });
    await user.type(screen.getByLabelText('New Password'), '123');
    await user.type(screen.getByLabelText('Confirm New Password'), '1234');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Please enter Your Current Password')).toBeInTheDocument();
    expect(screen.getByText(PlatformMessages.login.passwordInvalid)).toBeInTheDocument();
    expect(screen.getByText(PlatformMessages.signup.passwordsMismatch)).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('stores the new token and shows a success toast', async () => {
    const fresh = makeToken({ sub: 'u1', firstName: 'Asha', exp: Math.floor(Date.now() / 1000) + 7200 });
    jest.mocked(changePassword).mockResolvedValue({ message: 'Password changed', token: fresh });
    const { user, shell } = renderWithProviders(<ChangePasswordPage />, { route: '/users/change-password' });
    await user.type(screen.getByLabelText('Current Password'), 'old-secret');
    await user.type(screen.getByLabelText('New Password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(session.getToken()).toBe(fresh));
    expect(changePassword).toHaveBeenCalledWith({ currentPassword: 'old-secret', newPassword: 'new-secret' });
    expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: 'Password changed' });
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });

  it("shows the server's message when the current password is wrong", async () => {
    jest.mocked(changePassword).mockRejectedValue(new ApiError(400, 'The current password is not correct.'));
    const { user } = renderWithProviders(<ChangePasswordPage />, { route: '/users/change-password' });
    await user.type(screen.getByLabelText('Current Password'), 'wrong-one');
    await user.type(screen.getByLabelText('New Password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is not correct.');
  });
});
