/**
 * The password link (docs/areas/users.md, "Invitation"): a single-use link, e-mailed, through which a user sets a
 * password: `invitation` for a new account (Add Admin, the upload, a console user made Admin without a mobile
 * number), `reset` for Reset Password. Shared by Add Admin, role management and the upload; the page that redeems a
 * console user's link calls GET /user/invitation and POST /user/acceptInvitation (invitations/routes.ts).
 */
import { PASSWORD_RESET_TTL_MINUTES, Roles, USER_INVITE_DAYS } from '@backoffice/contracts';
import {
  auditMany,
  DEFAULT_LINKS,
  linkPurposeFor,
  newPasswordLinkToken,
  passwordLinkHash,
  type Actor,
  type Tx,
} from '@backoffice/api-server';
import { passwordResets, users } from '@backoffice/api-server/schema';
import { and, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** The user a password link is for. */
export interface LinkUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'Employee' | 'Department' | 'SuperAdmin' | null;
  userType: 'ADMIN' | 'APP' | 'EMPLOYEE' | null;
  accessLevel: string | null;
}

/** The columns of `users` that make a {@link LinkUser}, for a select (or the first columns of a wider one). */
export const linkUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  userType: users.userType,
  accessLevel: users.accessLevel,
};

/** The {@link LinkUser} of a wider user row (a stored `users` row): only the fields of {@link linkUserColumns}. */
export function linkUserOf(row: LinkUser): LinkUser {
  const { id, email, firstName, lastName, role, userType, accessLevel } = row;
  return { id, email, firstName, lastName, role, userType, accessLevel };
}

/**
 * The page a user's link opens (it adds `?token=`): the console's own /set-password for console users (a role),
 * the customer app's reset page for customers (userType APP), the hotel admin's set-password page for hotel
 * accounts (no role).
 */
export function passwordLinkPage(app: FastifyInstance, user: Pick<LinkUser, 'role' | 'userType'>): string {
  const links = app.config.links ?? DEFAULT_LINKS;
  if (user.role) return `${links.consoleUrl}/set-password`;
  if (user.userType === 'APP') return links.customerResetUrl;
  return links.managerInviteUrl;
}

/** The e-mail of a link: subject and text. */
function linkMail(user: LinkUser, kind: 'invitation' | 'reset', link: string): { subject: string; text: string } {
  const hello = `Hello ${user.firstName.trim() || user.email},`;
  if (kind === 'reset') {
    return {
      subject: 'Reset your password',
      text:
        `${hello}\n\nAn administrator has sent you a link to set a new password. Open it within ` +
        `${PASSWORD_RESET_TTL_MINUTES} minutes (it works once):\n\n${link}\n\n` +
        'If you did not expect this e-mail, you can ignore it: your password stays as it is.\n',
    };
  }
  if (user.role === Roles.SuperAdmin) {
    return {
      subject: 'You are invited as an Admin of the Timeflyz Back Office',
      text:
        `${hello}\n\nYou have been made an Admin of the Timeflyz Back Office. Open this link within ` +
        `${USER_INVITE_DAYS} days to set your password and the mobile number your sign-in PIN is sent to ` +
        `(it works once):\n\n${link}\n`,
    };
  }
  return {
    subject: 'Your Timeflyz account is ready',
    text:
      `${hello}\n\nAn account has been created for you (${user.email}). Open this link within ${USER_INVITE_DAYS} ` +
      `days to set your password (it works once):\n\n${link}\n`,
  };
}

/**
 * Stores a single-use password link for `user` in `tx` (the user's earlier unused links stop working) and queues
 * its e-mail in `tx`: `invitation` for a new account (valid USER_INVITE_DAYS; an Admin's page also asks a mobile
 * number), `reset` for Reset Password (valid PASSWORD_RESET_TTL_MINUTES). The link points at the page of
 * {@link passwordLinkPage}; a customer's mail goes to their contact address when they have one. Records
 * `user.invited` or `user.password_reset_sent` (the address and the link's end, never the token). Only `tx` inside.
 */
export async function sendPasswordLink(
  app: FastifyInstance,
  tx: Tx,
  user: LinkUser,
  kind: 'invitation' | 'reset',
  actor: Actor,
): Promise<void> {
  await sendPasswordLinks(app, tx, [user], kind, actor);
}

/**
 * {@link sendPasswordLink} for many users at once (the upload: docs/areas/users.md, "Upload"), in a few statements
 * whatever their number: one update and one insert of password_resets, one lookup of customers' contact addresses,
 * the mails queued one by one through `app.mail.send` (in `tx`), one insert of the audit events. The users must be
 * distinct. Only `tx` inside.
 */
export async function sendPasswordLinks(
  app: FastifyInstance,
  tx: Tx,
  list: readonly LinkUser[],
  kind: 'invitation' | 'reset',
  actor: Actor,
): Promise<void> {
  if (!list.length) return;
  const now = new Date();
  const expiresAt = new Date(
    now.getTime() + (kind === 'invitation' ? USER_INVITE_DAYS * 86_400_000 : PASSWORD_RESET_TTL_MINUTES * 60_000),
  );
  const ids = list.map((u) => u.id);
  const tokens = list.map(() => newPasswordLinkToken());
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(inArray(passwordResets.userId, ids), isNull(passwordResets.usedAt)));
  // Each link's purpose is its page's (docs/api-database.md, "Single-use links"): only that page's call redeems it.
  await tx
    .insert(passwordResets)
    .values(list.map((u, i) => ({ userId: u.id, purpose: linkPurposeFor(u, kind), tokenHash: passwordLinkHash(tokens[i]), expiresAt })));
  const customers = list.filter((u) => u.userType === 'APP' && !u.role).map((u) => u.id);
  const contact = new Map<string, string | null>();
  if (customers.length) {
    const rows = await tx.select({ id: users.id, contactEmail: users.contactEmail }).from(users).where(inArray(users.id, customers));
    for (const r of rows) contact.set(r.id, r.contactEmail);
  }
  const sentTo: string[] = [];
  for (const [i, user] of list.entries()) {
    const to = (contact.has(user.id) && contact.get(user.id)?.trim()) || user.email;
    const link = `${passwordLinkPage(app, user)}?token=${encodeURIComponent(tokens[i])}`;
    await app.mail.send({ to, ...linkMail(user, kind, link) }, { tx });
    sentTo.push(to);
  }
  await auditMany(
    tx,
    actor,
    list.map((user, i) => ({
      action: kind === 'invitation' ? 'user.invited' : 'user.password_reset_sent',
      entityType: 'user' as const,
      entityId: user.id,
      before: null,
      after: { email: sentTo[i], expiresAt: expiresAt.toISOString() },
    })),
  );
}
