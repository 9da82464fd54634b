import { createTicket, type CreateTicketInput } from '@backoffice/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketKeys } from './ticket-keys';

/** POST /ticket/create-ticket (multipart, optional image); on success every ticket list is stale. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTicketInput) => createTicket(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
  });
}
