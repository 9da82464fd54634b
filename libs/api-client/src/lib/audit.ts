import { PlatformRoutes as routes } from '@backoffice/contracts/constants';
import type { AuditEntityType, AuditEvent, AuditOperations as Ops } from '@backoffice/contracts';
import { call } from './client';

/** Which record's history: `{ entityType: 'department', entityId: 'd1' }` (a new area adds its entity types in contracts). */
export interface AuditHistoryQuery {
  entityType: AuditEntityType;
  entityId: string;
}

/**
 * GET /api/audit?entityType=&entityId= (docs/areas/platform.md, "Audit trail"; SuperAdmin only): a record's
 * history, newest first, at most 200 events (contracts' AUDIT_HISTORY_LIMIT). Each event says who (`actorName`,
 * `actorRole`; null for an anonymous caller), what (`action`, `<entityType>.<verb>`), when (`at`, an ISO 8601
 * instant in UTC) and the changed fields (`before`/`after`, secrets left out).
 *
 * @returns the events (the answer's `data`), `[]` for a record with no history.
 * @throws ApiError 401 without a token, 403 for a role other than SuperAdmin, 400 for a malformed query;
 *   429 when rate limited.
 */
export async function getAuditHistory({ entityType, entityId }: AuditHistoryQuery): Promise<AuditEvent[]> {
  // The operation of libs/contracts/src/audit.ts (`AuditOperations`) at its route (`PlatformRoutes`, call.ts).
  return (await call<Ops['getAuditHistory']>(routes.getAuditHistory, { query: { entityType, entityId } })).data;
}

/**
 * Which page of a record's history: the record, how many events (1..200, contracts' AUDIT_HISTORY_LIMIT; the
 * History panel asks for AUDIT_HISTORY_PAGE) and, for older events, `before`: the `next` of the page before it.
 */
export interface AuditHistoryPageQuery extends AuditHistoryQuery {
  limit: number;
  before?: string;
}

/** One page of a record's history: its events, newest first, and the cursor of the older ones (null: none older). */
export interface AuditHistoryPage {
  data: AuditEvent[];
  next: string | null;
}

/**
 * GET /api/audit?entityType=&entityId=&limit=[&before=] (docs/areas/platform.md, "Audit trail"; SuperAdmin only):
 * one page of a record's history, newest first: `limit` events older than the cursor `before` (none: the newest),
 * and `next`, the cursor to pass as `before` for the older ones (null after the record's oldest event). Keyset
 * paging: a deep page costs what the first costs, and events written meanwhile neither repeat nor go missing.
 *
 * @returns `{ data, next }`; `{ data: [], next: null }` for a record with no history.
 * @throws ApiError 401 without a token, 403 for a role other than SuperAdmin, 400 for a malformed query or a
 *   `before` that is not a `next` of this history (contracts' AuditMessages.badCursor); 429 when rate limited.
 */
export async function getAuditHistoryPage({ entityType, entityId, limit, before }: AuditHistoryPageQuery): Promise<AuditHistoryPage> {
  const query = before === undefined ? { entityType, entityId, limit } : { entityType, entityId, limit, before };
  const answer = await call<Ops['getAuditHistory']>(routes.getAuditHistory, { query });
  return { data: answer.data, next: answer.next ?? null };
}
