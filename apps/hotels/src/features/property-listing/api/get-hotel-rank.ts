import { getHotelRank } from '@backoffice/api-client/hotels';
import type { HotelRankQuery } from '@backoffice/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { listingKeys } from './listing-keys';

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
