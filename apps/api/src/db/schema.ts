/**
 * The database schema (Drizzle, PostgreSQL): one migration set for PGlite and a PostgreSQL server.
 * Ids are uuids, exposed on the wire as `_id` strings. Later issues add tickets, content, hotels… beside these.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

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
     * (docs/areas/platform.md, notifications). Both null for a notification about nothing in particular.
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

/** Help-desk tickets (spec 1 section 3). Status 1 Open … 4 Closed; priority 1 Low … 4 Urgent. */
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    message: text('message').notNull(),
    status: integer('status').notNull().default(1),
    priority: integer('priority').notNull().default(1),
    /** The department the ticket is sent to. */
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id),
    /** The creator. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Stored file name (services/storage.ts), or null. */
    imagePath: text('image_path'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // The list queries: a department's tickets by status or not, one user's tickets, all (SuperAdmin). Each
    // ends with the list's whole order so that a page is read from the index (scanned backwards: the list's
    // `created_at DESC, id DESC` is DESC NULLS FIRST, which an index declared `DESC` — NULLS LAST — cannot
    // give) and stops after OFFSET + LIMIT entries. The former `(…, created_at DESC)` indexes made PostgreSQL
    // sort every matching row (tools/bench/tickets.mjs, docs/api-database.md).
    index('tickets_department_status_created_id_idx').on(t.departmentId, t.status, t.createdAt, t.id),
    index('tickets_department_created_id_idx').on(t.departmentId, t.createdAt, t.id),
    index('tickets_user_created_id_idx').on(t.userId, t.createdAt, t.id),
    index('tickets_status_created_id_idx').on(t.status, t.createdAt, t.id),
    index('tickets_created_id_idx').on(t.createdAt, t.id),
    check('tickets_status_check', sql`${t.status} between 1 and 4`),
    check('tickets_priority_check', sql`${t.priority} between 1 and 4`),
  ],
);

/** Replies on a ticket (spec 1 section 3); `department_id` is the author's department (Department users). */
export const ticketDiscussions = pgTable(
  'ticket_discussions',
  {
    id: id(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    departmentId: uuid('department_id').references(() => departments.id),
    /** Sanitised HTML. */
    message: text('message').notNull(),
    imagePath: text('image_path'),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_discussions_ticket_created_idx').on(t.ticketId, t.createdAt)],
);

/**
 * The homepage banner image set (spec 1 section 3): one record (`singleton` is always 1, unique). Photo
 * lists hold stored media names (`<sha256>.<jpg|png>`, services/images.ts) in upload order.
 */
export const bannerSets = pgTable(
  'banner_sets',
  {
    id: id(),
    singleton: integer('singleton').notNull().default(1),
    horizontalTitle: text('horizontal_title').notNull().default(''),
    verticalTitle: text('vertical_title').notNull().default(''),
    squareTitle: text('square_title').notNull().default(''),
    /** Plain text (HTML tags removed on save). */
    horizontalDescription: text('horizontal_description').notNull().default(''),
    verticalDescription: text('vertical_description').notNull().default(''),
    squareDescription: text('square_description').notNull().default(''),
    linkHor: text('link_hor').notNull().default(''),
    linkVer: text('link_ver').notNull().default(''),
    linkSqr: text('link_sqr').notNull().default(''),
    photosHor: text('photos_hor').array().notNull().default(sql`'{}'::text[]`),
    photosVer: text('photos_ver').array().notNull().default(sql`'{}'::text[]`),
    photosSqr: text('photos_sqr').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('banner_sets_singleton_key').on(t.singleton), check('banner_sets_singleton_check', sql`${t.singleton} = 1`)],
);

/**
 * Website content blocks found by tag (spec 1 section 3; CMS_TAGS). One block per tag, three for the benefits
 * and reasons for travel (`position` 0, 1, 2). The migration creates every block empty; the seed fills them.
 */
export const cmsBlocks = pgTable(
  'cms_blocks',
  {
    id: id(),
    tag: text('tag').notNull(),
    position: integer('position').notNull().default(0),
    title: text('title').notNull().default(''),
    /** Sanitised rich HTML; plain text on the SEO tags (the meta-description). */
    description: text('description').notNull().default(''),
    /** Stored media names in upload order. */
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cms_blocks_tag_position_key').on(t.tag, t.position),
    check('cms_blocks_position_check', sql`${t.position} between 0 and 2`),
  ],
);

/** FAQ entries (spec 1 section 3): `question` plain text, `answer` sanitised rich HTML; listed oldest first. */
export const faqs = pgTable(
  'faqs',
  {
    id: id(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('faqs_created_idx').on(t.createdAt, t.id)],
);

/** Newsletter subscriptions from the public site (spec 1 section 3); `email` stored lower-cased, once. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subscriptions_email_key').on(t.email), index('subscriptions_created_idx').on(t.createdAt, t.id)],
);

/** Contact-us enquiries from the public site (spec 1 section 3); plain text. */
export const contactEnquiries = pgTable(
  'contact_enquiries',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_enquiries_created_idx').on(t.createdAt, t.id)],
);

export const schema = {
  departments,
  users,
  revokedTokens,
  authPins,
  notifications,
  outbox,
  tickets,
  ticketDiscussions,
  bannerSets,
  cmsBlocks,
  faqs,
  subscriptions,
  contactEnquiries,
};
export type Schema = typeof schema;
export type UserRow = typeof users.$inferSelect;
export type DepartmentRow = typeof departments.$inferSelect;
