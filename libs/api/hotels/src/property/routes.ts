/**
 * POST /property/addNew (docs/areas/hotels.md, "Property listing"; SuperAdmin): sets the property ID and name of
 * each hotel listed (`[{ hotelId, propertyId, propertyName }]`, as /addProperty, /editProperty and
 * /missingPropertyID send them) in one transaction, with a `hotel.update` audit event per changed hotel. All or
 * nothing: 404 for an unknown hotel, 409 `HotelsMessages.hotel.propertyIdTaken` for a property ID held by
 * another hotel or given twice, 400 for a blank name. → `{ message: 'Changes Saved Successfully', data: { updated } }`.
 */
import {
  HotelsMessages,
  PropertyAddNewBodySchema,
  PropertyAddNewResponseSchema,
} from '@backoffice/contracts';
import { actorOf, audit, badRequest, changedFields, conflict, isUuid, notFound } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { SUPER_ADMIN } from '../common';
import { hotels } from '@backoffice/api-server/schema';

const propertyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/addNew',
    {
      config: { access: SUPER_ADMIN },
      schema: { body: PropertyAddNewBodySchema, response: { 200: PropertyAddNewResponseSchema } },
    },
    async (request) => {
      const rows = request.body.map((r) => ({ hotelId: r.hotelId, propertyId: r.propertyId.trim() || null, name: r.propertyName.trim() }));
      if (rows.some((r) => !r.name)) throw badRequest(HotelsMessages.hotel.nameRequired);
      if (rows.some((r) => !isUuid(r.hotelId))) throw notFound(HotelsMessages.hotel.notFound);
      const given = rows.flatMap((r) => (r.propertyId ? [r.propertyId.toLowerCase()] : []));
      if (new Set(given).size !== given.length) throw conflict(HotelsMessages.hotel.propertyIdTaken);
      const actor = actorOf(request);
      const updated = await app.db.transaction(async (tx) => {
        const ids = [...new Set(rows.map((r) => r.hotelId))];
        const found = await tx
          .select()
          .from(hotels)
          .where(and(inArray(hotels.id, ids), isNull(hotels.deletedAt)))
          .for('update');
        if (found.length !== ids.length) throw notFound(HotelsMessages.hotel.notFound);
        if (given.length) {
          const holders = await tx
            .select({ id: hotels.id })
            .from(hotels)
            .where(and(isNull(hotels.deletedAt), sql`lower(${hotels.propertyId}) in ${given}`));
          if (holders.some((h) => !ids.includes(h.id))) throw conflict(HotelsMessages.hotel.propertyIdTaken);
          // Swapping IDs between listed hotels: clear them first so the unique index never sees a duplicate.
          await tx.update(hotels).set({ propertyId: null }).where(inArray(hotels.id, ids));
        }
        let changed = 0;
        for (const r of rows) {
          const old = found.find((h) => h.id === r.hotelId);
          if (!old) continue;
          await tx.update(hotels).set({ propertyId: r.propertyId, name: r.name, updatedAt: new Date() }).where(eq(hotels.id, r.hotelId));
          const diff = changedFields({ propertyId: old.propertyId ?? '', name: old.name }, { propertyId: r.propertyId ?? '', name: r.name });
          if (Object.keys(diff.after).length === 0) continue;
          changed += 1;
          await audit(tx, actor, { action: 'hotel.update', entityType: 'hotel', entityId: r.hotelId, ...diff });
        }
        return changed;
      });
      return { message: HotelsMessages.missingPropertyId.saved, data: { updated } };
    },
  );
};

export default propertyRoutes;
