/**
 * The users' data layer (docs/areas/platform.md), decorated as `app.users`: the SQL of sign-in, the SuperAdmin's
 * PIN, sign-up, the signed-in user and password change, on the shared tables (libs/api/server/src/db/server.schema.ts).
 * The routes (routes.ts) and the sign-in steps (sign-in.ts) check and answer; they run no SQL themselves.
 */
import { Roles } from '@backoffice/contracts';
import type { Db, Tokens, UserRow } from '@backoffice/api-server';
import { authPins, departments, users } from '@backoffice/api-server/schema';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';

/** A new account (sign-up); `email` lower-cased, `passwordHash` argon2id. */
export type NewUser = Pick<UserRow, 'email' | 'passwordHash' | 'role' | 'firstName' | 'lastName' | 'departmentId'>;

export class UserRepository {
  constructor(
    private readonly db: Db,
    private readonly tokens: Tokens,
  ) {}

  /** A user by e-mail (compared lower-cased), or undefined. */
  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
    return user;
  }

  /** A user by id, or undefined. */
  async findById(id: string): Promise<UserRow | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.id, id));
    return user;
  }

  /** Stores a new account. @returns its id. @throws the database's unique violation when the e-mail is taken. */
  async create(user: NewUser): Promise<string> {
    const [{ id }] = await this.db.insert(users).values(user).returning({ id: users.id });
    return id;
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
   * Sets a new password and revokes every token issued so far, in one transaction: a new password never stands
   * with the old tokens still valid. Only `tx` inside (with the embedded database's pool of one, a query on the
   * database here would wait forever).
   * @returns the new token version (issue the fresh token with it).
   */
  changePassword(userId: string, passwordHash: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
      return this.tokens.revokeAll(userId, tx);
    });
  }

  /** Stores a new PIN for a user, replacing any earlier one (only the latest attempt's PIN is valid). */
  async replacePin(userId: string, pinHash: string, expiresAt: Date, createdAt: Date): Promise<void> {
    await this.db
      .insert(authPins)
      .values({ userId, pinHash, expiresAt, tries: 0, consumedAt: null, createdAt })
      .onConflictDoUpdate({
        target: authPins.userId,
        set: { pinHash, expiresAt, tries: 0, consumedAt: null, createdAt },
      });
  }

  /**
   * Takes one try of the user's live PIN atomically (parallel guesses cannot exceed `maxTries`).
   * @returns the PIN's id and hash, or undefined when there is no unconsumed, unexpired PIN with tries left.
   */
  async takePinTry(userId: string, now: Date, maxTries: number): Promise<{ id: string; pinHash: string } | undefined> {
    const [pin] = await this.db
      .update(authPins)
      .set({ tries: sql`${authPins.tries} + 1` })
      .where(
        and(eq(authPins.userId, userId), isNull(authPins.consumedAt), gt(authPins.expiresAt, now), lt(authPins.tries, maxTries)),
      )
      .returning({ id: authPins.id, pinHash: authPins.pinHash });
    return pin;
  }

  /** Consumes a PIN once. @returns false when it was consumed meanwhile. */
  async consumePin(pinId: string, now: Date): Promise<boolean> {
    const [consumed] = await this.db
      .update(authPins)
      .set({ consumedAt: now })
      .where(and(eq(authPins.id, pinId), isNull(authPins.consumedAt)))
      .returning({ id: authPins.id });
    return !!consumed;
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
    app.decorate('users', new UserRepository(app.db, app.tokens));
  },
  { name: 'platform-users-repository', dependencies: ['db', 'auth'] },
);
