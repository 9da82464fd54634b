import { queryHotels } from '@backoffice/api-client/hotels';
import type { HotelSearchItem } from '@backoffice/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { listingKeys } from '../../property-listing/api/listing-keys';

/** Hotels a picker offers per search (POST /hotel/query sorts them by name). */
export const HOTEL_PICKER_LIMIT = 20;

/**
 * POST /hotel/query `{ search, limit }` as a search function for an AsyncSearchSelect (name, property ID or
 * city). Answers are cached per term under the hotels key tree, so a property save refreshes them.
 */
export function useHotelSearch(): (term: string) => Promise<HotelSearchItem[]> {
  const queryClient = useQueryClient();
  return useCallback(
    (term: string) => {
      const body = { search: term, limit: HOTEL_PICKER_LIMIT };
      return queryClient.fetchQuery({ queryKey: listingKeys.search(body), queryFn: () => queryHotels(body) });
    },
    [queryClient],
  );
}
