import * as api from '@backoffice/api-client/admin';
import { ApiError } from '@backoffice/api-client';
import { PlatformMessages, UsersMessages } from '@backoffice/contracts/constants';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AddAdminPage } from './add-admin-page';
import { adminRow } from './test-fixtures';

jest.mock('@backoffice/api-client/admin', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/admin', [
    'addAdmin', 'requestStepUp', 'verifyStepUp',
  ]),
);

const mocked = jest.mocked(api);
const EMAIL = 'new.admin@staff.example.com';
const added = { message: UsersMessages.admins.added, data: adminRow({ _id: 'a9', email: EMAIL, active: false }) };
const stepUpRequired = () => new ApiError(403, UsersMessages.stepUp.required);

const render = () =>
  renderWithProviders(
    <Routes>
      <Route path="/add-useradmins" element={<AddAdminPage />} />
      <Route path="/all-useradmins" element={<p>Admins list</p>} />
    </Routes>,
    { route: '/add-useradmins', shell: { user: fakeUser({ role: 'SuperAdmin' }) } },
  );

beforeEach(() => {
  jest.resetAllMocks();
  mocked.requestStepUp.mockResolvedValue({ message: UsersMessages.stepUp.sent, expiresInSeconds: 300 });
  mocked.verifyStepUp.mockResolvedValue({ message: UsersMessages.stepUp.confirmed, until: '2026-03-01T00:05:00.000Z' });
});

describe('AddAdminPage (/add-useradmins)', () => {
  it('requires an e-mail of the usual shape before sending', async () => {
    const { user } = render();
    expect(screen.getByRole('heading', { name: 'Add Admin' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Admin Email' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(UsersMessages.admins.emailRequired)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    await user.type(field, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a valid Email Address')).toBeInTheDocument();
    expect(mocked.addAdmin).not.toHaveBeenCalled();
  });

  it('adds at once when the session already confirmed its PIN: toast, then the admins list', async () => {
    mocked.addAdmin.mockResolvedValue(added);
    const { user, shell } = render();
    await user.type(screen.getByRole('textbox', { name: 'Admin Email' }), ` ${EMAIL} `);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentLocation()).toBe('/all-useradmins'));
    expect(mocked.addAdmin).toHaveBeenCalledWith(EMAIL);
    expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Admin Email Added Successfully' }));
    expect(mocked.requestStepUp).not.toHaveBeenCalled();
  });

  it('asks for the PIN on a 403, then adds again by itself once the PIN is confirmed (the dialog: step-up-dialog.spec)', async () => {
    mocked.addAdmin.mockRejectedValueOnce(stepUpRequired()).mockResolvedValueOnce(added);
    mocked.verifyStepUp.mockRejectedValueOnce(new ApiError(400, PlatformMessages.pin.wrong));
    const { user, shell } = render();
    await user.type(screen.getByRole('textbox', { name: 'Admin Email' }), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm with your PIN' });
    expect(within(dialog).getByText(`Adding ${EMAIL} as an Admin.`)).toBeInTheDocument();
    expect(await within(dialog).findByText(UsersMessages.stepUp.sent)).toBeInTheDocument();
    expect(mocked.requestStepUp).toHaveBeenCalledTimes(1);
    const pin = within(dialog).getByRole('textbox', { name: /PIN/ });

    // A wrong PIN is told in the dialog and adds nothing.
    await user.type(pin, '1234{Enter}');
    expect(await within(dialog).findByText(PlatformMessages.pin.wrong)).toBeInTheDocument();
    expect(mocked.addAdmin).toHaveBeenCalledTimes(1);

    await user.clear(pin);
    await user.type(pin, '4321{Enter}');
    await waitFor(() => expect(mocked.verifyStepUp).toHaveBeenLastCalledWith('4321'));
    await waitFor(() => expect(currentLocation()).toBe('/all-useradmins'));
    expect(mocked.addAdmin).toHaveBeenCalledTimes(2);
    expect(mocked.addAdmin).toHaveBeenLastCalledWith(EMAIL);
    expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: UsersMessages.admins.added }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancelling the PIN adds nothing and stays on the form', async () => {
    mocked.addAdmin.mockRejectedValueOnce(stepUpRequired());
    const { user } = render();
    await user.type(screen.getByRole('textbox', { name: 'Admin Email' }), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm with your PIN' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mocked.verifyStepUp).not.toHaveBeenCalled();
    expect(mocked.addAdmin).toHaveBeenCalledTimes(1);
    expect(currentLocation()).toBe('/add-useradmins');
  });

  it("shows the server's refusal under the field only (409 already an Admin), another as a toast", async () => {
    mocked.addAdmin.mockRejectedValueOnce(new ApiError(409, UsersMessages.admins.alreadyAdmin));
    const { user, shell } = render();
    await user.type(screen.getByRole('textbox', { name: 'Admin Email' }), 'root@staff.example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(UsersMessages.admins.alreadyAdmin)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Admin Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(shell.notify).not.toHaveBeenCalled();
    expect(currentLocation()).toBe('/add-useradmins');

    mocked.addAdmin.mockRejectedValueOnce(new ApiError(409, UsersMessages.admins.notConsoleUser));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: UsersMessages.admins.notConsoleUser })));
    expect(currentLocation()).toBe('/add-useradmins');
  });

  it('does not ask for the PIN twice in a row: a second 403 after a confirmed PIN is shown', async () => {
    mocked.addAdmin.mockRejectedValue(stepUpRequired());
    const { user, shell } = render();
    await user.type(screen.getByRole('textbox', { name: 'Admin Email' }), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm with your PIN' });
    await user.type(within(dialog).getByRole('textbox', { name: /PIN/ }), '1234{Enter}');
    await waitFor(() => expect(mocked.addAdmin).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: UsersMessages.stepUp.required })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mocked.requestStepUp).toHaveBeenCalledTimes(1);
  });
});
