import { formatMinorDecimal } from '@backoffice/contracts';
import { Box, Button, HStack, Stack, Text } from '@backoffice/ui';
import { useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { FormSection } from './hotel-fields';
import { RoomFields } from './room-editor';
import { NEW_ROOM, roomFormProblem, toCents, type RoomForm } from './room-model';

/** A room's line in the list: its name, available rooms and overnight rate in the field's dollars ('Deluxe · 4 rooms · $180.00 a night'). */
function roomLine(room: RoomForm): string {
  const cents = toCents(room.overnightRate);
  const rate = cents === null ? '' : ` · $${formatMinorDecimal(cents)} a night`;
  return `${room.name} · ${room.availableRooms ?? 0} ${room.availableRooms === 1 ? 'room' : 'rooms'}${rate}`;
}

/**
 * Add Hotel's rooms (issue 36; docs/areas/hotels.md, "Add flow"): rooms entered with Edit Hotel's room fields
 * (`RoomFields`), each checked by the spec's room rules (`roomFormProblem`, the message beside the room) when Add
 * room keeps it, then listed; the rooms are added after the hotel and its photos, in order. `created` rooms (the
 * first ones, added by an earlier try) can no longer be removed. Enter in a room field adds the room rather than
 * submitting the hotel.
 */
export function NewRoomsField({ rooms, onChange, created }: { rooms: RoomForm[]; onChange: (rooms: RoomForm[]) => void; created: number }) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { control, getValues, reset } = useForm<RoomForm>({ defaultValues: NEW_ROOM });

  const keep = () => {
    const values = getValues();
    const broken = roomFormProblem(values, true);
    setProblem(broken);
    if (broken) return;
    onChange([...rooms, { ...values, name: values.name.trim() }]);
    reset(NEW_ROOM);
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && e.target instanceof HTMLInputElement) {
      e.preventDefault();
      keep();
    }
  };

  return (
    <FormSection title="Rooms">
      <Stack gap="3">
        {rooms.length ? (
          <Stack as="ol" gap="1" m="0" pl="5" aria-label="Rooms to add">
            {rooms.map((r, i) => (
              <HStack as="li" key={`${i}-${r.name}`} gap="3">
                <Text>{roomLine(r)}</Text>
                {i < created ? (
                  <Text fontSize="sm" color="fg.muted">
                    added
                  </Text>
                ) : (
                  <Button size="xs" variant="ghost" colorPalette="red" aria-label={`Remove room ${r.name}`} onClick={() => onChange(rooms.filter((_, j) => j !== i))}>
                    Remove
                  </Button>
                )}
              </HStack>
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            No rooms yet: add them now, or later on the hotel's page.
          </Text>
        )}
        {open ? (
          <Box role="group" aria-label="New room" borderWidth="1px" borderRadius="md" p="3" onKeyDown={onKeyDown}>
            <Stack gap="3">
              <RoomFields control={control} problem={problem} />
              <HStack gap="2">
                <Button size="sm" colorPalette="blue" onClick={keep}>
                  Add room
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    reset(NEW_ROOM);
                    setProblem(null);
                    setOpen(false);
                  }}
                >
                  Cancel
                </Button>
              </HStack>
            </Stack>
          </Box>
        ) : (
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setOpen(true)}>
            Add a room
          </Button>
        )}
      </Stack>
    </FormSection>
  );
}
