/**
 * The reservation calls under `/reservation` (docs/areas/bookings.md, "Calls"; SuperAdmin): the list, its
 * export, one reservation, exclusion from billing, cancellation, the refund, the no-show list and its charge
 * approval.
 */
import {
  BookingsMessages,
  CancelReservationBodySchema,
  CancelReservationParamsSchema,
  ChargeIntentBodySchema,
  ChargeIntentResponseSchema,
  ExcludeReservationsBodySchema,
  ExcludeReservationsResponseSchema,
  IdParamsSchema,
  MessageResponseSchema,
  NoShowListResponseSchema,
  NoShowQueryBodySchema,
  RefundBodySchema,
  RefundResponseSchema,
  ReservationDetailsSchema,
  ReservationListQuerySchema,
  ReservationListResponseSchema,
  reservationsExportName,
  type RefundResponse,
} from '@backoffice/contracts';
import {
  actorOf,
  badRequest,
  fileAnswer,
  findIdempotentAnswer,
  idempotencyKeyOf,
  notFound,
  sentAsIs,
  storeIdempotentAnswer,
  type IdempotencyScope,
} from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { SUPER_ADMIN } from '../common';
import { countForExport, exportReservations } from './export';
import { listNoShows } from './no-shows';
import { listReservations } from './query';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const keyed = (request: FastifyRequest, scope: string, body: unknown): IdempotencyScope => ({
  actorId: request.user?.id ?? '',
  scope,
  key: idempotencyKeyOf(request),
  request: body,
  conflictMessage: BookingsMessages.reservation.moneyActionBusy,
});

const badRange = (q: { from?: string; to?: string }) => {
  if (q.from && q.to && q.to < q.from) throw badRequest(BookingsMessages.reservation.badRange);
};

const reservationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/getReservations',
    { config: { access: SUPER_ADMIN }, schema: { querystring: ReservationListQuerySchema, response: { 200: ReservationListResponseSchema } } },
    async (request) => {
      badRange(request.query);
      return listReservations(app.db, request.query);
    },
  );

  // The whole filtered set as .xlsx; X-Total-Count gives the rows to come (the client's progress).
  app.get(
    '/export',
    {
      config: { access: SUPER_ADMIN },
      schema: { querystring: ReservationListQuerySchema, response: { 200: fileAnswer(XLSX, 'The matching reservations as an .xlsx workbook (X-Total-Count: their number)') } },
    },
    async (request, reply) => {
      const query = { ...request.query, page: undefined, limit: undefined };
      badRange(query);
      const total = await countForExport(app.db, query);
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${reservationsExportName(new Date())}"`)
        .header('x-total-count', String(total))
        .header('cache-control', 'no-store')
        .send(exportReservations(app.db, query));
    },
  );

  app.post(
    '/excludeReservations',
    { config: { access: SUPER_ADMIN }, schema: { body: ExcludeReservationsBodySchema, response: { 200: ExcludeReservationsResponseSchema } } },
    async (request) => {
      const result = await app.reservations.exclude(request.body, actorOf(request));
      return {
        message: result.alreadyProcessed.length ? BookingsMessages.reservation.alreadyProcessed : BookingsMessages.reservation.excluded,
        ...result,
      };
    },
  );

  app.post(
    '/refund',
    { config: { access: SUPER_ADMIN }, schema: { body: RefundBodySchema, response: { 200: RefundResponseSchema } } },
    async (request) => {
      const scope = keyed(request, 'POST /reservation/refund', request.body);
      const replay = await findIdempotentAnswer<RefundResponse>(app.db, scope);
      if (replay) return replay.body;
      const message = BookingsMessages.reservation.refunded;
      const refund = await app.reservations.refund(request.body.chargeId, actorOf(request), (tx, body) =>
        storeIdempotentAnswer(tx, scope, { statusCode: 200, body: { message, ...body } }),
      );
      return { message, ...refund };
    },
  );

  app.post(
    '/NoshowResevation',
    { config: { access: SUPER_ADMIN }, schema: { body: NoShowQueryBodySchema, response: { 200: NoShowListResponseSchema } } },
    async (request) => {
      const { reservationStart, reservationEnd } = request.body;
      if (new Date(reservationEnd) < new Date(reservationStart)) throw badRequest(BookingsMessages.reservation.badRange);
      return { data: await listNoShows(app.db, request.body) };
    },
  );

  // Approves a no-show's charge (captures it); answers the JSON string "success".
  app.post(
    '/chargeStripeIntent',
    { config: { access: SUPER_ADMIN }, schema: { body: ChargeIntentBodySchema, response: sentAsIs({ 200: ChargeIntentResponseSchema }) } },
    async (request, reply) => {
      const scope = keyed(request, 'POST /reservation/chargeStripeIntent', request.body);
      const replay = await findIdempotentAnswer<string>(app.db, scope);
      if (replay) return reply.code(replay.statusCode).type('application/json').send(JSON.stringify(replay.body));
      await app.reservations.captureNoShow(request.body.charges, actorOf(request), (tx) =>
        storeIdempotentAnswer(tx, scope, { statusCode: 200, body: 'success' }),
      );
      return reply.type('application/json').send(JSON.stringify('success'));
    },
  );

  app.put(
    '/hotel/:hotelId/room/:roomId/reservation/:id',
    {
      config: { access: SUPER_ADMIN },
      schema: { params: CancelReservationParamsSchema, body: CancelReservationBodySchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      if (request.body.status !== 'Cancelled') throw badRequest(BookingsMessages.reservation.onlyCancel);
      const { hotelId, roomId, id } = request.params;
      await app.reservations.cancel(hotelId, roomId, id, actorOf(request));
      return { message: BookingsMessages.reservation.cancelled };
    },
  );

  app.get(
    '/:id',
    { config: { access: SUPER_ADMIN }, schema: { params: IdParamsSchema, response: { 200: ReservationDetailsSchema } } },
    async (request) => {
      const details = await app.reservations.details(request.params.id);
      if (!details) throw notFound(BookingsMessages.reservation.notFound);
      return details;
    },
  );
};

export default reservationRoutes;
