// The token's claims, read without the api-client: the session store decides on the first screen whether a
// visitor is signed in, and the api-client (with axios) is not on that screen (docs/micro-frontends.md, "Speed
// budgets"). The same reading as the api-client's decodeToken and isTokenExpired; token-claims.spec.ts checks
// that they agree.
import type { TokenClaims } from '@backoffice/contracts';

/**
 * The claims of a JWT (its payload, base64url JSON), without checking its signature (the API does).
 * @returns null when the token cannot be read or has no `role`.
 */
export function readTokenClaims(token: string): TokenClaims | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
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
export function isTokenOver(token: string | null | undefined, nowMs = Date.now()): boolean {
  if (!token) return true;
  const claims = readTokenClaims(token);
  if (!claims) return true;
  return typeof claims.exp === 'number' && claims.exp * 1000 <= nowMs;
}
