import { PRESENCE_EVENTS, type PresenceUpdate } from '@backoffice/contracts';
import type { PresenceTransport } from '@backoffice/shell-sdk';

/** What the notifications socket calls besides the transport's own methods ({@link createPresenceTransport}). */
export interface ShellPresenceTransport extends PresenceTransport {
  /** A `presence` event from the socket: handed to every subscriber. */
  onPresence(update: PresenceUpdate): void;
  /** The socket (re)connected: the server forgot this socket's topics, so each is joined again (and its typing). */
  onConnected(): void;
  /** The socket closed for good (sign-out, another token): nothing is sent or delivered any more. */
  dispose(): void;
}

/**
 * The console side of "who else is looking" (docs/areas/helpdesk.md, "Who else is looking"): shell-sdk's
 * `PresenceTransport` over the console's one socket, registered with `setPresenceTransport` where the socket is
 * opened (../notifications/use-notifications.ts). Pages of the same topic in this tab share one join: the first joins,
 * the last leave leaves. The topics joined (and whether the user types on them) are kept, so a reconnect joins them
 * again: the server keeps presence on the socket only.
 *
 * @param send emits one event on the socket (`connection.emit`); called only while not disposed.
 */
export function createPresenceTransport(send: (event: string, payload: unknown) => void): ShellPresenceTransport {
  const joined = new Map<string, { pages: number; typing: boolean }>();
  const listeners = new Set<(update: PresenceUpdate) => void>();
  let disposed = false;
  const emit = (event: string, payload: unknown) => {
    if (!disposed) send(event, payload);
  };

  return {
    join(topic) {
      const entry = joined.get(topic);
      if (entry) {
        entry.pages += 1;
        return;
      }
      joined.set(topic, { pages: 1, typing: false });
      emit(PRESENCE_EVENTS.join, { topic });
    },
    leave(topic) {
      const entry = joined.get(topic);
      if (!entry) return;
      entry.pages -= 1;
      if (entry.pages > 0) return;
      joined.delete(topic);
      emit(PRESENCE_EVENTS.leave, { topic });
    },
    setTyping(topic, typing) {
      const entry = joined.get(topic);
      if (!entry) return;
      entry.typing = typing;
      emit(PRESENCE_EVENTS.typing, { topic, typing });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    onPresence(update) {
      if (disposed) return;
      for (const listener of [...listeners]) listener(update);
    },
    onConnected() {
      // A typing sent while the server still checks the join is ignored: the page repeats it within
      // PRESENCE_TYPING_REPEAT_MS anyway (shell-sdk's usePresence).
      for (const [topic, { typing }] of joined) {
        emit(PRESENCE_EVENTS.join, { topic });
        if (typing) emit(PRESENCE_EVENTS.typing, { topic, typing });
      }
    },
    dispose() {
      disposed = true;
      listeners.clear();
      joined.clear();
    },
  };
}
