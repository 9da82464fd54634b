/**
 * Who else is looking (docs/areas/helpdesk.md, "Who else is looking"): presence on a ticket's page over the console's
 * one socket (libs/api/server plugins/socket.ts). No HTTP route: socket handlers on `app.io`.
 *
 * A socket sends `presence:join {topic}` when its page opens, `presence:typing {topic, typing}` while its user types a
 * reply (repeated; a `typing: true` lapses after {@link PRESENCE_TYPING_TTL_MS} ms without another), `presence:leave
 * {topic}` when the page closes; a disconnect leaves every topic. After each change the server emits `presence
 * {topic, viewers}` to the topic's room: every user on the page once (several tabs, one entry; typing when any of
 * their tabs types), in the order they came.
 *
 * The state lives on the sockets only (`socket.data.presence`) and a topic's viewers are read with
 * `io.in(room).fetchSockets()`, which asks every instance through the Redis adapter when REDIS_URL is set: nothing to
 * clean up when an instance dies (its sockets leave with it; the next change of the topic lists the living).
 *
 * Who may join: staff only (a SuperAdmin, a Department user) on a ticket they may open (`app.tickets.findVisible`);
 * the raising Employee neither sees nor is seen (an agent typing an internal note is not theirs to know). Anything
 * else (another kind, an unknown or hidden ticket, a malformed body) is ignored without an answer, as is a leave or
 * typing for a topic the socket has not joined.
 */
import type { AuthUser } from '@backoffice/api-server';
import {
  parsePresenceTopic,
  PRESENCE_EVENTS,
  PRESENCE_TYPING_TTL_MS,
  Roles,
  type PresenceUpdate,
  type PresenceViewer,
} from '@backoffice/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';

/** A socket joins at most this many topics at once (a console shows one ticket; a few tabs' worth on one socket). */
export const PRESENCE_TOPICS_PER_SOCKET = 20;

/**
 * After a topic's change is sent, its list is sent once more this many ms later: two instances answering two joins
 * at the same moment may deliver their lists out of order, and the later list settles it.
 */
export const PRESENCE_SETTLE_MS = 1_000;

/** The socket.io room of a topic's page (apart from the live changes' `user:`, `role:` and `department:` rooms). */
export const presenceRoom = (topic: string) => `presence:${topic}`;

/** One socket's presence on one topic, kept in `socket.data.presence[topic]` (plain data: it crosses instances). */
export interface SocketPresence {
  /** When the socket joined (ms since the epoch): the viewers' order. */
  since: number;
  typing: boolean;
}

/** What `fetchSockets()` gives of a socket, local or on another instance. */
interface PresenceSocketData {
  user?: Pick<AuthUser, 'id' | 'firstName' | 'lastName'>;
  presence?: Record<string, SocketPresence>;
}

/**
 * The viewers of `topic` from its sockets' data: one entry per user (typing when any of their sockets types), in the
 * order of each user's first join.
 */
export function viewersOf(topic: string, sockets: readonly PresenceSocketData[]): PresenceViewer[] {
  const byUser = new Map<string, PresenceViewer & { since: number }>();
  for (const { user, presence } of sockets) {
    const mine = presence?.[topic];
    if (!user || !mine) continue;
    const seen = byUser.get(user.id);
    if (seen) {
      seen.typing ||= mine.typing;
      seen.since = Math.min(seen.since, mine.since);
    } else {
      byUser.set(user.id, { userId: user.id, firstName: user.firstName, lastName: user.lastName, typing: mine.typing, since: mine.since });
    }
  }
  return [...byUser.values()]
    .sort((a, b) => a.since - b.since)
    .map(({ userId, firstName, lastName, typing }) => ({ userId, firstName, lastName, typing }));
}

/** Whether `user` may be present on `topic`: staff on a ticket they may open. */
async function mayJoin(app: FastifyInstance, user: AuthUser, topic: string): Promise<boolean> {
  const parsed = parsePresenceTopic(topic);
  if (!parsed || user.role === Roles.Employee) return false;
  switch (parsed.kind) {
    case 'ticket':
      return (await app.tickets.findVisible(user, parsed.id)) !== undefined;
  }
}

const topicOf = (body: unknown): string | null => {
  const topic = (body as { topic?: unknown } | null)?.topic;
  return parsePresenceTopic(topic) ? (topic as string) : null;
};

const presenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const io = app.io;
  let closing = false;
  const soon = new Map<string, ReturnType<typeof setImmediate>>();
  const settles = new Map<string, ReturnType<typeof setTimeout>>();

  const send = async (topic: string) => {
    const sockets = await io.in(presenceRoom(topic)).fetchSockets();
    const update: PresenceUpdate = { topic, viewers: viewersOf(topic, sockets.map((s) => s.data as PresenceSocketData)) };
    io.to(presenceRoom(topic)).emit(PRESENCE_EVENTS.update, update);
  };

  const sendLogged = (topic: string) => {
    if (closing) return;
    send(topic).catch((err: unknown) => {
      if (!closing) app.log.warn({ err, topic }, 'presence: the viewers could not be sent');
    });
  };

  /**
   * Sends the topic's list on the next turn of the event loop (the changes of one turn once; the app's close, which
   * disconnects every socket first, cancels it) and once more {@link PRESENCE_SETTLE_MS} later (one pending per topic).
   */
  const changed = (topic: string) => {
    if (closing) return;
    if (!soon.has(topic)) {
      soon.set(
        topic,
        setImmediate(() => {
          soon.delete(topic);
          sendLogged(topic);
        }),
      );
    }
    if (settles.has(topic)) return;
    settles.set(
      topic,
      setTimeout(() => {
        settles.delete(topic);
        sendLogged(topic);
      }, PRESENCE_SETTLE_MS),
    );
  };

  io.on('connection', (socket: Socket) => {
    const user = socket.data.user as AuthUser;
    const presence: Record<string, SocketPresence> = {};
    socket.data.presence = presence;
    /** Topics asked for whose check is still running (a leave meanwhile cancels the join). */
    const pending = new Set<string>();
    const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();

    const stopTyping = (topic: string) => {
      clearTimeout(typingTimers.get(topic));
      typingTimers.delete(topic);
    };

    socket.on(PRESENCE_EVENTS.join, (body: unknown) => {
      const topic = topicOf(body);
      if (!topic || presence[topic] || pending.has(topic)) return;
      if (Object.keys(presence).length + pending.size >= PRESENCE_TOPICS_PER_SOCKET) return;
      pending.add(topic);
      mayJoin(app, user, topic)
        .then(async (allowed) => {
          if (!pending.delete(topic) || !allowed || socket.disconnected || closing) return;
          presence[topic] = { since: Date.now(), typing: false };
          await socket.join(presenceRoom(topic));
          changed(topic);
        })
        .catch((err: unknown) => {
          pending.delete(topic);
          if (!closing) app.log.error({ err, topic }, 'presence: join failed');
        });
    });

    socket.on(PRESENCE_EVENTS.leave, (body: unknown) => {
      const topic = topicOf(body);
      if (!topic) return;
      pending.delete(topic);
      if (!presence[topic]) return;
      stopTyping(topic);
      delete presence[topic];
      void Promise.resolve(socket.leave(presenceRoom(topic))).then(() => changed(topic));
    });

    socket.on(PRESENCE_EVENTS.typing, (body: unknown) => {
      const topic = topicOf(body);
      const typing = (body as { typing?: unknown } | null)?.typing;
      const mine = topic ? presence[topic] : undefined;
      if (!topic || !mine || typeof typing !== 'boolean') return;
      stopTyping(topic);
      if (typing) {
        typingTimers.set(
          topic,
          setTimeout(() => {
            typingTimers.delete(topic);
            if (!presence[topic]?.typing) return;
            presence[topic].typing = false;
            changed(topic);
          }, PRESENCE_TYPING_TTL_MS),
        );
      }
      // A repeated `typing: true` only extends the lapse: nobody is told anything new.
      if (mine.typing === typing) return;
      mine.typing = typing;
      changed(topic);
    });

    socket.on('disconnect', () => {
      pending.clear();
      const topics = Object.keys(presence);
      for (const topic of topics) {
        stopTyping(topic);
        delete presence[topic];
      }
      // The socket has left its rooms by now: the others get the list without it.
      for (const topic of topics) changed(topic);
    });
  });

  app.addHook('preClose', async () => {
    closing = true;
    for (const timer of soon.values()) clearImmediate(timer);
    for (const timer of settles.values()) clearTimeout(timer);
    soon.clear();
    settles.clear();
  });
};

export default presenceRoutes;
