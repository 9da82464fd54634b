/**
 * The bulk runs' store (docs/areas/platform.md, "Bulk runs"), decorated as `app.bulkRuns`: a run and its items
 * written in one transaction with the start's audit event; the lists and a run's report; Cancel (audited); and the
 * worker's steps (runner.ts): claim the run, read the next pending item and whether Cancel was asked, record an
 * item's outcome with the run's counter, end the run. Which action does what is the areas' business
 * (`app.bulk`, libs/api/server/src/services/bulk.ts): this file only keeps the record.
 */
import {
  BULK_RUN_ENDED,
  type BulkAction,
  type BulkItemOutcome,
  type BulkRun,
  type BulkRunDetail,
  type BulkRunDetailQuery,
  type BulkRunItem,
  type BulkRunListQuery,
  type BulkRunStatus,
  type RecordType,
} from '@backoffice/contracts';
import { audit, changeAuthorName, isUuid, named, repositoryPlugin, rowsOf, type Actor, type BulkItemRef, type Db, type Tx } from '@backoffice/api-server';
import { users } from '@backoffice/api-server/schema';
import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { bulkRunItems, bulkRuns } from '../platform.schema';

/** A run's row. */
export type BulkRunRow = typeof bulkRuns.$inferSelect;
/** An item's row. */
export type BulkRunItemRow = typeof bulkRunItems.$inferSelect;

/** The statuses of a run not ended (the jobs tray's). */
const ACTIVE: readonly BulkRunStatus[] = ['queued', 'running', 'cancelling'];
/** Items inserted per statement (4 parameters each, well under PostgreSQL's 65,535). */
const INSERT_CHUNK = 1_000;
/** A report page's default size. */
const ITEMS_PAGE_DEFAULT = 50;
/** The list's default size. */
const LIST_DEFAULT = 20;

/** What a start writes: the action, its title and options, where it was started from and its items in order. */
export interface NewBulkRun {
  action: BulkAction;
  title: string;
  params: Record<string, string>;
  origin: string | null;
  items: readonly BulkItemRef[];
}

/** Cancel's answer: the run (cancelled at once when queued, else `cancelling`), or why not. */
export type CancelOutcome = { outcome: 'ok'; run: BulkRun } | { outcome: 'not_found' } | { outcome: 'ended' };

/** A run as the worker needs it: the row and who started it (`{ id, name }`, the live changes' author). */
export interface ClaimedRun {
  row: BulkRunRow;
  by: { id: string; name: string };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The columns read with a run: its row and its starter's name. */
const runColumns = {
  run: bulkRuns,
  starter: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
};

type RunWithStarter = { run: BulkRunRow; starter: { id: string; firstName: string; lastName: string; email: string } };

/** A run on the wire (BulkRunSchema). */
function toRun({ run, starter }: RunWithStarter): BulkRun {
  return {
    id: run.id,
    action: run.action as BulkAction,
    title: run.title,
    status: run.status as BulkRunStatus,
    total: run.total,
    done: run.done,
    skipped: run.skipped,
    failed: run.failed,
    origin: run.origin,
    startedBy: { id: starter.id, name: changeAuthorName(starter) },
    createdAt: run.createdAt.toISOString(),
    startedAt: iso(run.startedAt),
    endedAt: iso(run.endedAt),
    cancelRequestedAt: iso(run.cancelRequestedAt),
    error: run.error,
  };
}

/** An item of the report on the wire (BulkRunItemSchema). */
function toItem(row: BulkRunItemRow): BulkRunItem {
  const { type, id, parentId, name } = row.record;
  return {
    position: row.position,
    record: { type: type as RecordType, id, ...(parentId ? { parentId } : {}), name },
    outcome: row.outcome as BulkItemOutcome,
    message: row.message,
    at: iso(row.at),
  };
}

/** How many of the run's items have `outcome` (all of them without one), from the run's counters. */
function itemsOf(run: BulkRun, outcome: BulkItemOutcome | undefined): number {
  switch (outcome) {
    case undefined:
      return run.total;
    case 'done':
      return run.done;
    case 'skipped':
      return run.skipped;
    case 'failed':
      return run.failed;
    default:
      return Math.max(0, run.total - run.done - run.skipped - run.failed);
  }
}

/** The audit fields of a run's start. */
const startFields = (row: BulkRunRow) => ({ action: row.action, title: row.title, total: row.total, params: row.params, origin: row.origin });

export class BulkRunsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Writes a queued run, its items (positions from 1, in the given order) and its audit event `bulk_run.start`, in
   * one transaction. The caller has checked the item count (1 to BULK_RUN_MAX_ITEMS) and queues the job after.
   */
  async start(actor: Actor & { userId: string }, input: NewBulkRun): Promise<BulkRun> {
    const id = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(bulkRuns)
        .values({
          action: input.action,
          title: input.title,
          params: input.params,
          origin: input.origin,
          total: input.items.length,
          startedBy: actor.userId,
        })
        .returning();
      for (let from = 0; from < input.items.length; from += INSERT_CHUNK) {
        await tx.insert(bulkRunItems).values(
          input.items.slice(from, from + INSERT_CHUNK).map((item, i) => ({
            runId: row.id,
            position: from + i + 1,
            itemId: item.id,
            record: item.record,
          })),
        );
      }
      await audit(tx, actor, { action: 'bulk_run.start', entityType: 'bulk_run', entityId: row.id, before: null, after: startFields(row) });
      return row.id;
    });
    return (await this.get(id)) as BulkRun;
  }

  /** Who started each of the runs `ids` (a run not found is left out): its live changes' rooms. */
  async startersOf(ids: readonly string[]): Promise<Map<string, string>> {
    const known = ids.filter(isUuid);
    if (!known.length) return new Map();
    const rows = await this.db.select({ id: bulkRuns.id, startedBy: bulkRuns.startedBy }).from(bulkRuns).where(inArray(bulkRuns.id, known));
    return new Map(rows.map((r) => [r.id, r.startedBy]));
  }

  /** Keeps the run's pg-boss job id (for support: which queue job works it). */
  async setQueueJob(id: string, queueJobId: string): Promise<void> {
    await this.db.update(bulkRuns).set({ queueJobId }).where(eq(bulkRuns.id, id));
  }

  /** The run on the wire, or null. */
  async get(id: string, db: Db | Tx = this.db): Promise<BulkRun | null> {
    if (!isUuid(id)) return null;
    const [found] = await db.select(runColumns).from(bulkRuns).innerJoin(users, eq(users.id, bulkRuns.startedBy)).where(eq(bulkRuns.id, id));
    return found ? toRun(found) : null;
  }

  /**
   * Runs newest first: `active` only those not ended, `action` one action's; `limit` (default 20); `startedBy` only
   * the runs that user started (a starter other than a SuperAdmin sees only its own).
   */
  async list(query: BulkRunListQuery, startedBy?: string): Promise<BulkRun[]> {
    const where: SQL[] = [];
    if (startedBy) where.push(eq(bulkRuns.startedBy, startedBy));
    if (query.active) where.push(inArray(bulkRuns.status, [...ACTIVE]));
    else if (query.active === false) where.push(inArray(bulkRuns.status, [...BULK_RUN_ENDED]));
    if (query.action) where.push(eq(bulkRuns.action, query.action));
    const rows = await this.db
      .select(runColumns)
      .from(bulkRuns)
      .innerJoin(users, eq(users.id, bulkRuns.startedBy))
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(bulkRuns.createdAt), desc(bulkRuns.id))
      .limit(query.limit ?? LIST_DEFAULT);
    return rows.map(toRun);
  }

  /**
   * The run and one page of its report in position order (`outcome` filters it), or null for no such run. The total
   * is the run's own counter (`total`, or `done` / `skipped` / `failed`, pending the rest: kept with each item's
   * outcome), never a count of its items; the page reads the (run_id, position) key or (run_id, outcome, position)
   * from the end nearer to it, so that the last page of a run of 5,000 reads as few items as the first
   * (docs/api-database.md, "Which index a list reads").
   */
  async detail(id: string, query: BulkRunDetailQuery): Promise<BulkRunDetail | null> {
    const run = await this.get(id);
    if (!run) return null;
    const page = query.page ?? 1;
    const limit = query.limit ?? ITEMS_PAGE_DEFAULT;
    const offset = (page - 1) * limit;
    const total = itemsOf(run, query.outcome);
    const where = and(eq(bulkRunItems.runId, id), query.outcome ? eq(bulkRunItems.outcome, query.outcome) : undefined);
    let rows: BulkRunItemRow[] = [];
    if (offset < total) {
      const fromEnd = total - offset - limit < offset;
      const read = await this.db
        .select()
        .from(bulkRunItems)
        .where(where)
        .orderBy(fromEnd ? desc(bulkRunItems.position) : asc(bulkRunItems.position))
        .limit(fromEnd ? Math.min(limit, total - offset) : limit)
        .offset(fromEnd ? Math.max(0, total - offset - limit) : offset);
      rows = fromEnd ? read.reverse() : read;
    }
    return { run, items: { data: rows.map(toItem), total, page, limit } };
  }

  /**
   * Cancel: a queued run is cancelled at once (nothing of it runs); a running one becomes `cancelling` and stops
   * before its next item (the worker reads `cancel_requested_at`); asked again while cancelling: the run as it is.
   * Audited `bulk_run.cancel`. Ended: `ended`.
   */
  async cancel(actor: Actor, id: string): Promise<CancelOutcome> {
    if (!isUuid(id)) return { outcome: 'not_found' };
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(bulkRuns).where(eq(bulkRuns.id, id)).for('update');
      if (!row) return { outcome: 'not_found' } as const;
      const status = row.status as BulkRunStatus;
      if (BULK_RUN_ENDED.includes(status)) return { outcome: 'ended' } as const;
      if (status !== 'cancelling') {
        const now = new Date();
        const next: BulkRunStatus = status === 'queued' ? 'cancelled' : 'cancelling';
        await tx
          .update(bulkRuns)
          .set({ status: next, cancelRequestedAt: now, ...(next === 'cancelled' ? { endedAt: now } : {}) })
          .where(eq(bulkRuns.id, id));
        await audit(tx, actor, { action: 'bulk_run.cancel', entityType: 'bulk_run', entityId: id, before: { status }, after: { status: next } });
      }
      return { outcome: 'ok', run: (await this.get(id, tx)) as BulkRun } as const;
    });
  }

  /**
   * The worker's start: a queued run becomes `running` (`started_at` set once); a running one (a retried job) is
   * resumed as it is. Answers the run and its starter, or null when there is nothing to work (no such run, or it
   * has ended: cancelled while queued). A run found `cancelling` is answered too: the worker ends it at once.
   */
  async claim(id: string): Promise<ClaimedRun | null> {
    return this.db.transaction(async (tx) => {
      const [found] = await tx
        .select(runColumns)
        .from(bulkRuns)
        .innerJoin(users, eq(users.id, bulkRuns.startedBy))
        .where(eq(bulkRuns.id, id))
        .for('update', { of: bulkRuns });
      if (!found || BULK_RUN_ENDED.includes(found.run.status as BulkRunStatus)) return null;
      let row = found.run;
      if (row.status === 'queued') {
        [row] = await tx.update(bulkRuns).set({ status: 'running', startedAt: new Date() }).where(eq(bulkRuns.id, id)).returning();
      }
      return { row, by: { id: found.starter.id, name: changeAuthorName(found.starter) } };
    });
  }

  /** Whether Cancel was asked of the run (or it ended meanwhile): the worker stops before its next item. */
  async stopAsked(id: string): Promise<boolean> {
    const [row] = await this.db.select({ status: bulkRuns.status, at: bulkRuns.cancelRequestedAt }).from(bulkRuns).where(eq(bulkRuns.id, id));
    return !row || row.at !== null || BULK_RUN_ENDED.includes(row.status as BulkRunStatus);
  }

  /**
   * Up to `limit` items still pending after position `after` (0: from the first), in position order: what the worker
   * takes next (it remembers the last position taken, so an item under way is not answered again).
   */
  async pendingAfter(id: string, after: number, limit: number): Promise<BulkRunItemRow[]> {
    return this.db
      .select()
      .from(bulkRunItems)
      .where(and(eq(bulkRunItems.runId, id), eq(bulkRunItems.outcome, 'pending'), gt(bulkRunItems.position, after)))
      .orderBy(asc(bulkRunItems.position))
      .limit(limit);
  }

  /**
   * Records an item's outcome and bumps the run's matching counter, in one statement (so, atomic: items ending side
   * by side each count once); an item no longer pending (recorded by an earlier attempt) is left as it is and counts
   * nothing. `message`: the reason, the error or what was done. The same statement reads whether Cancel was asked
   * (as {@link stopAsked}, from the run's row it updates): answers it, or null when nothing was counted (then the
   * run's row was not read: the worker asks {@link stopAsked}).
   */
  async record(id: string, position: number, outcome: Exclude<BulkItemOutcome, 'pending'>, message: string | null): Promise<{ stopAsked: boolean } | null> {
    const counter = outcome === 'done' ? sql`done` : outcome === 'skipped' ? sql`skipped` : sql`failed`;
    const [run] = rowsOf<{ status: string; cancelRequested: boolean }>(
      await this.db.execute(named('bulk_item_record', sql`
      with item as (
        update ${bulkRunItems} set outcome = ${outcome}, message = ${message?.slice(0, 2000) ?? null}, at = ${new Date().toISOString()}::timestamptz
        where run_id = ${id} and position = ${position} and outcome = 'pending'
        returning position)
      update ${bulkRuns} set ${counter} = ${counter} + (select count(*)::int from item)
      where id = ${id} and exists (select 1 from item)
      returning status, cancel_requested_at is not null as "cancelRequested"`)),
    );
    if (!run) return null;
    return { stopAsked: run.cancelRequested || BULK_RUN_ENDED.includes(run.status as BulkRunStatus) };
  }

  /** Ends a run not ended yet: `done`, `cancelled` (its pending items stay pending) or `failed` with `error`. */
  async end(id: string, status: Extract<BulkRunStatus, 'done' | 'cancelled' | 'failed'>, error: string | null = null): Promise<void> {
    await this.db
      .update(bulkRuns)
      .set({ status, endedAt: new Date(), error: error?.slice(0, 2000) ?? null })
      .where(and(eq(bulkRuns.id, id), inArray(bulkRuns.status, [...ACTIVE])));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The bulk runs and their reports (platform area only; docs/areas/platform.md, "Bulk runs"). */
    bulkRuns: BulkRunsRepository;
  }
}

/** Decorates `app.bulkRuns`. */
export default repositoryPlugin('bulkRuns', 'platform-bulk-runs-repository', (db) => new BulkRunsRepository(db));
