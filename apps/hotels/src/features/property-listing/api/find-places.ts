import { findPlaces } from '@backoffice/api-client/hotels';
import type { Place } from '@backoffice/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { listingKeys } from './listing-keys';

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
