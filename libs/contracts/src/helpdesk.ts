/**
 * Wire shapes of the help desk: departments (add, edit, remove) and tickets with their discussions
 * (docs/areas/helpdesk.md, "Statuses and priorities", "Calls" and "Notifications").
 * Multipart calls (createTicket, manageTicket) are described by their field names here; the API reads
 * the parts itself (files are checked by their bytes). Limits, enums and the status rule live in
 * constants/helpdesk.ts (docs/areas/helpdesk.md).
 */
import { Type, type Static } from 'typebox';
import { DepartmentSchema } from './auth';
import { HelpdeskMessages } from './messages';
import { ID_MAX_LENGTH, PAGE_LIMIT_MAX, PAGE_MAX } from './constants/common';
import { DEPARTMENT_NAME_MAX_LENGTH, TICKET_ABOUT_TYPES, TicketStatus, type TicketAboutType } from './constants/helpdesk';
import { withMessages } from './validation';
import { findRecordMentions } from './records';
import { Roles, type Role } from './roles';

const DepartmentName = Type.String({
  minLength: 1,
  maxLength: DEPARTMENT_NAME_MAX_LENGTH,
  pattern: '\\S',
  ...withMessages({
    default: HelpdeskMessages.departments.nameRequired,
    maxLength: HelpdeskMessages.departments.nameTooLong,
  }),
});

/** POST /department/addDepartment {name} → {message, data}. SuperAdmin only. */
export const AddDepartmentBodySchema = Type.Object({ name: DepartmentName }, { additionalProperties: false });
export type AddDepartmentBody = Static<typeof AddDepartmentBodySchema>;
export const AddDepartmentResponseSchema = Type.Object({ message: Type.String(), data: DepartmentSchema });
export type AddDepartmentResponse = Static<typeof AddDepartmentResponseSchema>;

/** PUT /department/update-department {name, departmentId} → {message}. SuperAdmin only. */
export const UpdateDepartmentBodySchema = Type.Object(
  { name: DepartmentName, departmentId: Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type UpdateDepartmentBody = Static<typeof UpdateDepartmentBodySchema>;

/** PUT /department/removeDepartment/{id} → {data:'OK', message}. SuperAdmin only. */
export const RemoveDepartmentParamsSchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH }),
});
export const RemoveDepartmentResponseSchema = Type.Object({
  data: Type.Literal('OK'),
  message: Type.String(),
});
export type RemoveDepartmentResponse = Static<typeof RemoveDepartmentResponseSchema>;

const StatusId = Type.Integer({
  minimum: TicketStatus.Open,
  maximum: TicketStatus.Closed,
  ...withMessages({ default: HelpdeskMessages.tickets.statusInvalid }),
});

const TicketAboutTypeSchema = Type.Unsafe<TicketAboutType>(
  Type.Union(TICKET_ABOUT_TYPES.map((t) => Type.Literal(t))),
);

/**
 * The record a ticket is about (docs/areas/helpdesk.md, "Tickets about a record"), a RecordRef of records.ts:
 * `parentId` the invoice's hotel, `name` what the record is called (a booking number `TF100707`, a hotel's
 * name, an invoice number `INV-000012`, a customer's first and last name; '{Type} (removed)' once it is gone).
 */
export const TicketAboutSchema = Type.Object({
  type: TicketAboutTypeSchema,
  id: Type.String(),
  parentId: Type.Optional(Type.String()),
  name: Type.String(),
});
export type TicketAbout = Static<typeof TicketAboutSchema>;

/** A user as a ticket names them: the assignee (docs/areas/helpdesk.md, "Assignment"). */
export const TicketPersonSchema = Type.Object({ _id: Type.String(), firstName: Type.String(), lastName: Type.String() });
export type TicketPerson = Static<typeof TicketPersonSchema>;

/**
 * A ticket's SLA clock (docs/areas/helpdesk.md, "SLAs"), ISO 8601 instants (UTC) or null: the first reply and
 * resolution targets' due instants (moved on by the time the clock was paused), the instants they were met, and
 * `pausedAt` the instant the ticket began waiting on its raiser (null while the clock runs). Time left or overdue is
 * due minus now, shown by the console; a target met after its due instant was breached.
 */
export const TicketSlaSchema = Type.Object({
  firstReplyDueAt: Type.Union([Type.String(), Type.Null()]),
  firstRepliedAt: Type.Union([Type.String(), Type.Null()]),
  resolutionDueAt: Type.Union([Type.String(), Type.Null()]),
  resolvedAt: Type.Union([Type.String(), Type.Null()]),
  pausedAt: Type.Union([Type.String(), Type.Null()]),
});
export type TicketSla = Static<typeof TicketSlaSchema>;

/** A ticket as the lists and the detail show it (docs/areas/helpdesk.md, "Calls"). */
export const TicketSchema = Type.Object({
  _id: Type.String(),
  /** The ticket's number, shown as `TK-000123` (ticketReference of records.ts). */
  number: Type.Integer(),
  title: Type.String(),
  /** Sanitised HTML. */
  message: Type.String(),
  status: Type.Integer(),
  priorityLevels: Type.Integer(),
  createdAt: Type.String(),
  department: DepartmentSchema,
  userId: Type.Object({ _id: Type.String(), firstName: Type.String(), lastName: Type.String() }),
  /** Address of the image (under /api/uploads/), or null. */
  ticketImage: Type.Union([Type.String(), Type.Null()]),
  /** The record the ticket is about, or null. */
  about: Type.Union([TicketAboutSchema, Type.Null()]),
  /** The member of the ticket's department who owns it, or null (docs/areas/helpdesk.md, "Assignment"). */
  assignee: Type.Optional(Type.Union([TicketPersonSchema, Type.Null()])),
  /** The SLA clock, or null when the ticket's department had no SLA policy when it was raised. */
  sla: Type.Optional(Type.Union([TicketSlaSchema, Type.Null()])),
});
export type Ticket = Static<typeof TicketSchema>;

/**
 * The ticket list's sortable columns (docs/areas/helpdesk.md, "The ticket list"): `createdAt` (the default, newest
 * first), the number, title, status, priority, department, raiser, assignee and the next SLA due instant.
 */
export const TICKET_SORTS = [
  'createdAt',
  'number',
  'title',
  'status',
  'priority',
  'department',
  'raiser',
  'assignee',
  'slaDue',
] as const;
export type TicketSort = (typeof TICKET_SORTS)[number];

/** The assignee filter of the ticket list: `me` (the caller's own), `none` (unassigned), or a user's id. */
export const TICKET_ASSIGNEE_FILTERS = ['me', 'none'] as const;

/**
 * POST /ticket/listTicket and /ticket/listTicketDepartment: filters and paging, done in the database.
 * `about` is `type:id` of a record (FILTERED_LISTS.tickets of records.ts): only the tickets about it; one that
 * names no such record type or no valid id answers an empty list, as an unknown `departmentId` does.
 * `role` is what the old client sends; it is ignored (the token decides the scope).
 * `open` true: only the tickets still open (Open or In Progress); `title`: only those whose title contains the text,
 * any case (the dashboard's open tickets and refund requests, docs/areas/dashboard.md, "Work queues").
 */
export const ListTicketBodySchema = Type.Object(
  {
    status: Type.Optional(StatusId),
    departmentId: Type.Optional(Type.String({ maxLength: ID_MAX_LENGTH })),
    about: Type.Optional(Type.String({ maxLength: 2 * ID_MAX_LENGTH })),
    open: Type.Optional(Type.Boolean()),
    title: Type.Optional(Type.String({ maxLength: 200 })),
    /**
     * Search (docs/areas/helpdesk.md, "The ticket list"): a ticket number (`TK-000123`, `123`) finds that ticket,
     * other text the tickets whose title contains it, any case.
     */
    q: Type.Optional(Type.String({ maxLength: 200 })),
    /** The column to sort on (TICKET_SORTS), default `createdAt`; `order` default `desc`. */
    sort: Type.Optional(Type.Unsafe<TicketSort>(Type.Union(TICKET_SORTS.map((s) => Type.Literal(s))))),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
    /** `me`, `none` or a user's id (TICKET_ASSIGNEE_FILTERS). */
    assignee: Type.Optional(Type.String({ maxLength: ID_MAX_LENGTH })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_MAX })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_LIMIT_MAX })),
    role: Type.Optional(Type.String({ maxLength: 32 })),
  },
  { additionalProperties: false },
);
export type ListTicketBody = Static<typeof ListTicketBodySchema>;
export const ListTicketResponseSchema = Type.Object({
  ticket: Type.Array(TicketSchema),
  total: Type.Integer(),
  /**
   * True when a title search matched more tickets than it counts (the API's SEARCH_TOTAL_CAP, 100): the total is
   * at least `total`, and the pages end there (refine the search). Absent otherwise.
   */
  totalCapped: Type.Optional(Type.Boolean()),
  page: Type.Integer(),
  limit: Type.Integer(),
});
export type ListTicketResponse = Static<typeof ListTicketResponseSchema>;

/** Answer of POST /ticket/createTicket (multipart: title, message, departmentId, priorityLevels, ticketImage?). */
export const CreateTicketResponseSchema = Type.Object({ message: Type.String(), data: TicketSchema });
export type CreateTicketResponse = Static<typeof CreateTicketResponseSchema>;

/** PUT /ticket/change-ticket-status {ticketId, ticketStatus} → {message}. */
export const ChangeTicketStatusBodySchema = Type.Object(
  { ticketId: Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH }), ticketStatus: StatusId },
  { additionalProperties: false },
);
export type ChangeTicketStatusBody = Static<typeof ChangeTicketStatusBodySchema>;

/** The longest reference a ticket's `aboutReference` takes (a booking or invoice number is far shorter). */
export const TICKET_ABOUT_REFERENCE_MAX_LENGTH = 32;

/** A reference to the record a ticket is about, as staff type it: a booking number or an invoice number. */
export interface TicketAboutReference {
  type: 'reservation' | 'invoice';
  /** The reference in upper case: `TF100707`, `INV-000078`. */
  reference: string;
  /** The number in it: the reservation's booking number (100707), the invoice's sequence number (78). */
  number: number;
}

/**
 * The booking number (`TF100707`) or invoice number (`INV-000078`) a text is, by the contracts' MENTION_PATTERNS
 * (findRecordMentions of records.ts), or null for anything else (docs/areas/helpdesk.md, "Tickets about a
 * record"). Surrounding spaces and the letters' case do not matter; the whole text must be the one reference.
 */
export function parseTicketAboutReference(text: string | null | undefined): TicketAboutReference | null {
  const upper = (text ?? '').trim().toUpperCase();
  if (!upper || upper.length > TICKET_ABOUT_REFERENCE_MAX_LENGTH) return null;
  const [mention, ...others] = findRecordMentions(upper);
  if (!mention || others.length || mention.start !== 0 || mention.end !== upper.length) return null;
  if (mention.type !== 'reservation' && mention.type !== 'invoice') return null;
  const number = Number(mention.reference.replace(/^\D+/, ''));
  if (!Number.isSafeInteger(number)) return null;
  return { type: mention.type, reference: mention.reference, number };
}

/**
 * Whether the role attaches the record a ticket is about with the search picker (docs/areas/helpdesk.md, "Tickets
 * about a record"): only a SuperAdmin finds reservations, hotels, invoices and customers in the one search
 * (docs/areas/search.md, "Who finds what"); every other role types a booking or invoice number instead
 * ({@link parseTicketAboutReference}).
 */
export function findsTicketAboutRecords(role: Role | null | undefined): boolean {
  return role === Roles.SuperAdmin;
}

/**
 * PUT /ticket/ticket-about {ticketId, about: {type, id} | null, aboutReference?} → {message, data: Ticket}:
 * attaches the record the ticket is about (the API checks that it exists and finds an invoice's hotel itself) or,
 * with null, takes it off; `aboutReference` (with `about` null) names the record by its booking or invoice number
 * instead (parseTicketAboutReference). Allowed to whoever may change the ticket's status and to its creator (mayEditTicketAbout); audited as
 * `ticket.about`.
 */
export const SetTicketAboutBodySchema = Type.Object(
  {
    ticketId: Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH }),
    about: Type.Union([
      Type.Object(
        {
          type: Type.String({ maxLength: 32, ...withMessages({ default: HelpdeskMessages.tickets.aboutTypeInvalid }) }),
          id: Type.String({ maxLength: ID_MAX_LENGTH }),
        },
        { additionalProperties: false },
      ),
      Type.Null(),
    ]),
    aboutReference: Type.Optional(
      Type.String({
        maxLength: TICKET_ABOUT_REFERENCE_MAX_LENGTH,
        ...withMessages({ default: HelpdeskMessages.tickets.aboutReferenceInvalid }),
      }),
    ),
  },
  { additionalProperties: false },
);
export type SetTicketAboutBody = Static<typeof SetTicketAboutBodySchema>;
export const SetTicketAboutResponseSchema = Type.Object({ message: Type.String(), data: TicketSchema });
export type SetTicketAboutResponse = Static<typeof SetTicketAboutResponseSchema>;

/** GET /ticket/get-ticket-by-id?ticketId= → {data: Ticket}. */
export const TicketByIdQuerySchema = Type.Object(
  { ticketId: Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH }) },
  { additionalProperties: false },
);
export const TicketByIdResponseSchema = Type.Object({ data: TicketSchema });
export type TicketByIdResponse = Static<typeof TicketByIdResponseSchema>;

/**
 * One discussion entry (docs/areas/helpdesk.md, "Calls"). `department_info` is the author's department (null
 * for others), `user_info` the author; each with its `_id`, so the page links them (docs/areas/helpdesk.md,
 * "Links").
 */
export const TicketDiscussionSchema = Type.Object({
  _id: Type.String(),
  message: Type.String(),
  createdAt: Type.String(),
  department_info: Type.Union([Type.Object({ _id: Type.String(), name: Type.String() }), Type.Null()]),
  user_info: Type.Object({ _id: Type.String(), firstName: Type.String() }),
  discussionImage: Type.Union([Type.String(), Type.Null()]),
  /**
   * An internal note (docs/areas/helpdesk.md, "Internal notes"): only the ticket's department and the SuperAdmins
   * ever receive one; absent on an older API.
   */
  internal: Type.Optional(Type.Boolean()),
});
export type TicketDiscussion = Static<typeof TicketDiscussionSchema>;

/** POST /ticket/listTicketDiscussion {ticketId} → {ticket: TicketDiscussion[]} oldest first. */
export const ListTicketDiscussionBodySchema = Type.Object(
  { ticketId: Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH }) },
  { additionalProperties: false },
);
export const ListTicketDiscussionResponseSchema = Type.Object({ ticket: Type.Array(TicketDiscussionSchema) });
export type ListTicketDiscussionResponse = Static<typeof ListTicketDiscussionResponseSchema>;
