/**
 * Hotel admin sign-in tokens (docs/areas/hotels.md, "Redirect to Hotel Admin"): a JWT (HS256) signed with a key
 * derived from JWT_SECRET for this use only (a console token cannot pass for one, nor the reverse), audience
 * `hotel-admin`, lifetime HOTEL_ADMIN_TOKEN_TTL_SECONDS, whose `jti` is stored in `hotel_admin_tokens` so that
 * the hotel admin site consumes it once.
 */
import { createHash, randomUUID } from 'node:crypto';
import { audit, type Actor, type Db } from '@backoffice/api-server';
import { hotels, users } from '@backoffice/api-server/schema';
import { eq, sql } from 'drizzle-orm';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { hotelAdminTokens } from '../hotels.schema';

/** The audience of every hotel admin token: the hotel admin site. */
export const HOTEL_ADMIN_AUDIENCE = 'hotel-admin';
const ALG = 'HS256';

/** The signing key: SHA-256 of the JWT secret and this use's label. */
export const hotelAdminKey = (jwtSecret: string): Uint8Array =>
  new Uint8Array(createHash('sha256').update(`hotel-admin-token:${jwtSecret}`).digest());

export interface IssuedToken {
  token: string;
  jti: string;
  expiresAt: Date;
}

/**
 * Signs a token for the owner `userId` (and `hotelId` when given) and stores its jti, with the audit event
 * `user.hotel_admin_token` (entityType 'user'), in one transaction.
 * @param ttlSeconds lifetime in seconds.
 */
export async function issueHotelAdminToken(
  db: Db,
  key: Uint8Array,
  ttlSeconds: number,
  subject: { userId: string; hotelId: string | null },
  actor: Actor,
): Promise<IssuedToken> {
  const jti = randomUUID();
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = new Date((now + ttlSeconds) * 1000);
  const claims: Record<string, unknown> = subject.hotelId ? { hid: subject.hotelId } : {};
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(subject.userId)
    .setAudience(HOTEL_ADMIN_AUDIENCE)
    .setJti(jti)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(key);
  await db.transaction(async (tx) => {
    await tx.insert(hotelAdminTokens).values({
      jti,
      userId: subject.userId,
      hotelId: subject.hotelId,
      issuedBy: actor.userId ?? subject.userId,
      expiresAt,
    });
    await audit(tx, actor, {
      action: 'user.hotel_admin_token',
      entityType: 'user',
      entityId: subject.userId,
      before: null,
      after: { hotelId: subject.hotelId, expiresAt: expiresAt.toISOString() },
    });
  });
  return { token, jti, expiresAt };
}

/** Why a token was refused. */
export type TokenRefusal = 'invalid' | 'expired' | 'used';

export type ConsumeResult =
  | {
      ok: true;
      owner: { firstName: string; lastName: string; email: string };
      hotel: { id: string; name: string } | null;
    }
  | { ok: false; reason: TokenRefusal };

/**
 * Checks a token's signature and audience, then consumes it: one `UPDATE … WHERE used_at IS NULL AND
 * expires_at > now() RETURNING` marks it used, so that of two concurrent uses exactly one wins.
 * @returns the owner and hotel it signs in, or why it is refused (expired, already used, or not valid).
 */
export async function consumeHotelAdminToken(
  db: Db,
  key: Uint8Array,
  token: string | undefined,
): Promise<ConsumeResult> {
  if (!token || token.length > 4096) return { ok: false, reason: 'invalid' };
  let jti: string | undefined;
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALG], audience: HOTEL_ADMIN_AUDIENCE });
    jti = payload.jti;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof joseErrors.JOSEError) return { ok: false, reason: 'invalid' };
    throw error;
  }
  if (!jti) return { ok: false, reason: 'invalid' };
  const [used] = await db
    .update(hotelAdminTokens)
    .set({ usedAt: sql`now()` })
    .where(
      sql`${hotelAdminTokens.jti} = ${jti} and ${hotelAdminTokens.usedAt} is null and ${hotelAdminTokens.expiresAt} > now()`,
    )
    .returning({ userId: hotelAdminTokens.userId, hotelId: hotelAdminTokens.hotelId });
  if (!used) {
    const [row] = await db.select().from(hotelAdminTokens).where(eq(hotelAdminTokens.jti, jti)).limit(1);
    if (!row) return { ok: false, reason: 'invalid' };
    return { ok: false, reason: row.usedAt ? 'used' : 'expired' };
  }
  const [owner] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, used.userId))
    .limit(1);
  if (!owner) return { ok: false, reason: 'invalid' };
  let hotel: { id: string; name: string } | null = null;
  if (used.hotelId) {
    const [h] = await db
      .select({ id: hotels.id, name: hotels.name })
      .from(hotels)
      .where(eq(hotels.id, used.hotelId))
      .limit(1);
    hotel = h ?? null;
  }
  return { ok: true, owner, hotel };
}
