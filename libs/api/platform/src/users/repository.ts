/**
 * The users' data layer (docs/areas/platform.md), decorated as `app.users`: the SQL of sign-in, the SuperAdmin's
 * PIN, sign-up, the signed-in user and password change, on the shared tables (libs/api/server/src/db/server.schema.ts).
 * The routes (routes.ts) and the sign-in steps (sign-in.ts) check and answer; they run no SQL themselves.
 */
import { Roles } from '@backoffice/contracts';
import {
  audit,
  grantStepUp,
  type Actor,
  type AuditEntry,
  type Db,
  type MailMessage,
  type MailProvider,
  type StepUpSession,
  type Tokens,
  type UserRow,
} from '@backoffice/api-server';
import { authPins, departments, emailVerifications, users } from '@backoffice/api-server/schema';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';

/**
 * What a PIN is for (`auth_pins.purpose`): the second step of a SuperAdmin's sign-in, or a SuperAdmin's step-up
 * before a sensitive change (docs/areas/users.md, "PIN step-up"). A PIN of one purpose never serves the other.
 */
export type PinPurpose = 'sign_in' | 'step_up';

/** A new account (sign-up); `email` lower-cased, `passwordHash` argon2id. */
export type NewUser = Pick<UserRow, 'email' | 'passwordHash' | 'role' | 'firstName' | 'lastName' | 'departmentId'>;

/** A self sign-up (docs/areas/platform.md, "Sign-up (`/signup`)"): always an Employee, maybe asking for a department. */
export type SelfSignUp = Pick<UserRow, 'email' | 'passwordHash' | 'firstName' | 'lastName' | 'requestedDepartmentId'>;

/** A verification link to store: the SHA-256 of its token and its end. */
export interface VerificationLink {
  tokenHash: string;
  expiresAt: Date;
}

export class UserRepository {
  constructor(
    private readonly db: Db,
    private readonly tokens: Tokens,
    private readonly mail: MailProvider,
  ) {}

  /** A user by e-mail (compared lower-cased; deleted users are not found), or undefined. */
  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.email, email.trim().toLowerCase()), isNull(users.deletedAt)))
      .limit(1);
    return user;
  }

  /** A user by id, or undefined. */
  async findById(id: string): Promise<UserRow | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.id, id));
    return user;
  }

  /**
   * Stores an account made by a SuperAdmin (Create User: verified, the role as chosen) and records `user.create` (its
   * e-mail, role, names and department; never the password) with the SuperAdmin as actor, in one transaction.
   * @returns its id. @throws the database's unique violation when the e-mail is taken (nothing is recorded then).
   */
  create(user: NewUser, actor: Actor): Promise<string> {
    return this.db.transaction(async (tx) => {
      const [{ id }] = await tx.insert(users).values(user).returning({ id: users.id });
      await audit(tx, actor, {
        action: 'user.create',
        entityType: 'user',
        entityId: id,
        before: null,
        after: {
          email: user.email,
          role: user.role,
          firstName: user.firstName,
          lastName: user.lastName,
          departmentId: user.departmentId,
        },
      });
      return id;
    });
  }

  /**
   * A self sign-up of a new address (docs/areas/platform.md, "Sign-up (`/signup`)"): the account (an Employee, not
   * verified, its department request if any), its verification link and the link's e-mail (`mail(id)`), and
   * `user.sign_up` (the new account as actor; never the password), in one transaction.
   * @returns the new id. @throws the database's unique violation when the address was taken meanwhile (nothing is
   *   stored then).
   */
  signUp(user: SelfSignUp, link: VerificationLink, mail: MailMessage, actor: Actor): Promise<string> {
    return this.db.transaction(async (tx) => {
      const [{ id }] = await tx
        .insert(users)
        .values({ ...user, role: 'Employee', departmentId: null, emailVerifiedAt: null })
        .returning({ id: users.id });
      await tx.insert(emailVerifications).values({ userId: id, ...link });
      await this.mail.send(mail, { tx });
      await audit(tx, { ...actor, userId: id, role: 'Employee' }, {
        action: 'user.sign_up',
        entityType: 'user',
        entityId: id,
        before: null,
        after: {
          email: user.email,
          role: 'Employee',
          firstName: user.firstName,
          lastName: user.lastName,
          requestedDepartmentId: user.requestedDepartmentId,
        },
      });
      return id;
    });
  }

  /**
   * A self sign-up of an address that has an account (docs/areas/platform.md, "Sign-up (`/signup`)"): the account's
   * owner gets `mail` instead. An account not verified yet takes `pending`: the new sign-up's password, names and
   * request, and a new link (its earlier links stop working): the latest sign-up is the one its owner confirms.
   * Recorded as `user.sign_up_repeated` (no actor: the caller proved nothing), in one transaction.
   */
  signUpAgain(
    existing: UserRow,
    pending: { update: SelfSignUp; link: VerificationLink } | null,
    mail: MailMessage | null,
    actor: Actor,
  ): Promise<void> {
    return this.db.transaction(async (tx) => {
      if (pending && !existing.emailVerifiedAt) {
        const { update, link } = pending;
        const now = new Date();
        await tx
          .update(users)
          .set({
            passwordHash: update.passwordHash,
            firstName: update.firstName,
            lastName: update.lastName,
            requestedDepartmentId: update.requestedDepartmentId,
            updatedAt: now,
          })
          .where(and(eq(users.id, existing.id), isNull(users.emailVerifiedAt)));
        await tx
          .update(emailVerifications)
          .set({ usedAt: now })
          .where(and(eq(emailVerifications.userId, existing.id), isNull(emailVerifications.usedAt)));
        await tx.insert(emailVerifications).values({ userId: existing.id, ...link });
      }
      if (mail) await this.mail.send(mail, { tx });
      await audit(tx, { ...actor, userId: null, role: null }, {
        action: 'user.sign_up_repeated',
        entityType: 'user',
        entityId: existing.id,
        before: null,
        after: { verified: Boolean(existing.emailVerifiedAt), mailed: Boolean(mail) },
      });
    });
  }

  /**
   * Redeems an e-mail verification link once (POST /user/verifyEmail): the link is used, the account verified, and
   * `user.email_verified` recorded with the account as actor, in one transaction.
   * @returns the verified user, or undefined for an unknown, used or expired link, or a deleted account (nothing
   *   changes then).
   */
  verifyEmail(tokenHash: string, now: Date, actor: Actor): Promise<UserRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [link] = await tx
        .select({ id: emailVerifications.id, userId: emailVerifications.userId })
        .from(emailVerifications)
        .innerJoin(users, eq(users.id, emailVerifications.userId))
        .where(
          and(
            eq(emailVerifications.tokenHash, tokenHash),
            isNull(emailVerifications.usedAt),
            gt(emailVerifications.expiresAt, now),
            isNull(users.deletedAt),
          ),
        )
        .for('update');
      if (!link) return undefined;
      await tx.update(emailVerifications).set({ usedAt: now }).where(eq(emailVerifications.id, link.id));
      const [user] = await tx
        .update(users)
        .set({ emailVerifiedAt: now, updatedAt: now })
        .where(eq(users.id, link.userId))
        .returning();
      await audit(tx, { ...actor, userId: user.id, role: user.role }, {
        action: 'user.email_verified',
        entityType: 'user',
        entityId: user.id,
        before: { emailVerified: false },
        after: { emailVerified: true },
      });
      return user;
    });
  }

  /**
   * Records an event that goes with no other write of this repository (a sign-in, a failed sign-in or PIN): one
   * insert, committed on its own.
   */
  record(actor: Actor | null, entry: AuditEntry): Promise<void> {
    return audit(this.db, actor, entry);
  }

  /** The ids of the SuperAdmins who are not disabled (sign-up notifications). */
  async activeSuperAdminIds(): Promise<string[]> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, Roles.SuperAdmin), eq(users.disabled, false)));
    return rows.map((r) => r.id);
  }

  /** A live (not removed) department's id, or undefined (sign-up as a Department user). */
  async liveDepartmentId(id: string): Promise<string | undefined> {
    const [dept] = await this.db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.id, id), isNull(departments.deletedAt)));
    return dept?.id;
  }

  /** A department's id and name (removed or not: the signed-in user's own), or null. */
  async departmentSummary(id: string): Promise<{ _id: string; name: string } | null> {
    const [dept] = await this.db
      .select({ _id: departments.id, name: departments.name })
      .from(departments)
      .where(eq(departments.id, id));
    return dept ?? null;
  }

  /**
   * Sets a new password, revokes every token issued so far and records `user.password_change` (the token version
   * before and after: never the hash), in one transaction: a new password never stands with the old tokens still
   * valid. Only `tx` inside (with the embedded database's pool of one, a query on the database here would wait
   * forever).
   * @returns the new token version (issue the fresh token with it).
   */
  changePassword(userId: string, passwordHash: string, actor: Actor): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
      const tokenVersion = await this.tokens.revokeAll(userId, tx);
      await audit(tx, actor, {
        action: 'user.password_change',
        entityType: 'user',
        entityId: userId,
        before: { tokenVersion: tokenVersion - 1 },
        after: { tokenVersion },
      });
      return tokenVersion;
    });
  }

  /**
   * Stores a new PIN of `purpose` for a SuperAdmin, replacing any earlier one of that purpose (only the latest
   * attempt's PIN is valid; a PIN of the other purpose stays as it is), and records `user.pin_sent` (sign-in) or
   * `user.step_up_sent` (docs/areas/users.md, "PIN step-up"), never the PIN, in one transaction.
   * @param attemptId the sign-in attempt the PIN answers (`sign_in`); null for `step_up`.
   */
  replacePin(
    userId: string,
    purpose: PinPurpose,
    pinHash: string,
    expiresAt: Date,
    createdAt: Date,
    actor: Actor,
    attemptId: string | null,
  ): Promise<void> {
    return this.db.transaction(async (tx) => {
      await tx
        .insert(authPins)
        .values({ userId, purpose, pinHash, expiresAt, tries: 0, consumedAt: null, createdAt, attemptId })
        .onConflictDoUpdate({
          target: [authPins.userId, authPins.purpose],
          set: { pinHash, expiresAt, tries: 0, consumedAt: null, createdAt, attemptId },
        });
      await audit(tx, actor, {
        action: purpose === 'step_up' ? 'user.step_up_sent' : 'user.pin_sent',
        entityType: 'user',
        entityId: userId,
        before: null,
        after: { expiresAt: expiresAt.toISOString() },
      });
    });
  }

  /**
   * Takes one try of the user's live PIN of `purpose` atomically (parallel guesses cannot exceed `maxTries`).
   * @param attemptId the sign-in attempt the PIN must belong to (`sign_in`); null for `step_up` (a PIN without
   *   an attempt). A PIN of another attempt is not touched.
   * @returns the PIN's id and hash, or undefined when there is no unconsumed, unexpired PIN of that purpose and
   *   attempt with tries left.
   */
  async takePinTry(
    userId: string,
    purpose: PinPurpose,
    now: Date,
    maxTries: number,
    attemptId: string | null,
  ): Promise<{ id: string; pinHash: string } | undefined> {
    const [pin] = await this.db
      .update(authPins)
      .set({ tries: sql`${authPins.tries} + 1` })
      .where(
        and(
          eq(authPins.userId, userId),
          eq(authPins.purpose, purpose),
          attemptId === null ? isNull(authPins.attemptId) : eq(authPins.attemptId, attemptId),
          isNull(authPins.consumedAt),
          gt(authPins.expiresAt, now),
          lt(authPins.tries, maxTries),
        ),
      )
      .returning({ id: authPins.id, pinHash: authPins.pinHash });
    return pin;
  }

  /** Records a password sign-in: `user.sign_in` and the user's `last_logged_in`, in one transaction. */
  signedIn(userId: string, actor: Actor): Promise<void> {
    return this.db.transaction(async (tx) => {
      await tx.update(users).set({ lastLoggedIn: new Date() }).where(eq(users.id, userId));
      await audit(tx, actor, { action: 'user.sign_in', entityType: 'user', entityId: userId, before: null, after: { method: 'password' } });
    });
  }

  /**
   * Consumes a PIN once and records the sign-in it completes (`user.sign_in`, method `pin`, and the user's
   * `last_logged_in`), in one transaction.
   * @returns false when it was consumed meanwhile (nothing is recorded then).
   */
  consumePin(pinId: string, userId: string, now: Date, actor: Actor): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [consumed] = await tx
        .update(authPins)
        .set({ consumedAt: now })
        .where(and(eq(authPins.id, pinId), eq(authPins.purpose, 'sign_in'), isNull(authPins.consumedAt)))
        .returning({ id: authPins.id });
      if (!consumed) return false;
      await tx.update(users).set({ lastLoggedIn: now }).where(eq(users.id, userId));
      await audit(tx, actor, {
        action: 'user.sign_in',
        entityType: 'user',
        entityId: userId,
        before: null,
        after: { method: 'pin' },
      });
      return true;
    });
  }

  /**
   * Consumes a step-up PIN once and grants the session its step-up (`grantStepUp`: STEP_UP_SECONDS from `now`),
   * recording `user.step_up` (until when), in one transaction (docs/areas/users.md, "PIN step-up").
   * @returns the end of the step-up, or undefined when the PIN was consumed meanwhile (nothing is recorded then).
   */
  consumeStepUpPin(pinId: string, session: StepUpSession, now: Date, actor: Actor): Promise<Date | undefined> {
    return this.db.transaction(async (tx) => {
      const [consumed] = await tx
        .update(authPins)
        .set({ consumedAt: now })
        .where(and(eq(authPins.id, pinId), eq(authPins.purpose, 'step_up'), isNull(authPins.consumedAt)))
        .returning({ id: authPins.id });
      if (!consumed) return undefined;
      const until = await grantStepUp(tx, session, now);
      await audit(tx, actor, {
        action: 'user.step_up',
        entityType: 'user',
        entityId: session.id,
        before: null,
        after: { until: until.toISOString() },
      });
      return until;
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The users' data layer (platform area only). */
    users: UserRepository;
  }
}

export default fp(
  async function usersRepository(app) {
    app.decorate('users', new UserRepository(app.db, app.tokens, app.mail));
  },
  { name: 'platform-users-repository', dependencies: ['db', 'auth', 'providers'] },
);
