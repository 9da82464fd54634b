/**
 * The identity tables (Drizzle, PostgreSQL): the organisation (departments, users) and what proves who a caller is
 * (revoked tokens, the admin's PIN, step-ups, single-use password and e-mail links). One of the shared table files
 * split by concern; `server.schema.ts` (the `@backoffice/api-server/schema` entry) re-exports them all, and
 * drizzle-kit reads every `*.schema.ts` here through the glob of apps/api/drizzle.config.ts.
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
import { id, createdAt } from './columns';

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
    index('users_requested_department_idx')
      .on(t.requestedDepartmentId)
      .where(sql`${t.requestedDepartmentId} is not null`),
    uniqueIndex('users_email_key')
      .on(t.email)
      .where(sql`${t.deletedAt} is null`),
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
    purpose: text('purpose', { enum: ['sign_in', 'step_up'] })
      .notNull()
      .default('sign_in'),
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

/**
 * What a single-use password link is for (`password_resets.purpose`; docs/api-database.md, "Single-use links"): each
 * redeemer takes only its own purposes (services/tokens.ts, LINK_REDEEMERS).
 */
export const PASSWORD_LINK_PURPOSES = [
  'customer_reset',
  'console_reset',
  'console_invitation',
  'manager_invitation',
  'hotel_reset',
] as const;

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
export type UserRow = typeof users.$inferSelect;
export type DepartmentRow = typeof departments.$inferSelect;
