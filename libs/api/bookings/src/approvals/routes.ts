/**
 * The four-eyes approval calls under `/api/approvals` (docs/areas/bookings.md, "Four-eyes approval"; SuperAdmin):
 * the requests (list, one), their decision (approve with an Idempotency-Key, reject) and the thresholds per
 * currency. Approving runs the same repository method as the one-by-one action (`app.reservations.refund` with the
 * request's amount, reason, note and cancel; `captureNoShow`), exactly once: the conditional `pending` → `approving`
 * picks one approver, the money action's claim and the request's guard (checked in the claim transaction) keep a
 * late one from running it again. Each route is registered from its operation of libs/contracts/src/approvals.ts
 * (routeOperation).
 */
import {
  ApprovalMessages,
  ApprovalsOperations as op,
  BookingsMessages,
  REFUND_REASONS,
  formatMoney,
  type Approval,
  type RefundReason,
} from '@backoffice/contracts';
import { actorOf, findIdempotentAnswer, HttpError, idempotencyKeyOf, notFound, PaymentOutcomeUnknownError, routeOperation, storeIdempotentAnswer, superAdminRoute, type Actor, type IdempotencyScope, type Tx } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { ApprovalRow } from './repository';

const money = (amount: number, currency: string) => formatMoney(amount, currency, { locale: 'en-AU' });

/**
 * Runs an approved request's money action (the approver is the actor; a refund row stays the requester's).
 * `done(tx, outcome)` runs in the action's settle transaction. A provider refusal marks the request failed in the
 * refusal's own transaction (then the 402 is thrown).
 * @throws what the money action throws (402, 409, 400, 502).
 */
async function runApproved(app: FastifyInstance, row: ApprovalRow, actor: Actor, done: (tx: Tx, outcome: string) => Promise<void>): Promise<void> {
  const hooks = { guard: app.approvals.guard(row.id), refused: (tx: Tx, message: string) => app.approvals.markFailed(row, message, actor, tx) };
  if (row.kind === 'refund') {
    const reason = (REFUND_REASONS as readonly string[]).includes(row.reason ?? '') ? (row.reason as RefundReason) : 'Other';
    await app.reservations.refund(
      { chargeId: row.chargeId, amount: row.amount, reason, note: row.note, cancel: row.cancel, approvalId: row.id, requestedBy: row.requestedBy },
      actor,
      (tx, body) => done(tx, `Refunded ${money(body.amount, body.currency)}${row.cancel ? ' and cancelled the reservation' : ''}`),
      hooks,
    );
  } else {
    await app.reservations.captureNoShow(row.chargeId, actor, (tx, captured) => done(tx, `Captured ${money(captured.amount, captured.currency)}`), hooks);
  }
}

/**
 * Approves a request (the one-by-one approve call and the bulk action's item). Exactly once under concurrency.
 * @returns the decided request.
 * @throws HttpError 404, 403 (own request), 409 (decided, or another action on the charge under way), 402 (the
 *   provider refused: the request is `failed`), 400/409 of the action's rule (the request is `failed` with it), 502
 *   (the outcome is unknown: the request stays `approving`, and a later approve retries under the same provider key).
 */
export async function approveRequest(app: FastifyInstance, id: string, note: string | null, actor: Actor, settle?: (tx: Tx, approval: Approval) => Promise<void>): Promise<Approval> {
  const { row, fresh } = await app.approvals.claimForApproval(id, note, actor);
  let approval: Approval | undefined;
  try {
    await runApproved(app, row, actor, async (tx, outcome) => {
      approval = await app.approvals.markApproved(tx, row, outcome, actor);
      await settle?.(tx, approval);
    });
  } catch (e) {
    if (e instanceof PaymentOutcomeUnknownError || !(e instanceof HttpError)) throw e;
    if (e.statusCode === 409 && (e.message === ApprovalMessages.decided || e.message === BookingsMessages.reservation.moneyActionBusy)) {
      // Another action on the charge holds its claim (or a concurrent approver ran it): this approver did nothing.
      if (fresh && e.message === BookingsMessages.reservation.moneyActionBusy) await app.approvals.release(row.id);
      throw e;
    }
    // A refusal (402, already marked failed in its transaction) or the action's rule no longer holds (400, 409).
    if (e.statusCode !== 402) await app.approvals.markFailed(row, e.message, actor);
    const failed = await app.approvals.get(row.id);
    if (failed?.status === 'failed') await app.approvals.notifyDecision(failed);
    throw e;
  }
  const decided = approval as Approval;
  await app.approvals.notifyDecision(decided);
  return decided;
}

const approvalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.listApprovals, superAdminRoute, async (request) => app.approvals.list(request.query));

  routeOperation(app, op.listApprovalThresholds, superAdminRoute, async () => ({ data: await app.approvals.thresholds() }));

  routeOperation(app, op.setApprovalThreshold, superAdminRoute, async (request) =>
    app.approvals.setThreshold(request.body.currency, request.body.amount, actorOf(request)),
  );

  routeOperation(app, op.getApproval, superAdminRoute, async (request) => {
    const approval = await app.approvals.get(request.params.id);
    if (!approval) throw notFound(ApprovalMessages.notFound);
    return approval;
  });

  routeOperation(app, op.approveRequest, superAdminRoute, async (request) => {
    const scope: IdempotencyScope = {
      actorId: request.user?.id ?? '',
      scope: 'POST /approvals/:id/approve',
      key: idempotencyKeyOf(request),
      request: { id: request.params.id, body: request.body ?? null },
      conflictMessage: ApprovalMessages.decided,
    };
    const replay = await findIdempotentAnswer<Approval>(app.db, scope);
    if (replay) return replay.body;
    return approveRequest(app, request.params.id, request.body?.note?.trim() || null, actorOf(request), (tx, approval) =>
      storeIdempotentAnswer(tx, scope, { statusCode: 200, body: approval }),
    );
  });

  routeOperation(app, op.rejectRequest, superAdminRoute, async (request) =>
    app.approvals.reject(request.params.id, request.body?.note?.trim() || null, actorOf(request)),
  );
};

export default approvalRoutes;
