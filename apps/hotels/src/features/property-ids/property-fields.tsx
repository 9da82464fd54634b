import { HOTEL_NAME_MAX_LENGTH, PROPERTY_ID_MAX_LENGTH } from '@backoffice/contracts';
import { TextField } from '@backoffice/ui';
import type { Control } from 'react-hook-form';
import { HOTEL_PATHS } from '../shared/hotel-paths';
import type { PropertyForm } from './property-schema';

/** The way back (and Cancel) of the property ID forms, unless they were opened from another list. */
export const PROPERTY_BACK = { to: HOTEL_PATHS.missingPropertyId, label: 'Back to Missing Property ID' } as const;

/** The Property ID and Property Name inputs of /addProperty and /editProperty. */
export function PropertyIdFields({ control }: { control: Control<PropertyForm> }) {
  return (
    <>
      <TextField
        control={control}
        name="propertyId"
        label="Property ID"
        required
        maxLength={PROPERTY_ID_MAX_LENGTH}
        autoComplete="off"
      />
      <TextField
        control={control}
        name="propertyName"
        label="Property Name"
        required
        maxLength={HOTEL_NAME_MAX_LENGTH}
        autoComplete="off"
      />
    </>
  );
}
