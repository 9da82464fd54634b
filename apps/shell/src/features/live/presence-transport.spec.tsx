import { connectNotifications, listNotifications, type NotificationHandlers } from '@backoffice/api-client';
import type { PresenceUpdate } from '@backoffice/contracts';
import { ShellProvider, usePresence, type ShellContextValue } from '@backoffice/shell-sdk';
import { renderWithProviders } from '@backoffice/test-utils';
import { act, screen, waitFor } from '@testing-library/react';
import { useNotifications } from '../notifications/use-notifications';
import { createPresenceTransport } from './presence-transport';

jest.mock('@backoffice/api-client', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client', [
    'listNotifications', 'markNotificationsRead', 'connectNotifications',
  ]),
);

describe('createPresenceTransport', () => {
  function transport() {
    const sent: unknown[][] = [];
    const t = createPresenceTransport((event, payload) => sent.push([event, payload]));
    return { t, sent };
  }

  it('joins a topic once for several pages of this tab, and leaves when the last one leaves', () => {
    const { t, sent } = transport();
    t.join('ticket:t1');
    t.join('ticket:t1');
    t.leave('ticket:t1');
    expect(sent).toEqual([['presence:join', { topic: 'ticket:t1' }]]);
    t.leave('ticket:t1');
    t.leave('ticket:t1');
    expect(sent).toEqual([
      ['presence:join', { topic: 'ticket:t1' }],
      ['presence:leave', { topic: 'ticket:t1' }],
    ]);
  });

  it('sends typing for a joined topic only, and joins again (with its typing) on a reconnect', () => {
    const { t, sent } = transport();
    t.setTyping('ticket:t9', true);
    expect(sent).toEqual([]);
    t.join('ticket:t1');
    t.join('ticket:t2');
    t.setTyping('ticket:t2', true);
    sent.splice(0);
    t.onConnected();
    expect(sent).toEqual([
      ['presence:join', { topic: 'ticket:t1' }],
      ['presence:join', { topic: 'ticket:t2' }],
      ['presence:typing', { topic: 'ticket:t2', typing: true }],
    ]);
  });

  it('hands updates to its subscribers until they stop or it is disposed; sends nothing once disposed', () => {
    const { t, sent } = transport();
    const got: PresenceUpdate[] = [];
    const stop = t.subscribe((u) => got.push(u));
    const update: PresenceUpdate = { topic: 'ticket:t1', viewers: [] };
    t.onPresence(update);
    stop();
    t.onPresence(update);
    expect(got).toEqual([update]);
    t.subscribe((u) => got.push(u));
    t.dispose();
    t.onPresence(update);
    t.join('ticket:t1');
    expect(got).toHaveLength(1);
    expect(sent).toEqual([]);
  });
});

describe('presence over the notifications socket', () => {
  let socket: NotificationHandlers = {};
  const emitted: unknown[][] = [];
  const shell: ShellContextValue = {
    user: { id: 'me', role: 'Department', firstName: 'Asha', displayName: 'Asha' },
    token: 'tok',
    logout: jest.fn(),
    notify: jest.fn(),
  };

  function Page() {
    useNotifications('tok');
    const others = usePresence('ticket:t1', false);
    return <p>{others.length ? `Also here: ${others.map((o) => o.firstName).join(', ')}` : 'alone'}</p>;
  }

  beforeEach(() => {
    emitted.splice(0);
    jest.mocked(listNotifications).mockReset().mockResolvedValue([]);
    jest.mocked(connectNotifications).mockReset().mockImplementation((_token, handlers) => {
      socket = handlers ?? {};
      return { disconnect: jest.fn(), emit: (event, payload) => emitted.push([event, payload]) };
    });
  });

  it("lets a remote's page join its ticket through the shell's socket, see the others, and join again after a reconnect", async () => {
    const { unmount } = renderWithProviders(
      <ShellProvider value={shell}>
        <Page />
      </ShellProvider>,
    );
    await waitFor(() => expect(emitted).toEqual([['presence:join', { topic: 'ticket:t1' }]]));
    act(() =>
      socket.onPresence?.({
        topic: 'ticket:t1',
        viewers: [
          { userId: 'me', firstName: 'Asha', lastName: 'R', typing: false },
          { userId: 'u2', firstName: 'Ravi', lastName: 'K', typing: false },
        ],
      }),
    );
    expect(await screen.findByText('Also here: Ravi')).toBeInTheDocument();
    act(() => socket.onConnected?.());
    expect(emitted.at(-1)).toEqual(['presence:join', { topic: 'ticket:t1' }]);
    unmount();
    // The socket closed with the page: no leave is sent on a socket that is gone.
    expect(emitted.filter(([event]) => event === 'presence:leave')).toEqual([]);
  });
});
