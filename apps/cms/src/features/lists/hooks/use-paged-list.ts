import type { ListPage } from '@backoffice/contracts';
import type { ListPageQuery } from '@backoffice/api-client';
import { errorMessage } from '@backoffice/remote-kit';
import { useCallback, useEffect, useState } from 'react';

export interface PagedListState<T> {
  /** The last page received (kept while the next one loads, so the table does not jump). */
  data: ListPage<T> | null;
  loading: boolean;
  error: string | null;
}

/** Loads `fetchPage(query)` whenever page or search change, and on `reload()`; a late answer never wins. */
export function usePagedList<T>(fetchPage: (q: ListPageQuery) => Promise<ListPage<T>>, query: ListPageQuery) {
  const [state, setState] = useState<PagedListState<T>>({ data: null, loading: true, error: null });
  const [attempt, setAttempt] = useState(0);
  const { page, limit, search } = query;

  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    fetchPage({ page, limit, search }).then(
      (data) => live && setState({ data, loading: false, error: null }),
      (err: unknown) => live && setState((s) => ({ ...s, loading: false, error: errorMessage(err) })),
    );
    return () => {
      live = false;
    };
  }, [fetchPage, page, limit, search, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
