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
 * The failure text of a save: the server's own for a 409 (a property ID another hotel has), else 'Something
 * went wrong'. Read by status: the hotels entry of the api-client may hold its own copy of ApiError.
 */
export function saveFailureText(err: unknown): string {
  const { status, message } = (err ?? {}) as { status?: unknown; message?: unknown };
  return status === 409 && typeof message === 'string' && message ? message : PropertyMessages.failed;
}
