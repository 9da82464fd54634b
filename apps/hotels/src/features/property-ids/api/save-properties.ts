import { saveProperties } from '@backoffice/api-client/hotels';
import type { PropertyAddNewBody } from '@backoffice/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listingKeys } from '../../property-listing/api/listing-keys';

/**
 * POST /property/addNew: sets the property ID and name of each row's hotel, in one call. On success every hotel
 * query is invalidated (the shown ones reload): a hotel given an ID leaves /missingPropertyID, and the listing,
 * /hotels, the searches and the hotel form show the new ID and name.
 */
export function useSaveProperties() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: PropertyAddNewBody) => saveProperties(rows),
    // Not awaited: the page goes on (a new property ID is a new address) while the lists reload.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}
