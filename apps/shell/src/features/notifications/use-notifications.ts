import { connectNotifications, listNotifications, markNotificationsRead } from '@backoffice/api-client';
import type { LiveNotification, Notification } from '@backoffice/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

export type NotificationsStatus = 'loading' | 'ready' | 'error';

export interface NotificationsState {
  status: NotificationsStatus;
  /** Newest first. */
  items: Notification[];
  unread: number;
  reload: () => Promise<void>;
  /** Opening the bell: mark all read on the server, then reload (spec 1 section 4). */
  markAllRead: () => Promise<void>;
}

function byNewest(a: Notification, b: Notification): number {
  return b.createdAt.localeCompare(a.createdAt);
}

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
 * The signed-in user's notifications: loaded at once and on every socket (re)connect, so what arrived while
 * offline appears; live `message` events are merged by `_id`, so nothing shows twice (docs/decisions.md).
 */
export function useNotifications(token: string): NotificationsState {
  const [items, setItems] = useState<Notification[]>([]);
  const [status, setStatus] = useState<NotificationsStatus>('loading');
  const liveDuringLoad = useRef<Map<string, Notification> | null>(null);
  const seq = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++seq.current;
    liveDuringLoad.current = new Map();
    try {
      const list = await listNotifications();
      if (mine !== seq.current) return;
      const merged = new Map(list.map((n) => [n._id, n]));
      // A live message that came while the list was on its way may be missing from it: keep it.
      for (const [id, n] of liveDuringLoad.current ?? []) if (!merged.has(id)) merged.set(id, n);
      setItems([...merged.values()].sort(byNewest));
      setStatus('ready');
    } catch {
      if (mine !== seq.current) return;
      setStatus((s) => (s === 'ready' ? s : 'error'));
    } finally {
      if (mine === seq.current) liveDuringLoad.current = null;
    }
  }, []);

  useEffect(() => {
    void reload();
    const connection = connectNotifications(token, {
      onConnected: () => void reload(),
      onMessage: (live) => {
        const n = fromLive(live);
        liveDuringLoad.current?.set(n._id, n);
        setItems((prev) => (prev.some((p) => p._id === n._id) ? prev : [n, ...prev].sort(byNewest)));
        setStatus((s) => (s === 'error' ? 'ready' : s));
      },
    });
    return () => connection.disconnect();
  }, [token, reload]);

  const markAllRead = useCallback(async () => {
    try {
      await markNotificationsRead();
    } catch {
      // The list reloads anyway; the badge keeps the server's truth.
    }
    await reload();
  }, [reload]);

  return { status, items, unread: items.filter((n) => !n.isRead).length, reload, markAllRead };
}
