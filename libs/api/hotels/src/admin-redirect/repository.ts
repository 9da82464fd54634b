/**
 * The reads behind POST /user/generateToken (docs/areas/hotels.md, "Redirect to Hotel Admin"): the account a
 * token is for and the owner of the hotel it names. The tokens themselves are written and consumed by tokens.ts.
 */
import type { Db } from '@backoffice/api-server';
import { hotels, users } from '@backoffice/api-server/schema';
import { and, eq, isNull } from 'drizzle-orm';

/** The account `userId` (a uuid) with what decides whether it may get a token, or undefined when there is none. */
export async function tokenAccount(db: Db, userId: string) {
  const [user] = await db
    .select({ id: users.id, accessLevel: users.accessLevel, disabled: users.disabled })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user;
}

/** The owner of hotel `hotelId` (a uuid), or undefined when it names no hotel or a deleted one. */
export async function hotelOwner(db: Db, hotelId: string) {
  const [hotel] = await db
    .select({ ownerId: hotels.ownerId })
    .from(hotels)
    .where(and(eq(hotels.id, hotelId), isNull(hotels.deletedAt)))
    .limit(1);
  return hotel;
}
