import * as api from '@backoffice/api-client/hotels';
import { HotelsMessages, type Room } from '@backoffice/contracts';
import { fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { RoomEditor } from './room-editor';
import { roomInputOf, NEW_ROOM } from './room-model';

jest.mock('@backoffice/api-client/hotels', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/hotels', [
    'addRoom', 'updateRoom',
  ]),
);
const mocked = jest.mocked(api);
const admin = fakeUser({ role: 'SuperAdmin' });

beforeEach(() => jest.resetAllMocks());

describe('room model', () => {
  it('sends rates in cents, blank counts as 0 and only the chosen slots', () => {
    const input = roomInputOf({
      ...NEW_ROOM,
      name: ' Twin ',
      availableRooms: 2,
      overnightRate: 189.99,
      floorRate: null,
      kingBeds: null,
      slots: ['6'],
      windows3: [{ earliestCheckin: '09:00', latestCheckin: '10:00' }],
      windows6: [{ earliestCheckin: '08:00', latestCheckin: '16:00' }],
    });
    expect(input).toMatchObject({
      name: 'Twin',
      overnightRate: 18_999,
      floorRate: 0,
      kingBeds: 0,
      isSetOpeningHoursThree: false,
      setOpeningHoursThree: [],
      isSetOpeningHoursSix: true,
      setOpeningHoursSix: [{ earliestCheckin: '08:00', latestCheckin: '16:00' }],
    });
  });
});

describe('RoomEditor', () => {
  it("checks the spec's rules in order before sending, with a warning", async () => {
    const { user, shell } = renderWithProviders(<RoomEditor hotelId="h1" />, { shell: { user: admin } });
    const form = screen.getByRole('form', { name: 'Room New room' });
    await user.click(within(form).getByRole('button', { name: 'Add room' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(HotelsMessages.rooms.nameRequired);
    await user.type(within(form).getByRole('textbox', { name: /Room name/ }), 'Twin');
    await user.click(within(form).getByRole('button', { name: 'Add room' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(HotelsMessages.rooms.availableRoomsRequired));
    await user.type(within(form).getByRole('spinbutton', { name: /Available rooms/ }), '3');
    await user.type(within(form).getByRole('spinbutton', { name: /Overnight rate/ }), '120');
    await user.click(within(form).getByRole('button', { name: 'Add room' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(HotelsMessages.rooms.slotRequired('Twin')));
    expect(shell.notify).toHaveBeenCalledWith({ type: 'info', title: HotelsMessages.rooms.slotRequired('Twin'), durationMs: 5000 });
    expect(mocked.addRoom).not.toHaveBeenCalled();
  });

  it('adds one empty window when a slot is ticked, checks it, then saves the room in cents', async () => {
    mocked.addRoom.mockResolvedValue({ message: HotelsMessages.rooms.updated, data: {} as Room });
    const onDone = jest.fn();
    const { user, shell } = renderWithProviders(<RoomEditor hotelId="h1" onDone={onDone} />, { shell: { user: admin } });
    const form = screen.getByRole('form', { name: 'Room New room' });
    await user.type(within(form).getByRole('textbox', { name: /Room name/ }), 'Twin');
    await user.type(within(form).getByRole('spinbutton', { name: /Available rooms/ }), '3');
    await user.type(within(form).getByRole('spinbutton', { name: /Overnight rate/ }), '120.5');
    await user.click(within(form).getByRole('checkbox', { name: '3h' }));
    const earliest = await within(form).findByLabelText(/3h window 1 earliest/);
    const latest = within(form).getByLabelText(/3h window 1 latest/);
    await user.type(earliest, '12:00');
    await user.type(latest, '09:00');
    await user.click(within(form).getByRole('button', { name: 'Add room' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(HotelsMessages.rooms.windowOrder));
    await user.clear(latest);
    await user.type(latest, '15:00');
    await user.click(within(form).getByRole('button', { name: 'Add room' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: HotelsMessages.rooms.updated }));
    expect(mocked.addRoom).toHaveBeenCalledWith(
      'h1',
      expect.objectContaining({
        name: 'Twin',
        availableRooms: 3,
        overnightRate: 12_050,
        isSetOpeningHoursThree: true,
        setOpeningHoursThree: [{ earliestCheckin: '12:00', latestCheckin: '15:00' }],
      }),
    );
    expect(onDone).toHaveBeenCalled();
    // Unticking the slot empties it.
    await user.click(within(form).getByRole('checkbox', { name: '3h' }));
    expect(within(form).queryByLabelText(/3h window 1 earliest/)).not.toBeInTheDocument();
  });
});
