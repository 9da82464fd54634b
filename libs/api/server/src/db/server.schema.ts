/**
 * The shared tables (Drizzle, PostgreSQL): the organisation (departments, users) and what every area relies
 * on (tokens, the admin PIN, notifications, the SMS/e-mail outbox). Each area keeps its own tables in its
 * folder (`libs/api/<area>/src/<area>.schema.ts`); drizzle-kit reads them all through the glob of
 * apps/api/drizzle.config.ts, and one migration set serves PGlite and a PostgreSQL server.
 * Ids are uuids, exposed on the wire as `_id` strings.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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
    /** argon2id PHC string; null for a hotel account made without a password (it cannot sign in). */
    passwordHash: text('password_hash'),
    /**
     * The console role; null for hotel accounts (owners, contacts, managers: `access_level` set), which never
     * sign in to the console (docs/areas/hotels.md, "Owners, contacts and managers").
     */
    role: text('role', { enum: ['Employee', 'Department', 'SuperAdmin'] }),
    /** The spec's `userType` of hotel accounts: ADMIN (owners), EMPLOYEE (contacts, managers), APP (customers). */
    userType: text('user_type', { enum: ['ADMIN', 'APP', 'EMPLOYEE'] }),
    /** The spec's `accessLevel`: STANDARD, MANAGER, REGIONALMANAGER, GROUPMANAGER or OWNER. */
    accessLevel: text('access_level', { enum: ['STANDARD', 'MANAGER', 'REGIONALMANAGER', 'GROUPMANAGER', 'OWNER'] }),
    /** A hotel account's position (the spec's `title`). */
    title: text('title').notNull().default(''),
    /** A hotel account's mobile number as typed (free text, unlike `phone`). */
    mobile: text('mobile').notNull().default(''),
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
    check('users_user_type_check', sql`${t.userType} is null or ${t.userType} in ('ADMIN', 'APP', 'EMPLOYEE')`),
    check(
      'users_access_level_check',
      sql`${t.accessLevel} is null or ${t.accessLevel} in ('STANDARD', 'MANAGER', 'REGIONALMANAGER', 'GROUPMANAGER', 'OWNER')`,
    ),
    check('users_kind_check', sql`${t.role} is not null or ${t.userType} is not null`),
    index('users_access_level_idx').on(t.accessLevel),
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
    /**
     * Insertion order: the embedded database's clock ticks in milliseconds, so events written within one
     * millisecond share `at`; `seq` keeps their order where a random `id` could not.
     */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
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
  (t) => [index('audit_events_entity_at_idx').on(t.entityType, t.entityId, t.at.desc(), t.seq.desc())],
);

/**
 * Idempotency keys (docs/api-database.md, "Idempotency"): the first answer of a keyed write, replayed for a retry
 * with the same key by the same caller on the same route; a different request under a used key is a 409. The
 * row is written in the write's own transaction, so a failed write leaves no key behind.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    actorId: uuid('actor_id').notNull(),
    /** `METHOD route-pattern`, e.g. `POST /hotel`. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request's params and body. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.actorId, t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * The embedded payment provider's ledger (docs/api-database.md, "Payments"): what a card processor would keep,
 * kept here so that payments work offline with deterministic outcomes. Amounts in integer minor units (cents)
 * with an ISO 4217 currency. Only services/payments.ts reads or writes these tables.
 */
export const ledgerCustomers = pgTable('ledger_customers', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/** A customer's payment method: `token` decides how charges on it end (see services/payments.ts). */
export const ledgerPaymentMethods = pgTable('ledger_payment_methods', {
  id: text('id').primaryKey(),
  customerId: text('customer_id')
    .notNull()
    .references(() => ledgerCustomers.id),
  token: text('token').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  createdAt: createdAt(),
});

/** A payment intent: authorised (`requires_capture`), captured (`succeeded`) or awaiting authentication. */
export const ledgerIntents = pgTable(
  'ledger_intents',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').references(() => ledgerCustomers.id),
    paymentMethodId: text('payment_method_id').references(() => ledgerPaymentMethods.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['requires_capture', 'succeeded', 'requires_action', 'canceled'] }).notNull(),
    /** Captured so far and refunded so far, minor units; refunded never exceeds captured. */
    captured: integer('captured').notNull().default(0),
    refunded: integer('refunded').notNull().default(0),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_intents_amounts_check', sql`${t.amount} > 0 and ${t.captured} >= 0 and ${t.captured} <= ${t.amount} and ${t.refunded} >= 0 and ${t.refunded} <= ${t.captured}`),
  ],
);

export const ledgerRefunds = pgTable(
  'ledger_refunds',
  {
    id: text('id').primaryKey(),
    intentId: text('intent_id')
      .notNull()
      .references(() => ledgerIntents.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_refunds_intent_idx').on(t.intentId), check('ledger_refunds_amount_check', sql`${t.amount} > 0`)],
);

/**
 * The ledger's idempotency keys: the first answer of each keyed request (or its error), replayed for the same
 * key and refused (409-like `idempotency_conflict`) for another request under it, as a card processor does.
 */
export const ledgerRequests = pgTable('ledger_requests', {
  key: text('key').primaryKey(),
  operation: text('operation').notNull(),
  requestHash: text('request_hash').notNull(),
  response: jsonb('response').$type<unknown>().notNull(),
  createdAt: createdAt(),
});

/** The shared tables, for the composed Drizzle schema (apps/api/src/areas.ts and the test harness). */
export const serverSchema = {
  departments,
  users,
  revokedTokens,
  authPins,
  notifications,
  outbox,
  auditEvents,
  idempotencyKeys,
  ledgerCustomers,
  ledgerPaymentMethods,
  ledgerIntents,
  ledgerRefunds,
  ledgerRequests,
};
export type UserRow = typeof users.$inferSelect;
export type DepartmentRow = typeof departments.$inferSelect;
export type AuditEventRow = typeof auditEvents.$inferSelect;
