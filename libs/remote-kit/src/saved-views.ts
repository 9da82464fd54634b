/**
 * Saved views' rules without React (docs/areas/platform.md, "Saved views"): what a view holds (the list's URL query
 * without `page`, and the hidden columns), how it is applied to a list that may have changed since it was saved
 * (filters and a sort the list no longer knows are left out, and said), and the TanStack Query keys of the views
 * (root 'views', so a live change of the views refreshes every list's menu). The menu is saved-views-menu.tsx.
 */
import type { SavedView } from '@backoffice/contracts';

/** The URL keys every list understands besides its filters: the sort and its direction (`page` is never kept). */
export const VIEW_SORT_KEYS: readonly string[] = ['sort', 'order'];

/**
 * TanStack Query keys of the saved views: `['views', listKey]` the list's views (GET /api/views), `['views', listKey,
 * 'count', query]` a view's live count (its query string), so invalidating `['views']` or `['views', listKey]`
 * refreshes the menu and its counts.
 */
export const savedViewsKeys = {
  all: ['views'] as const,
  list: (listKey: string) => ['views', listKey] as const,
  count: (listKey: string, query: string) => ['views', listKey, 'count', query] as const,
};

/** What a view stores of the list's URL query: the query without `page` (filters, search, `sort`, `order`). */
export function viewQueryOf(params: URLSearchParams | string): string {
  const query = new URLSearchParams(params);
  query.delete('page');
  return query.toString();
}

/** The query's pairs in a fixed order, so two queries with the same keys and values compare equal. */
function normalized(params: URLSearchParams | string): string {
  const query = new URLSearchParams(params);
  query.delete('page');
  query.sort();
  return query.toString();
}

/** Whether two URL queries ask for the same list (same filters, search and sort; `page` and key order ignored). */
export function sameListQuery(a: URLSearchParams | string, b: URLSearchParams | string): boolean {
  return normalized(a) === normalized(b);
}

/** What the list knows, against which a view is applied. */
export interface ViewTarget {
  /** The URL keys the page reads besides page/sort/order; undefined: every key is kept. */
  viewParams?: readonly string[];
  /** The ids of the grid's columns (a sort on another id is left out). */
  columnIds: readonly string[];
  /** The ids of the columns the Columns menu may hide (other hidden ids are left out quietly). */
  hideableIds: readonly string[];
}

/** A view as it applies to the list now. */
export interface ResolvedView {
  /** The URL query to show (page 1). */
  query: URLSearchParams;
  /** The hidden columns to store, or null: the list's own default. */
  hidden: string[] | null;
  /** The URL keys of the view that the list no longer reads (its filters that no longer exist). */
  droppedFilters: string[];
  /** The column id of the view's sort when the grid no longer has it, else null. */
  droppedSort: string | null;
}

/**
 * Applies `view` to the list as it is now (docs/areas/platform.md, "Saved views"): keeps the keys of its query the
 * page reads (`viewParams`, sort and order), a sort only on a column the grid has, and hidden columns the Columns
 * menu may still hide; says which filters and which sort were left out.
 */
export function resolveView(view: Pick<SavedView, 'query' | 'hiddenColumns'>, target: ViewTarget): ResolvedView {
  const stored = new URLSearchParams(view.query);
  stored.delete('page');
  const query = new URLSearchParams();
  const droppedFilters: string[] = [];
  const known = target.viewParams ? new Set([...target.viewParams, ...VIEW_SORT_KEYS]) : null;
  for (const [key, value] of stored) {
    if (!known || known.has(key)) query.append(key, value);
    else if (!droppedFilters.includes(key)) droppedFilters.push(key);
  }
  let droppedSort: string | null = null;
  const sort = query.get('sort');
  if (sort !== null && !target.columnIds.includes(sort)) {
    droppedSort = sort;
    query.delete('sort');
    query.delete('order');
  }
  const hidden = view.hiddenColumns ? view.hiddenColumns.filter((id) => target.hideableIds.includes(id)) : null;
  return { query, hidden, droppedFilters, droppedSort };
}

/**
 * The notice of a view applied with parts left out, or null when it applied whole: "This view's filter status no
 * longer exists and was left out." (several: "This view's filters a, b no longer exist and were left out."), and
 * for a sort: "This view's sort on column x no longer exists and was left out."
 */
export function droppedNotice({ droppedFilters, droppedSort }: Pick<ResolvedView, 'droppedFilters' | 'droppedSort'>): string | null {
  const lines: string[] = [];
  if (droppedFilters.length === 1) lines.push(`This view's filter ${droppedFilters[0]} no longer exists and was left out.`);
  else if (droppedFilters.length > 1) lines.push(`This view's filters ${droppedFilters.join(', ')} no longer exist and were left out.`);
  if (droppedSort) lines.push(`This view's sort on column ${droppedSort} no longer exists and was left out.`);
  return lines.length ? lines.join(' ') : null;
}

/** Whether two hidden-column choices are the same (null or undefined: the list's default; order ignored). */
export function sameHidden(a: readonly string[] | null | undefined, b: readonly string[] | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  return a.length === b.length && a.every((id) => b.includes(id));
}
