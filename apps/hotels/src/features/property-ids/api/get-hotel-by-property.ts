import { queryHotelsByProperty } from '@backoffice/api-client/hotels';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listingKeys } from '../../property-listing/api/listing-keys';

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
