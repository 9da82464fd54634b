/**
 * The billing calls (docs/areas/billing.md, "Calls"; SuperAdmin): invoices under `/invoice`, the billing
 * periods' calls and the reporting under `/reservation` and `/reservationStatement`, and
 * `/monthlyFailureReport`. Each route is registered from its operation of libs/contracts/src/billing.ts
 * (routeOperation).
 */
import {
  BillingOperations as op,
  BillingMessages,
  type GenerateInvoiceResponse,
  type InvoiceFailedResponse,
} from '@backoffice/contracts';
import { actorOf, findIdempotentAnswer, idempotencyKeyOf, routeOperation, storeIdempotentAnswer, superAdminRoute } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { ChargeOutcome } from './invoices/repository';
import { reportByHotel } from './reporting/report';

const sendPdf = (reply: FastifyReply, pdf: { bytes: Buffer; filename: string }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${pdf.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf.bytes);

/** `/invoice`: a hotel's invoices, one invoice, its PDF, Send by email. */
export const invoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.listInvoices, superAdminRoute, async (request) => app.invoices.listForHotel(request.body.hotelId, request.body));
  routeOperation(app, op.getInvoice, superAdminRoute, async (request) => app.invoices.get(request.params.invoiceId));
  routeOperation(app, op.invoicePdf, superAdminRoute, async (request, reply) => sendPdf(reply, await app.invoices.pdf(request.params.invoiceId)));
  routeOperation(app, op.emailInvoice, superAdminRoute, async (request) => ({
    message: BillingMessages.invoice.emailed(await app.invoices.email(request.params.invoiceId, actorOf(request))),
  }));
};

/** `/reservationStatement`: the billing periods and a statement's PDF. */
export const statementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.listBillingPeriods, superAdminRoute, async () => ({ data: await app.billingPeriods.list() }));
  routeOperation(app, op.getBillingPeriod, superAdminRoute, async (request) => app.billingPeriods.detail(request.params.billingId, request.query));
  routeOperation(app, op.statementPdf, superAdminRoute, async (request, reply) =>
    sendPdf(reply, await app.billingPeriods.statementPdf(request.params.billingId, request.params.generatedId)),
  );
};

/** `/reservation`: reporting, generation of a period, a statement's e-mail and its invoice. */
export const billingReservationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.reporting, superAdminRoute, async (request) => ({ data: await reportByHotel(app.db, request.body) }));
  routeOperation(app, op.chainReporting, superAdminRoute, async (request) => ({ data: await reportByHotel(app.db, request.body, request.body.commission) }));

  // 201 with the period; 200 with the text body 'empty' when every matching reservation was billed before.
  routeOperation(app, op.generateBillingPeriod, superAdminRoute, async (request, reply) => {
    const made = await app.billingPeriods.generate(request.body, actorOf(request));
    if (!made) return reply.code(200).type('text/plain; charset=utf-8').send('empty');
    return reply.code(201).send({
      message: BillingMessages.period.generated,
      data: {
        _id: made.id,
        statementName: made.name,
        statementStart: made.start.toISOString(),
        statementEnd: made.end.toISOString(),
        createdAt: made.createdAt.toISOString(),
        hotelCount: made.hotels,
      },
    });
  });

  routeOperation(app, op.emailStatement, superAdminRoute, async (request) => {
    const { statementId, generatedId, resend } = request.body;
    await app.billingPeriods.email(statementId, generatedId, resend === true, actorOf(request));
    return { message: BillingMessages.statement.emailed };
  });

  // 201 paid; 402 declined (the invoice exists, Not Paid, with a payment failure record); 409 while another attempt
  // runs or within a minute of a decline; 502 with Retry-After when the provider's answer was lost (the claim stays:
  // a retry reuses its key). docs/api-database.md, "Money actions". An Idempotency-Key replays.
  routeOperation(app, op.generateInvoice, superAdminRoute, async (request, reply) => {
    const { statementId, generatedId } = request.body;
    const scope = {
      actorId: request.user?.id ?? '',
      scope: `${op.generateInvoice.method} ${op.generateInvoice.path}`, // 'POST /reservation/generateInvoice'
      key: idempotencyKeyOf(request),
      request: { statementId, generatedId },
      conflictMessage: BillingMessages.invoice.busy,
    };
    const replay = await findIdempotentAnswer<InvoiceAnswer['body']>(app.db, scope);
    if (replay) return reply.code(replay.statusCode as InvoiceAnswer['statusCode']).send(replay.body);
    const outcome = await app.invoices.generate(statementId, generatedId, actorOf(request), (tx, o) =>
      storeIdempotentAnswer(tx, scope, answerOf(o)),
    );
    const answer = answerOf(outcome);
    return reply.code(answer.statusCode).send(answer.body);
  });
};

type InvoiceAnswer =
  | { statusCode: 201; body: GenerateInvoiceResponse }
  | { statusCode: 402; body: InvoiceFailedResponse };

const answerOf = (o: ChargeOutcome): InvoiceAnswer =>
  o.paid
    ? { statusCode: 201, body: { message: BillingMessages.invoice.generated, data: o.invoice } }
    : { statusCode: 402, body: { message: BillingMessages.invoice.failed, reason: o.reason, data: o.invoice } };

/** `/monthlyFailureReport`: the payment failure records, created from `from` to `to` when given. */
export const failureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.listPaymentFailures, superAdminRoute, async (request) => ({ data: await app.invoices.failures(request.query) }));
};
