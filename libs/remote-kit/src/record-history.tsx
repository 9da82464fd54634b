import type { AuditEvent } from '@backoffice/contracts';
import { HistoryPanel, type HistoryPanelProps } from '@backoffice/ui/forms';
import type { UseQueryResult } from '@tanstack/react-query';
import { RecordLink } from './page-frame';
import { errorMessage } from './page-states';

/** Props of {@link RecordHistory}: the record's audit query (the area's own hook) and how the panel words its fields. */
export type RecordHistoryProps = { query: UseQueryResult<AuditEvent[]> } & Pick<
  HistoryPanelProps,
  'title' | 'fields' | 'fieldLabels' | 'currency' | 'formatValue' | 'timeZone'
>;

/**
 * A record's History panel (docs/areas/platform.md, "Audit trail"; docs/frontend-data.md, "Links between records"):
 * libs/ui's HistoryPanel fed by the record's audit query, with its loading, its failure's message with Retry (the
 * spinner again while a Retry runs) and 'No history yet'. `fields` says how each changed field is written (money in
 * `currency` or the event's own, days, date-times in `timeZone`, names of referenced records); a field with a
 * `recordType` shows its record as a RecordLink.
 */
export function RecordHistory({ query, title = 'History', ...panel }: RecordHistoryProps) {
  const failure = query.isError ? errorMessage(query.error) : null;
  return (
    <HistoryPanel
      {...panel}
      title={title}
      events={query.data}
      loading={query.isPending || (query.isError && query.isFetching)}
      error={failure}
      onRetry={() => void query.refetch()}
      renderRecord={(ref, text) => <RecordLink record={ref}>{text}</RecordLink>}
    />
  );
}
