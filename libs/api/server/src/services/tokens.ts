/**
 * The API's tokens.
 *
 * JWTs (jose, HS256 pinned) with revocation checked on every request (docs/areas/platform.md, "Sessions and
 * tokens"): a token is refused when its jti was revoked (logout), when the user's token version moved on
 * (password change, disable, role change), when the user is disabled, deleted or gone, when its account has
 * expired (`expire_date` passed: docs/areas/users.md, "Account status"), or when its role is no longer the user's.
 * The user's token state is cached per user and dropped on the database's NOTIFY of any change to it (see
 * {@link TokenStateCache}).
 *
 * Single-use password links (docs/api-database.md, "Single-use links"): each is stored with its purpose, and each
 * redeemer takes only its own purposes ({@link LINK_REDEEMERS}, {@link liveLinkOf}).
 */
import { randomUUID } from 'node:crypto';
import type { Role } from '@backoffice/contracts';
import { and, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Db, Notifications } from '../db/database';
import { PASSWORD_LINK_PURPOSES, passwordResets, revokedTokens, users, type UserRow } from '../db/server.schema';
import { passwordLinkHash } from './passwords';

/**
 * What a single-use password link is for (`password_resets.purpose`):
 * - `customer_reset`: a customer's reset (POST /user/resetPassword, or POST /user/passwordLink/{id} of a customer);
 * - `console_reset`: a console user's reset (POST /user/passwordLink/{id});
 * - `console_invitation`: a console user's invitation (Add Admin, the upload, a user made Admin);
 * - `manager_invitation`: a Revenue or Hotel Manager's invitation (POST /user/createManager);
 * - `hotel_reset`: a hotel account's reset (POST /user/passwordLink/{id}).
 * A self sign-up's e-mail verification is a link of its own table (`email_verifications`), redeemed only by
 * POST /user/verifyEmail.
 */
export type LinkPurpose = (typeof PASSWORD_LINK_PURPOSES)[number];

/**
 * The purposes each redeemer of password links takes; a link of any other purpose is refused there as unknown
 * (the redeemer's own 400), and stays usable where it belongs.
 * - `resetConfirm`: POST /user/resetPassword/confirm, which the customer app's reset page and the hotel admin
 *   site's set-password page post to (docs/areas/bookings.md, "Reset Guest Password"; docs/areas/chains.md,
 *   "Managers");
 * - `consoleLink`: GET /user/invitation and POST /user/acceptInvitation, the console's /set-password page
 *   (docs/areas/users.md, "Invitation").
 */
export const LINK_REDEEMERS = {
  resetConfirm: ['customer_reset', 'manager_invitation', 'hotel_reset'],
  consoleLink: ['console_reset', 'console_invitation'],
} as const satisfies Record<string, readonly LinkPurpose[]>;
export type LinkRedeemer = keyof typeof LINK_REDEEMERS;

/**
 * The purpose of a link sent to `user` by the users area (docs/areas/users.md, "Invitation"): by the page it opens,
 * the console's for a console user (a role), the customer app's for a customer (userType APP), the hotel admin
 * site's for a hotel account; `kind` tells an invitation from a reset where both exist.
 */
export function linkPurposeFor(user: Pick<UserRow, 'role' | 'userType'>, kind: 'invitation' | 'reset'): LinkPurpose {
  if (user.role) return kind === 'invitation' ? 'console_invitation' : 'console_reset';
  if (user.userType === 'APP') return 'customer_reset';
  return kind === 'invitation' ? 'manager_invitation' : 'hotel_reset';
}

/**
 * The condition (on `password_resets`) of the live link of `token` for `redeemer`: that token's SHA-256, one of the
 * redeemer's purposes, not used, not expired at `now`. A redeemer reads (`select … where`) or takes
 * (`update … set usedAt where`) a link only through it, so a link of another purpose is never found there.
 */
export function liveLinkOf(token: string, redeemer: LinkRedeemer, now: Date = new Date()): SQL {
  return and(
    eq(passwordResets.tokenHash, passwordLinkHash(token)),
    inArray(passwordResets.purpose, [...LINK_REDEEMERS[redeemer]]),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  ) as SQL;
}

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

/** The columns of a user the token check reads (and the trigger of migration 0020 watches). */
const stateColumns = {
  id: users.id,
  role: users.role,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  departmentId: users.departmentId,
  tokenVersion: users.tokenVersion,
  disabled: users.disabled,
  deletedAt: users.deletedAt,
  expireDate: users.expireDate,
};
type UserState = { [K in keyof typeof stateColumns]: UserRow[K] };

/** Users whose state the cache keeps, and token ids per user known not revoked (oldest dropped past these). */
const MAX_CACHED_USERS = 10_000;
const MAX_CACHED_TOKENS_PER_USER = 64;
/** Token strings whose signature was checked, kept with their claims (oldest dropped past this). */
const MAX_VERIFIED_TOKENS = 10_000;

/** The claims the check reads, from a token whose signature (HS256, this process's key) was verified. */
interface VerifiedClaims {
  sub: string;
  jti: string;
  exp: number;
  role: unknown;
  ver: number;
}

/**
 * The token state cache (docs/areas/platform.md, "Sessions and tokens"): per user, the row the check reads and
 * the token ids found not revoked. Exact, not timed: the database NOTIFYs `token_change` with the user's id on
 * every change that can refuse a token (a revocation, any UPDATE of those columns, a DELETE; '' on TRUNCATE:
 * migration 0020), and the entry goes. A result read from the database is stored only when no NOTIFY and no
 * state change arrived while it was read (the generation did not move), so a read racing a change cannot
 * store the old state. While the delivery is not live (the LISTEN connection dropped) the cache is empty and
 * bypassed. Expiry (`expire_date`) is compared with the clock on every use, not cached.
 */
export class TokenStateCache {
  private readonly users = new Map<string, { state: UserState; jtis: Set<string> }>();
  private generation = 0;
  private live: boolean;

  constructor(notifications: Notifications | undefined) {
    this.live = notifications?.live ?? false;
    notifications?.subscribe('token_change', {
      message: (userId) => this.invalidate(userId || undefined),
      state: (live) => {
        this.invalidate();
        this.live = live;
      },
    });
  }

  /** Drops one user's entry, or every entry without an id. */
  invalidate(userId?: string): void {
    this.generation++;
    if (userId) this.users.delete(userId);
    else this.users.clear();
  }

  /** The cached state of a user for a token id known not revoked, or undefined (then read the database). */
  get(userId: string, jti: string): UserState | undefined {
    const entry = this.users.get(userId);
    return entry?.jtis.has(jti) ? entry.state : undefined;
  }

  /** A stamp to take before reading the database, for {@link put}. */
  stamp(): number {
    return this.live ? this.generation : -1;
  }

  /** Stores what was read since `stamp`, unless anything moved meanwhile or the delivery is not live. */
  put(stamp: number, state: UserState, jti: string): void {
    if (stamp < 0 || stamp !== this.generation || !this.live) return;
    let entry = this.users.get(state.id);
    if (!entry || entry.state.tokenVersion !== state.tokenVersion) {
      this.users.delete(state.id);
      if (this.users.size >= MAX_CACHED_USERS) this.users.delete(this.users.keys().next().value as string);
      entry = { state, jtis: new Set() };
      this.users.set(state.id, entry);
    }
    entry.state = state;
    if (entry.jtis.size >= MAX_CACHED_TOKENS_PER_USER) entry.jtis.delete(entry.jtis.values().next().value as string);
    entry.jtis.add(jti);
  }

  /** How many users are cached (tests). */
  get size(): number {
    return this.users.size;
  }
}

/**
 * True when an account may sign in and use its tokens: not disabled, not deleted, and its `expire_date` empty or
 * still in the future (docs/areas/users.md, "Account status").
 */
export function isActive(user: Pick<UserRow, 'disabled' | 'deletedAt' | 'expireDate'>, now: Date = new Date()): boolean {
  return !user.disabled && !user.deletedAt && (!user.expireDate || user.expireDate.getTime() > now.getTime());
}

export class Tokens {
  private readonly key: Uint8Array;
  /** The token state cache; without `notifications` it stays empty (every check reads the database). */
  readonly cache: TokenStateCache;
  /** Tokens whose signature was verified, by their exact text (see {@link verifySignature}). */
  private readonly verified = new Map<string, VerifiedClaims>();

  /**
   * @param notifications the database's NOTIFYs (`app.database.notifications`), which keep the cache exact;
   *   without them nothing is cached.
   */
  constructor(
    private readonly db: Db,
    secret: string,
    private readonly ttlSeconds: number,
    notifications?: Notifications,
  ) {
    this.key = new TextEncoder().encode(secret);
    this.cache = new TokenStateCache(notifications);
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
   * Verifies a token and its revocation state: the signature once per token text (then remembered, see
   * {@link verifySignature}), the expiry against the clock on every call, the user's state from the token state
   * cache, else from the database (one query).
   * @returns the caller, or null when the token is missing, malformed, expired, revoked or out of date.
   */
  async verify(token: string | undefined | null): Promise<AuthUser | null> {
    if (!token || token.length > 4096) return null;
    const claims = this.verified.get(token) ?? (await this.verifySignature(token));
    // The expiry on every use, as jose checks it (`exp` past or now: expired), cached or not.
    if (!claims || claims.exp <= Math.floor(Date.now() / 1000)) return null;
    const { sub, jti, exp, role, ver } = claims;
    let u = this.cache.get(sub, jti);
    if (!u) {
      const stamp = this.cache.stamp();
      const [row] = await this.db
        .select({ user: stateColumns, revoked: revokedTokens.jti })
        .from(users)
        .leftJoin(revokedTokens, eq(revokedTokens.jti, jti))
        .where(eq(users.id, sub))
        .limit(1);
      if (!row || row.revoked) return null;
      u = row.user;
      this.cache.put(stamp, u, jti);
    }
    if (u.tokenVersion !== ver || u.role !== role || !isActive(u)) return null;
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

  /**
   * The signature and shape check of a token not seen before (jose: HS256 only, `exp` required and not past).
   * A token that passes is remembered by its exact text with its claims: the same text always verifies the same
   * way, so the next request with it skips the HMAC (an asynchronous WebCrypto call) and the decoding; its expiry
   * and revocation are still checked on every use by {@link verify}. A refused token is not remembered.
   */
  private async verifySignature(token: string): Promise<VerifiedClaims | null> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.key, { algorithms: [ALG] }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
    const { sub, jti, exp, role, ver } = payload as { sub?: string; jti?: string; exp?: number; role?: unknown; ver?: number };
    if (!sub || !jti || !exp || typeof ver !== 'number' || !/^[0-9a-f-]{36}$/i.test(sub)) return null;
    const claims: VerifiedClaims = { sub, jti, exp, role, ver };
    if (this.verified.size >= MAX_VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, claims);
    return claims;
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
