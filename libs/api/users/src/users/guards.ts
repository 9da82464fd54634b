/**
 * Checks shared by the users area's writes, run inside their transaction: the target row (locked), who may touch it
 * (not the caller's own account, never a user ranked above the caller), and the last active Admin
 * (docs/areas/users.md, "Role management", "Account status").
 */
import { UsersMessages, userKind } from '@backoffice/contracts';
import { conflict, forbidden, isUuid, notFound, type Actor, type Tx, type UserRow } from '@backoffice/api-server';
import { managerChains, managerHotels, users } from '@backoffice/api-server/schema';
import { and, asc, eq, gt, isNotNull, isNull, ne, or } from 'drizzle-orm';
import { mayManage } from './rules';

/** The user `id` (not deleted), locked for the transaction. @throws HttpError 404 unknown, deleted or malformed id. */
export async function lockUser(tx: Tx, id: string): Promise<UserRow> {
  if (!isUuid(id)) throw notFound(UsersMessages.account.notFound);
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update');
  if (!row) throw notFound(UsersMessages.account.notFound);
  return row;
}

/**
 * The caller may act on `target`: not their own account (409 `notYourself`) and not a user ranked above them (403
 * `aboveOwn`; see rules.ts).
 */
export function assertMayTouch(actor: Actor, target: UserRow): void {
  if (actor.userId && actor.userId === target.id) throw conflict(UsersMessages.role.notYourself);
  if (!mayManage(actor.role, userKind(target))) throw forbidden(UsersMessages.role.aboveOwn);
}

/** An Admin who can use the console now: a SuperAdmin with a password, not disabled, deleted or expired. */
export function isActiveAdmin(u: UserRow, now: Date = new Date()): boolean {
  return u.role === 'SuperAdmin' && Boolean(u.passwordHash) && !u.disabled && !u.deletedAt && (!u.expireDate || u.expireDate > now);
}

/**
 * When `target` is an active Admin about to lose the role or its access, another active Admin must remain; the
 * others are locked so that two Admins cannot remove each other at once. @throws HttpError 409 `lastAdmin`.
 */
export async function assertNotLastAdmin(tx: Tx, target: UserRow, now: Date = new Date()): Promise<void> {
  if (!isActiveAdmin(target, now)) return;
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, 'SuperAdmin'),
        ne(users.id, target.id),
        isNotNull(users.passwordHash),
        eq(users.disabled, false),
        isNull(users.deletedAt),
        or(isNull(users.expireDate), gt(users.expireDate, now)),
      ),
    )
    .orderBy(asc(users.id))
    .for('update');
  if (!others.length) throw conflict(UsersMessages.role.lastAdmin);
}

/** A user's chain id (or null) and hotel ids (sorted), as the audit trail records them. */
export async function assignmentOf(tx: Tx, userId: string): Promise<{ commission: string | null; hotel: string[] }> {
  const [chain] = await tx.select({ id: managerChains.commissionId }).from(managerChains).where(eq(managerChains.userId, userId));
  const hotelRows = await tx.select({ id: managerHotels.hotelId }).from(managerHotels).where(eq(managerHotels.userId, userId));
  return { commission: chain?.id ?? null, hotel: hotelRows.map((h) => h.id).sort() };
}

/** Replaces a user's chain and hotels (none: both removed). */
export async function setAssignment(tx: Tx, userId: string, commission: string | null, hotel: string[]): Promise<void> {
  await tx.delete(managerHotels).where(eq(managerHotels.userId, userId));
  await tx.delete(managerChains).where(eq(managerChains.userId, userId));
  if (commission) await tx.insert(managerChains).values({ userId, commissionId: commission });
  if (hotel.length) await tx.insert(managerHotels).values(hotel.map((hotelId) => ({ userId, hotelId })));
}
