/**
 * The multipart/form-data bodies of the upload calls, for the API's OpenAPI document (docs/api-database.md,
 * "OpenAPI"). The API reads these parts itself, part by part (a file is checked by its bytes, not by its name
 * or type), so Fastify never validates against them: they document the field names, which are text, which are
 * files and the limits the handlers apply. A field marked required is one the handler refuses to go without,
 * with its own message (400).
 */
import { Type } from 'typebox';
import { BANNER_IMAGE_MAX_BYTES, CONTENT_IMAGE_MAX_BYTES, CMS_PHOTO_FIELD } from './constants/cms-media';
import { CMS_TITLE_MAX_LENGTH } from './constants/cms';
import { HOTEL_PHOTO_MAX_BYTES } from './constants/hotels';
import { TICKET_IMAGE_MAX_BYTES, TICKET_TITLE_MAX_LENGTH } from './constants/helpdesk';
import { USER_UPLOAD_MAX_BYTES } from './constants/users';

/** A file part: its bytes (`format: binary` is OpenAPI's way of saying so). */
const FilePart = (description: string) => Type.String({ format: 'binary', description });
const image = (maxBytes: number) => FilePart(`A JPEG or PNG image of at most ${maxBytes} bytes (re-encoded, metadata dropped).`);

/** POST /ticket/createTicket: a new ticket, with an optional image. */
export const CreateTicketFormSchema = Type.Object({
  title: Type.String({ maxLength: TICKET_TITLE_MAX_LENGTH, description: 'Required, trimmed.' }),
  message: Type.String({ description: 'Rich text (HTML, sanitised); required.' }),
  departmentId: Type.String({ format: 'uuid', description: 'A live department other than the caller\'s own.' }),
  priorityLevels: Type.Optional(Type.String({ description: 'The priority id as text; the default priority when empty.' })),
  aboutType: Type.Optional(Type.String({ description: 'The record the ticket is about: reservation, hotel, invoice or customer.' })),
  aboutId: Type.Optional(Type.String({ description: "That record's id (required with aboutType; it must exist)." })),
  aboutReference: Type.Optional(
    Type.String({
      description: 'Instead of aboutType and aboutId: a booking number (TF100707) or an invoice number (INV-000078); the record must exist.',
    }),
  ),
  ticketImage: Type.Optional(image(TICKET_IMAGE_MAX_BYTES)),
});

/** POST /ticket/manageTicket: a reply to a ticket, optionally changing its status, with an optional image. */
export const ManageTicketFormSchema = Type.Object({
  ticketId: Type.String({ format: 'uuid' }),
  message: Type.String({ description: 'Rich text (HTML, sanitised); required.' }),
  ticketStatus: Type.Optional(Type.String({ description: 'The new status id as text; unchanged when empty.' })),
  discussionImage: Type.Optional(image(TICKET_IMAGE_MAX_BYTES)),
  internal: Type.Optional(
    Type.String({ description: "'true': an internal note, seen by the ticket's department and SuperAdmins only." }),
  ),
  waitingOnRaiser: Type.Optional(
    Type.String({ description: "'true': the reply waits on the raiser; the SLA clock pauses until the raiser replies." }),
  ),
});

/** PUT /cms/update/:id: a content block's changed fields and an optional new photo. */
export const CmsUpdateFormSchema = Type.Object({
  title: Type.Optional(Type.String({ maxLength: CMS_TITLE_MAX_LENGTH, description: 'Unchanged when absent; not blank.' })),
  description: Type.Optional(Type.String({ description: 'Rich text (HTML, sanitised), or text for the SEO blocks.' })),
  [CMS_PHOTO_FIELD]: Type.Optional(
    FilePart(`A JPEG or PNG image of at most ${CONTENT_IMAGE_MAX_BYTES} bytes by default (CONTENT_IMAGE_MAX_BYTES).`),
  ),
});

/** POST /imagesforyou/:id/imageshor|imagesver|imagessqr: one image added to a banner set. */
export const BannerImageFormSchema = Type.Object({ [CMS_PHOTO_FIELD]: image(BANNER_IMAGE_MAX_BYTES) });

/** POST /hotel/:id/images: one photo added to a hotel. */
export const HotelImageFormSchema = Type.Object({ photos: image(HOTEL_PHOTO_MAX_BYTES) });

/** POST /user/uploadExcelUsers: one .xlsx sheet of users. */
export const UserUploadFormSchema = Type.Object({
  file: FilePart(`An .xlsx workbook of at most ${USER_UPLOAD_MAX_BYTES} bytes and 5,000 data rows, with an Email column.`),
});
