import { listOutbox, retryOutboxMessage } from '@backoffice/api-client/admin';
import type { OutboxListQuery } from '@backoffice/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The Sent Mail page's queries and mutations (docs/frontend-data.md, "Query keys"): one tree rooted at
 * ['outbox']; a retry invalidates the whole tree, so the list is asked again.
 */
export const outboxKeys = {
  all: ['outbox'] as const,
  list: (q: OutboxListQuery) => [...outboxKeys.all, 'list', q] as const,
};

/** One page of messages; the previous page stays on screen (dimmed) while the next loads. */
export const useOutbox = (q: OutboxListQuery) =>
  useQuery({ queryKey: outboxKeys.list(q), queryFn: () => listOutbox(q), placeholderData: keepPreviousData });

/** Puts a failed message back in the queue, then refreshes the list. */
export const useRetryMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => retryOutboxMessage(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
};
