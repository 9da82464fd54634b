import { addHotelContact, addHotelManager } from '@backoffice/api-client/hotels';
import type { AddContactBody, AddManagerBody } from '@backoffice/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hotelFormKeys } from './hotel-keys';

/** POST /hotel/{id}/contact or /manager from the Edit Hotel page, for a hotel that has none yet. */
export function useAddPerson(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { kind: 'contact'; body: AddContactBody } | { kind: 'manager'; body: AddManagerBody }) =>
      change.kind === 'contact' ? addHotelContact(hotelId, change.body) : addHotelManager(hotelId, change.body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hotelFormKeys.hotel(hotelId) }),
  });
}
