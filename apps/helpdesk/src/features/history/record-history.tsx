import type { AuditHistoryQuery } from '@backoffice/api-client';
import { Roles } from '@backoffice/contracts';
import { RecordHistory as KitRecordHistory, type RecordHistoryProps as KitRecordHistoryProps } from '@backoffice/remote-kit';
import { useAuth } from '@backoffice/shell-sdk';
import { useAuditHistory } from './api';

export type RecordHistoryProps = AuditHistoryQuery & Omit<KitRecordHistoryProps, 'query'>;

/**
 * The History panel of a help-desk record (ticket, department) for a SuperAdmin, the only role the API answers;
 * nothing for the others (docs/areas/platform.md, "Audit trail"). The panel is the kit's RecordHistory (its
 * loading, error with Retry, 'No history yet', and referenced records as links: docs/areas/helpdesk.md, "Links"),
 * a page at a time: the newest AUDIT_HISTORY_PAGE events, then "Show older".
 */
export function RecordHistory(props: RecordHistoryProps) {
  const { user } = useAuth();
  if (user?.role !== Roles.SuperAdmin) return null;
  return <LoadedHistory {...props} />;
}

function LoadedHistory({ entityType, entityId, ...panel }: RecordHistoryProps) {
  const history = useAuditHistory({ entityType, entityId });
  return <KitRecordHistory {...panel} query={history} />;
}
