import { listNotifications } from '@backoffice/api-client';
import type { Notification } from '@backoffice/contracts';
import { queryOptions } from '@tanstack/react-query';

/** The query keys of the signed-in user's notifications (the cache is emptied when the user changes). */
export const notificationKeys = {
  all: ['notifications'] as const,
};

/** Newest first. */
export const byNewest = (a: Notification, b: Notification) => b.createdAt.localeCompare(a.createdAt);

/**
 * GET /notification/list: the user's notifications, newest first. `liveDuringLoad` collects the live messages
 * that arrive while the list is on its way (emptied when a load starts): the answer may predate them, so they
 * are merged in by `_id` and nothing shows twice (docs/decisions.md).
 */
export const getNotificationsQueryOptions = (liveDuringLoad?: Map<string, Notification>) =>
  queryOptions({
    queryKey: notificationKeys.all,
    queryFn: async (): Promise<Notification[]> => {
      liveDuringLoad?.clear();
      const list = await listNotifications();
      const merged = new Map(list.map((n) => [n._id, n]));
      for (const [id, n] of liveDuringLoad ?? []) if (!merged.has(id)) merged.set(id, n);
      return [...merged.values()].sort(byNewest);
    },
  });
