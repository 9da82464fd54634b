import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The highest `?page=` a list reads (larger or malformed values read as page 1). */
export const MAX_LIST_PAGE = 100_000;

/** Query changes: a non-empty value sets the key, `undefined` or '' removes it. */
export type QueryChanges = Record<string, string | undefined>;

/** `replace`: change the current history entry instead of pushing one (typing, corrections). */
export interface QueryChangeOptions {
  replace?: boolean;
}

/** A list's sort in the URL query: `?sort=<column id>&order=asc|desc` (DataGrid's `sort`). */
export interface ListSort {
  id: string;
  desc: boolean;
}

export interface ListQuery {
  /** The current URL query. */
  params: URLSearchParams;
  /** The 1-based page of `?page=`: a whole number from 1 to {@link MAX_LIST_PAGE}, else 1. */
  page: number;
  /** Applies `changes` to the URL query, keeping the other keys. */
  setQuery: (changes: QueryChanges, options?: QueryChangeOptions) => void;
  /** Goes to page `page` (page 1 drops `?page=`). */
  setPage: (page: number, options?: QueryChangeOptions) => void;
  /** The sort of `?sort=&order=` (null when absent or malformed). */
  sort: ListSort | null;
  /** Sets or (null) drops the sort; a new sort starts at page 1. */
  setSort: (sort: ListSort | null, options?: QueryChangeOptions) => void;
  /** Replaces the whole URL query with `query` (a saved view applied: its filters, search and sort, at page 1). */
  replaceQuery: (query: URLSearchParams | string, options?: QueryChangeOptions) => void;
}

/**
 * The state of a list page that lives in the URL query (filters, search, `?page=`, `?sort=&order=`), so a
 * reload or a shared link keeps it (spec: pages that survive a reload); it drives libs/ui's DataGrid (`page`,
 * `sort`) and the page's API query. Needs a react-router context.
 */
export function useListQuery(): ListQuery {
  const [params, setParams] = useSearchParams();
  const shown = params.toString();
  // The query changes are built on the latest query asked for, not on the one this render shows: the router
  // moves to a new URL in a transition, so a change made before that render lands (a filter picked while the
  // typed search is still on its way) would otherwise drop the change before it. `sent` holds the queries asked
  // for and not yet shown, oldest first; a URL not among them (back, forward, a link) starts afresh.
  const latest = useRef({ base: shown, sent: [] as string[] });
  useLayoutEffect(() => {
    const state = latest.current;
    const at = state.sent.lastIndexOf(shown);
    state.sent = at >= 0 ? state.sent.slice(at + 1) : [];
    state.base = state.sent.at(-1) ?? shown;
  }, [shown]);
  const send = useCallback(
    (next: URLSearchParams, { replace = false }: QueryChangeOptions = {}) => {
      const text = next.toString();
      latest.current.base = text;
      latest.current.sent.push(text);
      setParams(next, { replace });
    },
    [setParams],
  );
  const setQuery = useCallback(
    (changes: QueryChanges, options?: QueryChangeOptions) => {
      const next = new URLSearchParams(latest.current.base);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      send(next, options);
    },
    [send],
  );
  const replaceQuery = useCallback(
    (query: URLSearchParams | string, options?: QueryChangeOptions) => send(new URLSearchParams(query), options),
    [send],
  );
  const setPage = useCallback(
    (page: number, options?: QueryChangeOptions) => setQuery({ page: page > 1 ? String(page) : undefined }, options),
    [setQuery],
  );
  const setSort = useCallback(
    (sort: ListSort | null, options?: QueryChangeOptions) =>
      setQuery(
        { sort: sort?.id, order: sort ? (sort.desc ? 'desc' : 'asc') : undefined, page: undefined },
        options,
      ),
    [setQuery],
  );
  return { params, page: parsePage(params.get('page')), setQuery, setPage, sort: parseSort(params), setSort, replaceQuery };
}

function parseSort(params: URLSearchParams): ListSort | null {
  const id = params.get('sort');
  if (!id || !/^[\w.-]{1,64}$/.test(id)) return null;
  return { id, desc: params.get('order') === 'desc' };
}

function parsePage(raw: string | null): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  const n = Number(raw);
  return n >= 1 && n <= MAX_LIST_PAGE ? n : 1;
}

/**
 * Once the list has loaded (`ready`) and `page` is past `lastPage` (a filter, a delete or an old link left it
 * behind), calls `goTo(lastPage)` so the page shows the last rows instead of an empty page.
 */
export function useLastPageFallback(ready: boolean, page: number, lastPage: number, goTo: (page: number) => void) {
  // goTo may be a new function on each render: the check runs when the numbers change, with the latest goTo.
  const latestGoTo = useRef(goTo);
  latestGoTo.current = goTo;
  useEffect(() => {
    if (ready && page > lastPage) latestGoTo.current(lastPage);
  }, [ready, page, lastPage]);
}
