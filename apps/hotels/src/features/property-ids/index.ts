/**
 * The property ID pages (docs/areas/hotels.md, "Property listing"): /addProperty, /editProperty/{propertyId}
 * and /missingPropertyID.
 */
export { AddPropertyPage } from './components/add-property-page';
export { EditPropertyPage } from './components/edit-property-page';
export { MissingPropertyIdPage } from './components/missing-property-id-page';
