/**
 * Newsletter subscriptions (docs/areas/cms.md, "Calls"): GET /subscription/list (SuperAdmin, optional paging and
 * search) and the public site's POST /subscription {email} (no token, rate limited per address). Each route is
 * registered from its operation of libs/contracts/src/cms.ts (routeOperation).
 */
import { CmsMessages, CmsOperations as op, type Subscription } from '@backoffice/contracts';
import { Access, routeOperation } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { subscriptions } from '../cms.schema';
import { hitFormLimit, listOrPage } from './public-list';
import { subscribe } from './repository';

const toWire = (r: typeof subscriptions.$inferSelect): Omit<Subscription, 'user'> => ({
  _id: r.id,
  email: r.email,
  createdAt: r.createdAt.toISOString(),
});

const subscriptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.listSubscriptions, { config: { access: Access.superAdmin } }, async (request) =>
    listOrPage(app, subscriptions, [subscriptions.email], request.query, toWire),
  );

  routeOperation(
    app,
    op.subscribe,
    {
      config: { access: 'public' },
      // Every call counts, valid or not, before the body is checked.
      preValidation: async (request) => await hitFormLimit(app, request, 'subscription'),
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const isNew = await subscribe(app.db, email);
      return reply.status(isNew ? 201 : 200).send({ message: CmsMessages.subscription.subscribed });
    },
  );
};

export default subscriptionRoutes;
