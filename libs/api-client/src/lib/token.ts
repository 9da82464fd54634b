// The JWT reader, written once: the main entry exports it (decodeToken, isTokenExpired) and so does the
// `@backoffice/api-client/token` entry, which imports neither axios nor the client, so the shell's session store
// can read a token on the login page's first screen (docs/micro-frontends.md, "What the first screen leaves out").
import type { TokenClaims } from '@backoffice/contracts';

/**
 * Decodes a JWT's claims (its payload, base64url JSON, UTF-8) WITHOUT verifying it: the server verifies; the
 * client only reads role and expiry.
 * @returns the claims, or null when the token is not a readable JWT or its claims have no string `role`.
 */
export function decodeToken(token: string): TokenClaims | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const json = decodeURIComponent(
      Array.from(atob(base64), (c) => '%' + c.charCodeAt(0).toString(16).padStart(2, '0')).join(''),
    );
    const claims = JSON.parse(json) as TokenClaims;
    return claims && typeof claims === 'object' && typeof claims.role === 'string' ? claims : null;
  } catch {
    return null;
  }
}

/**
 * True when the token is missing, unreadable or past its `exp` (seconds since the epoch).
 * @param nowMs the current time in milliseconds (for tests).
 */
export function isTokenExpired(token: string | null | undefined, nowMs = Date.now()): boolean {
  if (!token) return true;
  const claims = decodeToken(token);
  if (!claims) return true;
  return typeof claims.exp === 'number' && claims.exp * 1000 <= nowMs;
}
