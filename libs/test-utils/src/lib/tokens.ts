import type { TokenClaims } from '@backoffice/contracts';

function base64url(value: string): string {
  return Buffer.from(value, 'utf8').toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/**
 * An unsigned JWT with the given claims (the client decodes tokens without verifying them).
 * `exp` defaults to one hour from now, in seconds since the epoch.
 */
export function makeToken(claims: Partial<TokenClaims> = {}): string {
  const body: TokenClaims = {
    sub: 'u1',
    role: 'Employee',
    firstName: 'Asha',
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  };
  return `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url(JSON.stringify(body))}.sig`;
}
