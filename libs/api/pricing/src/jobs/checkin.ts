/**
 * The check-in job (docs/areas/pricing.md, "Jobs"): every reservation BOOKED whose check-in time was
 * CHECKIN_AFTER_MINUTES (5) or more minutes ago becomes CHECKEDIN, in one statement; each change is audited as
 * the system's (`reservation.checkin`).
 */
import { audit, type JobContext, type JobResult } from '@backoffice/api-server';
import { reservations } from '@backoffice/api-server/schema';
import { CHECKIN_AFTER_MINUTES } from '@backoffice/contracts';
import { and, eq, lte, sql } from 'drizzle-orm';
import { bookingLabel, jobActor, someOf, type JobDeps } from './common';

export const CHECKIN_JOB = 'reservation-checkin';

/** Checks in the reservations due as of `context.now`. @returns how many changed and a few booking numbers. */
export async function runCheckin(deps: Pick<JobDeps, 'db'>, context: Pick<JobContext, 'now' | 'runId'>): Promise<JobResult> {
  const due = new Date(context.now.getTime() - CHECKIN_AFTER_MINUTES * 60_000);
  const actor = jobActor(CHECKIN_JOB, context.runId);
  const changed = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(reservations)
      .set({ status: 'CHECKEDIN', updatedAt: sql`now()` })
      .where(and(eq(reservations.status, 'BOOKED'), lte(reservations.reservationStart, due)))
      .returning({ id: reservations.id, bookingNo: reservations.bookingNo });
    for (const r of rows) {
      await audit(tx, actor, { action: 'reservation.checkin', entityType: 'reservation', entityId: r.id, before: { status: 'BOOKED' }, after: { status: 'CHECKEDIN' } });
    }
    return rows;
  });
  const labels = changed.sort((a, b) => a.bookingNo - b.bookingNo).map((r) => bookingLabel(r.bookingNo));
  return {
    touched: changed.length,
    summary: changed.length === 0 ? 'No reservation to check in' : `Checked in ${changed.length} reservation${changed.length === 1 ? '' : 's'}: ${someOf(labels)}`,
  };
}
