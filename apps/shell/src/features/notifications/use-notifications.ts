import { connectNotifications } from '@backoffice/api-client';
import type { LiveNotification, Notification } from '@backoffice/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { setPresenceTransport } from '@backoffice/shell-sdk';
import { useCallback, useEffect, useRef } from 'react';
import { createLiveChanges } from '../live/live-changes';
import { createPresenceTransport } from '../live/presence-transport';
import { byNewest, getNotificationsQueryOptions, notificationKeys } from './api/get-notifications';
import { useMarkNotificationsRead } from './api/mark-notifications-read';

export type NotificationsStatus = 'loading' | 'ready' | 'error';

export interface NotificationsState {
  status: NotificationsStatus;
  /** Newest first. */
  items: Notification[];
  unread: number;
  reload: () => Promise<void>;
  /**
   * Opening the bell: mark all read on the server, then reload (docs/areas/platform.md,
   * "Notifications (the bell)").
   */
  markAllRead: () => Promise<void>;
}

const NONE: Notification[] = [];

function fromLive(n: LiveNotification): Notification {
  // The record it is about travels too: the bell opens it.
  return {
    _id: n._id,
    name: n.name || n.message,
    createdAt: n.createdAt,
    isRead: n.isRead,
    entityType: n.entityType ?? null,
    entityId: n.entityId ?? null,
  };
}

/**
 * The signed-in user's notifications: the list is a query (api/get-notifications.ts), loaded at once and again
 * on every socket (re)connect, so what arrived while offline appears; live `message` events go into the cached
 * list by `_id`, so nothing shows twice (docs/decisions.md). A failed reload keeps the list it had.
 * `onSessionEnded` runs when the server ends the user's sessions (docs/areas/users.md, "Account status").
 * The same socket carries live changes (docs/areas/platform.md, "Live changes"): each `change` event reloads the
 * query families that may show the record (../live/live-changes.ts), and a reconnect after the first connect
 * reloads every query on screen (that reload includes this list). It also carries presence: the transport of
 * ../live/presence-transport.ts is registered with shell-sdk while the socket is open (docs/areas/helpdesk.md, "Who
 * else is looking").
 */
export function useNotifications(token: string, onSessionEnded?: () => void): NotificationsState {
  const queryClient = useQueryClient();
  const liveDuringLoad = useRef(new Map<string, Notification>());
  const query = useQuery(getNotificationsQueryOptions(liveDuringLoad.current));
  const markRead = useMarkNotificationsRead();
  const { refetch } = query;
  const endedRef = useRef(onSessionEnded);
  endedRef.current = onSessionEnded;

  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);

  useEffect(() => {
    const live = createLiveChanges(queryClient);
    // Presence on record pages (docs/areas/helpdesk.md, "Who else is looking") over the same socket.
    const presence = createPresenceTransport((event, payload) => connection.emit?.(event, payload));
    let connects = 0;
    const connection = connectNotifications(token, {
      onConnected: () => {
        presence.onConnected();
        connects += 1;
        if (connects === 1) void refetch();
        else live.onReconnected();
      },
      onChange: (change) => live.onChange(change),
      onPresence: (update) => presence.onPresence(update),
      onMessage: (live) => {
        const n = fromLive(live);
        liveDuringLoad.current.set(n._id, n);
        queryClient.setQueryData<Notification[]>(notificationKeys.all, (prev = []) =>
          prev.some((p) => p._id === n._id) ? prev : [n, ...prev].sort(byNewest),
        );
      },
      onSessionEnded: () => endedRef.current?.(),
    });
    setPresenceTransport(presence);
    return () => {
      setPresenceTransport(null);
      presence.dispose();
      connection.disconnect();
      live.dispose();
    };
  }, [token, refetch, queryClient]);

  const { mutateAsync } = markRead;
  const markAllRead = useCallback(async () => {
    try {
      await mutateAsync();
    } catch {
      // The list reloads anyway (the mutation's onSettled); the badge keeps the server's truth.
    }
  }, [mutateAsync]);

  const items = query.data ?? NONE;
  const status: NotificationsStatus = query.data ? 'ready' : query.isError ? 'error' : 'loading';
  return { status, items, unread: items.filter((n) => !n.isRead).length, reload, markAllRead };
}
