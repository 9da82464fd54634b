import { changeQueryRoots, type RecordChange } from '@backoffice/contracts';
import { publishRecordChange } from '@backoffice/shell-sdk';
import type { QueryClient } from '@tanstack/react-query';

/** One invalidation per query-key root per this many ms, however many changes arrive (a bulk run, a busy queue). */
export const CHANGE_COALESCE_MS = 300;

/** What the notifications socket calls ({@link createLiveChanges}). */
export interface LiveChanges {
  /** A `change` event: published to shell-sdk's feed, then the families that may show the record reload. */
  onChange(change: RecordChange): void;
  /** The socket connected again after losing its connection: every query is stale, what is on screen reloads. */
  onReconnected(): void;
  /** Stops the pending invalidations (the socket closed: sign-out, another token). */
  dispose(): void;
}

/**
 * The console side of live changes (docs/areas/platform.md, "Live changes"). For each change it publishes the
 * change to shell-sdk's feed first (a page open on the record then knows who changed it before its data reloads),
 * then invalidates every TanStack Query family of `changeQueryRoots(change.type)` (the queries whose key's first
 * element is one of those roots): the active ones (on screen, or in a kept area) refetch, the others load afresh
 * when next shown.
 *
 * Bursts are coalesced per root: the first change invalidates at once, later ones within {@link CHANGE_COALESCE_MS}
 * ms invalidate once more when that window ends. The signed-in user's own changes are invalidated too: the writing
 * page's mutation already did it for its own families, but not for the dashboard, the saved views' counts or the
 * user's other tabs; a second invalidation only restarts a fetch.
 *
 * @param queryClient the console's one QueryClient (shared with the remotes).
 * @param windowMs the coalescing window, in ms.
 */
export function createLiveChanges(queryClient: QueryClient, windowMs = CHANGE_COALESCE_MS): LiveChanges {
  const windows = new Map<string, { again: boolean; timer: ReturnType<typeof setTimeout> }>();
  let disposed = false;

  const invalidateRoot = (root: string) => {
    if (disposed) return;
    const open = windows.get(root);
    if (open) {
      open.again = true;
      return;
    }
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === root });
    const slot = {
      again: false,
      timer: setTimeout(() => {
        windows.delete(root);
        if (slot.again) invalidateRoot(root);
      }, windowMs),
    };
    windows.set(root, slot);
  };

  return {
    onChange(change) {
      if (disposed) return;
      publishRecordChange(change);
      for (const root of changeQueryRoots(change.type)) invalidateRoot(root);
    },
    onReconnected() {
      if (disposed) return;
      // Whatever changed while the socket was away sent no event: everything is stale, what is shown refetches.
      void queryClient.invalidateQueries();
    },
    dispose() {
      disposed = true;
      for (const { timer } of windows.values()) clearTimeout(timer);
      windows.clear();
    },
  };
}
