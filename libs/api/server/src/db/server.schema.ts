/**
 * The shared tables (Drizzle, PostgreSQL): the organisation (departments, users) and what every area relies
 * on (tokens, the admin PIN, notifications, the SMS/e-mail outbox). Each area keeps its own tables in its
 * folder (`libs/api/<area>/src/<area>.schema.ts`); drizzle-kit reads them all through the glob of
 * apps/api/drizzle.config.ts, and one migration set serves PGlite and a PostgreSQL server.
 * Ids are uuids, exposed on the wire as `_id` strings.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The primary key every table uses: a random uuid. */
export const id = () => uuid('id').primaryKey().defaultRandom();
/** `created_at`, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const departments = pgTable(
  'departments',
  {
    id: id(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    /** Soft delete (PUT /department/removeDepartment comes with the help-desk issue). */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('departments_name_lower_key').on(sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['Employee', 'Department', 'SuperAdmin'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** The department of a Department user (the token's `userType`). */
    departmentId: uuid('department_id').references(() => departments.id),
    /** E.164, where the PIN SMS goes (SuperAdmins). */
    phone: text('phone'),
    /** Bumped by password change, disable and role change: tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_idx').on(t.role),
    index('users_department_idx').on(t.departmentId),
    check('users_role_check', sql`${t.role} in ('Employee', 'Department', 'SuperAdmin')`),
    check('users_department_role_check', sql`${t.role} <> 'Department' or ${t.departmentId} is not null`),
  ],
);

/** Tokens revoked one by one (logout). Rows past `expires_at` are useless and pruned. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/** The admin's second-step PIN: hashed, one live row per user (the latest sign-in attempt), single use. */
export const authPins = pgTable(
  'auth_pins',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** HMAC-SHA256 of the PIN with the server secret (a 4-digit PIN needs no slow hash: 5 tries guard it). */
    pinHash: text('pin_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    tries: integer('tries').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auth_pins_user_key').on(t.userId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The text (the spec's `name`). */
    name: text('name').notNull(),
    /**
     * The record it is about, named as in the audit trail (`ticket`, `user`, ...): the bell opens it
     * (docs/areas/platform.md, "Notifications (the bell)"). Both null for a notification about nothing in
     * particular.
     */
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/** Messages the embedded SMS and e-mail providers "send": readable in the console and by tests. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_created_idx').on(t.createdAt.desc()),
    check('outbox_channel_check', sql`${t.channel} in ('sms', 'email')`),
  ],
);

/**
 * The audit trail (docs/api-database.md, "Audit trail"; docs/areas/platform.md): one row per write, inserted in
 * the same transaction as the change by `audit()` (services/audit.ts). `before` / `after` hold only the changed
 * fields under their wire names, never a secret. Rows are never updated or deleted. `actor_id` has no foreign
 * key on purpose: the trail outlives whatever happens to the account, and a failed sign-in has no user at all.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    /** When: clock_timestamp(), not now(), so that two events of one transaction keep their order. */
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().default(sql`clock_timestamp()`),
    /** Who: the signed-in caller (or the account that just signed in or up); null when anonymous. */
    actorId: uuid('actor_id'),
    actorRole: text('actor_role'),
    /** What: `<entityType>.<verb>`, e.g. `ticket.status`. */
    action: text('action').notNull(),
    /** Which record: one of the contracts' AUDIT_ENTITY_TYPES, and its id (or a lower-cased e-mail). */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    /** Fastify's request id (also in the request's log lines) and the client address. */
    requestId: text('request_id'),
    ip: text('ip'),
  },
  (t) => [index('audit_events_entity_at_idx').on(t.entityType, t.entityId, t.at.desc())],
);

/** The shared tables, for the composed Drizzle schema (apps/api/src/areas.ts and the test harness). */
export const serverSchema = {
  departments,
  users,
  revokedTokens,
  authPins,
  notifications,
  outbox,
  auditEvents,
};
export type UserRow = typeof users.$inferSelect;
export type DepartmentRow = typeof departments.$inferSelect;
export type AuditEventRow = typeof auditEvents.$inferSelect;
