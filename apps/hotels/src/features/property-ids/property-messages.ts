import { HotelsMessages } from '@backoffice/contracts';
import { statusOf } from '@backoffice/remote-kit';

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
 * Whether a failed save is about the Property ID field: a 409, another hotel has that ID (the server's text,
 * HotelsMessages.hotel.propertyIdTaken, is then shown beside the field, not as a toast).
 */
export const isPropertyIdConflict = (err: unknown) => statusOf(err) === 409;
