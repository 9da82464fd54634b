import { ChangeRooms, Roles } from '@backoffice/contracts';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { userRoom } from '../services/notifications';
import type { AuthUser } from '../services/tokens';
import { closeRedis, logRedisErrors } from './redis';

/**
 * How long after a user's sessions were ended ({@link FastifyInstance.endSessions}) this instance sends nothing more
 * to that user's room: the live change of the same write (a disable, a role change) would otherwise race the
 * disconnect, and `session_ended` is the last event such a socket gets.
 */
export const SESSION_ENDED_QUIET_MS = 10_000;

/** The room of the sockets opened with one token (its jti): a logout closes those only. */
export const sessionRoom = (jti: string) => `session:${jti}`;

/**
 * Live notifications: socket.io attached to `app.server` (fastify-socket.io does not install on Fastify 5).
 * The token comes in the handshake query; bad or revoked tokens are refused. Each user joins `user:<id>` and
 * `session:<jti>`, its role's room `role:<role>` and, for a Department user, its department's `department:<id>`
 * (the live changes' rooms: docs/areas/platform.md, "Live changes"), and gets `connected`; the notification service
 * emits `message` to `user:<id>`, the changes plugin `change` to any of them. With REDIS_URL the rooms
 * span every instance (the socket.io Redis adapter; docs/api-database.md, "Several instances"): an emit or a
 * disconnect reaches the user's sockets wherever they are connected.
 */
export default fp(
  async function socket(app: FastifyInstance) {
    const io = new Server(app.server, {
      serveClient: false,
      cors: { origin: app.config.corsOrigins },
    });

    let pubsub: Redis[] = [];
    if (app.redis) {
      const pub = app.redis.duplicate();
      const sub = app.redis.duplicate();
      pubsub = [pub, sub];
      logRedisErrors(app, pub, 'socket.io publish');
      logRedisErrors(app, sub, 'socket.io subscribe');
      io.adapter(createAdapter(pub, sub, { key: 'backoffice:socket.io' }));
      // The adapter subscribed on creation; PING answers after those SUBSCRIBEs, so once ready this instance
      // hears the others' emits.
      await Promise.all([pub.ping(), sub.ping()]);
    }

    io.use((socket, next) => {
      const raw = socket.handshake.query.token ?? socket.handshake.auth?.token;
      const token = Array.isArray(raw) ? raw[0] : raw;
      app.tokens
        .verify(typeof token === 'string' ? token : null)
        .then((user) => {
          if (!user) return next(new Error('unauthorized'));
          socket.data.user = user;
          next();
        })
        .catch((error: Error) => {
          app.log.error({ err: error }, 'socket authentication failed');
          next(new Error('unavailable'));
        });
    });

    io.on('connection', (socket) => {
      const user = socket.data.user as AuthUser;
      const rooms = [userRoom(user.id), sessionRoom(user.jti), ChangeRooms.role(user.role)];
      if (user.role === Roles.Department && user.departmentId) rooms.push(ChangeRooms.department(user.departmentId));
      void socket.join(rooms);
      socket.emit('connected', { userId: user.id });
    });

    app.decorate('io', io);
    // On every instance (through the adapter); this instance's sockets are closed before it returns.
    app.decorate('disconnectUser', async (userId: string, jti?: string) => {
      io.in(jti ? sessionRoom(jti) : userRoom(userId)).disconnectSockets(true);
    });
    const ended = new Map<string, number>();
    app.decorate('sessionsEnded', (userId: string) => {
      const at = ended.get(userId);
      return at !== undefined && Date.now() - at < SESSION_ENDED_QUIET_MS;
    });
    // The event goes out before the disconnect: engine.io drains a socket's write buffer before it closes.
    app.decorate('endSessions', async (userId: string) => {
      const now = Date.now();
      for (const [id, at] of ended) if (now - at >= SESSION_ENDED_QUIET_MS) ended.delete(id);
      ended.set(userId, now);
      io.to(userRoom(userId)).emit('session_ended');
      await app.disconnectUser(userId);
    });

    // io.close() would also close the HTTP server and hang shutdown (docs/toolchain.md, "Back end").
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
    });
    app.addHook('onClose', async () => {
      io.engine.close();
      if (pubsub.length) {
        // Unsubscribes (the other instances stop counting this one), then closes both connections.
        io.of('/').adapter.close();
        await Promise.all(pubsub.map(closeRedis));
      }
    });
  },
  { name: 'socket', dependencies: ['config', 'auth'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Whether this instance ended `userId`'s sessions in the last {@link SESSION_ENDED_QUIET_MS}: the live changes
     * skip that user's own room then (services/changes-plugin.ts).
     */
    sessionsEnded(userId: string): boolean;
  }
}
