/**
 * The SQL of the password links' calls (docs/areas/users.md, "Invitation"): reading a live link, redeeming it once,
 * and finding the user a SuperAdmin sends a new link to. The links themselves are written by sendPasswordLink
 * (../invitations.ts).
 */
import { MOBILE_E164_SHAPE, Roles, UsersMessages } from '@backoffice/contracts';
import { audit, badRequest, isUuid, liveLinkOf, type Actor, type Db, type UserRow } from '@backoffice/api-server';
import { passwordResets, users } from '@backoffice/api-server/schema';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { linkUserColumns, type LinkUser } from '../invitations';

/** True when the account must give a mobile number through its link: an Admin without one (for the PIN SMS). */
export const needsMobile = (user: Pick<UserRow, 'role' | 'phone'>): boolean => user.role === Roles.SuperAdmin && !user.phone;

/** A mobile number as typed, without spaces, dots, dashes or brackets (`+61 412-345 678` → `+61412345678`). */
export const normalMobile = (mobile: string): string => mobile.replace(/[\s().-]/g, '');

/**
 * The user of a live console link (a console reset or invitation: docs/api-database.md, "Single-use links"; unused,
 * not expired, its user not deleted), or undefined, also for a link of another purpose. Reads only: the link stays
 * usable.
 */
export async function liveLinkUser(db: Db, token: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(liveLinkOf(token, 'consoleLink'), isNull(users.deletedAt)))
    .limit(1);
  return row?.user;
}

/**
 * Redeems a link once, in one transaction: takes the link, sets the password (`passwordHash`, argon2id) and, for an
 * Admin without a mobile number, `mobile` as the phone the PIN goes to; revokes the user's tokens (tokenVersion + 1),
 * voids the user's other unused links and records `user.invitation_accepted` (the token version, and the phone when
 * set; never the password). The actor is the user. An account that already has a phone keeps it.
 * @returns the user's id, or undefined when the link is unknown, of another purpose than a console reset or
 *   invitation, used, expired or its user deleted (nothing changes).
 * @throws HttpError 400 UsersMessages.invitation.mobileRequired for an Admin without a phone and no E.164 `mobile`
 *   (the link stays usable).
 */
export function redeemLink(
  db: Db,
  token: string,
  passwordHash: string,
  mobile: string | undefined,
  actor: Actor,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [link] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(liveLinkOf(token, 'consoleLink', now))
      .returning({ userId: passwordResets.userId });
    if (!link) return undefined;
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, link.userId), isNull(users.deletedAt)))
      .for('update');
    if (!user) return undefined;
    let phone: string | undefined;
    if (needsMobile(user)) {
      phone = normalMobile(mobile ?? '');
      // Thrown inside the transaction: the link is not taken.
      if (!MOBILE_E164_SHAPE.test(phone)) throw badRequest(UsersMessages.invitation.mobileRequired);
    }
    const [after] = await tx
      .update(users)
      .set({ passwordHash, ...(phone ? { phone } : {}), tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning({ tokenVersion: users.tokenVersion });
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await audit(tx, { ...actor, userId: user.id, role: user.role }, {
      action: 'user.invitation_accepted',
      entityType: 'user',
      entityId: user.id,
      before: { tokenVersion: user.tokenVersion, ...(phone ? { phone: null } : {}) },
      after: { tokenVersion: after.tokenVersion, ...(phone ? { phone } : {}) },
    });
    return user.id;
  });
}

/** A user who is not deleted, as a password link needs it, or undefined (also for an id that is not a uuid). */
export async function linkUserById(db: Db, id: string): Promise<LinkUser | undefined> {
  if (!isUuid(id)) return undefined;
  const [user] = await db
    .select(linkUserColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return user;
}
