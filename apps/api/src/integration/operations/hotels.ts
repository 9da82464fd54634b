/**
 * The hotels area's api-client functions, each through its operation (docs/areas/hotels.md, "Calls", "Add flow",
 * "Property listing", "Score and rank", "Redirect to Hotel Admin"): the hotel form's calls (lib/hotels.ts) and the
 * listing's (lib/hotel-listing.ts), on a hotel this check adds and deletes at the end.
 */
// eslint-disable-next-line @nx/enforce-module-boundaries -- the drift check runs the api-client against the app
import * as hotelsClient from '../../../../../libs/api-client/src/lib/hotels';
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above
import * as listingClient from '../../../../../libs/api-client/src/lib/hotel-listing';
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above
import { call } from '../../../../../libs/api-client/src/lib/client';
import { HotelsOperations } from '@backoffice/contracts';
import { png } from '@backoffice/api-server/testing';
import type { AreaDrift } from './harness';

export const hotelsDrift: AreaDrift = {
  area: 'hotels',
  client: { ...hotelsClient, ...listingClient },
  drive: async (run) => {
    // The listing and the pickers (docs/areas/hotels.md, "Property listing")
    const all = await run('listHotels', () => listingClient.listHotels({ page: 1, limit: 5, sort: 'name', order: 'asc' }));
    expect(all.data.length).toBeGreaterThan(0);
    const owners = await run('listHotelOwners', () => listingClient.listHotelOwners());
    await run('getOwnerHotels', () => listingClient.getOwnerHotels(owners[0]?._id ?? 'all', { page: 1, limit: 5 }));
    await run('queryHotels', () => listingClient.queryHotels({ search: all.data[0].name.slice(0, 3), limit: 5 }));
    await run('queryHotelsByProperty', () => listingClient.queryHotelsByProperty({ propertyId: all.data[0].propertyId || 'P', limit: 5 }));
    await run('findPlaces', () => listingClient.findPlaces('Sydney'));

    // The add flow: the owner, the hotel, its people, a photo and a room (docs/areas/hotels.md, "Add flow")
    const owner = await run('checkAdmin', () =>
      hotelsClient.checkAdmin({ firstName: 'Drift', lastName: 'Owner', email: 'drift.owner@example.com', userType: 'ADMIN', accessLevel: 'OWNER' }),
    );
    const saved = await run('createHotel', () =>
      hotelsClient.createHotel(
        {
          name: 'Drift Check Hotel',
          description: '<p>Drift</p>',
          ...{ rating: 4, type: ['Business'], amenities: ['Bar'], commissionRate: 10, overwrite: false },
          ...{ streetAddress: '1 Collins Street', city: 'Melbourne', state: 'Victoria', country: 'Australia', postalCode: '3000' },
          ...{ latitude: -37.8136, longitude: 144.9631, propertyId: '', expediaUrl: '' },
          owner: owner.token,
        },
        'drift-check-hotel',
      ),
    );
    const id = saved.data._id;
    const contact = await run('addHotelContact', () =>
      hotelsClient.addHotelContact(id, {
        contact: { firstName: 'Drift', lastName: 'Contact', title: 'GM', mobile: '', email: 'drift.contact@example.com' },
        owner: false,
      }),
    );
    await run('addHotelManager', () => hotelsClient.addHotelManager(id, { owner: true }));
    const file = new File([new Uint8Array(await png())], 'drift.png', { type: 'image/png' });
    const photos = await run('uploadHotelImage', () => hotelsClient.uploadHotelImage(id, file, { idempotencyKey: 'drift-check-photo' }));
    await run('removeHotelImage', () => hotelsClient.removeHotelImage(id, photos[0]));
    const room = await run('addRoom', () =>
      hotelsClient.addRoom(id, {
        name: 'Drift King',
        bedrooms: 1,
        kingBeds: 1,
        availableRooms: 2,
        overnightRate: 18_900,
        floorRate: 9_000,
        openingHours: { openingHoursStart: '08:00', openingHoursEnd: '22:00' },
        setOpeningHours: true,
        isSetOpeningHoursThree: true,
        setOpeningHoursThree: [{ earliestCheckin: '09:00', latestCheckin: '12:00' }],
      }),
    );
    await run('updateRoom', () => hotelsClient.updateRoom(id, room.data._id, { name: 'Drift Queen' }));
    await run('updateEmployee', () => hotelsClient.updateEmployee(id, contact._id, { contact: { title: 'Night manager' }, owner: false }));

    // The edit page and the listing's status (docs/areas/hotels.md, "Edit save")
    await run('getHotel', () => hotelsClient.getHotel(id));
    await run('getHotelCounts', () => hotelsClient.getHotelCounts(id));
    await run('updateHotel', () => hotelsClient.updateHotel({ id, name: 'Drift Check Hotel 2' }));
    await run('setHotelStatus', () => listingClient.setHotelStatus(id, 'Live'));
    await run('getHotelRank', () =>
      listingClient.getHotelRank({ hotelId: id, lat: -37.8136, lon: 144.9631, date: '2026-11-25', time: '12:30', duration: 3 }),
    );
    // A date that is no calendar date: the rank's own 400 (its text in `error` too).
    await run('getHotelRank', () => listingClient.getHotelRank({ hotelId: id, lat: -37.8136, lon: 144.9631, date: '2026-02-30' }), [400]);
    await run('saveProperties', () => listingClient.saveProperties([{ hotelId: id, propertyId: 'DRIFT-CHECK-1', propertyName: 'Drift Check Hotel' }]));
    const signIn = await run('generateHotelAdminToken', () => hotelsClient.generateHotelAdminToken({ userId: owner._id, hotelId: id }));
    // The page the redirect opens (no api-client function: the browser goes there), through its operation.
    const page = await call(HotelsOperations.hotelAdminSignIn, { query: { token: signIn.token } });
    expect(String(page)).toContain('Drift Check Hotel');

    // Deleting it: no reservations, so it goes (docs/areas/hotels.md, "Deleting a hotel").
    const reserved = await run('isReserve', () => hotelsClient.isReserve(id));
    expect(reserved).toBe(false);
    await run('deleteHotel', () => hotelsClient.deleteHotel(id));
  },
};
