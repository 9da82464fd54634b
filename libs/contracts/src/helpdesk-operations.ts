/**
 * The help desk's operations (docs/areas/helpdesk.md, "Calls"; libs/api/README.md, "Operations defined once"):
 * departments, tickets and their replies, the ticket images under /uploads, assignment, canned replies and SLAs.
 * The API registers each route from its operation (libs/api/helpdesk) and the api-client calls it
 * (libs/api-client/src/lib/{departments,tickets,ticket-assignment,canned-replies,helpdesk-sla}.ts). The method and
 * path live in `HelpdeskRoutes` (constants/helpdesk.ts); the schemas are the ones of the area's contract files.
 */
import { Type } from 'typebox';
import {
  DepartmentByIdQuerySchema,
  DepartmentByIdResponseSchema,
  ListDepartmentBodySchema,
  ListDepartmentResponseSchema,
  MessageResponseSchema,
} from './auth';
import {
  CannedReplyParamsSchema,
  CannedReplyResponseSchema,
  CreateCannedReplyBodySchema,
  ListCannedRepliesQuerySchema,
  ListCannedRepliesResponseSchema,
  RenderCannedReplyBodySchema,
  RenderCannedReplyResponseSchema,
  UpdateCannedReplyBodySchema,
} from './canned-replies';
import { HelpdeskRoutes } from './constants/helpdesk';
import {
  AddDepartmentBodySchema,
  AddDepartmentResponseSchema,
  ChangeTicketStatusBodySchema,
  CreateTicketResponseSchema,
  ListTicketBodySchema,
  ListTicketDiscussionBodySchema,
  ListTicketDiscussionResponseSchema,
  ListTicketResponseSchema,
  RemoveDepartmentParamsSchema,
  RemoveDepartmentResponseSchema,
  SetTicketAboutBodySchema,
  SetTicketAboutResponseSchema,
  TicketByIdQuerySchema,
  TicketByIdResponseSchema,
  UpdateDepartmentBodySchema,
} from './helpdesk';
import {
  AssignTicketBodySchema,
  AssignTicketResponseSchema,
  TicketAssigneesQuerySchema,
  TicketAssigneesResponseSchema,
} from './helpdesk-assignment';
import {
  SlaDepartmentParamsSchema,
  SlaPolicyBodySchema,
  SlaPolicyResponseSchema,
  SlaPolicySavedResponseSchema,
} from './helpdesk-sla';
import { defineOperation, fileResponse } from './operation';
import { DepartmentOptionsResponseSchema } from './users';

/** GET /uploads/:name: a stored name (storage's STORED_NAME of the API checks its shape). */
export const UploadNameParamsSchema = /*#__PURE__*/ Type.Object({ name: Type.String({ maxLength: 64 }) });

const IMAGE_ANSWER = {
  description: 'The stored image',
  content: {
    ...fileResponse('image/jpeg', 'The stored image').content,
    ...fileResponse('image/png', 'The stored image').content,
  },
};

// Each operation names who may call it in its route (libs/api/helpdesk); docs/areas/helpdesk.md, "Calls".
export const HelpdeskOperations = {
  /** POST /department/addDepartment {name} (SuperAdmin): 409 for a name in use. */
  addDepartment: /*#__PURE__*/ defineOperation({ ...HelpdeskRoutes.addDepartment, body: AddDepartmentBodySchema, response: { 200: AddDepartmentResponseSchema } }),
  /** PUT /department/update-department {name, departmentId} (SuperAdmin). */
  updateDepartment: /*#__PURE__*/ defineOperation({ ...HelpdeskRoutes.updateDepartment, body: UpdateDepartmentBodySchema, response: { 200: MessageResponseSchema } }),
  /** PUT /department/removeDepartment/:id (SuperAdmin, no body): a soft delete disabling its Department users. */
  removeDepartment: /*#__PURE__*/ defineOperation({ ...HelpdeskRoutes.removeDepartment, params: RemoveDepartmentParamsSchema, response: { 200: RemoveDepartmentResponseSchema } }),
  /** GET /department/get-department-by-id?departmentId= (signed in; a Department user its own only). */
  getDepartmentById: /*#__PURE__*/ defineOperation({ ...HelpdeskRoutes.getDepartmentById, query: DepartmentByIdQuerySchema, response: { 200: DepartmentByIdResponseSchema } }),
  /** GET /department/listDepartment (SuperAdmin): the Create User form's Department select. */
  listDepartmentOptions: /*#__PURE__*/ defineOperation({ ...HelpdeskRoutes.listDepartmentOptions, response: { 200: DepartmentOptionsResponseSchema } }),
  /** POST /department/listDepartment {name?, status?} (public, rate limited; `status` needs a desk token). */
  listDepartments: /*#__PURE__*/ defineOperation({ ...HelpdeskRoutes.listDepartments, body: ListDepartmentBodySchema, response: { 200: ListDepartmentResponseSchema } }),
  /** POST /ticket/listTicket: one page of the tickets the caller may see. */
  listTicket: /*#__PURE__*/ defineOperation({ ...HelpdeskRoutes.listTicket, body: ListTicketBodySchema, response: { 200: ListTicketResponseSchema } }),
  /** POST /ticket/listTicketDepartment (Department): its own raised tickets. */
  listTicketDepartment: /*#__PURE__*/ defineOperation({ ...HelpdeskRoutes.listTicketDepartment, body: ListTicketBodySchema, response: { 200: ListTicketResponseSchema } }),
  /**
   * POST /ticket/createTicket (Employee, Department) as multipart/form-data (CreateTicketFormSchema of forms.ts,
   * documented by the route): no JSON body.
   */
  createTicket: /*#__PURE__*/ defineOperation({ ...HelpdeskRoutes.createTicket, response: { 200: CreateTicketResponseSchema } }),
  /** PUT /ticket/change-ticket-status {ticketId, ticketStatus} (SuperAdmin, the ticket's department). */
  changeTicketStatus: /*#__PURE__*/ defineOperation({ ...HelpdeskRoutes.changeTicketStatus, body: ChangeTicketStatusBodySchema, response: { 200: MessageResponseSchema } }),
  /** PUT /ticket/ticket-about: the record the ticket is about, or none. */
  setTicketAbout: /*#__PURE__*/ defineOperation({ ...HelpdeskRoutes.setTicketAbout, body: SetTicketAboutBodySchema, response: { 200: SetTicketAboutResponseSchema } }),
  /** GET /ticket/get-ticket-by-id?ticketId=: 404 for a ticket out of sight. */
  getTicketById: /*#__PURE__*/ defineOperation({ ...HelpdeskRoutes.getTicketById, query: TicketByIdQuerySchema, response: { 200: TicketByIdResponseSchema } }),
  /** POST /ticket/listTicketDiscussion {ticketId}: the replies, oldest first (notes for the desk only). */
  listTicketDiscussion: /*#__PURE__*/ defineOperation({ ...HelpdeskRoutes.listTicketDiscussion, body: ListTicketDiscussionBodySchema, response: { 200: ListTicketDiscussionResponseSchema } }),
  /** POST /ticket/manageTicket as multipart/form-data (ManageTicketFormSchema of forms.ts): a reply or a note. */
  manageTicket: /*#__PURE__*/ defineOperation({ ...HelpdeskRoutes.manageTicket, response: { 200: MessageResponseSchema } }),
  /** GET /uploads/:name (signed in): a ticket or reply image the caller may see, as bytes. */
  loadUploadedImage: /*#__PURE__*/ defineOperation({ ...HelpdeskRoutes.loadUploadedImage, params: UploadNameParamsSchema, response: { 200: IMAGE_ANSWER } }),
  /** PUT /ticket/assign {ticketId, assigneeId | null} (SuperAdmin, the ticket's department). */
  assignTicket: /*#__PURE__*/ defineOperation({ ...HelpdeskRoutes.assignTicket, body: AssignTicketBodySchema, response: { 200: AssignTicketResponseSchema } }),
  /** GET /ticket/assignees?ticketId=: who may be assigned. */
  listTicketAssignees: /*#__PURE__*/ defineOperation({ ...HelpdeskRoutes.listTicketAssignees, query: TicketAssigneesQuerySchema, response: { 200: TicketAssigneesResponseSchema } }),
  /** GET /canned-replies?departmentId&kind&q: the replies the caller may use. */
  listCannedReplies: /*#__PURE__*/ defineOperation({ ...HelpdeskRoutes.listCannedReplies, query: ListCannedRepliesQuerySchema, response: { 200: ListCannedRepliesResponseSchema } }),
  /** POST /canned-replies: a personal or department reply. */
  createCannedReply: /*#__PURE__*/ defineOperation({ ...HelpdeskRoutes.createCannedReply, body: CreateCannedReplyBodySchema, response: { 200: CannedReplyResponseSchema } }),
  /** PUT /canned-replies/:id: a new title and body. */
  updateCannedReply: /*#__PURE__*/ defineOperation({
    ...HelpdeskRoutes.updateCannedReply,
    params: CannedReplyParamsSchema,
    body: UpdateCannedReplyBodySchema,
    response: { 200: CannedReplyResponseSchema },
  }),
  /** DELETE /canned-replies/:id. */
  deleteCannedReply: /*#__PURE__*/ defineOperation({ ...HelpdeskRoutes.deleteCannedReply, params: CannedReplyParamsSchema, response: { 200: MessageResponseSchema } }),
  /** POST /canned-replies/:id/render {ticketId}: the reply's HTML with its placeholders filled. */
  renderCannedReply: /*#__PURE__*/ defineOperation({
    ...HelpdeskRoutes.renderCannedReply,
    params: CannedReplyParamsSchema,
    body: RenderCannedReplyBodySchema,
    response: { 200: RenderCannedReplyResponseSchema },
  }),
  /** GET /sla/departments/:departmentId: the policy or null. */
  getDepartmentSla: /*#__PURE__*/ defineOperation({ ...HelpdeskRoutes.getDepartmentSla, params: SlaDepartmentParamsSchema, response: { 200: SlaPolicyResponseSchema } }),
  /** PUT /sla/departments/:departmentId (SuperAdmin): stores the policy and its holidays. */
  saveDepartmentSla: /*#__PURE__*/ defineOperation({
    ...HelpdeskRoutes.saveDepartmentSla,
    params: SlaDepartmentParamsSchema,
    body: SlaPolicyBodySchema,
    response: { 200: SlaPolicySavedResponseSchema },
  }),
  /** DELETE /sla/departments/:departmentId (SuperAdmin): 404 when there is no policy. */
  removeDepartmentSla: /*#__PURE__*/ defineOperation({ ...HelpdeskRoutes.removeDepartmentSla, params: SlaDepartmentParamsSchema, response: { 200: SlaPolicySavedResponseSchema } }),
};
/** The help desk's operations by name (`HelpdeskOperations['listTicket']`: the api-client's type of a call). */
export type HelpdeskOperations = typeof HelpdeskOperations;
