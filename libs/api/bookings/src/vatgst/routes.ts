/**
 * GET /vatgst/all (SuperAdmin): the countries with their VAT/GST and currency, as far as reservations need them
 * (currency symbols; docs/areas/bookings.md, "Money"). The rates issue adds the country screens and writes.
 */
import { VatListResponseSchema } from '@backoffice/contracts';
import { vatgst } from '@backoffice/api-server/schema';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';
import { SUPER_ADMIN } from '../common';

const vatgstRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/all', { config: { access: SUPER_ADMIN }, schema: { response: { 200: VatListResponseSchema } } }, async () => {
    const rows = await app.db.select().from(vatgst).where(eq(vatgst.isDeleted, false)).orderBy(asc(vatgst.countryname));
    return {
      data: rows.map((r) => ({
        _id: r.id,
        countryname: r.countryname,
        countryflag: r.countryflag,
        currencyFor: r.currencyFor,
        shortName: r.shortName,
        currencyFullName: r.currencyFullName,
        exchangeRate: r.exchangeRate,
        vat: r.vat,
        isDeleted: r.isDeleted,
      })),
    };
  });
};

export default vatgstRoutes;
