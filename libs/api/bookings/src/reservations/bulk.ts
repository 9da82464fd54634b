/**
 * The bookings area's bulk action (docs/areas/bookings.md, "No shows"; the runner: docs/areas/platform.md, "Bulk
 * runs"): `noShows.approve` captures the no-show charges of a selection (`ids`: charge ids, as the Approve button
 * sends) or of the unapproved no-show list's window (`scope`: `{ from, to }` days, YYYY-MM-DD, in `zone`, default
 * Australia/Sydney), each through the very method the one-by-one approval uses (`app.reservations.captureNoShow`:
 * the money-action protocol, audited `reservation.no_show_charge`). A charge already captured is skipped ("Already
 * approved"), so a second run changes nothing; a charge at or above its currency's four-eyes threshold is not
 * captured: an approval request is made instead and the item skipped ("Approval requested").
 */
import { ApprovalMessages, BULK_RUN_MAX_ITEMS, BulkMessages, DEFAULT_TIMEZONE, endOfDayIn, formatMoney, isTimeZone, startOfDayIn } from '@backoffice/contracts';
import { HttpError, badRequest, isUuid, type Actor, type BulkActionDefinition, type BulkItemRef, type BulkSelection } from '@backoffice/api-server';
import { charges, reservations } from '@backoffice/api-server/schema';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { listNoShows } from './no-shows';
import { bookingIdOf } from './query';

/** Ours: the reasons and answers of `noShows.approve` (the run's report). */
export const NoShowBulkMessages = {
  /** Skipped: the charge was captured already. */
  alreadyApproved: 'Already approved',
  /** Skipped: the amount needs a second SuperAdmin; a request was made. */
  approvalRequested: 'Approval requested',
  /** Skipped: a request for this charge waits already. */
  approvalAlreadyRequested: 'Approval already requested',
  /** Done. */
  captured: (amount: string) => `Captured ${amount}`,
  /** 400: a scope without its days, or days that are not YYYY-MM-DD, or an unknown zone. */
  scopeInvalid: 'Choose the no-show window: from and to days (YYYY-MM-DD).',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;


/**
 * The charges of a selection (`ids`, charge ids, in the given order, duplicates once; an id naming no charge stays,
 * named by its id, and is skipped when worked) or of the unapproved no-show list's window (`scope`).
 * @throws HttpError 400 (options given; a scope without valid days).
 */
async function resolveNoShows(app: FastifyInstance, selection: BulkSelection): Promise<{ title: string; items: BulkItemRef[] }> {
  if (Object.keys(selection.params).length) throw badRequest(BulkMessages.badParams);
  if (selection.scope) {
    const { from, to, zone = DEFAULT_TIMEZONE, ...rest } = selection.scope;
    if (Object.keys(rest).length || !from || !to || !DAY.test(from) || !DAY.test(to) || to < from || !isTimeZone(zone)) throw badRequest(NoShowBulkMessages.scopeInvalid);
    const rows = await listNoShows(app.db, { reservationStart: startOfDayIn(from, zone), reservationEnd: endOfDayIn(to, zone), captured: false });
    const items = rows
      .filter((r) => r.charge)
      .slice(0, BULK_RUN_MAX_ITEMS + 1)
      .map((r) => ({ id: r.charge?._id as string, record: { type: 'reservation' as const, id: r._id, name: r.bookingId } }));
    return { title: `unapproved, ${from} to ${to}`, items };
  }
  const ids = [...new Set(selection.ids ?? [])];
  const known = ids.filter(isUuid);
  const rows = known.length
    ? await app.db
        .select({ id: charges.id, reservationId: reservations.id, bookingNo: reservations.bookingNo })
        .from(charges)
        .innerJoin(reservations, eq(reservations.id, charges.reservationId))
        .where(inArray(charges.id, known))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = ids.map((id) => {
    const r = byId.get(id);
    return { id, record: r ? { type: 'reservation' as const, id: r.reservationId, name: bookingIdOf(r.bookingNo) } : { type: 'reservation' as const, id, name: id } };
  });
  return { title: `${ids.length} selected ${ids.length === 1 ? 'no-show' : 'no-shows'}`, items };
}

/** `noShows.approve`, for `app.bulk.define` (index.ts). */
export function bookingsBulkActions(app: FastifyInstance): BulkActionDefinition[] {
  return [
    {
      action: 'noShows.approve',
      resolve: (selection) => resolveNoShows(app, selection),
      /**
       * Captures one no-show charge as POST /reservation/chargeStripeIntent does (the four-eyes gate first, then
       * `captureNoShow`). Captured already: skipped; no such charge: skipped; at or above the threshold: a request
       * is made (or one waits already) and the item is skipped.
       * @throws HttpError 409 (not a no-show, busy), 402 (the provider refused), 502 (outcome unknown: a later run
       *   retries under the same provider key).
       */
      async runItem(id: string, _params, actor: Actor) {
        const [charge] = isUuid(id) ? await app.db.select({ captured: charges.captured }).from(charges).where(eq(charges.id, id)) : [];
        if (!charge) return { outcome: 'skipped', message: BulkMessages.recordGone };
        if (charge.captured) return { outcome: 'skipped', message: NoShowBulkMessages.alreadyApproved };
        const plan = await app.reservations.planCapture(id);
        if (await app.approvals.needed(plan.currency, plan.amount)) {
          try {
            await app.approvals.request({ kind: 'noShowCapture', chargeId: id, reservationId: plan.reservationId, amount: plan.amount, currency: plan.currency }, actor);
            return { outcome: 'skipped', message: NoShowBulkMessages.approvalRequested };
          } catch (e) {
            if (e instanceof HttpError && e.statusCode === 409 && e.message === ApprovalMessages.alreadyPending) {
              return { outcome: 'skipped', message: NoShowBulkMessages.approvalAlreadyRequested };
            }
            throw e;
          }
        }
        let captured = plan;
        await app.reservations.captureNoShow(id, actor, async (_tx, c) => {
          captured = { ...plan, ...c };
        });
        return { outcome: 'done', message: NoShowBulkMessages.captured(formatMoney(captured.amount, captured.currency, { locale: 'en-AU' })) };
      },
    },
  ];
}
