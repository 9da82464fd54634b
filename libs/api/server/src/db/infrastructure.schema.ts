/**
 * The infrastructure tables (Drizzle, PostgreSQL): what every area relies on to run: notifications, the SMS/e-mail
 * outbox, the audit trail, idempotency keys and job runs (docs/api-database.md, "Mail", "Audit trail",
 * "Idempotency", "Jobs"). Re-exported by `server.schema.ts` (the `@backoffice/api-server/schema` entry).
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
  uuid,
} from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns';
import { users } from './identity.schema';

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
/** A file sent with an e-mail: its bytes are in the file storage under `key` (`mail/<outbox id>/<index>-<name>`). */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** Bytes. */
  size: number;
  /** The storage key (services/storage.ts, MAIL_KEY). */
  key: string;
}

/** Where a message is on its way (docs/api-database.md, "Mail"). */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * The mail and SMS queue (docs/api-database.md, "Mail"): a row per message, inserted `queued` by `app.mail.send` /
 * `app.sms.send`, claimed (`sending`) and delivered by the delivery worker (services/mail-delivery.ts), then `sent`
 * or, after the last attempt, `failed`. While `sending`, `next_attempt_at` is the end of the worker's lease.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    /** The plain-text body (the SMS text). */
    body: text('body').notNull(),
    /** The HTML body of an e-mail, when it has one. */
    html: text('html'),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('queued'),
    /** Delivery attempts started. */
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due (queued), or when a claim lapses (sending). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The last attempt's error, kept after a later success for the record. */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** The id the transport gave the message (SMTP Message-ID), when it gave one. */
    providerMessageId: text('provider_message_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_created_idx').on(t.createdAt.desc()),
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    check('outbox_channel_check', sql`${t.channel} in ('sms', 'email')`),
    check('outbox_status_check', sql`${t.status} in ('queued', 'sending', 'sent', 'failed')`),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;

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
    at: timestamp('at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`clock_timestamp()`),
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
  (t) => [
    primaryKey({ columns: [t.actorId, t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * One run of a scheduled job (docs/api-database.md, "Jobs"): written when it starts and when it ends, with its
 * outcome, how many records it touched and what (a short text), or the error. `trigger` says whether the
 * schedule or a SuperAdmin's Run now started it.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: id(),
    job: text('job').notNull(),
    /** The job queue's id of the run (pg-boss), for retries of the same run. */
    queueJobId: text('queue_job_id'),
    trigger: text('trigger', { enum: ['schedule', 'manual'] }).notNull(),
    /** The instant the job worked as "now" (its controlled clock). */
    asOf: timestamp('as_of', { withTimezone: true, mode: 'date' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    outcome: text('outcome', { enum: ['running', 'success', 'fail'] })
      .notNull()
      .default('running'),
    attempt: integer('attempt').notNull().default(1),
    touched: integer('touched').notNull().default(0),
    summary: text('summary').notNull().default(''),
    error: text('error'),
    startedBy: uuid('started_by'),
  },
  (t) => [
    index('job_runs_job_started_idx').on(t.job, t.startedAt.desc()),
    check('job_runs_outcome_check', sql`${t.outcome} in ('running', 'success', 'fail')`),
    check('job_runs_trigger_check', sql`${t.trigger} in ('schedule', 'manual')`),
  ],
);
export type AuditEventRow = typeof auditEvents.$inferSelect;
