import { findPlaces } from '@backoffice/api-client/hotels';
import {
  EXPEDIA_URL_MAX_LENGTH,
  HOTEL_NAME_MAX_LENGTH,
  HOTEL_TEXT_MAX_LENGTH,
  HotelsMessages,
  MOBILE_MAX_LENGTH,
  PROPERTY_ID_MAX_LENGTH,
  formatNumber,
  type Place,
} from '@backoffice/contracts';
import { RecordLink } from '@backoffice/remote-kit';
import { RichTextField } from '@backoffice/rich-text';
import { Box, Heading, SimpleGrid, Stack, Text, TextField } from '@backoffice/ui';
import { AsyncSearchSelect, MultiSelectField, NumberField, SelectField, SwitchField, type SearchOption } from '@backoffice/ui/forms';
import { useEffect, useRef, type ReactNode } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { AMENITY_OPTIONS, RATING_OPTIONS, TYPE_OPTIONS, type HotelForm } from './hotel-form-model';

/** A titled section of the hotel form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      <Stack gap="3">{children}</Stack>
    </Box>
  );
}

/** A person attached to the hotel, as their user account: its id, their name, whether they sign in to the console. */
export interface PersonAccount {
  userId: string;
  name: string;
  consoleAccount: boolean;
}

/**
 * The line under a person's fields (docs/areas/hotels.md, "Owners, contacts and managers", "Links"): their user
 * account as a link to the user's page, which leads back to this hotel; for a person with a console account, first
 * that their details are changed in Users only (the fields above are then read-only).
 */
function AccountLine({ account }: { account: PersonAccount }) {
  return (
    <Text fontSize="sm" color="fg.muted">
      {account.consoleAccount ? `${HotelsMessages.person.consoleAccount}. ` : null}
      User account:{' '}
      <RecordLink record={{ type: 'user', id: account.userId, name: account.name }} backLabel="Back to the hotel" />
    </Text>
  );
}

/**
 * Owner details: the owner's name and e-mail, read-only on Add Hotel (the signed-in user), editable on Edit unless
 * the owner has a console account; on Edit, `account` is the owner's user account, linked under the fields.
 */
export function OwnerFields({
  control,
  editable,
  account,
}: {
  control: Control<HotelForm>;
  editable: boolean;
  account?: PersonAccount;
}) {
  const open = editable && !account?.consoleAccount;
  const access = { readOnly: !open, required: open };
  return (
    <FormSection title="Owner details">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField control={control} name="ownerFullName" label="Full name" {...access} />
        <TextField control={control} name="ownerEmail" label="Owner email" type="email" {...access} />
      </SimpleGrid>
      {account ? <AccountLine account={account} /> : null}
    </FormSection>
  );
}

/**
 * Hotel details: name, description, type, rating and the address. Choosing a place in the address search
 * fills street, city, state, country, postal code and the coordinates (docs/areas/hotels.md, "Address search").
 */
export function HotelDetailsFields({ control, setValue }: { control: Control<HotelForm>; setValue: UseFormSetValue<HotelForm> }) {
  const places = useRef(new Map<string, Place>());
  const chosen = useWatch({ control, name: 'place' });
  useEffect(() => {
    const place = chosen ? places.current.get(chosen.value) : undefined;
    if (!place) return;
    const opts = { shouldDirty: true };
    if (place.streetAddress) setValue('streetAddress', place.streetAddress, opts);
    setValue('city', place.city, opts);
    setValue('state', place.state, opts);
    setValue('country', place.country, opts);
    if (place.postalCode) setValue('postalCode', place.postalCode, opts);
    setValue('latitude', place.latitude, opts);
    setValue('longitude', place.longitude, opts);
  }, [chosen, setValue]);

  const search = async (term: string): Promise<SearchOption[]> => {
    const found = await findPlaces(term);
    for (const p of found) places.current.set(p.id, p);
    return found.map((p) => ({ value: p.id, label: p.label, description: [p.state, p.country].filter(Boolean).join(', ') }));
  };

  return (
    <FormSection title="Hotel details">
      <TextField control={control} name="name" label="Hotel name" required maxLength={HOTEL_NAME_MAX_LENGTH} />
      <RichTextField control={control} name="description" label="Description" height={160} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <MultiSelectField control={control} name="type" label="Type" options={TYPE_OPTIONS} row />
        <SelectField control={control} name="rating" label="Star rating" options={RATING_OPTIONS} />
      </SimpleGrid>
      <AsyncSearchSelect
        control={control}
        name="place"
        label="Address search"
        search={search}
        placeholder="Type a city, e.g. Sydney"
        hint="Choosing a place fills the address below; each part stays editable."
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField control={control} name="streetAddress" label="Street address" maxLength={HOTEL_TEXT_MAX_LENGTH} />
        <TextField control={control} name="city" label="City" maxLength={HOTEL_TEXT_MAX_LENGTH} />
        <TextField control={control} name="state" label="State" maxLength={HOTEL_TEXT_MAX_LENGTH} />
        <TextField control={control} name="country" label="Country" maxLength={HOTEL_TEXT_MAX_LENGTH} />
        <TextField control={control} name="postalCode" label="Postal code" maxLength={HOTEL_TEXT_MAX_LENGTH} />
      </SimpleGrid>
      <Coordinates control={control} />
    </FormSection>
  );
}

function Coordinates({ control }: { control: Control<HotelForm> }) {
  const [lat, lng] = useWatch({ control, name: ['latitude', 'longitude'] });
  return (
    <Text fontSize="sm" color="fg.muted">
      {lat !== null && lng !== null ? `Location: ${formatNumber(lat, { digits: 4 })}, ${formatNumber(lng, { digits: 4 })}` : 'Location: not set (choose a place in the address search)'}
    </Text>
  );
}

/** Property ID, commission rate (% excl GST) and Expedia URL. */
export function PropertyFields({ control }: { control: Control<HotelForm> }) {
  return (
    <FormSection title="Property">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <TextField control={control} name="propertyId" label="Property ID" maxLength={PROPERTY_ID_MAX_LENGTH} />
        <NumberField control={control} name="commissionRate" label="Commission rate excl GST" unit="%" step={0.01} min={0} max={100} />
        <TextField control={control} name="expediaUrl" label="Expedia URL" type="url" maxLength={EXPEDIA_URL_MAX_LENGTH} />
      </SimpleGrid>
    </FormSection>
  );
}

/**
 * A hotel manager or revenue manager block: the person, or 'Same as Owner'. `account` is the attached person's user
 * account (not 'Same as Owner'), linked under the fields; when they have a console account their fields are
 * read-only; 'Same as Owner' stays free (it attaches the owner, changing nobody).
 */
export function PersonFields({
  control,
  kind,
  title,
  account,
}: {
  control: Control<HotelForm>;
  kind: 'contact' | 'manager';
  title: string;
  account?: PersonAccount;
}) {
  const same = useWatch({ control, name: `${kind}.sameAsOwner` });
  const locked = Boolean(account?.consoleAccount);
  const access = { readOnly: locked, required: !locked };
  return (
    <FormSection title={title}>
      <SwitchField control={control} name={`${kind}.sameAsOwner`} label="Same as Owner" />
      {same ? null : (
        <>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <TextField control={control} name={`${kind}.firstName`} label="First name" {...access} maxLength={HOTEL_TEXT_MAX_LENGTH} />
            <TextField control={control} name={`${kind}.lastName`} label="Last name" {...access} maxLength={HOTEL_TEXT_MAX_LENGTH} />
            <TextField control={control} name={`${kind}.title`} label="Position" {...access} maxLength={HOTEL_TEXT_MAX_LENGTH} />
            <TextField control={control} name={`${kind}.mobile`} label="Number" type="tel" {...access} maxLength={MOBILE_MAX_LENGTH} />
            <TextField control={control} name={`${kind}.email`} label="Email" type="email" {...access} />
          </SimpleGrid>
          {account ? <AccountLine account={account} /> : null}
        </>
      )}
    </FormSection>
  );
}

/** The amenities, each a checkbox (all unticked by default). */
export function AmenityFields({ control }: { control: Control<HotelForm> }) {
  return (
    <FormSection title="Amenities">
      <MultiSelectField control={control} name="amenities" label="Amenities" options={AMENITY_OPTIONS} row />
    </FormSection>
  );
}
