import { updateEmployee, updateHotel } from '@backoffice/api-client/hotels';
import type { EmployeeUpdateBody, UpdateHotelBody } from '@backoffice/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listingKeys } from '../../property-listing/api/listing-keys';
import { hotelFormKeys } from './hotel-keys';

/** One change of the people: whose `_id` (the owner's, or a contact's or manager's) and what. */
export interface PersonChange {
  employeeId: string;
  body: EmployeeUpdateBody;
}

/**
 * The Edit Hotel save (docs/areas/hotels.md, "Edit save"): PUT /hotel/update with the overwrite flag, then
 * each changed person with PUT /hotel/{id}/employeeUpdate/{employeeId}, in order. On success (or a partial
 * failure) the hotel, its lists and its history reload.
 */
export function useSaveHotel(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ hotel, people }: { hotel: UpdateHotelBody; people: PersonChange[] }) => {
      const saved = await updateHotel(hotel);
      for (const p of people) await updateEmployee(hotelId, p.employeeId, p.body);
      return saved;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listingKeys.all }),
        queryClient.invalidateQueries({ queryKey: hotelFormKeys.history(hotelId) }),
      ]),
  });
}
