import type { Actor, Tx } from '@backoffice/api-server';
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

/**
 * STUB (the invitations helper replaces the body): stores a single-use password link for `user` in `tx` (earlier
 * unused links of the user are voided) and queues its e-mail in `tx`: `invitation` for a new account (valid
 * USER_INVITE_DAYS; an Admin's page also asks a mobile number), `reset` for Reset Password. The link points at the
 * console's /set-password page for console users, the customer app's reset page for customers and the hotel admin's
 * set-password page for hotel accounts. Records `user.invited` or `user.password_reset_sent`.
 */
export async function sendPasswordLink(
  _app: FastifyInstance,
  _tx: Tx,
  _user: LinkUser,
  _kind: 'invitation' | 'reset',
  _actor: Actor,
): Promise<void> {
  throw new Error('sendPasswordLink: not built yet');
}
