/**
 * `/archives` (docs/areas/pricing.md, "Archives"; SuperAdmin): the hotels that have availability snapshots, and a
 * hotel's snapshots, newest first, within a window of days (default the last 30), a page at a time.
 */
import { isUuid, notFound, rowsOf } from '@backoffice/api-server';
import { ArchiveHotelsResponseSchema, ArchiveParamsSchema, ArchiveSnapshotsResponseSchema, LogQuerySchema, PricingMessages } from '@backoffice/contracts';
import { hotels } from '@backoffice/api-server/schema';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { SUPER_ADMIN } from '../common';
import { logWindow } from '../logs/window';
import { availabilitySnapshots } from '../pricing.schema';

/** Snapshots per page unless `limit` says otherwise. */
export const ARCHIVE_PAGE_SIZE = 30;

export const archiveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/hotels', { config: { access: SUPER_ADMIN }, schema: { response: { 200: ArchiveHotelsResponseSchema } } }, async () => {
    const rows = rowsOf<{ id: string; name: string; snapshots: number }>(
      await app.db.execute(sql`
        select h.id, h.name, count(*)::int as snapshots
        from availability_snapshots s
        join hotels h on h.id = s.hotel_id
        where h.deleted_at is null
        group by h.id, h.name
        order by lower(h.name), h.id`),
    );
    return { data: rows.map((r) => ({ _id: r.id, hotelName: r.name, snapshots: Number(r.snapshots) })) };
  });

  app.get(
    '/:hotelId',
    { config: { access: SUPER_ADMIN }, schema: { params: ArchiveParamsSchema, querystring: LogQuerySchema, response: { 200: ArchiveSnapshotsResponseSchema } } },
    async (request) => {
      const { hotelId } = request.params;
      if (!isUuid(hotelId)) throw notFound(PricingMessages.archives.hotelNotFound);
      const w = logWindow(request.query, new Date(), ARCHIVE_PAGE_SIZE);
      const [hotel] = await app.db
        .select({ id: hotels.id })
        .from(hotels)
        .where(and(eq(hotels.id, hotelId), isNull(hotels.deletedAt)));
      if (!hotel) throw notFound(PricingMessages.archives.hotelNotFound);
      const where = and(eq(availabilitySnapshots.hotelId, hotelId), gte(availabilitySnapshots.day, w.from), lte(availabilitySnapshots.day, w.to));
      const [rows, [{ total }]] = await Promise.all([
        app.db.select().from(availabilitySnapshots).where(where).orderBy(desc(availabilitySnapshots.day)).limit(w.limit).offset(w.offset),
        app.db.select({ total: count() }).from(availabilitySnapshots).where(where),
      ]);
      return {
        data: rows.map((s) => ({ _id: s.id, name: s.name, day: s.day, currency: s.currency, takenAt: s.takenAt.toISOString(), availabilities: s.availabilities })),
        total: Number(total),
      };
    },
  );
};
