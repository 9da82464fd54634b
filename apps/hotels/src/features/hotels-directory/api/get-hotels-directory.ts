import type { HotelListQuery } from '@backoffice/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
// One key tree and one list call for every hotel list of the area (docs/frontend-data.md, "Query keys").
import { getHotelListingQueryOptions } from '../../property-listing/api/get-hotel-listing';

/**
 * GET /hotel/list, one page of `query` (the API searches, sorts and pages): the real hotels of /hotels. It is
 * the listing's 'all' query, so a page both screens ask for is cached once.
 */
export function useHotelsDirectory(query: HotelListQuery) {
  return useQuery({ ...getHotelListingQueryOptions('all', query), placeholderData: keepPreviousData });
}
