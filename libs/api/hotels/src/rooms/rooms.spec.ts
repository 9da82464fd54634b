/**
 * Rooms through inject (docs/areas/hotels.md, "Rooms"): the spec's rules in their order, windows per slot,
 * updates laid over the stored room, deletion, the audit trail and the rights.
 */
import { HotelsMessages, type RoomInput } from '@backoffice/contracts';
import { auditEventsOf, insertHotel } from '@backoffice/api-server/testing';
import { bearer, buildTestAppAsAdmin, demo, loginAs, type App } from '../test/helper';

const room = (over: Partial<RoomInput> = {}): RoomInput => ({
  name: 'Deluxe King',
  bedrooms: 1,
  kingBeds: 1,
  availableRooms: 4,
  overnightRate: 18_900,
  floorRate: 9_000,
  openingHours: { openingHoursStart: '08:00', openingHoursEnd: '22:00' },
  setOpeningHours: true,
  isSetOpeningHoursThree: true,
  setOpeningHoursThree: [
    { earliestCheckin: '09:00', latestCheckin: '12:00' },
    { earliestCheckin: '14:00', latestCheckin: '18:00' },
  ],
  ...over,
});

describe('rooms', () => {
  let app: App;
  let admin: Record<string, string>;
  let hotelId: string;

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
    ({ hotelId } = await insertHotel(app));
  });
  afterAll(() => app.close());

  const add = (body: RoomInput, id = hotelId) =>
    app.inject({ method: 'POST', url: `/api/hotel/${id}/roomAdd`, headers: admin, payload: { room: body } });
  const update = (roomId: string, body: RoomInput) =>
    app.inject({ method: 'PUT', url: `/api/hotel/${hotelId}/roomUpdate/${roomId}`, headers: admin, payload: { room: body } });
  const hotelRooms = async () => (await app.inject({ method: 'GET', url: `/api/hotel/${hotelId}`, headers: admin })).json().data.rooms;

  it('adds a room with its windows (rates in cents, counts defaulting to 0) and audits it', async () => {
    const res = await add(room());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: HotelsMessages.rooms.updated,
      data: {
        name: 'Deluxe King',
        queenBeds: 0,
        overnightRate: 18_900,
        isSetOpeningHoursThree: true,
        isSetOpeningHoursSix: false,
        setOpeningHoursThree: [
          { earliestCheckin: '09:00', latestCheckin: '12:00' },
          { earliestCheckin: '14:00', latestCheckin: '18:00' },
        ],
        setOpeningHoursSix: [],
        isDeleted: false,
      },
    });
    const id = res.json().data._id;
    expect((await hotelRooms()).map((r: { _id: string }) => r._id)).toContain(id);
    expect((await auditEventsOf(app, 'room', id))[0]).toMatchObject({ action: 'room.create', after: { hotelId, name: 'Deluxe King' } });
  });

  it.each([
    ['a blank name', { name: ' ' }, HotelsMessages.rooms.nameRequired],
    ['no available rooms', { availableRooms: null }, HotelsMessages.rooms.availableRoomsRequired],
    ['no overnight rate', { overnightRate: null }, HotelsMessages.rooms.overnightRateRequired],
    ['no slot', { isSetOpeningHoursThree: false }, HotelsMessages.rooms.slotRequired('Deluxe King')],
    ['an empty window', { setOpeningHoursThree: [{ earliestCheckin: '', latestCheckin: '10:00' }] }, HotelsMessages.rooms.windowRequired],
    ['a chosen slot without windows', { isSetOpeningHoursSix: true, setOpeningHoursSix: [] }, HotelsMessages.rooms.windowRequired],
    ['latest before earliest', { setOpeningHoursThree: [{ earliestCheckin: '12:00', latestCheckin: '09:00' }] }, HotelsMessages.rooms.windowOrder],
    ['a negative count', { kingBeds: -1 }, HotelsMessages.rooms.numberInvalid],
  ])('refuses %s with the spec message and adds nothing', async (_label, over, message) => {
    const before = (await hotelRooms()).length;
    const res = await add(room(over as Partial<RoomInput>));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await hotelRooms()).length).toBe(before);
  });

  it('checks the rules in the spec order: the name first, then available rooms', async () => {
    const res = await add(room({ name: '', availableRooms: null, overnightRate: null }));
    expect(res.json().message).toBe(HotelsMessages.rooms.nameRequired);
  });

  it('updates a room: the fields sent over the stored ones, windows replaced, an unchosen slot emptied', async () => {
    const id = (await add(room({ name: 'Twin' }))).json().data._id;
    const res = await update(id, {
      overnightRate: 20_000,
      isSetOpeningHoursThree: false,
      isSetOpeningHoursTwelve: true,
      setOpeningHoursTwelve: [{ earliestCheckin: '20:00', latestCheckin: '23:00' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Twin',
      availableRooms: 4,
      overnightRate: 20_000,
      isSetOpeningHoursThree: false,
      setOpeningHoursThree: [],
      setOpeningHoursTwelve: [{ earliestCheckin: '20:00', latestCheckin: '23:00' }],
    });
    const [event] = await auditEventsOf(app, 'room', id);
    expect(event).toMatchObject({ action: 'room.update', before: { overnightRate: 18_900 }, after: { overnightRate: 20_000 } });
    expect(event.after).not.toHaveProperty('name');
    const bad = await update(id, { setOpeningHoursTwelve: [{ earliestCheckin: '23:00', latestCheckin: '20:00' }] });
    expect(bad.json().message).toBe(HotelsMessages.rooms.windowOrder);
  });

  it('deletes a room with isDeleted: it leaves the hotel, a second delete is 404', async () => {
    const id = (await add(room({ name: 'Gone' }))).json().data._id;
    const res = await update(id, { isDeleted: true });
    expect(res.json()).toMatchObject({ message: HotelsMessages.rooms.deleted, data: { _id: id, isDeleted: true } });
    expect((await hotelRooms()).map((r: { _id: string }) => r._id)).not.toContain(id);
    expect((await update(id, { isDeleted: true })).statusCode).toBe(404);
    expect((await auditEventsOf(app, 'room', id))[0].action).toBe('room.delete');
  });

  it('404 for an unknown hotel or room; 403 for other roles; 401 without a token', async () => {
    expect((await add(room(), '00000000-0000-4000-8000-000000000000')).json()).toMatchObject({ statusCode: 404, message: HotelsMessages.hotel.notFound });
    expect((await update('00000000-0000-4000-8000-000000000000', room())).statusCode).toBe(404);
    const employee = bearer(await loginAs(app, demo.employee));
    const res = await app.inject({ method: 'POST', url: `/api/hotel/${hotelId}/roomAdd`, headers: employee, payload: { room: room() } });
    expect(res.statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: `/api/hotel/${hotelId}/roomAdd`, payload: { room: room() } })).statusCode).toBe(401);
  });
});
