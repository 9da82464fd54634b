/**
 * The pages the property listing links to (absolute: the shell mounts every remote at its spec paths,
 * docs/areas/hotels.md, "Property listing"). Billing and Reviews belong to the areas that build them.
 */
export const LISTING_PATHS = {
  all: '/property/all',
  addHotel: '/addHotel',
  editHotel: (id: string) => `/editHotel/${encodeURIComponent(id)}`,
  billing: (id: string) => `/billing/${encodeURIComponent(id)}`,
  reviews: (id: string) => `/reviews/${encodeURIComponent(id)}`,
} as const;
