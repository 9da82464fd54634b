import { HOTEL_NAME_MAX_LENGTH, PROPERTY_ID_MAX_LENGTH } from '@backoffice/contracts';
import type { SearchOption } from '@backoffice/ui/forms';
import { mixed, object, string, type ObjectSchema } from 'yup';
import { PropertyMessages } from './property-messages';

/** The form of /addProperty and /editProperty: the hotel (picked on add, fixed on edit), its property ID and name. */
export interface PropertyForm {
  hotel: SearchOption | null;
  propertyId: string;
  propertyName: string;
}

/** Validation in field order; lengths are the API's (PROPERTY_ID_MAX_LENGTH, HOTEL_NAME_MAX_LENGTH). */
export const propertySchema: ObjectSchema<PropertyForm> = object({
  hotel: mixed<SearchOption>()
    .nullable()
    .defined()
    .test('picked', PropertyMessages.hotelRequired, (v) => Boolean(v?.value)),
  propertyId: string()
    .trim()
    .required(PropertyMessages.propertyIdRequired)
    .max(PROPERTY_ID_MAX_LENGTH, `The property ID may have at most ${PROPERTY_ID_MAX_LENGTH} characters`),
  propertyName: string()
    .trim()
    .required(PropertyMessages.propertyNameRequired)
    .max(HOTEL_NAME_MAX_LENGTH, `The property name may have at most ${HOTEL_NAME_MAX_LENGTH} characters`),
});
