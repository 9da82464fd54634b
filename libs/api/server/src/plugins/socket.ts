import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { userRoom } from '../services/notifications';
import type { AuthUser } from '../services/tokens';

/**
 * Live notifications: socket.io attached to `app.server` (fastify-socket.io does not install on Fastify 5).
 * The token comes in the handshake query; bad or revoked tokens are refused. Each user joins `user:<id>`
 * and gets `connected`; the notification service emits `message` there.
 */
export default fp(
  async function socket(app: FastifyInstance) {
    const io = new Server(app.server, {
      serveClient: false,
      cors: { origin: app.config.corsOrigins },
    });

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
      void socket.join(userRoom(user.id));
      socket.emit('connected', { userId: user.id });
    });

    app.decorate('io', io);
    app.decorate('disconnectUser', async (userId: string, jti?: string) => {
      const sockets = await io.in(userRoom(userId)).fetchSockets();
      for (const s of sockets) if (!jti || (s.data.user as AuthUser).jti === jti) s.disconnect(true);
    });
    // The event goes out before the disconnect: engine.io drains a socket's write buffer before it closes.
    app.decorate('endSessions', async (userId: string) => {
      io.to(userRoom(userId)).emit('session_ended');
      await app.disconnectUser(userId);
    });

    // io.close() would also close the HTTP server and hang shutdown (docs/toolchain.md, "Back end").
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
    });
    app.addHook('onClose', async () => {
      io.engine.close();
    });
  },
  { name: 'socket', dependencies: ['config', 'auth'] },
);
