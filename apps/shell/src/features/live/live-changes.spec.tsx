import { connectNotifications, listNotifications, type NotificationHandlers } from '@backoffice/api-client';
import type { RecordChange } from '@backoffice/contracts';
import { resetRecordChanges, subscribeRecordChanges } from '@backoffice/shell-sdk';
import { createTestQueryClient, renderWithProviders } from '@backoffice/test-utils';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { useNotifications } from '../notifications/use-notifications';
import { CHANGE_COALESCE_MS, createLiveChanges } from './live-changes';

jest.mock('@backoffice/api-client', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client', [
    'listNotifications', 'markNotificationsRead', 'connectNotifications',
  ]),
);

// The fake socket: the handlers the console gave connectNotifications.
let socket: NotificationHandlers = {};
const disconnect = jest.fn();

const change = (over: Partial<RecordChange> = {}): RecordChange => ({
  type: 'ticket',
  id: 't1',
  action: 'ticket.create',
  by: { id: 'u2', name: 'Ravi Kumar' },
  at: '2026-12-06T10:00:00.000Z',
  ...over,
});

/** One query per family the console shows: each counts its loads. */
const FAMILIES = ['tickets', 'departments', 'search', 'audit', 'views', 'dashboard', 'hotels', 'billing', 'users'] as const;
type Family = (typeof FAMILIES)[number];
let loads: Record<Family, number>;

function Screen() {
  useNotifications('tok');
  return (
    <>
      {FAMILIES.map((family) => (
        <Family key={family} family={family} />
      ))}
    </>
  );
}

function Family({ family }: { family: Family }) {
  const query = useQuery({
    queryKey: [family, 'list', { page: 1 }],
    queryFn: () => {
      loads[family] += 1;
      return `${family} #${loads[family]}`;
    },
  });
  return <p>{query.data ?? `${family} loading`}</p>;
}

const loaded = (family: Family, times: number) => screen.findByText(`${family} #${times}`);

async function renderScreen(queryClient: QueryClient = createTestQueryClient()) {
  const view = renderWithProviders(<Screen />, { queryClient });
  for (const family of FAMILIES) await loaded(family, 1);
  await waitFor(() => expect(listNotifications).toHaveBeenCalledTimes(1));
  return view;
}

beforeEach(() => {
  socket = {};
  disconnect.mockReset();
  resetRecordChanges();
  loads = Object.fromEntries(FAMILIES.map((f) => [f, 0])) as Record<Family, number>;
  jest.mocked(listNotifications).mockReset().mockResolvedValue([]);
  jest.mocked(connectNotifications).mockReset().mockImplementation((_token, handlers) => {
    socket = handlers ?? {};
    return { disconnect };
  });
});

describe('live changes in the console', () => {
  it("reloads the families that may show a ticket (its lists, departments, search, histories, views, dashboard), not the others", async () => {
    await renderScreen();
    act(() => socket.onChange?.(change()));
    for (const family of ['tickets', 'departments', 'search', 'audit', 'views', 'dashboard'] as const) await loaded(family, 2);
    expect(screen.getByText('hotels #1')).toBeInTheDocument();
    expect(screen.getByText('billing #1')).toBeInTheDocument();
    expect(screen.getByText('users #1')).toBeInTheDocument();
    expect(loads).toMatchObject({ hotels: 1, billing: 1, users: 1 });
  });

  it('marks a family that is not on screen stale without loading it', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['chains', 'list'], ['cached']);
    await renderScreen(queryClient);
    act(() => socket.onChange?.(change({ type: 'hotel', id: 'h1' })));
    await loaded('hotels', 2);
    expect(queryClient.getQueryState(['chains', 'list'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(['chains', 'list'])).toEqual(['cached']);
    expect(loads.tickets).toBe(1);
  });

  it("publishes each change to shell-sdk's feed, the signed-in user's own too", async () => {
    const seen: RecordChange[] = [];
    const stop = subscribeRecordChanges((c) => seen.push(c));
    await renderScreen();
    const own = change({ by: { id: 'u1', name: 'Asha' } });
    act(() => socket.onChange?.(own));
    stop();
    expect(seen).toEqual([own]);
    await loaded('tickets', 2);
  });

  it('refetches everything on screen when the socket connects again, not on its first connect', async () => {
    await renderScreen();
    act(() => socket.onConnected?.());
    await waitFor(() => expect(listNotifications).toHaveBeenCalledTimes(2));
    expect(loads.hotels).toBe(1);
    act(() => socket.onDisconnect?.('transport close'));
    act(() => socket.onConnected?.());
    for (const family of FAMILIES) await loaded(family, 2);
    await waitFor(() => expect(listNotifications).toHaveBeenCalledTimes(3));
  });

  it('stops with the socket: nothing is invalidated after unmount', async () => {
    jest.useFakeTimers();
    try {
      const queryClient = createTestQueryClient();
      const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
      const { unmount } = renderWithProviders(<Screen />, { queryClient });
      act(() => {
        socket.onChange?.(change());
        socket.onChange?.(change());
      });
      const before = invalidate.mock.calls.length;
      unmount();
      expect(disconnect).toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(CHANGE_COALESCE_MS * 2));
      expect(invalidate.mock.calls.length).toBe(before);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('createLiveChanges', () => {
  afterEach(() => jest.useRealTimers());

  /** The roots each invalidateQueries call matched, read through its predicate. */
  function rootsInvalidated(invalidate: jest.SpyInstance) {
    return invalidate.mock.calls.map(([filters]) => {
      const predicate = (filters as { predicate: (q: { queryKey: readonly unknown[] }) => boolean }).predicate;
      return ['tickets', 'departments', 'search', 'audit', 'views', 'dashboard', 'hotels'].filter((root) => predicate({ queryKey: [root, 'x'] }));
    });
  }

  it(`coalesces a burst: one invalidation per family at once, one more ${CHANGE_COALESCE_MS} ms later`, () => {
    jest.useFakeTimers();
    const queryClient = createTestQueryClient();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries').mockResolvedValue(undefined);
    const live = createLiveChanges(queryClient);
    for (let i = 0; i < 20; i += 1) live.onChange(change({ id: `t${i}` }));
    expect(rootsInvalidated(invalidate).flat().sort()).toEqual(['audit', 'dashboard', 'departments', 'search', 'tickets', 'views']);
    jest.advanceTimersByTime(CHANGE_COALESCE_MS - 1);
    expect(invalidate).toHaveBeenCalledTimes(6);
    jest.advanceTimersByTime(1);
    expect(invalidate).toHaveBeenCalledTimes(12);
    // Quiet afterwards: no third round without another change.
    jest.advanceTimersByTime(CHANGE_COALESCE_MS * 3);
    expect(invalidate).toHaveBeenCalledTimes(12);
    // A single change later invalidates at once, and nothing more when its window ends.
    live.onChange(change({ type: 'hotel', id: 'h1' }));
    expect(rootsInvalidated(invalidate).slice(12).flat()).toContain('hotels');
    const afterHotel = invalidate.mock.calls.length;
    jest.advanceTimersByTime(CHANGE_COALESCE_MS);
    expect(invalidate).toHaveBeenCalledTimes(afterHotel);
    live.dispose();
  });
});
