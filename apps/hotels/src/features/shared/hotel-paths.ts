/**
 * The pages of this area that are no record's page (absolute: the shell mounts every remote at its spec paths,
 * docs/areas/hotels.md, "Property listing"). A record's page (a hotel, an invoice) and a filtered list (a hotel's
 * invoices, reviews, reservations) come from libs/contracts' records.ts through RecordLink (docs/areas/hotels.md,
 * "Links").
 */
export const HOTEL_PATHS = {
  all: '/property/all',
  hotels: '/hotels',
  addHotel: '/addHotel',
  addProperty: '/addProperty',
  editProperty: (propertyId: string) => `/editProperty/${encodeURIComponent(propertyId)}`,
  missingPropertyId: '/missingPropertyID',
} as const;

/** The way back to the property listing of every hotel, when a page was not opened from a list. */
export const BACK_TO_PROPERTIES = { to: HOTEL_PATHS.all, label: 'Back to properties' } as const;
