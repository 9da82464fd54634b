/**
 * The billing calls (docs/areas/billing.md, "Calls"; SuperAdmin): invoices under `/invoice`, the billing
 * periods' calls and the reporting under `/reservation` and `/reservationStatement`, and
 * `/monthlyFailureReport`.
 */
import {
  BillingMessages,
  BillingPeriodDetailSchema,
  BillingPeriodListResponseSchema,
  BillingPeriodParamsSchema,
  ChainReportingBodySchema,
  GenerateInvoiceResponseSchema,
  GenerateReportBodySchema,
  GenerateReportResponseSchema,
  InvoiceDetailSchema,
  InvoiceFailedResponseSchema,
  InvoiceListBodySchema,
  InvoiceListResponseSchema,
  InvoiceParamsSchema,
  MessageResponseSchema,
  NothingGeneratedSchema,
  PaymentFailureListQuerySchema,
  PaymentFailureListResponseSchema,
  ReportingBodySchema,
  ReportingResponseSchema,
  StatementActionBodySchema,
  StatementParamsSchema,
} from '@backoffice/contracts';
import { actorOf, fileAnswer, findIdempotentAnswer, idempotencyKeyOf, storeIdempotentAnswer } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { Static } from 'typebox';
import { SUPER_ADMIN } from './common';
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
  app.post(
    '/',
    { config: { access: SUPER_ADMIN }, schema: { body: InvoiceListBodySchema, response: { 200: InvoiceListResponseSchema } } },
    async (request) => app.invoices.listForHotel(request.body.hotelId),
  );
  app.get(
    '/:invoiceId',
    { config: { access: SUPER_ADMIN }, schema: { params: InvoiceParamsSchema, response: { 200: InvoiceDetailSchema } } },
    async (request) => app.invoices.get(request.params.invoiceId),
  );
  app.get('/:invoiceId/pdf', { config: { access: SUPER_ADMIN }, schema: { params: InvoiceParamsSchema, response: { 200: fileAnswer('application/pdf', 'The invoice as a PDF') } } }, async (request, reply) =>
    sendPdf(reply, await app.invoices.pdf(request.params.invoiceId)),
  );
  app.post(
    '/:invoiceId/email',
    { config: { access: SUPER_ADMIN }, schema: { params: InvoiceParamsSchema, noBody: true, response: { 200: MessageResponseSchema } } },
    async (request) => ({ message: BillingMessages.invoice.emailed(await app.invoices.email(request.params.invoiceId, actorOf(request))) }),
  );
};

/** `/reservationStatement`: the billing periods and a statement's PDF. */
export const statementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/get', { config: { access: SUPER_ADMIN }, schema: { response: { 200: BillingPeriodListResponseSchema } } }, async () => ({
    data: await app.billingPeriods.list(),
  }));
  app.get(
    '/get/:billingId',
    { config: { access: SUPER_ADMIN }, schema: { params: BillingPeriodParamsSchema, response: { 200: BillingPeriodDetailSchema } } },
    async (request) => app.billingPeriods.detail(request.params.billingId),
  );
  app.get('/:billingId/statement/:generatedId/pdf', { config: { access: SUPER_ADMIN }, schema: { params: StatementParamsSchema, response: { 200: fileAnswer('application/pdf', 'The reservation statement as a PDF') } } }, async (request, reply) =>
    sendPdf(reply, await app.billingPeriods.statementPdf(request.params.billingId, request.params.generatedId)),
  );
};

/** `/reservation`: reporting, generation of a period, a statement's e-mail and its invoice. */
export const billingReservationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/reporting',
    { config: { access: SUPER_ADMIN }, schema: { body: ReportingBodySchema, response: { 200: ReportingResponseSchema } } },
    async (request) => ({ data: await reportByHotel(app.db, request.body) }),
  );
  app.post(
    '/propertyTypeReporting',
    { config: { access: SUPER_ADMIN }, schema: { body: ChainReportingBodySchema, response: { 200: ReportingResponseSchema } } },
    async (request) => ({ data: await reportByHotel(app.db, request.body, request.body.commission) }),
  );

  // 201 with the period; 200 with the text body 'empty' when every matching reservation was billed before.
  app.post(
    '/generateReport',
    { config: { access: SUPER_ADMIN }, schema: { body: GenerateReportBodySchema, response: { 200: NothingGeneratedSchema, 201: GenerateReportResponseSchema } } },
    async (request, reply) => {
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
    },
  );

  app.post(
    '/emailReservationStatement',
    { config: { access: SUPER_ADMIN }, schema: { body: StatementActionBodySchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      const { statementId, generatedId, resend } = request.body;
      await app.billingPeriods.email(statementId, generatedId, resend === true, actorOf(request));
      return { message: BillingMessages.statement.emailed };
    },
  );

  // 201 paid; 402 declined (the invoice exists, Not Paid, with a payment failure record); 409 while another attempt
  // runs or within a minute of a decline; 502 with Retry-After when the provider's answer was lost (the claim stays:
  // a retry reuses its key). docs/api-database.md, "Money actions". An Idempotency-Key replays.
  app.post(
    '/generateInvoice',
    {
      config: { access: SUPER_ADMIN },
      schema: { body: StatementActionBodySchema, response: { 201: GenerateInvoiceResponseSchema, 402: InvoiceFailedResponseSchema } },
    },
    async (request, reply) => {
      const { statementId, generatedId } = request.body;
      const scope = {
        actorId: request.user?.id ?? '',
        scope: 'POST /reservation/generateInvoice',
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
    },
  );
};

type InvoiceAnswer =
  | { statusCode: 201; body: Static<typeof GenerateInvoiceResponseSchema> }
  | { statusCode: 402; body: Static<typeof InvoiceFailedResponseSchema> };

const answerOf = (o: ChargeOutcome): InvoiceAnswer =>
  o.paid
    ? { statusCode: 201, body: { message: BillingMessages.invoice.generated, data: o.invoice } }
    : { statusCode: 402, body: { message: BillingMessages.invoice.failed, reason: o.reason, data: o.invoice } };

/** `/monthlyFailureReport`: the payment failure records, created from `from` to `to` when given. */
export const failureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { config: { access: SUPER_ADMIN }, schema: { querystring: PaymentFailureListQuerySchema, response: { 200: PaymentFailureListResponseSchema } } },
    async (request) => ({ data: await app.invoices.failures(request.query) }),
  );
};
