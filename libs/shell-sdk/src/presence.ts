import { PRESENCE_TYPING_REPEAT_MS, type PresenceUpdate, type PresenceViewer } from '@backoffice/contracts/constants';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAuth } from './lib/shell-context';

/**
 * Who else is on a record's page (docs/areas/helpdesk.md, "Who else is looking"). The shell owns the console's one
 * socket and registers a {@link PresenceTransport} over it; a remote's page calls {@link usePresence}. A module-level
 * store: `@backoffice/shell-sdk` is a shared singleton under module federation, so the shell and every remote read the
 * same transport. Without a shell (a remote on its own) there is no transport and every page is alone.
 */

/** What the shell gives: the presence events over its socket (apps/shell/src/features/live/presence-transport.ts). */
export interface PresenceTransport {
  /** This tab shows `topic`'s page (each join is matched by one leave; the shell joins once per topic). */
  join(topic: string): void;
  /** This tab no longer shows `topic`'s page. */
  leave(topic: string): void;
  /** The signed-in user types (or stopped typing) on `topic`'s page; `true` is repeated while typing. */
  setTyping(topic: string, typing: boolean): void;
  /** Calls `listener` with every `presence` update the socket receives; returns a function that stops it. */
  subscribe(listener: (update: PresenceUpdate) => void): () => void;
}

let transport: PresenceTransport | null = null;
const transportListeners = new Set<() => void>();

/**
 * Registers the shell's transport (null on sign-out or when its socket closes). The pages that use
 * {@link usePresence} join their topics through the new one at once.
 */
export function setPresenceTransport(next: PresenceTransport | null): void {
  if (transport === next) return;
  transport = next;
  for (const listener of [...transportListeners]) listener();
}

const subscribeTransport = (onChange: () => void) => {
  transportListeners.add(onChange);
  return () => {
    transportListeners.delete(onChange);
  };
};
const readTransport = () => transport;

const NOBODY: PresenceViewer[] = [];

/**
 * The other users on `topic`'s page (`presenceTopic('ticket', id)` from contracts), in the order they came, each
 * with `typing`; the signed-in user is left out (their other tabs too). While mounted with a topic the page is joined;
 * `typing` true sends "typing" at once and every {@link PRESENCE_TYPING_REPEAT_MS} ms (the server lets it lapse after
 * `PRESENCE_TYPING_TTL_MS`), false or unmount stops it. A null topic, no shell, or the server refusing the topic
 * (someone who may not open the record) read [].
 */
export function usePresence(topic: string | null, typing: boolean): PresenceViewer[] {
  const { user } = useAuth();
  const current = useSyncExternalStore(subscribeTransport, readTransport, readTransport);
  const [seen, setSeen] = useState<{ topic: string; viewers: PresenceViewer[] } | null>(null);

  useEffect(() => {
    if (!current || !topic) return;
    const stop = current.subscribe((update) => {
      if (update.topic === topic) setSeen({ topic, viewers: update.viewers });
    });
    current.join(topic);
    return () => {
      current.leave(topic);
      stop();
      setSeen(null);
    };
  }, [current, topic]);

  useEffect(() => {
    if (!current || !topic || !typing) return;
    current.setTyping(topic, true);
    const again = setInterval(() => current.setTyping(topic, true), PRESENCE_TYPING_REPEAT_MS);
    return () => {
      clearInterval(again);
      current.setTyping(topic, false);
    };
  }, [current, topic, typing]);

  if (!seen || seen.topic !== topic) return NOBODY;
  const others = seen.viewers.filter((v) => v.userId !== user?.id);
  return others.length ? others : NOBODY;
}
