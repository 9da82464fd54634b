import { getOwnerHotels, listHotels } from '@backoffice/api-client/hotels';
import type { HotelListQuery } from '@backoffice/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listingKeys, type HotelListSource } from './listing-keys';

/** The list source of a `/property/{hotelAdminID}` value: 'all', or one owner's hotels. */
export const listingSource = (hotelAdminID: string): HotelListSource =>
  hotelAdminID === 'all' ? 'all' : `owner:${hotelAdminID}`;

/**
 * One page of hotels, filtered, sorted and paged by the API: GET /hotel/list for 'all', GET
 * /hotel/getHotel/{hotelAdminID} for one owner. `query` holds only the keys that are set.
 */
export const getHotelListingQueryOptions = (source: HotelListSource, query: HotelListQuery) =>
  queryOptions({
    queryKey: listingKeys.list(source, query),
    queryFn: () =>
      source === 'all' ? listHotels(query) : getOwnerHotels(source.slice('owner:'.length), query),
  });

/** The hotels of `query`; the previous page stays on screen (dimmed) while the next one loads. */
export function useHotelListing(source: HotelListSource, query: HotelListQuery) {
  return useQuery({ ...getHotelListingQueryOptions(source, query), placeholderData: keepPreviousData });
}
