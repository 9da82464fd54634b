import { deleteHotel, isReserve } from '@backoffice/api-client/hotels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listingKeys } from '../../property-listing/api/listing-keys';
import { hotelFormKeys } from './hotel-keys';

/** GET /reservation/isReserve/{hotelId}: asked when Delete Hotel is pressed, before the confirmation. */
export function useCheckReservations(hotelId: string) {
  return useMutation({ mutationFn: () => isReserve(hotelId) });
}

/**
 * DELETE /hotel/{id} (docs/areas/hotels.md, "Deleting a hotel"). On success the hotel leaves the cache and the
 * lists reload.
 */
export function useDeleteHotel(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteHotel(hotelId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: hotelFormKeys.hotel(hotelId) });
      return queryClient.invalidateQueries({ queryKey: listingKeys.lists() });
    },
  });
}
