/**
 * Four-eyes approval of large money actions (docs/areas/bookings.md, "Four-eyes approval"): a refund or a no-show
 * capture whose amount is at or above the threshold of its currency does not run; it becomes a request
 * (`/api/approvals`) that another SuperAdmin approves (the money action then runs exactly once, under the money-action
 * protocol) or rejects (nothing changes). The requester cannot decide their own request. Thresholds are set per
 * currency by a SuperAdmin; a currency without one uses the equivalent of APPROVAL_DEFAULT_AUD_CENTS converted with
 * the stored exchange rates. Amounts in minor units of the request's currency; instants ISO. SuperAdmin only.
 */
import { Type, type Static } from 'typebox';
import { ApprovalsRoutes } from './constants/bookings';
import { defineOperation } from './operation';

/** The money actions that may need a second SuperAdmin. */
export const APPROVAL_KINDS = ['refund', 'noShowCapture'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_KIND_LABELS: Readonly<Record<ApprovalKind, string>> = { refund: 'Refund', noShowCapture: 'No-show charge' };

/**
 * A request's state: `pending` until decided; `approved` (the money action ran and succeeded), `rejected` (nothing
 * ran), `failed` (approved, but the provider refused: the error is kept; nothing was taken or given back).
 */
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'failed'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** The threshold of a currency without its own: AUD 500.00, converted with the stored exchange rates. */
export const APPROVAL_DEFAULT_AUD_CENTS = 50_000;

/** Ours: the answers and toasts of /api/approvals and of the money actions that make a request. */
export const ApprovalMessages = {
  /** 202 of a refund or a no-show charge at or above the threshold. */
  requested: 'This amount needs a second SuperAdmin: an approval request was sent.',
  /** 403: the requester decides their own request. */
  ownRequest: 'You cannot approve or reject your own request. Another SuperAdmin must decide it.',
  /** 404. */
  notFound: 'The approval request was not found.',
  /** 409: the request was decided already (by someone else, or by an earlier click). */
  decided: 'This request has already been decided.',
  /** 409: a pending request for the same record and action exists (a second one is not made). */
  alreadyPending: 'An approval request for this is already waiting.',
  /** 400: a threshold below zero or not a whole number of minor units. */
  badThreshold: 'Please enter an amount of 0 or more.',
  /** 400: an unknown currency code. */
  badCurrency: 'Please choose a currency.',
  /** Toasts. */
  approved: 'Approved: the action ran.',
  rejected: 'Request rejected',
  thresholdSaved: 'Threshold saved',
} as const;

const literals = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((v) => Type.Literal(v))));
const NullableString = (options = {}) => Type.Union([Type.String(options), Type.Null()]);
const Person = /*#__PURE__*/ Type.Object({ id: Type.String(), name: Type.String() });

/** An approval request. `record` is the reservation it acts on (a link); `details` what the action would do. */
export const ApprovalSchema = /*#__PURE__*/ Type.Object({
  id: Type.String(),
  kind: literals(APPROVAL_KINDS),
  status: literals(APPROVAL_STATUSES),
  amount: Type.Integer(),
  currency: Type.String(),
  record: Type.Object({ type: Type.Literal('reservation'), id: Type.String(), name: Type.String() }),
  /** The refund's reason and note, as given by the requester (null for a no-show charge). */
  reason: NullableString(),
  note: NullableString(),
  /** Whether the reservation is to be cancelled with the refund (Cancel and refund). */
  cancel: Type.Boolean(),
  requestedBy: Person,
  requestedAt: Type.String(),
  decidedBy: Type.Union([Person, Type.Null()]),
  decidedAt: NullableString(),
  /** The decider's note (a rejection's reason), or null. */
  decisionNote: NullableString(),
  /** Approved: what ran ("Refunded A$620.00"); failed: the provider's refusal. */
  outcome: NullableString(),
});
export type Approval = Static<typeof ApprovalSchema>;

/** GET /api/approvals?status=&page=&limit=: newest first (pending: oldest first, the queue's order). */
export const ApprovalListQuerySchema = /*#__PURE__*/ Type.Object(
  {
    status: Type.Optional(literals(APPROVAL_STATUSES)),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type ApprovalListQuery = Static<typeof ApprovalListQuerySchema>;
export const ApprovalListResponseSchema = /*#__PURE__*/ Type.Object({
  data: Type.Array(ApprovalSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});
export type ApprovalListResponse = Static<typeof ApprovalListResponseSchema>;

/** :id of /api/approvals/:id. */
export const ApprovalParamsSchema = /*#__PURE__*/ Type.Object({ id: Type.String({ format: 'uuid' }) });

/** POST /api/approvals/:id/approve (send an Idempotency-Key) and /reject: the decider's note (optional). */
export const ApprovalDecisionSchema = /*#__PURE__*/ Type.Object(
  { note: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
export type ApprovalDecisionBody = Static<typeof ApprovalDecisionSchema>;

/** The answer of a money action that became a request (202). */
export const ApprovalRequestedSchema = /*#__PURE__*/ Type.Object({
  message: Type.String(),
  approval: ApprovalSchema,
});
export type ApprovalRequested = Static<typeof ApprovalRequestedSchema>;

/**
 * GET /api/approvals/thresholds: the threshold of each currency the console knows (minor units), `own` false
 * where it is the AUD default converted (APPROVAL_DEFAULT_AUD_CENTS); PUT sets one currency's (`amount`, or null to
 * go back to the default).
 */
export const ApprovalThresholdSchema = /*#__PURE__*/ Type.Object({
  currency: Type.String(),
  amount: Type.Integer(),
  own: Type.Boolean(),
  updatedBy: Type.Union([Person, Type.Null()]),
  updatedAt: NullableString(),
});
export type ApprovalThreshold = Static<typeof ApprovalThresholdSchema>;
export const ApprovalThresholdListSchema = /*#__PURE__*/ Type.Object({ data: Type.Array(ApprovalThresholdSchema) });
export type ApprovalThresholdList = Static<typeof ApprovalThresholdListSchema>;
export const SetApprovalThresholdSchema = /*#__PURE__*/ Type.Object(
  {
    currency: Type.String({ minLength: 3, maxLength: 3 }),
    amount: Type.Union([Type.Integer({ minimum: 0, maximum: 1_000_000_000 }), Type.Null()]),
  },
  { additionalProperties: false },
);
export type SetApprovalThresholdBody = Static<typeof SetApprovalThresholdSchema>;

/**
 * The four-eyes approval operations under `/api/approvals` (docs/areas/bookings.md, "Four-eyes approval";
 * SuperAdmin), each with the schemas its route validates (libs/api/README.md, "Operations defined once").
 */
export const ApprovalsOperations = {
  /** GET /approvals: one page of requests (pending: oldest first). */
  listApprovals: /*#__PURE__*/ defineOperation({ ...ApprovalsRoutes.listApprovals, query: ApprovalListQuerySchema, response: { 200: ApprovalListResponseSchema } }),
  /** GET /approvals/thresholds: each currency's threshold (minor units). */
  listApprovalThresholds: /*#__PURE__*/ defineOperation({ ...ApprovalsRoutes.listApprovalThresholds, response: { 200: ApprovalThresholdListSchema } }),
  /** PUT /approvals/thresholds: one currency's threshold, or (`amount: null`) back to the default. */
  setApprovalThreshold: /*#__PURE__*/ defineOperation({
    ...ApprovalsRoutes.setApprovalThreshold,
    body: SetApprovalThresholdSchema,
    response: { 200: ApprovalThresholdSchema },
  }),
  /** GET /approvals/:id: one request. */
  getApproval: /*#__PURE__*/ defineOperation({ ...ApprovalsRoutes.getApproval, params: ApprovalParamsSchema, response: { 200: ApprovalSchema } }),
  /** POST /approvals/:id/approve (send an Idempotency-Key): runs the money action once. */
  approveRequest: /*#__PURE__*/ defineOperation({
    ...ApprovalsRoutes.approveRequest,
    params: ApprovalParamsSchema,
    body: ApprovalDecisionSchema,
    response: { 200: ApprovalSchema },
  }),
  /** POST /approvals/:id/reject: nothing runs; the note is kept as the reason. */
  rejectRequest: /*#__PURE__*/ defineOperation({
    ...ApprovalsRoutes.rejectRequest,
    params: ApprovalParamsSchema,
    body: ApprovalDecisionSchema,
    response: { 200: ApprovalSchema },
  }),
};
/** The operations' types by name, for the api-client's `call<ApprovalsOperations['…']>` (a type import). */
export type ApprovalsOperations = typeof ApprovalsOperations;
