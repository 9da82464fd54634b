import type { CreateTicketInput } from '@backoffice/api-client/helpdesk';
import { HelpdeskMessages, TICKET_PRIORITIES, TICKET_TITLE_MAX_LENGTH, isBlankHtml } from '@backoffice/contracts';
import type { SearchOption } from '@backoffice/ui/forms';
import { mixed, number, object, string, type ObjectSchema } from 'yup';
import { isAboutRefusal, isAboutReferenceOrEmpty } from './ticket-about';

/**
 * The fields of a new ticket (the image is held beside the form); `about` is the picked record the ticket is about
 * (value `type:id`), or null; `aboutReference` the booking or invoice number typed instead by a role the search
 * shows no such records (docs/areas/helpdesk.md, "Tickets about a record"), '' for none.
 */
export type AddTicketForm = Omit<CreateTicketInput, 'ticketImage' | 'about' | 'aboutReference'> & {
  about: SearchOption | null;
  aboutReference: string;
};

/**
 * Validation of the add-ticket form, in field order; the limits and messages are the API's (libs/contracts), so a
 * form the schema passes is one the API accepts, and every failing field shows its message at once.
 */
export const addTicketSchema: ObjectSchema<AddTicketForm> = object({
  departmentId: string().required(HelpdeskMessages.tickets.departmentRequired),
  // The API answers a title over the limit with the same message as a blank one (docs/areas/helpdesk.md, "Calls").
  title: string().trim().required(HelpdeskMessages.tickets.titleRequired).max(TICKET_TITLE_MAX_LENGTH, HelpdeskMessages.tickets.titleRequired),
  message: string()
    .defined()
    .default('')
    .test('not-blank', HelpdeskMessages.tickets.messageRequired, (v) => !isBlankHtml(v)),
  priorityLevels: number()
    .typeError(HelpdeskMessages.tickets.priorityInvalid)
    .required(HelpdeskMessages.tickets.priorityInvalid)
    .oneOf(
      TICKET_PRIORITIES.map((p) => p.id),
      HelpdeskMessages.tickets.priorityInvalid,
    ),
  about: mixed<SearchOption>().nullable().defined(),
  aboutReference: string()
    .defined()
    .default('')
    .test('reference', HelpdeskMessages.tickets.aboutReferenceInvalid, isAboutReferenceOrEmpty),
});

/** The API's refusals of POST /ticket/createTicket that name a field of the form, and that field. */
const FIELD_OF_MESSAGE: Readonly<Record<string, keyof AddTicketForm>> = {
  [HelpdeskMessages.tickets.departmentRequired]: 'departmentId',
  [HelpdeskMessages.tickets.titleRequired]: 'title',
  [HelpdeskMessages.tickets.messageRequired]: 'message',
  [HelpdeskMessages.tickets.priorityInvalid]: 'priorityLevels',
  [HelpdeskMessages.tickets.aboutTypeInvalid]: 'about',
  [HelpdeskMessages.tickets.aboutNotFound]: 'about',
};

/**
 * The form field a server message is about (shown beside it, not as a toast), or null: a refusal of a typed
 * reference (its shape, `No reservation TF100707 was found.`) goes beside the reference field.
 */
export const fieldOfTicketError = (message: string): keyof AddTicketForm | null =>
  FIELD_OF_MESSAGE[message] ?? (isAboutRefusal(message) ? 'aboutReference' : null);
