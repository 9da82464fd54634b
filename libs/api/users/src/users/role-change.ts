/**
 * Role management's write (docs/areas/users.md, "Role management"), run inside the caller's transaction: the
 * checks in order, the stored fields of the chosen type, the chain and hotels, the PIN step-up and the invitation of
 * a new Admin, and the `user.role_change` event with the before and after.
 */
import { UsersMessages, userKind, type UpdateUserInfoBody } from '@backoffice/contracts';
import {
  audit,
  badRequest,
  forbidden,
  isUuid,
  requireStepUp,
  type Actor,
  type StepUpSession,
  type Tx,
  type UserRow,
} from '@backoffice/api-server';
import { commissions, hotels, users } from '@backoffice/api-server/schema';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { sendPasswordLink } from '../invitations';
import { assertMayTouch, assertNotLastAdmin, assignmentOf, setAssignment } from './guards';
import { STORED_ROLE, accessLevelAgrees, isAssignableType, isLockedKind, mayGrant } from './rules';

/** What role management changes: the type and the chain and hotels that go with it. */
type RoleBody = Pick<UpdateUserInfoBody, 'userType' | 'commission' | 'hotel' | 'accessLevel'>;

/** The chain of a Revenue Manager or an Owner: sent, of the id shape and existing. @throws HttpError 400 `chainRequired`. */
async function requiredChain(tx: Tx, commission: string | null | undefined): Promise<string> {
  if (!commission || !isUuid(commission)) throw badRequest(UsersMessages.role.chainRequired, 'commission');
  const [chain] = await tx.select({ id: commissions.id }).from(commissions).where(eq(commissions.id, commission));
  if (!chain) throw badRequest(UsersMessages.role.chainRequired, 'commission');
  return chain.id;
}

/** The chain of each of `ids` (hotels not deleted). @throws HttpError 400 `hotelNotInChain` for an unknown hotel. */
async function chainsOfHotels(tx: Tx, ids: string[]): Promise<(string | null)[]> {
  if (!ids.every(isUuid)) throw badRequest(UsersMessages.role.hotelNotInChain, 'hotel');
  const rows = await tx
    .select({ id: hotels.id, chain: hotels.commissionId })
    .from(hotels)
    .where(and(inArray(hotels.id, ids), isNull(hotels.deletedAt)));
  if (rows.length !== ids.length) throw badRequest(UsersMessages.role.hotelNotInChain, 'hotel');
  return rows.map((r) => r.chain);
}

/**
 * The chain and hotels of the new type: Hotel Manager takes its chain from its hotels (one or more, all of one
 * chain; a `commission` sent must be that chain), Revenue Manager a chain and no hotels, Owner a chain and optional
 * hotels of it, Admin neither. @throws HttpError 400.
 */
async function assignmentFor(tx: Tx, type: keyof typeof STORED_ROLE, body: RoleBody): Promise<{ commission: string | null; hotel: string[] }> {
  const hotelIds = [...new Set(body.hotel ?? [])].sort();
  switch (type) {
    case 'Hotel Manager': {
      if (!hotelIds.length) throw badRequest(UsersMessages.role.hotelsRequired, 'hotel');
      const chains = new Set(await chainsOfHotels(tx, hotelIds));
      const [chain] = [...chains];
      if (chains.size !== 1 || !chain) throw badRequest(UsersMessages.role.hotelNotInChain, 'hotel');
      if (body.commission && body.commission !== chain) throw badRequest(UsersMessages.role.hotelNotInChain, 'hotel');
      return { commission: chain, hotel: hotelIds };
    }
    case 'Revenue Manager':
      return { commission: await requiredChain(tx, body.commission), hotel: [] };
    case 'Owner': {
      const chain = await requiredChain(tx, body.commission);
      if (hotelIds.length && (await chainsOfHotels(tx, hotelIds)).some((c) => c !== chain)) {
        throw badRequest(UsersMessages.role.hotelNotInChain, 'hotel');
      }
      return { commission: chain, hotel: hotelIds };
    }
    default:
      return { commission: null, hotel: [] };
  }
}

/** The fields the `user.role_change` event records. */
function snapshot(u: Pick<UserRow, 'role' | 'userType' | 'accessLevel' | 'departmentId'>, assignment: { commission: string | null; hotel: string[] }) {
  return {
    kind: userKind(u),
    role: u.role,
    userType: u.userType,
    accessLevel: u.accessLevel,
    department: u.departmentId,
    commission: assignment.commission,
    hotel: assignment.hotel,
  };
}

/**
 * Applies role management's part of PUT /user/info to the locked `target`, in order: a user type is given
 * (`userTypeRequired`); neither the type nor the user is a Customer or Guest (400 `customerLocked`); not the
 * caller's own account (409 `notYourself`); the type is not above the caller's role nor the user above the caller
 * (403 `aboveOwn`); `accessLevel` agrees with the type (400 `accessLevelMismatch`); the chain and hotels (400); the
 * last active Admin keeps the role (409 `lastAdmin`); a new Admin needs the caller's PIN step-up (403
 * `UsersMessages.stepUp.required`) and, without a password or a mobile number, gets an invitation. The refusals of
 * one field name it in the error body's `field` (`userType`, `commission`, `hotel`: the form's keys); those about
 * the account (`notYourself`, `lastAdmin`, the user above the caller) name none.
 * @returns whether the stored role changed (the caller revokes the user's tokens and sockets).
 */
export async function changeRole(
  app: FastifyInstance,
  tx: Tx,
  target: UserRow,
  body: RoleBody,
  actor: Actor,
  session: StepUpSession | null,
): Promise<boolean> {
  const type = body.userType;
  if (!type) throw badRequest(UsersMessages.role.userTypeRequired, 'userType');
  if (!isAssignableType(type) || isLockedKind(userKind(target))) throw badRequest(UsersMessages.role.customerLocked, 'userType');
  assertMayTouch(actor, target);
  if (!mayGrant(actor.role, type)) throw forbidden(UsersMessages.role.aboveOwn, 'userType');
  if (!accessLevelAgrees(type, body.accessLevel)) throw badRequest(UsersMessages.role.accessLevelMismatch);

  const stored = STORED_ROLE[type];
  const assignment = await assignmentFor(tx, type, body);
  const before = snapshot(target, await assignmentOf(tx, target.id));
  const after = snapshot({ ...stored, departmentId: null }, assignment);
  if (JSON.stringify(before) === JSON.stringify(after)) return false;

  const roleChanged = before.role !== after.role || before.userType !== after.userType || before.accessLevel !== after.accessLevel;
  const becomesAdmin = target.role !== 'SuperAdmin' && stored.role === 'SuperAdmin';
  if (stored.role !== 'SuperAdmin') await assertNotLastAdmin(tx, target);
  if (becomesAdmin) {
    if (!session) throw forbidden(UsersMessages.stepUp.required);
    await requireStepUp(tx, session);
  }

  await tx
    .update(users)
    .set({ ...stored, departmentId: null, requestedDepartmentId: null, updatedAt: new Date() })
    .where(eq(users.id, target.id));
  await setAssignment(tx, target.id, assignment.commission, assignment.hotel);
  await audit(tx, actor, { action: 'user.role_change', entityType: 'user', entityId: target.id, before, after });
  if (becomesAdmin && (!target.passwordHash || !target.phone)) {
    const { id, email, firstName, lastName } = target;
    await sendPasswordLink(app, tx, { id, email, firstName, lastName, ...stored }, 'invitation', actor);
  }
  return roleChanged;
}
