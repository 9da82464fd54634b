import { HOTEL_NAME_MAX_LENGTH, PROPERTY_ID_MAX_LENGTH } from '@backoffice/contracts';
import { Button, HStack, TextField } from '@backoffice/ui';
import type { Control } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import type { PropertyForm } from './property-schema';

/** Where Cancel goes from the property ID forms. */
export const PROPERTY_CANCEL_PATH = '/missingPropertyID';

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

/** Save Changes and Cancel. */
export function PropertyFormButtons({ saving }: { saving: boolean }) {
  return (
    <HStack gap="3">
      <Button type="submit" colorPalette="blue" loading={saving}>
        Save Changes
      </Button>
      <Button asChild variant="outline">
        <RouterLink to={PROPERTY_CANCEL_PATH}>Cancel</RouterLink>
      </Button>
    </HStack>
  );
}
