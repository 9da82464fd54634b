import { listDepartments } from '@backoffice/api-client';
import type { Department } from '@backoffice/contracts';
import { useCallback, useEffect, useState } from 'react';

export interface DepartmentsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: Department[];
  reload: () => void;
}

/** The departments (POST /department/listDepartment), loaded only when `enabled`. */
export function useDepartments(enabled = true): DepartmentsState {
  const [items, setItems] = useState<Department[]>([]);
  const [status, setStatus] = useState<DepartmentsState['status']>(enabled ? 'loading' : 'idle');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setStatus('loading');
    listDepartments().then(
      (list) => {
        if (!live) return;
        setItems(list);
        setStatus('ready');
      },
      () => {
        if (live) setStatus('error');
      },
    );
    return () => {
      live = false;
    };
  }, [enabled, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { status, items, reload };
}
