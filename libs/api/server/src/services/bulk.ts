/**
 * Bulk actions (docs/areas/platform.md, "Bulk runs"): the registry where each area defines the actions it offers on
 * many records at once (`app.bulk.define` when its routes register). The platform's runner (libs/api/platform,
 * `bulk/`) starts a run from `POST /api/bulk-runs`, resolves its items with `resolve`, then works them (one at a
 * time, or a few at once with `concurrency`) in a pg-boss job through `runItem`, recording each outcome; this file
 * knows no table.
 *
 * An item must be idempotent and audited exactly as the one-by-one action is (it calls the same repository method):
 * a record already in the wanted state answers `skipped` with the reason ("Already sent"), so a second run of the
 * same selection changes nothing. A thrown HttpError (4xx) is the item's failure, its message the report's error;
 * any other throw is a failure too (its message kept), and the run goes on to the next item.
 */
import type { BulkAction, BulkItemOutcome, RecordType, Role } from '@backoffice/contracts';
import type { Actor } from './actor';

/** One record a run will work: its id (what `runItem` gets) and the link the report shows. */
export interface BulkItemRef {
  id: string;
  record: { type: RecordType; id: string; parentId?: string; name: string };
}

/** What `resolve` gets: the selection (`ids`) or the filter (`scope`), and the action's options. */
export interface BulkSelection {
  ids?: readonly string[];
  scope?: Readonly<Record<string, string>>;
  params: Readonly<Record<string, string>>;
}

/** What one item came to. `message`: the reason of a skip, or what was done (optional). */
export interface BulkItemResult {
  outcome: Exclude<BulkItemOutcome, 'pending' | 'failed'>;
  message?: string;
}

/** The run an item is worked for: its id and a cache the action may keep what every item of the run reads in. */
export interface BulkRunContext {
  id: string;
  /** Emptied with the run (one per attempt); items running side by side share it. */
  cache: Map<string, unknown>;
}

/** An area's bulk action. */
export interface BulkActionDefinition {
  action: BulkAction;
  /**
   * The records of a selection or a filter, in the order the run works them, each with its link; and the run's title
   * ("November 2026" for a period's statements: the run is titled "Send statements: November 2026").
   * @throws HttpError 400 for options the action does not accept or a scope it does not know (its message shown as
   *   the start's answer), 404 when the scope's record (a billing period) does not exist.
   */
  resolve(selection: BulkSelection, actor: Actor): Promise<{ title: string; items: BulkItemRef[] }>;
  /**
   * Works one item as the one-by-one action would (same checks, same audit event, same idempotency). `actor` is the
   * run's starter as a SuperAdmin, request id `bulk:<runId>:<position>`, ip `bulk-run`, with its own `changes` list
   * (the runner emits what `audit()` collects there once the item succeeded). Called once per item and attempt; up
   * to `concurrency` items of one run at once. `run`: the run, with its per-run cache (what every item would read
   * alike, read once: e.g. the billing period of its statements); absent when called outside a run (tests).
   */
  runItem(id: string, params: Readonly<Record<string, string>>, actor: Actor, run?: BulkRunContext): Promise<BulkItemResult>;
  /**
   * How many items of one run may be worked at once (default 1: one at a time). Above 1 only when the items are
   * independent records whose `runItem` locks what it changes (BULK_RUN_CONCURRENCY caps it).
   */
  concurrency?: number;
  /**
   * The roles that may start the action (default: SuperAdmin only). A starter of another role reads and cancels only
   * the runs it started, and `runItem` checks each item as that starter would be checked one by one (the runner's
   * actor says SuperAdmin: read the starter's role again from `actor.userId`).
   */
  access?: readonly Role[];
}

/** The registry (`app.bulk`). */
export class BulkActions {
  private readonly definitions = new Map<BulkAction, BulkActionDefinition>();

  /** Adds an area's action. @throws Error for an action defined twice. */
  define(definition: BulkActionDefinition): void {
    if (this.definitions.has(definition.action)) throw new Error(`Bulk action ${definition.action} is defined twice`);
    this.definitions.set(definition.action, definition);
  }

  /** The action's definition, or undefined when no registered area defines it. */
  get(action: BulkAction): BulkActionDefinition | undefined {
    return this.definitions.get(action);
  }

  /** The defined actions. */
  list(): BulkActionDefinition[] {
    return [...this.definitions.values()];
  }
}
