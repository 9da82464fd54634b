import { HelpdeskMessages, TICKET_PRIORITIES } from '@backoffice/contracts';
import { errorMessage } from '@backoffice/remote-kit';
import { useAuth, useNotify } from '@backoffice/shell-sdk';
import { RichTextField } from '@backoffice/rich-text';
import { Box, Button, HStack, Heading, Spinner, Stack, Text, TextField, chakra } from '@backoffice/ui';
import { ImageFileInput, SelectField } from '@backoffice/ui/forms';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useDepartments } from '../../departments/api/get-departments';
import { useCreateTicket } from '../api/create-ticket';
import { PRIORITY_OPTIONS } from '../ticket-options';
import { TICKET_PATHS, type TicketVariant } from '../ticket-variants';
import { addTicketSchema, type AddTicketForm } from './add-ticket-schema';
import { TICKET_EDITOR_HEIGHT_PX, TicketFormButtons } from './ticket-form-parts';

export interface AddTicketPageProps {
  /** 'all': /add-ticket (Employee), back to /all-tickets; 'mine': /add-myticket (Department), back to /all-mytickets. */
  variant: TicketVariant;
}

/**
 * /add-ticket and /add-myticket (docs/areas/helpdesk.md,
 * "Add ticket (`/add-ticket` Employee, `/add-myticket` Department)"): department, title, rich-text
 * description, one image (JPEG/PNG, 1 MB) and priority (default Low). A Department user cannot send a ticket
 * to its own department, so it is not offered. Success: toast 'Ticket Added Successfully' and back to the
 * list; a failure is a toast and the form keeps what was typed.
 */
export function AddTicketPage({ variant }: AddTicketPageProps) {
  const { user } = useAuth();
  const notify = useNotify();
  const navigate = useNavigate();
  const listPath = TICKET_PATHS[variant].list;
  const departments = useDepartments();
  const create = useCreateTicket();
  const [image, setImage] = useState<File | null>(null);

  const choices = useMemo(
    () =>
      (departments.data ?? [])
        .filter((d) => !user?.departmentId || d._id !== user.departmentId)
        .map((d) => ({ value: d._id, label: d.name })),
    [departments.data, user?.departmentId],
  );

  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<AddTicketForm>({
    resolver: yupResolver(addTicketSchema),
    defaultValues: { departmentId: '', title: '', message: '', priorityLevels: TICKET_PRIORITIES[0].id },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await create.mutateAsync({ ...values, ticketImage: image });
      notify({ type: 'success', title: result.message || HelpdeskMessages.tickets.added });
      navigate(listPath);
    } catch (err) {
      notify({ type: 'error', title: errorMessage(err) });
    }
  });

  return (
    <Box p={{ base: '4', md: '6' }} maxW="4xl">
      <Stack gap="5">
        <Heading as="h1" size="lg">
          Add Ticket
        </Heading>
        <chakra.form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <Stack gap="1.5">
              <SelectField
                control={control}
                name="departmentId"
                label="Department"
                required
                disabled={!departments.isSuccess}
                options={choices}
                placeholder="Select a department"
              />
              {departments.isPending ? (
                <HStack>
                  <Spinner size="xs" />
                  <Text fontSize="sm">Loading departments…</Text>
                </HStack>
              ) : null}
              {departments.isError ? (
                <HStack role="alert">
                  <Text fontSize="sm" color="fg.error">
                    The departments could not be loaded.
                  </Text>
                  <Button size="xs" variant="outline" onClick={() => void departments.refetch()}>
                    Retry
                  </Button>
                </HStack>
              ) : null}
            </Stack>

            <TextField control={control} name="title" label="Title" required autoComplete="off" />

            <RichTextField
              control={control}
              name="message"
              label="Description"
              height={TICKET_EDITOR_HEIGHT_PX}
              disabled={isSubmitting}
            />

            <ImageFileInput
              label="Image"
              value={image}
              onChange={setImage}
              // The spec's toast beside the inline error (docs/areas/helpdesk.md).
              onReject={(reason) => reason === 'too-big' && notify({ type: 'error', title: HelpdeskMessages.tickets.imageTooBig })}
              disabled={isSubmitting}
            />

            <SelectField control={control} name="priorityLevels" label="Priority" options={PRIORITY_OPTIONS} maxW="xs" />

            <TicketFormButtons submitLabel="Submit" sending={isSubmitting} onCancel={() => navigate(listPath)} />
          </Stack>
        </chakra.form>
      </Stack>
    </Box>
  );
}
