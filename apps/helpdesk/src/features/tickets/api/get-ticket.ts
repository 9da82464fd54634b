import { getTicketById } from '@backoffice/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ticketKeys } from './ticket-keys';

/** GET /ticket/get-ticket-by-id/{id}: one ticket (404/400 when unknown or not the reader's). */
export const getTicketQueryOptions = (ticketId: string) =>
  queryOptions({ queryKey: ticketKeys.detail(ticketId), queryFn: () => getTicketById(ticketId) });

/** One ticket; no call while `ticketId` is empty. A 404 is not retried (it will not change). */
export function useTicket(ticketId: string) {
  return useQuery({ ...getTicketQueryOptions(ticketId), enabled: Boolean(ticketId), retry: false });
}
