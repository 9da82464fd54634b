import { findPlaces, getHotelRank, listHotelOwners, setHotelStatus } from '@backoffice/api-client/hotels';
import type { HotelListResponse, HotelRankQuery, HotelStatus, Place } from '@backoffice/contracts';
import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { listingKeys } from '../shared/hotel-lists';

/** GET /user/hotels: the hotel owners (`{ _id, fullName, email }`). */
export const getHotelOwnersQueryOptions = () =>
  queryOptions({ queryKey: listingKeys.owners(), queryFn: listHotelOwners });

/** The hotel owners, loaded only when `enabled` (the listing's owner view names its owner). */
export function useHotelOwners(enabled: boolean) {
  return useQuery({ ...getHotelOwnersQueryOptions(), enabled });
}

/**
 * GET /hotel/rank (docs/areas/hotels.md, "Score and rank"): a hotel's score and rank for one point and date, or
 * nothing while `query` is null (no location or date chosen yet). A failure is not retried: a 400 carries the
 * server's text for the modal.
 */
export function useHotelRank(query: HotelRankQuery | null) {
  return useQuery({
    queryKey: listingKeys.rank(query),
    queryFn: query ? () => getHotelRank(query) : skipToken,
    retry: false,
  });
}

/** How long a place search's answer is reused (the places do not change while the console is open). */
const PLACES_STALE_MS = 5 * 60_000;

/**
 * GET /places/search?q= as a search function for an AsyncSearchSelect: each term's answer is cached, so typing
 * back to an earlier term asks nothing.
 */
export function usePlaceSearch(): (term: string) => Promise<Place[]> {
  const queryClient = useQueryClient();
  return useCallback(
    (term: string) =>
      queryClient.fetchQuery({
        queryKey: listingKeys.places(term),
        queryFn: () => findPlaces(term),
        staleTime: PLACES_STALE_MS,
      }),
    [queryClient],
  );
}

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
