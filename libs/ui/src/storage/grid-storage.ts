import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';

// What a list remembers for its user in this browser (docs/frontend-data.md, "Lists"). Outside both entries'
// folders: the DataGrid's lazy part reads and writes the record, and @backoffice/ui/forms exports useGridPageSize
// (a page reads the size before it queries). Not in the main entry, which the sign-in page loads whole.

/** The localStorage key of a list's grid state: `backoffice.grid.<persistKey>`. */
export const gridStorageKey = (persistKey: string) => `backoffice.grid.${persistKey}`;

/** The stored shape's version; a record of another version (or bad JSON) is ignored. */
const VERSION = 1;

/** A list's stored grid state: the ids the user hid from the Columns menu and the rows per page they chose. */
export interface GridState {
  hidden?: string[];
  pageSize?: number;
}

const validSize = (n: unknown): n is number => Number.isInteger(n) && (n as number) > 0 && (n as number) <= 1000;

/** The stored state of `persistKey`, or `{}` when nothing valid is stored (bad JSON, another version, no storage). */
export function readGridState(persistKey: string): GridState {
  try {
    const raw = globalThis.localStorage?.getItem(gridStorageKey(persistKey));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object' || (parsed as { v?: unknown }).v !== VERSION) return {};
    const { hidden, pageSize } = parsed as { hidden?: unknown; pageSize?: unknown };
    const state: GridState = {};
    if (Array.isArray(hidden)) state.hidden = hidden.filter((id): id is string => typeof id === 'string');
    if (validSize(pageSize)) state.pageSize = pageSize;
    return state;
  } catch {
    return {};
  }
}

// Who watches a list's record (a mounted DataGrid, a saved-views menu), by persistKey: told after every write.
const watchers = new Map<string, Set<() => void>>();

/**
 * Calls `listener` after each {@link writeGridState} of `persistKey` in this page (the Columns menu, a saved view
 * applied), so a mounted grid shows a hidden-columns choice written by another piece. Returns the unsubscribe.
 */
export function subscribeGridState(persistKey: string, listener: () => void): () => void {
  let set = watchers.get(persistKey);
  if (!set) watchers.set(persistKey, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (!set.size) watchers.delete(persistKey);
  };
}

/**
 * Merges `patch` into the stored state of `persistKey` (`{ "v": 1, "hidden": [...], "pageSize": n }`); a key of
 * `patch` set to undefined removes it (`{ hidden: undefined }`: back to the grid's `initialHidden`). Once stored, tells the
 * {@link subscribeGridState} listeners of `persistKey`.
 */
export function writeGridState(persistKey: string, patch: GridState): void {
  try {
    const next = { ...readGridState(persistKey), ...patch, v: VERSION };
    globalThis.localStorage?.setItem(gridStorageKey(persistKey), JSON.stringify(next));
  } catch {
    // No storage (private mode, quota): the choice lasts until the page unloads (and nobody is told).
    return;
  }
  for (const listener of [...(watchers.get(persistKey) ?? [])]) listener();
}

const rawRecord = (persistKey: string): string | null => {
  try {
    return globalThis.localStorage?.getItem(gridStorageKey(persistKey)) ?? null;
  } catch {
    return null;
  }
};

/**
 * A list's hidden columns as its DataGrid keeps them under `persistKey` (docs/frontend-data.md, "Lists"), for a
 * piece beside the grid (remote-kit's saved views): `[hidden, setHidden]`. `hidden` is the stored Columns choice,
 * undefined while none is stored (the grid shows its `initialHidden`), and follows every change (the Columns menu
 * included). `setHidden(ids)` stores a choice and a mounted grid with the same `persistKey` shows it at once;
 * `setHidden(null)` removes the choice (the grid goes back to `initialHidden`).
 *
 * @example
 * const [hidden, setHidden] = useGridHidden('reservations'); setHidden(['email']);
 */
export function useGridHidden(persistKey: string): readonly [readonly string[] | undefined, (hidden: readonly string[] | null) => void] {
  const subscribe = useCallback((listener: () => void) => subscribeGridState(persistKey, listener), [persistKey]);
  const raw = useSyncExternalStore(subscribe, () => rawRecord(persistKey), () => null);
  // Parsed again only when the stored text changes (raw is the snapshot: a string compares by value).
  const hidden = useMemo(() => (raw === null ? undefined : readGridState(persistKey).hidden), [persistKey, raw]);
  const setHidden = useCallback(
    (next: readonly string[] | null) => writeGridState(persistKey, { hidden: next ? [...next] : undefined }),
    [persistKey],
  );
  return [hidden, setHidden] as const;
}

/**
 * A list's rows per page, read from the grid state stored under `persistKey` before the page's first query
 * (docs/frontend-data.md, "Lists"). Returns `[pageSize, setPageSize]`; `setPageSize` stores the size (when
 * `persistKey` is given) and re-renders, so pass it as `pagination.onPageSizeChange` together with
 * `pageSizeOptions` and the same `persistKey` on the DataGrid.
 *
 * @param persistKey the DataGrid's `persistKey` (e.g. 'reservations'); undefined: nothing is read or stored.
 * @param defaultSize rows per page when nothing valid is stored (10 on the spec's lists).
 * @param allowed when given, a stored size outside it is ignored (pass the grid's `pageSizeOptions`).
 *
 * @example
 * const [pageSize, setPageSize] = useGridPageSize('reservations', 10, [10, 25, 50]);
 */
export function useGridPageSize(
  persistKey: string | undefined,
  defaultSize: number,
  allowed?: readonly number[],
): readonly [number, (size: number) => void] {
  const [size, setSize] = useState(() => {
    const stored = persistKey ? readGridState(persistKey).pageSize : undefined;
    return stored !== undefined && (!allowed || allowed.includes(stored)) ? stored : defaultSize;
  });
  const change = useCallback(
    (next: number) => {
      if (!validSize(next)) return;
      if (persistKey) writeGridState(persistKey, { pageSize: next });
      setSize(next);
    },
    [persistKey],
  );
  return [size, change] as const;
}
