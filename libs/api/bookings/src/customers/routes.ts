/**
 * Customer records and bans (docs/areas/bookings.md, "Customer records", "Bans"; SuperAdmin): under `/user`
 * GET /customer, GET /customer/{id}, POST /resetPassword and the public POST /resetPassword/confirm (the reset
 * link's page posts there, rate limited); under `/hotel` the ban calls. Each route is registered from its operation
 * of libs/contracts/src/bookings.ts (routeOperation).
 */
import { BookingsOperations as op, BookingsMessages } from '@backoffice/contracts';
import { actorOf, badRequest, DEFAULT_LINKS, routeOperation, superAdminRoute, type RateLimit } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Reset confirmations per client address: 10 per 10 minutes. */
const CONFIRM_LIMIT: RateLimit = { max: 10, windowSeconds: 600 };

export const customerUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.listCustomers, superAdminRoute, async (request) => app.customers.list(request.query));

  routeOperation(app, op.getCustomerRecord, superAdminRoute, async (request) => app.customers.record(request.params.id));

  routeOperation(app, op.resetGuestPassword, superAdminRoute, async (request) => {
    const { token, to, name } = await app.customers.createReset(request.body.userId, request.body.email, actorOf(request));
    const link = `${(app.config.links ?? DEFAULT_LINKS).customerResetUrl}?token=${encodeURIComponent(token)}`;
    await app.mail.send({
      to,
      subject: 'Reset your password',
      text: `Hello ${name},\n\nWe received a request to reset your password. Open this link within the hour to choose a new one (it works once):\n\n${link}\n\nIf you did not ask for this, you can ignore this e-mail.`,
    });
    return { message: BookingsMessages.customer.passwordResetSent };
  });

  routeOperation(app, op.confirmPasswordReset, { config: { access: 'public' } }, async (request) => {
    await app.limiter.enforce(`reset-confirm:addr:${request.ip}`, CONFIRM_LIMIT);
    const done = await app.customers.completeReset(request.body.token, request.body.password, actorOf(request));
    if (!done) throw badRequest(BookingsMessages.customer.resetLinkInvalid);
    return { message: BookingsMessages.customer.passwordChanged };
  });
};

export const banRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.getBannedProperties, superAdminRoute, async (request) => app.customers.banned(request.body.userId));

  routeOperation(app, op.getBanInfo, superAdminRoute, async (request) => app.customers.info(request.body.userId, request.body.hotelId));

  routeOperation(app, op.banOne, superAdminRoute, async (request) => {
    const hotelId = request.body.hotelId ?? request.body.hotel;
    if (!hotelId) throw badRequest(BookingsMessages.customer.hotelNotFound);
    await app.customers.setBan(request.body.blockUserId, { kind: 'one', hotelId }, request.body.ban, actorOf(request));
    return { message: request.body.ban ? BookingsMessages.customer.bannedOne : BookingsMessages.customer.unbannedOne };
  });

  routeOperation(app, op.banAll, superAdminRoute, async (request) => {
    await app.customers.setBan(request.body.blockUserId, { kind: 'all' }, request.body.ban, actorOf(request));
    return { message: request.body.ban ? BookingsMessages.customer.bannedAll : BookingsMessages.customer.unbannedAll };
  });

  routeOperation(app, op.banLinked, superAdminRoute, async (request) => {
    const { blockUserId, hotelId, ban } = request.body;
    await app.customers.setBan(blockUserId, { kind: 'linked', hotelId }, ban, actorOf(request));
    return { message: ban ? BookingsMessages.customer.bannedLinked : BookingsMessages.customer.unbannedLinked };
  });
};
