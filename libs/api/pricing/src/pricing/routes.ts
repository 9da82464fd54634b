/**
 * Overnight pricing's calls under `/hotel` (docs/areas/pricing.md, "Pricing", "Calls"; SuperAdmin): the table
 * (GET /pricing), the modals' search (POST /querybyproperty), one hotel (POST /overNight) and a whole chain
 * (PUT /OvernightUpdateBytype). Percentages travel as fractions (value/100).
 *
 * POST /querybyproperty has two bodies: the pricing modals' `{ inputValue }` (a name, or chain ids) answering
 * pricing rows, and the Missing Property ID editor's `{ propertyId, limit }` answering HotelSearchItems. One path
 * is one route: both are served here.
 */
import {
  ChainOvernightBodySchema,
  HotelOvernightBodySchema,
  HotelQueryByPropertyBodySchema,
  HotelQueryResponseSchema,
  OvernightUpdatedResponseSchema,
  PricingListQuerySchema,
  PricingListResponseSchema,
  PricingMessages,
  QueryByPropertyBodySchema,
  QueryByPropertyResponseSchema,
} from '@backoffice/contracts';
import { actorOf } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SUPER_ADMIN } from '../common';

export const pricingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pricing',
    { config: { access: SUPER_ADMIN }, schema: { querystring: PricingListQuerySchema, response: { 200: PricingListResponseSchema } } },
    async (request) => app.pricing.list(request.query),
  );

  // The validator coerces a one-item array to a string (Fastify's `coerceTypes: 'array'`), which would turn a list
  // of one chain id into a name search: the body's kind is noted before validation and the list given back.
  const sentList = new WeakSet<object>();
  app.post(
    '/querybyproperty',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        body: Type.Union([QueryByPropertyBodySchema, HotelQueryByPropertyBodySchema]),
        response: { 200: Type.Union([QueryByPropertyResponseSchema, HotelQueryResponseSchema]) },
      },
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

  app.post(
    '/overNight',
    { config: { access: SUPER_ADMIN }, schema: { body: HotelOvernightBodySchema, response: { 200: OvernightUpdatedResponseSchema } } },
    async (request) => ({ message: PricingMessages.pricing.updated, data: { updated: await app.pricing.setHotel(request.body, actorOf(request)) } }),
  );

  app.put(
    '/OvernightUpdateBytype',
    { config: { access: SUPER_ADMIN }, schema: { body: ChainOvernightBodySchema, response: { 200: OvernightUpdatedResponseSchema } } },
    async (request) => ({ message: PricingMessages.pricing.updated, data: { updated: await app.pricing.setChain(request.body, actorOf(request)) } }),
  );
};
