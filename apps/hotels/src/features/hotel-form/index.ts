/** Placeholder: the pages of this feature land with issue 9 (docs/areas/hotels.md). */
export function AddHotelPage() {
  return null;
}
export function EditHotelPage() {
  return null;
}
