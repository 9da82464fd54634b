/**
 * User accounts' data layer, `app.userAccounts` (docs/areas/users.md): the lists and the export (query.ts,
 * export.ts), a user's info, Edit User and role management (role-change.ts), Disable Account and Reactivate, and
 * Delete (a soft delete: the row keeps the name that tickets, replies and the audit trail show). Every write runs in
 * one transaction with its audit event; when a write revokes the user's tokens (token version + 1), the user's open
 * sessions end once it is committed (`app.endSessions`: each socket gets `session_ended`, then is closed).
 */
import { UsersMessages, type DepartmentRequestBody, type UpdateUserInfoBody, type UserListQuery, type UserListResponse, type UserSummary } from '@backoffice/contracts';
import { audit, badRequest, changedFields, isUuid, notFound, type Actor, type StepUpSession, type Tx } from '@backoffice/api-server';
import { passwordResets, users } from '@backoffice/api-server/schema';
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { and, eq, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { exportUsers } from './export';
import { assertMayTouch, assertNotLastAdmin, assignmentOf, lockUser, setAssignment } from './guards';
import { findSummary, listUsers, type UserFilterQuery } from './query';
import { decideDepartmentRequest } from './department-request';
import { changeRole } from './role-change';
import { parseExpireDate } from './rules';

/** Who calls a write: the actor of the audit trail and the session of the PIN step-up (null: none, e.g. a script). */
export interface Caller {
  actor: Actor;
  session: StepUpSession | null;
}

/** Edit User's minimum password length. */
export const PASSWORD_MIN_LENGTH = 6;

/** The role management fields of PUT /user/info. */
const ROLE_FIELDS = ['userType', 'commission', 'hotel', 'accessLevel'] as const;

/**
 * Edit User's part of PUT /user/info, checked in the form's order: with names, both are required; an optional new
 * password (empty: none) of at least 6 characters. @returns the trimmed names (absent: unchanged) and the password.
 * @throws HttpError 400, naming its field (`firstName`, `lastName`, `passwordNew`, `userType`).
 */
function editPart(body: UpdateUserInfoBody): { names?: { firstName: string; lastName: string }; password?: string } {
  const hasNames = body.firstName !== undefined || body.lastName !== undefined;
  const password = body.passwordNew ? body.passwordNew : undefined;
  const hasRole = ROLE_FIELDS.some((f) => body[f] !== undefined);
  if (!hasNames && !password) {
    // Nothing of Edit User: role management without a type, or an empty body (Edit User's first rule).
    if (hasRole && body.userType === undefined) throw badRequest(UsersMessages.role.userTypeRequired, 'userType');
    if (!hasRole) throw badRequest(UsersMessages.edit.firstNameRequired, 'firstName');
    return {};
  }
  if (hasRole && body.userType === undefined) throw badRequest(UsersMessages.role.userTypeRequired, 'userType');
  let names: { firstName: string; lastName: string } | undefined;
  if (hasNames) {
    const firstName = body.firstName?.trim() ?? '';
    if (!firstName) throw badRequest(UsersMessages.edit.firstNameRequired, 'firstName');
    const lastName = body.lastName?.trim() ?? '';
    if (!lastName) throw badRequest(UsersMessages.edit.lastNameRequired, 'lastName');
    names = { firstName, lastName };
  }
  if (password !== undefined && password.length < PASSWORD_MIN_LENGTH) throw badRequest(UsersMessages.create.passwordInvalid, 'passwordNew');
  return { names, password };
}

export class UserAccounts {
  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  /** One page of the filtered list (GET /user/all). */
  list(q: UserListQuery): Promise<UserListResponse> {
    return listUsers(this.db, q);
  }

  /** The filtered list as a streamed .xlsx (GET /user/export). */
  export(q: UserFilterQuery): Readable {
    return exportUsers(this.db, q);
  }

  /** One user (GET /user/info/{userId}). @throws HttpError 404 unknown, deleted or malformed id. */
  async info(id: string): Promise<UserSummary> {
    const found = isUuid(id) ? await findSummary(this.db, id) : undefined;
    if (!found) throw notFound(UsersMessages.account.notFound);
    return found;
  }

  /**
   * PUT /user/info/{userId}: Edit User's names and optional new password (revokes the user's tokens; the caller's
   * own password goes through Change Password: 409 `notYourself`), and role management (role-change.ts), in one
   * transaction, audited `user.update` (never the password: `passwordChanged`) and `user.role_change`.
   * @throws HttpError 400, 403, 404, 409.
   */
  async update(id: string, body: UpdateUserInfoBody, caller: Caller): Promise<UserSummary> {
    const edit = editPart(body);
    const passwordHash = edit.password === undefined ? undefined : await this.app.passwords.hash(edit.password);
    const { data, revoke } = await this.db.transaction(async (tx) => {
      const target = await lockUser(tx, id);
      let revoke = false;
      if (edit.names || passwordHash) {
        if (passwordHash) assertMayTouch(caller.actor, target);
        const before = { firstName: target.firstName, lastName: target.lastName, passwordChanged: false };
        const after = { ...before, ...edit.names, passwordChanged: Boolean(passwordHash) };
        const changes = changedFields(before, after);
        if (Object.keys(changes.after).length) {
          await tx
            .update(users)
            .set({ ...edit.names, ...(passwordHash ? { passwordHash } : {}), updatedAt: new Date() })
            .where(eq(users.id, id));
          await audit(tx, caller.actor, { action: 'user.update', entityType: 'user', entityId: id, ...changes });
        }
        revoke = Boolean(passwordHash);
      }
      if (body.userType !== undefined) {
        const fresh = edit.names ? { ...target, ...edit.names } : target;
        if (await changeRole(this.app, tx, fresh, body, caller.actor, caller.session)) revoke = true;
      }
      if (revoke) await revokeTokens(tx, id);
      return { data: (await findSummary(tx, id)) as UserSummary, revoke };
    });
    if (revoke) await this.app.endSessions(id);
    return data;
  }

  /**
   * PUT /user/departmentRequest/{userId} (docs/areas/users.md, "Department requests"): approves or refuses a self
   * sign-up's department request in one transaction (department-request.ts); an approval ends the user's sessions
   * once committed. @returns the user after. @throws HttpError 404, 409.
   */
  async decideRequest(id: string, decision: DepartmentRequestBody['decision'], caller: Caller): Promise<UserSummary> {
    const { data, revoked } = await this.db.transaction(async (tx) => {
      const target = await lockUser(tx, id);
      const revoked = await decideDepartmentRequest(this.app, tx, target, decision, caller.actor);
      return { data: (await findSummary(tx, id)) as UserSummary, revoked };
    });
    if (revoked) await this.app.endSessions(id);
    return data;
  }

  /**
   * PUT /user/removeUser/{id}: soft delete (deleted, disabled, tokens revoked, chain and hotels and unused password
   * links removed); the row and its name stay. Audited `user.delete`.
   * @throws HttpError 403, 404, 409 (the caller's own account, the last active Admin).
   */
  async remove(id: string, caller: Caller): Promise<void> {
    await this.db.transaction(async (tx) => {
      const target = await lockUser(tx, id);
      assertMayTouch(caller.actor, target);
      await assertNotLastAdmin(tx, target);
      const assignment = await assignmentOf(tx, id);
      const now = new Date();
      await tx.update(users).set({ deletedAt: now, disabled: true, updatedAt: now }).where(eq(users.id, id));
      await revokeTokens(tx, id);
      await setAssignment(tx, id, null, []);
      await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, id), isNull(passwordResets.usedAt)));
      await audit(tx, caller.actor, {
        action: 'user.delete',
        entityType: 'user',
        entityId: id,
        ...changedFields(
          { deletedAt: null, disabled: target.disabled, ...assignment },
          { deletedAt: now.toISOString(), disabled: true, commission: null, hotel: [] },
        ),
      });
    });
    await this.app.endSessions(id);
  }

  /**
   * PUT /user/disableAccount/{id} (docs/areas/users.md, "Account status"): an `expireDate` (`YYYY-MM-DD`, the start
   * of that UTC day, or an ISO instant) ends the account from then on; when it is not in the future the user's tokens
   * and sockets stop at once, otherwise they work until then. `null` reactivates (no expiry, not disabled). Audited
   * `user.disable` / `user.reactivate` with the before and after.
   * @returns the user and whether it was a reactivation. @throws HttpError 400 `expireDateRequired`, 403, 404, 409.
   */
  async setExpiry(id: string, expireDate: string | null, caller: Caller): Promise<{ data: UserSummary; reactivated: boolean }> {
    const until = expireDate === null ? null : parseExpireDate(expireDate);
    if (expireDate !== null && !until) throw badRequest(UsersMessages.account.expireDateRequired);
    const now = new Date();
    const immediate = until !== null && until.getTime() <= now.getTime();
    const data = await this.db.transaction(async (tx) => {
      const target = await lockUser(tx, id);
      assertMayTouch(caller.actor, target);
      if (until) await assertNotLastAdmin(tx, target, now);
      const before = { expireDate: target.expireDate?.toISOString() ?? null, disabled: target.disabled };
      const after = { expireDate: until?.toISOString() ?? null, disabled: until ? target.disabled : false };
      await tx.update(users).set({ expireDate: until, disabled: after.disabled, updatedAt: now }).where(eq(users.id, id));
      if (immediate) await revokeTokens(tx, id);
      const changes = changedFields(before, after);
      await audit(tx, caller.actor, {
        action: until ? 'user.disable' : 'user.reactivate',
        entityType: 'user',
        entityId: id,
        before: { ...changes.before, expireDate: before.expireDate },
        after: { ...changes.after, expireDate: after.expireDate },
      });
      return (await findSummary(tx, id)) as UserSummary;
    });
    if (immediate) await this.app.endSessions(id);
    return { data, reactivated: until === null };
  }
}

/** Bumps the user's token version: every token issued so far stops working (docs/areas/platform.md, "Sessions and tokens"). */
async function revokeTokens(tx: Tx, id: string): Promise<void> {
  await tx.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, id));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** User accounts: the lists, info, Edit User, role management, account status (users area). */
    userAccounts: UserAccounts;
  }
}

export default fp(
  async function userAccountsRepository(app) {
    app.decorate('userAccounts', new UserAccounts(app));
  },
  { name: 'user-accounts-repository' },
);
