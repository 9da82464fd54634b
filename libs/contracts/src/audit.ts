/**
 * Wire shapes of the audit trail (docs/areas/platform.md, "Audit trail"): every write leaves one event in
 * `audit_events`, in the same transaction as the change; `GET /audit?entityType=&entityId=` (SuperAdmin)
 * answers a record's history, newest first, at most AUDIT_HISTORY_LIMIT events, or one page of it at a time
 * (`limit`, then `before` = the answer's `next` for the older events).
 */
import { Type, type Static } from 'typebox';
import { PlatformRoutes } from './constants/platform';
import { defineOperation } from './operation';
import { withMessages } from './validation';

/** At most this many events answer one history call (newest first); also the most one page may ask for. */
export const AUDIT_HISTORY_LIMIT = 200;

/** The History panel's page: it asks for this many events, then this many older ones at a time ("Show older"). */
export const AUDIT_HISTORY_PAGE = 50;

/**
 * What a history cursor (`before`, `next`) looks like on the wire: opaque, URL-safe base64 (at most 64 characters).
 * A client passes back the `next` it was answered, never builds one.
 */
export const AUDIT_CURSOR_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

/** Ours: the answers of GET /audit. */
export const AuditMessages = {
  /** 400: `before` is not a cursor this history answered (a `next` edited, cut or made up). */
  badCursor: 'The history cursor "before" is not valid: pass the "next" of the previous page, or leave it out for the newest events.',
} as const;

/**
 * GET /audit query. Without `limit` and `before` the answer is the newest AUDIT_HISTORY_LIMIT events, `{ data }`
 * only (as before paging existed). With either, one page: `limit` events (1..AUDIT_HISTORY_LIMIT, default
 * AUDIT_HISTORY_LIMIT) older than the cursor `before` (none: the newest), and the answer's `next`.
 */
export const AuditQuerySchema = Type.Object(
  {
    entityType: Type.String({ minLength: 1, maxLength: 40 }),
    entityId: Type.String({ minLength: 1, maxLength: 64 }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: AUDIT_HISTORY_LIMIT })),
    before: Type.Optional(
      Type.String({ pattern: AUDIT_CURSOR_PATTERN, ...withMessages({ default: AuditMessages.badCursor }) }),
    ),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuerySchema>;

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);
const Fields = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]);

/**
 * One event. `action` is `<entityType>.<verb>` (e.g. `ticket.status`, `department.update`, `user.sign_in_failed`).
 * `before` / `after` hold only the changed fields (secrets such as password hashes and PINs never);
 * `before` is null on a create, `after` null on a delete. `actorName` is resolved when read ("First Last"),
 * null for an anonymous caller (a failed sign-in of an unknown address). `at` is an ISO 8601 instant (UTC).
 */
export const AuditEventSchema = Type.Object({
  _id: Type.String(),
  at: Type.String(),
  actorId: Nullable(Type.String()),
  actorRole: Nullable(Type.String()),
  actorName: Nullable(Type.String()),
  action: Type.String(),
  entityType: Type.String(),
  entityId: Type.String(),
  before: Fields,
  after: Fields,
  requestId: Nullable(Type.String()),
  ip: Nullable(Type.String()),
});
export type AuditEvent = Static<typeof AuditEventSchema>;

/**
 * GET /audit answer: `{ data: AuditEvent[] }`, newest first. A paged call (`limit` or `before` sent) also answers
 * `next`: the cursor of the older events to pass as `before`, null when `data` ends with the record's oldest event.
 * Keyset paging: a deep page costs what the first costs, and events written meanwhile neither repeat nor go missing.
 */
export const AuditHistoryResponseSchema = Type.Object({
  data: Type.Array(AuditEventSchema),
  next: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type AuditHistoryResponse = Static<typeof AuditHistoryResponseSchema>;

/**
 * The audit trail's operation (docs/areas/platform.md, "Audit trail"; libs/api/README.md, "Operations defined
 * once"): libs/api/platform registers the route from it and the api-client calls it. SuperAdmin only (403, 401).
 */
export const AuditOperations = {
  /**
   * GET /audit?entityType=&entityId=[&limit=&before=]: a record's history, newest first, at most
   * AUDIT_HISTORY_LIMIT events; with `limit` / `before` one page and its `next` cursor (400 AuditMessages.badCursor).
   */
  getAuditHistory: /*#__PURE__*/ defineOperation({ ...PlatformRoutes.getAuditHistory, query: AuditQuerySchema, response: { 200: AuditHistoryResponseSchema } }),
};
/** The audit trail's operations by name (`AuditOperations['getAuditHistory']`: the api-client's type of a call). */
export type AuditOperations = typeof AuditOperations;
