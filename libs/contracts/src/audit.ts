/**
 * Wire shapes of the audit trail (docs/areas/platform.md, "Audit trail"): every write leaves one event in
 * `audit_events`, in the same transaction as the change; `GET /audit?entityType=&entityId=` (SuperAdmin)
 * answers a record's history, newest first, at most AUDIT_HISTORY_LIMIT events.
 */
import { Type, type Static } from 'typebox';
import { PlatformRoutes } from './constants/platform';
import { defineOperation } from './operation';

/** At most this many events answer one history call (newest first). */
export const AUDIT_HISTORY_LIMIT = 200;

/** GET /audit query. */
export const AuditQuerySchema = Type.Object(
  {
    entityType: Type.String({ minLength: 1, maxLength: 40 }),
    entityId: Type.String({ minLength: 1, maxLength: 64 }),
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

/** GET /audit answer: `{ data: AuditEvent[] }`, newest first. */
export const AuditHistoryResponseSchema = Type.Object({ data: Type.Array(AuditEventSchema) });
export type AuditHistoryResponse = Static<typeof AuditHistoryResponseSchema>;

/**
 * The audit trail's operation (docs/areas/platform.md, "Audit trail"; libs/api/README.md, "Operations defined
 * once"): libs/api/platform registers the route from it and the api-client calls it. SuperAdmin only (403, 401).
 */
export const AuditOperations = {
  /** GET /audit?entityType=&entityId=: a record's history, newest first, at most AUDIT_HISTORY_LIMIT events. */
  getAuditHistory: /*#__PURE__*/ defineOperation({ ...PlatformRoutes.getAuditHistory, query: AuditQuerySchema, response: { 200: AuditHistoryResponseSchema } }),
};
/** The audit trail's operations by name (`AuditOperations['getAuditHistory']`: the api-client's type of a call). */
export type AuditOperations = typeof AuditOperations;
