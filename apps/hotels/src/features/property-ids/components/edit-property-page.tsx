import type { HotelSearchItem } from '@backoffice/contracts';
import { EmptyState, LoadError, LoadingState, errorMessage } from '@backoffice/remote-kit';
import { useNotify } from '@backoffice/shell-sdk';
import { Box, Heading, Link, Stack, Text } from '@backoffice/ui';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useHotelByProperty } from '../api/get-hotel-by-property';
import { useSaveProperties } from '../api/save-properties';
import { PropertyMessages, saveFailureText } from '../property-messages';
import { PropertyFormButtons, PropertyIdFields } from './property-fields';
import { propertySchema, type PropertyForm } from './property-schema';

/** The address of a property's edit page. */
export const editPropertyHref = (propertyId: string) => `/editProperty/${encodeURIComponent(propertyId)}`;

/**
 * /editProperty/{propertyId} (docs/areas/hotels.md, "Property listing"): the hotel whose property ID is exactly
 * `propertyId` (POST /hotel/querybyproperty), with its Property ID and Property Name to change (POST
 * /property/addNew). After a save the page follows a changed property ID to its new address. Messages as on
 * /addProperty.
 */
export function EditPropertyPage() {
  const propertyId = useParams().propertyId ?? '';
  const hotel = useHotelByProperty(propertyId);

  return (
    <Box p={{ base: '4', md: '6' }} maxW="2xl">
      <Stack gap="5">
        <Heading as="h1" size="lg">
          Edit Property
        </Heading>
        {hotel.isPending ? (
          <LoadingState label="Loading the property…" />
        ) : hotel.isError ? (
          <LoadError
            title="The property could not be loaded."
            message={errorMessage(hotel.error)}
            onRetry={() => void hotel.refetch()}
          />
        ) : hotel.data === null ? (
          <Stack gap="2">
            <EmptyState text={`No hotel has the property ID ${propertyId}.`} />
            <Link asChild color="blue.600" alignSelf="center">
              <RouterLink to="/addProperty">Add Property</RouterLink>
            </Link>
          </Stack>
        ) : (
          // Keyed by the property ID too: after a save that changed it, the form starts again from the saved values.
          <EditPropertyForm key={`${hotel.data._id}:${hotel.data.propertyId}`} hotel={hotel.data} />
        )}
      </Stack>
    </Box>
  );
}

function EditPropertyForm({ hotel }: { hotel: HotelSearchItem }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const save = useSaveProperties();
  const { control, handleSubmit, reset } = useForm<PropertyForm>({
    resolver: yupResolver(propertySchema),
    defaultValues: {
      hotel: { value: hotel._id, label: hotel.name },
      propertyId: hotel.propertyId,
      propertyName: hotel.name,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync([
        { hotelId: hotel._id, propertyId: values.propertyId, propertyName: values.propertyName },
      ]);
      notify({ type: 'success', title: PropertyMessages.saved });
      if (values.propertyId !== hotel.propertyId)
        navigate(editPropertyHref(values.propertyId), { replace: true });
      else reset(values);
    } catch (err) {
      notify({ type: 'error', title: saveFailureText(err) });
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="4">
        <Box>
          <Text fontWeight="medium">{hotel.name}</Text>
          {hotel.city ? (
            <Text fontSize="sm" color="fg.muted">
              {hotel.city}
            </Text>
          ) : null}
        </Box>
        <PropertyIdFields control={control} />
        <PropertyFormButtons saving={save.isPending} />
      </Stack>
    </form>
  );
}
