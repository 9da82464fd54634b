/**
 * `/archives` (docs/areas/pricing.md, "Archives"; SuperAdmin): the hotels that have availability snapshots, and a
 * hotel's snapshots, newest first, within a window of days (default the last 30), a page at a time.
 */
import { isUuid, notFound, rowsOf } from '@backoffice/api-server';
import { ArchiveHotelsResponseSchema, ArchiveParamsSchema, ArchiveSnapshotsResponseSchema, LogQuerySchema, PricingMessages } from '@backoffice/contracts';
import { hotels } from '@backoffice/api-server/schema';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { SUPER_ADMIN } from '../common';
import { snapshotCounts } from './snapshot-counts';
import { logWindow } from '../logs/window';
import { availabilitySnapshots } from '../pricing.schema';

/** Snapshots per page unless `limit` says otherwise. */
export const ARCHIVE_PAGE_SIZE = 30;

export const archiveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/hotels', { config: { access: SUPER_ADMIN }, schema: { response: { 200: ArchiveHotelsResponseSchema } } }, async () => {
    // A row per hotel of the snapshot counters, never the snapshots (docs/api-database.md, "Which index a list reads").
    const rows = rowsOf<{ id: string; name: string; snapshots: number }>(
      await app.db.execute(sql`
        select h.id, h.name, c.n::int as snapshots
        from ${snapshotCounts} c
        join hotels h on h.id = c.hotel_id
        where h.deleted_at is null and c.n > 0
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
      // A hotel has at most one snapshot a day: the total reads at most the window's days of its index. A later
      // page reads the total first, then the page from the end nearer to it (docs/api-database.md, "Which index a
      // list reads").
      const read = (reversed: boolean, limit: number, offset: number) =>
        app.db
          .select()
          .from(availabilitySnapshots)
          .where(where)
          .orderBy(reversed ? asc(availabilitySnapshots.day) : desc(availabilitySnapshots.day))
          .limit(limit)
          .offset(offset);
      const totalOf = async () => Number((await app.db.select({ total: count() }).from(availabilitySnapshots).where(where))[0].total);
      let rows: Awaited<ReturnType<typeof read>>;
      let total: number;
      if (w.offset === 0) [rows, total] = await Promise.all([read(false, w.limit, 0), totalOf()]);
      else {
        total = await totalOf();
        if (w.offset >= total) rows = [];
        else if (total - w.offset - w.limit < w.offset) rows = (await read(true, Math.min(w.limit, total - w.offset), Math.max(0, total - w.offset - w.limit))).reverse();
        else rows = await read(false, w.limit, w.offset);
      }
      return {
        data: rows.map((s) => ({ _id: s.id, name: s.name, day: s.day, currency: s.currency, takenAt: s.takenAt.toISOString(), availabilities: s.availabilities })),
        total,
      };
    },
  );
};
