import { HelpdeskRoutes as routes } from '@backoffice/contracts/constants';
import type {
  HelpdeskOperations as Ops,
  ChangeTicketStatusBody,
  CreateTicketResponse,
  ListTicketBody,
  ListTicketResponse,
  MessageResponse,
  SetTicketAboutBody,
  SetTicketAboutResponse,
  Ticket,
  TicketAboutType,
  TicketDiscussion,
} from '@backoffice/contracts';
import { ApiError, call } from './shared-client';

/**
 * POST /api/ticket/listTicketDepartment: a Department user's own raised tickets (docs/areas/helpdesk.md,
 * "My Tickets (`/all-mytickets`, Department)"), with the same filters, paging and answer as
 * `listTicket` (ticket-list.ts).
 *
 * @throws ApiError 403 for another role.
 */
export async function listTicketDepartment(query: ListTicketBody = {}): Promise<ListTicketResponse> {
  return call<Ops['listTicketDepartment']>(routes.listTicketDepartment, { body: query });
}

/** What {@link createTicket} sends (docs/areas/helpdesk.md, "Calls", create payload). */
export interface CreateTicketInput {
  title: string;
  /** Rich HTML (the server sanitises it). */
  message: string;
  /** The target department's `_id` (a Department user may not pick its own). */
  departmentId: string;
  /** 1 Low, 2 Medium, 3 High, 4 Urgent (TICKET_PRIORITIES). */
  priorityLevels: number;
  /** One JPEG or PNG image of at most 1 MB (1048576 bytes), or nothing. */
  ticketImage?: Blob | null;
  /** The record the ticket is about (docs/areas/helpdesk.md, "Tickets about a record"), or nothing. */
  about?: { type: TicketAboutType; id: string } | null;
  /**
   * Instead of `about`: a booking number (`TF100707`) or an invoice number (`INV-000078`) the API resolves to the
   * record (docs/areas/helpdesk.md, "Tickets about a record"), or nothing.
   */
  aboutReference?: string | null;
}

/**
 * POST /api/ticket/createTicket as multipart/form-data: fields `title`, `message`, `departmentId`,
 * `priorityLevels`, the optional `aboutType` and `aboutId` (from `about`) or `aboutReference`, and the optional file `ticketImage`
 * (docs/areas/helpdesk.md, "Calls"). Employee and Department only.
 *
 * @returns `{ message: 'Ticket Added Successfully', data: Ticket }`.
 * @throws ApiError 400 (missing title/description/department, bad priority, a record that cannot be attached:
 *   HelpdeskMessages.tickets.aboutTypeInvalid / aboutNotFound / aboutReferenceInvalid, `No reservation TF100707 was
 *   found.`), 413 'Please upload file within
 *   1 MB', 415 'This File Is Not Supported' (not a JPEG or PNG by its bytes), 403 for a SuperAdmin.
 */
export async function createTicket(input: CreateTicketInput): Promise<CreateTicketResponse> {
  const form = new FormData();
  form.append('title', input.title);
  form.append('message', input.message);
  form.append('departmentId', input.departmentId);
  form.append('priorityLevels', String(input.priorityLevels));
  if (input.about) {
    form.append('aboutType', input.about.type);
    form.append('aboutId', input.about.id);
  } else if (input.aboutReference) {
    form.append('aboutReference', input.aboutReference);
  }
  if (input.ticketImage)
    form.append('ticketImage', input.ticketImage, fileName(input.ticketImage, 'ticket-image'));
  // A multipart form: the operation has no JSON body, the form goes as the request's data.
  return call<Ops['createTicket']>(routes.createTicket, {}, { data: form });
}

/**
 * PUT /api/ticket/change-ticket-status `{ ticketId, ticketStatus }` (docs/areas/helpdesk.md, "Calls").
 * Allowed to a SuperAdmin, and to a Department user for the tickets sent to its department.
 *
 * @returns `{ message: 'Ticket status updated successfully!' }`.
 * @throws ApiError 403 (not the caller's to change), 404 'Ticket not found', 400 on a status outside 1-4.
 */
export async function changeTicketStatus(body: ChangeTicketStatusBody): Promise<MessageResponse> {
  return call<Ops['changeTicketStatus']>(routes.changeTicketStatus, { body });
}

/**
 * PUT /api/ticket/ticket-about `{ ticketId, about: { type, id } | null, aboutReference? }` (docs/areas/helpdesk.md,
 * "Tickets about a record"): attaches the record the ticket is about (reservation, hotel, invoice or customer),
 * or takes it off with null; `aboutReference` (a booking or invoice number, with `about` null) names the record
 * instead. Allowed to whoever may change the ticket's status and to its creator (mayEditTicketAbout).
 *
 * @returns `{ message, data: Ticket }`, the ticket as it now is (its `about` named).
 * @throws ApiError 400 (a type a ticket cannot be about, a record that does not exist, a reference of the wrong
 *   shape or naming no record: `No invoice INV-000078 was found.`), 403, 404 'Ticket not found'.
 */
export async function setTicketAbout(body: SetTicketAboutBody): Promise<SetTicketAboutResponse> {
  return call<Ops['setTicketAbout']>(routes.setTicketAbout, { body });
}

/**
 * GET /api/ticket/get-ticket-by-id?ticketId= (docs/areas/helpdesk.md, "Calls").
 *
 * @returns the ticket (`data` of the answer); `ticketImage` is an `/api/uploads/…` address or null
 *   (load it with {@link loadUploadedImage}).
 * @throws ApiError 404 'Ticket not found' for an unknown ticket or one outside the caller's scope.
 */
export async function getTicketById(ticketId: string): Promise<Ticket> {
  return (await call<Ops['getTicketById']>(routes.getTicketById, { query: { ticketId } })).data;
}

/**
 * POST /api/ticket/listTicketDiscussion `{ ticketId }` (docs/areas/helpdesk.md, "Calls"): the ticket's
 * replies, oldest first.
 *
 * @returns the entries (`ticket` of the answer): message (HTML), createdAt, department_info (the author's
 *   department `{_id, name}` or null), user_info (`{_id, firstName}`), discussionImage (address or null).
 * @throws ApiError 404 'Ticket not found'.
 */
export async function listTicketDiscussion(ticketId: string): Promise<TicketDiscussion[]> {
  return (await call<Ops['listTicketDiscussion']>(routes.listTicketDiscussion, { body: { ticketId } }))
    .ticket;
}

/** What {@link manageTicket} sends. */
export interface ManageTicketInput {
  ticketId: string;
  /** The reply, rich HTML (the server sanitises it). */
  message: string;
  /** The ticket's status after the reply (1-4); the current one when the caller may not change it. */
  ticketStatus: number;
  /** One JPEG or PNG image of at most 1 MB, or nothing. */
  discussionImage?: Blob | null;
  /**
   * An internal note (docs/areas/helpdesk.md, "Internal notes"): seen by the ticket's department and the
   * SuperAdmins only; sent as `internal=true`, left out otherwise. 403 for one who may not write notes.
   */
  internal?: boolean;
  /** The reply waits on the raiser: the SLA clock pauses until the raiser replies (`waitingOnRaiser=true`). */
  waitingOnRaiser?: boolean;
}

/**
 * POST /api/ticket/manageTicket as multipart/form-data: fields `ticketId`, `message`, `ticketStatus`, the
 * optional flags `internal` and `waitingOnRaiser` (each 'true' when set, absent otherwise) and the optional file
 * `discussionImage` (docs/areas/helpdesk.md, "Calls"): adds a reply (or an internal note) and sets the status.
 *
 * @returns `{ message: 'Post added regarding this ticket Successfully' }`.
 * @throws ApiError 400 (empty reply, bad status), 403 (a status change or a note the caller may not make), 404 'Ticket
 *   not found', 413 'Please upload file within 1 MB', 415 'This File Is Not Supported'.
 */
export async function manageTicket(input: ManageTicketInput): Promise<MessageResponse> {
  const form = new FormData();
  form.append('ticketId', input.ticketId);
  form.append('message', input.message);
  form.append('ticketStatus', String(input.ticketStatus));
  if (input.internal) form.append('internal', 'true');
  if (input.waitingOnRaiser) form.append('waitingOnRaiser', 'true');
  if (input.discussionImage) {
    form.append('discussionImage', input.discussionImage, fileName(input.discussionImage, 'reply-image'));
  }
  return call<Ops['manageTicket']>(routes.manageTicket, {}, { data: form });
}

const UPLOAD_ADDRESS = /^(?:\/api)?\/uploads\/([A-Za-z0-9][A-Za-z0-9._-]*)$/;

/**
 * Loads a stored ticket or reply image (GET /api/uploads/{name}) as a Blob, with the bearer token the route
 * needs (an `<img src>` cannot send it). Show it with `URL.createObjectURL(blob)` and revoke that URL when
 * done.
 *
 * @param address the `ticketImage` / `discussionImage` address of an answer, e.g. `/api/uploads/abc.png`
 *   (resolved against the client's base URL, so the token never goes to another origin).
 * @param signal aborts the download (e.g. on unmount).
 * @returns the image bytes (type image/jpeg or image/png).
 * @throws ApiError 404 when the image is gone or outside the caller's scope; ApiError 0 for an address that
 *   is not an upload.
 */
export async function loadUploadedImage(address: string, signal?: AbortSignal): Promise<Blob> {
  const match = UPLOAD_ADDRESS.exec(address);
  if (!match) throw new ApiError(0, `Not an uploaded image: ${address}`);
  // A file answer (the operation's documentation-only entry): the bytes as a Blob.
  return (await call<Ops['loadUploadedImage']>(
    routes.loadUploadedImage,
    { params: { name: match[1] } },
    { responseType: 'blob', signal },
  )) as Blob;
}

/** A file name for a multipart part (a File keeps its own; a bare Blob gets one by its type). */
function fileName(blob: Blob, base: string): string {
  if (typeof File !== 'undefined' && blob instanceof File && blob.name) return blob.name;
  return blob.type === 'image/png' ? `${base}.png` : `${base}.jpg`;
}
