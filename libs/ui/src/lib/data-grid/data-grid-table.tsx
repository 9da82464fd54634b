// The table part of DataGrid, loaded on first use with data-grid-body.tsx (React.lazy in data-grid.tsx): @tanstack/react-table stays
// out of libs/ui's shared chunk, which the login page loads (docs/micro-frontends.md, "Shared modules").
import { Table, chakra, type SystemStyleObject } from '@chakra-ui/react';
import {
  columnVisibilityFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnVisibilityState,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  TEXT_MAX_WIDTH,
  cellCss,
  headerCss,
  isTruncated,
  minWidthOf,
  truncateAt,
  wraps,
} from './column-layout';
import type { DataGridColumn, DataGridSort, DataGridTableProps } from './data-grid-types';

const features = tableFeatures({ columnVisibilityFeature, rowSelectionFeature, rowSortingFeature });
type Features = typeof features;

const SELECT_COLUMN = '__select';

const apply = <S,>(updater: Updater<S>, old: S): S =>
  typeof updater === 'function' ? (updater as (old: S) => S)(old) : updater;

/**
 * A 'name' or 'email' cell's content: one line cut with an ellipsis at `maxW`, its full text in `title` (the
 * browser's tooltip; a Chakra Tooltip in every cell would cost a state machine per cell and a recipe on the
 * signed-in bundle). The title is the rendered text, so a cell that renders a link or a badge gets one too;
 * screen readers read the whole text either way.
 */
function TruncatedText({ maxW, children }: { maxW: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    const text = el?.textContent ?? '';
    if (el && el.title !== text) el.title = text;
  });
  return (
    <chakra.div ref={ref} maxW={maxW} overflow="hidden" textOverflow="ellipsis" whiteSpace="nowrap">
      {children}
    </chakra.div>
  );
}

/** The right offset of each pinned column: the widths of the visible pinned columns after it. */
function pinOffsets<T>(
  columns: readonly DataGridColumn<T>[],
  hidden: readonly string[],
): Map<string, string> {
  const pinned = columns.filter((c) => c.pin === 'end' && !hidden.includes(c.id));
  const offsets = new Map<string, string>();
  pinned.forEach((c, i) => {
    const after = pinned.slice(i + 1).map((p) => p.width ?? '0px');
    offsets.set(c.id, after.length ? `calc(${after.join(' + ')})` : '0px');
  });
  return offsets;
}

function pinStyle(offset: string | undefined, header: boolean): SystemStyleObject | undefined {
  if (offset === undefined) return undefined;
  return {
    position: 'sticky',
    right: offset,
    zIndex: header ? 2 : 1,
    bg: header ? 'bg.subtle' : 'bg',
    boxShadow: 'inset 1px 0 0 var(--chakra-colors-border)',
  };
}

/** The table of DataGrid on @tanstack/react-table v9 (`useTable({ features })`); see DataGrid for the states. */
export default function DataGridTable<T extends RowData>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
  sort,
  onSortChange,
  hidden,
  selection,
  maxH,
}: DataGridTableProps<T>) {
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const offsets = useMemo(() => pinOffsets(columns, hidden), [columns, hidden]);

  const columnDefs = useMemo<ColumnDef<Features, T>[]>(() => {
    const defs: ColumnDef<Features, T>[] = columns.map((c) => ({
      id: c.id,
      header: c.header,
      // Manual (server) sorting: react-table sorts nothing, but a column needs an accessor to be sortable.
      accessorFn: () => c.id,
      cell: ({ row }) => c.cell(row.original, row.index),
      enableSorting: Boolean(c.sortable),
      enableHiding: c.pin !== 'end' && c.hideable !== false,
    }));
    if (selection) {
      defs.unshift({ id: SELECT_COLUMN, header: '', enableSorting: false, enableHiding: false });
    }
    return defs;
  }, [columns, selection]);

  const sorting = useMemo<SortingState>(() => (sort ? [{ id: sort.id, desc: sort.desc }] : []), [sort]);
  const columnVisibility = useMemo<ColumnVisibilityState>(
    () => Object.fromEntries(hidden.map((id) => [id, false])),
    [hidden],
  );
  const selected = selection?.selected;
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries((selected ?? []).map((id) => [id, true])),
    [selected],
  );

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows as T[],
    getRowId: (row: T) => rowKey(row),
    manualSorting: true,
    enableSortingRemoval: true,
    enableRowSelection: Boolean(selection),
    state: { sorting, columnVisibility, rowSelection },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = apply(updater, sorting)[0];
      onSortChange?.(next ? ({ id: next.id, desc: next.desc } satisfies DataGridSort) : null);
    },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = apply(updater, rowSelection);
      selection?.onChange(Object.keys(next).filter((id) => next[id]));
    },
    onColumnVisibilityChange: () => undefined,
  });

  const visibleCount = table.getVisibleLeafColumns().length;
  const pageRows = table.getRowModel().rows;
  const allOnPage = pageRows.length > 0 && pageRows.every((r) => r.getIsSelected());
  const someOnPage = pageRows.some((r) => r.getIsSelected());

  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxH={maxH}>
      <Table.Root size="sm" aria-label={label} striped stickyHeader>
        <Table.Header>
          {table.getHeaderGroups().map((group) => (
            <Table.Row key={group.id}>
              {group.headers.map((header) => {
                const column = header.column;
                if (column.id === SELECT_COLUMN) {
                  return (
                    <Table.ColumnHeader key={header.id} width="10" bg="bg.subtle">
                      <chakra.input
                        type="checkbox"
                        aria-label="Select all rows on this page"
                        checked={allOnPage}
                        ref={(el: HTMLInputElement | null) => {
                          if (el) el.indeterminate = someOnPage && !allOnPage;
                        }}
                        onChange={() => {
                          const ids = new Set(selection?.selected ?? []);
                          for (const r of pageRows) {
                            if (allOnPage) ids.delete(r.id);
                            else ids.add(r.id);
                          }
                          selection?.onChange([...ids]);
                        }}
                      />
                    </Table.ColumnHeader>
                  );
                }
                const def = byId.get(column.id);
                const sorted = column.getIsSorted();
                return (
                  <Table.ColumnHeader
                    key={header.id}
                    width={def?.width}
                    minW={def ? minWidthOf(def) : undefined}
                    bg="bg.subtle"
                    css={{ ...(def && headerCss(def)), ...pinStyle(offsets.get(column.id), true) }}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {column.getCanSort() ? (
                      <chakra.button
                        type="button"
                        display="inline-flex"
                        alignItems="center"
                        gap="1"
                        fontWeight="inherit"
                        cursor="pointer"
                        onClick={column.getToggleSortingHandler()}
                      >
                        <table.FlexRender header={header} />
                        <span aria-hidden="true">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </chakra.button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          ))}
        </Table.Header>
        <Table.Body>
          {pageRows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={visibleCount} textAlign="center" py="6">
                {emptyText}
              </Table.Cell>
            </Table.Row>
          ) : (
            pageRows.map((row, i) => (
              <Table.Row key={row.id} aria-selected={selection ? row.getIsSelected() : undefined}>
                {row.getVisibleCells().map((cell) => {
                  if (cell.column.id === SELECT_COLUMN) {
                    return (
                      <Table.Cell key={cell.id} width="10">
                        <chakra.input
                          type="checkbox"
                          aria-label={selection?.rowLabel?.(row.original) ?? `Select row ${i + 1}`}
                          checked={row.getIsSelected()}
                          onChange={row.getToggleSelectedHandler()}
                        />
                      </Table.Cell>
                    );
                  }
                  const def = byId.get(cell.column.id);
                  const content = <table.FlexRender cell={cell} />;
                  return (
                    <Table.Cell
                      key={cell.id}
                      width={def?.width}
                      minW={def ? minWidthOf(def) : undefined}
                      css={{
                        ...(def && cellCss(def)),
                        ...def?.cellStyle,
                        ...pinStyle(offsets.get(cell.column.id), false),
                      }}
                    >
                      {def && isTruncated(def) ? (
                        <TruncatedText maxW={truncateAt(def)}>{content}</TruncatedText>
                      ) : def && wraps(def) ? (
                        // Caps the cell's min-content width: a longer unbroken word breaks at the cap.
                        <chakra.div maxW={TEXT_MAX_WIDTH}>{content}</chakra.div>
                      ) : (
                        content
                      )}
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
