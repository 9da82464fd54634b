import type { PresenceUpdate } from '@backoffice/contracts';
import { setPresenceTransport, type PresenceTransport } from '@backoffice/shell-sdk';
import { fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { act, renderHook, screen } from '@testing-library/react';
import { ALSO_HERE, TicketPresence } from './ticket-presence';
import { TYPING_IDLE_MS, useTyping } from './use-typing';

/** The shell's transport, faked: what the page sent, and a way to deliver `presence` updates. */
function fakeShellSocket() {
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
  setPresenceTransport(transport);
  return { sent, deliver: (u: PresenceUpdate) => act(() => listeners.forEach((l) => l(u))) };
}

const agent = fakeUser({ id: 'me', role: 'Department', firstName: 'Asha' });
const person = (userId: string, firstName: string, lastName: string, typing = false) => ({ userId, firstName, lastName, typing });

afterEach(() => {
  setPresenceTransport(null);
  jest.useRealTimers();
});

describe('TicketPresence', () => {
  it('shows nothing while the agent is alone on the ticket, then the others with who is typing, in a polite live region', () => {
    const socket = fakeShellSocket();
    renderWithProviders(<TicketPresence ticketId="t1" typing={false} />, { shell: { user: agent } });
    const region = screen.getByTestId('ticket-presence');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    expect(socket.sent).toEqual(['join ticket:t1']);

    socket.deliver({ topic: 'ticket:t1', viewers: [person('me', 'Asha', 'Rao'), person('u2', 'Ana', 'Lopez', true), person('u3', 'Ravi', 'Kumar')] });
    expect(region).toHaveTextContent(`${ALSO_HERE}ALAna Lopez (typing…),RKRavi Kumar`);

    socket.deliver({ topic: 'ticket:t1', viewers: [person('me', 'Asha', 'Rao')] });
    expect(region).toBeEmptyDOMElement();
  });

  it("tells the others while the agent types", () => {
    const socket = fakeShellSocket();
    const view = renderWithProviders(<TicketPresence ticketId="t1" typing={false} />, { shell: { user: agent } });
    view.rerender(<TicketPresence ticketId="t1" typing />);
    view.rerender(<TicketPresence ticketId="t1" typing={false} />);
    view.unmount();
    expect(socket.sent).toEqual(['join ticket:t1', 'typing ticket:t1 true', 'typing ticket:t1 false', 'leave ticket:t1']);
  });

  it('joins nothing for the raising Employee', () => {
    const socket = fakeShellSocket();
    renderWithProviders(<TicketPresence ticketId="t1" typing />, { shell: { user: fakeUser({ role: 'Employee' }) } });
    expect(socket.sent).toEqual([]);
    expect(screen.getByTestId('ticket-presence')).toBeEmptyDOMElement();
  });
});

describe('useTyping', () => {
  it(`is false until the reply changes, true while it keeps changing, false ${TYPING_IDLE_MS} ms after the last change`, () => {
    jest.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useTyping(value), { initialProps: { value: '' } });
    expect(result.current).toBe(false);
    rerender({ value: '<p>H</p>' });
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(TYPING_IDLE_MS - 1000));
    rerender({ value: '<p>Hi</p>' });
    act(() => jest.advanceTimersByTime(TYPING_IDLE_MS - 1000));
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(false);
  });
});
