import * as api from '@backoffice/api-client/hotels';
import { ApiError } from '@backoffice/api-client';
import { HotelsMessages, type Hotel, type Room } from '@backoffice/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { answerAddHotelCalls, fillRequired, renderAddHotel, type AddHotelUser } from './add-hotel-test-kit';
import { NO_PROGRESS, runAddHotel, type AddHotelInput } from './api';
import { NEW_ROOM, roomInputOf } from './room-model';

jest.mock('@backoffice/api-client/hotels', () => jest.requireActual('./add-hotel-api-stand-in').addHotelApi('addRoom', 'getHotel'));

const mocked = jest.mocked(api);
const saved = { message: HotelsMessages.rooms.updated, data: {} as Room };

beforeEach(() => {
  jest.resetAllMocks();
  answerAddHotelCalls(mocked);
  mocked.addRoom.mockResolvedValue(saved);
});

const render = renderAddHotel;
type User = AddHotelUser;

/** Enters a room with Edit Hotel's room fields: a 3-hour slot with one window. */
async function addRoom(user: User, name: string, rate: string) {
  const rooms = screen.getByRole('region', { name: 'Rooms' });
  await user.click(within(rooms).getByRole('button', { name: 'Add a room' }));
  const room = within(rooms).getByRole('group', { name: 'New room' });
  await user.type(within(room).getByRole('textbox', { name: /Room name/ }), name);
  await user.type(within(room).getByRole('spinbutton', { name: /Available rooms/ }), '2');
  await user.type(within(room).getByRole('spinbutton', { name: /Overnight rate/ }), rate);
  await user.click(within(room).getByRole('checkbox', { name: '3h' }));
  await user.type(await within(room).findByLabelText(/3h window 1 earliest/), '09:00');
  await user.type(within(room).getByLabelText(/3h window 1 latest/), '12:00');
  await user.click(within(room).getByRole('button', { name: 'Add room' }));
}

describe('AddHotelPage rooms', () => {
  it("checks a room's rules before keeping it", async () => {
    const { user } = render();
    const rooms = screen.getByRole('region', { name: 'Rooms' });
    await user.click(within(rooms).getByRole('button', { name: 'Add a room' }));
    await user.click(within(rooms).getByRole('button', { name: 'Add room' }));
    expect(within(rooms).getByRole('alert')).toHaveTextContent(HotelsMessages.rooms.nameRequired);
    expect(within(rooms).queryByRole('list', { name: 'Rooms to add' })).not.toBeInTheDocument();
  });

  it('adds the hotel then both rooms, in cents, after the photos', async () => {
    const { user, shell } = render();
    await fillRequired(user);
    await addRoom(user, 'Twin', '120');
    await addRoom(user, 'Deluxe', '180.5');
    expect(within(screen.getByRole('list', { name: 'Rooms to add' })).getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual([
      'Twin · 2 rooms · $120.00 a night',
      'Deluxe · 2 rooms · $180.50 a night',
    ]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: HotelsMessages.hotel.added }));
    expect(mocked.addRoom).toHaveBeenCalledTimes(2);
    expect(mocked.addRoom).toHaveBeenNthCalledWith(1, 'h1', expect.objectContaining({ name: 'Twin', overnightRate: 12_000, isSetOpeningHoursThree: true }));
    expect(mocked.addRoom).toHaveBeenNthCalledWith(2, 'h1', expect.objectContaining({ name: 'Deluxe', overnightRate: 18_050 }));
    expect(mocked.addRoom.mock.invocationCallOrder[0]).toBeGreaterThan(mocked.addHotelManager.mock.invocationCallOrder[0]);
  });

  it('names a failed room; Retry goes on from that room without a second hotel or a second first room', async () => {
    mocked.addRoom.mockResolvedValueOnce(saved).mockRejectedValueOnce(new ApiError(400, HotelsMessages.rooms.windowOrder));
    mocked.getHotel.mockResolvedValue({ rooms: [{ isDeleted: false }] } as unknown as Hotel);
    const { user, shell } = render();
    await fillRequired(user);
    await addRoom(user, 'Twin', '120');
    await addRoom(user, 'Deluxe', '180');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(`Room 2 (Deluxe): ${HotelsMessages.rooms.windowOrder}`)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Progress' })).toHaveTextContent('Rooms: failed');
    // The room already added can no longer be removed; the failed one can.
    expect(screen.queryByRole('button', { name: 'Remove room Twin' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove room Deluxe' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: HotelsMessages.hotel.added }));
    expect(mocked.createHotel).toHaveBeenCalledTimes(1);
    expect(mocked.addRoom).toHaveBeenCalledTimes(3);
    expect(mocked.addRoom.mock.calls.map(([, room]) => room.name)).toEqual(['Twin', 'Deluxe', 'Deluxe']);
  });
});

describe('runAddHotel rooms', () => {
  const input: AddHotelInput = {
    owner: { firstName: 'Ada', lastName: 'Admin', email: 'ada@staff.example.com' },
    hotel: { name: 'Harbour Stay' } as AddHotelInput['hotel'],
    contact: { owner: true },
    manager: { owner: true },
    photos: [],
    rooms: [roomInputOf({ ...NEW_ROOM, name: 'Twin' }), roomInputOf({ ...NEW_ROOM, name: 'Deluxe' })],
  };

  it('counts the rooms the hotel holds before resuming, so a room whose answer was lost is not added twice', async () => {
    // The second room was made but its answer lost: the hotel holds both.
    mocked.addRoom.mockResolvedValueOnce(saved).mockRejectedValueOnce(new Error('Network Error'));
    let progress = NO_PROGRESS;
    await expect(runAddHotel(input, progress, (p) => (progress = p))).rejects.toThrow('Room 2 (Deluxe): Network Error');
    expect(progress).toMatchObject({ hotelId: 'h1', roomsDone: 1, roomsTried: true });
    mocked.getHotel.mockResolvedValue({ rooms: [{ isDeleted: false }, { isDeleted: false }] } as unknown as Hotel);
    await expect(runAddHotel(input, progress, (p) => (progress = p))).resolves.toMatchObject({ roomsDone: 2 });
    expect(mocked.getHotel).toHaveBeenCalledWith('h1');
    expect(mocked.addRoom).toHaveBeenCalledTimes(2);
  });
});
