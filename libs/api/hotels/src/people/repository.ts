/**
 * The owner accounts behind POST /user/checkAdmin (docs/areas/hotels.md, "Owners, contacts and managers", "Add
 * flow"): finds the account of an e-mail or registers a new owner, in one transaction with its audit event
 * ('user.create'; making an existing account an owner is hotels/repository.ts `makeOwner`, 'user.update').
 */
import { audit, type Actor, type Db } from '@backoffice/api-server';
import { users } from '@backoffice/api-server/schema';
import { and, eq, isNull } from 'drizzle-orm';
import { assertMayOwn, makeOwner } from '../hotels/repository';

/** What the Add Hotel form gives about the owner: `email` trimmed and lower-cased, `passwordHash` null without one. */
export interface OwnerInput {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
}

/**
 * The id of the owner account of `input.email`: an existing account made an owner (`assertMayOwn` refuses with
 * 409 any account that may not own, `callerId` being the signed-in SuperAdmin whose own account may), or a new
 * owner account (userType ADMIN, accessLevel OWNER, no console role).
 */
export async function findOrRegisterOwner(db: Db, input: OwnerInput, callerId: string | null | undefined, actor: Actor): Promise<string> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: users.id, role: users.role, userType: users.userType, accessLevel: users.accessLevel })
      .from(users)
      .where(and(eq(users.email, input.email), isNull(users.deletedAt)));
    if (found) {
      assertMayOwn(found, callerId);
      await makeOwner(tx, found.id, actor);
      return found.id;
    }
    const values = {
      email: input.email,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      userType: 'ADMIN' as const,
      accessLevel: 'OWNER' as const,
    };
    const [created] = await tx
      .insert(users)
      .values({ ...values, role: null, passwordHash: input.passwordHash })
      .returning({ id: users.id });
    await audit(tx, actor, { action: 'user.create', entityType: 'user', entityId: created.id, before: null, after: values });
    return created.id;
  });
}
