import type { AuditHistoryQuery } from '@backoffice/api-client';
import { recordHistoryQueryOptions, useRecordHistory } from '@backoffice/remote-kit';

/**
 * Query keys of the audit trail: `['audit', entityType, entityId]` (the paged history sits under it, with its page
 * size: remote-kit's recordHistoryKey); invalidate `record(…)` after a write to the record, `['audit']` for every
 * history.
 */
export const auditHistoryKeys = {
  all: ['audit'] as const,
  record: ({ entityType, entityId }: AuditHistoryQuery) => ['audit', entityType, entityId] as const,
};

/**
 * The paged history's query options for one record (remote-kit's recordHistoryQueryOptions: GET /audit with
 * `limit`, then `before`; SuperAdmin only; docs/areas/platform.md, "Audit trail"), e.g. to prefetch it.
 */
export const auditHistoryQueryOptions = (query: AuditHistoryQuery) => recordHistoryQueryOptions(query);

/**
 * A record's audit history, newest first, a page at a time (remote-kit's useRecordHistory: AUDIT_HISTORY_PAGE events,
 * then the older ones on "Show older"). `enabled: false` (another role: the API would answer 403) fetches nothing.
 */
export function useAuditHistory(query: AuditHistoryQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useRecordHistory(query, { enabled });
}
