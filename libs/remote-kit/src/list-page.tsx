import { formatNumber } from '@backoffice/contracts';
import { Box, Button, DataGrid, Field, HStack, Input, Text, type DataGridColumn, type DataGridProps } from '@backoffice/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { BulkSelection } from './bulk-run';
import type { ListQuery } from './list-query';
import { OptionSelect, type OptionSelectProps } from './option-select';
import { PageFrame, type BackLink } from './page-frame';
import { errorMessage } from './page-states';
import { useSavedViews, type SavedViewsOptions } from './saved-views-menu';

/** The query state a list's grid shows (a TanStack Query result has it). */
export type ListQueryState = Pick<UseQueryResult<unknown>, 'isPending' | 'isPlaceholderData' | 'isError' | 'error' | 'refetch'>;

/**
 * DataGrid's state props from the query of its rows (docs/frontend-data.md, "Lists"): loading until the first
 * answer, the previous page dimmed while another loads, and a failure's message with Retry (asks again).
 */
export function gridStatesOf(query: ListQueryState) {
  return {
    loading: query.isPending,
    fetching: query.isPlaceholderData,
    error: query.isError ? errorMessage(query.error) : null,
    onRetry: () => void query.refetch(),
  };
}

/** Props of {@link ListPage}: the grid's own props, less the states that come from `query`. */
export type ListPageProps<T> = Omit<DataGridProps<T>, 'loading' | 'fetching' | 'error' | 'onRetry' | 'toolbar' | 'persistKey' | 'label'> & {
  /** The page's h1 and the browser tab's title. */
  title: string;
  /** The grid's accessible name; default: the `noun` with a capital ('Reservations'), else the title. */
  label?: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** The way back, for a list inside a record (a department's tickets). */
  back?: BackLink;
  /** Primary and secondary buttons at the header's right (Add, Export). */
  actions?: ReactNode;
  /** The filters above the grid ({@link SearchField}, {@link FilterSelect}, a date range), kept in the URL by the page. */
  filters?: ReactNode;
  /** The query of the rows: its loading, refetching and error states drive the grid. */
  query: ListQueryState;
  /**
   * The list's stable name ('users-all', 'reservations'): the key under which the user's column choice and page
   * size are kept (local storage), so that a reloaded list keeps them.
   */
  listKey: string;
  /**
   * What the list holds, plural ('reservations'): the loading text ('Loading reservations…'), the failure's title
   * ('The reservations could not be loaded.') and the grid's name ('Reservations') unless `loadingLabel` /
   * `errorTitle` / `label` say otherwise.
   */
  noun?: string;
  /**
   * With `selection`: the bulk-action bar's buttons, shown while any row is selected. `selected` are the selected
   * ids (of any page: keeping them across pages is the page's `selection`); `selection` is what a
   * {@link BulkRunButton} runs on: those ids, or, once the user chose "Select all {total} matching this filter"
   * (`selectAllMatching`), every record matching the list's filter.
   */
  bulkActions?: (selected: readonly string[], selection: BulkSelection) => ReactNode;
  /**
   * Offers "Select all {total} matching this filter" in the bulk bar once every row of the shown page is selected and
   * the filter matches more (docs/frontend-data.md, "Bulk actions"): `total` is the API's count for the filter,
   * `scope` the filter a bulk run resolves on the server (the list's URL query without page and sort).
   */
  selectAllMatching?: { total: number; scope: Readonly<Record<string, string>> };
  /** Content under the grid (a legend, a total). */
  footer?: ReactNode;
  /**
   * The URL keys the page reads besides `page`, `sort` and `order` (its filters and search: ['status', 'search']).
   * A saved view applied here keeps only these and says which of its filters no longer exist (docs/areas/platform.md,
   * "Saved views"); without it every key of a view is applied.
   */
  viewParams?: readonly string[];
  /**
   * The number of rows the list shows for a URL query (the API's total for it, at page 1): the saved views' menu
   * shows each view's live count with it (keyed `['views', listKey, 'count', query]`). Without it, no counts.
   */
  countView?: (query: URLSearchParams) => Promise<number>;
};

/**
 * A list page (docs/frontend-data.md, "Lists"): title and actions, filters bound to the URL, the DataGrid with
 * its loading, empty and error-with-Retry states from `query`, selection with a bulk-action bar, and the user's
 * column choice and page size kept per list. Its "Views" menu saves and applies the list's filters, sort and
 * columns under a name (docs/areas/platform.md, "Saved views"; `viewParams` and `countView` refine it). Pages never
 * wire these states by hand.
 */
export function ListPage<T>({
  title,
  subtitle,
  back,
  actions,
  filters,
  query,
  listKey,
  noun,
  label,
  bulkActions,
  selectAllMatching,
  footer,
  viewParams,
  countView,
  ...grid
}: ListPageProps<T>) {
  const selected = grid.selection?.selected ?? [];
  // "All matching" holds while the filter it was chosen for is shown and every row of the page stays selected.
  const [matchingScope, setMatchingScope] = useState<string | null>(null);
  const rows = grid.rows ?? [];
  const pageAllSelected = rows.length > 0 && rows.every((row) => selected.includes(grid.rowKey(row)));
  const scopeKey = selectAllMatching ? JSON.stringify(selectAllMatching.scope) : null;
  const offerAll = !!selectAllMatching && pageAllSelected && selectAllMatching.total > rows.length && selectAllMatching.total > selected.length;
  // Left as soon as a row of the page is unselected or the filter changes (React's state adjusted while rendering).
  if (matchingScope !== null && (!offerAll || matchingScope !== scopeKey)) setMatchingScope(null);
  const allMatching = offerAll && matchingScope !== null && matchingScope === scopeKey;
  const selection: BulkSelection =
    allMatching && selectAllMatching ? { kind: 'all', scope: selectAllMatching.scope, count: selectAllMatching.total } : { kind: 'ids', ids: selected };
  const clear = () => {
    setMatchingScope(null);
    grid.selection?.onChange([]);
  };
  const views = useSavedViews({
    listKey,
    columns: grid.columns as SavedViewsOptions['columns'],
    columnToggle: grid.columnToggle,
    viewParams,
    countView,
    total: grid.pagination?.total,
    noun,
  });
  return (
    <PageFrame title={title} titleAside={views.menu} subtitle={subtitle} back={back} action={actions}>
      {views.notice}
      {bulkActions && selected.length ? (
        <HStack role="toolbar" aria-label="Bulk actions" gap="3" p="2" borderWidth="1px" borderRadius="md" bg="bg.muted" wrap="wrap">
          <Text fontSize="sm" fontWeight="medium" aria-live="polite">
            {allMatching ? `All ${formatNumber(selection.kind === 'all' ? selection.count : 0)} matching this filter selected` : `${formatNumber(selected.length)} selected`}
          </Text>
          {offerAll && !allMatching ? (
            <Button size="xs" variant="plain" colorPalette="blue" onClick={() => setMatchingScope(scopeKey)}>
              Select all {formatNumber(selectAllMatching?.total ?? 0)} matching this filter
            </Button>
          ) : null}
          {allMatching ? (
            // The grid's own "Clear selection" sits under a page of up to 100 rows: the bar offers it beside the count.
            <Button size="xs" variant="plain" onClick={clear}>
              Clear selection
            </Button>
          ) : null}
          {bulkActions(selected, selection)}
        </HStack>
      ) : null}
      <DataGrid<T>
        {...(noun ? { loadingLabel: `Loading ${noun}…`, errorTitle: `The ${noun} could not be loaded.` } : {})}
        {...grid}
        label={label ?? (noun ? noun.charAt(0).toUpperCase() + noun.slice(1) : title)}
        {...gridStatesOf(query)}
        toolbar={filters}
        persistKey={listKey}
      />
      {footer ? <Box>{footer}</Box> : null}
    </PageFrame>
  );
}

/** What {@link listRows} gives a ListPage. */
export interface ListRows<T> {
  query: ListQueryState;
  rows: readonly T[] | undefined;
  noun: string;
  rowKey: (row: T) => string;
}

const byId = (row: { _id: string }) => row._id;

/**
 * What a ListPage takes from the query of its rows (docs/frontend-data.md, "Lists"), spread into it: the query
 * (its loading, refetching and error states), the rows of the shown page (undefined before the first answer),
 * the list's `noun`, plural, from which ListPage names its loading text, failure title and grid ('reservations':
 * 'Loading reservations…', 'The reservations could not be loaded.', 'Reservations'), and each row's key: the
 * API record's `_id`, or `rowKey` for rows without one.
 *
 * @example
 * <ListPage title="Coupons" listKey="coupons" columns={columns} {...listRows(coupons, coupons.data?.data, 'coupons')} />
 */
export function listRows<T extends { _id: string }>(query: ListQueryState, rows: readonly T[] | undefined, noun: string): ListRows<T>;
export function listRows<T>(query: ListQueryState, rows: readonly T[] | undefined, noun: string, rowKey: (row: T) => string): ListRows<T>;
export function listRows<T>(query: ListQueryState, rows: readonly T[] | undefined, noun: string, rowKey?: (row: T) => string): ListRows<T> {
  return { query, rows, noun, rowKey: rowKey ?? (byId as unknown as (row: T) => string) };
}

/** How {@link actionsColumn} lays out: the column's id, header and width, and the space between its buttons. */
export interface ActionsColumnOptions {
  /** Default 'actions'. */
  id?: string;
  /** Default 'Action' (the spec's header). */
  header?: string;
  /** A CSS width, default '10rem' (a pinned column needs one). */
  width?: string;
  /** Chakra spacing between the buttons, default '2'. */
  gap?: string;
}

/**
 * A grid's last column of a row's buttons (Edit, Delete, Send: docs/frontend-data.md, "Lists"): pinned at the grid's
 * right edge, so it stays in view while the table scrolls, `width` wide, the buttons side by side. Name each button
 * after its row ('Delete Accor') with its `aria-label`.
 */
export function actionsColumn<T>(buttons: (row: T) => ReactNode, { id = 'actions', header = 'Action', width = '10rem', gap = '2' }: ActionsColumnOptions = {}): DataGridColumn<T> {
  return {
    id,
    header,
    pin: 'end',
    width,
    cell: (row) => <HStack gap={gap}>{buttons(row)}</HStack>,
  };
}

/** A list's filters (ListPage's `filters`): side by side, bottoms aligned, wrapping on narrow screens. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return (
    <HStack gap="4" align="flex-end" wrap="wrap">
      {children}
    </HStack>
  );
}

/** A labelled field of a list's toolbar, at least `minW` wide. */
export function ToolbarField({ label, minW, children }: { label: string; minW: string; children: ReactNode }) {
  return (
    <Field.Root width="auto" minW={minW}>
      <Field.Label>{label}</Field.Label>
      {children}
    </Field.Root>
  );
}

/**
 * A list's search box, labelled `label` (default 'Search'), at most 200 characters: `value` is the text as typed,
 * `onChange` gets each change (`useSearchParam` gives both, and puts the text in the URL after a pause).
 */
export function SearchField({
  value,
  onChange,
  placeholder,
  label = 'Search',
  minW = '64',
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label?: string;
  minW?: string;
}) {
  return (
    <ToolbarField label={label} minW={minW}>
      <Input size="sm" type="search" placeholder={placeholder} value={value} maxLength={200} onChange={(e) => onChange(e.target.value)} />
    </ToolbarField>
  );
}

/**
 * A filter of a list's toolbar: a select of fixed choices (OptionSelect, small) labelled `label`, at least `minW`
 * wide; every other prop (options, emptyOption, value, onChange) goes to the select.
 */
export function FilterSelect({ label, minW, ...select }: { label: string; minW: string } & Omit<OptionSelectProps, 'size'>) {
  return (
    <ToolbarField label={label} minW={minW}>
      <OptionSelect size="sm" {...select} />
    </ToolbarField>
  );
}

/** Props of {@link QueryFilter}: a {@link FilterSelect} whose value lives in the list's URL query. */
export type QueryFilterProps = { label: string; minW: string; list: Pick<ListQuery, 'setQuery'>; param: string; value: string | null | undefined } & Omit<
  OptionSelectProps,
  'size' | 'value' | 'onChange'
>;

/**
 * A list's filter kept in the URL query (docs/frontend-data.md, "Lists"): a {@link FilterSelect} showing `value`
 * (the page's reading of `?<param>=`, checked against its options), whose choice sets `?<param>=`, or removes it for
 * the empty option ('All' unless `emptyOption` says otherwise), and starts the list again at page 1.
 */
export function QueryFilter({ list, param, value, emptyOption = 'All', ...select }: QueryFilterProps) {
  return (
    <FilterSelect
      emptyOption={emptyOption}
      {...select}
      value={value ?? ''}
      onChange={(e) => list.setQuery({ [param]: e.target.value || undefined, page: undefined })}
    />
  );
}
