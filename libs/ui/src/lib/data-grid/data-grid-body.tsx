import { Alert, Box, Button, Flex, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from 'react';
import { ListPager } from '../list-pager';
import { HIDE_PRIORITY_2_BELOW, HIDE_PRIORITY_3_BELOW, hiddenForWidth } from './column-layout';
import { DATA_GRID_EMPTY_TEXT, GridLoading } from './data-grid-parts';
import DataGridTableImpl from './data-grid-table';
import type { DataGridProps, DataGridTableProps } from './data-grid-types';
import { readGridState, subscribeGridState, writeGridState } from '../../storage/grid-storage';

// react-table wants object rows; the props are generic over any row type, checked by the caller's columns.
const DataGridTable = DataGridTableImpl as unknown as ComponentType<DataGridTableProps<unknown>>;

/**
 * The grid frame's width class: 0 wide (or not measured), 1 below 900px, 2 below 600px. Only a change of class
 * re-renders the grid, not every pixel of a resize.
 */
const widthClass = (px: number) => (!px || px >= HIDE_PRIORITY_3_BELOW ? 0 : px >= HIDE_PRIORITY_2_BELOW ? 1 : 2);
const CLASS_WIDTH = [0, HIDE_PRIORITY_3_BELOW - 1, HIDE_PRIORITY_2_BELOW - 1];

/**
 * Measures `ref`'s element with a ResizeObserver (none in some test environments: then the grid counts as
 * wide) and returns its width class (see {@link widthClass}).
 */
function useWidthClass(ref: RefObject<HTMLElement | null>): number {
  const [cls, setCls] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    setCls(widthClass(el.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setCls(widthClass(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return cls;
}

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
  persistKey,
  maxH = '70vh',
}: DataGridProps<T>) {
  // The user's Columns choice: the stored one (persistKey), else initialHidden (docs/frontend-data.md, "Lists").
  const [hidden, setHidden] = useState<readonly string[]>(
    () => (persistKey ? readGridState(persistKey).hidden : undefined) ?? initialHidden,
  );
  // Another piece wrote the list's choice (a saved view applied: remote-kit's saved views): show it now.
  const initialRef = useRef(initialHidden);
  initialRef.current = initialHidden;
  useEffect(() => {
    if (!persistKey) return undefined;
    return subscribeGridState(persistKey, () => setHidden(readGridState(persistKey).hidden ?? initialRef.current));
  }, [persistKey]);
  const toggleColumn = (id: string, show: boolean) => {
    const next = show ? hidden.filter((h) => h !== id) : [...hidden, id];
    setHidden(next);
    if (persistKey) writeGridState(persistKey, { hidden: next });
  };
  const frame = useRef<HTMLDivElement>(null);
  const widthCls = useWidthClass(frame);
  const narrowHidden = useMemo(() => hiddenForWidth(columns, CLASS_WIDTH[widthCls]), [columns, widthCls]);
  const shownHidden = useMemo(() => {
    // A stored id of a column that can no longer be hidden (now pinned, say) hides nothing.
    const choosable = hidden.filter((id) => columns.some((c) => c.id === id && c.pin !== 'end' && c.hideable !== false));
    return [...new Set([...choosable, ...narrowHidden])];
  }, [hidden, narrowHidden, columns]);
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
          hidden={shownHidden}
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
            pageSizeOptions={pagination.pageSizeOptions}
            onPageSizeChange={
              pagination.onPageSizeChange &&
              ((size: number) => {
                if (persistKey) writeGridState(persistKey, { pageSize: size });
                pagination.onPageSizeChange?.(size);
              })
            }
          />
        ) : null}
      </Box>
    );
  }

  return (
    <Box ref={frame}>
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
                  {hideable.map((c) => {
                    // A column hidden for the frame's width shows its user choice but cannot be toggled.
                    const narrow = narrowHidden.includes(c.id);
                    return (
                      <Menu.CheckboxItem
                        key={c.id}
                        value={c.id}
                        checked={!hidden.includes(c.id)}
                        disabled={narrow}
                        onCheckedChange={(show) => toggleColumn(c.id, show)}
                      >
                        {c.header}
                        {narrow ? (
                          <Text as="span" fontSize="xs" color="fg.muted">
                            {' '}
                            (needs a wider window)
                          </Text>
                        ) : null}
                        <Menu.ItemIndicator />
                      </Menu.CheckboxItem>
                    );
                  })}
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
