import { manageTicket, type ManageTicketInput } from '@backoffice/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketKeys } from './ticket-keys';

/**
 * POST /ticket/manage-ticket: a reply (rich text, optional image) and possibly a new status. On success the
 * ticket, its discussion and every list are stale (the status may have changed).
 */
export function useReplyToTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ManageTicketInput) => manageTicket(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
