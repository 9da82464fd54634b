import { HotelsMessages } from '@backoffice/contracts';
import { FormPage, useAction } from '@backoffice/remote-kit';
import { useAuth } from '@backoffice/shell-sdk';
import { Alert, Box, Stack, Text } from '@backoffice/ui';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { BACK_TO_PROPERTIES, HOTEL_PATHS } from '../shared/hotel-paths';
import { ADD_STEPS, ADD_STEP_LABELS, AddStepError, useAddHotel, type AddHotelProgress, type AddStep } from './api';
import { AmenityFields, HotelDetailsFields, OwnerFields, PersonFields, PropertyFields } from './hotel-fields';
import { contactBodyOf, hotelFieldsOf, hotelFormResolver, managerBodyOf, newHotelForm, type HotelForm } from './hotel-form-model';
import { NewRoomsField } from './new-rooms';
import { NewPhotosField } from './photos';
import { roomInputOf, type RoomForm } from './room-model';

/** Where the listing of every hotel is. */
export const ALL_PROPERTIES_PATH = HOTEL_PATHS.all;

const stepDone = (p: AddHotelProgress, step: AddStep, photos: number, rooms: number) =>
  step === 'owner'
    ? Boolean(p.ownerToken)
    : step === 'hotel'
      ? Boolean(p.hotelId)
      : step === 'contact'
        ? p.contactDone
        : step === 'manager'
          ? p.managerDone
          : step === 'photos'
            ? p.photosDone >= photos
            : p.roomsDone >= rooms;

/**
 * /addHotel (docs/areas/hotels.md, "Add flow"): owner details (the signed-in user, read-only, filled when GET
 * /user/me answers; Submit sends nothing before), hotel details, property, photos, hotel manager, revenue manager
 * and amenities, then the rooms (Edit Hotel's room fields, any number: issue 36), on the console's form page (every error beside its field, the first focused, a warning before
 * leaving unsaved changes). Submit runs the add flow step by step and lists the steps as they go; a failed step
 * shows its message with Retry, which goes on from that step (the hotel, the photos and the rooms already made are
 * not made again). On
 * success: 'Hotel Added Successfully' and the listing.
 */
export function AddHotelPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const add = useAddHotel();
  const action = useAction(add.mutation, {
    success: HotelsMessages.hotel.added,
    failure: HotelsMessages.hotel.failed,
    // A failed step is told beside the steps, in the spec's words, with Retry.
    onError: (err) => err instanceof AddStepError,
  });
  const [photos, setPhotos] = useState<File[]>([]);
  const [rooms, setRooms] = useState<RoomForm[]>([]);
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
  const form = useForm<HotelForm>({
    resolver: hotelFormResolver(false),
    defaultValues: newHotelForm({ fullName: ownerFullName, email: owner.email }),
  });
  const { control, setValue } = form;
  useEffect(() => {
    setValue('ownerFullName', ownerFullName);
    setValue('ownerEmail', owner.email);
  }, [ownerFullName, owner.email, setValue]);

  const onSubmit = async (values: HotelForm) => {
    if (!ownerKnown) return undefined;
    const hotelId = await action.run({
      owner,
      hotel: { ...hotelFieldsOf(values), overwrite: false },
      contact: contactBodyOf(values.contact),
      manager: managerBodyOf(values.manager),
      photos,
      rooms: rooms.map(roomInputOf),
    });
    if (hotelId) navigate(ALL_PROPERTIES_PATH);
    return hotelId;
  };

  const started = Boolean(add.progress.ownerToken) || action.isPending || add.failure !== null;

  return (
    <FormPage
      title="Add Hotel"
      back={BACK_TO_PROPERTIES}
      maxW="5xl"
      form={form}
      onSubmit={onSubmit}
      submitLabel={add.failure ? 'Retry' : 'Submit'}
    >
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
      <NewRoomsField rooms={rooms} onChange={setRooms} created={add.progress.roomsDone} />
      {started ? (
        <Box role="status" aria-label="Progress">
          <Stack as="ol" gap="1" m="0" pl="5">
            {ADD_STEPS.map((step) => (
              <Text as="li" key={step}>
                {ADD_STEP_LABELS[step]}:{' '}
                {stepDone(add.progress, step, photos.length, rooms.length)
                  ? 'done'
                  : add.running === step
                    ? step === 'photos'
                      ? `uploading ${add.progress.photosDone + 1} of ${photos.length}…`
                      : step === 'rooms'
                        ? `adding ${add.progress.roomsDone + 1} of ${rooms.length}…`
                        : 'in progress…'
                    : add.failure?.step === step
                      ? 'failed'
                      : 'waiting'}
              </Text>
            ))}
          </Stack>
        </Box>
      ) : null}
      {add.failure ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{add.failure.message}</Alert.Title>
        </Alert.Root>
      ) : null}
    </FormPage>
  );
}
