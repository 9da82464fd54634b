import { listTicket, listTicketDepartment } from '@backoffice/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketVariant } from '../ticket-variants';
import { ticketKeys, type TicketListQuery } from './ticket-keys';

/**
 * One page of tickets (the API filters, counts and pages): POST /ticket/list-ticket for the ticket list,
 * POST /ticket/list-ticket-department for a Department user's "My Tickets". Filters left out are not sent.
 */
export const getTicketsQueryOptions = (variant: TicketVariant, query: TicketListQuery) =>
  queryOptions({
    queryKey: ticketKeys.list(variant, query),
    queryFn: () =>
      (variant === 'mine' ? listTicketDepartment : listTicket)({
        page: query.page,
        limit: query.limit,
        ...(query.status ? { status: query.status } : {}),
        ...(query.departmentId ? { departmentId: query.departmentId } : {}),
      }),
  });

/** The tickets of `query`; the previous page stays on screen while the next one loads. */
export function useTickets(variant: TicketVariant, query: TicketListQuery) {
  return useQuery({ ...getTicketsQueryOptions(variant, query), placeholderData: keepPreviousData });
}
