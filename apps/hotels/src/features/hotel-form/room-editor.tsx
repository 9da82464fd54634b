import { HotelsMessages, SLOT_HOURS, type Room, type SlotHours } from '@backoffice/contracts';
import { useAction, useConfirmedAction } from '@backoffice/remote-kit';
import { useNotify } from '@backoffice/shell-sdk';
import { Alert, Box, Button, HStack, Heading, IconButton, SimpleGrid, Stack, Text, TextField } from '@backoffice/ui';
import { MultiSelectField, NumberField, SwitchField } from '@backoffice/ui/forms';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { useSaveRoom } from './api';
import { NEW_ROOM, SLOT_OPTIONS, roomFormOf, roomFormProblem, roomInputOf, windowsField, type RoomForm } from './room-model';

/** How long a room warning stays (the spec's 5 s). */
export const ROOM_WARNING_MS = 5000;

/**
 * One room of Edit Hotel (docs/areas/hotels.md, "Rooms"): beds, available rooms, rates in dollars (sent in
 * cents), opening hours and the 3, 6 and 12-hour slots with their check-in windows. Ticking a slot adds one
 * empty window; unticking it empties the slot. Save checks the spec's rules first (a warning toast and the
 * message beside the room); a save the API refuses shows its text beside the room, once. Delete asks first. A
 * new room (no `room`) is added on Save and `onDone` is called.
 */
export function RoomEditor({ hotelId, room, onDone }: { hotelId: string; room?: Room; onDone?: () => void }) {
  const notify = useNotify();
  const mutation = useSaveRoom(hotelId);
  const [problem, setProblem] = useState<string | null>(null);
  // A refused save is told once, beside the room (the API's rule text, or why it failed).
  const save = useAction(mutation, {
    success: (saved) => saved.message,
    failure: HotelsMessages.hotel.failed,
    onError: (_err, message) => {
      setProblem(message);
      return true;
    },
  });
  const remove = useAction(mutation, { success: HotelsMessages.rooms.deleted, failure: HotelsMessages.rooms.deletionFailed });
  const { control, handleSubmit, reset, formState } = useForm<RoomForm>({
    defaultValues: room ? roomFormOf(room) : NEW_ROOM,
  });
  const title = room ? room.name : 'New room';

  const onSubmit = handleSubmit(async (values) => {
    const broken = roomFormProblem(values, !room);
    setProblem(broken);
    if (broken) {
      notify({ type: 'info', title: broken, durationMs: ROOM_WARNING_MS });
      return;
    }
    const saved = await save.run({ roomId: room?._id, room: roomInputOf(values) });
    if (!saved) return;
    if (room) reset(roomFormOf(saved.data));
    onDone?.();
  });

  const deleting = useConfirmedAction(remove, { title: 'Delete room', message: `Please confirm you wish to delete the room ${title} ?`, confirmLabel: 'Delete', destructive: true }, (r: Room) => ({
    roomId: r._id,
    room: { isDeleted: true },
  }));

  return (
    <Box borderWidth="1px" borderRadius="md" p="3">
      <form aria-label={`Room ${title}`} onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="3">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        <RoomFields control={control} problem={problem} />
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="blue" loading={save.isPending && !mutation.variables?.room.isDeleted} disabled={room ? !formState.isDirty : false}>
            {room ? 'Save room' : 'Add room'}
          </Button>
          {room ? (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => deleting.ask(room)}>
              Delete room
            </Button>
          ) : (
            <Button size="sm" variant="ghost" onClick={onDone}>
              Cancel
            </Button>
          )}
        </HStack>
      </Stack>
      </form>
      {deleting.dialog}
    </Box>
  );
}

/**
 * A room's fields (docs/areas/hotels.md, "Rooms"), on `control` of a RoomForm: name, available rooms, beds, rates in
 * dollars, opening hours and the slots with their check-in windows. Edit Hotel's RoomEditor and Add Hotel's rooms
 * step (NewRoomsField) both lay them out; each form checks `roomFormProblem` before it sends and passes what it found
 * as `problem`, shown as a warning after the fields.
 */
export function RoomFields({ control, problem }: { control: Control<RoomForm>; problem?: string | null }) {
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <TextField control={control} name="name" label="Room name" required />
        <NumberField control={control} name="availableRooms" label="Available rooms" min={0} required />
        <NumberField control={control} name="bedrooms" label="Bedrooms" min={0} />
        <NumberField control={control} name="kingBeds" label="King beds" min={0} />
        <NumberField control={control} name="queenBeds" label="Queen beds" min={0} />
        <NumberField control={control} name="doubleBeds" label="Double beds" min={0} />
        <NumberField control={control} name="singleBeds" label="Single beds" min={0} />
        <NumberField control={control} name="overnightRate" label="Overnight rate" unit="$" step={0.01} min={0} required />
        <NumberField control={control} name="floorRate" label="Floor rate" unit="$" step={0.01} min={0} />
      </SimpleGrid>
      <HStack gap="3" flexWrap="wrap" align="end">
        <SwitchField control={control} name="setOpeningHours" label="Set opening hours" />
        <TextField control={control} name="openingHoursStart" label="Opening hours start" type="time" />
        <TextField control={control} name="openingHoursEnd" label="Opening hours end" type="time" />
      </HStack>
      <SlotWindows control={control} />
      {problem ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      ) : null}
    </>
  );
}

/** The slot checkboxes and, for each ticked slot, its windows (earliest and latest check-in, HH:mm). */
function SlotWindows({ control }: { control: Control<RoomForm> }) {
  const slots = useWatch({ control, name: 'slots' });
  return (
    <Stack gap="2">
      <MultiSelectField control={control} name="slots" label="Slots" options={SLOT_OPTIONS} row />
      {SLOT_HOURS.map((h) => (
        <SlotWindowList key={h} control={control} hours={h} chosen={slots.includes(String(h))} />
      ))}
    </Stack>
  );
}

function SlotWindowList({ control, hours, chosen }: { control: Control<RoomForm>; hours: SlotHours; chosen: boolean }) {
  const { fields, append, remove, replace } = useFieldArray({ control, name: windowsField(hours) });
  const was = useRef(chosen);
  // Ticking a slot adds one empty window; unticking it empties the slot (the spec's behaviour).
  useEffect(() => {
    if (chosen && !was.current && fields.length === 0) append({ earliestCheckin: '', latestCheckin: '' });
    if (!chosen && was.current) replace([]);
    was.current = chosen;
  }, [chosen, fields.length, append, replace]);
  if (!chosen) return null;
  return (
    <Box pl="3" borderLeftWidth="2px">
      <Text fontWeight="medium" fontSize="sm">
        {hours}-hour check-in windows
      </Text>
      {fields.map((f, i) => (
        <HStack key={f.id} gap="2" align="end">
          <TextField control={control} name={`${windowsField(hours)}.${i}.earliestCheckin`} label={`${hours}h window ${i + 1} earliest check-in`} type="time" />
          <TextField control={control} name={`${windowsField(hours)}.${i}.latestCheckin`} label={`${hours}h window ${i + 1} latest check-in`} type="time" />
          <IconButton aria-label={`Remove ${hours}h window ${i + 1}`} size="sm" variant="ghost" onClick={() => remove(i)}>
            ×
          </IconButton>
        </HStack>
      ))}
      <Button size="xs" variant="outline" mt="2" onClick={() => append({ earliestCheckin: '', latestCheckin: '' })}>
        Add a {hours}h window
      </Button>
    </Box>
  );
}
