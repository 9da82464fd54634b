import { useCallback, useEffect, useRef, useState } from 'react';

export type Load<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/**
 * Runs `load` on open and on every `reload()` (the Retry button), spec 1 section 4: content forms load on open.
 * @param fallbackMessage the error text when what was thrown has no message (an ApiError has the server's).
 * @returns the state of the last load (an older load that answers late is ignored) and `reload`.
 */
export function useLoad<T>(load: () => Promise<T>, fallbackMessage: string): Load<T> & { reload(): void } {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadRef.current().then(
      (data) => live && setState({ status: 'ready', data }),
      (err: unknown) =>
        live && setState({ status: 'error', message: err instanceof Error ? err.message : fallbackMessage }),
    );
    return () => {
      live = false;
    };
  }, [attempt, fallbackMessage]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
