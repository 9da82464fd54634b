import type {
  LiveNotification,
  Notification,
  NotificationsOperations as Ops,
  PresenceUpdate,
  RecordChange,
} from '@backoffice/contracts';
import { CHANGE_EVENT, PlatformRoutes as routes, PRESENCE_EVENTS } from '@backoffice/contracts/constants';
import type { Socket } from 'socket.io-client';
import { apiBaseURL, call } from './client';

// The two calls are the operations of libs/contracts/src/auth.ts (`NotificationsOperations`) at their routes
// (`PlatformRoutes`, call.ts); the live side is the socket below.

/** POST /api/ticket/list-notification (body `{}`): the signed-in user's notifications, newest first. */
export async function listNotifications(): Promise<Notification[]> {
  return (await call<Ops['listNotifications']>(routes.listNotifications, { body: {} })).data;
}

/** POST /api/ticket/update-notification (body `{}`): marks all the user's notifications read (opening the bell). */
export async function markNotificationsRead(): Promise<void> {
  await call<Ops['markNotificationsRead']>(routes.markNotificationsRead, { body: {} });
}

/** Handlers of {@link connectNotifications}. */
export interface NotificationHandlers {
  /** The server's `connected` event: after every connect and reconnect (reload the list then). */
  onConnected?: () => void;
  /** A live notification (`message` event). */
  onMessage?: (notification: LiveNotification) => void;
  /**
   * A record the user may see was changed (the `change` event, {@link CHANGE_EVENT}; docs/areas/platform.md, "Live
   * changes"): its type, id (null for many of that type), audit action, author and time, no field of the record.
   */
  onChange?: (change: RecordChange) => void;
  /** Who is on a page the console joined (the `presence` event: docs/areas/helpdesk.md, "Who else is looking"). */
  onPresence?: (update: PresenceUpdate) => void;
  /** The socket lost its connection (it reconnects by itself unless the server refused the token). */
  onDisconnect?: (reason: string) => void;
  /**
   * The server's `session_ended` event: the user's tokens were revoked for good (account disabled, deleted or its
   * role changed: docs/areas/users.md, "Account status"); sign out.
   */
  onSessionEnded?: () => void;
}

/** A live connection; call `disconnect()` on sign-out or unmount. */
export interface NotificationConnection {
  disconnect(): void;
  /**
   * Sends an event to the server (the presence events). Dropped while the socket client is still loading; buffered by
   * socket.io while disconnected. Resend what matters from `onConnected`. Optional: a fake connection may leave it out.
   */
  emit?(event: string, payload: unknown): void;
}

/**
 * Opens the socket.io connection of live notifications (ARCHITECTURE.md "How a live notification flows",
 * docs/areas/platform.md "Live notifications" and "Live changes": same host, token in the handshake query, events
 * `connected`, `message` and `change`). Same origin as the API unless `configureApiClient` was given an absolute `baseURL`. Returns
 * at once; the socket client module loads asynchronously.
 */
export function connectNotifications(token: string, handlers: NotificationHandlers = {}): NotificationConnection {
  const base = apiBaseURL();
  const origin = /^https?:\/\//.test(base) ? new URL(base).origin : undefined;
  const options = { transports: ['websocket'], query: { token } };
  let socket: Socket | null = null;
  let closed = false;
  // socket.io-client loads on first use, so it stays out of the sign-in screen's bundle.
  void import('socket.io-client')
    .then(({ io }) => {
      if (closed) return;
      socket = origin ? io(origin, options) : io(options);
      socket.on('connected', () => handlers.onConnected?.());
      socket.on('message', (n: LiveNotification) => handlers.onMessage?.(n));
      socket.on(CHANGE_EVENT, (change: RecordChange) => handlers.onChange?.(change));
      socket.on(PRESENCE_EVENTS.update, (update: PresenceUpdate) => handlers.onPresence?.(update));
      socket.on('session_ended', () => handlers.onSessionEnded?.());
      socket.on('disconnect', (reason: string) => handlers.onDisconnect?.(reason));
    })
    .catch((err: unknown) => handlers.onDisconnect?.(err instanceof Error ? err.message : 'socket client failed to load'));
  return {
    disconnect: () => {
      closed = true;
      socket?.removeAllListeners();
      socket?.disconnect();
      socket = null;
    },
    emit: (event, payload) => {
      socket?.emit(event, payload);
    },
  };
}
