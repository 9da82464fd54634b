import { Limits } from '@backoffice/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getHotelListingQueryOptions } from '../../property-listing/api/get-hotel-listing';

/**
 * GET /hotel/list `{ missingPropertyId: true, page, limit, sort: 'name' }`: one page of the hotels without a
 * property ID (/missingPropertyID). The previous page stays on screen while the next loads.
 */
export function useMissingPropertyHotels(page: number) {
  return useQuery({
    ...getHotelListingQueryOptions('all', {
      missingPropertyId: true,
      page,
      limit: Limits.pageSize,
      sort: 'name',
      order: 'asc',
    }),
    placeholderData: keepPreviousData,
  });
}
