import * as api from '@backoffice/api-client/admin';
import { ApiError } from '@backoffice/api-client';
import { CommonMessages, PlatformMessages, UsersMessages } from '@backoffice/contracts/constants';
import { renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { StepUpDialog, type StepUpDialogProps } from './step-up-dialog';

jest.mock('@backoffice/api-client/admin', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/admin', [
    'requestStepUp', 'verifyStepUp',
  ]),
);

const mocked = jest.mocked(api);
const confirmed = { message: UsersMessages.stepUp.confirmed, until: '2026-03-01T00:05:00.000Z' };

const render = (props: Partial<StepUpDialogProps> = {}) => {
  const onVerified = jest.fn();
  const onCancel = jest.fn();
  const rendered = renderWithProviders(<StepUpDialog open reason="Adding new.admin@staff.example.com as an Admin." onVerified={onVerified} onCancel={onCancel} {...props} />);
  return { ...rendered, onVerified, onCancel };
};

const openDialog = () => screen.findByRole('dialog', { name: 'Confirm with your PIN' });
const pinOf = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /PIN/ });

beforeEach(() => {
  jest.resetAllMocks();
  mocked.requestStepUp.mockResolvedValue({ message: UsersMessages.stepUp.sent, expiresInSeconds: 300 });
  mocked.verifyStepUp.mockResolvedValue(confirmed);
  // jsdom lays nothing out; give inputs a box, as a browser does, so that the dialog's focus trap may focus one.
  jest.spyOn(HTMLInputElement.prototype, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 100, 20)] as unknown as DOMRectList);
});

afterEach(() => jest.restoreAllMocks());

describe('StepUpDialog (PIN step-up)', () => {
  it('sends one PIN as it opens, shows the reason and the answer, and puts the focus on the PIN field', async () => {
    render();
    const dialog = await openDialog();
    expect(within(dialog).getByText('Adding new.admin@staff.example.com as an Admin.')).toBeInTheDocument();
    expect(await within(dialog).findByRole('status')).toHaveTextContent(UsersMessages.stepUp.sent);
    expect(mocked.requestStepUp).toHaveBeenCalledTimes(1);
    const pin = pinOf(dialog);
    await waitFor(() => expect(pin).toHaveFocus());
    expect(pin).toHaveAccessibleDescription('The 4-digit PIN sent to your mobile number.');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    expect(pin).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('is named by its title', async () => {
    render({ title: 'Confirm the new Admin' });
    expect(await screen.findByRole('dialog', { name: 'Confirm the new Admin' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Confirm the new Admin' })).toBeInTheDocument();
  });

  it('checks the PIN first, keeps digits only, and verifies it with Enter', async () => {
    const { user, onVerified } = render();
    const dialog = await openDialog();
    const pin = pinOf(dialog);

    // Too short: the PIN's own message, nothing sent.
    await user.type(pin, '12{Enter}');
    expect(await within(dialog).findByText(PlatformMessages.pin.invalid)).toBeInTheDocument();
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    expect(mocked.verifyStepUp).not.toHaveBeenCalled();

    // Letters and signs are dropped, and nothing past the 4th digit is kept.
    await user.type(pin, 'ab3-45');
    expect(pin).toHaveValue('1234');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(confirmed));
    expect(mocked.verifyStepUp).toHaveBeenCalledWith('1234');
  });

  it('Verify sends the PIN too', async () => {
    const { user, onVerified } = render();
    const dialog = await openDialog();
    await user.type(pinOf(dialog), '9876');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect(mocked.verifyStepUp).toHaveBeenCalledWith('9876');
  });

  it("shows a refused PIN's message under the field, with the focus back on it, and the generic text for a server failure", async () => {
    mocked.verifyStepUp.mockRejectedValueOnce(new ApiError(400, PlatformMessages.pin.wrong)).mockRejectedValueOnce(new ApiError(500, 'Internal Server Error'));
    const { user, onVerified } = render();
    const dialog = await openDialog();
    const pin = pinOf(dialog);
    await user.type(pin, '1234{Enter}');
    expect(await within(dialog).findByText(PlatformMessages.pin.wrong)).toBeInTheDocument();
    expect(pin).toHaveAccessibleDescription(expect.stringContaining(PlatformMessages.pin.wrong));
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(pin).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText(CommonMessages.generic.somethingWrong)).toBeInTheDocument();
    expect(within(dialog).queryByText('Internal Server Error')).not.toBeInTheDocument();
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('Resend Code empties the field and its message, sends a new PIN and gives the field the focus', async () => {
    mocked.verifyStepUp.mockRejectedValueOnce(new ApiError(400, PlatformMessages.pin.expired));
    const { user, onVerified } = render();
    const dialog = await openDialog();
    const pin = pinOf(dialog);
    await user.type(pin, '1234{Enter}');
    expect(await within(dialog).findByText(PlatformMessages.pin.expired)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Resend Code' }));
    await waitFor(() => expect(mocked.requestStepUp).toHaveBeenCalledTimes(2));
    expect(pin).toHaveValue('');
    expect(within(dialog).queryByText(PlatformMessages.pin.expired)).not.toBeInTheDocument();
    await waitFor(() => expect(pin).toHaveFocus());

    await user.type(pin, '4321{Enter}');
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(confirmed));
    expect(mocked.verifyStepUp).toHaveBeenLastCalledWith('4321');
  });

  it('tells why no PIN could be sent, and lets Resend Code try again', async () => {
    mocked.requestStepUp.mockRejectedValueOnce(new ApiError(429, 'Too many PIN requests. Please wait a minute'));
    const { user } = render();
    const dialog = await openDialog();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The PIN could not be sent.');
    expect(alert).toHaveTextContent('Too many PIN requests. Please wait a minute');
    await user.click(within(dialog).getByRole('button', { name: 'Resend Code' }));
    expect(await within(dialog).findByText(UsersMessages.stepUp.sent)).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Cancel and Escape cancel, verifying nothing', async () => {
    const { user, onCancel } = render();
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.type(pinOf(dialog), '{Escape}');
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(2));
    expect(mocked.verifyStepUp).not.toHaveBeenCalled();
  });

  it('holds Cancel and Resend Code while the PIN is being checked', async () => {
    let answer: (v: typeof confirmed) => void = () => undefined;
    mocked.verifyStepUp.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user, onVerified } = render();
    const dialog = await openDialog();
    await user.type(pinOf(dialog), '1234{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Resend Code' })).toBeDisabled();
    answer(confirmed);
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(confirmed));
  });

  it('sends nothing while closed', () => {
    render({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mocked.requestStepUp).not.toHaveBeenCalled();
  });
});
