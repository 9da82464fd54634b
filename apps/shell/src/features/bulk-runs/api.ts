/**
 * The shell's reads of the bulk runs (docs/areas/platform.md, "Bulk runs"): the top bar's jobs tray. Its keys sit
 * under the live change's root `['bulk-runs']` (libs/contracts `CHANGE_QUERY_ROOTS.bulk_run`), which
 * features/live/live-changes.ts invalidates when a run moves; while any run is active they are also asked again every
 * 2 s (`TRAY_POLL_MS`), so the tray moves even without a live change.
 */
import { listBulkRuns } from '@backoffice/api-client/work';
import { BULK_RUN_ENDED, type BulkRun, type BulkRunListQuery } from '@backoffice/contracts';
import { useQuery } from '@tanstack/react-query';

/** How often (ms) the tray asks again while a run is active. */
export const TRAY_POLL_MS = 2000;
/** How many ended runs the tray lists under the active ones. */
export const TRAY_RECENT = 5;

/** The tray's query keys: the active runs and the latest runs (`GET /api/bulk-runs?active=true`, `?limit=`). */
export const trayKeys = {
  list: (query: BulkRunListQuery) => ['bulk-runs', 'list', query] as const,
};

const ACTIVE: BulkRunListQuery = { active: true };
// Enough of the latest runs to find TRAY_RECENT ended ones among the active.
const LATEST: BulkRunListQuery = { limit: 20 };

/** Whether a run has ended (cancelled, done or failed). */
export const isEnded = (run: Pick<BulkRun, 'status'>): boolean => BULK_RUN_ENDED.includes(run.status);

/**
 * The tray's data: the runs not ended (every SuperAdmin's, newest first: the count on the button) and, while the
 * tray is `open`, the last {@link TRAY_RECENT} ended runs. Both are asked again every {@link TRAY_POLL_MS} while a run
 * is active, and on every `bulk_run` live change.
 */
export function useJobsTray(open: boolean) {
  const active = useQuery({
    queryKey: trayKeys.list(ACTIVE),
    queryFn: ({ signal }) => listBulkRuns(ACTIVE, signal),
    refetchInterval: (q) => ((q.state.data?.data.length ?? 0) > 0 ? TRAY_POLL_MS : false),
  });
  const running = active.data?.data ?? [];
  const latest = useQuery({
    queryKey: trayKeys.list(LATEST),
    queryFn: ({ signal }) => listBulkRuns(LATEST, signal),
    enabled: open,
    refetchInterval: running.length > 0 ? TRAY_POLL_MS : false,
  });
  const ended = (latest.data?.data ?? []).filter(isEnded).slice(0, TRAY_RECENT);
  return { active, running, latest, ended };
}
