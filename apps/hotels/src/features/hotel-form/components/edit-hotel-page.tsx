import { HotelsMessages, type Hotel } from '@backoffice/contracts';
import { EmptyState, LoadError, LoadingState, errorMessage } from '@backoffice/remote-kit';
import { useNotify } from '@backoffice/shell-sdk';
import { Alert, Box, Button, HStack, Heading, Stack, Text } from '@backoffice/ui';
import { ConfirmDialog, HistoryPanel } from '@backoffice/ui/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useAddPerson } from '../api/add-person';
import { useCheckReservations, useDeleteHotel } from '../api/delete-hotel';
import { useHotel } from '../api/get-hotel';
import { useHotelHistory } from '../api/get-hotel-history';
import { useHotelAdminToken } from '../api/hotel-admin-token';
import { useSaveHotel, type PersonChange } from '../api/update-hotel';
import { ALL_PROPERTIES_PATH } from './add-hotel-page';
import { AmenityFields, FormSection, HotelDetailsFields, OwnerFields, PersonFields, PropertyFields } from './hotel-fields';
import {
  contactBodyOf,
  formOfHotel,
  hotelFieldsOf,
  hotelFormResolver,
  managerBodyOf,
  type HotelForm,
  type PersonForm,
} from './hotel-form-model';
import { PhotosSection } from './photos';
import { RoomEditor } from './room-editor';

/** Field names of the history panel, as a SuperAdmin reads them. */
const HISTORY_LABELS: Record<string, string> = {
  name: 'Name',
  commissionRate: 'Commission rate',
  propertyId: 'Property ID',
  isActive: 'Status',
  expediaUrl: 'Expedia URL',
  overwrite: 'Overwrite',
};

/**
 * /editHotel/{hotelId} (docs/areas/hotels.md, "Edit save", "Rooms", "Photos", "Deleting a hotel", "Redirect to
 * Hotel Admin"): the Add Hotel sections filled from the hotel, plus the rooms, Delete Hotel, Redirect to Hotel
 * Admin and the hotel's history. The page reads the hotel by the id in its address, so it survives a reload.
 */
export function EditHotelPage() {
  const hotelId = useParams().hotelId ?? '';
  const hotel = useHotel(hotelId);
  return (
    <Box p={{ base: '4', md: '6' }} maxW="5xl">
      <Stack gap="5">
        <Heading as="h1" size="lg">
          Edit Hotel
        </Heading>
        {hotel.isPending ? (
          <LoadingState label="Loading the hotel…" />
        ) : hotel.isError ? (
          (hotel.error as { status?: number }).status === 404 ? (
            <EmptyState text="This hotel does not exist or was deleted." />
          ) : (
            <LoadError title="The hotel could not be loaded." message={errorMessage(hotel.error)} onRetry={() => void hotel.refetch()} />
          )
        ) : (
          <EditHotel key={hotel.data.updatedAt} hotel={hotel.data} />
        )}
      </Stack>
    </Box>
  );
}

const samePerson = (a: PersonForm, b: PersonForm) => JSON.stringify(a) === JSON.stringify(b);

function EditHotel({ hotel }: { hotel: Hotel }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const save = useSaveHotel(hotel._id);
  const addPerson = useAddPerson(hotel._id);
  const original = formOfHotel(hotel);
  // A person with a console account is changed in the users area only (docs/areas/hotels.md, "Owners, contacts and
  // managers"): shown read-only, never checked or sent.
  const consoleOwnerId = hotel.owner?.consoleAccount ? hotel.owner._id : undefined;
  const consoleEmailOf = ([person]: Hotel['contacts']) =>
    person?.consoleAccount && !person.isOwner ? person.email : undefined;
  const consoleContact = consoleEmailOf(hotel.contacts);
  const consoleManager = consoleEmailOf(hotel.managers);
  const { control, handleSubmit, setValue, formState } = useForm<HotelForm>({
    resolver: hotelFormResolver(Boolean(hotel.owner) && !consoleOwnerId, {
      contact: Boolean(consoleContact),
      manager: Boolean(consoleManager),
    }),
    defaultValues: original,
  });
  const [error, setError] = useState<string | null>(null);
  const [newRoom, setNewRoom] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    const people: PersonChange[] = [];
    if (hotel.owner && (values.ownerFullName !== original.ownerFullName || values.ownerEmail !== original.ownerEmail)) {
      people.push({ employeeId: hotel.owner._id, body: { contact: { fullName: values.ownerFullName.trim(), email: values.ownerEmail.trim() } } });
    }
    const changes: ['contact' | 'manager', PersonForm, PersonForm][] = [
      ['contact', values.contact, original.contact],
      ['manager', values.manager, original.manager],
    ];
    try {
      await save.mutateAsync({
        hotel: {
          id: hotel._id,
          ...hotelFieldsOf(values),
          // The overwrite rule (docs/areas/hotels.md, "Edit save").
          overwrite: values.commissionRate === hotel.commissionRate,
        },
        people: [
          ...people,
          ...changes.flatMap(([kind, now, before]) => {
            const existing = (kind === 'contact' ? hotel.contacts : hotel.managers)[0];
            if (!existing || samePerson(now, before)) return [];
            const { sameAsOwner, ...fields } = now;
            return [{ employeeId: existing._id, body: { contact: sameAsOwner ? {} : fields, owner: sameAsOwner } }];
          }),
        ],
      });
      for (const [kind, now] of changes) {
        if ((kind === 'contact' ? hotel.contacts : hotel.managers).length > 0) continue;
        if (kind === 'contact') await addPerson.mutateAsync({ kind, body: contactBodyOf(now) });
        else await addPerson.mutateAsync({ kind, body: managerBodyOf(now) });
      }
      notify({ type: 'success', title: HotelsMessages.hotel.updated });
    } catch (err) {
      setError(errorMessage(err));
      notify({ type: 'error', title: errorMessage(err) });
    }
  });

  return (
    <Stack gap="5">
      <HotelActions hotel={hotel} onDeleted={() => navigate(ALL_PROPERTIES_PATH)} />
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Edit Hotel">
        <Stack gap="5">
          <OwnerFields control={control} editable={Boolean(hotel.owner)} consoleUserId={consoleOwnerId} />
          <HotelDetailsFields control={control} setValue={setValue} />
          <PropertyFields control={control} />
          <PersonFields
            control={control}
            kind="contact"
            title="Hotel manager"
            consoleEmail={consoleContact}
          />
          <PersonFields
            control={control}
            kind="manager"
            title="Revenue managers"
            consoleEmail={consoleManager}
          />
          <AmenityFields control={control} />
          {error ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          ) : null}
          <HStack gap="3">
            <Button type="submit" colorPalette="blue" loading={save.isPending || addPerson.isPending} disabled={!formState.isDirty}>
              Submit
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={ALL_PROPERTIES_PATH}>Cancel</RouterLink>
            </Button>
            {formState.isDirty ? <Text color="fg.muted">Unsaved changes</Text> : null}
          </HStack>
        </Stack>
      </form>
      <PhotosSection hotelId={hotel._id} photos={hotel.photos} />
      <FormSection title="Rooms">
        {hotel.rooms.length === 0 && !newRoom ? <Text color="fg.muted">No rooms yet.</Text> : null}
        {hotel.rooms.map((room) => (
          <RoomEditor key={`${room._id}`} hotelId={hotel._id} room={room} />
        ))}
        {newRoom ? (
          <RoomEditor hotelId={hotel._id} onDone={() => setNewRoom(false)} />
        ) : (
          <Button alignSelf="start" size="sm" variant="outline" onClick={() => setNewRoom(true)}>
            Add room
          </Button>
        )}
      </FormSection>
      <HotelHistory hotelId={hotel._id} />
    </Stack>
  );
}

/**
 * Delete Hotel (refused with the spec's warning while reservations exist, else asked first) and Redirect to
 * Hotel Admin (disabled, with the spec's text, when the hotel has no owner).
 */
function HotelActions({ hotel, onDeleted }: { hotel: Hotel; onDeleted: () => void }) {
  const notify = useNotify();
  const check = useCheckReservations(hotel._id);
  const remove = useDeleteHotel(hotel._id);
  const token = useHotelAdminToken(hotel._id);
  const [confirming, setConfirming] = useState(false);

  const askDelete = async () => {
    try {
      if (await check.mutateAsync()) {
        notify({ type: 'info', title: HotelsMessages.hotel.reservationsExist });
        return;
      }
      setConfirming(true);
    } catch (err) {
      notify({ type: 'error', title: errorMessage(err) });
    }
  };
  const doDelete = async () => {
    try {
      await remove.mutateAsync();
      notify({ type: 'success', title: HotelsMessages.hotel.deleted });
      onDeleted();
    } catch (err) {
      const conflict = (err as { status?: number }).status === 409;
      notify({ type: conflict ? 'info' : 'error', title: conflict ? HotelsMessages.hotel.reservationsExist : HotelsMessages.hotel.failed });
    } finally {
      setConfirming(false);
    }
  };
  const redirect = async () => {
    if (!hotel.owner) return;
    // Opened before the call, so that the browser does not take it for an unasked pop-up.
    const tab = window.open('', '_blank');
    try {
      const { url } = await token.mutateAsync(hotel.owner._id);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch {
      tab?.close();
      notify({ type: 'error', title: HotelsMessages.hotel.failed });
    }
  };

  return (
    <HStack gap="3" flexWrap="wrap">
      <Button variant="outline" colorPalette="red" loading={check.isPending} onClick={() => void askDelete()}>
        Delete Hotel
      </Button>
      <Button
        variant="outline"
        disabled={!hotel.owner}
        title={hotel.owner ? undefined : HotelsMessages.hotel.noAdmin}
        loading={token.isPending}
        onClick={() => void redirect()}
      >
        Redirect to Hotel Admin
      </Button>
      {hotel.owner ? null : <Text color="fg.muted">{HotelsMessages.hotel.noAdmin}</Text>}
      <ConfirmDialog
        open={confirming}
        title="Delete Hotel"
        message={HotelsMessages.hotel.deleteConfirm}
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        onConfirm={() => void doDelete()}
        onCancel={() => setConfirming(false)}
      />
    </HStack>
  );
}

function HotelHistory({ hotelId }: { hotelId: string }) {
  const history = useHotelHistory(hotelId);
  return (
    <HistoryPanel
      title="History"
      events={history.data}
      loading={history.isPending || (history.isError && history.isFetching)}
      error={history.isError ? errorMessage(history.error) : null}
      onRetry={() => void history.refetch()}
      fieldLabels={HISTORY_LABELS}
    />
  );
}
