import { io as connect, type Socket } from 'socket.io-client';
import type { ApiServer as App } from '../build-server';

/**
 * Starts `app` on a free loopback port for socket.io tests and returns a client factory: `open(token)` connects
 * like the console does (websocket transport, token in the query, no reconnection); `disconnectAll()` closes
 * every socket it opened. Listen for 'connected' right after `open`, before awaiting anything else: the server
 * emits it as soon as the handshake is done.
 */
export async function listenForSockets(app: App) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const sockets: Socket[] = [];
  return {
    url,
    open(token: string) {
      const socket = connect(url, { transports: ['websocket'], query: { token }, reconnection: false, forceNew: true });
      sockets.push(socket);
      return socket;
    },
    disconnectAll() {
      for (const s of sockets.splice(0)) s.disconnect();
    },
  };
}

/** The next `event` on `socket`, or a rejection after `ms` milliseconds. */
export function nextEvent<T>(socket: Socket, event: string, ms = 5000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}
