/**
 * The bulk runs' worker (docs/areas/platform.md, "Bulk runs"): the on-demand job queue `bulk-run`
 * (libs/api/server/src/services/jobs.ts, `defineQueue`), one job per run carrying its id. A job
 * 1. claims the run (`queued` → `running`, `started_at`), or resumes it when retried after a crash;
 * 2. works its pending items in position order, one at a time: before each, reads whether Cancel was asked (then the
 *    run ends `cancelled`, the rest stay pending); else calls the action's `runItem` as the run's starter
 *    (a SuperAdmin; request id `bulk:<runId>:<position>`, so each item's audit event says which run and item made
 *    it) and records the outcome with the run's counter: `done` or `skipped` as answered, `failed` with the error's
 *    message for any throw (an HttpError is the action refusing the item; anything else is logged too);
 * 3. ends the run `done`; a run whose action no server area defines any more ends `failed` (BulkMessages.actionGone).
 * Live progress: after an item, at most every {@link BULK_PROGRESS_INTERVAL_MS} ms and always at the end, a
 * `bulk_run` change (action `update`) goes to the SuperAdmins with the records the items changed (batched by type
 * above CHANGE_BATCH_LIMIT), so the run's page, the jobs tray and the lists showing those records reload.
 */
import { BulkMessages, type BulkAction } from '@backoffice/contracts';
import { HttpError, type Actor, type BulkItemResult, type ChangedRecord } from '@backoffice/api-server';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** The job queue of the bulk runs. */
export const BULK_RUN_QUEUE = 'bulk-run';

/** What a `bulk-run` job carries. */
export interface BulkRunJobData {
  runId: string;
}

/** Least milliseconds between two progress events of one run (about 4 a second); the last one always goes. */
export const BULK_PROGRESS_INTERVAL_MS = 250;

/** The live change of a run's progress or state. */
const runChange = (runId: string): ChangedRecord => ({ entityType: 'bulk_run', entityId: runId, action: 'update' });

/**
 * Works the run `runId` to its end, or until Cancel (see the file's comment). Resumes from the first pending item
 * when called again for the same run. Throws only when the database fails (the queue retries the job).
 */
export async function workBulkRun(app: FastifyInstance, runId: string, log: FastifyBaseLogger): Promise<void> {
  const claimed = await app.bulkRuns.claim(runId);
  if (!claimed) return;
  const { row, by } = claimed;
  const changed: ChangedRecord[] = [];
  let lastEmit = 0;
  /** Emits the run's change and the records changed since the last one (every call when `force`). */
  const progress = async (force: boolean) => {
    if (!force && Date.now() - lastEmit < BULK_PROGRESS_INTERVAL_MS) return;
    lastEmit = Date.now();
    try {
      await app.emitChanges([runChange(runId), ...changed.splice(0)], by);
    } catch (error) {
      log.warn({ err: error, runId }, 'bulk run: live changes not emitted');
    }
  };

  const definition = app.bulk.get(row.action as BulkAction);
  if (!definition) {
    await app.bulkRuns.end(runId, 'failed', BulkMessages.actionGone);
    log.error({ runId, action: row.action }, 'bulk run: its action is not defined');
    await progress(true);
    return;
  }
  await progress(true);

  for (;;) {
    if (await app.bulkRuns.stopAsked(runId)) {
      await app.bulkRuns.end(runId, 'cancelled');
      break;
    }
    const item = await app.bulkRuns.nextPending(runId);
    if (!item) {
      await app.bulkRuns.end(runId, 'done');
      break;
    }
    const actor: Actor = { userId: row.startedBy, role: 'SuperAdmin', requestId: `bulk:${runId}:${item.position}`, ip: 'bulk-run', changes: [] };
    let result: BulkItemResult | { outcome: 'failed'; message: string };
    try {
      result = await definition.runItem(item.itemId, row.params, actor);
      changed.push(...(actor.changes ?? []));
    } catch (error) {
      // A refused or broken item: its write rolled back, so its collected changes are dropped.
      const message = (error as Error)?.message || String(error);
      if (!(error instanceof HttpError)) log.error({ err: error, runId, position: item.position, itemId: item.itemId }, 'bulk run: an item failed');
      result = { outcome: 'failed', message };
    }
    // Outside the item's try: a failure to record is the attempt's (the job is retried and resumes here).
    await app.bulkRuns.record(runId, item.position, result.outcome, result.message ?? null);
    await progress(false);
  }
  await progress(true);
}

/** Defines the `bulk-run` queue on `app.jobs` (the platform's routes do, as they register). */
export function defineBulkRunQueue(app: FastifyInstance): void {
  app.jobs.defineQueue<BulkRunJobData>({
    name: BULK_RUN_QUEUE,
    // A crashed attempt is retried soon; it resumes from the first pending item.
    retryLimit: 3,
    retryDelaySeconds: 5,
    run: (data, context) => workBulkRun(app, data.runId, context.log),
  });
}
