/**
 * The platform area's own tables (docs/areas/platform.md, "Saved views"): the saved views of the console's lists and
 * each user's default view per list. The platform's other tables (users, departments, tokens, PINs, notifications,
 * outbox, audit events) are the shared ones (`@backoffice/api-server/schema`). drizzle-kit reads this file through
 * the glob of apps/api/drizzle.config.ts (migration 0031_saved_views).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, users } from '@backoffice/api-server/schema';

/**
 * A list's filters, sort and hidden columns kept under a name by one user (`owner_id`), for one list (`list_key`,
 * ListPage's `listKey`). `query` is the list's URL query without `page`; `hidden_columns` null means the list's
 * default columns. `shared_role` (set by a SuperAdmin only) shows the view to every user of that role; null: private.
 * A user's names are unique per list without case (`name` is stored trimmed).
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listKey: text('list_key').notNull(),
    name: text('name').notNull(),
    query: text('query').notNull().default(''),
    hiddenColumns: jsonb('hidden_columns').$type<string[]>(),
    sharedRole: text('shared_role', { enum: ['Employee', 'Department', 'SuperAdmin'] }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('saved_views_owner_list_name_key').on(t.ownerId, t.listKey, sql`lower(${t.name})`),
    // The views shared with a role, read by every GET /views of that role.
    index('saved_views_shared_idx')
      .on(t.listKey, t.sharedRole)
      .where(sql`${t.sharedRole} is not null`),
    check('saved_views_shared_role_check', sql`${t.sharedRole} in ('Employee', 'Department', 'SuperAdmin')`),
  ],
);

/**
 * A user's default view of a list (`PUT /views/default`): at most one per (user, list). It goes with the view (a
 * deleted view is nobody's default any more) and with the user.
 */
export const savedViewDefaults = pgTable(
  'saved_view_defaults',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listKey: text('list_key').notNull(),
    viewId: uuid('view_id')
      .notNull()
      .references(() => savedViews.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listKey] }), index('saved_view_defaults_view_idx').on(t.viewId)],
);

export type SavedViewRow = typeof savedViews.$inferSelect;

/**
 * A bulk run (docs/areas/platform.md, "Bulk runs"): one action (`action`, a BULK_ACTIONS member) on many records,
 * worked by the job runner. `status` a BULK_RUN_STATUSES member; `total`/`done`/`skipped`/`failed` count its items
 * (kept with each item's outcome, so the tray reads one row); `params` the action's options; `origin` the page it
 * was started from; `cancel_requested_at` set by Cancel, read between two items; `queue_job_id` its pg-boss job.
 */
export const bulkRuns = pgTable(
  'bulk_runs',
  {
    id: id(),
    action: text('action').notNull(),
    title: text('title').notNull(),
    status: text('status').notNull().default('queued'),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    origin: text('origin'),
    startedBy: uuid('started_by')
      .notNull()
      .references(() => users.id),
    queueJobId: text('queue_job_id'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true, mode: 'date' }),
    error: text('error'),
  },
  (t) => [
    // The runs' list newest first (created_at, id, read backwards), a starter's own (a Department user's) and one
    // action's: the equality, then the order (docs/api-database.md, "Which index a list reads"). The index before,
    // (created_at DESC NULLS LAST, id), could not give `created_at DESC, id DESC`: the list read every run and sorted.
    // Cost: three entries per run started (a run is written once; its progress updates touch no indexed column).
    index('bulk_runs_list_created_idx').on(t.createdAt, t.id),
    index('bulk_runs_starter_created_idx').on(t.startedBy, t.createdAt, t.id),
    index('bulk_runs_action_created_idx').on(t.action, t.createdAt, t.id),
    // The jobs tray: the runs not ended.
    index('bulk_runs_active_idx').on(t.createdAt).where(sql`${t.status} in ('queued', 'running', 'cancelling')`),
    check('bulk_runs_status_check', sql`${t.status} in ('queued', 'running', 'cancelling', 'cancelled', 'done', 'failed')`),
  ],
);

/**
 * One item of a bulk run, in the order it is worked (`position` from 1): the id `runItem` gets (`item_id`), the
 * record the report links (`record`: type, id, parentId, name), its `outcome` (BULK_ITEM_OUTCOMES) and `message`.
 */
export const bulkRunItems = pgTable(
  'bulk_run_items',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => bulkRuns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    itemId: text('item_id').notNull(),
    record: jsonb('record').$type<{ type: string; id: string; parentId?: string; name: string }>().notNull(),
    outcome: text('outcome').notNull().default('pending'),
    message: text('message'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.position] }),
    index('bulk_run_items_outcome_idx').on(t.runId, t.outcome, t.position),
    check('bulk_run_items_outcome_check', sql`${t.outcome} in ('pending', 'done', 'skipped', 'failed')`),
  ],
);

export const platformSchema = { savedViews, savedViewDefaults, bulkRuns, bulkRunItems };
