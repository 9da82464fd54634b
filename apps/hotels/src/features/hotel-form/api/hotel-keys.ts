import { listingKeys } from '../../property-listing/api/listing-keys';

/**
 * The hotel form's query keys, in the hotels tree (['hotels', ...]: docs/frontend-data.md, "Query keys"): a
 * write that changes a hotel invalidates `listingKeys.all`, so the lists and the open form reload together.
 * The history is the audit trail's key (['audit', 'hotel', id]), shared with every History panel.
 */
export const hotelFormKeys = {
  hotel: (id: string) => [...listingKeys.all, 'detail', id] as const,
  history: (id: string) => ['audit', 'hotel', id] as const,
};
