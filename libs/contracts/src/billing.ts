/**
 * The billing area's wire shapes (docs/areas/billing.md, "Calls"). Field names are the spec's (the invoice
 * keeps the card processor's names: `created`, `due_date`, `status_transitions.paid_at`, `lines.data`). Money is
 * integer minor units (cents) of `currency`; instants are ISO strings unless said otherwise (`created` and
 * `due_date` are epoch seconds, as the spec has them). Every call needs a SuperAdmin.
 */
import { Type, type Static } from 'typebox';
import { ID_MAX_LENGTH, PAGE_LIMIT_MAX, PAGE_MAX } from './constants/common';
import { BILLING_SCOPES, BillingRoutes } from './constants/billing';
import { MessageResponseSchema } from './auth';
import { defineOperation, fileResponse } from './operation';
import { DayInput, NullableDayInput } from './dates';

const Id = /*#__PURE__*/ Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([Type.Null(), t]);
const literals = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((v) => Type.Literal(v))));
/**
 * A day: `YYYY-MM-DD`, or a date-time whose day in the console's zone is taken (what date pickers send); from
 * 1900-01-01 to 9998-12-31 (docs/api-database.md, "Dates").
 */
const Day = DayInput;

/** Invoice states: `pending` while its charge is under way, `paid`, or `failed` (a payment failure record). */
export const INVOICE_STATUSES = ['pending', 'paid', 'failed'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** A line of an invoice: one per reservation billed, `amount` = quantity × unit amount. */
export const InvoiceLineSchema = /*#__PURE__*/ Type.Object({
  description: Type.String(),
  quantity: Type.Integer(),
  price: Type.Object({ unit_amount: Type.Integer() }),
  amount: Type.Integer(),
});
export type InvoiceLine = Static<typeof InvoiceLineSchema>;

/**
 * An invoice (the spec's invoice): `subtotal` is the commission excluding GST, `tax` its GST, `total` what was
 * charged; `invoice_pdf` the API path of its PDF (fetched with the token); `hosted_invoice_url` its page in the
 * console. `paid` with `status_transitions.paid_at` (epoch seconds) once the charge succeeded.
 */
export const InvoiceSchema = /*#__PURE__*/ Type.Object({
  id: Type.String(),
  number: Type.String(),
  hotelId: Type.String(),
  created: Type.Integer(),
  due_date: Type.Integer(),
  paid: Type.Boolean(),
  status: literals(INVOICE_STATUSES),
  status_transitions: Type.Object({ paid_at: Nullable(Type.Integer()) }),
  currency: Type.String(),
  subtotal: Type.Integer(),
  tax: Type.Integer(),
  total: Type.Integer(),
  description: Type.String(),
  customer_name: Type.String(),
  customer_email: Type.String(),
  customer_address: Type.String(),
  invoice_pdf: Type.String(),
  hosted_invoice_url: Type.String(),
  failure_reason: Nullable(Type.String()),
  lines: Type.Object({ data: Type.Array(InvoiceLineSchema) }),
});
export type Invoice = Static<typeof InvoiceSchema>;

/**
 * A page of a billing list (issue 38; docs/areas/billing.md, "Calls"): `page` from 1, `limit` rows per page (default
 * the list's page size, INVOICE_PAGE_SIZE / STATEMENT_PAGE_SIZE). Without `page` the list answers every row, as the
 * previous release's remotes expect (docs/releases.md, "Version skew").
 */
const Paging = {
  page: /*#__PURE__*/ Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_MAX })),
  limit: /*#__PURE__*/ Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_LIMIT_MAX })),
};

/** POST /invoice: a hotel's invoices, newest first; with `page`, that page of `limit` invoices and the `total`. */
export const InvoiceListBodySchema = /*#__PURE__*/ Type.Object({ hotelId: Id, ...Paging }, { additionalProperties: false });
export type InvoiceListBody = Static<typeof InvoiceListBodySchema>;
export const InvoiceListResponseSchema = /*#__PURE__*/ Type.Object({
  hotel: Type.Object({ _id: Type.String(), name: Type.String() }),
  data: Type.Array(InvoiceSchema),
  /** The hotel's invoices in all: answered with `page` only. */
  total: Type.Optional(Type.Integer()),
});
export type InvoiceListResponse = Static<typeof InvoiceListResponseSchema>;

export const InvoiceParamsSchema = /*#__PURE__*/ Type.Object({ invoiceId: Id });

/**
 * A reservation an invoice bills (its statement's): `bookingId` the booking number ('TF100001'), `customer` who
 * booked it (`_id` null for a guest without an account), `start` its arrival instant, the amounts as billed in
 * minor units of the invoice's currency.
 */
export const InvoiceReservationSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  bookingId: Type.String(),
  customer: Type.Object({ _id: Nullable(Type.String()), name: Type.String() }),
  start: Type.String(),
  amount: Type.Integer(),
  commission: Type.Integer(),
  commissionGst: Type.Integer(),
});
export type InvoiceReservation = Static<typeof InvoiceReservationSchema>;

/**
 * GET /invoice/{invoiceId}: the invoice with what its page links to (docs/areas/billing.md, "Links"): the statement
 * it invoices (`periodId` its billing period, `periodName` that period's name) and the reservations it bills, by
 * arrival.
 */
export const InvoiceDetailSchema = /*#__PURE__*/ Type.Object({
  ...InvoiceSchema.properties,
  statement: Type.Object({ _id: Type.String(), periodId: Type.String(), periodName: Type.String() }),
  reservations: Type.Array(InvoiceReservationSchema),
});
export type InvoiceDetail = Static<typeof InvoiceDetailSchema>;

/**
 * A report row, per hotel (POST /reservation/reporting and POST /reservation/propertyTypeReporting): counts of
 * reservations that start in the range; `avgRate` the average amount of confirmed bookings, `totalRevenue` the
 * amount of every booking not cancelled, `stayRevenue` that of stays (checked in or out), `commission` the
 * commission with GST owed on them, all minor units of `currency`.
 */
export const ReportRowSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  name: Type.String(),
  currency: Type.String(),
  bookings: Type.Integer(),
  confirmedBooking: Type.Integer(),
  bookingsStay: Type.Integer(),
  avgRate: Type.Integer(),
  totalRevenue: Type.Integer(),
  stayRevenue: Type.Integer(),
  commission: Type.Integer(),
  cancellation: Type.Integer(),
  noShow: Type.Integer(),
});
export type ReportRow = Static<typeof ReportRowSchema>;

/** POST /reservation/reporting: `from` and `to` are UTC days, inclusive, at most REPORTING_MAX_DAYS apart. */
export const ReportingBodySchema = /*#__PURE__*/ Type.Object({ from: Day, to: Day }, { additionalProperties: false });
export type ReportingBody = Static<typeof ReportingBodySchema>;
export const ReportingResponseSchema = /*#__PURE__*/ Type.Object({ data: Type.Array(ReportRowSchema) });
export type ReportingResponse = Static<typeof ReportingResponseSchema>;

/** POST /reservation/propertyTypeReporting: a chain's hotels (`commission` a chain id, `other` for hotels without). */
export const ChainReportingBodySchema = /*#__PURE__*/ Type.Object(
  { from: Day, to: Day, commission: Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type ChainReportingBody = Static<typeof ChainReportingBodySchema>;

/** A monthly payment failure record: `amount` in cents of `currency`, `InvId` the invoice number. */
export const PaymentFailureSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  hotelId: Type.String(),
  createdAt: Type.String(),
  InvId: Type.String(),
  invoiceId: Type.String(),
  name: Type.String(),
  paymentMethod: Type.String(),
  reason: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
});
export type PaymentFailure = Static<typeof PaymentFailureSchema>;
/**
 * GET /monthlyFailureReport's query: `from`/`to` the first and last instant (ISO date-time, both included) of the
 * records' creation, e.g. the viewer's days through startOfDayIn/endOfDayIn (the dashboard's failed payments this
 * month, docs/areas/dashboard.md, "Work queues"); without them every record.
 */
export const PaymentFailureListQuerySchema = /*#__PURE__*/ Type.Object(
  { from: Type.Optional(Type.String({ format: 'date-time' })), to: Type.Optional(Type.String({ format: 'date-time' })) },
  { additionalProperties: false },
);
export type PaymentFailureListQuery = Static<typeof PaymentFailureListQuerySchema>;
export const PaymentFailureListResponseSchema = /*#__PURE__*/ Type.Object({ data: Type.Array(PaymentFailureSchema) });
export type PaymentFailureListResponse = Static<typeof PaymentFailureListResponseSchema>;

/** A billing period in the grid (GET /reservationStatement/get); `hotelCount` its billing hotels. */
export const BillingPeriodSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  statementName: Type.String(),
  statementStart: Type.String(),
  statementEnd: Type.String(),
  createdAt: Type.String(),
  hotelCount: Type.Integer(),
});
export type BillingPeriod = Static<typeof BillingPeriodSchema>;
export const BillingPeriodListResponseSchema = /*#__PURE__*/ Type.Object({ data: Type.Array(BillingPeriodSchema) });
export type BillingPeriodListResponse = Static<typeof BillingPeriodListResponseSchema>;

/** Where a statement's last e-mail is: queued, sent, or failed after its retries (docs/areas/billing.md). */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

/**
 * A hotel's statement in a period (the spec's `statementGenerated` entry): `statementUrl` the API path of its
 * PDF; `emailToHotel` once e-mailed (`mailId` the last e-mail in the mail queue); `invoiceId` once invoiced.
 * Amounts in minor units of `currency`: `gross` the reservations' amounts, `commission` and `commissionGst` owed,
 * `amountOwed` their sum.
 */
export const StatementSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  hotelId: Type.Object({ _id: Type.String(), name: Type.String() }),
  statementUrl: Type.String(),
  emailToHotel: Type.Boolean(),
  emailedAt: Nullable(Type.String()),
  emailCount: Type.Integer(),
  recipient: Nullable(Type.String()),
  mailStatus: Nullable(literals(MAIL_STATUSES)),
  /** The last e-mail's message in the mail queue (Sent Mail), or null before the first send. */
  mailId: Nullable(Type.String()),
  reservationCount: Type.Integer(),
  currency: Type.String(),
  gross: Type.Integer(),
  commission: Type.Integer(),
  commissionGst: Type.Integer(),
  amountOwed: Type.Integer(),
  invoiceId: Nullable(
    Type.Object({
      _id: Type.String(),
      number: Type.String(),
      downloadUrl: Type.String(),
      createdAt: Type.String(),
      paid: Type.Boolean(),
      status: literals(INVOICE_STATUSES),
      failureReason: Nullable(Type.String()),
    }),
  ),
});
export type Statement = Static<typeof StatementSchema>;

/**
 * GET /reservationStatement/get/{billingId}: one period with a statement per hotel, by hotel name (case-insensitive,
 * then the statement's id); with `?page=`, that page of `limit` statements and `total`, the period's statements in
 * all (its `hotelCount`).
 */
export const BillingPeriodDetailSchema = /*#__PURE__*/ Type.Object({
  ...BillingPeriodSchema.properties,
  scope: literals(BILLING_SCOPES),
  statementGenerated: Type.Array(StatementSchema),
  /** The period's statements in all: answered with `page` only. */
  total: Type.Optional(Type.Integer()),
});
export type BillingPeriodDetail = Static<typeof BillingPeriodDetailSchema>;
export const BillingPeriodParamsSchema = /*#__PURE__*/ Type.Object({ billingId: Id });
/** GET /reservationStatement/get/{billingId}'s query: a page of its statements (without `page`, all of them). */
export const BillingPeriodDetailQuerySchema = /*#__PURE__*/ Type.Object(Paging, { additionalProperties: false });
export type BillingPeriodDetailQuery = Static<typeof BillingPeriodDetailQuerySchema>;
export const StatementParamsSchema = /*#__PURE__*/ Type.Object({ billingId: Id, generatedId: Id });

/**
 * POST /reservation/generateReport (the billing generation form): days as `YYYY-MM-DD` (or date-times, their
 * day in the console's zone); the period runs from the start of `startDate` to the end of `endDate`, UTC. Required fields are
 * optional here so that the API answers the form's own messages (docs/areas/billing.md, "Execute Billing").
 */
export const GenerateReportBodySchema = /*#__PURE__*/ Type.Object(
  {
    periodName: Type.Optional(Type.String({ maxLength: 120 })),
    startDate: Type.Optional(NullableDayInput),
    endDate: Type.Optional(NullableDayInput),
    scope: literals(BILLING_SCOPES),
    scopeHotel: Type.Optional(Type.Array(Id, { maxItems: 5000 })),
  },
  { additionalProperties: false },
);
export type GenerateReportBody = Static<typeof GenerateReportBodySchema>;
/** POST /reservation/generateReport's 200: the text 'empty', nothing new was billed. */
export const NothingGeneratedSchema = /*#__PURE__*/ Type.Literal('empty');
export const GenerateReportResponseSchema = /*#__PURE__*/ Type.Object({ message: Type.String(), data: BillingPeriodSchema });

/** POST /reservation/emailReservationStatement and POST /reservation/generateInvoice: the period and the row. */
export const StatementActionBodySchema = /*#__PURE__*/ Type.Object(
  { statementId: Id, generatedId: Id, resend: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type StatementActionBody = Static<typeof StatementActionBodySchema>;
export const GenerateInvoiceResponseSchema = /*#__PURE__*/ Type.Object({ message: Type.String(), data: InvoiceSchema });
export type GenerateInvoiceResponse = Static<typeof GenerateInvoiceResponseSchema>;
/** A declined invoice charge (402): the spec's message and the provider's reason. */
export const InvoiceFailedResponseSchema = /*#__PURE__*/ Type.Object({ message: Type.String(), reason: Type.String(), data: InvoiceSchema });
export type InvoiceFailedResponse = Static<typeof InvoiceFailedResponseSchema>;

// The billing area's operations (docs/areas/billing.md, "Calls"; SuperAdmin): the API registers each route from its
// operation and the api-client calls it (operation.ts).
export const BillingOperations = {
  /** POST /invoice `{ hotelId, page?, limit? }`: a hotel's invoices, newest first (a page of them with `page`). */
  listInvoices: /*#__PURE__*/ defineOperation({ ...BillingRoutes.listInvoices, body: InvoiceListBodySchema, response: { 200: InvoiceListResponseSchema } }),
  /** GET /invoice/:invoiceId: the invoice with its statement and the reservations it bills. */
  getInvoice: /*#__PURE__*/ defineOperation({ ...BillingRoutes.getInvoice, params: InvoiceParamsSchema, response: { 200: InvoiceDetailSchema } }),
  /** GET /invoice/:invoiceId/pdf: the invoice as a PDF. */
  invoicePdf: /*#__PURE__*/ defineOperation({
    ...BillingRoutes.invoicePdf,
    params: InvoiceParamsSchema,
    response: { 200: fileResponse('application/pdf', 'The invoice as a PDF') },
  }),
  /** POST /invoice/:invoiceId/email (no body): Send by email; the message names the recipient. */
  emailInvoice: /*#__PURE__*/ defineOperation({ ...BillingRoutes.emailInvoice, params: InvoiceParamsSchema, response: { 200: MessageResponseSchema } }),
  /** GET /reservationStatement/get: the billing periods, newest first. */
  listBillingPeriods: /*#__PURE__*/ defineOperation({ ...BillingRoutes.listBillingPeriods, response: { 200: BillingPeriodListResponseSchema } }),
  /** GET /reservationStatement/get/:billingId?page=&limit=: one period with its statements (a page of them with `page`). */
  getBillingPeriod: /*#__PURE__*/ defineOperation({
    ...BillingRoutes.getBillingPeriod,
    params: BillingPeriodParamsSchema,
    query: BillingPeriodDetailQuerySchema,
    response: { 200: BillingPeriodDetailSchema },
  }),
  /** GET /reservationStatement/:billingId/statement/:generatedId/pdf: a hotel's reservation statement as a PDF. */
  statementPdf: /*#__PURE__*/ defineOperation({
    ...BillingRoutes.statementPdf,
    params: StatementParamsSchema,
    response: { 200: fileResponse('application/pdf', 'The reservation statement as a PDF') },
  }),
  /** POST /reservation/reporting: a row per hotel of the reservations starting in the range (UTC days). */
  reporting: /*#__PURE__*/ defineOperation({ ...BillingRoutes.reporting, body: ReportingBodySchema, response: { 200: ReportingResponseSchema } }),
  /** POST /reservation/propertyTypeReporting: the same rows for one chain's hotels (`other`: without a chain). */
  chainReporting: /*#__PURE__*/ defineOperation({ ...BillingRoutes.chainReporting, body: ChainReportingBodySchema, response: { 200: ReportingResponseSchema } }),
  /** POST /reservation/generateReport: 201 with the period; 200 with the text 'empty' when everything was billed before. */
  generateBillingPeriod: /*#__PURE__*/ defineOperation({
    ...BillingRoutes.generateBillingPeriod,
    body: GenerateReportBodySchema,
    response: { 200: NothingGeneratedSchema, 201: GenerateReportResponseSchema },
  }),
  /** POST /reservation/emailReservationStatement; `resend` after the confirmation (409 without it once sent). */
  emailStatement: /*#__PURE__*/ defineOperation({ ...BillingRoutes.emailStatement, body: StatementActionBodySchema, response: { 200: MessageResponseSchema } }),
  /**
   * POST /reservation/generateInvoice (with an Idempotency-Key): 201 paid; 402 declined (the invoice exists, Not Paid);
   * 409 while another attempt runs; 502 when the provider's answer was lost (docs/api-database.md, "Money actions").
   */
  generateInvoice: /*#__PURE__*/ defineOperation({
    ...BillingRoutes.generateInvoice,
    body: StatementActionBodySchema,
    response: { 201: GenerateInvoiceResponseSchema, 402: InvoiceFailedResponseSchema },
  }),
  /** GET /monthlyFailureReport?from=&to=: the payment failure records, newest first. */
  listPaymentFailures: /*#__PURE__*/ defineOperation({
    ...BillingRoutes.listPaymentFailures,
    query: PaymentFailureListQuerySchema,
    response: { 200: PaymentFailureListResponseSchema },
  }),
};
/** The billing area's operations by name (`BillingOperations['listInvoices']`: the api-client's type of a call). */
export type BillingOperations = typeof BillingOperations;
