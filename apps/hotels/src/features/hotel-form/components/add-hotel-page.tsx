import { HotelsMessages } from '@backoffice/contracts';
import { useAuth, useNotify } from '@backoffice/shell-sdk';
import { Alert, Box, Button, HStack, Heading, Stack, Text } from '@backoffice/ui';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ADD_STEPS, ADD_STEP_LABELS, useAddHotelFlow, type AddHotelProgress, type AddStep } from '../api/add-hotel';
import { AmenityFields, HotelDetailsFields, OwnerFields, PersonFields, PropertyFields } from './hotel-fields';
import { contactBodyOf, hotelFieldsOf, hotelFormResolver, managerBodyOf, newHotelForm, type HotelForm } from './hotel-form-model';
import { NewPhotosField } from './photos';

/** Where the listing of every hotel is. */
export const ALL_PROPERTIES_PATH = '/property/all';

const stepDone = (p: AddHotelProgress, step: AddStep, photos: number) =>
  step === 'owner'
    ? Boolean(p.ownerToken)
    : step === 'hotel'
      ? Boolean(p.hotelId)
      : step === 'contact'
        ? p.contactDone
        : step === 'manager'
          ? p.managerDone
          : p.photosDone >= photos;

/**
 * /addHotel (docs/areas/hotels.md, "Add flow"): owner details (the signed-in user, read-only, filled when GET
 * /user/me answers; Submit waits for it), hotel details, property, photos, hotel manager, revenue manager and
 * amenities. Submit runs the add flow step by step and lists the steps as they go; a failed step shows its message with Retry, which goes on from that step (the
 * hotel already made is not made again). On success: 'Hotel Added Successfully' and the listing.
 */
export function AddHotelPage() {
  const { user } = useAuth();
  const notify = useNotify();
  const navigate = useNavigate();
  const flow = useAddHotelFlow();
  const [photos, setPhotos] = useState<File[]>([]);
  const owner = useMemo(
    () => ({
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
    }),
    [user],
  );
  const ownerFullName = `${owner.firstName} ${owner.lastName}`.trim();
  // The shell knows the e-mail and last name only once GET /user/me answered (a reload or bookmark opens the page
  // before that): the read-only owner fields follow the user, and Submit waits for the e-mail.
  const ownerKnown = Boolean(owner.email);
  const { control, handleSubmit, setValue } = useForm<HotelForm>({
    resolver: hotelFormResolver(false),
    defaultValues: newHotelForm({ fullName: ownerFullName, email: owner.email }),
  });
  useEffect(() => {
    setValue('ownerFullName', ownerFullName);
    setValue('ownerEmail', owner.email);
  }, [ownerFullName, owner.email, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    if (!ownerKnown) return;
    const hotelId = await flow.submit({
      owner,
      hotel: { ...hotelFieldsOf(values), overwrite: false },
      contact: contactBodyOf(values.contact),
      manager: managerBodyOf(values.manager),
      photos,
    });
    if (hotelId) {
      notify({ type: 'success', title: HotelsMessages.hotel.added });
      navigate(ALL_PROPERTIES_PATH);
    }
  });

  const started = Boolean(flow.progress.ownerToken) || flow.busy || flow.failure !== null;

  return (
    <Box p={{ base: '4', md: '6' }} maxW="5xl">
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Add Hotel">
        <Stack gap="5">
          <Heading as="h1" size="lg">
            Add Hotel
          </Heading>
          <OwnerFields control={control} editable={false} />
          {ownerKnown ? null : (
            <Text role="status" color="fg.muted">
              Loading your account details…
            </Text>
          )}
          <HotelDetailsFields control={control} setValue={setValue} />
          <PropertyFields control={control} />
          <NewPhotosField files={photos} onChange={setPhotos} />
          <PersonFields control={control} kind="contact" title="Hotel manager" />
          <PersonFields control={control} kind="manager" title="Revenue managers" />
          <AmenityFields control={control} />
          {started ? (
            <Box role="status" aria-label="Progress">
              <Stack as="ol" gap="1" m="0" pl="5">
                {ADD_STEPS.map((step) => (
                  <Text as="li" key={step}>
                    {ADD_STEP_LABELS[step]}:{' '}
                    {stepDone(flow.progress, step, photos.length)
                      ? 'done'
                      : flow.running === step
                        ? step === 'photos'
                          ? `uploading ${flow.progress.photosDone + 1} of ${photos.length}…`
                          : 'in progress…'
                        : flow.failure?.step === step
                          ? 'failed'
                          : 'waiting'}
                  </Text>
                ))}
              </Stack>
            </Box>
          ) : null}
          {flow.failure ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{flow.failure.message}</Alert.Title>
            </Alert.Root>
          ) : null}
          <HStack gap="3">
            <Button type="submit" colorPalette="blue" loading={flow.busy} disabled={!ownerKnown}>
              {flow.failure ? 'Retry' : 'Submit'}
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={ALL_PROPERTIES_PATH}>Cancel</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}
