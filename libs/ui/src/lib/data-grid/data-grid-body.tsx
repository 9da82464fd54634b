import { Alert, Box, Button, Flex, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { ListPager } from '../list-pager';
import { DATA_GRID_EMPTY_TEXT, GridLoading } from './data-grid-parts';
import DataGridTableImpl from './data-grid-table';
import type { DataGridProps, DataGridTableProps } from './data-grid-types';

// react-table wants object rows; the props are generic over any row type, checked by the caller's columns.
const DataGridTable = DataGridTableImpl as unknown as ComponentType<DataGridTableProps<unknown>>;

/** The grid under the toolbar (see DataGrid in data-grid.tsx, which loads this lazily). */
export default function DataGridBody<T>({
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
  maxH = '70vh',
}: DataGridProps<T>) {
  const [hidden, setHidden] = useState<readonly string[]>(initialHidden);
  // The first rows to arrive render at transition priority: React renders the table in slices of a few
  // milliseconds instead of one long task the moment the answer lands (the grid shows its loading state until
  // then). Rows there at mount (a cached page) show at once, and so does every later change
  // (docs/micro-frontends.md, "Speed budgets").
  const [rowsShown, setRowsShown] = useState(() => rows !== undefined);
  useEffect(() => {
    if (!rowsShown && rows) startTransition(() => setRowsShown(true));
  }, [rowsShown, rows]);
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
  } else if (loading || !rows || !rowsShown) {
    body = <GridLoading label={loadingLabel} />;
  } else {
    body = (
      <Box aria-busy={fetching} opacity={fetching ? 0.6 : 1}>
        <DataGridTable
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
      {columnToggle && hideable.length ? (
        <Flex justify="flex-end" mb="3">
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
        </Flex>
      ) : null}
      {body}
    </Box>
  );
}
