import { search } from '@backoffice/api-client';
import {
  HelpdeskMessages,
  RECORD_TYPE_LABELS,
  TICKET_ABOUT_REFERENCE_MAX_LENGTH,
  TICKET_ABOUT_TYPES,
  findsTicketAboutRecords,
  isTicketAboutType,
  mayEditTicketAbout,
  parseTicketAbout,
  parseTicketAboutReference,
  type Ticket,
  type TicketAboutType,
} from '@backoffice/contracts';
import { RecordLink, useAction } from '@backoffice/remote-kit';
import { useAuth } from '@backoffice/shell-sdk';
import { Badge, Button, Card, HStack, Heading, Stack, Text, TextField, chakra } from '@backoffice/ui';
import { AsyncSearchSelect, type SearchOption } from '@backoffice/ui/forms';
import { useId } from 'react';
import { useForm, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useSetTicketAbout } from './api';

/** The most records the picker lists for a term. */
const ABOUT_SEARCH_LIMIT = 10;

/** The label of the picker of the record a ticket is about, on the Add Ticket form and the ticket page. */
export const ABOUT_FIELD_LABEL = 'About a record';

/** The label of the field of a booking or invoice number, for the roles the search shows no such records. */
export const ABOUT_REFERENCE_LABEL = 'About a booking or invoice';

/**
 * Whether a message of the API is its refusal of the record a ticket should be about (shown beside the About field):
 * an unknown type or record, a reference of the wrong shape, or `No reservation TF100707 was found.`.
 */
export function isAboutRefusal(message: string): boolean {
  const t = HelpdeskMessages.tickets;
  return (
    message === t.aboutNotFound ||
    message === t.aboutTypeInvalid ||
    message === t.aboutReferenceInvalid ||
    /^No (reservation|invoice) \S+ was found\.$/.test(message)
  );
}

/**
 * The yup test of a typed reference (docs/areas/helpdesk.md, "Tickets about a record"): empty (no record) or a
 * booking number / invoice number by the contracts' MENTION_PATTERNS (parseTicketAboutReference).
 */
export const isAboutReferenceOrEmpty = (value: string | null | undefined): boolean =>
  !value?.trim() || parseTicketAboutReference(value) !== null;

/** ours: the error toast's title when the API gives no message of its own. */
export const ABOUT_NOT_SAVED = 'The record could not be attached.';

/**
 * The records a ticket can be about that match `term`, through the one search (GET /api/search with `types`
 * reservation, hotel, invoice and customer; docs/areas/helpdesk.md, "Tickets about a record"): each an option
 * whose value is `type:id`, whose label is the record's name and whose second line says its type and context.
 * The search answers only what the caller may see.
 */
export async function searchAboutRecords(term: string): Promise<SearchOption[]> {
  const { hits } = await search({ q: term, types: TICKET_ABOUT_TYPES.join(','), limit: ABOUT_SEARCH_LIMIT });
  return hits
    .filter((h) => isTicketAboutType(h.type))
    .map((h) => ({
      value: `${h.type}:${h.id}`,
      label: h.title,
      description: [RECORD_TYPE_LABELS[h.type].one, h.context].filter(Boolean).join(' · '),
    }));
}

/** The record an option of {@link searchAboutRecords} names, or null. */
export function aboutOfOption(option: SearchOption | null | undefined): { type: TicketAboutType; id: string } | null {
  return parseTicketAbout(option?.value);
}

/**
 * The option of a record given by the address (`/add-ticket?aboutType=&aboutId=&aboutName=`, the "New ticket about
 * this …" link of a record's page), or null when the address names none a ticket can be about.
 */
export function aboutOptionOf(type: string | null, id: string | null, name: string | null): SearchOption | null {
  if (!type || !id || !isTicketAboutType(type)) return null;
  const label = RECORD_TYPE_LABELS[type].one;
  return { value: `${type}:${id}`, label: name?.trim() || `The ${label.toLowerCase()} you came from`, description: label };
}

/** Props of {@link AboutField}. */
export interface AboutFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPathByValue<T, SearchOption | null>;
  disabled?: boolean;
}

/**
 * The picker of the record a ticket is about: a combobox searching reservations (booking number, guest), hotels,
 * invoices and customers as the user types (libs/ui's AsyncSearchSelect over {@link searchAboutRecords}).
 */
export function AboutField<T extends FieldValues>({ control, name, disabled }: AboutFieldProps<T>) {
  return (
    <AsyncSearchSelect
      control={control}
      name={name}
      label={ABOUT_FIELD_LABEL}
      hint="A reservation, hotel, invoice or customer this ticket is about (optional): type a booking number, a name or an invoice number."
      search={searchAboutRecords}
      minChars={2}
      disabled={disabled}
      placeholder="Search…"
    />
  );
}

/** Props of {@link AboutReferenceField}. */
export interface AboutReferenceFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  disabled?: boolean;
}

/**
 * The About field of the roles the one search shows no reservations or invoices (every role but a SuperAdmin:
 * findsTicketAboutRecords; docs/areas/search.md, "Who finds what"): a booking number (`TF100707`) or an invoice
 * number (`INV-000078`) typed by the user, which the API resolves to the record (docs/areas/helpdesk.md, "Tickets
 * about a record"). The form checks its shape with {@link isAboutReferenceOrEmpty}.
 */
export function AboutReferenceField<T extends FieldValues>({ control, name, disabled }: AboutReferenceFieldProps<T>) {
  return (
    <TextField
      control={control}
      name={name}
      label={ABOUT_REFERENCE_LABEL}
      hint="The booking number (TF100707) or invoice number (INV-000078) this ticket is about (optional)."
      maxLength={TICKET_ABOUT_REFERENCE_MAX_LENGTH}
      autoComplete="off"
      disabled={disabled}
      placeholder="TF100707"
    />
  );
}

/**
 * The ticket page's card of the record the ticket is about (docs/areas/helpdesk.md, "Tickets about a record"): its
 * type and its name as a link to its page (plain text where the viewer's role may not open it), with Remove for
 * those who may change it (mayEditTicketAbout: who may change the ticket's status, and its creator); without a
 * record, the picker (a SuperAdmin) or the booking/invoice number field (any other role) and Attach for them,
 * nothing for others. Each change toasts the API's answer.
 */
export function TicketAboutCard({ ticket }: { ticket: Ticket }) {
  const headingId = useId();
  const { user } = useAuth();
  const editable = mayEditTicketAbout(user, { departmentId: ticket.department._id, userId: ticket.userId._id });
  const mutation = useSetTicketAbout();
  // A SuperAdmin finds the record with the search; any other role types its booking or invoice number.
  const picks = findsTicketAboutRecords(user?.role);
  const form = useForm<{ about: SearchOption | null; aboutReference: string }>({
    defaultValues: { about: null, aboutReference: '' },
  });
  const save = useAction(mutation, {
    success: (result) => result.message || HelpdeskMessages.tickets.aboutSaved,
    failure: ABOUT_NOT_SAVED,
    onError: (_error, message) => {
      const named = isAboutRefusal(message);
      if (named) form.setError(picks ? 'about' : 'aboutReference', { message }, { shouldFocus: true });
      return named;
    },
  });
  const about = ticket.about;
  if (!about && !editable) return null;

  const attach = form.handleSubmit(async ({ about: option, aboutReference }) => {
    if (!picks) {
      const reference = parseTicketAboutReference(aboutReference);
      if (!reference) {
        form.setError('aboutReference', { message: HelpdeskMessages.tickets.aboutReferenceInvalid }, { shouldFocus: true });
        return;
      }
      const saved = await save.run({ ticketId: ticket._id, about: null, aboutReference: reference.reference });
      if (saved) form.reset({ about: null, aboutReference: '' });
      return;
    }
    const picked = aboutOfOption(option);
    if (!picked) {
      form.setError('about', { message: 'Please choose a record' }, { shouldFocus: true });
      return;
    }
    if (await save.run({ ticketId: ticket._id, about: picked })) form.reset({ about: null, aboutReference: '' });
  });

  return (
    <Card.Root as="section" aria-labelledby={headingId} size="sm">
      <Card.Header>
        <Heading as="h2" size="sm" id={headingId}>
          About
        </Heading>
      </Card.Header>
      <Card.Body>
        {about ? (
          <HStack justify="space-between" wrap="wrap" gap="3">
            <HStack gap="2" wrap="wrap">
              <Badge variant="subtle">{RECORD_TYPE_LABELS[about.type].one}</Badge>
              <Text fontWeight="medium">
                <RecordLink record={about} backLabel="Back to the ticket" />
              </Text>
            </HStack>
            {editable ? (
              <Button
                size="xs"
                variant="outline"
                loading={mutation.isPending}
                aria-label={`Remove ${about.name} from the ticket`}
                onClick={() => void save.run({ ticketId: ticket._id, about: null })}
              >
                Remove
              </Button>
            ) : null}
          </HStack>
        ) : (
          <chakra.form onSubmit={(e) => void attach(e)} noValidate aria-label="Attach a record">
            <Stack gap="2">
              {picks ? (
                <AboutField control={form.control} name="about" disabled={mutation.isPending} />
              ) : (
                <AboutReferenceField control={form.control} name="aboutReference" disabled={mutation.isPending} />
              )}
              <Button type="submit" size="sm" variant="outline" alignSelf="start" loading={mutation.isPending}>
                Attach
              </Button>
            </Stack>
          </chakra.form>
        )}
      </Card.Body>
    </Card.Root>
  );
}
