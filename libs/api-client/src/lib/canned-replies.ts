/**
 * Canned replies (docs/areas/helpdesk.md, "Canned replies"): `/api/canned-replies`, saved answers of a department
 * (its Department users and the SuperAdmins use and write them) or of one user (personal), with placeholders such as
 * `{{ticket.number}}` filled when a reply is rendered for a ticket. SuperAdmin and Department users only (403
 * otherwise). Every function throws ApiError: 400 (a blank or too long title or body, a department the caller may
 * not write for), 404 (a reply the caller may not use — another's personal one — or a ticket it may not see).
 */
import type {
  CannedReply,
  CannedReplyResponse,
  CreateCannedReplyBody,
  ListCannedRepliesQuery,
  ListCannedRepliesResponse,
  MessageResponse,
  RenderCannedReplyResponse,
  UpdateCannedReplyBody,
} from '@backoffice/contracts';
import { http } from './shared-client';

const id = (value: string) => encodeURIComponent(value);

/**
 * GET /api/canned-replies: the replies the caller may use, by title: its personal ones and its department's (a
 * SuperAdmin: every department's).
 * @param query `departmentId` (one department's, plus the personal ones), `kind` ('department' | 'personal'), `q`
 *   (title contains, any case).
 */
export async function listCannedReplies(query: ListCannedRepliesQuery = {}, signal?: AbortSignal): Promise<CannedReply[]> {
  return (await http.get<ListCannedRepliesResponse>('/canned-replies', { params: query, signal })).data.data;
}

/**
 * POST /api/canned-replies: adds a reply. `kind` 'personal' is the caller's own; 'department' needs `departmentId`
 * from a SuperAdmin (a Department user's is always its own department). `body` is rich HTML (sanitised by the API;
 * at most 20,000 characters), `title` at most 100 characters.
 * @returns `{ message, data }`, the reply as saved.
 */
export async function createCannedReply(body: CreateCannedReplyBody): Promise<CannedReplyResponse> {
  return (await http.post<CannedReplyResponse>('/canned-replies', body)).data;
}

/** PUT /api/canned-replies/:id: a new title and body (the kind and department stay). @returns `{ message, data }`. */
export async function updateCannedReply(replyId: string, body: UpdateCannedReplyBody): Promise<CannedReplyResponse> {
  return (await http.put<CannedReplyResponse>(`/canned-replies/${id(replyId)}`, body)).data;
}

/** DELETE /api/canned-replies/:id: deletes a reply the caller may use. @returns `{ message }`. */
export async function deleteCannedReply(replyId: string): Promise<MessageResponse> {
  return (await http.delete<MessageResponse>(`/canned-replies/${id(replyId)}`)).data;
}

/**
 * POST /api/canned-replies/:id/render {ticketId}: the reply's HTML with its placeholders filled from the ticket, its
 * raiser, the caller (the agent) and the ticket's department, each value HTML-escaped; unknown placeholders stay as
 * written. @returns the HTML, ready to insert into the reply editor.
 */
export async function renderCannedReply(replyId: string, ticketId: string): Promise<string> {
  return (await http.post<RenderCannedReplyResponse>(`/canned-replies/${id(replyId)}/render`, { ticketId })).data.data
    .html;
}
