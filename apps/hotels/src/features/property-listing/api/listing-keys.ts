import type { HotelListQuery, HotelQueryBody, HotelRankQuery } from '@backoffice/contracts';

/**
 * Where a hotel list comes from: 'all' is GET /hotel/list (the property listing's 'all' view, /hotels and
 * /missingPropertyID), `owner:<id>` is GET /hotel/getHotel/{hotelAdminID} of one owner.
 */
export type HotelListSource = 'all' | `owner:${string}`;

/**
 * The query keys of the hotel lists and searches, one tree rooted at ['hotels'] (docs/frontend-data.md, "Query
 * keys"), which the hotel form's keys share: a write that changes hotels (status, property IDs) invalidates
 * `listingKeys.all`, so every list, search and the form's cached hotel are asked again; `lists()` is every page
 * of every list.
 */
export const listingKeys = {
  all: ['hotels'] as const,
  lists: () => [...listingKeys.all, 'list'] as const,
  list: (source: HotelListSource, query: HotelListQuery) => [...listingKeys.lists(), source, query] as const,
  owners: () => [...listingKeys.all, 'owners'] as const,
  search: (body: HotelQueryBody) => [...listingKeys.all, 'search', body] as const,
  byProperty: (propertyId: string) => [...listingKeys.all, 'by-property', propertyId] as const,
  rank: (query: HotelRankQuery | null) => [...listingKeys.all, 'rank', query] as const,
  places: (term: string) => [...listingKeys.all, 'places', term] as const,
};
