/**
 * The pages the hotels area links to (absolute: the shell mounts every remote at its spec paths,
 * docs/areas/hotels.md, "Property listing"). Billing and Reviews belong to the areas that build them.
 */
export const HOTEL_PATHS = {
  all: '/property/all',
  hotels: '/hotels',
  addHotel: '/addHotel',
  editHotel: (id: string) => `/editHotel/${encodeURIComponent(id)}`,
  billing: (id: string) => `/billing/${encodeURIComponent(id)}`,
  reviews: (id: string) => `/reviews/${encodeURIComponent(id)}`,
  addProperty: '/addProperty',
  editProperty: (propertyId: string) => `/editProperty/${encodeURIComponent(propertyId)}`,
  missingPropertyId: '/missingPropertyID',
} as const;

/** The way back to the property listing of every hotel, when a page was not opened from a list. */
export const BACK_TO_PROPERTIES = { to: HOTEL_PATHS.all, label: 'Back to properties' } as const;
