/**
 * Bulk runs (docs/areas/platform.md, "Bulk runs"): one action done on many records as one background job
 * (`/api/bulk-runs`). A run is started on a selection of ids (across pages) or on every record matching a list's
 * filter, works its items one by one in a pg-boss job, can be cancelled between two items, and ends with a report:
 * each item done, skipped with the reason, or failed with the error, each linked to its record. Every item goes
 * through the same idempotent, audited call as the one-by-one action, so a second run of the same selection changes
 * nothing (its items are skipped: "Already sent"). SuperAdmin only.
 */
import { Type, type Static } from 'typebox';
import { PlatformRoutes } from './constants/platform';
import { defineOperation } from './operation';
import { RECORD_TYPES, type RecordType } from './records';

/**
 * The bulk actions, each defined by its area (docs/areas/platform.md, "Bulk runs", lists who defines which):
 * - `statements.send`: e-mail every statement of a billing period not yet sent (`scope.periodId`);
 * - `invoices.create`: invoice (and charge) every statement of a billing period not yet invoiced (`scope.periodId`);
 * - `noShows.approve`: capture the selected no-shows' charges (ids: charge ids);
 * - `users.disable`: disable the selected users (ids: user ids);
 * - `hotels.setStatus`: set the selected hotels' status (ids: hotel ids; `params.status`);
 * - `tickets.assign`: assign the selected tickets (ids: ticket ids; `params.assigneeId`, '' to unassign), and
 *   `tickets.setStatus`: set their status (`params.status` '1'..'4'); also open to Department users, on their
 *   department's tickets (docs/areas/helpdesk.md, "Assignment").
 */
export const BULK_ACTIONS = [
  'statements.send',
  'invoices.create',
  'noShows.approve',
  'users.disable',
  'hotels.setStatus',
  'tickets.assign',
  'tickets.setStatus',
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** What each action is called in the console (the run's title: "Send statements"). */
export const BULK_ACTION_LABELS: Readonly<Record<BulkAction, string>> = {
  'statements.send': 'Send statements',
  'invoices.create': 'Invoice statements',
  'noShows.approve': 'Approve no-shows',
  'users.disable': 'Disable users',
  'hotels.setStatus': 'Set hotel status',
  'tickets.assign': 'Assign tickets',
  'tickets.setStatus': 'Set ticket status',
};

/**
 * A run's state: `queued` (waiting for the job runner), `running`, `cancelling` (cancel asked, the current item
 * finishing), then one of the ended states `cancelled` (stopped between two items; the rest stay pending), `done`
 * (every item worked: each done, skipped or failed) or `failed` (the run itself broke, e.g. its scope vanished).
 */
export const BULK_RUN_STATUSES = ['queued', 'running', 'cancelling', 'cancelled', 'done', 'failed'] as const;
export type BulkRunStatus = (typeof BULK_RUN_STATUSES)[number];
/** The ended states: a run in one of them never changes again. */
export const BULK_RUN_ENDED: readonly BulkRunStatus[] = ['cancelled', 'done', 'failed'];

/** An item's outcome: `pending` until worked; `skipped` carries the reason (nothing to do), `failed` the error. */
export const BULK_ITEM_OUTCOMES = ['pending', 'done', 'skipped', 'failed'] as const;
export type BulkItemOutcome = (typeof BULK_ITEM_OUTCOMES)[number];

/** Most items one run may hold (a selection or a filter's matches). */
export const BULK_RUN_MAX_ITEMS = 10_000;

/** Ours: the answers and toasts of /api/bulk-runs. */
export const BulkMessages = {
  /** 400: neither `ids` nor `scope`, or both. */
  selectionRequired: 'Choose the records to run on: a selection or a filter.',
  /** 400: the selection or the filter matches no record. */
  nothingToRun: 'Nothing to run: no record matches.',
  /** 400: more than BULK_RUN_MAX_ITEMS records. */
  tooMany: 'A bulk run takes at most 10,000 records. Narrow the filter.',
  /** 400: a parameter the action needs is missing or invalid (its own message when it has one). */
  badParams: 'The action’s options are not valid.',
  /** 404: no such run. */
  notFound: 'The bulk run was not found.',
  /** 409: cancel asked of a run that has ended. */
  ended: 'The bulk run has already ended.',
  /** Toasts. */
  started: (label: string, total: number) => `${label}: ${total} ${total === 1 ? 'record' : 'records'} queued`,
  cancelRequested: 'Cancelling: the run stops after the current record.',
  /** Item reasons every action may give. */
  recordGone: 'The record no longer exists.',
  /** The run's error (status `failed`) when its action is no longer defined by the server that works it. */
  actionGone: 'This action is no longer available: the run was stopped.',
} as const;

const literals = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((v) => Type.Literal(v))));
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const Params = /*#__PURE__*/ Type.Record(Type.String({ maxLength: 40 }), Type.String({ maxLength: 200 }), { maxProperties: 20 });

/**
 * POST /api/bulk-runs: starts a run (202 with the run). Exactly one of
 * - `ids`: the selected records (any page; duplicates ignored), 1 to BULK_RUN_MAX_ITEMS;
 * - `scope`: every record matching a filter, resolved when the run starts: a list's URL query
 *   (`{ status: 'Pending' }`) or the action's scope (`{ periodId }` for statements and invoices).
 * `params` are the action's options (`{ status: 'Live' }` for hotels.setStatus); `origin` the console path the run
 * was started from (its report's "back to" link; default: the Referer's path).
 * Answers 400 (BulkMessages), 403 (not a SuperAdmin).
 */
export const StartBulkRunSchema = /*#__PURE__*/ Type.Object(
  {
    action: literals(BULK_ACTIONS),
    ids: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: BULK_RUN_MAX_ITEMS })),
    scope: Type.Optional(Params),
    params: Type.Optional(Params),
    origin: Type.Optional(Type.String({ maxLength: 500, pattern: '^/' })),
  },
  { additionalProperties: false },
);
export type StartBulkRunBody = Static<typeof StartBulkRunSchema>;

/** A run, as the page and the top bar's jobs tray show it. Counts of items; instants ISO. */
export const BulkRunSchema = /*#__PURE__*/ Type.Object({
  id: Type.String(),
  action: literals(BULK_ACTIONS),
  /** The action's label and what it ran on: "Send statements: November 2026". */
  title: Type.String(),
  status: literals(BULK_RUN_STATUSES),
  total: Type.Integer(),
  done: Type.Integer(),
  skipped: Type.Integer(),
  failed: Type.Integer(),
  /** The page the run was started from (its "back to" link), or null. */
  origin: Nullable(Type.String({ maxLength: 500 })),
  startedBy: Type.Object({ id: Type.String(), name: Type.String() }),
  createdAt: Type.String(),
  startedAt: Nullable(Type.String()),
  endedAt: Nullable(Type.String()),
  cancelRequestedAt: Nullable(Type.String()),
  /** Why the run itself failed (status `failed`), else null. */
  error: Nullable(Type.String()),
});
export type BulkRun = Static<typeof BulkRunSchema>;

/** One item of a run's report: the record (a link), its outcome and the reason or error. */
export const BulkRunItemSchema = /*#__PURE__*/ Type.Object({
  position: Type.Integer(),
  record: Type.Object({
    type: Type.Unsafe<RecordType>(Type.Union(RECORD_TYPES.map((t) => Type.Literal(t)))),
    id: Type.String(),
    parentId: Type.Optional(Type.String()),
    name: Type.String(),
  }),
  outcome: literals(BULK_ITEM_OUTCOMES),
  /** Skipped: the reason ("Already sent"); failed: the error; done: what was done, or null. */
  message: Nullable(Type.String()),
  at: Nullable(Type.String()),
});
export type BulkRunItem = Static<typeof BulkRunItemSchema>;

/** GET /api/bulk-runs?active=&limit=: runs newest first; `active` true: those not ended (the jobs tray). */
export const BulkRunListQuerySchema = /*#__PURE__*/ Type.Object(
  {
    active: Type.Optional(Type.Boolean()),
    action: Type.Optional(literals(BULK_ACTIONS)),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type BulkRunListQuery = Static<typeof BulkRunListQuerySchema>;
export const BulkRunListResponseSchema = /*#__PURE__*/ Type.Object({ data: Type.Array(BulkRunSchema) });
export type BulkRunListResponse = Static<typeof BulkRunListResponseSchema>;

/** GET /api/bulk-runs/:id?outcome=&page=&limit=: the run and one page of its report (position order). */
export const BulkRunDetailQuerySchema = /*#__PURE__*/ Type.Object(
  {
    outcome: Type.Optional(literals(BULK_ITEM_OUTCOMES)),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  },
  { additionalProperties: false },
);
export type BulkRunDetailQuery = Static<typeof BulkRunDetailQuerySchema>;
export const BulkRunDetailSchema = /*#__PURE__*/ Type.Object({
  run: BulkRunSchema,
  items: Type.Object({ data: Type.Array(BulkRunItemSchema), total: Type.Integer(), page: Type.Integer(), limit: Type.Integer() }),
});
export type BulkRunDetail = Static<typeof BulkRunDetailSchema>;

/** :id of /api/bulk-runs/:id. */
export const BulkRunParamsSchema = /*#__PURE__*/ Type.Object({ id: Type.String({ format: 'uuid' }) });

/**
 * The bulk runs' operations (docs/areas/platform.md, "Bulk runs"; libs/api/README.md, "Operations defined once"):
 * libs/api/platform registers each route from its operation and the api-client calls it. SuperAdmins, and the
 * Department users for the actions open to them (who read and cancel their own runs only); 400 (BulkMessages),
 * 403, 404 (no such run), 409 (cancel of an ended run).
 */
export const BulkRunsOperations = {
  /** POST /bulk-runs: starts a run on `ids` or on every record matching `scope` (202 with the queued run). */
  startBulkRun: /*#__PURE__*/ defineOperation({ ...PlatformRoutes.startBulkRun, body: StartBulkRunSchema, response: { 202: BulkRunSchema } }),
  /** GET /bulk-runs?active=&action=&limit=: runs newest first. */
  listBulkRuns: /*#__PURE__*/ defineOperation({ ...PlatformRoutes.listBulkRuns, query: BulkRunListQuerySchema, response: { 200: BulkRunListResponseSchema } }),
  /** GET /bulk-runs/:id?outcome=&page=&limit=: the run and one page of its report. */
  getBulkRun: /*#__PURE__*/ defineOperation({
    ...PlatformRoutes.getBulkRun,
    params: BulkRunParamsSchema,
    query: BulkRunDetailQuerySchema,
    response: { 200: BulkRunDetailSchema },
  }),
  /** POST /bulk-runs/:id/cancel (no body): the run, cancelled at once when queued, else `cancelling`. */
  cancelBulkRun: /*#__PURE__*/ defineOperation({ ...PlatformRoutes.cancelBulkRun, params: BulkRunParamsSchema, response: { 200: BulkRunSchema } }),
};
/** The bulk runs' operations by name (`BulkRunsOperations['startBulkRun']`: the api-client's type of a call). */
export type BulkRunsOperations = typeof BulkRunsOperations;
