/**
 * The column helpers every table file uses (the shared `*.schema.ts` files here and the areas' own through
 * `@backoffice/api-server/schema`): ids are random uuids, timestamps are `timestamptz` read as `Date`.
 */
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** The primary key every table uses: a random uuid. */
export const id = () => uuid('id').primaryKey().defaultRandom();
/** `created_at`, set by the database. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** `updated_at`, set by the database on insert and by the writer on update. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** `deleted_at`: a soft delete's instant, null while the row is live. */
export const deletedAt = () => timestamp('deleted_at', { withTimezone: true, mode: 'date' });
