import type { AuditHistoryQuery } from '@backoffice/api-client';
import { Roles } from '@backoffice/contracts';
import { errorMessage } from '@backoffice/remote-kit';
import { useAuth } from '@backoffice/shell-sdk';
import { HistoryPanel, type HistoryPanelProps } from '@backoffice/ui/forms';
import { useAuditHistory } from './api';

export type RecordHistoryProps = AuditHistoryQuery & Pick<HistoryPanelProps, 'title' | 'fields' | 'fieldLabels' | 'formatValue'>;

/**
 * The History panel of a record (ticket, department) for a SuperAdmin, the only role the API answers; nothing for
 * the others. Loading, error with Retry and 'No history yet' come from libs/ui's HistoryPanel.
 */
export function RecordHistory(props: RecordHistoryProps) {
  const { user } = useAuth();
  if (user?.role !== Roles.SuperAdmin) return null;
  return <LoadedHistory {...props} />;
}

function LoadedHistory({ entityType, entityId, ...panel }: RecordHistoryProps) {
  const history = useAuditHistory({ entityType, entityId });
  // The panel's own states (not a grid's): its loading, its failure's message with Retry, 'No history yet'.
  const failure = history.isError ? errorMessage(history.error) : null;
  return (
    <HistoryPanel
      {...panel}
      events={history.data}
      // A Retry after a failure keeps the error status while it fetches: show the spinner meanwhile.
      loading={history.isPending || (history.isError && history.isFetching)}
      error={failure}
      onRetry={() => void history.refetch()}
    />
  );
}
