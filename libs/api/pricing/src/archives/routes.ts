/**
 * `/archives` (docs/areas/pricing.md, "Archives"; SuperAdmin): the hotels that have availability snapshots, and a
 * hotel's snapshots, newest first, within a window of days (default the last 30), a page at a time. The reads are
 * repository.ts's; each route is registered from its operation of libs/contracts/src/pricing.ts (routeOperation).
 */
import { isUuid, notFound, routeOperation, superAdminRoute } from '@backoffice/api-server';
import { PricingMessages, PricingOperations as op } from '@backoffice/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { logWindow } from '../logs/window';
import { archivedHotels, hotelExists, snapshotPage } from './repository';

/** Snapshots per page unless `limit` says otherwise. */
export const ARCHIVE_PAGE_SIZE = 30;

export const archiveRoutes: FastifyPluginAsyncTypebox = async (app) => {

  routeOperation(app, op.listArchiveHotels, superAdminRoute, async () => {
    const rows = await archivedHotels(app.db);
    return { data: rows.map((r) => ({ _id: r.id, hotelName: r.name, snapshots: r.snapshots })) };
  });

  routeOperation(app, op.listArchiveSnapshots, superAdminRoute, async (request) => {
    const { hotelId } = request.params;
    if (!isUuid(hotelId)) throw notFound(PricingMessages.archives.hotelNotFound);
    const w = logWindow(request.query, new Date(), ARCHIVE_PAGE_SIZE);
    if (!(await hotelExists(app.db, hotelId))) throw notFound(PricingMessages.archives.hotelNotFound);
    const { rows, total } = await snapshotPage(app.db, hotelId, w);
    return {
      data: rows.map((s) => ({ _id: s.id, name: s.name, day: s.day, currency: s.currency, takenAt: s.takenAt.toISOString(), availabilities: s.availabilities })),
      total,
    };
  });
};
