/** Placeholder: the pages of this feature land with issue 9 (docs/areas/hotels.md). */
export function PropertyListingPage() {
  return null;
}
