import { fetchOutboxAttachment, getOutboxMessage, listOutbox, retryOutboxMessage } from '@backoffice/api-client/admin';
import type { OutboxItem, OutboxListQuery } from '@backoffice/contracts';
import { openBlob } from '@backoffice/remote-kit';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The Sent Mail page's queries and mutations (docs/frontend-data.md, "Query keys"): one tree rooted at
 * ['outbox']; a retry invalidates the whole tree, so the list is asked again.
 */
export const outboxKeys = {
  all: ['outbox'] as const,
  list: (q: OutboxListQuery) => [...outboxKeys.all, 'list', q] as const,
  message: (id: string) => [...outboxKeys.all, 'message', id] as const,
};

/** One page of messages; the previous page stays on screen (dimmed) while the next loads. */
export const useOutbox = (q: OutboxListQuery) =>
  useQuery({ queryKey: outboxKeys.list(q), queryFn: () => listOutbox(q), placeholderData: keepPreviousData });

/**
 * The number of messages the list shows for `filters` (a saved view's live count, docs/areas/platform.md, "Saved
 * views"): the list's own request (GET /outbox) with one row a page, and its `total`.
 */
export async function countOutbox(filters: Omit<OutboxListQuery, 'page' | 'limit'>): Promise<number> {
  return (await listOutbox({ ...filters, page: 1, limit: 1 })).total;
}

/** One message with its text (GET /outbox/{id}): the one `/outbox?mail=` opens. */
export const useOutboxMessage = (id: string) => useQuery({ queryKey: outboxKeys.message(id), queryFn: () => getOutboxMessage(id), enabled: !!id });

/** Puts a failed message back in the queue, then refreshes the list. */
export const useRetryMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => retryOutboxMessage(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
};

/** Which attachment to open: the message and the attachment's index in it. */
export interface AttachmentRef {
  message: OutboxItem;
  index: number;
}

/**
 * Opens a stored attachment: fetched with the token as a Blob (GET /outbox/{id}/attachments/{index}) and opened in
 * a new tab, or saved under its name when the browser blocks the tab (remote-kit's openBlob). Changes nothing.
 */
export const useOpenAttachment = () =>
  useMutation({
    mutationFn: async ({ message, index }: AttachmentRef) => {
      const attachment = message.attachments[index];
      openBlob(await fetchOutboxAttachment(message._id, index), attachment.filename, attachment.contentType);
      return attachment;
    },
  });
