/**
 * The SQL of the admins list and Add Admin (docs/areas/users.md, "PIN step-up", "Invitation"): the SuperAdmins,
 * and making one, a new account invited by e-mail or an existing console user promoted.
 */
import { ADMINS_PAGE_SIZE, Roles, UsersMessages, type Admin, type AdminListResponse } from '@backoffice/contracts';
import { audit, conflict, isActive, isUniqueViolation, type Actor, type Db, type UserRow } from '@backoffice/api-server';
import { users } from '@backoffice/api-server/schema';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { linkUserOf, sendPasswordLink } from '../invitations';
import { countUsers, kindFilter, searchFilter } from '../users/query';

type AdminFields = Pick<
  UserRow,
  'id' | 'email' | 'firstName' | 'lastName' | 'createdAt' | 'passwordHash' | 'phone' | 'disabled' | 'deletedAt' | 'expireDate'
>;

/**
 * An admin as the list shows it. `active` is true once the admin can sign in: a password and a mobile number for the
 * PIN (the invitation accepted), and an active account (not disabled, not expired).
 */
export function toAdmin(u: AdminFields, now: Date = new Date()): Admin {
  return {
    _id: u.id,
    email: u.email,
    fullName: `${u.firstName} ${u.lastName}`.trim(),
    createdAt: u.createdAt.toISOString(),
    active: Boolean(u.passwordHash && u.phone) && isActive(u, now),
  };
}

const adminColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  createdAt: users.createdAt,
  passwordHash: users.passwordHash,
  phone: users.phone,
  disabled: users.disabled,
  deletedAt: users.deletedAt,
  expireDate: users.expireDate,
};

/**
 * One page of the SuperAdmins who are not deleted, oldest first (then by id), {@link ADMINS_PAGE_SIZE} per page by
 * default; `search` as the user lists' (the start of a name, "first last" or the e-mail, any case). The admins are the
 * users of kind 'Admin' (`user_list_kind`, migration 0043): the page reads `users_list_kind_created_idx` from the end
 * nearer to it and the total sums the `user_counts` counters (docs/api-database.md, "Which index a list reads").
 */
export async function listAdmins(db: Db, page = 1, limit = ADMINS_PAGE_SIZE, search?: string): Promise<AdminListResponse> {
  const where = and(kindFilter('Admin'), isNull(users.deletedAt), searchFilter(search));
  const total = await countUsers(db, { type: 'Admin', search });
  const offset = (page - 1) * limit;
  let rows: AdminFields[] = [];
  if (offset < total) {
    const fromEnd = total - offset - limit < offset;
    const dir = fromEnd ? desc : asc;
    const read = await db
      .select(adminColumns)
      .from(users)
      .where(where)
      .orderBy(dir(users.createdAt), dir(users.id))
      .limit(fromEnd ? Math.min(limit, total - offset) : limit)
      .offset(fromEnd ? Math.max(0, total - offset - limit) : offset);
    rows = fromEnd ? read.reverse() : read;
  }
  const now = new Date();
  return { data: rows.map((r) => toAdmin(r, now)), total, page, limit };
}

/** Names guessed from an e-mail's local part: `jane.doe@…` → Jane, Doe; `ops@…` → Ops, ''. */
export function namesFromEmail(email: string): { firstName: string; lastName: string } {
  const words = (email.split('@')[0] ?? '')
    .split(/[._-]+/)
    .filter((w) => /[a-z]/i.test(w))
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

/** What {@link addAdmin} did: the admin, and whether an existing user was promoted (its sessions must end). */
export interface AddedAdmin {
  admin: Admin;
  promoted: boolean;
}

/**
 * Makes `email` (lower-cased, shape already checked) an Admin, in one transaction with `user.add_admin`:
 * - a new e-mail: a SuperAdmin without password or phone, its names guessed from the e-mail, invited by e-mail
 *   (sendPasswordLink, `invitation`: set a password and the mobile number of the PIN);
 * - an Employee or Department user: made SuperAdmin (its department dropped, its tokens revoked; the role before and
 *   after audited) and told by e-mail; without a password or a mobile number it gets the invitation instead, to set
 *   them (as role management does).
 * @throws HttpError 409 UsersMessages.admins.alreadyAdmin (a SuperAdmin already), UsersMessages.admins.notConsoleUser
 *   (a customer or hotel account), UsersMessages.create.emailTaken (the e-mail was taken meanwhile).
 */
export async function addAdmin(app: FastifyInstance, email: string, actor: Actor): Promise<AddedAdmin> {
  try {
    return await app.db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(users)
        .where(and(eq(users.email, email), isNull(users.deletedAt)))
        .for('update');
      if (!existing) {
        const [created] = await tx
          .insert(users)
          .values({ email, role: Roles.SuperAdmin, passwordHash: null, phone: null, ...namesFromEmail(email) })
          .returning();
        await audit(tx, actor, {
          action: 'user.add_admin',
          entityType: 'user',
          entityId: created.id,
          before: null,
          after: { email, role: Roles.SuperAdmin, firstName: created.firstName, lastName: created.lastName },
        });
        await sendPasswordLink(app, tx, linkUserOf(created), 'invitation', actor);
        return { admin: toAdmin(created), promoted: false };
      }
      if (existing.role === Roles.SuperAdmin) throw conflict(UsersMessages.admins.alreadyAdmin);
      if (!existing.role) throw conflict(UsersMessages.admins.notConsoleUser);
      const [promoted] = await tx
        .update(users)
        .set({ role: Roles.SuperAdmin, departmentId: null, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, existing.id))
        .returning();
      await audit(tx, actor, {
        action: 'user.add_admin',
        entityType: 'user',
        entityId: existing.id,
        before: { role: existing.role, departmentId: existing.departmentId, tokenVersion: existing.tokenVersion },
        after: { role: promoted.role, departmentId: null, tokenVersion: promoted.tokenVersion },
      });
      if (promoted.passwordHash && promoted.phone) {
        await app.mail.send(
          {
            to: promoted.email,
            subject: 'You are now an Admin of the Timeflyz Back Office',
            text:
              `Hello ${promoted.firstName.trim() || promoted.email},\n\nYou have been made an Admin of the Timeflyz Back ` +
              'Office. Please sign in again: as an Admin you confirm each sign-in with a PIN sent to your mobile number.\n',
          },
          { tx },
        );
      } else {
        await sendPasswordLink(app, tx, linkUserOf(promoted), 'invitation', actor);
      }
      return { admin: toAdmin(promoted), promoted: true };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(UsersMessages.create.emailTaken);
    throw error;
  }
}

