/**
 * The property ID pages (docs/areas/hotels.md, "Property listing"): /addProperty, /editProperty/{propertyId}
 * and /missingPropertyID.
 */
export { AddPropertyPage } from './add-property-page';
export { EditPropertyPage } from './edit-property-page';
export { MissingPropertyIdPage } from './missing-property-id-page';
