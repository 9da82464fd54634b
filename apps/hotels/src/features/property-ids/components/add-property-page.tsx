import type { HotelSearchItem } from '@backoffice/contracts';
import { useNotify } from '@backoffice/shell-sdk';
import { Box, Heading, Stack, Text } from '@backoffice/ui';
import { AsyncSearchSelect, type SearchOption } from '@backoffice/ui/forms';
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useHotelSearch } from '../api/query-hotels';
import { useSaveProperties } from '../api/save-properties';
import { PropertyMessages, saveFailureText } from '../property-messages';
import { PropertyFormButtons, PropertyIdFields } from './property-fields';
import { propertySchema, type PropertyForm } from './property-schema';

/** A picker's line for a found hotel: its name, and its property ID and city below. */
export function hotelOption(h: HotelSearchItem): SearchOption {
  const details = [h.propertyId ? `Property ID ${h.propertyId}` : 'No property ID', h.city].filter(Boolean);
  return { value: h._id, label: h.name, description: details.join(' · ') };
}

const EMPTY: PropertyForm = { hotel: null, propertyId: '', propertyName: '' };

/**
 * /addProperty (docs/areas/hotels.md, "Property listing"): pick a hotel (searched by name, property ID or city),
 * which fills in its current property ID and name, then set its Property ID and Property Name (POST
 * /property/addNew with that one row). 'Changes Saved Successfully' empties the form for the next one; a failure
 * says 'Something went wrong', or the server's text when another hotel has that property ID.
 */
export function AddPropertyPage() {
  const notify = useNotify();
  const save = useSaveProperties();
  const searchHotels = useHotelSearch();
  // The hotels of the latest answers, by id: the picked option carries only its id and label.
  const found = useRef(new Map<string, HotelSearchItem>());
  const { control, handleSubmit, reset, setValue } = useForm<PropertyForm>({
    resolver: yupResolver(propertySchema),
    defaultValues: EMPTY,
  });
  const hotel = useWatch({ control, name: 'hotel' });

  useEffect(() => {
    const picked = hotel ? found.current.get(hotel.value) : undefined;
    if (!picked) return;
    setValue('propertyId', picked.propertyId);
    setValue('propertyName', picked.name);
  }, [hotel, setValue]);

  const search = async (term: string) => {
    const hotels = await searchHotels(term);
    for (const h of hotels) found.current.set(h._id, h);
    return hotels.map(hotelOption);
  };

  const onSubmit = handleSubmit(async ({ hotel: picked, propertyId, propertyName }) => {
    if (!picked) return;
    try {
      await save.mutateAsync([{ hotelId: picked.value, propertyId, propertyName }]);
      notify({ type: 'success', title: PropertyMessages.saved });
      reset(EMPTY);
    } catch (err) {
      notify({ type: 'error', title: saveFailureText(err) });
    }
  });

  return (
    <Box p={{ base: '4', md: '6' }} maxW="2xl">
      <Stack gap="5">
        <Heading as="h1" size="lg">
          Add Property
        </Heading>
        <Text color="fg.muted">Choose a hotel, then set its property ID and name.</Text>
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <Stack gap="4">
            <AsyncSearchSelect
              control={control}
              name="hotel"
              label="Hotel"
              required
              search={search}
              placeholder="Hotel name, property ID or city"
            />
            <PropertyIdFields control={control} />
            <PropertyFormButtons saving={save.isPending} />
          </Stack>
        </form>
      </Stack>
    </Box>
  );
}
