import { getAuditHistory } from '@backoffice/api-client';
import { useQuery } from '@tanstack/react-query';
import { hotelFormKeys } from './hotel-keys';

/** GET /audit for one hotel (docs/areas/platform.md, "Audit trail"): its events, newest first. */
export function useHotelHistory(hotelId: string) {
  return useQuery({
    queryKey: hotelFormKeys.history(hotelId),
    queryFn: () => getAuditHistory({ entityType: 'hotel', entityId: hotelId }),
  });
}
