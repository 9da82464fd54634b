import { HotelsMessages } from '@backoffice/contracts';

/**
 * The property ID pages' texts (docs/areas/hotels.md, "Property listing"). The saved and failed texts are the
 * contract's; the required-field texts are the form's own (the API only caps the lengths), kept here and not in
 * the contracts' messages, which the shell's login page carries whole.
 */
export const PropertyMessages = {
  saved: HotelsMessages.missingPropertyId.saved,
  failed: HotelsMessages.missingPropertyId.failed,
  propertyIdRequired: 'Please enter property ID',
  propertyNameRequired: 'Please enter property name',
  hotelRequired: 'Please choose a hotel',
} as const;

/**
 * The API's refusals about one field of the property forms (a property ID another hotel has, 409), shown beside
 * that field and not as a toast (features/shared/field-failure.ts).
 */
export const PROPERTY_FIELD_MESSAGES: readonly (readonly ['propertyId', readonly string[]])[] = [
  ['propertyId', [HotelsMessages.hotel.propertyIdTaken]],
];
