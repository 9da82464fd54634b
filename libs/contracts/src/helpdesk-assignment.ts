/**
 * Wire shapes of ticket assignment (docs/areas/helpdesk.md, "Assignment"): who owns a ticket inside its department,
 * and the rules of assignment and internal notes (docs/areas/helpdesk.md, "Internal notes") shared by the API and
 * the console.
 */
import { Type, type Static } from 'typebox';
import { ID_MAX_LENGTH } from './constants/common';
import { TicketPersonSchema, TicketSchema } from './helpdesk';
import { Roles, type Role } from './roles';

/**
 * PUT /api/ticket/assign {ticketId, assigneeId} → {message, data: Ticket}: `assigneeId` a user's id (an active
 * Department user of the ticket's department, or the calling SuperAdmin taking it), or null to unassign. Allowed to
 * whoever {@link mayAssignTicket}; 400 HelpdeskMessages.assignment.assigneeInvalid for anyone else as assignee, 403,
 * 404 'Ticket not found'. Assigning to the current assignee changes nothing (no audit event, no notification).
 * Audited `ticket.assign` ({assigneeId} before → after).
 */
export const AssignTicketBodySchema = Type.Object(
  {
    ticketId: Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH }),
    assigneeId: Type.Union([Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH }), Type.Null()]),
  },
  { additionalProperties: false },
);
export type AssignTicketBody = Static<typeof AssignTicketBodySchema>;
export const AssignTicketResponseSchema = Type.Object({ message: Type.String(), data: TicketSchema });
export type AssignTicketResponse = Static<typeof AssignTicketResponseSchema>;

/**
 * GET /api/ticket/assignees?ticketId= → {data: TicketPerson[]}: who may be assigned the ticket, by first then last
 * name: the active (not disabled, not removed) Department users of the ticket's department, plus the caller when a
 * SuperAdmin (first). Allowed to whoever {@link mayAssignTicket} (403 otherwise; 404 for a ticket out of sight).
 */
export const TicketAssigneesQuerySchema = Type.Object(
  { ticketId: Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type TicketAssigneesQuery = Static<typeof TicketAssigneesQuerySchema>;
export const TicketAssigneesResponseSchema = Type.Object({ data: Type.Array(TicketPersonSchema) });
export type TicketAssigneesResponse = Static<typeof TicketAssigneesResponseSchema>;

/** A caller as the rules below read it (`departmentId`: a Department user's department). */
type RuleUser = { role: Role; departmentId?: string | null } | null | undefined;

/** A SuperAdmin, or a Department user of `departmentId`. */
const worksDepartment = (user: RuleUser, departmentId: string): boolean =>
  !!user &&
  (user.role === Roles.SuperAdmin ||
    (user.role === Roles.Department && !!user.departmentId && user.departmentId === departmentId));

/**
 * Who may assign a ticket, take it or unassign it (docs/areas/helpdesk.md, "Assignment"): a SuperAdmin, or a
 * Department user of the ticket's department (a Department user's own ticket raised elsewhere is not theirs to
 * assign). The API answers 403 otherwise; the view page shows the assignee picker only when this is true.
 * @param user the caller, or null when signed out. @param ticket the ticket's department `_id`.
 */
export function mayAssignTicket(user: RuleUser, ticket: { departmentId: string }): boolean {
  return worksDepartment(user, ticket.departmentId);
}

/**
 * Who may be made a ticket's assignee (docs/areas/helpdesk.md, "Assignment"): an active Department user of the
 * ticket's department, or the caller itself when a SuperAdmin (taking the ticket). `candidate.active`: neither
 * disabled nor removed. The API answers 400 HelpdeskMessages.assignment.assigneeInvalid otherwise.
 */
export function mayBeAssigned(
  caller: { id: string; role: Role },
  candidate: { id: string; role: Role | null; departmentId: string | null; active: boolean },
  ticket: { departmentId: string },
): boolean {
  if (!candidate.active) return false;
  if (candidate.role === Roles.Department) return candidate.departmentId === ticket.departmentId;
  return candidate.role === Roles.SuperAdmin && caller.role === Roles.SuperAdmin && candidate.id === caller.id;
}

/**
 * Who may write an internal note on a ticket and read the ticket's notes (docs/areas/helpdesk.md, "Internal notes"):
 * a SuperAdmin, or a Department user of the ticket's department. Never the raiser as such: an Employee, or a
 * Department user on a ticket it raised to another department, neither writes (403) nor receives a note.
 */
export function maySeeInternalNotes(user: RuleUser, ticket: { departmentId: string }): boolean {
  return worksDepartment(user, ticket.departmentId);
}

/** ManageTicketForm's `internal` and `waitingOnRaiser` fields: 'true' sets them, anything else (or absent) not. */
export const isFormFlagSet = (value: string | null | undefined): boolean => (value ?? '').trim() === 'true';
