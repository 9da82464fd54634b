import { DEFAULT_TIMEZONE, LOG_DEFAULT_DAYS, LOG_PAGE_SIZE, PricingMessages, addUtcDays, formatDateTime, utcDay } from '@backoffice/contracts/constants';
import type { LogQuery } from '@backoffice/contracts';
import { ListPage, ListToolbar, listRows, useLastPageFallback, usePagedUrlDateRange } from '@backoffice/remote-kit';
import { Stack, type DataGridColumn } from '@backoffice/ui';
import { DateRangeField, type DateRange } from '@backoffice/ui/forms';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';

/** The zone the logs' instants show in: the business's, where the jobs that write them run (docs/areas/pricing.md, "Logs"). */
export const LOG_TIMEZONE = DEFAULT_TIMEZONE;

/**
 * An instant of a log or a job run, with seconds, in `zone` (default {@link LOG_TIMEZONE}) through the format
 * module: '02/11/2026, 2:00:00 am', the zone's name added when it is not the viewer's ('… am AEDT'); '—' when absent.
 */
export const logTime = (iso: string | null | undefined, zone: string = LOG_TIMEZONE): string => formatDateTime(iso, { zone: zone || LOG_TIMEZONE, seconds: true });

/** The range and page of a log screen as the API takes them, and what drives the range picker and the pager. */
export interface LogRange {
  query: LogQuery;
  control: Control<{ range: DateRange }>;
  page: number;
  setPage: (page: number, options?: { replace?: boolean }) => void;
}

/** A log screen's range when the URL has none: the last LOG_DEFAULT_DAYS UTC days, today included. */
function defaultLogRange(): { from: string; to: string } {
  const today = utcDay(new Date());
  return { from: addUtcDays(today, -(LOG_DEFAULT_DAYS - 1)), to: today };
}

/** The URL keys every log screen reads besides page/sort/order: its range (docs/areas/platform.md, "Saved views"). */
export const LOG_VIEW_PARAMS: readonly string[] = ['from', 'to'];

/** The range of a URL query as a log screen reads it (`?from=&to=`, else the default range). */
export function logRangeOf(params: URLSearchParams): { from: string; to: string } {
  const defaults = defaultLogRange();
  return { from: params.get('from') || defaults.from, to: params.get('to') || defaults.to };
}

/**
 * A log screen's filter (docs/areas/pricing.md, "Logs"): the days a run started, `?from=&to=` (UTC days, default
 * the last {@link LOG_DEFAULT_DAYS} days up to today), and `?page=`; a new range goes back to page 1.
 * @param limit rows per page (default {@link LOG_PAGE_SIZE}).
 */
export function useLogRange(limit: number = LOG_PAGE_SIZE): LogRange {
  const { from, to, control, page, setPage } = usePagedUrlDateRange(defaultLogRange());
  return { query: { from, to, page, limit }, control, page, setPage };
}

/** The range picker of a log screen (its days are UTC days). */
export function LogRangeField({ control, label = 'Started' }: { control: LogRange['control']; label?: string }) {
  return <DateRangeField control={control} name="range" label={label} />;
}

export interface LogScreenProps<T> {
  /** The page's heading (the route table's title). */
  title: string;
  /** The list's stable name ('rate-gain-log'): its column choice is kept under it in this browser. */
  listKey: string;
  /** The table's accessible name. */
  label: string;
  /** What is loading, e.g. 'rate gain logs' ('Loading rate gain logs…', 'The rate gain logs could not be loaded.'). */
  noun: string;
  columns: readonly DataGridColumn<T>[];
  range: LogRange;
  result: UseQueryResult<{ data: T[]; total: number }>;
  rowKey: (row: T) => string;
  /** More above the table, under the filters (a chart). */
  children?: ReactNode;
  /** More filters beside the range. */
  toolbar?: ReactNode;
  /** The line under the heading (default: the days are UTC days, the times in {@link LOG_TIMEZONE}). */
  note?: string;
  /** The number of rows for a range (the log's total for it): each saved view's live count in the "Views" menu. */
  count?: (range: { from: string; to: string }) => Promise<number>;
  /** URL keys the page reads besides the range (`?currency=`), kept by a saved view. */
  moreViewParams?: readonly string[];
}

/**
 * A log screen (docs/areas/pricing.md, "Logs"), a ListPage: the heading with the zone the times show in under it,
 * the range picker (and `toolbar`), `children` (a chart), then the grid of one page of the log with its loading,
 * 'Sorry, no records found.', the load error with Retry and the pager.
 */
export function LogScreen<T>({ title, listKey, label, noun, columns, range, result, rowKey, children, toolbar, note, count, moreViewParams = [] }: LogScreenProps<T>) {
  const total = result.data?.total ?? 0;
  const limit = range.query.limit ?? LOG_PAGE_SIZE;
  const lastPage = Math.max(1, Math.ceil(total / limit));
  useLastPageFallback(result.isSuccess && !result.isPlaceholderData, range.page, lastPage, (p) => range.setPage(p, { replace: true }));
  return (
    <ListPage
      title={title}
      subtitle={note ?? `Dates are UTC days; times are shown in ${LOG_TIMEZONE} time.`}
      listKey={listKey}
      viewParams={[...LOG_VIEW_PARAMS, ...moreViewParams]}
      countView={count ? (q) => count(logRangeOf(q)) : undefined}
      label={label}
      columns={columns}
      {...listRows(result, result.data?.data, noun, rowKey)}
      emptyText={PricingMessages.logs.empty}
      filters={
        <Stack gap="4">
          <ListToolbar>
            <LogRangeField control={range.control} />
            {toolbar}
          </ListToolbar>
          {children}
        </Stack>
      }
      pagination={result.data ? { page: range.page, pageSize: limit, total, onPageChange: (p) => range.setPage(p) } : undefined}
    />
  );
}
