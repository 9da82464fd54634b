/**
 * Test data for the user accounts' specs (never imported by the area): users, chains and hotels written straight to
 * the test database, tokens issued for a user, and the caller's step-up. The area's test database holds the demo
 * accounts only (no chains, no hotels), so each spec makes what it counts.
 */
import { grantStepUp, type UserRow } from '@backoffice/api-server';
import { insertHotel as insertHotelFixture } from '@backoffice/api-server/testing';
import type { App } from '../test/helper';

/** Users and chains: the shared fixtures, as they are. */
export { insertChain, insertUser } from '@backoffice/api-server/testing';

/**
 * Inserts a hotel of `chainId` (null: Other) and returns its id: the shared fixture (@backoffice/api-server/testing)
 * with the status the schema gives a new hotel (Pending), as these specs count hotels, not Live ones.
 */
export async function insertHotel(app: App, name: string, chainId: string | null): Promise<string> {
  return (await insertHotelFixture(app, { name, commissionId: chainId, status: 'Pending' })).hotelId;
}

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
