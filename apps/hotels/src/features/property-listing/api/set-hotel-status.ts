import { setHotelStatus } from '@backoffice/api-client/hotels';
import type { HotelListResponse, HotelStatus } from '@backoffice/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listingKeys } from './listing-keys';

/** What {@link useSetHotelStatus} sends: the hotel's `_id` and its new status. */
export interface SetHotelStatusInput {
  id: string;
  isActive: HotelStatus;
}

/**
 * PUT /hotel/update `{ id, isActive }` (docs/areas/hotels.md, "Property listing"). On success the new status is
 * set in every cached page that shows the hotel (the row changes in place), then the hotel queries are
 * invalidated: the shown list reloads (a status filter or sort may move the row) and the others, the hotel
 * form's included, are asked again when next shown.
 */
export function useSetHotelStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: SetHotelStatusInput) => setHotelStatus(id, isActive),
    onSuccess: (_result, { id, isActive }) => {
      queryClient.setQueriesData<HotelListResponse>({ queryKey: listingKeys.lists() }, (list) =>
        list ? { ...list, data: list.data.map((h) => (h._id === id ? { ...h, isActive } : h)) } : list,
      );
      return queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}
