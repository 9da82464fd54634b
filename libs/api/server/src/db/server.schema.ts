/**
 * The shared tables (Drizzle, PostgreSQL): the organisation (departments, users) and what every area relies
 * on (tokens, the admin PIN, notifications, the SMS/e-mail outbox). Each area keeps its own tables in its
 * folder (`libs/api/<area>/src/<area>.schema.ts`); drizzle-kit reads them all through the glob of
 * apps/api/drizzle.config.ts, and one migration set serves PGlite and a PostgreSQL server.
 * The marketplace tables several areas read (chains, hotels, rooms, reservations, charges, reviews, VAT/GST) are
 * here too: an area never imports another (libs/api/README.md). Ids are uuids, exposed on the wire as `_id` strings.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** `updated_at`, set by the database on insert and by the writer on update. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const deletedAt = () => timestamp('deleted_at', { withTimezone: true, mode: 'date' });
const HH_MM = `'^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

/** The primary key every table uses: a random uuid. */
export const id = () => uuid('id').primaryKey().defaultRandom();
/** `created_at`, set by the database. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const departments = pgTable(
  'departments',
  {
    id: id(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    /** Soft delete (PUT /department/removeDepartment comes with the help-desk issue). */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('departments_name_lower_key')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
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
    accessLevel: text('access_level', {
      enum: ['STANDARD', 'MANAGER', 'REGIONALMANAGER', 'GROUPMANAGER', 'OWNER'],
    }),
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
    /** How a customer (userType APP) signed up: `Timeflyz` (an account) or a guest checkout (`Guest`, …). */
    provider: text('provider'),
    /** A customer's contact e-mail when it differs from the sign-in one. */
    contactEmail: text('contact_email'),
    /**
     * The spec's `expireDate` (Disable Account): the account is Active while this is null or in the future, and
     * its tokens stop working from then on (docs/areas/users.md, "Account status").
     */
    expireDate: timestamp('expire_date', { withTimezone: true, mode: 'date' }),
    /** The spec's `lastLoggedIn`: the last successful sign-in (password, or the admin's PIN). */
    lastLoggedIn: timestamp('last_logged_in', { withTimezone: true, mode: 'date' }),
    /**
     * Soft delete (PUT /user/removeUser): the row stays so that tickets, replies and the audit trail keep the
     * name; a deleted user is also `disabled`, and its e-mail is free for a new account.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /**
     * When the account proved its e-mail address (docs/areas/platform.md, "Sign-up"): a self sign-up stores null
     * until it follows its link, and cannot sign in before. Every other account (made by a SuperAdmin, by upload,
     * the hotel accounts, those from before the rule) is verified when made: hence the default.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }).defaultNow(),
    /**
     * A self sign-up's request to be a Department user of this department: the account works as an Employee
     * until a SuperAdmin approves (role Department, this department) or refuses (docs/areas/platform.md,
     * "Sign-up"). Null when nothing is pending.
     */
    requestedDepartmentId: uuid('requested_department_id').references(() => departments.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('users_requested_department_idx').on(t.requestedDepartmentId).where(sql`${t.requestedDepartmentId} is not null`),
    uniqueIndex('users_email_key').on(t.email).where(sql`${t.deletedAt} is null`),
    index('users_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('users_role_idx').on(t.role),
    index('users_department_idx').on(t.departmentId),
    check('users_role_check', sql`${t.role} in ('Employee', 'Department', 'SuperAdmin')`),
    check('users_department_role_check', sql`${t.role} <> 'Department' or ${t.departmentId} is not null`),
    check(
      'users_user_type_check',
      sql`${t.userType} is null or ${t.userType} in ('ADMIN', 'APP', 'EMPLOYEE')`,
    ),
    check(
      'users_access_level_check',
      sql`${t.accessLevel} is null or ${t.accessLevel} in ('STANDARD', 'MANAGER', 'REGIONALMANAGER', 'GROUPMANAGER', 'OWNER')`,
    ),
    check('users_kind_check', sql`${t.role} is not null or ${t.userType} is not null`),
    index('users_access_level_idx').on(t.accessLevel),
    index('users_last_name_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
    index('users_first_name_idx').on(sql`lower(${t.firstName}) text_pattern_ops`),
    index('users_email_pattern_idx').on(t.email.op('text_pattern_ops')),
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
    /**
     * What the PIN is for: `sign_in` (the second step of the admin's sign-in) or `step_up` (a SuperAdmin confirms
     * a sensitive change: docs/areas/users.md, "PIN step-up"). A PIN of one purpose never serves the other.
     */
    purpose: text('purpose', { enum: ['sign_in', 'step_up'] }).notNull().default('sign_in'),
    /**
     * The sign-in attempt that produced a `sign_in` PIN: answered by the password step and required by
     * POST /user/otpVerification, so guesses that name no live attempt touch no PIN (docs/areas/platform.md,
     * "Sign-in limits"). Null for `step_up` PINs, which belong to a session.
     */
    attemptId: uuid('attempt_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auth_pins_user_purpose_key').on(t.userId, t.purpose),
    check('auth_pins_purpose_check', sql`${t.purpose} in ('sign_in', 'step_up')`),
  ],
);

/**
 * A SuperAdmin's confirmed step-up (docs/areas/users.md, "PIN step-up"): the PIN was entered for the session
 * `jti`, which may then add an admin or make someone an Admin until `expires_at` (5 minutes).
 */
export const stepUps = pgTable(
  'step_ups',
  {
    jti: text('jti').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('step_ups_expires_idx').on(t.expiresAt)],
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
    status: text('status', {
      enum: ['requires_capture', 'succeeded', 'requires_action', 'canceled'],
    }).notNull(),
    /** Captured so far and refunded so far, minor units; refunded never exceeds captured. */
    captured: integer('captured').notNull().default(0),
    refunded: integer('refunded').notNull().default(0),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'ledger_intents_amounts_check',
      sql`${t.amount} > 0 and ${t.captured} >= 0 and ${t.captured} <= ${t.amount} and ${t.refunded} >= 0 and ${t.refunded} <= ${t.captured}`,
    ),
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
  (t) => [
    index('ledger_refunds_intent_idx').on(t.intentId),
    check('ledger_refunds_amount_check', sql`${t.amount} > 0`),
  ],
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

// The marketplace: the tables several areas read (hotels, bookings, billing, pricing).

/**
 * Property chains (the spec's `commission`: `_id`, `clientTypeName`). The chain named Other is made by the
 * migration and cannot be renamed; owned by the hotels area (docs/areas/hotels.md, "Data"); the chains issue adds the rates and the managers.
 */
/**
 * Property chains (the spec's commission; docs/areas/chains.md, "Property chains"): rates are percentages with 2
 * decimals, `commission_rate` (including GST) = `commission_rate_not_gst` + `commission_rate_gst`, checked by the
 * database; `commission_url` is the configured base and the name.
 */
export const commissions = pgTable(
  'commissions',
  {
    id: id(),
    clientTypeName: text('client_type_name').notNull(),
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    commissionRateNotGst: numeric('commission_rate_not_gst', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    commissionRateGst: numeric('commission_rate_gst', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    commissionUrl: text('commission_url').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('commissions_name_lower_key').on(sql`lower(${t.clientTypeName})`),
    check('commissions_rates_check', sql`${t.commissionRate} = ${t.commissionRateNotGst} + ${t.commissionRateGst}`),
  ],
);

export const hotels = pgTable(
  'hotels',
  {
    id: id(),
    name: text('name').notNull(),
    /** Sanitised rich HTML. */
    description: text('description').notNull().default(''),
    /** Business, Leisure, Transit. */
    types: text('types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Stars, 0–5 in half steps. */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    streetAddress: text('street_address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    country: text('country').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Labels of AMENITIES the hotel has. */
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Null when missing (the Missing Property ID list); unique among hotels not deleted. */
    propertyId: text('property_id'),
    /** Percent excluding GST, 2 decimals. */
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /** The overwrite flag of the last save (PUT /hotel/update, docs/areas/hotels.md, "Edit save"). */
    overwrite: boolean('overwrite').notNull().default(false),
    expediaUrl: text('expedia_url').notNull().default(''),
    /** `isActive`: Pending, Live or Inactive. */
    status: text('status', { enum: ['Pending', 'Live', 'Inactive'] })
      .notNull()
      .default('Pending'),
    /** The payment method billing charges (billing is Complete when set). */
    paymentMethodId: text('payment_method_id'),
    /** The payment provider's customer the payment method belongs to (billing charges it). */
    paymentCustomerId: text('payment_customer_id'),
    /** The payment provider's account the hotel is paid into (the funds transfer job; docs/areas/pricing.md, "Jobs"). */
    paymentAccountId: text('payment_account_id'),
    /**
     * Overnight rates of 3, 6 and 12-hour stays as fractions of the day rate, 0 to 1 (the spec's
     * `overNightRatePercentage {three, six, twelve}`; docs/areas/pricing.md, "Pricing").
     */
    overnightThree: numeric('overnight_three', { precision: 5, scale: 4, mode: 'number' }).notNull().default(0),
    overnightSix: numeric('overnight_six', { precision: 5, scale: 4, mode: 'number' }).notNull().default(0),
    overnightTwelve: numeric('overnight_twelve', { precision: 5, scale: 4, mode: 'number' }).notNull().default(0),
    /** The property chain; null means Other. */
    commissionId: uuid('commission_id').references(() => commissions.id),
    ownerId: uuid('owner_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Soft delete (`isDeleted`). */
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('hotels_property_id_key')
      .on(sql`lower(${t.propertyId})`)
      .where(sql`${t.deletedAt} is null and ${t.propertyId} is not null`),
    index('hotels_created_idx').on(t.createdAt.desc(), t.id),
    index('hotels_name_idx').on(sql`lower(${t.name})`, t.id),
    index('hotels_owner_idx').on(t.ownerId),
    index('hotels_commission_idx').on(t.commissionId),
    index('hotels_status_idx').on(t.status),
    check('hotels_status_check', sql`${t.status} in ('Pending', 'Live', 'Inactive')`),
    check(
      'hotels_rating_check',
      sql`${t.rating} >= 0 and ${t.rating} <= 5 and ${t.rating} * 2 = floor(${t.rating} * 2)`,
    ),
    check('hotels_commission_rate_check', sql`${t.commissionRate} >= 0 and ${t.commissionRate} <= 100`),
    check(
      'hotels_overnight_check',
      sql`${t.overnightThree} between 0 and 1 and ${t.overnightSix} between 0 and 1 and ${t.overnightTwelve} between 0 and 1`,
    ),
    check('hotels_latitude_check', sql`${t.latitude} is null or ${t.latitude} between -90 and 90`),
    check('hotels_longitude_check', sql`${t.longitude} is null or ${t.longitude} between -180 and 180`),
  ],
);

/**
 * The people attached to a hotel: `contact` (the hotel manager, POST /hotel/{id}/contact) and `manager` (the
 * revenue manager, POST /hotel/{id}/manager; billing e-mails statements to it). Each is a user (hotel account); `is_owner` when it is the
 * owner's own account ('Same as Owner').
 */
export const hotelEmployees = pgTable(
  'hotel_employees',
  {
    id: id(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['contact', 'manager'] }).notNull(),
    isOwner: boolean('is_owner').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('hotel_employees_hotel_kind_user_key').on(t.hotelId, t.kind, t.userId),
    index('hotel_employees_user_idx').on(t.userId),
    check('hotel_employees_kind_check', sql`${t.kind} in ('contact', 'manager')`),
  ],
);

export const rooms = pgTable(
  'rooms',
  {
    id: id(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    bedrooms: integer('bedrooms').notNull().default(0),
    kingBeds: integer('king_beds').notNull().default(0),
    queenBeds: integer('queen_beds').notNull().default(0),
    doubleBeds: integer('double_beds').notNull().default(0),
    singleBeds: integer('single_beds').notNull().default(0),
    availableRooms: integer('available_rooms').notNull().default(0),
    /** Cents. */
    overnightRate: integer('overnight_rate').notNull().default(0),
    /** Cents. */
    floorRate: integer('floor_rate').notNull().default(0),
    /** `HH:mm` or null. */
    openingHoursStart: text('opening_hours_start'),
    openingHoursEnd: text('opening_hours_end'),
    setOpeningHours: boolean('set_opening_hours').notNull().default(false),
    isSetThree: boolean('is_set_three').notNull().default(false),
    isSetSix: boolean('is_set_six').notNull().default(false),
    isSetTwelve: boolean('is_set_twelve').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Deleting a room sets it (`isDeleted`): reservations keep their room. */
    deletedAt: deletedAt(),
  },
  (t) => [
    index('rooms_hotel_idx').on(t.hotelId, t.createdAt),
    check(
      'rooms_numbers_check',
      sql`${t.bedrooms} >= 0 and ${t.kingBeds} >= 0 and ${t.queenBeds} >= 0 and ${t.doubleBeds} >= 0 and ${t.singleBeds} >= 0 and ${t.availableRooms} >= 0 and ${t.overnightRate} >= 0 and ${t.floorRate} >= 0`,
    ),
    check(
      'rooms_opening_start_check',
      sql`${t.openingHoursStart} is null or ${t.openingHoursStart} ~ ${sql.raw(HH_MM)}`,
    ),
    check(
      'rooms_opening_end_check',
      sql`${t.openingHoursEnd} is null or ${t.openingHoursEnd} ~ ${sql.raw(HH_MM)}`,
    ),
  ],
);

/**
 * Reservations (docs/areas/bookings.md, "Data"): a customer's stay of 3, 6 or 12 hours in a room, its state and
 * its billing marks. `booking_no` is the booking number (shown `TF{n}`). Times are instants; `timezone` is the
 * hotel's IANA zone they are shown in. A hotel with a reservation not cancelled that has not ended cannot be
 * deleted (GET /reservation/isReserve/{hotelId}).
 */
export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    bookingNo: integer('booking_no').generatedByDefaultAsIdentity({ startWith: 100001 }).notNull(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id),
    roomId: uuid('room_id').references(() => rooms.id),
    /** The customer (userType APP) who booked; null only for rows older than the bookings area. */
    bookedById: uuid('booked_by_id').references(() => users.id),
    /** BOOKED, CHECKEDIN, CHECKEDOUT, Cancelled, 'No show'. */
    status: text('status', { enum: ['BOOKED', 'CHECKEDIN', 'CHECKEDOUT', 'Cancelled', 'No show'] })
      .notNull()
      .default('BOOKED'),
    /** Hours: 3, 6 or 12. */
    duration: smallint('duration').notNull(),
    reservationStart: timestamp('reservation_start', { withTimezone: true, mode: 'date' }).notNull(),
    reservationEnd: timestamp('reservation_end', { withTimezone: true, mode: 'date' }).notNull(),
    /** IANA time zone the times are shown in. */
    timezone: text('timezone').notNull().default('Australia/Sydney'),
    /** Cents of the hotel's currency, the stay's price as booked (the charge holds what was paid). */
    amount: integer('amount').notNull().default(0),
    /** Billing's mark: `statement` once on a statement, `charge` once its commission was invoiced. */
    chargeStatus: text('charge_status', { enum: ['statement', 'charge'] }),
    statementIssueDate: timestamp('statement_issue_date', { withTimezone: true, mode: 'date' }),
    invoiceIssueDate: timestamp('invoice_issue_date', { withTimezone: true, mode: 'date' }),
    /** Excluded from billing (POST /reservation/excludeReservations). */
    excluded: boolean('excluded').notNull().default(false),
    /** Refunded to the customer (POST /reservation/refund). */
    refund: boolean('refund').notNull().default(false),
    payAtHotel: boolean('pay_at_hotel').notNull().default(false),
    /** ios, android or web. */
    bookingDevice: text('booking_device').notNull().default('web'),
    couponCode: text('coupon_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reservations_booking_no_key').on(t.bookingNo),
    index('reservations_hotel_start_idx').on(t.hotelId, t.reservationStart),
    // Counts of a chain's or a hotel's reservations by billing mark, from the index alone.
    index('reservations_hotel_billing_idx').on(t.hotelId, t.excluded, t.chargeStatus, t.status),
    index('reservations_created_idx').on(t.createdAt, t.id),
    index('reservations_start_idx').on(t.reservationStart, t.id),
    index('reservations_booked_by_idx').on(t.bookedById, t.reservationStart),
    // Coupons: how many reservations used a code (docs/areas/pricing.md, "Coupons").
    index('reservations_coupon_idx')
      .on(sql`upper(${t.couponCode})`)
      .where(sql`${t.couponCode} is not null`),
    index('reservations_no_show_idx')
      .on(t.reservationStart)
      .where(sql`${t.status} = 'No show'`),
    check('reservations_duration_check', sql`${t.duration} in (3, 6, 12)`),
    check('reservations_period_check', sql`${t.reservationEnd} > ${t.reservationStart}`),
    check(
      'reservations_status_check',
      sql`${t.status} in ('BOOKED', 'CHECKEDIN', 'CHECKEDOUT', 'Cancelled', 'No show')`,
    ),
    check(
      'reservations_charge_status_check',
      sql`${t.chargeStatus} is null or ${t.chargeStatus} in ('statement', 'charge')`,
    ),
  ],
);

/**
 * A reservation's charge (docs/areas/bookings.md, "Money"): what the customer pays and how it splits, in integer
 * minor units of `currency` (ISO 4217): total = cost + surcharge - hotel discount - platform discount, checked
 * by the database. `captured` false is an authorised charge (a no-show charge awaiting approval). The payment
 * provider's references (`payment_intent_id`, `refund_id`) tie it to the provider; `pending_action` is the
 * money action under way (its claim, so that a refund or a capture runs at most once; docs/api-database.md,
 * "Money actions").
 */
export const charges = pgTable(
  'charges',
  {
    id: id(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id),
    currency: text('currency').notNull().default('AUD'),
    /** What the customer was charged (= total). */
    amount: integer('amount').notNull(),
    cost: integer('cost').notNull(),
    surcharge: integer('surcharge').notNull().default(0),
    total: integer('total').notNull(),
    /** The platform's commission excluding GST, and its GST. */
    commission: integer('commission').notNull().default(0),
    commissionGst: integer('commission_gst').notNull().default(0),
    hotelDiscount: integer('hotel_discount').notNull().default(0),
    /** The platform's discount (the spec's `timeflyzDiscount`). */
    timeflyzDiscount: integer('timeflyz_discount').notNull().default(0),
    /** The provider's fee (the spec's `stripeFee`). */
    stripeFee: integer('stripe_fee').notNull().default(0),
    captured: boolean('captured').notNull().default(false),
    /** `charged` or `success` count as paid; `requires_capture` is authorised only; `failed`. */
    status: text('status', { enum: ['charged', 'success', 'requires_capture', 'failed'] }).notNull(),
    /** Currency units of the customer's and the hotel's currency per unit of `currency` (1 when the same). */
    userExchangeRate: numeric('user_exchange_rate', { precision: 14, scale: 6, mode: 'number' })
      .notNull()
      .default(1),
    hotelExchangeRate: numeric('hotel_exchange_rate', { precision: 14, scale: 6, mode: 'number' })
      .notNull()
      .default(1),
    /** Currency symbols shown (the spec's `userVatgst.shortName`, `hotelVatgst.shortName`). */
    userCurrencySymbol: text('user_currency_symbol').notNull().default('A$'),
    hotelCurrencySymbol: text('hotel_currency_symbol').notNull().default('A$'),
    paymentIntentId: text('payment_intent_id'),
    refundId: text('refund_id'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    capturedAt: timestamp('captured_at', { withTimezone: true, mode: 'date' }),
    pendingAction: text('pending_action', { enum: ['refund', 'capture'] }),
    pendingSince: timestamp('pending_since', { withTimezone: true, mode: 'date' }),
    /** Money-action attempts claimed on this charge: the last one's number is in its provider key (docs/api-database.md, "Money actions"). */
    moneyAttempts: integer('money_attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('charges_reservation_key').on(t.reservationId),
    check(
      'charges_total_check',
      sql`${t.total} = ${t.cost} + ${t.surcharge} - ${t.hotelDiscount} - ${t.timeflyzDiscount}`,
    ),
    check(
      'charges_amounts_check',
      sql`${t.amount} >= 0 and ${t.cost} >= 0 and ${t.surcharge} >= 0 and ${t.hotelDiscount} >= 0 and ${t.timeflyzDiscount} >= 0 and ${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`,
    ),
    check('charges_status_check', sql`${t.status} in ('charged', 'success', 'requires_capture', 'failed')`),
  ],
);

/** Reviews of a stay: tags are `[{ key, value }]`, values 0 to 5; `reply` is the hotel's answer; removal is soft. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id),
    reservationId: uuid('reservation_id').references(() => reservations.id),
    userId: uuid('user_id').references(() => users.id),
    comment: text('comment').notNull().default(''),
    tags: jsonb('tags')
      .$type<{ key: string; value: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    reply: text('reply'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('reviews_hotel_created_idx').on(t.hotelId, t.createdAt.desc()),
    index('reviews_reservation_idx').on(t.reservationId),
  ],
);

/**
 * Countries with their VAT/GST and currency (the spec's country VAT record): `short_name` is the currency symbol
 * shown with money (A$), `currency_for` the ISO 4217 code, `exchange_rate` units of it per Australian dollar.
 * The row holds the rate and VAT in effect today; `vatgst_versions` holds every version with the day it takes
 * effect (docs/areas/pricing.md, "Effective-dated rates").
 */
export const vatgst = pgTable(
  'vatgst',
  {
    id: id(),
    countryname: text('countryname').notNull(),
    /** ISO 3166-1 alpha-2. */
    countryflag: text('countryflag').notNull(),
    currencyFor: text('currency_for').notNull(),
    shortName: text('short_name').notNull(),
    currencyFullName: text('currency_full_name').notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 14, scale: 6, mode: 'number' }).notNull().default(1),
    /** Percent. */
    vat: numeric('vat', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vatgst_country_key')
      .on(sql`lower(${t.countryname})`)
      .where(sql`not ${t.isDeleted}`),
  ],
);

/**
 * The versions of a country's exchange rate and VAT (docs/areas/pricing.md, "Effective-dated rates"): an edit or
 * a rate refresh adds one with the day (UTC) it takes effect; the version in effect on a day is the latest with
 * `effective_from` on or before it. `exchange_rate` is units of the country's currency per Australian dollar;
 * `vat` a percent.
 */
export const vatgstVersions = pgTable(
  'vatgst_versions',
  {
    id: id(),
    vatgstId: uuid('vatgst_id')
      .notNull()
      .references(() => vatgst.id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    vat: numeric('vat', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** `create` (the record's first), `edit` (a SuperAdmin) or `feed` (the exchange rate job). */
    source: text('source', { enum: ['create', 'edit', 'feed'] }).notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vatgst_versions_day_key').on(t.vatgstId, t.effectiveFrom),
    check('vatgst_versions_values_check', sql`${t.exchangeRate} > 0 and ${t.vat} >= 0 and ${t.vat} <= 100`),
    check('vatgst_versions_source_check', sql`${t.source} in ('create', 'edit', 'feed')`),
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
    outcome: text('outcome', { enum: ['running', 'success', 'fail'] }).notNull().default('running'),
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

/** The embedded provider's transfers to a hotel's account (the funds transfer job), minor units. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: text('id').primaryKey(),
    destination: text('destination').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [check('ledger_transfers_amount_check', sql`${t.amount} > 0`)],
);

/**
 * Which chain a user works for: a manager's (Revenue Manager and Hotel Manager alike) or an Owner's, one per user
 * (docs/areas/chains.md, "Managers"; docs/areas/users.md, "Role management"). Written by the chains and users areas.
 */
export const managerChains = pgTable(
  'manager_chains',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    commissionId: uuid('commission_id')
      .notNull()
      .references(() => commissions.id),
  },
  (t) => [index('manager_chains_commission_idx').on(t.commissionId)],
);

/** A Hotel Manager's (or Owner's) hotels, all of its chain: the API checks it. */
export const managerHotels = pgTable(
  'manager_hotels',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hotelId] }), index('manager_hotels_hotel_idx').on(t.hotelId)],
);

/**
 * What a single-use password link is for (`password_resets.purpose`; docs/api-database.md, "Single-use links"): each
 * redeemer takes only its own purposes (services/tokens.ts, LINK_REDEEMERS).
 */
export const PASSWORD_LINK_PURPOSES = ['customer_reset', 'console_reset', 'console_invitation', 'manager_invitation', 'hotel_reset'] as const;

/**
 * Single-use password links (resets and invitations, one purpose each): the SHA-256 of the token, never the token.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: PASSWORD_LINK_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_key').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
    check(
      'password_resets_purpose_check',
      sql`${t.purpose} in ('customer_reset', 'console_reset', 'console_invitation', 'manager_invitation', 'hotel_reset')`,
    ),
  ],
);

/**
 * Single-use links that prove a self sign-up's e-mail address (POST /user/verifyEmail; docs/areas/platform.md,
 * "Sign-up"): the SHA-256 of the token, never the token; valid 24 hours.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_verifications_token_key').on(t.tokenHash),
    index('email_verifications_user_idx').on(t.userId),
  ],
);

/** The shared tables, for the composed Drizzle schema (apps/api/src/areas.ts and the test harness). */
export const serverSchema = {
  hotelEmployees,
  departments,
  users,
  revokedTokens,
  authPins,
  stepUps,
  managerChains,
  managerHotels,
  notifications,
  outbox,
  auditEvents,
  idempotencyKeys,
  ledgerCustomers,
  ledgerPaymentMethods,
  ledgerIntents,
  ledgerRefunds,
  ledgerRequests,
  commissions,
  hotels,
  rooms,
  reservations,
  charges,
  reviews,
  vatgst,
  vatgstVersions,
  jobRuns,
  ledgerTransfers,
  passwordResets,
  emailVerifications,
};
export type UserRow = typeof users.$inferSelect;
export type DepartmentRow = typeof departments.$inferSelect;
export type AuditEventRow = typeof auditEvents.$inferSelect;
export type HotelRow = typeof hotels.$inferSelect;
export type RoomRow = typeof rooms.$inferSelect;
export type CommissionRow = typeof commissions.$inferSelect;
export type ReservationRow = typeof reservations.$inferSelect;
export type ChargeRow = typeof charges.$inferSelect;
