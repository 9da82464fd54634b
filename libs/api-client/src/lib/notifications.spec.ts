import type { RecordChange } from '@backoffice/contracts';
import { connectNotifications } from './notifications';

/** The fake socket.io client: the sockets opened, each with the handlers the connection put on it. */
const opened: {
  url: unknown;
  options: unknown;
  handlers: Map<string, (payload?: unknown) => void>;
  disconnected: boolean;
  emitted: unknown[][];
}[] = [];
jest.mock('socket.io-client', () => ({
  io: (...args: unknown[]) => {
    const [url, options] = args.length === 2 ? args : [undefined, args[0]];
    const socket = { url, options, handlers: new Map<string, (payload?: unknown) => void>(), disconnected: false, emitted: [] as unknown[][] };
    opened.push(socket);
    return {
      on: (event: string, handler: (payload?: unknown) => void) => socket.handlers.set(event, handler),
      removeAllListeners: () => socket.handlers.clear(),
      disconnect: () => (socket.disconnected = true),
      emit: (...args: unknown[]) => socket.emitted.push(args),
    };
  },
}));

/** Lets the lazy import of socket.io-client settle. */
const loaded = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('connectNotifications', () => {
  afterEach(() => opened.splice(0));

  it("passes each 'change' event to onChange as sent, and the token in the handshake query", async () => {
    const changes: RecordChange[] = [];
    const connection = connectNotifications('tok', { onChange: (c) => changes.push(c) });
    await loaded();
    expect(opened).toHaveLength(1);
    expect(opened[0].options).toMatchObject({ transports: ['websocket'], query: { token: 'tok' } });
    const change: RecordChange = {
      type: 'ticket',
      id: '5d1c3f8e-0000-4000-8000-000000000001',
      action: 'ticket.reply',
      by: { id: '5d1c3f8e-0000-4000-8000-000000000002', name: 'Ada Lovelace' },
      at: '2026-12-06T15:00:00.000Z',
    };
    opened[0].handlers.get('change')?.(change);
    expect(changes).toEqual([change]);
    connection.disconnect();
    expect(opened[0].disconnected).toBe(true);
    // After disconnect no handler is left to call.
    expect(opened[0].handlers.size).toBe(0);
  });

  it('still delivers messages, and ignores a change when no onChange was given', async () => {
    const messages: unknown[] = [];
    connectNotifications('tok', { onMessage: (m) => messages.push(m) });
    await loaded();
    expect(() => opened[0].handlers.get('change')?.({ type: 'hotel', id: null })).not.toThrow();
    opened[0].handlers.get('message')?.({ _id: 'n1' });
    expect(messages).toEqual([{ _id: 'n1' }]);
  });

  it('opens no socket when disconnected before the client module loaded', async () => {
    connectNotifications('tok', { onChange: () => undefined }).disconnect();
    await loaded();
    expect(opened).toHaveLength(0);
  });

  it("passes 'presence' updates to onPresence and sends the console's presence events", async () => {
    const updates: unknown[] = [];
    const connection = connectNotifications('tok', { onPresence: (u) => updates.push(u) });
    // The connection's `emit` is optional on the type (older shells' mocks lack it); this client always has one.
    const emit = connection.emit;
    if (!emit) throw new Error('connectNotifications answered no emit');
    emit('presence:join', { topic: 'ticket:t0' }); // before the client loaded: dropped
    await loaded();
    const update = { topic: 'ticket:t1', viewers: [{ userId: 'u2', firstName: 'Ravi', lastName: 'Kumar', typing: true }] };
    opened[0].handlers.get('presence')?.(update);
    expect(updates).toEqual([update]);
    emit('presence:join', { topic: 'ticket:t1' });
    expect(opened[0].emitted).toEqual([['presence:join', { topic: 'ticket:t1' }]]);
  });
});
