/**
 * The platform area's own tables (docs/areas/platform.md, "Saved views"): the saved views of the console's lists and
 * each user's default view per list. The platform's other tables (users, departments, tokens, PINs, notifications,
 * outbox, audit events) are the shared ones (`@backoffice/api-server/schema`). drizzle-kit reads this file through
 * the glob of apps/api/drizzle.config.ts (migration 0031_saved_views).
 */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

export const platformSchema = { savedViews, savedViewDefaults };
