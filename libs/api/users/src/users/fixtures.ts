/**
 * Test helpers of the user accounts' specs (never imported by the area): tokens issued for a user and the caller's
 * step-up. Their users, chains and hotels are the shared fixtures (@backoffice/api-server/testing; hotels there are
 * written `Pending`, the schema's status of a new hotel, as these specs count hotels, not Live ones). The area's
 * test database holds the demo accounts only (no chains, no hotels), so each spec makes what it counts.
 */
import { grantStepUp, type UserRow } from '@backoffice/api-server';
import type { App } from '../test/helper';

/** A token for the user, as sign-in would issue it now. */
export const tokenOf = (app: App, user: UserRow): Promise<string> => app.tokens.issue(user);

/** The claims of a token (no check). */
export function claimsOf(token: string): { sub: string; jti: string } {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/** Records a confirmed PIN step-up for the session of `token`. */
export async function stepUp(app: App, token: string): Promise<void> {
  const { sub, jti } = claimsOf(token);
  await grantStepUp(app.db, { id: sub, jti });
}

/** `Bearer` headers of a token. */
export const auth = (token: string) => ({ authorization: `Bearer ${token}` });
