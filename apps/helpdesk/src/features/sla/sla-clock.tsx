import { formatDateTime, formatDuration, SLA_WARN_MARGIN_MINUTES, type TicketSla } from '@backoffice/contracts';
import { Badge } from '@backoffice/ui';
import { useEffect, useState } from 'react';

/** What the clock says, and its colour. */
export interface SlaClockState {
  text: string;
  /** red overdue, orange due within SLA_WARN_MARGIN_MINUTES, blue running, gray paused, green met. */
  palette: 'red' | 'orange' | 'blue' | 'gray' | 'green';
  /** The due instant spoken of (ISO), or null. */
  dueAt: string | null;
}

/**
 * The state of a ticket's SLA clock at `now` (docs/areas/helpdesk.md, "SLAs"), or null without an SLA: paused while
 * the ticket waits on its raiser; else the next unmet target (the first reply, then the resolution) with the time
 * left ("First reply due in 2 h 10 min") or past ("Overdue by 35 min"); "Met" once both are met. Durations are the
 * format module's (formatDuration), wall-clock minutes to the due instant the API computed in business hours.
 */
export function slaClockState(sla: TicketSla | null | undefined, now: Date): SlaClockState | null {
  if (!sla || (!sla.firstReplyDueAt && !sla.resolutionDueAt)) return null;
  if (sla.pausedAt) return { text: 'Paused (waiting on the raiser)', palette: 'gray', dueAt: null };
  const next =
    !sla.firstRepliedAt && sla.firstReplyDueAt
      ? { label: 'First reply', dueAt: sla.firstReplyDueAt }
      : !sla.resolvedAt && sla.resolutionDueAt
        ? { label: 'Resolution', dueAt: sla.resolutionDueAt }
        : null;
  if (!next) return { text: 'Met', palette: 'green', dueAt: null };
  const left = (new Date(next.dueAt).getTime() - now.getTime()) / 60_000;
  if (left <= 0) return { text: `${next.label} overdue by ${formatDuration(Math.max(1, Math.ceil(-left)))}`, palette: 'red', dueAt: next.dueAt };
  return {
    text: `${next.label} due in ${formatDuration(Math.floor(left))}`,
    palette: left <= SLA_WARN_MARGIN_MINUTES ? 'orange' : 'blue',
    dueAt: next.dueAt,
  };
}

/** The current instant, again every minute while mounted. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * A ticket's SLA clock as a badge (see {@link slaClockState}), re-rendered each minute; nothing when the ticket has
 * no SLA. Its title gives the due instant in the viewer's zone. For the ticket page and the ticket list.
 * @param sla the ticket's `sla` as the API answers it (Ticket.sla).
 */
export function SlaClock({ sla }: { sla: TicketSla | null | undefined }) {
  const now = useMinuteClock();
  const state = slaClockState(sla, now);
  if (!state) return null;
  return (
    <Badge
      colorPalette={state.palette}
      variant="subtle"
      data-palette={state.palette}
      title={state.dueAt ? `Due ${formatDateTime(state.dueAt)}` : undefined}
    >
      {state.text}
    </Badge>
  );
}
