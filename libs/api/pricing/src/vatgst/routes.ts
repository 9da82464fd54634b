/**
 * Country VAT/GST's calls under `/vatgst` (docs/areas/pricing.md, "Country VAT/GST", "Calls"; SuperAdmin): the
 * list (GET /all, also read by the reservation screens for currency symbols), add, edit, one country with its
 * versions, the country as it stood on a day (GET /{flag}?date=), and delete. Each route is registered from its
 * operation of libs/contracts/src/pricing.ts (routeOperation).
 */
import { PricingMessages, PricingOperations as op, isIsoDay, utcDay } from '@backoffice/contracts';
import { actorOf, badRequest, notFound, routeOperation, superAdminRoute } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const vatgstRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.listCountries, superAdminRoute, async () => ({ data: await app.vatgst.list() }));

  // An existing country is no error: the form says 'Data already exist.' (data false) with a 200.
  routeOperation(app, op.addCountry, superAdminRoute, async (request) => {
    const inserted = await app.vatgst.add(request.body, actorOf(request));
    return inserted ? { message: PricingMessages.country.inserted, data: true } : { message: PricingMessages.country.exists, data: false };
  });

  routeOperation(app, op.editCountry, superAdminRoute, async (request) => ({
    message: PricingMessages.country.updated,
    data: await app.vatgst.edit(request.body, actorOf(request)),
  }));

  routeOperation(app, op.getCountry, superAdminRoute, async (request) => ({ data: await app.vatgst.detail(request.body.vatgstId) }));

  routeOperation(app, op.deleteCountry, superAdminRoute, async (request) => ({
    message: PricingMessages.country.deleted,
    data: await app.vatgst.remove(request.body.vatId, actorOf(request)),
  }));

  routeOperation(app, op.getCountryAt, superAdminRoute, async (request) => {
    const date = request.query.date?.trim();
    if (date && !isIsoDay(date)) throw badRequest(PricingMessages.country.effectiveInvalid);
    const found = await app.vatgst.at(request.params.flag, date || utcDay(new Date()));
    if (!found) throw notFound(PricingMessages.country.notFound);
    return { data: found };
  });
};
