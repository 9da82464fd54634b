/**
 * The hotels area's demo data (docs/areas/hotels.md, "Demo data"): property chains, 60 hotels (or `--scale` N) in
 * twelve real cities of nine countries, their owners, contacts and managers (hotel accounts: no console role, no
 * password), rooms with check-in windows that pass the room rules, photos (their files are drawn on demand:
 * hotels/photos.ts). The bookings area's seed adds their reservations and reviews. Deterministic: every id and choice is drawn
 * from the seed's generator. Idempotent: rows with fixed ids or names are skipped when present.
 */
import { AMENITIES, HOTEL_TYPES, type HotelStatus } from '@backoffice/contracts';
import type { AreaSeedWriter, SeedContext, Tx } from '@backoffice/api-server';
import { commissions, hotelEmployees, hotels, rooms, users } from '@backoffice/api-server/schema';
import { inArray } from 'drizzle-orm';
import { checkinWindows, hotelPhotos } from '../hotels.schema';

/** Hotels of the demo set; `--scale N` above it makes N hotels (`--scale 5000`: 5,000 for the benchmarks). */
export const SEED_HOTELS = 60;

/** Cities of the demo hotels: real coordinates (WGS84), their state and a postal code. */
export const SEED_CITIES = [
  { city: 'Sydney', state: 'New South Wales', country: 'Australia', postalCode: '2000', lat: -33.8688, lng: 151.2093 },
  { city: 'Melbourne', state: 'Victoria', country: 'Australia', postalCode: '3000', lat: -37.8136, lng: 144.9631 },
  { city: 'Brisbane', state: 'Queensland', country: 'Australia', postalCode: '4000', lat: -27.4698, lng: 153.0251 },
  { city: 'Auckland', state: 'Auckland', country: 'New Zealand', postalCode: '1010', lat: -36.8485, lng: 174.7633 },
  { city: 'Singapore', state: 'Singapore', country: 'Singapore', postalCode: '018956', lat: 1.2903, lng: 103.8519 },
  { city: 'Kuala Lumpur', state: 'Kuala Lumpur', country: 'Malaysia', postalCode: '50088', lat: 3.139, lng: 101.6869 },
  { city: 'Bangkok', state: 'Bangkok', country: 'Thailand', postalCode: '10200', lat: 13.7563, lng: 100.5018 },
  { city: 'Mumbai', state: 'Maharashtra', country: 'India', postalCode: '400001', lat: 19.076, lng: 72.8777 },
  { city: 'Bengaluru', state: 'Karnataka', country: 'India', postalCode: '560001', lat: 12.9716, lng: 77.5946 },
  { city: 'Dubai', state: 'Dubai', country: 'United Arab Emirates', postalCode: '00000', lat: 25.2048, lng: 55.2708 },
  { city: 'London', state: 'England', country: 'United Kingdom', postalCode: 'EC1A 1BB', lat: 51.5074, lng: -0.1278 },
  { city: 'New York', state: 'New York', country: 'United States', postalCode: '10001', lat: 40.7128, lng: -74.006 },
] as const;

/** The demo chains besides Other (made by the migration). */
export const SEED_CHAINS = ['Harbour Group', 'Skyline Hotels', 'Transit Rest', 'Urban Nest'];

const NAME_FIRST = ['Harbour', 'Central', 'Skyline', 'Riverside', 'Airport', 'Park', 'Station', 'Garden', 'Metro', 'Bayview'];
const NAME_LAST = ['Hotel', 'Suites', 'Inn', 'Lodge', 'Rooms', 'Stay'];
const STREETS = ['George Street', 'Market Street', 'King Street', 'Queen Street', 'Station Road', 'Harbour Drive'];
const FIRST_NAMES = ['Ava', 'Liam', 'Mia', 'Noah', 'Zoe', 'Arjun', 'Priya', 'Wei', 'Mei', 'Omar', 'Layla', 'Lucas', 'Emma', 'Ravi', 'Sofia'];
const LAST_NAMES = ['Smith', 'Nguyen', 'Patel', 'Tan', 'Khan', 'Brown', 'Lee', 'Garcia', 'Wilson', 'Sharma', 'Chen', 'Taylor'];
const ROOM_NAMES = ['Standard Queen', 'Deluxe King', 'Twin Room', 'Executive Suite', 'Studio'];

/** Seed photo files are not stored: the photo route draws them (hotels/photos.ts) from their name. */
export const SEED_PHOTO_SUFFIX = '.jpg';

export async function hotelsSeed(context: SeedContext): Promise<AreaSeedWriter> {
  const { rand, uuid, now } = context;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  const between = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const day = 86_400_000;
  const count = Math.max(SEED_HOTELS, context.scale);

  type UserInsert = typeof users.$inferInsert;
  const people: UserInsert[] = [];
  const person = (n: number, kind: 'owner' | 'contact' | 'manager'): UserInsert => {
    const firstName = FIRST_NAMES[n % FIRST_NAMES.length];
    const lastName = LAST_NAMES[(n * 7) % LAST_NAMES.length];
    const row: UserInsert = {
      id: uuid(),
      email: `${kind}${String(n).padStart(3, '0')}@hotels.example`,
      firstName,
      lastName,
      role: null,
      passwordHash: null,
      userType: kind === 'owner' ? 'ADMIN' : 'EMPLOYEE',
      accessLevel: kind === 'owner' ? 'OWNER' : kind === 'manager' ? 'MANAGER' : 'STANDARD',
      title: kind === 'owner' ? 'Owner' : kind === 'manager' ? 'Revenue manager' : 'Hotel manager',
      mobile: `+61 4${String(between(10_000_000, 99_999_999))}`,
    };
    people.push(row);
    return row;
  };

  const chainIds = SEED_CHAINS.map(() => uuid());
  const owners = Array.from({ length: Math.ceil(count / 3) }, (_, i) => person(i + 1, 'owner'));
  const hotelRows: (typeof hotels.$inferInsert)[] = [];
  const employeeRows: (typeof hotelEmployees.$inferInsert)[] = [];
  const photoRows: (typeof hotelPhotos.$inferInsert)[] = [];
  const roomRows: (typeof rooms.$inferInsert)[] = [];
  const windowRows: (typeof checkinWindows.$inferInsert)[] = [];

  for (let i = 0; i < count; i++) {
    const place = SEED_CITIES[i % SEED_CITIES.length];
    const owner = owners[Math.floor(i / 3) % owners.length];
    const id = uuid();
    const roll = rand();
    const status: HotelStatus = roll < 0.7 ? 'Live' : roll < 0.9 ? 'Pending' : 'Inactive';
    const createdAt = new Date(now.getTime() - between(5, 700) * day);
    hotelRows.push({
      id,
      name: `${NAME_FIRST[i % NAME_FIRST.length]} ${NAME_LAST[Math.floor(i / NAME_FIRST.length) % NAME_LAST.length]} ${place.city}${i >= NAME_FIRST.length * NAME_LAST.length ? ` ${i}` : ''}`,
      description: `<p>A ${pick(['quiet', 'modern', 'friendly', 'central'])} hotel in ${place.city} with rooms by the hour.</p>`,
      types: ((t) => (t.length ? t : ['Transit']))(HOTEL_TYPES.filter(() => rand() < 0.5)),
      rating: between(4, 10) / 2,
      streetAddress: `${between(1, 400)} ${pick(STREETS)}`,
      city: place.city,
      state: place.state,
      country: place.country,
      postalCode: place.postalCode,
      latitude: place.lat + (rand() - 0.5) * 0.06,
      longitude: place.lng + (rand() - 0.5) * 0.06,
      amenities: AMENITIES.filter(() => rand() < 0.3),
      propertyId: rand() < 0.1 ? null : `MS-${String(1000 + i)}`,
      commissionRate: between(800, 2000) / 100,
      expediaUrl: rand() < 0.6 ? `https://www.expedia.com/h${100000 + i}.Hotel-Information` : '',
      status,
      paymentMethodId: rand() < 0.6 ? `pm_demo_${String(i).padStart(5, '0')}` : null,
      commissionId: rand() < 0.75 ? pick(chainIds) : null,
      ownerId: owner.id,
      createdAt,
      updatedAt: createdAt,
    });
    const contact = person(i + 1, 'contact');
    employeeRows.push({ id: uuid(), hotelId: id, userId: contact.id as string, kind: 'contact', isOwner: false });
    const sameAsOwner = rand() < 0.5;
    const manager = sameAsOwner ? owner : person(i + 1, 'manager');
    employeeRows.push({ id: uuid(), hotelId: id, userId: manager.id as string, kind: 'manager', isOwner: sameAsOwner });
    for (let p = 0, n = between(0, 6); p < n; p++) {
      photoRows.push({ id: uuid(), hotelId: id, name: `${uuid()}${SEED_PHOTO_SUFFIX}`, createdAt: new Date(createdAt.getTime() + p * 1000) });
    }
    const roomIds: string[] = [];
    for (let r = 0, n = between(1, 3); r < n; r++) {
      const roomId = uuid();
      roomIds.push(roomId);
      const twelve = rand() < 0.4;
      const six = rand() < 0.6;
      roomRows.push({
        id: roomId,
        hotelId: id,
        name: ROOM_NAMES[(i + r) % ROOM_NAMES.length],
        bedrooms: 1,
        kingBeds: r % 2,
        queenBeds: 1 - (r % 2),
        availableRooms: between(1, 8),
        overnightRate: between(90, 320) * 100,
        floorRate: between(40, 80) * 100,
        openingHoursStart: '06:00',
        openingHoursEnd: '23:00',
        setOpeningHours: true,
        isSetThree: true,
        isSetSix: six,
        isSetTwelve: twelve,
        createdAt: new Date(createdAt.getTime() + r * 1000),
      });
      const start = between(6, 11);
      windowRows.push({ id: uuid(), roomId, slotHours: 3, position: 0, earliestCheckin: `${String(start).padStart(2, '0')}:00`, latestCheckin: '14:00' });
      windowRows.push({ id: uuid(), roomId, slotHours: 3, position: 1, earliestCheckin: '15:00', latestCheckin: '20:00' });
      if (six) windowRows.push({ id: uuid(), roomId, slotHours: 6, position: 0, earliestCheckin: '08:00', latestCheckin: '16:00' });
      if (twelve) windowRows.push({ id: uuid(), roomId, slotHours: 12, position: 0, earliestCheckin: '18:00', latestCheckin: '22:00' });
    }
  }

  return async (tx: Tx) => {
    const chunked = async <T>(rows: T[], insert: (part: T[]) => Promise<unknown>) => {
      for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
    };
    await tx
      .insert(commissions)
      .values(SEED_CHAINS.map((clientTypeName, i) => ({ id: chainIds[i], clientTypeName })))
      .onConflictDoNothing();
    // A chain kept from an earlier seed keeps its id: the hotels point at whichever is stored.
    const stored = await tx.select().from(commissions).where(inArray(commissions.clientTypeName, SEED_CHAINS));
    const chainOf = new Map(SEED_CHAINS.map((name, i) => [chainIds[i], stored.find((c) => c.clientTypeName === name)?.id ?? chainIds[i]]));
    for (const h of hotelRows) if (h.commissionId) h.commissionId = chainOf.get(h.commissionId) ?? null;
    await chunked(people, (part) => tx.insert(users).values(part).onConflictDoNothing());
    await chunked(hotelRows, (part) => tx.insert(hotels).values(part).onConflictDoNothing());
    await chunked(employeeRows, (part) => tx.insert(hotelEmployees).values(part).onConflictDoNothing());
    await chunked(photoRows, (part) => tx.insert(hotelPhotos).values(part).onConflictDoNothing());
    await chunked(roomRows, (part) => tx.insert(rooms).values(part).onConflictDoNothing());
    await chunked(windowRows, (part) => tx.insert(checkinWindows).values(part).onConflictDoNothing());
    return {
      chains: SEED_CHAINS.length,
      hotels: hotelRows.length,
      hotelAccounts: people.length,
      rooms: roomRows.length,
      photos: photoRows.length,
    };
  };
}
