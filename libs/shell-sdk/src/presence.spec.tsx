import { PRESENCE_TYPING_REPEAT_MS, type PresenceUpdate, type PresenceViewer } from '@backoffice/contracts';
import { act, renderHook } from '@testing-library/react';
import { setPresenceTransport, usePresence, type PresenceTransport } from './presence';
import { shellWrapper, testShell } from './testing/test-shell';

const wrapper = shellWrapper(testShell({ role: 'Department' }));

const viewer = (userId: string, firstName: string, typing = false): PresenceViewer => ({ userId, firstName, lastName: 'X', typing });

/** A fake shell transport: records what the hook sends, and lets the test deliver `presence` updates. */
function fakeTransport() {
  const sent: string[] = [];
  const listeners = new Set<(u: PresenceUpdate) => void>();
  const transport: PresenceTransport = {
    join: (topic) => sent.push(`join ${topic}`),
    leave: (topic) => sent.push(`leave ${topic}`),
    setTyping: (topic, typing) => sent.push(`typing ${topic} ${typing}`),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const deliver = (update: PresenceUpdate) => act(() => listeners.forEach((l) => l(update)));
  return { transport, sent, deliver, listeners };
}

afterEach(() => {
  setPresenceTransport(null);
  jest.useRealTimers();
});

describe('usePresence', () => {
  it('reads nobody without a shell transport, and joins once one is registered', () => {
    const { result } = renderHook(() => usePresence('ticket:t1', false), { wrapper });
    expect(result.current).toEqual([]);
    const fake = fakeTransport();
    act(() => setPresenceTransport(fake.transport));
    expect(fake.sent).toEqual(['join ticket:t1']);
  });

  it("lists the others on its topic, not the signed-in user, and ignores other topics' updates", () => {
    const fake = fakeTransport();
    setPresenceTransport(fake.transport);
    const { result } = renderHook(() => usePresence('ticket:t1', false), { wrapper });
    fake.deliver({ topic: 'ticket:t1', viewers: [viewer('me', 'Asha'), viewer('u2', 'Ravi', true)] });
    expect(result.current).toEqual([viewer('u2', 'Ravi', true)]);
    fake.deliver({ topic: 'ticket:t2', viewers: [viewer('u3', 'Mei')] });
    expect(result.current).toEqual([viewer('u2', 'Ravi', true)]);
    fake.deliver({ topic: 'ticket:t1', viewers: [viewer('me', 'Asha')] });
    expect(result.current).toEqual([]);
  });

  it('leaves and forgets the list when the topic changes or the page unmounts', () => {
    const fake = fakeTransport();
    setPresenceTransport(fake.transport);
    const { result, rerender, unmount } = renderHook(({ topic }) => usePresence(topic, false), {
      wrapper,
      initialProps: { topic: 'ticket:t1' as string | null },
    });
    fake.deliver({ topic: 'ticket:t1', viewers: [viewer('u2', 'Ravi')] });
    rerender({ topic: 'ticket:t2' });
    expect(result.current).toEqual([]);
    rerender({ topic: null });
    unmount();
    expect(fake.sent).toEqual(['join ticket:t1', 'leave ticket:t1', 'join ticket:t2', 'leave ticket:t2']);
    expect(fake.listeners.size).toBe(0);
  });

  it(`says "typing" at once, again every ${PRESENCE_TYPING_REPEAT_MS} ms while typing, and stops when typing ends`, () => {
    jest.useFakeTimers();
    const fake = fakeTransport();
    setPresenceTransport(fake.transport);
    const { rerender } = renderHook(({ typing }) => usePresence('ticket:t1', typing), { wrapper, initialProps: { typing: false } });
    rerender({ typing: true });
    act(() => jest.advanceTimersByTime(PRESENCE_TYPING_REPEAT_MS * 2));
    rerender({ typing: false });
    act(() => jest.advanceTimersByTime(PRESENCE_TYPING_REPEAT_MS * 2));
    expect(fake.sent).toEqual([
      'join ticket:t1',
      'typing ticket:t1 true',
      'typing ticket:t1 true',
      'typing ticket:t1 true',
      'typing ticket:t1 false',
    ]);
  });
});
