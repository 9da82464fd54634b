/**
 * Test data for the user accounts' specs (never imported by the area): users, chains and hotels written straight to
 * the test database, tokens issued for a user, and the caller's step-up. The area's test database holds the demo
 * accounts only (no chains, no hotels), so each spec makes what it counts.
 */
import { grantStepUp, type UserRow } from '@backoffice/api-server';
import { commissions, hotels, users } from '@backoffice/api-server/schema';
import type { App } from '../test/helper';

type NewUser = Partial<typeof users.$inferInsert> & { email: string };

/** Inserts a user (default: an Employee named after its e-mail) and returns its row. */
export async function insertUser(app: App, fields: NewUser): Promise<UserRow> {
  const local = fields.email.split('@')[0];
  const [row] = await app.db
    .insert(users)
    .values({ firstName: local, lastName: 'Test', role: 'Employee', ...fields, email: fields.email.toLowerCase() })
    .returning();
  return row;
}

/** Inserts a property chain and returns its id. */
export async function insertChain(app: App, name: string): Promise<string> {
  const [row] = await app.db.insert(commissions).values({ clientTypeName: name }).returning({ id: commissions.id });
  return row.id;
}

/** Inserts a hotel of `chainId` (null: Other) and returns its id. */
export async function insertHotel(app: App, name: string, chainId: string | null): Promise<string> {
  const [row] = await app.db.insert(hotels).values({ name, commissionId: chainId }).returning({ id: hotels.id });
  return row.id;
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
