import { listArchiveHotels, listArchiveSnapshots } from '@backoffice/api-client/hotels';
import type { LogQuery } from '@backoffice/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** The archives screen's queries (docs/frontend-data.md, "Query keys"): read-only, one tree rooted at ['archives']. */
export const archiveKeys = {
  all: ['archives'] as const,
  hotels: () => [...archiveKeys.all, 'hotels'] as const,
  snapshots: (hotelId: string, q: LogQuery) => [...archiveKeys.all, 'snapshots', hotelId, q] as const,
};

/** The hotels that have snapshots, with their counts (the picker). */
export const useArchiveHotels = () => useQuery({ queryKey: archiveKeys.hotels(), queryFn: listArchiveHotels });

/** A page of the chosen hotel's snapshots, newest first (nothing is asked before a hotel is chosen). */
export const useArchiveSnapshots = (hotelId: string, q: LogQuery) =>
  useQuery({
    queryKey: archiveKeys.snapshots(hotelId, q),
    queryFn: () => listArchiveSnapshots(hotelId, q),
    enabled: hotelId !== '',
    placeholderData: keepPreviousData,
  });
