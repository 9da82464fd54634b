import type { HotelSearchItem } from '@backoffice/contracts';
import { FormPage, useAction } from '@backoffice/remote-kit';
import { AsyncSearchSelect, type SearchOption } from '@backoffice/ui/forms';
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useHotelSearch, useSaveProperties } from './api';
import { PROPERTY_BACK, PropertyIdFields } from './property-fields';
import { fieldFailure } from '../shared/field-failure';
import { PROPERTY_FIELD_MESSAGES, PropertyMessages } from './property-messages';
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
 * /property/addNew with that one row). 'Changes Saved Successfully' empties the form for the next one; a property
 * ID another hotel has gets the server's text beside the field; another failure says 'Something went wrong' (or
 * the API's own text).
 */
export function AddPropertyPage() {
  const searchHotels = useHotelSearch();
  // The hotels of the latest answers, by id: the picked option carries only its id and label.
  const found = useRef(new Map<string, HotelSearchItem>());
  const form = useForm<PropertyForm>({ resolver: yupResolver(propertySchema), defaultValues: EMPTY });
  const { control, reset, setValue, setError } = form;
  const save = useAction(useSaveProperties(), {
    success: PropertyMessages.saved,
    failure: PropertyMessages.failed,
    onError: fieldFailure(setError, PROPERTY_FIELD_MESSAGES),
  });
  const hotel = useWatch({ control, name: 'hotel' });

  useEffect(() => {
    const picked = hotel ? found.current.get(hotel.value) : undefined;
    if (!picked) return;
    setValue('propertyId', picked.propertyId, { shouldDirty: true });
    setValue('propertyName', picked.name, { shouldDirty: true });
  }, [hotel, setValue]);

  const search = async (term: string) => {
    const hotels = await searchHotels(term);
    for (const h of hotels) found.current.set(h._id, h);
    return hotels.map(hotelOption);
  };

  const onSubmit = async ({ hotel: picked, propertyId, propertyName }: PropertyForm) => {
    if (!picked) return undefined;
    const saved = await save.run([{ hotelId: picked.value, propertyId, propertyName }]);
    if (saved) reset(EMPTY);
    return saved;
  };

  return (
    <FormPage
      title="Add Property"
      subtitle="Choose a hotel, then set its property ID and name."
      back={PROPERTY_BACK}
      maxW="2xl"
      form={form}
      onSubmit={onSubmit}
      submitLabel="Save Changes"
    >
      <AsyncSearchSelect
        control={control}
        name="hotel"
        label="Hotel"
        required
        search={search}
        placeholder="Hotel name, property ID or city"
      />
      <PropertyIdFields control={control} />
    </FormPage>
  );
}
