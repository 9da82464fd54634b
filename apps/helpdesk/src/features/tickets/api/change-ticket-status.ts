import { changeTicketStatus } from '@backoffice/api-client';
import type { ChangeTicketStatusBody, ListTicketResponse, Ticket } from '@backoffice/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketKeys } from './ticket-keys';

/**
 * PUT /ticket/change-ticket-status. On success the new status is set in every cached page that shows the
 * ticket and in its detail (the list changes in place, without a reload), and all ticket queries are marked
 * stale so that a filtered list is asked again the next time it is shown.
 */
export function useChangeTicketStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeTicketStatusBody) => changeTicketStatus(body),
    onSuccess: (_result, { ticketId, ticketStatus }) => {
      queryClient.setQueriesData<ListTicketResponse>({ queryKey: ticketKeys.lists() }, (page) =>
        page
          ? { ...page, ticket: page.ticket.map((t) => (t._id === ticketId ? { ...t, status: ticketStatus } : t)) }
          : page,
      );
      queryClient.setQueryData<Ticket>(ticketKeys.detail(ticketId), (t) => (t ? { ...t, status: ticketStatus } : t));
      return queryClient.invalidateQueries({ queryKey: ticketKeys.all, refetchType: 'none' });
    },
  });
}
