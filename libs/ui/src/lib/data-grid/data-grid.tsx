import { Alert, Box, Button, Center, Flex, HStack, Menu, Portal, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';
import { Suspense, lazy, useState, type ComponentType } from 'react';
import { ListPager } from '../list-pager';
import type { DataGridProps, DataGridTableProps } from './data-grid-types';

/** The empty page's text of spec 1 (copied from contracts' lists message: libs/ui takes no values from contracts). */
export const DATA_GRID_EMPTY_TEXT = 'Sorry, no records found.';

// The react-table part arrives on first use, from the build that provided libs/ui (the shell's): one copy of
// Chakra and of the table code for host and remotes, none of it on the login page.
const LazyTable = lazy(() => import('./data-grid-table')) as unknown as ComponentType<DataGridTableProps<unknown>>;

/** Preloads the table code (e.g. on a sidebar hover), so that the first grid renders without a spinner. */
export const preloadDataGrid = () => import('./data-grid-table').then(() => undefined);

function GridLoading({ label }: { label: string }) {
  return (
    <Center py="10" role="status">
      <Spinner size="lg" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}

/**
 * A list page's table (docs/frontend-data.md, "Lists"), built on @tanstack/react-table: the caller owns the
 * data and the URL (the API pages, sorts and filters; remote-kit's `useListQuery` keeps page, sort and filters
 * in the query string), the grid shows it:
 * - loading (no rows yet): a spinner with role="status" and `loadingLabel`;
 * - error: an alert (role="alert") with `errorTitle`, the message and a Retry button;
 * - empty page: 'Sorry, no records found.' in a full-width row;
 * - later loads (`fetching`): the previous rows stay, dimmed, with aria-busy;
 * - a sticky header, cells that wrap long unbroken words, and `pin: 'end'` columns (actions, status) that stay
 *   at the right edge while the table scrolls inside its frame at any width;
 * - sortable headers (`aria-sort`), row selection that survives paging (by `rowKey`), a Columns menu;
 * - 'Showing X to Y of Z entries' with the 5-page pager (ListPager) under it.
 *
 * @example
 * <DataGrid label="Tickets" columns={COLUMNS} rows={query.data?.ticket} rowKey={(t) => t._id}
 *   loading={query.isPending} fetching={query.isPlaceholderData} error={query.error?.message}
 *   onRetry={() => query.refetch()} pagination={{ page, pageSize: 10, total, onPageChange: setPage }} />
 */
export function DataGrid<T>({
  label,
  columns,
  rows,
  rowKey,
  loading = false,
  loadingLabel = 'Loading…',
  fetching = false,
  error,
  errorTitle = 'Could not load the data.',
  onRetry,
  emptyText = DATA_GRID_EMPTY_TEXT,
  sort = null,
  onSortChange,
  pagination,
  selection,
  columnToggle = false,
  initialHidden = [],
  toolbar,
  maxH = '70vh',
}: DataGridProps<T>) {
  const [hidden, setHidden] = useState<readonly string[]>(initialHidden);
  const hideable = columns.filter((c) => c.pin !== 'end' && c.hideable !== false);
  const selectedCount = selection?.selected.length ?? 0;

  let body;
  if (error) {
    body = (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{errorTitle}</Alert.Title>
          <Alert.Description>{error}</Alert.Description>
        </Alert.Content>
        {onRetry ? (
          <HStack alignSelf="center">
            <Button size="sm" variant="outline" onClick={onRetry}>
              Retry
            </Button>
          </HStack>
        ) : null}
      </Alert.Root>
    );
  } else if (loading || !rows) {
    body = <GridLoading label={loadingLabel} />;
  } else {
    body = (
      <Box aria-busy={fetching} opacity={fetching ? 0.6 : 1}>
        <Suspense fallback={<GridLoading label={loadingLabel} />}>
          <LazyTable
            label={label}
            columns={columns as DataGridTableProps<unknown>['columns']}
            rows={rows}
            rowKey={rowKey as (row: unknown) => string}
            emptyText={emptyText}
            sort={sort}
            onSortChange={onSortChange}
            hidden={hidden}
            selection={selection as DataGridTableProps<unknown>['selection']}
            maxH={maxH}
          />
        </Suspense>
        {selection && selectedCount > 0 ? (
          <HStack gap="3" mt="3">
            <Text fontSize="sm">{selectedCount} selected</Text>
            <Button size="xs" variant="ghost" onClick={() => selection.onChange([])}>
              Clear selection
            </Button>
          </HStack>
        ) : null}
        {pagination ? (
          <ListPager
            page={pagination.page}
            pageSize={pagination.pageSize}
            total={pagination.total}
            onPageChange={pagination.onPageChange}
            range={pagination.range}
          />
        ) : null}
      </Box>
    );
  }

  return (
    <Box>
      {toolbar || (columnToggle && hideable.length) ? (
        <Flex gap="4" align="flex-end" wrap="wrap" mb="4">
          {toolbar}
          {columnToggle && hideable.length ? (
            <Box ms="auto">
              <Menu.Root closeOnSelect={false}>
                <Menu.Trigger asChild>
                  <Button size="sm" variant="outline">
                    Columns
                  </Button>
                </Menu.Trigger>
                <Portal>
                  <Menu.Positioner>
                    <Menu.Content>
                      {hideable.map((c) => (
                        <Menu.CheckboxItem
                          key={c.id}
                          value={c.id}
                          checked={!hidden.includes(c.id)}
                          onCheckedChange={(show) =>
                            setHidden((h) => (show ? h.filter((id) => id !== c.id) : [...h, c.id]))
                          }
                        >
                          {c.header}
                          <Menu.ItemIndicator />
                        </Menu.CheckboxItem>
                      ))}
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
            </Box>
          ) : null}
        </Flex>
      ) : null}
      {body}
    </Box>
  );
}
