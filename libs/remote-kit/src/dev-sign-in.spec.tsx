import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, login, otpVerification } from '@backoffice/api-client';
import { UiProvider } from '@backoffice/ui';
import { DevSignIn } from './dev-sign-in';

jest.mock('@backoffice/api-client', () => ({
  ...jest.requireActual('@backoffice/api-client'),
  login: jest.fn(),
  otpVerification: jest.fn(),
}));

const loginMock = login as jest.MockedFunction<typeof login>;
const otpMock = otpVerification as jest.MockedFunction<typeof otpVerification>;

function renderSignIn() {
  const onToken = jest.fn();
  render(
    <UiProvider withToaster={false}>
      <DevSignIn onToken={onToken} />
    </UiProvider>,
  );
  return { onToken, user: userEvent.setup() };
}

beforeEach(() => jest.resetAllMocks());

describe('DevSignIn (standalone remote development)', () => {
  it('hands over the token of an Employee or Department sign-in', async () => {
    loginMock.mockResolvedValue({ token: 'emp-token' });
    const { onToken, user } = renderSignIn();
    await user.type(screen.getByLabelText('Email'), 'ravi.kumar@staff.example.com');
    await user.type(screen.getByLabelText('Password'), 'Employee#2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(loginMock).toHaveBeenCalledWith({ email: 'ravi.kumar@staff.example.com', password: 'Employee#2026' });
    expect(onToken).toHaveBeenCalledWith('emp-token');
  });

  it('asks a SuperAdmin for the PIN, then hands over the token (sending the attempt back)', async () => {
    loginMock.mockResolvedValue({ otpRequired: true, attemptId: '6f1c2a4e-8b0d-4c3a-9e5f-1a2b3c4d5e6f' });
    otpMock.mockResolvedValue({ token: 'admin-token' });
    const { onToken, user } = renderSignIn();
    await user.type(screen.getByLabelText('Email'), 'admin@staff.example.com');
    await user.type(screen.getByLabelText('Password'), 'Admin#2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.type(await screen.findByLabelText('PIN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(otpMock).toHaveBeenCalledWith({
      email: 'admin@staff.example.com',
      otp: '1234',
      attemptId: '6f1c2a4e-8b0d-4c3a-9e5f-1a2b3c4d5e6f',
    });
    expect(onToken).toHaveBeenCalledWith('admin-token');
  });

  it("shows the server's message and keeps the form on a failed sign-in", async () => {
    loginMock.mockRejectedValue(new ApiError(401, "Email or Password didn't match. Please try again..."));
    const { onToken, user } = renderSignIn();
    await user.type(screen.getByLabelText('Email'), 'x@staff.example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Email or Password didn't match");
    expect(screen.getByLabelText('Email')).toHaveValue('x@staff.example.com');
    expect(onToken).not.toHaveBeenCalled();
  });
});
