/**
 * Newsletter subscriptions (docs/areas/cms.md, "Calls"): GET /subscription/list (SuperAdmin, optional paging and
 * search) and the public site's POST /subscription {email} (no token, rate limited per address).
 */
import {
  CmsListQuerySchema,
  CmsMessages,
  PublicCreateResponseSchema,
  SubscribeBodySchema,
  SubscriptionListResponseSchema,
  SubscriptionPageResponseSchema,
  type Subscription,
} from '@backoffice/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { subscriptions } from '../cms.schema';
import { SUPER_ADMIN } from '../common';
import { hitFormLimit, listOrPage } from './public-list';

const toWire = (r: typeof subscriptions.$inferSelect): Omit<Subscription, 'user'> => ({
  _id: r.id,
  email: r.email,
  createdAt: r.createdAt.toISOString(),
});

const subscriptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/list',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        querystring: CmsListQuerySchema,
        response: { 200: Type.Union([SubscriptionListResponseSchema, SubscriptionPageResponseSchema]) },
      },
    },
    async (request) => listOrPage(app, subscriptions, [subscriptions.email], request.query, toWire),
  );

  app.post(
    '/',
    {
      config: { access: 'public' },
      // Every call counts, valid or not, before the body is checked.
      preValidation: async (request) => await hitFormLimit(app, request, 'subscription'),
      schema: {
        body: SubscribeBodySchema,
        response: { 200: PublicCreateResponseSchema, 201: PublicCreateResponseSchema },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const inserted = await app.db
        .insert(subscriptions)
        .values({ email })
        .onConflictDoNothing({ target: subscriptions.email })
        .returning({ id: subscriptions.id });
      return reply.status(inserted.length ? 201 : 200).send({ message: CmsMessages.subscription.subscribed });
    },
  );
};

export default subscriptionRoutes;
