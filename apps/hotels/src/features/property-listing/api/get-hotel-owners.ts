import { listHotelOwners } from '@backoffice/api-client/hotels';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listingKeys } from './listing-keys';

/** GET /user/hotels: the hotel owners (`{ _id, fullName, email }`). */
export const getHotelOwnersQueryOptions = () =>
  queryOptions({ queryKey: listingKeys.owners(), queryFn: listHotelOwners });

/** The hotel owners, loaded only when `enabled` (the listing's owner view names its owner). */
export function useHotelOwners(enabled: boolean) {
  return useQuery({ ...getHotelOwnersQueryOptions(), enabled });
}
