import { addRoom, updateRoom } from '@backoffice/api-client/hotels';
import type { RoomInput } from '@backoffice/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hotelFormKeys } from './hotel-keys';

/**
 * A room's save (docs/areas/hotels.md, "Rooms"): POST /hotel/{id}/roomAdd for a new room (no `roomId`), PUT
 * /hotel/{id}/roomUpdate/{roomId} otherwise (`isDeleted: true` deletes it). The hotel reloads after.
 */
export function useSaveRoom(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roomId, room }: { roomId?: string; room: RoomInput }) =>
      roomId ? updateRoom(hotelId, roomId, room) : addRoom(hotelId, room),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hotelFormKeys.hotel(hotelId) }),
  });
}
