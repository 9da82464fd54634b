import { HelpdeskMessages, TICKET_PRIORITIES, TICKET_TITLE_MAX_LENGTH, findsTicketAboutRecords } from '@backoffice/contracts';
import { FormPage, useAction, useBackTo } from '@backoffice/remote-kit';
import { RichTextField } from '@backoffice/rich-text';
import { useAuth } from '@backoffice/shell-sdk';
import { Button, HStack, Spinner, Stack, Text, TextField } from '@backoffice/ui';
import { SelectField } from '@backoffice/ui/forms';
import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDepartments } from '../departments/api';
import { useCreateTicket } from './api';
import { addTicketSchema, fieldOfTicketError, type AddTicketForm } from './add-ticket-schema';
import { TICKET_EDITOR_HEIGHT_PX, TicketImageInput } from './ticket-form-parts';
import { AboutField, AboutReferenceField, aboutOfOption, aboutOptionOf } from './ticket-about';
import { PRIORITY_OPTIONS } from './ticket-options';
import { TICKET_PATHS, type TicketVariant } from './ticket-variants';

export interface AddTicketPageProps {
  /** 'all': /add-ticket (Employee), back to /all-tickets; 'mine': /add-myticket (Department), back to /all-mytickets. */
  variant: TicketVariant;
}

/** ours: the error toast's title when the API gives no message of its own. */
export const TICKET_NOT_SENT = 'The ticket could not be sent.';

/**
 * /add-ticket and /add-myticket (docs/areas/helpdesk.md,
 * "Add ticket (`/add-ticket` Employee, `/add-myticket` Department)"): department, title, rich-text
 * description, the record it is about (optional: a booking or invoice number typed by the Employee or Department
 * user, whom the one search shows no such records; taken from `?aboutType=&aboutId=` (and `aboutName=`) when a
 * record's page opened the form: "Tickets about a record"), one image (JPEG/PNG, 1 MB)
 * and priority (default Low), on the kit's FormPage (every error beside
 * its field at once, the first focused; a warning before unsaved changes are left). A Department user cannot
 * send a ticket to its own department, so it is not offered. Success: toast 'Ticket Added Successfully' and back
 * to the list; a server message about a field goes beside it, any other failure is a toast, and the form keeps
 * what was typed.
 */
export function AddTicketPage({ variant }: AddTicketPageProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const back = useBackTo({ to: TICKET_PATHS[variant].list, label: 'Back to the list' });
  const departments = useDepartments();
  const [image, setImage] = useState<File | null>(null);
  const [params] = useSearchParams();
  // Read once: the record a record's page opened this form for.
  const [aboutFromAddress] = useState(() => aboutOptionOf(params.get('aboutType'), params.get('aboutId'), params.get('aboutName')));

  const choices = useMemo(
    () =>
      (departments.data ?? [])
        .filter((d) => !user?.departmentId || d._id !== user.departmentId)
        .map((d) => ({ value: d._id, label: d.name })),
    [departments.data, user?.departmentId],
  );

  const form = useForm<AddTicketForm>({
    resolver: yupResolver(addTicketSchema),
    defaultValues: {
      departmentId: '',
      title: '',
      message: '',
      priorityLevels: TICKET_PRIORITIES[0].id,
      about: aboutFromAddress,
      aboutReference: '',
    },
  });
  const { control, setError } = form;
  const sending = form.formState.isSubmitting;

  const create = useAction(useCreateTicket(), {
    success: (result) => result.message || HelpdeskMessages.tickets.added,
    failure: TICKET_NOT_SENT,
    // A refusal that names a field shows beside it, once (shared DECISIONS "Validation messages").
    onError: useCallback(
      (_error: unknown, message: string) => {
        const field = fieldOfTicketError(message);
        if (field) setError(field, { message }, { shouldFocus: true });
        return field !== null;
      },
      [setError],
    ),
  });

  // The search shows reservations and invoices to a SuperAdmin only (docs/areas/search.md, "Who finds what"): any
  // other role types the booking or invoice number, unless a record's page already named the record.
  const picks = findsTicketAboutRecords(user?.role) || aboutFromAddress !== null;

  const submit = async ({ about, aboutReference, ...values }: AddTicketForm) => {
    const reference = picks ? null : aboutReference.trim().toUpperCase() || null;
    const result = await create.run({ ...values, about: picks ? aboutOfOption(about) : null, aboutReference: reference, ticketImage: image });
    if (result && back) navigate(back.to);
    return result;
  };

  return (
    <FormPage title="Add Ticket" back={back} maxW="4xl" form={form} onSubmit={submit} submitLabel="Submit">
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

      <TextField control={control} name="title" label="Title" required maxLength={TICKET_TITLE_MAX_LENGTH} autoComplete="off" />

      <RichTextField control={control} name="message" label="Description" height={TICKET_EDITOR_HEIGHT_PX} disabled={sending} />

      {picks ? (
        <AboutField control={control} name="about" disabled={sending} />
      ) : (
        <AboutReferenceField control={control} name="aboutReference" disabled={sending} />
      )}

      <TicketImageInput value={image} onChange={setImage} disabled={sending} />

      <SelectField control={control} name="priorityLevels" label="Priority" options={PRIORITY_OPTIONS} maxW="xs" />
    </FormPage>
  );
}
