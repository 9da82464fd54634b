/**
 * The hotels area's bulk action (docs/areas/hotels.md, "Bulk actions"; the runner: docs/areas/platform.md, "Bulk
 * runs"): `hotels.setStatus` sets the status (`params.status`: Pending, Live or Inactive) of the selected hotels, or of
 * every hotel the Property Listing shows for a URL query, through the very method the one-by-one status change uses
 * (`app.hotels.update` with the status alone, as PUT /hotel/update with `{ id, isActive }`): the hotel locked, the
 * `hotel.status` audit event with the before and after. A hotel already in that status is skipped, so a second run
 * changes nothing.
 */
import { BULK_RUN_MAX_ITEMS, BulkMessages, HOTEL_SORT_FIELDS, HOTEL_STATUSES, HotelsMessages, type HotelListQuery, type HotelSortField, type HotelStatus } from '@backoffice/contracts';
import { badRequest, isUuid, type Actor, type BulkActionDefinition, type BulkItemRef, type BulkSelection } from '@backoffice/api-server';
import { hotels } from '@backoffice/api-server/schema';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { listHotels } from '../listing/listing';

/** Ours: the reasons and answers of `hotels.setStatus` (the run's report and the start's answer). */
export const HotelsBulkMessages = {
  /** Skipped: the hotel has that status already. */
  already: (status: string) => `Already ${status}`,
  /** Done. */
  changed: (from: string, to: string) => `${from} → ${to}`,
  /** 400: a scope key the Property Listing does not read, or a value it does not accept. */
  scopeInvalid: (key: string) => `The property listing has no filter “${key}” with that value.`,
} as const;

/** `params.status` when it is a hotel status. @throws HttpError 400 `HotelsMessages.hotel.statusInvalid` otherwise. */
export function targetStatus(params: Readonly<Record<string, string>>): HotelStatus {
  const extra = Object.keys(params).filter((k) => k !== 'status');
  if (extra.length) throw badRequest(BulkMessages.badParams);
  const status = params.status;
  if (!(HOTEL_STATUSES as readonly string[]).includes(status)) throw badRequest(HotelsMessages.hotel.statusInvalid);
  return status as HotelStatus;
}

/**
 * The listing's filters of a Property Listing URL query (`?search=&commissionID=&status=`, plus `missingPropertyId`,
 * `sort`, `order`); `page` and `limit` are ignored (a run takes every match). Note `status` here filters the list;
 * the status to set is `params.status`.
 * @throws HttpError 400 `HotelsBulkMessages.scopeInvalid` for a key or a value the listing does not know.
 */
export function hotelScopeQuery(scope: Readonly<Record<string, string>>): Omit<HotelListQuery, 'page' | 'limit'> {
  const q: Omit<HotelListQuery, 'page' | 'limit'> = {};
  for (const [key, value] of Object.entries(scope)) {
    if (key === 'page' || key === 'limit' || value === '') continue;
    if (key === 'search') q.search = value;
    else if (key === 'commissionID') q.commissionID = value;
    else if (key === 'status' && (HOTEL_STATUSES as readonly string[]).includes(value)) q.status = value as HotelStatus;
    else if (key === 'missingPropertyId' && (value === '1' || value === 'true')) q.missingPropertyId = true;
    else if (key === 'sort' && (HOTEL_SORT_FIELDS as readonly string[]).includes(value)) q.sort = value as HotelSortField;
    else if (key === 'order' && (value === 'asc' || value === 'desc')) q.order = value;
    else throw badRequest(HotelsBulkMessages.scopeInvalid(key));
  }
  return q;
}

/** The run's title: the status to set and what it runs on ("Live, 3 selected hotels", "Inactive, hotels: Pending"). */
function titleOf(status: HotelStatus, q: Omit<HotelListQuery, 'page' | 'limit'> | null, count: number): string {
  if (!q) return `${status}, ${count} selected ${count === 1 ? 'hotel' : 'hotels'}`;
  const parts = [q.status, q.missingPropertyId ? 'no property ID' : undefined, q.search ? `“${q.search}”` : undefined, q.commissionID ? 'one chain' : undefined];
  const said = parts.filter(Boolean).join(', ');
  return `${status}, ${said ? `hotels: ${said}` : 'all hotels'}`;
}

/**
 * The hotels of a selection (`ids`: in the given order, duplicates once; an id that names no hotel stays, named by
 * its id, and is skipped when worked) or of a Property Listing filter (`scope`: the listing's own query and order,
 * deleted hotels never, at most BULK_RUN_MAX_ITEMS + 1 so that the runner can refuse too many).
 * @throws HttpError 400 (`params.status` missing or not a status; a scope the listing does not know).
 */
async function resolveHotels(app: FastifyInstance, selection: BulkSelection): Promise<{ title: string; items: BulkItemRef[] }> {
  const status = targetStatus(selection.params);
  if (selection.scope) {
    const q = hotelScopeQuery(selection.scope);
    const { data } = await listHotels(app.db, { ...q, page: 1, limit: BULK_RUN_MAX_ITEMS + 1 }, null);
    return { title: titleOf(status, q, data.length), items: data.map((h) => ({ id: h._id, record: { type: 'hotel', id: h._id, name: h.name } })) };
  }
  const ids = [...new Set(selection.ids ?? [])];
  const known = ids.filter(isUuid);
  const rows = known.length
    ? await app.db.select({ id: hotels.id, name: hotels.name }).from(hotels).where(and(inArray(hotels.id, known), isNull(hotels.deletedAt)))
    : [];
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return { title: titleOf(status, null, ids.length), items: ids.map((id) => ({ id, record: { type: 'hotel', id, name: names.get(id) ?? id } })) };
}

/** `hotels.setStatus`, for `app.bulk.define` (index.ts). */
export function hotelsBulkActions(app: FastifyInstance): BulkActionDefinition[] {
  return [
    {
      action: 'hotels.setStatus',
      resolve: (selection) => resolveHotels(app, selection),
      /**
       * Sets the hotel's status as the one-by-one change does (`app.hotels.update(id, { status })`: audited
       * `hotel.status`). Already in that status: skipped; no such hotel (or deleted): skipped.
       * @throws HttpError 400 `HotelsMessages.hotel.statusInvalid` for a bad `params.status`.
       */
      async runItem(id: string, params, actor: Actor) {
        const status = targetStatus(params);
        const [hotel] = isUuid(id)
          ? await app.db.select({ status: hotels.status }).from(hotels).where(and(eq(hotels.id, id), isNull(hotels.deletedAt)))
          : [];
        if (!hotel) return { outcome: 'skipped', message: BulkMessages.recordGone };
        if (hotel.status === status) return { outcome: 'skipped', message: HotelsBulkMessages.already(status) };
        const updated = await app.hotels.update(id, { status }, actor);
        if (!updated) return { outcome: 'skipped', message: BulkMessages.recordGone };
        return { outcome: 'done', message: HotelsBulkMessages.changed(hotel.status, status) };
      },
    },
  ];
}
