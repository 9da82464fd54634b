import * as api from '@backoffice/api-client/hotels';
import { ApiError } from '@backoffice/api-client';
import { HotelsMessages } from '@backoffice/contracts';
import { ShellProvider, type AuthUser } from '@backoffice/shell-sdk';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { AddHotelPage } from './add-hotel-page';
import { admin, answerAddHotelCalls, fillRequired, renderAddHotel } from './add-hotel-test-kit';

jest.mock('@backoffice/api-client/hotels', () => jest.requireActual('./add-hotel-api-stand-in').addHotelApi());

const mocked = jest.mocked(api);
const render = renderAddHotel;

beforeEach(() => {
  jest.resetAllMocks();
  answerAddHotelCalls(mocked);
});

describe('AddHotelPage', () => {
  it('shows the owner as the signed-in user, read-only', () => {
    render();
    const owner = screen.getByRole('region', { name: 'Owner details' });
    expect(within(owner).getByRole('textbox', { name: /Full name/ })).toHaveValue('Ada Admin');
    expect(within(owner).getByRole('textbox', { name: /Owner email/ })).toHaveAttribute('readonly');
  });

  it('fills the owner when GET /user/me answers after the page opened (a reload), and submits nothing before', async () => {
    // Before /user/me answers, the shell knows only the token's claims: the first name, no last name, no e-mail.
    const claimsOnly = fakeUser({ role: 'SuperAdmin', firstName: 'Ada', displayName: 'Admin' });
    const notify = jest.fn();
    let answerMe: (user: AuthUser) => void = () => undefined;
    function Shell({ children }: { children: ReactNode }) {
      const [user, setUser] = useState<AuthUser>(claimsOnly);
      answerMe = setUser;
      return <ShellProvider value={{ user, token: 't', logout: jest.fn(), notify }}>{children}</ShellProvider>;
    }
    const { user } = renderWithProviders(
      <Shell>
        <AddHotelPage />
      </Shell>,
      { route: '/addHotel', withoutShell: true },
    );
    const owner = screen.getByRole('region', { name: 'Owner details' });
    await fillRequired(user);
    expect(screen.getByText('Loading your account details…')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(mocked.checkAdmin).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();

    act(() => answerMe(admin));
    await waitFor(() => expect(within(owner).getByRole('textbox', { name: /Full name/ })).toHaveValue('Ada Admin'));
    expect(within(owner).getByRole('textbox', { name: /Owner email/ })).toHaveValue('ada@staff.example.com');
    expect(screen.getByRole('textbox', { name: /Hotel name/ })).toHaveValue('Harbour Stay');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: HotelsMessages.hotel.added }));
    expect(mocked.checkAdmin).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Ada', lastName: 'Admin', email: 'ada@staff.example.com' }));
  });

  it("asks for the hotel name and both managers' details before sending anything", async () => {
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(HotelsMessages.hotel.nameRequired)).toBeInTheDocument();
    expect(screen.getAllByText(HotelsMessages.hotel.hotelManagerRequired).length).toBeGreaterThan(0);
    expect(screen.getAllByText(HotelsMessages.hotel.revenueManagerRequired).length).toBeGreaterThan(0);
    expect(mocked.checkAdmin).not.toHaveBeenCalled();
  });

  it('runs the steps in order with what the form holds, then goes to the listing', async () => {
    const { user, shell } = render();
    await fillRequired(user);
    const rate = screen.getByRole('spinbutton', { name: /Commission rate/ });
    await user.clear(rate);
    await user.type(rate, '12.5');
    await user.click(screen.getByRole('checkbox', { name: 'Pool' }));
    await user.upload(screen.getByLabelText(/Add a photo/), new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], 'front.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: HotelsMessages.hotel.added }));
    expect(mocked.checkAdmin).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Admin',
      email: 'ada@staff.example.com',
      userType: 'ADMIN',
      accessLevel: 'OWNER',
    });
    const [body, key] = mocked.createHotel.mock.calls[0];
    expect(body).toMatchObject({ name: 'Harbour Stay', commissionRate: 12.5, amenities: ['Pool'], overwrite: false, owner: 'owner-ref' });
    expect(key).toEqual(expect.any(String));
    expect(mocked.addHotelContact).toHaveBeenCalledWith('h1', {
      owner: false,
      contact: { firstName: 'Hana', lastName: 'Lee', title: 'Manager', mobile: '0400 000 000', email: 'hana@harbour.example' },
    });
    expect(mocked.addHotelManager).toHaveBeenCalledWith('h1', { owner: true });
    expect(mocked.uploadHotelImage).toHaveBeenCalledWith('h1', expect.any(File), expect.objectContaining({ idempotencyKey: expect.any(String) }));
    const order = [mocked.checkAdmin, mocked.createHotel, mocked.addHotelContact, mocked.addHotelManager, mocked.uploadHotelImage].map(
      (m) => m.mock.invocationCallOrder[0],
    );
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await waitFor(() => expect(currentLocation()).toBe('/property/all'));
  });

  it("shows a failed manager step in the spec's words; Retry goes on from there without a second hotel", async () => {
    mocked.addHotelManager.mockRejectedValueOnce(new ApiError(409, 'This email belongs to a console account'));
    const { user, shell } = render();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      HotelsMessages.hotel.revenueManagerFailed('This email belongs to a console account'),
    );
    expect(screen.getByRole('status', { name: 'Progress' })).toHaveTextContent('Revenue manager: failed');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: HotelsMessages.hotel.added }));
    expect(mocked.checkAdmin).toHaveBeenCalledTimes(1);
    expect(mocked.createHotel).toHaveBeenCalledTimes(1);
    expect(mocked.addHotelContact).toHaveBeenCalledTimes(1);
    expect(mocked.addHotelManager).toHaveBeenCalledTimes(2);
  });

  it('keeps the Idempotency-Key when the hotel step is retried with the same values', async () => {
    mocked.createHotel.mockRejectedValueOnce(new Error('Network Error'));
    const { user } = render();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(mocked.createHotel).toHaveBeenCalledTimes(2));
    expect(mocked.createHotel.mock.calls[1][1]).toBe(mocked.createHotel.mock.calls[0][1]);
  });
});
