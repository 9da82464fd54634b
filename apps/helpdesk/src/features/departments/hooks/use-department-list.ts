import { listDepartments, type DepartmentListItem } from '@backoffice/api-client';
import type { DepartmentTicketFilter } from '@backoffice/contracts';
import { errorMessage } from '@backoffice/remote-kit';
import { useCallback, useEffect, useState } from 'react';

/** The department list's state: the rows of the last answer, with the load status. */
export interface DepartmentListState {
  status: 'loading' | 'ready' | 'error';
  /** The departments of the last successful load (kept while a new filter loads). */
  items: DepartmentListItem[] | undefined;
  /** The failure's message when status is 'error'. */
  error?: string;
  /** Loads again with the same filter (Retry). */
  reload(): void;
  /** Takes a row out in place (after a successful delete). */
  removeRow(id: string): void;
}

/**
 * Loads POST /department/listDepartment with the name and ticket-status filters. The API does not page this
 * list, so the page cuts the rows itself. An answer for an older filter is dropped.
 */
export function useDepartmentList(name: string, status: DepartmentTicketFilter | undefined): DepartmentListState {
  const [state, setState] = useState<Omit<DepartmentListState, 'reload' | 'removeRow'>>({ status: 'loading', items: undefined });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, status: 'loading', error: undefined }));
    listDepartments({ name, status }).then(
      (items) => current && setState({ status: 'ready', items }),
      (err: unknown) =>
        current && setState((s) => ({ ...s, status: 'error', error: errorMessage(err) })),
    );
    return () => {
      current = false;
    };
  }, [name, status, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const removeRow = useCallback(
    (id: string) => setState((s) => ({ ...s, items: s.items?.filter((d) => d._id !== id) })),
    [],
  );
  return { ...state, reload, removeRow };
}
