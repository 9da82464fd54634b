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
import { DEPARTMENT_NAME_MAX_LENGTH, TicketStatus } from './constants/helpdesk';
import { withMessages } from './validation';

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

/** A ticket as the lists and the detail show it (docs/areas/helpdesk.md, "Calls"). */
export const TicketSchema = Type.Object({
  _id: Type.String(),
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
});
export type Ticket = Static<typeof TicketSchema>;

/**
 * POST /ticket/listTicket and /ticket/listTicketDepartment: filters and paging, done in the database.
 * `role` is what the old client sends; it is ignored (the token decides the scope).
 */
export const ListTicketBodySchema = Type.Object(
  {
    status: Type.Optional(StatusId),
    departmentId: Type.Optional(Type.String({ maxLength: ID_MAX_LENGTH })),
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

/** GET /ticket/get-ticket-by-id?ticketId= → {data: Ticket}. */
export const TicketByIdQuerySchema = Type.Object(
  { ticketId: Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH }) },
  { additionalProperties: false },
);
export const TicketByIdResponseSchema = Type.Object({ data: TicketSchema });
export type TicketByIdResponse = Static<typeof TicketByIdResponseSchema>;

/**
 * One discussion entry (docs/areas/helpdesk.md, "Calls"). `department_info` is the author's department (null
 * for others).
 */
export const TicketDiscussionSchema = Type.Object({
  _id: Type.String(),
  message: Type.String(),
  createdAt: Type.String(),
  department_info: Type.Union([Type.Object({ name: Type.String() }), Type.Null()]),
  user_info: Type.Object({ firstName: Type.String() }),
  discussionImage: Type.Union([Type.String(), Type.Null()]),
});
export type TicketDiscussion = Static<typeof TicketDiscussionSchema>;

/** POST /ticket/listTicketDiscussion {ticketId} → {ticket: TicketDiscussion[]} oldest first. */
export const ListTicketDiscussionBodySchema = Type.Object(
  { ticketId: Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH }) },
  { additionalProperties: false },
);
export const ListTicketDiscussionResponseSchema = Type.Object({ ticket: Type.Array(TicketDiscussionSchema) });
export type ListTicketDiscussionResponse = Static<typeof ListTicketDiscussionResponseSchema>;
