/**
 * The about-to-breach notice (docs/areas/helpdesk.md, "SLAs"): a scheduled job, every minute, finds the open tickets
 * whose clock runs (not paused, not resolved) and whose first reply or resolution target is unmet and due within
 * SLA_WARN_MARGIN_MINUTES, not yet warned, and tells the assignee (or, unassigned, the active users of the ticket's
 * department). Each target is claimed by setting its `*_warned_at` (with a `ticket.sla_warning` audit event) before
 * the notice goes out, so a run repeated, retried or racing another instance never warns twice. A target passed
 * without a notice (the job was not running) gets none: it is a breach, which the dashboard counts.
 */
import {
  formatDuration,
  Roles,
  SLA_WARN_MARGIN_MINUTES,
  slaAboutToBreachNotificationText,
  ticketReference,
  TicketStatus,
  type SlaTarget,
} from '@backoffice/contracts';
import { audit, type Db, type JobDefinition, type JobResult, type NotificationService } from '@backoffice/api-server';
import { users } from '@backoffice/api-server/schema';
import { and, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { tickets } from '../helpdesk.schema';

/** The scheduled job's queue name. */
export const SLA_WARNINGS_JOB = 'helpdesk-sla-warnings';

/** What the job needs. */
export interface SlaWarningDeps {
  db: Db;
  notifications: Pick<NotificationService, 'notify'>;
}

const TARGETS = {
  firstReply: { due: tickets.firstReplyDueAt, met: tickets.firstRepliedAt, warned: tickets.firstReplyWarnedAt, key: 'firstReplyWarnedAt' },
  resolution: { due: tickets.resolutionDueAt, met: tickets.resolvedAt, warned: tickets.resolutionWarnedAt, key: 'resolutionWarnedAt' },
} as const;

/**
 * One run: warns of every target about to pass at `now` (see the file's comment).
 * @returns how many targets were warned of, and a line saying so.
 */
export async function runSlaWarnings(deps: SlaWarningDeps, now: Date): Promise<JobResult> {
  const horizon = new Date(now.getTime() + SLA_WARN_MARGIN_MINUTES * 60_000);
  let touched = 0;
  for (const target of Object.keys(TARGETS) as SlaTarget[]) {
    const c = TARGETS[target];
    const due = await deps.db
      .select({
        id: tickets.id,
        number: tickets.number,
        title: tickets.title,
        departmentId: tickets.departmentId,
        assigneeId: tickets.assigneeId,
        dueAt: c.due,
      })
      .from(tickets)
      .where(
        and(
          inArray(tickets.status, [TicketStatus.Open, TicketStatus.InProgress]),
          isNull(tickets.slaPausedAt),
          isNull(c.met),
          isNull(c.warned),
          gt(c.due, now),
          lte(c.due, horizon),
        ),
      );
    for (const t of due) {
      // The claim: only the run that sets `*_warned_at` sends the notice.
      const claimed = await deps.db.transaction(async (tx) => {
        const rows = await tx
          .update(tickets)
          .set({ [c.key]: now })
          .where(and(eq(tickets.id, t.id), isNull(c.warned)))
          .returning({ id: tickets.id });
        if (!rows.length) return false;
        await audit(tx, null, {
          action: 'ticket.sla_warning',
          entityType: 'ticket',
          entityId: t.id,
          before: { [c.key]: null },
          after: { [c.key]: now.toISOString(), reason: target === 'firstReply' ? 'first reply due soon' : 'resolution due soon' },
        });
        return true;
      });
      if (!claimed) continue;
      const to = await deps.db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.disabled, false),
            t.assigneeId
              ? eq(users.id, t.assigneeId)
              : or(and(eq(users.departmentId, t.departmentId), eq(users.role, Roles.Department))),
          ),
        );
      const left = formatDuration(Math.max(0, ((t.dueAt ?? now).getTime() - now.getTime()) / 60_000));
      await deps.notifications.notify(
        to.map((u) => u.id),
        slaAboutToBreachNotificationText(target, ticketReference(t.number), t.title, left),
        { entityType: 'ticket', entityId: t.id },
      );
      touched++;
    }
  }
  return { touched, summary: `${touched} SLA target${touched === 1 ? '' : 's'} about to pass notified` };
}

/** The job's definition (every minute, UTC), for `app.jobs.define`. */
export function slaWarningsJob(deps: SlaWarningDeps): JobDefinition {
  return {
    name: SLA_WARNINGS_JOB,
    label: 'SLA warnings',
    description: `Tells the assignee (or the department) of each ticket whose first reply or resolution is due within ${SLA_WARN_MARGIN_MINUTES} minutes.`,
    cron: '* * * * *',
    timezone: 'UTC',
    retryLimit: 1,
    retryDelaySeconds: 30,
    run: (context) => runSlaWarnings(deps, context.now),
  };
}
