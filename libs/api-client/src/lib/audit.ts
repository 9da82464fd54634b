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
