import { getAuditHistoryPage, type AuditHistoryPage, type AuditHistoryQuery } from '@backoffice/api-client';
import { AUDIT_HISTORY_PAGE, type AuditEvent } from '@backoffice/contracts';
import { HistoryPanel, type HistoryPanelProps } from '@backoffice/ui/forms';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { RecordLink } from './page-frame';
import { errorMessage } from './page-states';

/** A record's history a page at a time: the infinite query of {@link useRecordHistory}. */
export type RecordHistoryPages = UseInfiniteQueryResult<InfiniteData<AuditHistoryPage>>;

/**
 * Props of {@link RecordHistory}: the record's audit query and how the panel words its fields. The query is either
 * {@link useRecordHistory} (a page at a time, "Show older") or an area's own `useQuery` of `getAuditHistory` (the
 * newest 200 events at once, as before the history was paged).
 */
export type RecordHistoryProps = { query: RecordHistoryPages | UseQueryResult<AuditEvent[]> } & Pick<
  HistoryPanelProps,
  'title' | 'fields' | 'fieldLabels' | 'currency' | 'formatValue' | 'timeZone'
>;

/**
 * The query key of a record's paged history: under `['audit', entityType, entityId]` (the key an area invalidates
 * after a write to the record, e.g. the help desk's `auditHistoryKeys.record`), then the page size.
 */
export const recordHistoryKey = ({ entityType, entityId }: AuditHistoryQuery, limit: number) =>
  ['audit', entityType, entityId, { limit }] as const;

/**
 * The infinite query of a record's history (docs/areas/platform.md, "Audit trail"): GET /audit with `limit` (default
 * AUDIT_HISTORY_PAGE, 50) for the newest events, then `before` = the previous page's `next` for each older page; no
 * page after one answering `next: null`. A refetch (an invalidation after a write) reads again from the newest.
 */
export const recordHistoryQueryOptions = (record: AuditHistoryQuery, limit: number = AUDIT_HISTORY_PAGE) =>
  infiniteQueryOptions({
    queryKey: recordHistoryKey(record, limit),
    queryFn: ({ pageParam }): Promise<AuditHistoryPage> =>
      getAuditHistoryPage(pageParam ? { ...record, limit, before: pageParam } : { ...record, limit }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: AuditHistoryPage) => last.next,
  });

/**
 * A record's history a page at a time, for {@link RecordHistory}'s `query`: `useRecordHistory({ entityType: 'hotel',
 * entityId })`. SuperAdmin only (the API answers 403 to another role): pass `enabled: false` to fetch nothing.
 * @param options.limit events per page (1..200; default AUDIT_HISTORY_PAGE).
 */
export function useRecordHistory(
  record: AuditHistoryQuery,
  { limit, enabled = true }: { limit?: number; enabled?: boolean } = {},
): RecordHistoryPages {
  return useInfiniteQuery({ ...recordHistoryQueryOptions(record, limit), enabled });
}

const isPaged = (query: RecordHistoryProps['query']): query is RecordHistoryPages => 'fetchNextPage' in query;

/** The events of every page loaded, newest first (an event a refetch moved across a page boundary shown once). */
function eventsOf(pages: readonly AuditHistoryPage[]): AuditEvent[] {
  const seen = new Set<string>();
  return pages.flatMap((p) => p.data).filter((e) => !seen.has(e._id) && Boolean(seen.add(e._id)));
}

/**
 * A record's History panel (docs/areas/platform.md, "Audit trail"; docs/frontend-data.md, "Links between records"):
 * libs/ui's HistoryPanel fed by the record's audit query, with its loading, its failure's message with Retry (the
 * spinner again while a Retry runs) and 'No history yet'. `fields` says how each changed field is written (money in
 * `currency` or the event's own, days, date-times in `timeZone`, names of referenced records); a field with a
 * `recordType` shows its record as a RecordLink.
 *
 * With {@link useRecordHistory}'s query the panel shows the newest page (AUDIT_HISTORY_PAGE events) and "Show older"
 * while older events exist; each click appends the next page (the button busy meanwhile). An older page that fails
 * keeps the events shown, with its message and the button to ask again; a failed first load (or a failed refetch)
 * is the panel's error state with Retry, as for a plain query.
 */
export function RecordHistory({ query, title = 'History', ...panel }: RecordHistoryProps) {
  const common = {
    ...panel,
    title,
    renderRecord: (ref: Parameters<NonNullable<HistoryPanelProps['renderRecord']>>[0], text: string) => (
      <RecordLink record={ref}>{text}</RecordLink>
    ),
  };
  if (!isPaged(query)) {
    const failure = query.isError ? errorMessage(query.error) : null;
    return (
      <HistoryPanel
        {...common}
        events={query.data}
        loading={query.isPending || (query.isError && query.isFetching)}
        error={failure}
        onRetry={() => void query.refetch()}
      />
    );
  }
  // Only a failed older page keeps the events shown; any other failure is the panel's error state.
  const olderFailed = query.isFetchNextPageError;
  const failure = query.isError && !olderFailed ? errorMessage(query.error) : null;
  return (
    <HistoryPanel
      {...common}
      events={query.data ? eventsOf(query.data.pages) : undefined}
      loading={query.isPending || (failure !== null && query.isFetching && !query.isFetchingNextPage)}
      error={failure}
      onRetry={() => void query.refetch()}
      hasOlder={query.hasNextPage}
      onShowOlder={() => void query.fetchNextPage()}
      loadingOlder={query.isFetchingNextPage}
      olderError={olderFailed && !query.isFetchingNextPage ? errorMessage(query.error) : null}
    />
  );
}
