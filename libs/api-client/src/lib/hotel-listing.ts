import { HotelsRoutes as routes, PricingRoutes } from '@backoffice/contracts/constants';
import type {
  HotelListQuery,
  HotelListResponse,
  HotelOwner,
  HotelQueryBody,
  HotelQueryByPropertyBody,
  HotelRankQuery,
  HotelRankResponse,
  HotelSavedResponse,
  HotelSearchItem,
  HotelsOperations as Ops,
  HotelStatus,
  Place,
  PricingOperations,
  PropertyAddNewBody,
  PropertyAddNewResponse,
} from '@backoffice/contracts';
import { ApiError, call } from './shared-client';

// The property listing, /hotels, the property IDs, score and rank (docs/areas/hotels.md, "Property listing",
// "Score and rank" and "Calls"). Every call needs a SuperAdmin: another role gets ApiError 403. Each is the
// operation of libs/contracts/src/hotels.ts called at its route (`HotelsRoutes`, call.ts); the search by property
// ID is the pricing area's route (`PricingOperations.queryByProperty`, one path with two bodies).

/**
 * GET /api/hotel/list: the hotels. With `page` the answer is one page `{ data, total, page, limit }` filtered,
 * sorted and paged by the server; without it every hotel (`{ data }`).
 *
 * @param query `page` (1-based), `limit` (rows per page), `search` (property ID, name, city, owner e-mail or
 *   status, case-insensitive), `commissionID` (a chain's id, 'other' for hotels without one), `status`,
 *   `missingPropertyId` (only hotels without a property ID), `sort` (HOTEL_SORT_FIELDS) and `order`.
 * @throws ApiError 400 on an invalid query.
 *
 * @example
 * const { data, total } = await listHotels({ page: 1, limit: 10, search: 'sydney', sort: 'name', order: 'asc' });
 */
export async function listHotels(query: HotelListQuery = {}): Promise<HotelListResponse> {
  return call<Ops['listHotels']>(routes.listHotels, { query });
}

/**
 * GET /api/hotel/getHotel/{hotelAdminID}: the hotels of one owner ('all': every hotel), with the same query and
 * answer as {@link listHotels}.
 *
 * @throws ApiError 400 on an invalid query.
 */
export async function getOwnerHotels(
  hotelAdminID: string,
  query: HotelListQuery = {},
): Promise<HotelListResponse> {
  return call<Ops['getOwnerHotels']>(routes.getOwnerHotels, { params: { hotelAdminID }, query });
}

/** GET /api/user/hotels: the hotel owners (`{ _id, fullName, email }`), for the listing's owner view. */
export async function listHotelOwners(): Promise<HotelOwner[]> {
  return (await call<Ops['listHotelOwners']>(routes.listHotelOwners)).data;
}

/**
 * POST /api/hotel/query: the hotel search of the pickers: `search` on name, property ID or city, optional
 * `commission` (a chain's id) and `ids`, at most `limit` (default 20) hotels by name.
 *
 * @returns `{ _id, name, commission (chain id or null), propertyId, city }` per hotel.
 */
export async function queryHotels(body: HotelQueryBody): Promise<HotelSearchItem[]> {
  return (await call<Ops['queryHotels']>(routes.queryHotels, { body })).data;
}

/**
 * POST /api/hotel/querybyproperty: hotels by property ID, the exact match first, then partial matches.
 *
 * @returns the same items as {@link queryHotels}; compare `propertyId` for an exact match.
 * @throws ApiError 400 for a blank property ID.
 */
export async function queryHotelsByProperty(body: HotelQueryByPropertyBody): Promise<HotelSearchItem[]> {
  // With `propertyId` the route answers HotelSearchItems (the other body answers pricing rows).
  return (await call<PricingOperations['queryByProperty']>(PricingRoutes.queryByProperty, { body })).data as HotelSearchItem[];
}

/**
 * PUT /api/hotel/update `{ id, isActive }`: the listing's status dropdown.
 *
 * @returns `{ _id, message: 'Hotel Status Changed Successfully', data: Hotel }`.
 * @throws ApiError 400 'Hotel status must be Pending, Live or Inactive', 404 'Hotel not found'.
 */
export async function setHotelStatus(id: string, isActive: HotelStatus): Promise<HotelSavedResponse> {
  return call<Ops['updateHotel']>(routes.updateHotel, { body: { id, isActive } });
}

/**
 * GET /api/hotel/rank: the hotel's score per category and its rank among the Live hotels within 10 km of the
 * point (`lat`, `lon` in WGS84 degrees) on `date` ('YYYY-MM-DD'); `time` and `duration` are SCORE_TIME and
 * SCORE_DURATION_HOURS.
 *
 * @returns `{ points, Rank, outOf, total, categories }` (docs/areas/hotels.md, "Score and rank").
 * @throws ApiError 400 with the server's error text (a bad date or location): the answer's `message`, or its
 *   `error` when it has no message, so the score modal can show it as it is.
 */
export async function getHotelRank(query: HotelRankQuery): Promise<HotelRankResponse> {
  let status = 0;
  const answer: HotelRankResponse | RankError = await call<Ops['getHotelRank']>(routes.getHotelRank, { query }, {
    // A 400 is read here (its text may be in `error` alone); every other failure goes through the interceptor.
    validateStatus: (code) => {
      status = code;
      return (code >= 200 && code < 300) || code === 400;
    },
  });
  if (status === 400) throw new ApiError(400, rankErrorText(answer as RankError));
  return answer as HotelRankResponse;
}

interface RankError {
  message?: unknown;
  error?: unknown;
}

function rankErrorText(body: RankError | undefined): string {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
  return text(body?.message) ?? text(body?.error) ?? 'Request failed (400).';
}

/**
 * POST /api/property/addNew: sets each listed hotel's property ID and name (/addProperty, /editProperty and
 * /missingPropertyID send their rows in one call).
 *
 * @param rows `{ hotelId, propertyId, propertyName }` each (1 to 500 rows).
 * @returns `{ message: 'Changes Saved Successfully', data: { updated } }`.
 * @throws ApiError 409 'This property ID is already used by another hotel', 400 for a blank name, 404 for an
 *   unknown hotel.
 */
export async function saveProperties(rows: PropertyAddNewBody): Promise<PropertyAddNewResponse> {
  return call<Ops['saveProperties']>(routes.saveProperties, { body: rows });
}

/**
 * GET /api/places/search?q=: up to 10 places (the score modal's location search). Named `findPlaces` so as not
 * to clash with the hotel form's address search in lib/hotels.ts.
 *
 * @returns places with their label, address parts and `latitude`/`longitude`.
 */
export async function findPlaces(q: string): Promise<Place[]> {
  return (await call<Ops['findPlaces']>(routes.findPlaces, { query: { q } })).data;
}
