/**
 * The password links' calls (docs/areas/users.md, "Invitation"), under /user: the public GET /invitation and
 * POST /acceptInvitation that the console's /set-password page calls with a link's token (the token is the
 * credential; both are rate limited per address), and the SuperAdmin's POST /passwordLink/{id} (Reset Password of
 * the users list). Each route is registered from its operation of libs/contracts/src/users.ts (routeOperation).
 */
import { PASSWORD_MIN_LENGTH, UsersMessages, UsersOperations as op } from '@backoffice/contracts';
import { Access, actorOf, badRequest, notFound, routeOperation, type RateLimit } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendPasswordLink } from '../invitations';
import { linkUserById, liveLinkUser, needsMobile, redeemLink } from './repository';

/** Reads of a link per client address: 30 per 10 minutes (the page reads it once, maybe again on a reload). */
const READ_LIMIT: RateLimit = { max: 30, windowSeconds: 600 };
/** Redemptions per client address: 10 per 10 minutes (as the customers' reset confirmation). */
const ACCEPT_LIMIT: RateLimit = { max: 10, windowSeconds: 600 };

export const invitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.getInvitation, { config: { access: 'public' } }, async (request) => {
    await app.limiter.enforce(`invitation:read:${request.ip}`, READ_LIMIT);
    const user = await liveLinkUser(app.db, request.query.token);
    if (!user) throw badRequest(UsersMessages.invitation.invalid);
    return { email: user.email, needsMobile: needsMobile(user) };
  });

  routeOperation(app, op.acceptInvitation, { config: { access: 'public' } }, async (request) => {
    await app.limiter.enforce(`invitation:accept:${request.ip}`, ACCEPT_LIMIT);
    const { token, password, mobile } = request.body;
    if (password.length < PASSWORD_MIN_LENGTH) throw badRequest(UsersMessages.create.passwordInvalid);
    const passwordHash = await app.passwords.hash(password);
    const userId = await redeemLink(app.db, token, passwordHash, mobile, actorOf(request));
    if (!userId) throw badRequest(UsersMessages.invitation.invalid);
    // Its tokens were revoked with the new password: its open sessions end too (session_ended).
    await app.endSessions(userId);
    return { message: UsersMessages.invitation.accepted };
  });

  routeOperation(app, op.sendPasswordLink, { config: { access: Access.superAdmin } }, async (request) => {
    const user = await linkUserById(app.db, request.params.id);
    if (!user) throw notFound(UsersMessages.account.notFound);
    await app.db.transaction((tx) => sendPasswordLink(app, tx, user, 'reset', actorOf(request)));
    return { message: UsersMessages.account.resetSent };
  });
};
