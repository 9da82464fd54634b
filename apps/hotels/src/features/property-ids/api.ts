import { queryHotels, queryHotelsByProperty, saveProperties } from '@backoffice/api-client/hotels';
import type { HotelSearchItem, PropertyAddNewBody } from '@backoffice/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { listingKeys } from '../shared/hotel-lists';

/**
 * POST /hotel/querybyproperty: the hotel whose property ID is exactly `propertyId`, or null when none has it
 * (the API also answers partial matches: they are not this property).
 */
export const getHotelByPropertyQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: listingKeys.byProperty(propertyId),
    queryFn: async () => {
      const found = await queryHotelsByProperty({ propertyId, limit: 5 });
      return found.find((h) => h.propertyId === propertyId) ?? null;
    },
  });

/** The hotel of /editProperty/{propertyId}. */
export function useHotelByProperty(propertyId: string) {
  return useQuery(getHotelByPropertyQueryOptions(propertyId));
}

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

/**
 * POST /property/addNew: sets the property ID and name of each row's hotel, in one call. On success every hotel
 * query is invalidated (the shown ones reload): a hotel given an ID leaves /missingPropertyID, and the listing,
 * /hotels, the searches and the hotel form show the new ID and name.
 */
export function useSaveProperties() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: PropertyAddNewBody) => saveProperties(rows),
    // Not awaited: the page goes on (a new property ID is a new address) while the lists reload.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}
