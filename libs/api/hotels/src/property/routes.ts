/**
 * POST /property/addNew (docs/areas/hotels.md, "Property listing"; SuperAdmin): sets the property ID and name of
 * each hotel listed (`[{ hotelId, propertyId, propertyName }]`, as /addProperty, /editProperty and
 * /missingPropertyID send them) in one transaction, with a `hotel.update` audit event per changed hotel. All or
 * nothing: 404 for an unknown hotel, 409 `HotelsMessages.hotel.propertyIdTaken` for a property ID held by
 * another hotel or given twice, 400 for a blank name. → `{ message: 'Changes Saved Successfully', data: { updated } }`.
 */
import { HotelsMessages, HotelsOperations } from '@backoffice/contracts';
import { Access, actorOf, badRequest, conflict, isUuid, notFound, routeOperation } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { setProperties } from './repository';

const propertyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(
    app,
    HotelsOperations.saveProperties,
    { config: { access: Access.superAdmin } },
    async (request) => {
      const rows = request.body.map((r) => ({ hotelId: r.hotelId, propertyId: r.propertyId.trim() || null, name: r.propertyName.trim() }));
      if (rows.some((r) => !r.name)) throw badRequest(HotelsMessages.hotel.nameRequired);
      if (rows.some((r) => !isUuid(r.hotelId))) throw notFound(HotelsMessages.hotel.notFound);
      const given = rows.flatMap((r) => (r.propertyId ? [r.propertyId.toLowerCase()] : []));
      if (new Set(given).size !== given.length) throw conflict(HotelsMessages.hotel.propertyIdTaken);
      const updated = await setProperties(app.db, rows, actorOf(request));
      return { message: HotelsMessages.missingPropertyId.saved, data: { updated } };
    },
  );
};

export default propertyRoutes;
