/**
 * JWTs (jose, HS256 pinned) with revocation checked on every request (docs/areas/platform.md, "Sessions and
 * tokens"): a token is refused when its jti was revoked (logout), when the user's token version moved on
 * (password change, disable, role change), when the user is disabled, deleted or gone, when its account has
 * expired (`expire_date` passed: docs/areas/users.md, "Account status"), or when its role is no longer the user's.
 */
import { randomUUID } from 'node:crypto';
import type { Role } from '@backoffice/contracts';
import { eq, lt, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Db } from '../db/database';
import { revokedTokens, users, type UserRow } from '../db/server.schema';

/** The signed-in caller, as routes see it (`request.user`). */
export interface AuthUser {
  id: string;
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  departmentId: string | null;
  /** The token's id and expiry (seconds since the epoch). */
  jti: string;
  exp: number;
}

const ALG = 'HS256';

/**
 * True when an account may sign in and use its tokens: not disabled, not deleted, and its `expire_date` empty or
 * still in the future (docs/areas/users.md, "Account status").
 */
export function isActive(user: Pick<UserRow, 'disabled' | 'deletedAt' | 'expireDate'>, now: Date = new Date()): boolean {
  return !user.disabled && !user.deletedAt && (!user.expireDate || user.expireDate.getTime() > now.getTime());
}

export class Tokens {
  private readonly key: Uint8Array;

  constructor(
    private readonly db: Db,
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** Issues a token with claims { sub, role, firstName, userType, ver, jti, iat, exp }. */
  async issue(user: Pick<UserRow, 'id' | 'role' | 'firstName' | 'departmentId' | 'tokenVersion'>): Promise<string> {
    const claims: Record<string, unknown> = { role: user.role, firstName: user.firstName, ver: user.tokenVersion };
    if (user.departmentId) claims.userType = user.departmentId;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setSubject(user.id)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /**
   * Verifies a token and its revocation state against the database.
   * @returns the caller, or null when the token is missing, malformed, expired, revoked or out of date.
   */
  async verify(token: string | undefined | null): Promise<AuthUser | null> {
    if (!token || token.length > 4096) return null;
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.key, { algorithms: [ALG] }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
    const { sub, jti, exp, role, ver } = payload as { sub?: string; jti?: string; exp?: number; role?: string; ver?: number };
    if (!sub || !jti || !exp || typeof ver !== 'number' || !/^[0-9a-f-]{36}$/i.test(sub)) return null;
    const [row] = await this.db
      .select({ user: users, revoked: revokedTokens.jti })
      .from(users)
      .leftJoin(revokedTokens, eq(revokedTokens.jti, jti))
      .where(eq(users.id, sub))
      .limit(1);
    if (!row || row.revoked || row.user.tokenVersion !== ver || row.user.role !== role || !isActive(row.user)) return null;
    const u = row.user;
    // Hotel accounts have no console role (docs/areas/hotels.md, "Owners, contacts and managers").
    if (!u.role) return null;
    return {
      id: u.id,
      role: u.role,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      departmentId: u.departmentId,
      jti,
      exp,
    };
  }

  /** Revokes one token (logout) and prunes revocations of tokens that have expired anyway. */
  async revoke(user: Pick<AuthUser, 'id' | 'jti' | 'exp'>): Promise<void> {
    await this.db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
    await this.db
      .insert(revokedTokens)
      .values({ jti: user.jti, userId: user.id, expiresAt: new Date(user.exp * 1000) })
      .onConflictDoNothing();
  }

  /** Revokes every token of a user issued so far; returns the new version (issue fresh tokens with it). */
  async revokeAll(userId: string, db: Pick<Db, 'update'> = this.db): Promise<number> {
    const [row] = await db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ tokenVersion: users.tokenVersion });
    return row?.tokenVersion ?? 0;
  }
}
