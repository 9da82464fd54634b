/**
 * Overnight pricing's calls under `/hotel` (docs/areas/pricing.md, "Pricing", "Calls"; SuperAdmin): the table
 * (GET /pricing), the modals' search (POST /querybyproperty), one hotel (POST /overNight) and a whole chain
 * (PUT /OvernightUpdateBytype). Percentages travel as fractions (value/100).
 *
 * POST /querybyproperty has two bodies: the pricing modals' `{ inputValue }` (a name, or chain ids) answering
 * pricing rows, and the Missing Property ID editor's `{ propertyId, limit }` answering HotelSearchItems. One path
 * is one route: both are served here. Each route is registered from its operation of libs/contracts/src/pricing.ts
 * (routeOperation; libs/api/README.md, "Operations defined once").
 */
import { PricingMessages, PricingOperations as op } from '@backoffice/contracts';
import { actorOf, routeOperation, superAdminRoute } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const pricingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.listPricing, superAdminRoute, async (request) => app.pricing.list(request.query));

  // The validator coerces a one-item array to a string (Fastify's `coerceTypes: 'array'`), which would turn a list
  // of one chain id into a name search: the body's kind is noted before validation and the list given back.
  const sentList = new WeakSet<object>();
  routeOperation(
    app,
    op.queryByProperty,
    {
      ...superAdminRoute,
      preValidation: async (request) => {
        if (Array.isArray((request.body as { inputValue?: unknown } | undefined)?.inputValue)) sentList.add(request);
      },
    },
    async (request) => {
      const body = request.body;
      if ('propertyId' in body) return { data: await app.pricing.queryByPropertyId(body.propertyId, body.limit) };
      const { inputValue } = body;
      return { data: await app.pricing.queryByProperty(sentList.has(request) && typeof inputValue === 'string' ? [inputValue] : inputValue) };
    },
  );

  routeOperation(app, op.setHotelOvernight, superAdminRoute, async (request) => ({
    message: PricingMessages.pricing.updated,
    data: { updated: await app.pricing.setHotel(request.body, actorOf(request)) },
  }));

  routeOperation(app, op.setChainOvernight, superAdminRoute, async (request) => ({
    message: PricingMessages.pricing.updated,
    data: { updated: await app.pricing.setChain(request.body, actorOf(request)) },
  }));
};
