/**
 * The SLA clock (docs/areas/helpdesk.md, "SLAs"): {@link TicketHooks} that keep a ticket's SLA columns, inside the
 * transaction of the ticket's write, each change recorded as `ticket.sla` (the columns before and after, and a
 * `reason`) so that the ticket's History explains the clock:
 * - created: both due instants computed in the department's business hours from the ticket's creation (none without
 *   a policy: the ticket has no SLA) — `started`;
 * - replied: the first reply by someone other than the raiser that is not an internal note meets the first reply
 *   target (`first reply met`, or `first reply breached` when after its due instant); an agent's reply waiting on the
 *   raiser pauses the clock (`paused`); the raiser's reply while paused resumes it, moving each unmet due instant on
 *   by the business minutes of the pause (`resumed`);
 * - statusChanged: Resolved or Closed meets the resolution target and ends a pause (`resolved`, or `resolved late`);
 *   back to Open or In Progress clears it (`reopened`) and recomputes nothing else.
 */
import {
  addBusinessMinutes,
  businessMinutesBetween,
  TicketStatus,
  type BusinessCalendar,
} from '@backoffice/contracts';
import { audit, changedFields, type Actor, type Tx } from '@backoffice/api-server';
import { eq } from 'drizzle-orm';
import { tickets } from '../helpdesk.schema';
import type { TicketHooks } from '../tickets/hooks';
import { readPolicy } from './policies';

/** The SLA columns of a ticket. */
export interface SlaColumns {
  firstReplyDueAt: Date | null;
  firstRepliedAt: Date | null;
  resolutionDueAt: Date | null;
  resolvedAt: Date | null;
  slaPausedAt: Date | null;
  firstReplyWarnedAt: Date | null;
  resolutionWarnedAt: Date | null;
}

const slaColumns = {
  firstReplyDueAt: tickets.firstReplyDueAt,
  firstRepliedAt: tickets.firstRepliedAt,
  resolutionDueAt: tickets.resolutionDueAt,
  resolvedAt: tickets.resolvedAt,
  slaPausedAt: tickets.slaPausedAt,
  firstReplyWarnedAt: tickets.firstReplyWarnedAt,
  resolutionWarnedAt: tickets.resolutionWarnedAt,
};

const isDone = (status: number) => status === TicketStatus.Resolved || status === TicketStatus.Closed;

/** The columns as the audit trail shows them (ISO strings or null; the warned-at columns left out). */
function audited(c: SlaColumns): Record<string, string | null> {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    firstReplyDueAt: iso(c.firstReplyDueAt),
    firstRepliedAt: iso(c.firstRepliedAt),
    resolutionDueAt: iso(c.resolutionDueAt),
    resolvedAt: iso(c.resolvedAt),
    slaPausedAt: iso(c.slaPausedAt),
  };
}

/** The ticket's SLA columns (the repository has locked its row). */
async function readColumns(tx: Tx, ticketId: string): Promise<SlaColumns | undefined> {
  const [row] = await tx.select(slaColumns).from(tickets).where(eq(tickets.id, ticketId));
  return row;
}

/** Writes the changed columns and records `ticket.sla` with them and the reasons; nothing when nothing changed. */
async function apply(tx: Tx, ticketId: string, old: SlaColumns, next: SlaColumns, reasons: string[], actor: Actor): Promise<void> {
  const change = changedFields(audited(old), audited(next));
  if (!Object.keys(change.after).length) return;
  await tx.update(tickets).set(next).where(eq(tickets.id, ticketId));
  await audit(tx, actor, {
    action: 'ticket.sla',
    entityType: 'ticket',
    entityId: ticketId,
    before: change.before,
    after: { ...change.after, reason: reasons.join(', ') },
  });
}

/** `due` moved on by the business minutes from `pausedAt` to `resumedAt` (wall-clock time without a calendar). */
function movedOn(due: Date, pausedAt: Date, resumedAt: Date, calendar: BusinessCalendar | undefined): Date {
  if (!calendar) return new Date(due.getTime() + Math.max(0, resumedAt.getTime() - pausedAt.getTime()));
  const paused = Math.max(0, businessMinutesBetween(pausedAt, resumedAt, calendar));
  return addBusinessMinutes(due, paused, calendar);
}

/** Options of {@link slaClockHooks}. */
export interface SlaClockOptions {
  /** "Now" of a status change (the reply's own instant is used for replies); tests pass a controlled clock. */
  now?: () => Date;
}

/** The clock's hooks, to register with `app.tickets.addHooks` (see the file's comment). */
export function slaClockHooks(options: SlaClockOptions = {}): TicketHooks {
  const now = options.now ?? (() => new Date());
  return {
    async created(tx, ticket, actor) {
      const stored = await readPolicy(tx, ticket.departmentId);
      if (!stored) return;
      const old = await readColumns(tx, ticket.id);
      if (!old) return;
      const { policy, calendar } = stored;
      await apply(
        tx,
        ticket.id,
        old,
        {
          ...old,
          firstReplyDueAt: addBusinessMinutes(ticket.createdAt, policy.firstReplyMinutes, calendar),
          resolutionDueAt: addBusinessMinutes(ticket.createdAt, policy.resolutionMinutes, calendar),
        },
        ['started'],
        actor,
      );
    },

    async replied(tx, ticket, reply, actor) {
      const old = await readColumns(tx, ticket.id);
      if (!old || (!old.firstReplyDueAt && !old.resolutionDueAt)) return;
      const next = { ...old };
      const reasons: string[] = [];
      const byAgent = reply.userId !== ticket.userId && !reply.internal;
      if (byAgent && !old.firstRepliedAt && old.firstReplyDueAt) {
        next.firstRepliedAt = reply.at;
        reasons.push(reply.at > old.firstReplyDueAt ? 'first reply breached' : 'first reply met');
      }
      if (byAgent && reply.waitingOnRaiser && !old.slaPausedAt && !old.resolvedAt) {
        next.slaPausedAt = reply.at;
        reasons.push('paused');
      }
      if (reply.userId === ticket.userId && old.slaPausedAt) {
        const calendar = (await readPolicy(tx, ticket.departmentId))?.calendar;
        if (old.firstReplyDueAt && !old.firstRepliedAt) {
          next.firstReplyDueAt = movedOn(old.firstReplyDueAt, old.slaPausedAt, reply.at, calendar);
          next.firstReplyWarnedAt = null;
        }
        if (old.resolutionDueAt && !old.resolvedAt) {
          next.resolutionDueAt = movedOn(old.resolutionDueAt, old.slaPausedAt, reply.at, calendar);
          next.resolutionWarnedAt = null;
        }
        next.slaPausedAt = null;
        reasons.push('resumed');
      }
      if (reasons.length) await apply(tx, ticket.id, old, next, reasons, actor);
    },

    async statusChanged(tx, ticket, before, after, actor) {
      const old = await readColumns(tx, ticket.id);
      if (!old || (!old.firstReplyDueAt && !old.resolutionDueAt)) return;
      if (isDone(after) && !old.resolvedAt) {
        const at = now();
        // While paused the due instant stands still: it is compared as the pause would have moved it.
        let due = old.resolutionDueAt;
        if (due && old.slaPausedAt) due = movedOn(due, old.slaPausedAt, at, (await readPolicy(tx, ticket.departmentId))?.calendar);
        const late = !!due && at > due;
        await apply(tx, ticket.id, old, { ...old, resolvedAt: at, slaPausedAt: null }, [late ? 'resolved late' : 'resolved'], actor);
      } else if (isDone(before) && !isDone(after) && old.resolvedAt) {
        await apply(tx, ticket.id, old, { ...old, resolvedAt: null }, ['reopened'], actor);
      }
    },
  };
}
