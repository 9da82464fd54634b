/**
 * The bulk runs' worker (docs/areas/platform.md, "Bulk runs"): the on-demand job queue `bulk-run`
 * (libs/api/server/src/services/jobs.ts, `defineQueue`), one job per run carrying its id. A job
 * 1. claims the run (`queued` → `running`, `started_at`), or resumes it when retried after a crash;
 * 2. works its pending items, taken in position order, up to {@link bulkConcurrency} at once (the action's
 *    `concurrency`, 1 unless it says so; BULK_RUN_CONCURRENCY caps it): before taking each, reads whether Cancel was
 *    asked (in the statement that recorded the worker's previous item, else on its own) (then nothing more is taken, the items under way finish, the run ends `cancelled`, the rest stay
 *    pending); else calls the action's `runItem` as the run's starter (a SuperAdmin; request id
 *    `bulk:<runId>:<position>`, so each item's audit event says which run and item made it; with the run's cache,
 *    `BulkRunContext`) and records the outcome with the run's counter (one statement, the counter bumped in SQL:
 *    exact whatever the order items end in): `done` or `skipped` as answered, `failed` with the error's message for
 *    any throw (an HttpError is the action refusing the item; anything else is logged too);
 * 3. ends the run `done`; a run whose action no server area defines any more ends `failed` (BulkMessages.actionGone).
 * Live progress: after an item, at most every {@link BULK_PROGRESS_INTERVAL_MS} ms and always at the end, a
 * `bulk_run` change (action `update`) goes to the SuperAdmins with the records the items changed (batched by type
 * above CHANGE_BATCH_LIMIT), so the run's page, the jobs tray and the lists showing those records reload.
 */
import { BulkMessages, type BulkAction } from '@backoffice/contracts';
import { areaSettings, HttpError, type Actor, type BulkActionDefinition, type BulkItemResult, type BulkRunContext, type ChangedRecord } from '@backoffice/api-server';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { platformConfig } from '../config';
import type { BulkRunItemRow } from './repository';

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

/** The most items of one run worked at once, whatever an action asks. */
export const BULK_MAX_CONCURRENCY = 16;

/**
 * How many items of a run of `definition` are worked at once: its `concurrency` (1 when it does not say), capped by
 * the configured cap (BULK_RUN_CONCURRENCY, the platform slice's `bulkConcurrency`, ../config.ts; 1 works every run one item at a time) and
 * by {@link BULK_MAX_CONCURRENCY}.
 */
export function bulkConcurrency(definition: Pick<BulkActionDefinition, 'concurrency'>, cap: number = BULK_MAX_CONCURRENCY): number {
  const wanted = Math.floor(definition.concurrency ?? 1);
  const limit = Number.isFinite(cap) && cap >= 1 ? Math.floor(cap) : BULK_MAX_CONCURRENCY;
  return Math.max(1, Math.min(wanted > 0 ? wanted : 1, limit, BULK_MAX_CONCURRENCY));
}

/** Pending items read ahead per query (position order), at least the concurrency. */
const READ_AHEAD = 32;

/**
 * Works the run `runId` to its end, or until Cancel (see the file's comment). Resumes from the first pending item
 * when called again for the same run. Throws only when the database fails (the queue retries the job), once the
 * items under way have ended.
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

  const context: BulkRunContext = { id: runId, cache: new Map() };
  // Taking an item is one step at a time (a chain of promises), so items are taken in position order, each once,
  // and Cancel is read before each; the workers run the taken items side by side.
  let ahead: BulkRunItemRow[] = [];
  let after = 0;
  let stop: 'cancelled' | 'done' | 'broken' | null = null;
  // `asked`: whether Cancel was asked, as the taking worker's last record just read it (null: not read, so read here).
  const takeOne = async (asked: boolean | null): Promise<BulkRunItemRow | undefined> => {
    if (stop) return undefined;
    if (asked ?? (await app.bulkRuns.stopAsked(runId))) {
      stop ??= 'cancelled';
      return undefined;
    }
    if (!ahead.length) {
      ahead = await app.bulkRuns.pendingAfter(runId, after, READ_AHEAD);
      if (!ahead.length) {
        stop ??= 'done';
        return undefined;
      }
    }
    const item = ahead.shift() as BulkRunItemRow;
    after = item.position;
    return item;
  };
  let taking: Promise<unknown> = Promise.resolve();
  const take = (asked: boolean | null): Promise<BulkRunItemRow | undefined> => {
    const next = taking.then(() => takeOne(asked));
    taking = next.catch(() => undefined);
    return next;
  };

  const worker = async () => {
    let asked: boolean | null = null;
    for (;;) {
      const item = await take(asked);
      if (!item) return;
      const actor: Actor = { userId: row.startedBy, role: 'SuperAdmin', requestId: `bulk:${runId}:${item.position}`, ip: 'bulk-run', changes: [] };
      let result: BulkItemResult | { outcome: 'failed'; message: string };
      try {
        result = await definition.runItem(item.itemId, row.params, actor, context);
        changed.push(...(actor.changes ?? []));
      } catch (error) {
        // A refused or broken item: its write rolled back, so its collected changes are dropped.
        const message = (error as Error)?.message || String(error);
        if (!(error instanceof HttpError)) log.error({ err: error, runId, position: item.position, itemId: item.itemId }, 'bulk run: an item failed');
        result = { outcome: 'failed', message };
      }
      // Outside the item's try: a failure to record is the attempt's (the job is retried and resumes here).
      // The record reads Cancel too (the run's row it bumps): the next take needs no read of its own.
      asked = (await app.bulkRuns.record(runId, item.position, result.outcome, result.message ?? null))?.stopAsked ?? null;
      await progress(false);
    }
  };
  const workers = Array.from({ length: bulkConcurrency(definition, areaSettings(app.config, platformConfig).bulkConcurrency) }, () =>
    worker().catch((error: unknown) => {
      // The database failed: take nothing more, let the other items under way end, then fail the attempt.
      stop = 'broken';
      throw error;
    }),
  );
  const ended = await Promise.allSettled(workers);
  const broken = ended.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (broken) throw broken.reason;
  await app.bulkRuns.end(runId, stop === 'cancelled' ? 'cancelled' : 'done');
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
