import type { CreateTicketInput } from '@backoffice/api-client';
import { Messages, TICKET_PRIORITIES } from '@backoffice/contracts';
import { htmlToText } from '@backoffice/rich-text';
import { number, object, string, type ObjectSchema } from 'yup';

/** The text fields of a new ticket (the image is held beside the form). */
export type AddTicketForm = Omit<CreateTicketInput, 'ticketImage'>;

/** Longest title the API accepts. */
export const TITLE_MAX = 200;

/** An HTML text with no visible words (the editor gives '' for an empty document, but '<p> </p>' is empty too). */
export const isBlankHtml = (html: string | undefined) => !html || htmlToText(html).trim() === '';

/** Validation of the add-ticket form, in field order; the messages are the API's (libs/contracts). */
export const addTicketSchema: ObjectSchema<AddTicketForm> = object({
  departmentId: string().required(Messages.tickets.departmentRequired),
  title: string()
    .trim()
    .required(Messages.tickets.titleRequired)
    .max(TITLE_MAX, `The title may have at most ${TITLE_MAX} characters`),
  message: string()
    .defined()
    .default('')
    .test('not-blank', Messages.tickets.messageRequired, (v) => !isBlankHtml(v)),
  priorityLevels: number()
    .typeError(Messages.tickets.priorityInvalid)
    .required(Messages.tickets.priorityInvalid)
    .oneOf(
      TICKET_PRIORITIES.map((p) => p.id),
      Messages.tickets.priorityInvalid,
    ),
});
