import * as client from '@backoffice/api-client';
import * as api from '@backoffice/api-client/admin';
import * as hotelsApi from '@backoffice/api-client/hotels';
import { ApiError } from '@backoffice/api-client';
import { PlatformMessages, UsersMessages } from '@backoffice/contracts';
import { currentLocation } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { RoleManagementPage } from './role-management-page';
import { customerRow, userRow } from '../shared/test-fixtures';
import { renderPages } from '../shared/test-render';
import { chain, hotel } from './test-fixtures';

jest.mock('@backoffice/api-client', () => ({ ...jest.requireActual('@backoffice/api-client'), getAuditHistoryPage: jest.fn() }));
jest.mock('@backoffice/api-client/admin', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/admin', [
    'getUserInfo', 'updateUserInfo', 'requestStepUp', 'verifyStepUp',
  ]),
);
jest.mock('@backoffice/api-client/hotels', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/hotels', [
    'listChains', 'listHotels',
  ]),
);

const mocked = jest.mocked(api);
const hotels = jest.mocked(hotelsApi);

const owner = userRow({
  accessLevel: 'OWNER',
  kind: 'Owner',
  accessLabel: 'Hotel Owner',
  commission: { _id: 'c1', clientTypeName: 'Accor' },
  hotel: [{ _id: 'h1', name: 'Harbour View' }],
});

const render = (route = '/users-all/u2/role-management') =>
  renderPages({ '/users-all/:userId/role-management': <RoleManagementPage /> }, route, { elsewhere: true });

const typeSelect = () => screen.getByRole('combobox', { name: /User Type/ });
const chainSelect = () => screen.getByRole('combobox', { name: /Property Chain/ });
const hotelNames = () =>
  within(screen.getByRole('group', { name: 'Hotels' }))
    .getAllByRole('checkbox')
    .map((c) => (c.closest('label') as HTMLElement).textContent);
const saved = { message: UsersMessages.edit.success, data: owner };

beforeEach(() => {
  jest.resetAllMocks();
  mocked.getUserInfo.mockResolvedValue(owner);
  jest.mocked(client).getAuditHistoryPage.mockResolvedValue({ data: [], next: null });
  hotels.listChains.mockResolvedValue([chain('c2', 'Hilton'), chain('c1', 'Accor')]);
  hotels.listHotels.mockResolvedValue({
    // Lone Inn has no chain: it is never offered (a Hotel Manager's chain comes from its hotels).
    data: [hotel('h1', 'Harbour View', 'c1', 'Accor'), hotel('h2', 'Airport Rooms', 'c1', 'Accor'), hotel('h3', 'Hilton Park', 'c2', 'Hilton'), hotel('h4', 'Lone Inn', null)],
  } as Awaited<ReturnType<typeof hotelsApi.listHotels>>);
});

describe('RoleManagementPage (Role Management)', () => {
  it("shows the user's type, chain and hotels, the e-mail disabled, the locked types, and the history", async () => {
    render();
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('ann@example.test');
    expect(screen.getByRole('heading', { name: 'Role Management', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    expect(typeSelect()).toHaveValue('Owner');
    const options = within(typeSelect()).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.textContent, o.disabled])).toEqual([
      ['Select user type', false],
      ['Hotel Manager', false],
      ['Revenue Manager', false],
      ['Owner', false],
      ['Admin', false],
      ['Customer', true],
      ['Guest', true],
    ]);
    expect(await screen.findByRole('combobox', { name: /Property Chain/ })).toHaveValue('c1');
    // The hotels offered are the chain's.
    expect(hotelNames()).toEqual(['Airport Rooms', 'Harbour View']);
    expect(screen.getByRole('checkbox', { name: 'Harbour View' })).toBeChecked();
    expect(screen.getByRole('region', { name: 'History' })).toBeInTheDocument();
  });

  it('Hotel Manager: choosing it clears the chain, picking a hotel sets the chain and narrows the hotels', async () => {
    mocked.updateUserInfo.mockResolvedValueOnce(saved);
    const { user, shell } = render();
    await screen.findByRole('combobox', { name: /Property Chain/ });
    await user.selectOptions(typeSelect(), 'Hotel Manager');

    await waitFor(() => expect(chainSelect()).toHaveValue(''));
    expect(chainSelect()).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Harbour View' })).not.toBeChecked();
    // No chain yet: every hotel with a chain is offered, each with its chain.
    expect(hotelNames()).toEqual(['Airport Rooms', 'Harbour View', 'Hilton Park']);
    expect(screen.getByRole('checkbox', { name: 'Hilton Park' })).toHaveAccessibleDescription(/Hilton/);

    await user.click(screen.getByRole('checkbox', { name: 'Hilton Park' }));
    await waitFor(() => expect(chainSelect()).toHaveValue('c2'));
    expect(hotelNames()).toEqual(['Hilton Park']);

    // Clearing the hotels clears the chain again.
    await user.click(screen.getByRole('checkbox', { name: 'Hilton Park' }));
    await waitFor(() => expect(chainSelect()).toHaveValue(''));
    expect(hotelNames()).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(UsersMessages.role.hotelsRequired)).toBeInTheDocument();
    expect(mocked.updateUserInfo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'Harbour View' }));
    await user.click(screen.getByRole('checkbox', { name: 'Airport Rooms' }));
    expect(chainSelect()).toHaveValue('c1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(mocked.updateUserInfo).toHaveBeenCalledWith('u2', { userType: 'Hotel Manager', commission: 'c1', hotel: ['h1', 'h2'] }));
    expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: UsersMessages.edit.success }));
    await waitFor(() => expect(currentLocation()).toBe('/users-all'));
  });

  it('Owner: another chain keeps only its hotels; Revenue Manager needs a chain and sends no hotels; Admin neither', async () => {
    mocked.updateUserInfo.mockResolvedValue(saved);
    const { user } = render();
    await screen.findByRole('combobox', { name: /Property Chain/ });
    await user.selectOptions(chainSelect(), 'c2');
    await waitFor(() => expect(hotelNames()).toEqual(['Hilton Park']));
    expect(screen.getByRole('checkbox', { name: 'Hilton Park' })).not.toBeChecked();

    await user.selectOptions(typeSelect(), 'Revenue Manager');
    expect(screen.queryByRole('group', { name: 'Hotels' })).not.toBeInTheDocument();
    await user.selectOptions(chainSelect(), '');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(UsersMessages.role.chainRequired)).toBeInTheDocument();
    expect(mocked.updateUserInfo).not.toHaveBeenCalled();
    await user.selectOptions(chainSelect(), 'c1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(mocked.updateUserInfo).toHaveBeenLastCalledWith('u2', { userType: 'Revenue Manager', commission: 'c1', hotel: [] }));
  });

  it('asks for a user type', async () => {
    mocked.getUserInfo.mockResolvedValue(userRow({ role: 'Employee', kind: 'Employee', accessLabel: 'Employee', commission: null }));
    const { user } = render();
    expect(await screen.findByRole('combobox', { name: /User Type/ })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(UsersMessages.role.userTypeRequired)).toBeInTheDocument();
    await waitFor(() => expect(typeSelect()).toHaveFocus());
  });

  it('shows a customer locked, with nothing to submit', async () => {
    mocked.getUserInfo.mockResolvedValue(customerRow());
    const { user } = render('/users-all/u3/role-management');
    expect(await screen.findByText(UsersMessages.role.customerLocked)).toBeInTheDocument();
    expect(typeSelect()).toHaveValue('Customer');
    expect(typeSelect()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Users Management' }));
    expect(currentLocation()).toBe('/users-all');
  });

  it('goes back with Go Back', async () => {
    const { user } = render();
    await screen.findByRole('combobox', { name: /Property Chain/ });
    await user.click(screen.getByRole('link', { name: 'Go Back' }));
    expect(currentLocation()).toBe('/users-all');
  });

  it("shows the server's refusal under the field its error body names, once (no toast)", async () => {
    mocked.updateUserInfo.mockRejectedValueOnce(Object.assign(new ApiError(403, UsersMessages.role.aboveOwn), { field: 'userType' }));
    const { user, shell } = render();
    await screen.findByRole('combobox', { name: /Property Chain/ });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(UsersMessages.role.aboveOwn)).toBeInTheDocument();
    await waitFor(() => expect(typeSelect()).toHaveFocus());
    expect(shell.notify).not.toHaveBeenCalled();
    expect(currentLocation()).toBe('/users-all/u2/role-management');
  });

  it('making an Admin asks for the PIN, then sends the change again once the PIN is confirmed (the dialog: step-up-dialog.spec)', async () => {
    mocked.updateUserInfo.mockRejectedValueOnce(new ApiError(403, UsersMessages.stepUp.required)).mockResolvedValueOnce(saved);
    mocked.requestStepUp.mockResolvedValue({ message: UsersMessages.stepUp.sent, expiresInSeconds: 300 });
    mocked.verifyStepUp
      .mockRejectedValueOnce(new ApiError(400, PlatformMessages.pin.wrong))
      .mockResolvedValueOnce({ message: UsersMessages.stepUp.confirmed, until: '2026-03-05T00:05:00.000Z' });
    const { user, shell } = render();
    await screen.findByRole('combobox', { name: /Property Chain/ });
    await user.selectOptions(typeSelect(), 'Admin');
    expect(screen.queryByRole('combobox', { name: /Property Chain/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm with your PIN' });
    expect(await within(dialog).findByText(UsersMessages.stepUp.sent)).toBeInTheDocument();
    expect(within(dialog).getByText('Making Ann Lee an Admin needs your PIN.')).toBeInTheDocument();
    const pin = within(dialog).getByRole('textbox', { name: /PIN/ });
    expect(mocked.requestStepUp).toHaveBeenCalledTimes(1);

    // A wrong PIN is told in the dialog and sends nothing again.
    await user.type(pin, '1234{Enter}');
    expect(await within(dialog).findByText(PlatformMessages.pin.wrong)).toBeInTheDocument();
    expect(mocked.updateUserInfo).toHaveBeenCalledTimes(1);

    await user.clear(pin);
    await user.type(pin, '4321{Enter}');
    await waitFor(() => expect(mocked.verifyStepUp).toHaveBeenLastCalledWith('4321'));
    await waitFor(() => expect(mocked.updateUserInfo).toHaveBeenCalledTimes(2));
    expect(mocked.updateUserInfo).toHaveBeenNthCalledWith(1, 'u2', { userType: 'Admin', commission: null, hotel: [] });
    expect(mocked.updateUserInfo).toHaveBeenNthCalledWith(2, 'u2', { userType: 'Admin', commission: null, hotel: [] });
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: UsersMessages.edit.success })));
    await waitFor(() => expect(currentLocation()).toBe('/users-all'));
  });

  it('drops the change when the PIN dialog is cancelled', async () => {
    mocked.updateUserInfo.mockRejectedValueOnce(new ApiError(403, UsersMessages.stepUp.required));
    mocked.requestStepUp.mockResolvedValue({ message: UsersMessages.stepUp.sent, expiresInSeconds: 300 });
    const { user, shell } = render();
    await screen.findByRole('combobox', { name: /Property Chain/ });
    await user.selectOptions(typeSelect(), 'Admin');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm with your PIN' });
    expect(await within(dialog).findByText(UsersMessages.stepUp.sent)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm with your PIN' })).not.toBeInTheDocument());
    expect(mocked.verifyStepUp).not.toHaveBeenCalled();
    expect(mocked.updateUserInfo).toHaveBeenCalledTimes(1);
    expect(shell.notify).not.toHaveBeenCalled();
    expect(currentLocation()).toBe('/users-all/u2/role-management');
  });
});
