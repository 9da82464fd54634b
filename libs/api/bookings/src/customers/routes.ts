/**
 * Customer records and bans (docs/areas/bookings.md, "Customer records", "Bans"; SuperAdmin): under `/user`
 * GET /customer, GET /customer/{id}, POST /resetPassword and the public POST /resetPassword/confirm (the reset
 * link's page posts there, rate limited); under `/hotel` the ban calls.
 */
import {
  BanListResponseSchema,
  BlockAllBodySchema,
  BlockFromOwnerBodySchema,
  BlockInfoBodySchema,
  BlockListBodySchema,
  BlockSingleBodySchema,
  BookingsMessages,
  CustomerListQuerySchema,
  CustomerListResponseSchema,
  CustomerRecordSchema,
  IdParamsSchema,
  MessageResponseSchema,
  ResetPasswordBodySchema,
  ResetPasswordConfirmBodySchema,
} from '@backoffice/contracts';
import { DEFAULT_CUSTOMER_RESET_URL, actorOf, badRequest, type RateLimit } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SUPER_ADMIN } from '../common';

/** Reset confirmations per client address: 10 per 10 minutes. */
const CONFIRM_LIMIT: RateLimit = { max: 10, windowSeconds: 600 };

export const customerUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/customer',
    { config: { access: SUPER_ADMIN }, schema: { querystring: CustomerListQuerySchema, response: { 200: CustomerListResponseSchema } } },
    async (request) => app.customers.list(request.query),
  );

  app.get(
    '/customer/:id',
    { config: { access: SUPER_ADMIN }, schema: { params: IdParamsSchema, response: { 200: CustomerRecordSchema } } },
    async (request) => app.customers.record(request.params.id),
  );

  app.post(
    '/resetPassword',
    { config: { access: SUPER_ADMIN }, schema: { body: ResetPasswordBodySchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      const { token, to, name } = await app.customers.createReset(request.body.userId, request.body.email, actorOf(request));
      const link = `${app.config.bookings?.customerResetUrl ?? DEFAULT_CUSTOMER_RESET_URL}?token=${encodeURIComponent(token)}`;
      await app.mail.send({
        to,
        subject: 'Reset your password',
        text: `Hello ${name},\n\nWe received a request to reset your password. Open this link within the hour to choose a new one (it works once):\n\n${link}\n\nIf you did not ask for this, you can ignore this e-mail.`,
      });
      return { message: BookingsMessages.customer.passwordResetSent };
    },
  );

  app.post(
    '/resetPassword/confirm',
    { config: { access: 'public' }, schema: { body: ResetPasswordConfirmBodySchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await app.limiter.enforce(`reset-confirm:addr:${request.ip}`, CONFIRM_LIMIT);
      const done = await app.customers.completeReset(request.body.token, request.body.password, actorOf(request));
      if (!done) throw badRequest(BookingsMessages.customer.resetLinkInvalid);
      return { message: BookingsMessages.customer.passwordChanged };
    },
  );
};

export const banRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/blockList',
    { config: { access: SUPER_ADMIN }, schema: { body: BlockListBodySchema, response: { 200: BanListResponseSchema } } },
    async (request) => app.customers.banned(request.body.userId),
  );

  app.post(
    '/getblockInfo',
    { config: { access: SUPER_ADMIN }, schema: { body: BlockInfoBodySchema, response: { 200: BanListResponseSchema } } },
    async (request) => app.customers.info(request.body.userId, request.body.hotelId),
  );

  app.put(
    '/blockSingle',
    { config: { access: SUPER_ADMIN }, schema: { body: BlockSingleBodySchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      const hotelId = request.body.hotelId ?? request.body.hotel;
      if (!hotelId) throw badRequest(BookingsMessages.customer.hotelNotFound);
      await app.customers.setBan(request.body.blockUserId, { kind: 'one', hotelId }, request.body.ban, actorOf(request));
      return { message: request.body.ban ? BookingsMessages.customer.bannedOne : BookingsMessages.customer.unbannedOne };
    },
  );

  app.put(
    '/blockAll',
    { config: { access: SUPER_ADMIN }, schema: { body: BlockAllBodySchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await app.customers.setBan(request.body.blockUserId, { kind: 'all' }, request.body.ban, actorOf(request));
      return { message: request.body.ban ? BookingsMessages.customer.bannedAll : BookingsMessages.customer.unbannedAll };
    },
  );

  app.put(
    '/blockAllFromOwner',
    { config: { access: SUPER_ADMIN }, schema: { body: BlockFromOwnerBodySchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      const { blockUserId, hotelId, ban } = request.body;
      await app.customers.setBan(blockUserId, { kind: 'linked', hotelId }, ban, actorOf(request));
      return { message: ban ? BookingsMessages.customer.bannedLinked : BookingsMessages.customer.unbannedLinked };
    },
  );
};
