import type { AuditEvent } from '@backoffice/contracts';
import { errorMessage } from '@backoffice/remote-kit';
import { HistoryPanel, type HistoryPanelProps } from '@backoffice/ui/forms';
import type { UseQueryResult } from '@tanstack/react-query';

/** Props of {@link RecordHistory}: the record's audit query and how the panel words its fields. */
export type RecordHistoryProps = { query: UseQueryResult<AuditEvent[]> } & Pick<HistoryPanelProps, 'fields' | 'currency' | 'formatValue' | 'timeZone'>;

/**
 * A record's History panel in this area (docs/areas/bookings.md, "Reservation details"; docs/areas/pricing.md,
 * "Coupons"): libs/ui's HistoryPanel fed by the record's audit query, with its loading, its failure's message with
 * Retry (the spinner again while a Retry runs) and 'No history yet'. `fields` says how each changed field is written
 * (money in `currency` or the event's own, days, date-times in `timeZone`, names of referenced records).
 */
export function RecordHistory({ query, ...panel }: RecordHistoryProps) {
  const failure = query.isError ? errorMessage(query.error) : null;
  return (
    <HistoryPanel
      {...panel}
      title="History"
      events={query.data}
      loading={query.isPending || (query.isError && query.isFetching)}
      error={failure}
      onRetry={() => void query.refetch()}
    />
  );
}
