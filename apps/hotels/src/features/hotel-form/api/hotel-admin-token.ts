import { generateHotelAdminToken } from '@backoffice/api-client/hotels';
import { useMutation } from '@tanstack/react-query';

/** POST /user/generateToken for the hotel's owner → the hotel admin site's single-use sign-in address. */
export function useHotelAdminToken(hotelId: string) {
  return useMutation({
    mutationFn: (ownerId: string) => generateHotelAdminToken({ userId: ownerId, hotelId }),
  });
}
