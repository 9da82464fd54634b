import type { CreateTicketInput } from '@backoffice/api-client';
import { HelpdeskMessages, TICKET_PRIORITIES, TICKET_TITLE_MAX_LENGTH, isBlankHtml } from '@backoffice/contracts';
import type { SearchOption } from '@backoffice/ui/forms';
import { mixed, number, object, string, type ObjectSchema } from 'yup';

/**
 * The fields of a new ticket (the image is held beside the form); `about` is the picked record the ticket is about
 * (value `type:id`), or null.
 */
export type AddTicketForm = Omit<CreateTicketInput, 'ticketImage' | 'about'> & { about: SearchOption | null };

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

/** The form field a server message is about (shown beside it, not as a toast), or null. */
export const fieldOfTicketError = (message: string): keyof AddTicketForm | null => FIELD_OF_MESSAGE[message] ?? null;
