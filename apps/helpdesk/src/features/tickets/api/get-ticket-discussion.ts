import { listTicketDiscussion } from '@backoffice/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticketKeys } from './ticket-keys';

/** GET /ticket/list-ticket-discussion/{id}: the replies of a ticket, oldest first. */
export const getTicketDiscussionQueryOptions = (ticketId: string) =>
  queryOptions({ queryKey: ticketKeys.discussion(ticketId), queryFn: () => listTicketDiscussion(ticketId) });

/** The replies of a ticket; no call while `ticketId` is empty. */
export function useTicketDiscussion(ticketId: string) {
  return useQuery({ ...getTicketDiscussionQueryOptions(ticketId), enabled: Boolean(ticketId), retry: false });
}
