/**
 * Canned replies (docs/areas/helpdesk.md, "Canned replies"): `/api/canned-replies`, saved answers of a department
 * (its Department users and the SuperAdmins use and write them) or of one user (personal), with placeholders such as
 * `{{ticket.number}}` filled when a reply is rendered for a ticket. SuperAdmin and Department users only (403
 * otherwise). Every function throws ApiError: 400 (a blank or too long title or body, a department the caller may
 * not write for), 404 (a reply the caller may not use — another's personal one — or a ticket it may not see).
 */
import { HelpdeskRoutes as routes } from '@backoffice/contracts/constants';
import type {
  HelpdeskOperations as Ops,
  CannedReply,
  CannedReplyResponse,
  CreateCannedReplyBody,
  ListCannedRepliesQuery,
  MessageResponse,
  UpdateCannedReplyBody,
} from '@backoffice/contracts';
import { call } from './shared-client';

/**
 * GET /api/canned-replies: the replies the caller may use, by title: its personal ones and its department's (a
 * SuperAdmin: every department's).
 * @param query `departmentId` (one department's, plus the personal ones), `kind` ('department' | 'personal'), `q`
 *   (title contains, any case).
 */
export async function listCannedReplies(
  query: ListCannedRepliesQuery = {},
  signal?: AbortSignal,
): Promise<CannedReply[]> {
  return (await call<Ops['listCannedReplies']>(routes.listCannedReplies, { query }, { signal })).data;
}

/**
 * POST /api/canned-replies: adds a reply. `kind` 'personal' is the caller's own; 'department' needs `departmentId`
 * from a SuperAdmin (a Department user's is always its own department). `body` is rich HTML (sanitised by the API;
 * at most 20,000 characters), `title` at most 100 characters.
 * @returns `{ message, data }`, the reply as saved.
 */
export async function createCannedReply(body: CreateCannedReplyBody): Promise<CannedReplyResponse> {
  return call<Ops['createCannedReply']>(routes.createCannedReply, { body });
}

/** PUT /api/canned-replies/:id: a new title and body (the kind and department stay). @returns `{ message, data }`. */
export async function updateCannedReply(
  replyId: string,
  body: UpdateCannedReplyBody,
): Promise<CannedReplyResponse> {
  return call<Ops['updateCannedReply']>(routes.updateCannedReply, { params: { id: replyId }, body });
}

/** DELETE /api/canned-replies/:id: deletes a reply the caller may use. @returns `{ message }`. */
export async function deleteCannedReply(replyId: string): Promise<MessageResponse> {
  return call<Ops['deleteCannedReply']>(routes.deleteCannedReply, { params: { id: replyId } });
}

/**
 * POST /api/canned-replies/:id/render {ticketId}: the reply's HTML with its placeholders filled from the ticket, its
 * raiser, the caller (the agent) and the ticket's department, each value HTML-escaped; unknown placeholders stay as
 * written. @returns the HTML, ready to insert into the reply editor.
 */
export async function renderCannedReply(replyId: string, ticketId: string): Promise<string> {
  return (
    await call<Ops['renderCannedReply']>(routes.renderCannedReply, {
      params: { id: replyId },
      body: { ticketId },
    })
  ).data.html;
}
