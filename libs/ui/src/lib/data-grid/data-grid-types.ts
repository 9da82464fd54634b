import type { SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The sort of a grid: the column id (also what the API is asked to sort by) and the direction. */
export interface DataGridSort {
  id: string;
  desc: boolean;
}

/**
 * What a column shows, which sets its alignment, wrapping and minimum width (docs/frontend-data.md, "Lists"):
 * - 'text' (the default): wraps at word boundaries only (a word longer than the cell's 30rem cap breaks there);
 *   at least 8rem wide, so no line holds only a short word or two;
 * - 'name', 'email': one line cut with an ellipsis at the column's `width` (default 16rem for names, 18rem for
 *   e-mails), the full text in the cell's `title` (the browser's tooltip); at least 8rem / 10rem;
 * - 'money', 'date', 'number': right-aligned (header too), never wrapped, tabular figures; at least 6rem, 6rem,
 *   4rem. The cell shows what `cell` returns: format the value there (libs/contracts' format module).
 */
export type DataGridColumnKind = 'text' | 'name' | 'email' | 'money' | 'date' | 'number';

/** One column of a {@link DataGridProps.columns} list. */
export interface DataGridColumn<T> {
  /** Stable id: the key of its visibility and sort state and of the `?sort=` query value. */
  id: string;
  /** The header text, which is also the column's accessible name (e.g. the spec's 'Ticket Title'). */
  header: string;
  /** What a row shows in this column; `index` is the row's place in the shown page (0-based). */
  cell: (row: T, index: number) => ReactNode;
  /** The header becomes a sort button (the API sorts: the grid only reports the wish). Default false. */
  sortable?: boolean;
  /**
   * 'end': the column stays visible at the table's right edge while the rest scrolls under it (actions, the
   * status: docs/frontend-data.md, "Lists"). Pinned columns cannot be hidden. Give pinned columns a `width`.
   */
  pin?: 'end';
  /**
   * A CSS width (e.g. '5rem'), also the column's minimum unless `minWidth` is given; pinned columns need one so
   * that each knows its offset from the edge. For 'name' and 'email' columns it is where the ellipsis cuts.
   */
  width?: string;
  /** A CSS minimum width (e.g. '7rem'). Default: `width`, else the kind's minimum (see {@link DataGridColumnKind}). */
  minWidth?: string;
  /** How the cells lay out (see {@link DataGridColumnKind}). Default 'text'. */
  kind?: DataGridColumnKind;
  /**
   * Which columns give way when the grid's own frame is narrow (its measured width, not the window's):
   * priority 3 columns hide below 900px, priority 2 below 600px, priority 1 always show (docs/frontend-data.md,
   * "Lists"). Default 1 for 'money' columns, else 2. Pinned columns always show. A column hidden for width is
   * not the user's choice: the Columns menu lists it disabled, and nothing about it is stored.
   */
  priority?: 1 | 2 | 3;
  /** Whether the Columns menu may hide it (default true, false for pinned columns). */
  hideable?: boolean;
  /** Keep the cell on one line (short codes). By default 'text' cells wrap at word boundaries. */
  nowrap?: boolean;
  /** Extra styles of the column's body cells (e.g. `{ fontWeight: 'medium' }`). */
  cellStyle?: SystemStyleObject;
}

/** The pager under the grid (`ListPager`: 'Showing X to Y of Z entries' and 5 page buttons). */
export interface DataGridPagination {
  /** The shown page, 1-based. */
  page: number;
  /**
   * Rows per page (10 by default on every list: docs/areas/platform.md, "Forms, grids and data conventions";
   * the user may pick another with `pageSizeOptions`).
   */
  pageSize: number;
  /** Rows over all pages (the API's count). */
  total: number;
  /** Called with the page the user picked (the caller keeps it, usually in the URL query). */
  onPageChange: (page: number) => void;
  /** Numbered page buttons at most (default 5). */
  range?: number;
  /**
   * The sizes a 'Rows per page' select offers (e.g. [10, 25, 50]); shown only together with `onPageSizeChange`.
   * With the grid's `persistKey` the chosen size is stored; read it back with `useGridPageSize`
   * (docs/frontend-data.md, "Lists").
   */
  pageSizeOptions?: readonly number[];
  /**
   * Called with the rows per page the user picked (the caller keeps it and queries with it). The grid then asks
   * `onPageChange` for the page that holds the first row shown before, so the reader keeps their place.
   */
  onPageSizeChange?: (size: number) => void;
}

/** Row selection across pages: the ids (see `rowKey`) of the selected rows, kept when the page changes. */
export interface DataGridSelection<T> {
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  /** The accessible name of a row's checkbox (default 'Select row <n>', n counted on the page from 1). */
  rowLabel?: (row: T) => string;
}

/** Props of {@link DataGrid}. */
export interface DataGridProps<T> {
  /** The table's accessible name, e.g. 'Tickets' (tests and screen readers find the table by it). */
  label: string;
  columns: readonly DataGridColumn<T>[];
  /** The rows of the shown page; `undefined` before the first answer (then the loading state shows). */
  rows: readonly T[] | undefined;
  /** A row's stable id (its `_id`): React keys and the selection. */
  rowKey: (row: T) => string;
  /** The first load is under way and there is nothing to show yet: a spinner with role="status". */
  loading?: boolean;
  /** The spinner's (visually hidden) text, e.g. 'Loading tickets…' (default 'Loading…'). */
  loadingLabel?: string;
  /** A later load is under way (next page, new filter): the shown rows stay, dimmed, and aria-busy is set. */
  fetching?: boolean;
  /** The load failed: an alert with this message and a Retry button replaces the table. */
  error?: string | null;
  /** The alert's title (default 'Could not load the data.'). */
  errorTitle?: string;
  /** The Retry button of the error state. */
  onRetry?: () => void;
  /** The full-width row of an empty page (default 'Sorry, no records found.'). */
  emptyText?: string;
  /** The server-side sort shown in the headers; `onSortChange` gets the next one (null: unsorted). */
  sort?: DataGridSort | null;
  onSortChange?: (sort: DataGridSort | null) => void;
  /** The pager under the table; leave out for a list that is never paged. */
  pagination?: DataGridPagination;
  /** Row selection (a checkbox column first, 'N selected' with 'Clear selection' under the table). */
  selection?: DataGridSelection<T>;
  /** A 'Columns' menu above the table that shows and hides the hideable columns. */
  columnToggle?: boolean;
  /**
   * Ids of the columns hidden at first (the Columns menu can show them again). With `persistKey`, only when
   * the user has made no choice yet in this browser.
   */
  initialHidden?: readonly string[];
  /**
   * The list's name for what it remembers in this browser (docs/frontend-data.md, "Lists"), e.g. 'reservations':
   * the Columns menu's hidden ids and the chosen rows per page are kept in localStorage under
   * `backoffice.grid.<persistKey>` (versioned JSON; a bad record is ignored) and restored on mount. One key per
   * list; leave out for a list that remembers nothing.
   */
  persistKey?: string;
  /** Filters and buttons shown above the table in every state (the page keeps their values in the URL). */
  toolbar?: ReactNode;
  /** The table area's maximum height; the header sticks while the rows scroll inside it (default 70vh). */
  maxH?: string;
}

/** What the lazily loaded table part receives from {@link DataGrid}. */
export interface DataGridTableProps<T> {
  label: string;
  columns: readonly DataGridColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  emptyText: string;
  sort: DataGridSort | null;
  onSortChange?: (sort: DataGridSort | null) => void;
  /** The columns not shown: the user's choice and those hidden for the frame's width. */
  hidden: readonly string[];
  selection?: DataGridSelection<T>;
  maxH: string;
}
