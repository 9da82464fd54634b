import { createTicket } from '@backoffice/api-client';
import { HelpdeskMessages, TICKET_PRIORITIES } from '@backoffice/contracts';
import { OptionSelect, errorMessage } from '@backoffice/remote-kit';
import { useAuth, useNotify } from '@backoffice/shell-sdk';
import {
  Box,
  Button,
  Field,
  HStack,
  Heading,
  ImageFileInput,
  Input,
  Spinner,
  Stack,
  Text,
  chakra,
} from '@backoffice/ui';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useDepartments } from '../hooks/use-departments';
import { PRIORITY_OPTIONS } from '../ticket-options';
import { TICKET_PATHS, type TicketVariant } from '../ticket-variants';
import { addTicketSchema, type AddTicketForm } from './add-ticket-schema';
import { TicketFormButtons, TicketMessageField } from './ticket-form-parts';

export interface AddTicketPageProps {
  /** 'all': /add-ticket (Employee), back to /all-tickets; 'mine': /add-myticket (Department), back to /all-mytickets. */
  variant: TicketVariant;
}

/**
 * /add-ticket and /add-myticket (spec 1 sections 2, 5, 8, 9): department, title, rich-text description, one
 * image (JPEG/PNG, 1 MB) and priority (default Low). A Department user cannot send a ticket to its own
 * department, so it is not offered. Success: toast 'Ticket Added Successfully' and back to the list; a failure
 * is a toast and the form keeps what was typed.
 */
export function AddTicketPage({ variant }: AddTicketPageProps) {
  const { user } = useAuth();
  const notify = useNotify();
  const navigate = useNavigate();
  const listPath = TICKET_PATHS[variant].list;
  const departments = useDepartments();
  const [image, setImage] = useState<File | null>(null);

  const choices = useMemo(
    () =>
      departments.items
        .filter((d) => !user?.departmentId || d._id !== user.departmentId)
        .map((d) => ({ value: d._id, label: d.name })),
    [departments.items, user?.departmentId],
  );

  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AddTicketForm>({
    resolver: yupResolver(addTicketSchema),
    defaultValues: { departmentId: '', title: '', message: '', priorityLevels: TICKET_PRIORITIES[0].id },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await createTicket({ ...values, ticketImage: image });
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
            <Field.Root invalid={Boolean(errors.departmentId)} required>
              <Field.Label>Department</Field.Label>
              <OptionSelect
                disabled={departments.status !== 'ready'}
                options={choices}
                emptyOption="Select a department"
                {...register('departmentId')}
              />
              {departments.status === 'loading' ? (
                <HStack>
                  <Spinner size="xs" />
                  <Text fontSize="sm">Loading departments…</Text>
                </HStack>
              ) : null}
              {departments.status === 'error' ? (
                <HStack role="alert">
                  <Text fontSize="sm" color="fg.error">
                    The departments could not be loaded.
                  </Text>
                  <Button size="xs" variant="outline" onClick={departments.reload}>
                    Retry
                  </Button>
                </HStack>
              ) : null}
              {errors.departmentId ? <Field.ErrorText>{errors.departmentId.message}</Field.ErrorText> : null}
            </Field.Root>

            <Field.Root invalid={Boolean(errors.title)} required>
              <Field.Label>Title</Field.Label>
              <Input {...register('title')} autoComplete="off" />
              {errors.title ? <Field.ErrorText>{errors.title.message}</Field.ErrorText> : null}
            </Field.Root>

            <Controller
              name="message"
              control={control}
              render={({ field }) => (
                <TicketMessageField
                  ref={field.ref}
                  label="Description"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.message?.message}
                  disabled={isSubmitting}
                />
              )}
            />

            <ImageFileInput
              label="Image"
              value={image}
              onChange={setImage}
              // The spec's toast beside the inline error (docs/areas/helpdesk.md).
              onReject={(reason) => reason === 'too-big' && notify({ type: 'error', title: HelpdeskMessages.tickets.imageTooBig })}
              disabled={isSubmitting}
            />

            <Field.Root invalid={Boolean(errors.priorityLevels)} maxW="xs">
              <Field.Label>Priority</Field.Label>
              <OptionSelect options={PRIORITY_OPTIONS} {...register('priorityLevels')} />
              {errors.priorityLevels ? (
                <Field.ErrorText>{errors.priorityLevels.message}</Field.ErrorText>
              ) : null}
            </Field.Root>

            <TicketFormButtons submitLabel="Submit" sending={isSubmitting} onCancel={() => navigate(listPath)} />
          </Stack>
        </chakra.form>
      </Stack>
    </Box>
  );
}
