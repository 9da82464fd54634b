import { Box, Flex } from '@chakra-ui/react';
import { Suspense, lazy, type ComponentType } from 'react';
import { GridLoading } from './data-grid-parts';
import type { DataGridProps } from './data-grid-types';

export { DATA_GRID_EMPTY_TEXT } from './data-grid-parts';

// Everything but the toolbar (states, Columns menu, the react-table part, the pager) arrives on first use, from
// the build that provided libs/ui (the shell's): one copy of Chakra and of the table code for host and remotes,
// and only this small wrapper in libs/ui's shared chunk, which the login page loads.
const loadBody = () => import('./data-grid-body');
const LazyBody = lazy(loadBody) as unknown as ComponentType<DataGridProps<unknown>>;

/** Preloads the grid's code (e.g. on a sidebar hover), so that the first grid renders without a spinner. */
export const preloadDataGrid = () => loadBody().then(() => undefined);

/**
 * A list page's table (docs/frontend-data.md, "Lists"), built on @tanstack/react-table: the caller owns the
 * data and the URL (the API pages, sorts and filters; remote-kit's `useListQuery` keeps page, sort and filters
 * in the query string), the grid shows it:
 * - loading (no rows yet): a spinner with role="status" and `loadingLabel`;
 * - error: an alert (role="alert") with `errorTitle`, the message and a Retry button;
 * - empty page: 'Sorry, no records found.' in a full-width row;
 * - later loads (`fetching`): the previous rows stay, dimmed, with aria-busy;
 * - a sticky header, and `pin: 'end'` columns (actions, status) that stay at the right edge while the table
 *   scrolls inside its frame at any width;
 * - column kinds (`kind`): text wraps at word boundaries only, names and e-mails cut with an ellipsis and a
 *   `title`, money, dates and numbers right-aligned on one line in tabular figures;
 * - columns that give way by `priority` when the grid's own frame is narrow (below 900px and 600px);
 * - sortable headers (`aria-sort`), row selection that survives paging (by `rowKey`), a Columns menu whose
 *   choice, like the rows per page, is kept in localStorage with `persistKey` (see `useGridPageSize`);
 * - 'Showing X to Y of Z entries' with the 5-page pager (ListPager) under it, and a 'Rows per page' select
 *   with `pagination.pageSizeOptions` and `pagination.onPageSizeChange`.
 * The `toolbar` (the page's filters) renders at once, above everything else.
 *
 * @example
 * <DataGrid label="Tickets" columns={COLUMNS} rows={query.data?.ticket} rowKey={(t) => t._id}
 *   loading={query.isPending} fetching={query.isPlaceholderData} error={query.error?.message}
 *   onRetry={() => query.refetch()} pagination={{ page, pageSize: 10, total, onPageChange: setPage }} />
 */
export function DataGrid<T>(props: DataGridProps<T>) {
  const { toolbar, loadingLabel = 'Loading…' } = props;
  return (
    <Box>
      {toolbar ? (
        <Flex gap="4" align="flex-end" wrap="wrap" mb="4">
          {toolbar}
        </Flex>
      ) : null}
      <Suspense fallback={<GridLoading label={loadingLabel} />}>
        <LazyBody {...(props as DataGridProps<unknown>)} />
      </Suspense>
    </Box>
  );
}
