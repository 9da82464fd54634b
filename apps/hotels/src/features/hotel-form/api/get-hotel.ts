import { getHotel } from '@backoffice/api-client/hotels';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hotelFormKeys } from './hotel-keys';

/** GET /hotel/{id}: one hotel, whole (owner, contacts, managers, rooms, photos). */
export const hotelQueryOptions = (id: string) =>
  queryOptions({ queryKey: hotelFormKeys.hotel(id), queryFn: () => getHotel(id) });

/** The hotel the Edit Hotel page shows; a 404 (deleted, unknown) is the query's error. */
export function useHotel(id: string) {
  return useQuery(hotelQueryOptions(id));
}
