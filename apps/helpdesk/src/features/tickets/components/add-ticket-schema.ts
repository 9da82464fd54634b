import type { CreateTicketInput } from '@backoffice/api-client';
import { HelpdeskMessages, TICKET_PRIORITIES, TICKET_TITLE_MAX_LENGTH, isBlankHtml } from '@backoffice/contracts';
import { number, object, string, type ObjectSchema } from 'yup';

/** The text fields of a new ticket (the image is held beside the form). */
export type AddTicketForm = Omit<CreateTicketInput, 'ticketImage'>;

/** Validation of the add-ticket form, in field order; the messages are the API's (libs/contracts). */
export const addTicketSchema: ObjectSchema<AddTicketForm> = object({
  departmentId: string().required(HelpdeskMessages.tickets.departmentRequired),
  title: string()
    .trim()
    .required(HelpdeskMessages.tickets.titleRequired)
    .max(TICKET_TITLE_MAX_LENGTH, `The title may have at most ${TICKET_TITLE_MAX_LENGTH} characters`),
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
});
