/**
 * Limits, enums and pure rules of the help desk: departments and tickets (docs/areas/helpdesk.md).
 * The TypeBox bodies of libs/contracts helpdesk.ts, the API's ticket routes and the helpdesk screens use these.
 */
import type { RecordType } from '../records';
import { Roles, type Role } from '../roles';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from './common';

/** Ticket states: 1 Open, 2 In Progress, 3 Resolved, 4 Closed. */
export const TicketStatus = { Open: 1, InProgress: 2, Resolved: 3, Closed: 4 } as const;
export type TicketStatusId = (typeof TicketStatus)[keyof typeof TicketStatus];
/** Every ticket state with its title, in id order. */
export const TICKET_STATUSES: readonly { id: TicketStatusId; title: string }[] = [
  { id: 1, title: 'Open' },
  { id: 2, title: 'In Progress' },
  { id: 3, title: 'Resolved' },
  { id: 4, title: 'Closed' },
];
/** The title of a status id, e.g. `In Progress` (the id itself, as text, for an unknown one). */
export const ticketStatusTitle = (id: number) =>
  TICKET_STATUSES.find((s) => s.id === id)?.title ?? String(id);
/** True for a known ticket status id (an integer 1 to 4). */
export const isTicketStatusId = (value: unknown): value is TicketStatusId =>
  TICKET_STATUSES.some((s) => s.id === value);

/** Priority ids: 1 Low (the default), 2 Medium, 3 High, 4 Urgent. */
export type TicketPriorityId = 1 | 2 | 3 | 4;
/** Every priority with its title, in id order. */
export const TICKET_PRIORITIES: readonly { id: TicketPriorityId; title: string }[] = [
  { id: 1, title: 'Low' },
  { id: 2, title: 'Medium' },
  { id: 3, title: 'High' },
  { id: 4, title: 'Urgent' },
];
/** The priority of a ticket created without one: 1 (Low). */
export const DEFAULT_TICKET_PRIORITY: TicketPriorityId = 1;
/** True for a known priority id (an integer 1 to 4). */
export const isTicketPriorityId = (value: unknown): value is TicketPriorityId =>
  TICKET_PRIORITIES.some((p) => p.id === value);

/** Longest ticket title, in characters (after trimming). */
export const TICKET_TITLE_MAX_LENGTH = 200;
/** Largest ticket or reply image, in bytes: 1 MB (1048576). */
export const TICKET_IMAGE_MAX_BYTES = IMAGE_MAX_BYTES;
/** Allowed ticket and reply image types (checked by the file's bytes). */
export const TICKET_IMAGE_TYPES = IMAGE_TYPES;

/** Longest department name, in characters. */
export const DEPARTMENT_NAME_MAX_LENGTH = 100;

/**
 * The department list's ticket-status filter: Open = status 1, Pending = 2 or 3, Close = 4. With it, the list
 * holds only departments with tickets in that state, each with `ticketCount`.
 */
export const DEPARTMENT_TICKET_FILTERS = { Open: [1], Pending: [2, 3], Close: [4] } as const;
export type DepartmentTicketFilter = keyof typeof DEPARTMENT_TICKET_FILTERS;

/**
 * The department list's "View All" with counts (the Department role's read-only list, docs/areas/helpdesk.md):
 * every department, zero counts included, each with `ticketCount` over all four statuses.
 */
export const DEPARTMENT_TICKET_COUNT_ALL = 'All';
/** The `status` of POST /department/listDepartment: a filter of {@link DEPARTMENT_TICKET_FILTERS}, or 'All'. */
export type DepartmentListStatus = DepartmentTicketFilter | typeof DEPARTMENT_TICKET_COUNT_ALL;
/** The statuses each department list `status` counts ('All': every status). */
export const DEPARTMENT_LIST_STATUSES: Readonly<Record<DepartmentListStatus, readonly number[]>> = {
  ...DEPARTMENT_TICKET_FILTERS,
  All: [1, 2, 3, 4],
};

/**
 * Who may change a ticket's status: a SuperAdmin, or a Department user of the ticket's (target) department.
 * A Department user's own ticket raised to another department is visible to it but not its to change; an
 * Employee never changes a status. The API answers 403 otherwise; the view page shows the status select only
 * when this is true.
 * @param user the caller (`departmentId`: the department of a Department user), or null when signed out.
 * @param ticketDepartmentId the `_id` of the ticket's department.
 */
export function mayChangeTicketStatus(
  user: { role: Role; departmentId?: string | null } | null | undefined,
  ticketDepartmentId: string,
): boolean {
  if (!user) return false;
  return (
    user.role === Roles.SuperAdmin ||
    (user.role === Roles.Department && !!user.departmentId && user.departmentId === ticketDepartmentId)
  );
}

/**
 * The records a ticket can be about (docs/areas/helpdesk.md, "Tickets about a record"): record types of
 * records.ts. A ticket names at most one, chosen with the search on the Add Ticket form or the ticket page.
 */
export const TICKET_ABOUT_TYPES = ['reservation', 'hotel', 'invoice', 'customer'] as const satisfies readonly RecordType[];
export type TicketAboutType = (typeof TICKET_ABOUT_TYPES)[number];
/** True for a record type a ticket can be about. */
export const isTicketAboutType = (value: unknown): value is TicketAboutType =>
  (TICKET_ABOUT_TYPES as readonly unknown[]).includes(value);

/**
 * `about` of the ticket list (`type:id`, FILTERED_LISTS.tickets of records.ts) read into its parts, or null when
 * it is not one (an unknown type, no id).
 */
export function parseTicketAbout(value: string | null | undefined): { type: TicketAboutType; id: string } | null {
  const at = value?.indexOf(':') ?? -1;
  if (!value || at < 1) return null;
  const type = value.slice(0, at);
  const id = value.slice(at + 1).trim();
  return isTicketAboutType(type) && id ? { type, id } : null;
}

/**
 * Who may attach a record to a ticket or take it off (PUT /ticket/ticket-about): whoever may change the ticket's
 * status ({@link mayChangeTicketStatus}) and the ticket's creator.
 * @param user the caller (`id`, `role`, `departmentId`), or null when signed out.
 * @param ticket the ticket's department `_id` and creator `_id`.
 */
export function mayEditTicketAbout(
  user: { id: string; role: Role; departmentId?: string | null } | null | undefined,
  ticket: { departmentId: string; userId: string },
): boolean {
  if (!user) return false;
  return mayChangeTicketStatus(user, ticket.departmentId) || user.id === ticket.userId;
}

/**
 * The help desk's routes (docs/areas/helpdesk.md, "Calls"): the method and path of each operation of
 * contracts/src/helpdesk-operations.ts, TypeBox-free so that the api-client calls them (`OperationRoute` of
 * ../operation.ts; `defineOperation` checks each when the operation spreads it).
 */
export const HelpdeskRoutes = {
  addDepartment: { method: 'POST', path: '/department/addDepartment' },
  updateDepartment: { method: 'PUT', path: '/department/update-department' },
  removeDepartment: { method: 'PUT', path: '/department/removeDepartment/:id' },
  getDepartmentById: { method: 'GET', path: '/department/get-department-by-id' },
  listDepartmentOptions: { method: 'GET', path: '/department/listDepartment' },
  listDepartments: { method: 'POST', path: '/department/listDepartment' },
  listTicket: { method: 'POST', path: '/ticket/listTicket' },
  listTicketDepartment: { method: 'POST', path: '/ticket/listTicketDepartment' },
  createTicket: { method: 'POST', path: '/ticket/createTicket' },
  changeTicketStatus: { method: 'PUT', path: '/ticket/change-ticket-status' },
  setTicketAbout: { method: 'PUT', path: '/ticket/ticket-about' },
  getTicketById: { method: 'GET', path: '/ticket/get-ticket-by-id' },
  listTicketDiscussion: { method: 'POST', path: '/ticket/listTicketDiscussion' },
  manageTicket: { method: 'POST', path: '/ticket/manageTicket' },
  loadUploadedImage: { method: 'GET', path: '/uploads/:name' },
  assignTicket: { method: 'PUT', path: '/ticket/assign' },
  listTicketAssignees: { method: 'GET', path: '/ticket/assignees' },
  listCannedReplies: { method: 'GET', path: '/canned-replies' },
  createCannedReply: { method: 'POST', path: '/canned-replies' },
  updateCannedReply: { method: 'PUT', path: '/canned-replies/:id' },
  deleteCannedReply: { method: 'DELETE', path: '/canned-replies/:id' },
  renderCannedReply: { method: 'POST', path: '/canned-replies/:id/render' },
  getDepartmentSla: { method: 'GET', path: '/sla/departments/:departmentId' },
  saveDepartmentSla: { method: 'PUT', path: '/sla/departments/:departmentId' },
  removeDepartmentSla: { method: 'DELETE', path: '/sla/departments/:departmentId' },
} as const;
