/**
 * Hotels on the wire (docs/areas/hotels.md, "Data"): hotel rows with their chain, owner, contacts, managers,
 * photos and rooms as the spec's Hotel. Every answer that carries whole hotels goes through {@link loadHotels}:
 * six queries whatever the number of hotels.
 */
import type { Employee, Hotel, HotelDetailOwner } from '@backoffice/contracts';
import type { Db, Tx } from '@backoffice/api-server';
import { commissions, hotelEmployees, type HotelRow, hotels, users } from '@backoffice/api-server/schema';
import { asc, eq, inArray } from 'drizzle-orm';
import { hotelPhotos } from '../hotels.schema';
import { loadRooms } from '../rooms/wire';

/** Where a stored hotel photo is served (public, like the website's images): `/api/hotel/photos/<name>`. */
export const HOTEL_PHOTO_URL_PREFIX = '/api/hotel/photos/';
export const hotelPhotoUrl = (name: string) => `${HOTEL_PHOTO_URL_PREFIX}${name}`;

/** The stored name a photo address points at (with or without an origin), or null. */
export function hotelPhotoName(url: string): string | null {
  let path = url.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return null;
    }
  }
  if (path.startsWith(HOTEL_PHOTO_URL_PREFIX)) path = path.slice(HOTEL_PHOTO_URL_PREFIX.length);
  return /^[0-9a-f-]{36}\.(jpg|png)$/.test(path) ? path : null;
}

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** The hotel's own columns as the wire names them (what the audit trail compares). */
export function hotelFieldsOf(row: HotelRow) {
  return {
    name: row.name,
    description: row.description,
    type: row.types,
    rating: row.rating,
    streetAddress: row.streetAddress,
    city: row.city,
    state: row.state,
    country: row.country,
    postalCode: row.postalCode,
    latitude: row.latitude,
    longitude: row.longitude,
    amenities: row.amenities,
    propertyId: row.propertyId ?? '',
    commissionRate: row.commissionRate,
    overwrite: row.overwrite,
    expediaUrl: row.expediaUrl,
    isActive: row.status,
    commissionId: row.commissionId,
    ownerId: row.ownerId,
  };
}

/**
 * The given hotels as wire Hotels, in the order of `ids` (unknown ids left out; deleted hotels kept, with
 * `isDeleted` true). Rooms exclude deleted ones. `consoleAccount` marks the owner, contacts and managers who have a
 * console role, whose details the people calls never change (docs/areas/hotels.md, "Owners, contacts and managers").
 */
export async function loadHotels(db: Db | Tx, ids: readonly string[]): Promise<Hotel[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(hotels).where(inArray(hotels.id, [...ids]));
  if (rows.length === 0) return [];
  const hotelIds = rows.map((r) => r.id);
  const chainIds = [...new Set(rows.map((r) => r.commissionId).filter((x): x is string => x !== null))];
  const ownerIds = [...new Set(rows.map((r) => r.ownerId).filter((x): x is string => x !== null))];
  const [chains, owners, people, photos, roomsByHotel] = await Promise.all([
    chainIds.length ? db.select().from(commissions).where(inArray(commissions.id, chainIds)) : [],
    ownerIds.length
      ? db
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            role: users.role,
          })
          .from(users)
          .where(inArray(users.id, ownerIds))
      : [],
    db
      .select({
        id: hotelEmployees.id,
        userId: hotelEmployees.userId,
        hotelId: hotelEmployees.hotelId,
        kind: hotelEmployees.kind,
        isOwner: hotelEmployees.isOwner,
        firstName: users.firstName,
        lastName: users.lastName,
        title: users.title,
        mobile: users.mobile,
        email: users.email,
        accessLevel: users.accessLevel,
        role: users.role,
      })
      .from(hotelEmployees)
      .innerJoin(users, eq(users.id, hotelEmployees.userId))
      .where(inArray(hotelEmployees.hotelId, hotelIds))
      .orderBy(asc(hotelEmployees.createdAt), asc(hotelEmployees.id)),
    db
      .select()
      .from(hotelPhotos)
      .where(inArray(hotelPhotos.hotelId, hotelIds))
      .orderBy(asc(hotelPhotos.createdAt), asc(hotelPhotos.id)),
    loadRooms(db, hotelIds),
  ]);
  const chainById = new Map(chains.map((c) => [c.id, { _id: c.id, clientTypeName: c.clientTypeName }]));
  const ownerById = new Map<string, HotelDetailOwner>(
    owners.map((o) => [o.id, { _id: o.id, fullName: fullName(o), email: o.email, consoleAccount: o.role !== null }]),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const employees = (kind: 'contact' | 'manager'): Employee[] =>
      people
        .filter((p) => p.hotelId === id && p.kind === kind)
        .map((p) => ({
          _id: p.id,
          userId: p.userId,
          firstName: p.firstName,
          lastName: p.lastName,
          fullName: fullName(p),
          title: p.title,
          mobile: p.mobile,
          email: p.email,
          accessLevel: p.accessLevel ?? (kind === 'manager' ? 'MANAGER' : 'STANDARD'),
          isOwner: p.isOwner,
          consoleAccount: p.role !== null,
        }));
    const hotel: Hotel = {
      _id: r.id,
      name: r.name,
      description: r.description,
      type: r.types as Hotel['type'],
      rating: r.rating,
      streetAddress: r.streetAddress,
      city: r.city,
      state: r.state,
      country: r.country,
      postalCode: r.postalCode,
      latitude: r.latitude,
      longitude: r.longitude,
      amenities: r.amenities as Hotel['amenities'],
      propertyId: r.propertyId ?? '',
      commissionRate: r.commissionRate,
      expediaUrl: r.expediaUrl,
      photos: photos.filter((p) => p.hotelId === id).map((p) => hotelPhotoUrl(p.name)),
      isActive: r.status,
      isDeleted: r.deletedAt !== null,
      paymentMethodID: r.paymentMethodId,
      commission: r.commissionId ? (chainById.get(r.commissionId) ?? null) : null,
      owner: r.ownerId ? (ownerById.get(r.ownerId) ?? null) : null,
      contacts: employees('contact'),
      managers: employees('manager'),
      rooms: roomsByHotel.get(id) ?? [],
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
    return [hotel];
  });
}
