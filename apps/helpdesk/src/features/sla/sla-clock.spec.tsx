import type { TicketSla } from '@backoffice/contracts';
import { UiProvider } from '@backoffice/ui';
import { act, render, screen } from '@testing-library/react';
import { SlaClock, slaClockState } from './sla-clock';

const NOW = new Date('2026-03-09T10:00:00Z');
const sla = (over: Partial<TicketSla> = {}): TicketSla => ({
  firstReplyDueAt: '2026-03-09T12:10:00.000Z',
  firstRepliedAt: null,
  resolutionDueAt: '2026-03-10T10:00:00.000Z',
  resolvedAt: null,
  pausedAt: null,
  ...over,
});
const show = (value: TicketSla | null) =>
  render(
    <UiProvider withToaster={false}>
      <SlaClock sla={value} />
    </UiProvider>,
  );

describe('SlaClock', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  it('counts down to the first reply each minute, then says by how much it is overdue', () => {
    show(sla({ firstReplyDueAt: '2026-03-09T10:02:00.000Z' }));
    expect(screen.getByText('First reply due in 2 min')).toHaveAttribute('data-palette', 'orange');
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('First reply due in 1 min')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2 * 60_000));
    expect(screen.getByText('First reply overdue by 1 min')).toHaveAttribute('data-palette', 'red');
    act(() => jest.advanceTimersByTime(34 * 60_000));
    expect(screen.getByText('First reply overdue by 35 min')).toBeInTheDocument();
  });

  it('speaks of the resolution once the first reply is met, and of nothing once both are', () => {
    show(sla({ firstReplyDueAt: '2026-03-09T12:10:00.000Z' }));
    expect(screen.getByText('First reply due in 2 h 10 min')).toHaveAttribute('data-palette', 'blue');
    expect(slaClockState(sla({ firstRepliedAt: '2026-03-09T09:00:00.000Z' }), NOW)?.text).toBe('Resolution due in 1 d');
    expect(slaClockState(sla({ firstRepliedAt: '2026-03-09T09:00:00.000Z', resolvedAt: '2026-03-09T09:30:00.000Z' }), NOW)).toMatchObject({
      text: 'Met',
      palette: 'green',
    });
  });

  it('says the clock is paused while the ticket waits on its raiser', () => {
    show(sla({ pausedAt: '2026-03-09T09:00:00.000Z', firstReplyDueAt: '2026-03-09T09:30:00.000Z' }));
    expect(screen.getByText('Paused (waiting on the raiser)')).toHaveAttribute('data-palette', 'gray');
  });

  it('shows nothing for a ticket without an SLA', () => {
    const { container } = show(null);
    expect(container.textContent).toBe('');
    expect(slaClockState({ ...sla(), firstReplyDueAt: null, resolutionDueAt: null }, NOW)).toBeNull();
  });
});
