/**
 * Country VAT/GST's calls under `/vatgst` (docs/areas/pricing.md, "Country VAT/GST", "Calls"; SuperAdmin): the
 * list (GET /all, also read by the reservation screens for currency symbols), add, edit, one country with its
 * versions, the country as it stood on a day (GET /{flag}?date=), and delete.
 */
import {
  AddVatBodySchema,
  AddVatResponseSchema,
  DeleteVatBodySchema,
  DeleteVatResponseSchema,
  EditVatBodySchema,
  EditVatResponseSchema,
  PricingMessages,
  VatAtResponseSchema,
  VatByFlagParamsSchema,
  VatByFlagQuerySchema,
  VatByIdBodySchema,
  VatDetailResponseSchema,
  VatListResponseSchema,
  isIsoDay,
  utcDay,
} from '@backoffice/contracts';
import { actorOf, badRequest, notFound } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SUPER_ADMIN } from '../common';

export const vatgstRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/all', { config: { access: SUPER_ADMIN }, schema: { response: { 200: VatListResponseSchema } } }, async () => ({ data: await app.vatgst.list() }));

  // An existing country is no error: the form says 'Data already exist.' (data false) with a 200.
  app.post(
    '/addvat',
    { config: { access: SUPER_ADMIN }, schema: { body: AddVatBodySchema, response: { 200: AddVatResponseSchema } } },
    async (request) => {
      const inserted = await app.vatgst.add(request.body, actorOf(request));
      return inserted ? { message: PricingMessages.country.inserted, data: true } : { message: PricingMessages.country.exists, data: false };
    },
  );

  app.post(
    '/editvat',
    { config: { access: SUPER_ADMIN }, schema: { body: EditVatBodySchema, response: { 200: EditVatResponseSchema } } },
    async (request) => ({ message: PricingMessages.country.updated, data: await app.vatgst.edit(request.body, actorOf(request)) }),
  );

  app.post(
    '/getBannerById',
    { config: { access: SUPER_ADMIN }, schema: { body: VatByIdBodySchema, response: { 200: VatDetailResponseSchema } } },
    async (request) => ({ data: await app.vatgst.detail(request.body.vatgstId) }),
  );

  app.post(
    '/deletevatgst',
    { config: { access: SUPER_ADMIN }, schema: { body: DeleteVatBodySchema, response: { 200: DeleteVatResponseSchema } } },
    async (request) => ({ message: PricingMessages.country.deleted, data: await app.vatgst.remove(request.body.vatId, actorOf(request)) }),
  );

  app.get(
    '/:flag',
    { config: { access: SUPER_ADMIN }, schema: { params: VatByFlagParamsSchema, querystring: VatByFlagQuerySchema, response: { 200: VatAtResponseSchema } } },
    async (request) => {
      const date = request.query.date?.trim();
      if (date && !isIsoDay(date)) throw badRequest(PricingMessages.country.effectiveInvalid);
      const found = await app.vatgst.at(request.params.flag, date || utcDay(new Date()));
      if (!found) throw notFound(PricingMessages.country.notFound);
      return { data: found };
    },
  );
};
