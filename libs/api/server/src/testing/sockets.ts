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
    /** Opens a socket per token, in order, and resolves with them once every one has heard 'connected'. */
    async openConnected(...tokens: string[]): Promise<Socket[]> {
      // No await between opening a socket and listening for 'connected': the event could pass unheard.
      const opened = tokens.map((token) => this.open(token));
      await Promise.all(opened.map((socket) => nextEvent(socket, 'connected')));
      return opened;
    },
    /**
     * Opens a socket per token, each recording the payloads of `event` it hears (the live changes: docs/areas/
     * platform.md, "Live changes"); resolves once all are connected.
     */
    async openAll<K extends string, T>(tokens: Record<K, string>, event: string): Promise<Record<K, { socket: Socket; heard: T[] }>> {
      const entries = (Object.keys(tokens) as K[]).map((who) => {
        // No await between opening a socket and listening for 'connected': the event could pass unheard.
        const socket = this.open(tokens[who]);
        const heard: T[] = [];
        socket.on(event, (payload: T) => heard.push(payload));
        return [who, { socket, heard }, nextEvent(socket, 'connected')] as const;
      });
      await Promise.all(entries.map(([, , connected]) => connected));
      return Object.fromEntries(entries.map(([who, e]) => [who, e])) as Record<K, { socket: Socket; heard: T[] }>;
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
