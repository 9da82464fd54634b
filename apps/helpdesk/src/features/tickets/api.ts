/**
 * The ticket calls of the help desk, one file (docs/frontend-data.md): the query keys, each read's queryOptions
 * and hook, and each write's mutation with what it invalidates. The functions themselves are libs/api-client's.
 */
import { listTicket } from '@backoffice/api-client';
import {
  assignTicket,
  changeTicketStatus,
  createTicket,
  getTicketById,
  listTicketAssignees,
  listTicketDepartment,
  listTicketDiscussion,
  loadUploadedImage,
  manageTicket,
  setTicketAbout,
  type CreateTicketInput,
  type ManageTicketInput,
} from '@backoffice/api-client/helpdesk';
import type { ChangeTicketStatusBody, ListTicketResponse, SetTicketAboutBody, Ticket, TicketPerson, TicketSort } from '@backoffice/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { auditHistoryKeys } from '../history/api';
import { useInPlaceMutation, useInvalidatingMutation } from '../shared/invalidating-mutation';
import type { TicketVariant } from './ticket-variants';

/** The ticket list's query: the page, its size and the filters (all done by the API). */
export interface TicketListQuery {
  page: number;
  limit: number;
  status?: number;
  departmentId?: string;
  /** The record the tickets are about, `type:id` (docs/areas/helpdesk.md, "Tickets about a record"). */
  about?: string;
  /** Only the tickets still open: Open or In Progress (docs/areas/dashboard.md, "Work queues"). */
  open?: boolean;
  /** Only the tickets whose title contains this text, any case. */
  title?: string;
  /** Search: a ticket number (`TK-000123`, `123`) or a text of the title (docs/areas/helpdesk.md, "The ticket list"). */
  q?: string;
  /** The API's sort column (TICKET_SORTS; the API's default `createdAt` when left out) and its direction. */
  sort?: TicketSort;
  order?: 'asc' | 'desc';
  /** `me` (the caller's tickets), `none` (unassigned) or a user's id: TICKET_ASSIGNEE_FILTERS. */
  assignee?: string;
}

/**
 * The query keys of the ticket calls, one tree (docs/frontend-data.md, "Query keys"): a write invalidates
 * `ticketKeys.lists()` (every list and page) or one ticket's detail and discussion.
 */
export const ticketKeys = {
  all: ['tickets'] as const,
  lists: () => [...ticketKeys.all, 'list'] as const,
  list: (variant: TicketVariant, query: TicketListQuery) => [...ticketKeys.lists(), variant, query] as const,
  detail: (ticketId: string) => [...ticketKeys.all, 'detail', ticketId] as const,
  discussion: (ticketId: string) => [...ticketKeys.all, 'discussion', ticketId] as const,
  upload: (address: string) => ['uploads', address] as const,
  /** Who may be assigned a ticket (its department's members), `['tickets', 'assignees', ticketId]`. */
  assignees: (ticketId: string) => [...ticketKeys.all, 'assignees', ticketId] as const,
};

/**
 * One page of tickets (the API filters, counts and pages): POST /ticket/list-ticket for the ticket list,
 * POST /ticket/list-ticket-department for a Department user's "My Tickets". Filters left out are not sent.
 */
export const getTicketsQueryOptions = (variant: TicketVariant, query: TicketListQuery) =>
  queryOptions({ queryKey: ticketKeys.list(variant, query), queryFn: () => fetchTickets(variant, query) });

/** The list's request for `query` (the ticket list's, or "My Tickets"' for variant 'mine'). */
const fetchTickets = (variant: TicketVariant, query: TicketListQuery): Promise<ListTicketResponse> =>
  (variant === 'mine' ? listTicketDepartment : listTicket)({
    page: query.page,
    limit: query.limit,
    ...(query.status ? { status: query.status } : {}),
    ...(query.departmentId ? { departmentId: query.departmentId } : {}),
    ...(query.about ? { about: query.about } : {}),
    ...(query.open ? { open: true } : {}),
    ...(query.title ? { title: query.title } : {}),
    ...(query.q ? { q: query.q } : {}),
    ...(query.sort ? { sort: query.sort, order: query.order ?? 'desc' } : {}),
    ...(query.assignee ? { assignee: query.assignee } : {}),
  });

/**
 * The number of tickets a list shows for `filters` (a saved view's live count, docs/areas/platform.md, "Saved
 * views"): the list's own request (POST /ticket/list-ticket, or list-ticket-department for "My Tickets") with one
 * ticket a page, and its `total`.
 */
export async function countTickets(variant: TicketVariant, filters: Omit<TicketListQuery, 'page' | 'limit'>): Promise<number> {
  return (await fetchTickets(variant, { ...filters, page: 1, limit: 1 })).total;
}

/** The tickets of `query`; the previous page stays on screen while the next one loads. */
export function useTickets(variant: TicketVariant, query: TicketListQuery) {
  return useQuery({ ...getTicketsQueryOptions(variant, query), placeholderData: keepPreviousData });
}

/**
 * GET /api/ticket/assignees?ticketId=: the people a ticket may be assigned to (docs/areas/helpdesk.md,
 * "Assignment": the active Department users of its department, and the caller when a SuperAdmin). The list's bulk
 * "Assign to…" asks it for the first selected ticket. No call while `ticketId` is empty or `enabled` is false.
 */
export function useTicketAssignees(ticketId: string, enabled = true) {
  return useQuery({
    queryKey: ticketKeys.assignees(ticketId),
    queryFn: ({ signal }): Promise<TicketPerson[]> => listTicketAssignees(ticketId, signal),
    enabled: enabled && Boolean(ticketId),
  });
}

/** GET /ticket/get-ticket-by-id/{id}: one ticket (404/400 when unknown or not the reader's). */
export const getTicketQueryOptions = (ticketId: string) =>
  queryOptions({ queryKey: ticketKeys.detail(ticketId), queryFn: () => getTicketById(ticketId) });

/** One ticket; no call while `ticketId` is empty. A 404 is not retried (it will not change). */
export function useTicket(ticketId: string) {
  return useQuery({ ...getTicketQueryOptions(ticketId), enabled: Boolean(ticketId), retry: false });
}

/** GET /ticket/list-ticket-discussion/{id}: the replies of a ticket, oldest first. */
export const getTicketDiscussionQueryOptions = (ticketId: string) =>
  queryOptions({ queryKey: ticketKeys.discussion(ticketId), queryFn: () => listTicketDiscussion(ticketId) });

/** The replies of a ticket; no call while `ticketId` is empty. */
export function useTicketDiscussion(ticketId: string) {
  return useQuery({ ...getTicketDiscussionQueryOptions(ticketId), enabled: Boolean(ticketId), retry: false });
}

/**
 * GET /api/uploads/… with the bearer token (an `<img src>` cannot send it: docs/areas/helpdesk.md, "Calls"),
 * as a Blob. A stored image never changes under its address, so it is never stale; the download is aborted
 * when no one shows it any more.
 */
export const getUploadedImageQueryOptions = (address: string) =>
  queryOptions({
    queryKey: ticketKeys.upload(address),
    queryFn: ({ signal }) => loadUploadedImage(address, signal),
    staleTime: Infinity,
  });

/** The image at `address` as a Blob; no call without an address. */
export function useUploadedImageBlob(address: string | null | undefined) {
  return useQuery({ ...getUploadedImageQueryOptions(address ?? ''), enabled: Boolean(address) });
}

/** POST /ticket/create-ticket (multipart, optional image); on success every ticket list is stale. */
export const useCreateTicket = () => useInvalidatingMutation((input: CreateTicketInput) => createTicket(input), ticketKeys.lists());

/**
 * POST /ticket/manage-ticket: a reply (rich text, optional image) and possibly a new status. On success the
 * ticket, its discussion and every list are stale (the status may have changed).
 */
export const useReplyToTicket = () => useInvalidatingMutation((input: ManageTicketInput) => manageTicket(input), ticketKeys.all);

/**
 * PUT /ticket/change-ticket-status. On success the new status is set in every cached page that shows the
 * ticket and in its detail (the list changes in place, without a reload), and all ticket queries are marked
 * stale so that a filtered list is asked again the next time it is shown.
 */
export const useChangeTicketStatus = () =>
  useInPlaceMutation((body: ChangeTicketStatusBody) => changeTicketStatus(body), ticketKeys.all, (queryClient, { ticketId, ticketStatus }) => {
    const withStatus = (t: Ticket) => (t._id === ticketId ? { ...t, status: ticketStatus } : t);
    queryClient.setQueriesData<ListTicketResponse>({ queryKey: ticketKeys.lists() }, (page) => (page ? { ...page, ticket: page.ticket.map(withStatus) } : page));
    queryClient.setQueryData<Ticket>(ticketKeys.detail(ticketId), (t) => (t ? withStatus(t) : t));
  });

/**
 * PUT /ticket/ticket-about: attaches the record a ticket is about, or takes it off (docs/areas/helpdesk.md,
 * "Tickets about a record"). On success the ticket's detail is the answer's ticket, and every ticket list (a
 * record's panel among them) and the ticket's History are stale.
 */
export function useSetTicketAbout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetTicketAboutBody) => setTicketAbout(body),
    onSuccess: (result, { ticketId }) => {
      queryClient.setQueryData<Ticket>(ticketKeys.detail(ticketId), result.data);
      void queryClient.invalidateQueries({ queryKey: auditHistoryKeys.record({ entityType: 'ticket', entityId: ticketId }) });
      return queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
    },
  });
}

/**
 * PUT /api/ticket/assign {ticketId, assigneeId} (a user's id, or null to unassign; docs/areas/helpdesk.md,
 * "Assignment"). On success the ticket's detail is the answer's ticket (the page shows the new assignee at once),
 * and every ticket list and the ticket's History are stale. Other agents' pages follow through the live changes
 * (docs/areas/platform.md, "Live changes": a ticket change invalidates every `['tickets', …]` query).
 */
export function useAssignTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof assignTicket>[0]) => assignTicket(body),
    onSuccess: (result, { ticketId }) => {
      queryClient.setQueryData<Ticket>(ticketKeys.detail(ticketId), result.data);
      void queryClient.invalidateQueries({ queryKey: auditHistoryKeys.record({ entityType: 'ticket', entityId: ticketId }) });
      return queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
    },
  });
}
