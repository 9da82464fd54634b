import type { HotelSearchItem } from '@backoffice/contracts';
import { EmptyState, FormPage, PageFrame, QueryGate, RecordLink, useAction, useBackTo } from '@backoffice/remote-kit';
import { Button, Stack } from '@backoffice/ui';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { HOTEL_PATHS } from '../shared/hotel-paths';
import { useHotelByProperty, useSaveProperties } from './api';
import { PROPERTY_BACK, PropertyIdFields } from './property-fields';
import { fieldFailure } from '../shared/field-failure';
import { PROPERTY_FIELD_MESSAGES, PropertyMessages } from './property-messages';
import { propertySchema, type PropertyForm } from './property-schema';

/** The address of a property's edit page. */
export const editPropertyHref = HOTEL_PATHS.editProperty;

/**
 * /editProperty/{propertyId} (docs/areas/hotels.md, "Property listing", "Links"): the hotel whose property ID is
 * exactly `propertyId` (POST /hotel/querybyproperty), with its Property ID and Property Name to change (POST
 * /property/addNew); the hotel's name under the title links to the hotel. After a save the page follows a changed
 * property ID to its new address. No such hotel: the page says so, with Add Property and the way back. Messages as
 * on /addProperty.
 */
export function EditPropertyPage() {
  const propertyId = useParams().propertyId ?? '';
  const hotel = useHotelByProperty(propertyId);
  const back = useBackTo(PROPERTY_BACK);

  // Keyed by the property ID too: after a save that changed it, the form starts again from the saved values.
  if (hotel.data) return <EditPropertyForm key={`${hotel.data._id}:${hotel.data.propertyId}`} hotel={hotel.data} />;
  return (
    <PageFrame title="Edit Property" back={PROPERTY_BACK} maxW="2xl">
      <QueryGate query={hotel} noun="property">
        {() => (
          <Stack gap="3" align="center">
            <EmptyState text={`No hotel has the property ID ${propertyId}.`} />
            <Button asChild variant="outline" size="sm">
              <RouterLink to={HOTEL_PATHS.addProperty}>Add Property</RouterLink>
            </Button>
            {back ? (
              <Button asChild variant="ghost" size="sm">
                <RouterLink to={back.to}>{back.label}</RouterLink>
              </Button>
            ) : null}
          </Stack>
        )}
      </QueryGate>
    </PageFrame>
  );
}

function EditPropertyForm({ hotel }: { hotel: HotelSearchItem }) {
  const navigate = useNavigate();
  // Kept when a new property ID moves the page: the way back still leads to the list it came from.
  const { state } = useLocation();
  const form = useForm<PropertyForm>({
    resolver: yupResolver(propertySchema),
    defaultValues: {
      hotel: { value: hotel._id, label: hotel.name },
      propertyId: hotel.propertyId,
      propertyName: hotel.name,
    },
  });
  const save = useAction(useSaveProperties(), {
    success: PropertyMessages.saved,
    failure: PropertyMessages.failed,
    onError: fieldFailure(form.setError, PROPERTY_FIELD_MESSAGES),
  });

  const onSubmit = async (values: PropertyForm) => {
    const saved = await save.run([{ hotelId: hotel._id, propertyId: values.propertyId, propertyName: values.propertyName }]);
    if (!saved) return undefined;
    if (values.propertyId !== hotel.propertyId) navigate(editPropertyHref(values.propertyId), { replace: true, state });
    else form.reset(values);
    return saved;
  };

  return (
    <FormPage
      title={`Edit Property ${hotel.propertyId}`}
      subtitle={
        <>
          <RecordLink record={{ type: 'hotel', id: hotel._id, name: hotel.name }} backLabel={`Back to property ${hotel.propertyId}`} />
          {hotel.city ? ` · ${hotel.city}` : null}
        </>
      }
      back={PROPERTY_BACK}
      maxW="2xl"
      form={form}
      onSubmit={onSubmit}
      submitLabel="Save Changes"
    >
      <PropertyIdFields control={form.control} />
    </FormPage>
  );
}
