import { LOG_DEFAULT_DAYS, LOG_PAGE_SIZE, PricingMessages, addUtcDays, utcDay } from '@backoffice/contracts/constants';
import type { LogQuery } from '@backoffice/contracts';
import { errorMessage, useLastPageFallback, usePagedUrlDateRange } from '@backoffice/remote-kit';
import { Box, DataGrid, Heading, Stack, Text, type DataGridColumn } from '@backoffice/ui';
import { DateRangeField, type DateRange } from '@backoffice/ui/forms';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { LOG_TIMEZONE } from './format';

/** The range and page of a log screen as the API takes them, and what drives the range picker and the pager. */
export interface LogRange {
  query: LogQuery;
  control: Control<{ range: DateRange }>;
  page: number;
  setPage: (page: number, options?: { replace?: boolean }) => void;
}

/**
 * A log screen's filter (docs/areas/pricing.md, "Logs"): the days a run started, `?from=&to=` (UTC days, default
 * the last {@link LOG_DEFAULT_DAYS} days up to today), and `?page=`; a new range goes back to page 1.
 * @param limit rows per page (default {@link LOG_PAGE_SIZE}).
 */
export function useLogRange(limit: number = LOG_PAGE_SIZE): LogRange {
  const today = utcDay(new Date());
  const { from, to, control, page, setPage } = usePagedUrlDateRange({ from: addUtcDays(today, -(LOG_DEFAULT_DAYS - 1)), to: today });
  return { query: { from, to, page, limit }, control, page, setPage };
}

/** The range picker of a log screen (its days are UTC days). */
export function LogRangeField({ control, label = 'Started (dd/MM/yyyy)' }: { control: LogRange['control']; label?: string }) {
  return <DateRangeField control={control} name="range" label={label} />;
}

export interface LogScreenProps<T> {
  /** The page's heading (the route table's title). */
  title: string;
  /** The table's accessible name. */
  label: string;
  /** What is loading, e.g. 'rate gain logs' ('Loading rate gain logs…', 'The rate gain logs could not be loaded.'). */
  noun: string;
  columns: readonly DataGridColumn<T>[];
  range: LogRange;
  result: UseQueryResult<{ data: T[]; total: number }>;
  rowKey: (row: T) => string;
  /** More under the heading (a chart, a drawer). */
  children?: ReactNode;
  /** More filters beside the range. */
  toolbar?: ReactNode;
  /** The line under the heading (default: the days are UTC days, the times in {@link LOG_TIMEZONE}). */
  note?: string;
}

/**
 * The frame of the log screens: the heading, the zone the times show in, and the grid of one page of the log
 * with the range picker, loading, 'Sorry, no records found.', the load error with Retry and the pager.
 */
export function LogScreen<T>({ title, label, noun, columns, range, result, rowKey, children, toolbar, note }: LogScreenProps<T>) {
  const total = result.data?.total ?? 0;
  const limit = range.query.limit ?? LOG_PAGE_SIZE;
  const lastPage = Math.max(1, Math.ceil(total / limit));
  useLastPageFallback(result.isSuccess && !result.isPlaceholderData, range.page, lastPage, (p) => range.setPage(p, { replace: true }));
  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size="lg">
            {title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {note ?? `Dates are UTC days; times are shown in ${LOG_TIMEZONE} time.`}
          </Text>
        </Stack>
        {children}
        <DataGrid
          label={label}
          columns={columns}
          rows={result.data?.data}
          rowKey={rowKey}
          loading={result.isPending}
          loadingLabel={`Loading ${noun}…`}
          fetching={result.isPlaceholderData}
          error={result.isError ? errorMessage(result.error) : null}
          errorTitle={`The ${noun} could not be loaded.`}
          onRetry={() => void result.refetch()}
          emptyText={PricingMessages.logs.empty}
          toolbar={
            <>
              <LogRangeField control={range.control} />
              {toolbar}
            </>
          }
          pagination={result.data ? { page: range.page, pageSize: limit, total, onPageChange: (p) => range.setPage(p) } : undefined}
        />
      </Stack>
    </Box>
  );
}
