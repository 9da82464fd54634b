import { getAuditHistory, type AuditHistoryQuery } from '@backoffice/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Query keys of the audit trail: `['audit', entityType, entityId]`; invalidate `['audit']` to refetch every history. */
export const auditHistoryKeys = {
  all: ['audit'] as const,
  record: ({ entityType, entityId }: AuditHistoryQuery) => ['audit', entityType, entityId] as const,
};

/** GET /audit for one record (SuperAdmin only; docs/areas/platform.md, "Audit trail"). */
export const auditHistoryQueryOptions = (query: AuditHistoryQuery) =>
  queryOptions({ queryKey: auditHistoryKeys.record(query), queryFn: () => getAuditHistory(query) });

/**
 * A record's audit history, newest first. `enabled: false` (another role: the API would answer 403) fetches nothing.
 */
export function useAuditHistory(query: AuditHistoryQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...auditHistoryQueryOptions(query), enabled });
}
