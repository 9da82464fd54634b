/**
 * Coupons' calls under `/coupons` (docs/areas/pricing.md, "Coupons", "Calls"; SuperAdmin): the list, create,
 * one coupon, change, delete, and end now (ours: a coupon reservations used is ended, never deleted). Each route is
 * registered from its operation of libs/contracts/src/pricing.ts (routeOperation).
 */
import { PricingMessages, PricingOperations as op } from '@backoffice/contracts';
import { actorOf, routeOperation, superAdminRoute } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const couponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.listCoupons, superAdminRoute, async (request) => app.coupons.list(request.query));

  routeOperation(app, op.createCoupon, superAdminRoute, async (request, reply) =>
    reply.code(201).send({ message: PricingMessages.coupon.created, data: await app.coupons.create(request.body, actorOf(request)) }),
  );

  routeOperation(app, op.getCoupon, superAdminRoute, async (request) => ({ data: await app.coupons.get(request.params.id) }));

  routeOperation(app, op.updateCoupon, superAdminRoute, async (request) => ({
    message: PricingMessages.coupon.updated,
    data: await app.coupons.update(request.params.id, request.body, actorOf(request)),
  }));

  routeOperation(app, op.deleteCoupon, superAdminRoute, async (request) => {
    await app.coupons.remove(request.params.id, actorOf(request));
    return { message: PricingMessages.coupon.deleted };
  });

  routeOperation(app, op.endCoupon, superAdminRoute, async (request) => ({
    message: PricingMessages.coupon.ended,
    data: await app.coupons.end(request.params.id, actorOf(request)),
  }));
};
