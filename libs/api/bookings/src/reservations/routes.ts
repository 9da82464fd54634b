/**
 * The reservation calls under `/reservation` (docs/areas/bookings.md, "Calls"; SuperAdmin): the list, its
 * export, one reservation, exclusion from billing, cancellation, the refund, the no-show list and its charge
 * approval. Each route is registered from its operation of libs/contracts/src/bookings.ts (routeOperation); the
 * money actions keep their idempotency scopes ('POST /reservation/refund', 'POST /reservation/chargeStripeIntent').
 */
import {
  ApprovalMessages,
  BookingsMessages,
  BookingsOperations as op,
  reservationsExportName,
  type ApprovalRequested,
  type RefundBody,
  type RefundResponse,
} from '@backoffice/contracts';
import { actorOf, badRequest, findIdempotentAnswer, idempotencyKeyOf, notFound, routeOperation, storeIdempotentAnswer, superAdminRoute, type IdempotencyScope } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { countForExport, exportReservations } from './export';
import { listNoShows } from './no-shows';
import { listNoShowPage } from './no-show-page';
import { listReservations } from './query';
import type { RefundInput } from './repository';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const keyed = (request: FastifyRequest, scope: string, body: unknown): IdempotencyScope => ({
  actorId: request.user?.id ?? '',
  scope,
  key: idempotencyKeyOf(request),
  request: body,
  conflictMessage: BookingsMessages.reservation.moneyActionBusy,
});

/**
 * The refund asked by a body (docs/areas/bookings.md, "Refunds"). The old body `{ chargeId }` alone still works: a
 * full refund with the reason 'Other' and no note. Otherwise a reason is required, and a note with 'Other'.
 * @throws HttpError 400 (no reason, no note with Other).
 */
export function refundInputOf(body: RefundBody): RefundInput {
  const { chargeId, amount, reason, cancel } = body;
  const note = body.note?.trim() || null;
  if (amount === undefined && reason === undefined && note === null && cancel === undefined) return { chargeId, reason: 'Other', note: null };
  if (!reason) throw badRequest(BookingsMessages.reservation.refundReasonRequired);
  if (reason === 'Other' && !note) throw badRequest(BookingsMessages.reservation.refundNoteRequired);
  return { chargeId, amount, reason, note, cancel: cancel ?? false };
}

const badRange = (q: { from?: string; to?: string }) => {
  if (q.from && q.to && q.to < q.from) throw badRequest(BookingsMessages.reservation.badRange);
};

const reservationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.listReservations, superAdminRoute, async (request) => {
    badRange(request.query);
    return listReservations(app.db, request.query);
  });

  // The whole filtered set as .xlsx; X-Total-Count gives the rows to come (the client's progress).
  routeOperation(app, op.exportReservations, superAdminRoute, async (request, reply) => {
    const query = { ...request.query, page: undefined, limit: undefined };
    badRange(query);
    const total = await countForExport(app.db, query);
    return reply
      .type(XLSX)
      .header('content-disposition', `attachment; filename="${reservationsExportName(new Date())}"`)
      .header('x-total-count', String(total))
      .header('cache-control', 'no-store')
      .send(exportReservations(app.db, query));
  });

  routeOperation(app, op.excludeReservations, superAdminRoute, async (request) => {
    const result = await app.reservations.exclude(request.body, actorOf(request));
    return {
      message: result.alreadyProcessed.length ? BookingsMessages.reservation.alreadyProcessed : BookingsMessages.reservation.excluded,
      ...result,
    };
  });

  // A refund (partial or in full, docs/areas/bookings.md, "Refunds"); at or above the currency's four-eyes threshold
  // it becomes an approval request (202) and no money moves ("Four-eyes approval"). A keyed replay answers the same.
  routeOperation(app, op.refundReservation, superAdminRoute, async (request, reply) => {
    const scope = keyed(request, 'POST /reservation/refund', request.body);
    const replay = await findIdempotentAnswer<RefundResponse | ApprovalRequested>(app.db, scope);
    if (replay) return reply.code(replay.statusCode as 200 | 202).send(replay.body);
    const input = refundInputOf(request.body);
    const actor = actorOf(request);
    const plan = await app.reservations.planRefund(input);
    if (await app.approvals.needed(plan.currency, plan.amount)) {
      const approval = await app.approvals.request(
        { kind: 'refund', chargeId: input.chargeId, reservationId: plan.reservationId, amount: plan.amount, currency: plan.currency, reason: input.reason, note: input.note ?? null, cancel: input.cancel ?? false },
        actor,
        (tx, body) => storeIdempotentAnswer(tx, scope, { statusCode: 202, body: { message: ApprovalMessages.requested, approval: body } }),
      );
      return reply.code(202).send({ message: ApprovalMessages.requested, approval });
    }
    const message = BookingsMessages.reservation.refunded;
    // The planned amount is sent, so that a retry after an unknown outcome asks the provider the same refund.
    const refund = await app.reservations.refund({ ...input, amount: plan.amount }, actor, (tx, body) =>
      storeIdempotentAnswer(tx, scope, { statusCode: 200, body: { message, ...body } }),
    );
    return reply.code(200).send({ message, ...refund });
  });

  routeOperation(app, op.listNoShows, superAdminRoute, async (request) => {
    const { reservationStart, reservationEnd } = request.body;
    if (new Date(reservationEnd) < new Date(reservationStart)) throw badRequest(BookingsMessages.reservation.badRange);
    // With `page`: one page and the window's total (no-show-page.ts); without: the whole window, as before.
    const { page } = request.body;
    if (page !== undefined) return listNoShowPage(app.db, { ...request.body, page });
    return { data: await listNoShows(app.db, request.body) };
  });

  // Approves a no-show's charge (captures it); answers the JSON string "success". At or above the currency's
  // four-eyes threshold it becomes an approval request (202, docs/areas/bookings.md, "Four-eyes approval").
  routeOperation(app, op.approveNoShowCharge, superAdminRoute, async (request, reply) => {
    const scope = keyed(request, 'POST /reservation/chargeStripeIntent', request.body);
    const replay = await findIdempotentAnswer<string | ApprovalRequested>(app.db, scope);
    if (replay) {
      if (replay.statusCode === 202) return reply.code(202).send(replay.body as ApprovalRequested);
      return reply.code(replay.statusCode as 200).type('application/json').send(JSON.stringify(replay.body) as never);
    }
    const chargeId = request.body.charges;
    const actor = actorOf(request);
    const plan = await app.reservations.planCapture(chargeId);
    if (await app.approvals.needed(plan.currency, plan.amount)) {
      const approval = await app.approvals.request({ kind: 'noShowCapture', chargeId, reservationId: plan.reservationId, amount: plan.amount, currency: plan.currency }, actor, (tx, body) =>
        storeIdempotentAnswer(tx, scope, { statusCode: 202, body: { message: ApprovalMessages.requested, approval: body } }),
      );
      return reply.code(202).send({ message: ApprovalMessages.requested, approval });
    }
    await app.reservations.captureNoShow(chargeId, actor, (tx) => storeIdempotentAnswer(tx, scope, { statusCode: 200, body: 'success' }));
    // The JSON string as it is (a string payload is not serialised again; the schema types the value, hence the cast).
    return reply.type('application/json').send(JSON.stringify('success') as never);
  });

  routeOperation(app, op.cancelReservation, superAdminRoute, async (request) => {
    if (request.body.status !== 'Cancelled') throw badRequest(BookingsMessages.reservation.onlyCancel);
    const { hotelId, roomId, id } = request.params;
    await app.reservations.cancel(hotelId, roomId, id, actorOf(request));
    return { message: BookingsMessages.reservation.cancelled };
  });

  routeOperation(app, op.getReservation, superAdminRoute, async (request) => {
    const details = await app.reservations.details(request.params.id);
    if (!details) throw notFound(BookingsMessages.reservation.notFound);
    return details;
  });
};

export default reservationRoutes;
