/**
 * Coupons' calls under `/coupons` (docs/areas/pricing.md, "Coupons", "Calls"; SuperAdmin): the list, create,
 * one coupon, change, delete, and end now (ours: a coupon reservations used is ended, never deleted).
 */
import {
  CouponBodySchema,
  CouponListQuerySchema,
  CouponListResponseSchema,
  CouponResponseSchema,
  CouponSavedResponseSchema,
  MessageResponseSchema,
  PricingMessages,
} from '@backoffice/contracts';
import { actorOf } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SUPER_ADMIN } from '../common';

const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

export const couponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { config: { access: SUPER_ADMIN }, schema: { querystring: CouponListQuerySchema, response: { 200: CouponListResponseSchema } } },
    async (request) => app.coupons.list(request.query),
  );

  app.post(
    '/',
    { config: { access: SUPER_ADMIN }, schema: { body: CouponBodySchema, response: { 201: CouponSavedResponseSchema } } },
    async (request, reply) => reply.code(201).send({ message: PricingMessages.coupon.created, data: await app.coupons.create(request.body, actorOf(request)) }),
  );

  app.get(
    '/:id',
    { config: { access: SUPER_ADMIN }, schema: { params: Params, response: { 200: CouponResponseSchema } } },
    async (request) => ({ data: await app.coupons.get(request.params.id) }),
  );

  app.put(
    '/:id',
    { config: { access: SUPER_ADMIN }, schema: { params: Params, body: CouponBodySchema, response: { 200: CouponSavedResponseSchema } } },
    async (request) => ({ message: PricingMessages.coupon.updated, data: await app.coupons.update(request.params.id, request.body, actorOf(request)) }),
  );

  app.delete(
    '/:id',
    { config: { access: SUPER_ADMIN }, schema: { params: Params, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await app.coupons.remove(request.params.id, actorOf(request));
      return { message: PricingMessages.coupon.deleted };
    },
  );

  app.post(
    '/:id/end',
    { config: { access: SUPER_ADMIN }, schema: { params: Params, noBody: true, response: { 200: CouponSavedResponseSchema } } },
    async (request) => ({ message: PricingMessages.coupon.ended, data: await app.coupons.end(request.params.id, actorOf(request)) }),
  );
};
