import { removeHotelImage, uploadHotelImage } from '@backoffice/api-client/hotels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hotelFormKeys } from './hotel-keys';

/** POST /hotel/{id}/images, one file, with its upload progress (0–1). The hotel reloads after. */
export function useUploadHotelPhoto(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) =>
      uploadHotelImage(hotelId, file, { onProgress }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hotelFormKeys.hotel(hotelId) }),
  });
}

/** PUT /hotel/{id}/image `{ url }`: removes a photo. The hotel reloads after. */
export function useRemoveHotelPhoto(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => removeHotelImage(hotelId, url),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hotelFormKeys.hotel(hotelId) }),
  });
}
