/**
 * The owner reference of the add flow (docs/areas/hotels.md, "Add flow"): POST /user/checkAdmin answers a short
 * JWT (HS256, key derived from JWT_SECRET for this use only, audience `hotel-owner`, 30 minutes) naming the owner's
 * account; POST /hotel takes it in `owner`. Signed rather than stored: it grants nothing but naming an account
 * the SuperAdmin has just checked.
 */
import { createHash } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const AUDIENCE = 'hotel-owner';
/** Lifetime of an owner reference in seconds. */
export const OWNER_REFERENCE_TTL_SECONDS = 30 * 60;

const keyOf = (jwtSecret: string) =>
  new Uint8Array(createHash('sha256').update(`hotel-owner-reference:${jwtSecret}`).digest());

/** Signs the reference of owner `userId`. */
export function signOwnerReference(jwtSecret: string, userId: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${OWNER_REFERENCE_TTL_SECONDS}s`)
    .sign(keyOf(jwtSecret));
}

/** The owner's account id a reference names, or null when it is forged, altered or expired. */
export async function verifyOwnerReference(jwtSecret: string, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(jwtSecret), { audience: AUDIENCE, algorithms: ['HS256'] });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
