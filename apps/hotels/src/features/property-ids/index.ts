/** Placeholder: the pages of this feature land with issue 9 (docs/areas/hotels.md). */
export function AddPropertyPage() {
  return null;
}
export function EditPropertyPage() {
  return null;
}
export function MissingPropertyIdPage() {
  return null;
}
