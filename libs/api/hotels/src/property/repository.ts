/**
 * The property listing's write (docs/areas/hotels.md, "Property listing"): the property ID and name of several
 * hotels set in one transaction, with a `hotel.update` audit event per changed hotel. All or nothing.
 */
import { HotelsMessages } from '@backoffice/contracts';
import { audit, changedFields, conflict, notFound, type Actor, type Db } from '@backoffice/api-server';
import { hotels } from '@backoffice/api-server/schema';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';

/** One hotel's new property ID (trimmed; null to clear it) and name (trimmed, not blank). */
export interface PropertyRow {
  hotelId: string;
  propertyId: string | null;
  name: string;
}

/**
 * Sets each row's property ID and name and answers how many hotels changed. The caller has checked the rows
 * (uuids, names, no property ID given twice). Errors: 404 `HotelsMessages.hotel.notFound` for an unknown or
 * deleted hotel, 409 `HotelsMessages.hotel.propertyIdTaken` for a property ID held by a hotel not listed; then
 * nothing is written.
 */
export async function setProperties(db: Db, rows: readonly PropertyRow[], actor: Actor): Promise<number> {
  const given = rows.flatMap((r) => (r.propertyId ? [r.propertyId.toLowerCase()] : []));
  return db.transaction(async (tx) => {
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
}
