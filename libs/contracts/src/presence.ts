/**
 * Presence on a record's page (docs/areas/helpdesk.md, "Who else is looking"): the socket events that say who else
 * has a ticket open and who is typing a reply. They travel over the console's one socket (the notifications
 * socket: docs/areas/platform.md, "Live notifications"); the API keeps no state of its own beyond the sockets, so
 * with REDIS_URL a topic's viewers span every instance.
 *
 * TypeBox-free: exported from the constants entry (the shell, libs/api-client and libs/shell-sdk read it).
 */

/** The socket.io event names: the client sends join, leave and typing; the server answers with `update`. */
export const PRESENCE_EVENTS = {
  /** Client → server, {@link PresenceTopicBody}: this socket shows the topic's page (refused silently when not allowed). */
  join: 'presence:join',
  /** Client → server, {@link PresenceTopicBody}: this socket left the page. */
  leave: 'presence:leave',
  /** Client → server, {@link PresenceTypingBody}: typing starts (repeat while typing) or stops. */
  typing: 'presence:typing',
  /** Server → the topic's sockets, {@link PresenceUpdate}: the full list of viewers, after every change. */
  update: 'presence',
} as const;

/**
 * A `typing: true` lasts this long (ms) without another one: a client repeats it while its user types
 * ({@link PRESENCE_TYPING_REPEAT_MS}), so a closed laptop or a lost `typing: false` stops showing "typing…".
 */
export const PRESENCE_TYPING_TTL_MS = 8_000;

/** How often (ms) a client repeats `typing: true` while its user is still typing (under the TTL). */
export const PRESENCE_TYPING_REPEAT_MS = 3_000;

/** The kinds of page that have presence. */
export type PresenceKind = 'ticket';

/** The body of `presence:join` and `presence:leave`. */
export interface PresenceTopicBody {
  /** `<kind>:<id>`, made by {@link presenceTopic}. */
  topic: string;
}

/** The body of `presence:typing`. */
export interface PresenceTypingBody extends PresenceTopicBody {
  typing: boolean;
}

/** One user on a topic's page (once, however many tabs they have open on it). */
export interface PresenceViewer {
  userId: string;
  firstName: string;
  lastName: string;
  /** Whether they are typing (in any of their tabs on this page). */
  typing: boolean;
}

/** The `presence` event: everyone on the topic's page now, the receiver included, in the order they came. */
export interface PresenceUpdate {
  topic: string;
  viewers: PresenceViewer[];
}

const KINDS: readonly PresenceKind[] = ['ticket'];

/** The topic of a record's page: `presenceTopic('ticket', id)` → `ticket:<id>`. */
export const presenceTopic = (kind: PresenceKind, id: string): string => `${kind}:${id}`;

/** A topic's kind and id, or null when it is not `<kind>:<id>` of a known kind. */
export function parsePresenceTopic(topic: unknown): { kind: PresenceKind; id: string } | null {
  if (typeof topic !== 'string' || topic.length > 100) return null;
  const at = topic.indexOf(':');
  if (at < 0) return null;
  const kind = topic.slice(0, at) as PresenceKind;
  const id = topic.slice(at + 1);
  return KINDS.includes(kind) && id ? { kind, id } : null;
}
