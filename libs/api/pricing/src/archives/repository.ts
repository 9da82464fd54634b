/**
 * The archives' reads (docs/areas/pricing.md, "Archives"): the hotels that have availability snapshots (from the
 * snapshot counters, never the snapshots), and a page of one hotel's snapshots within a window of days, newest
 * first (docs/api-database.md, "Which index a list reads"). The routes (routes.ts) turn the rows into the wire shapes.
 */
import { rowsOf, type Db } from '@backoffice/api-server';
import { hotels } from '@backoffice/api-server/schema';
import { and, asc, count, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { logPage, type LogPage } from '../logs/repository';
import type { LogWindow } from '../logs/window';
import { availabilitySnapshots } from '../pricing.schema';
import { snapshotCounts } from './snapshot-counts';

/** The hotels (not deleted) with at least one snapshot, by name: id, name and their number of snapshots. */
export async function archivedHotels(db: Db): Promise<{ id: string; name: string; snapshots: number }[]> {
  // A row per hotel of the snapshot counters, never the snapshots (docs/api-database.md, "Which index a list reads").
  const rows = rowsOf<{ id: string; name: string; snapshots: number }>(
    await db.execute(sql`
      select h.id, h.name, c.n::int as snapshots
      from ${snapshotCounts} c
      join hotels h on h.id = c.hotel_id
      where h.deleted_at is null and c.n > 0
      order by lower(h.name), h.id`),
  );
  return rows.map((r) => ({ ...r, snapshots: Number(r.snapshots) }));
}

/** Whether `hotelId` (a uuid) names a hotel that is not deleted. */
export async function hotelExists(db: Db, hotelId: string): Promise<boolean> {
  const [hotel] = await db
    .select({ id: hotels.id })
    .from(hotels)
    .where(and(eq(hotels.id, hotelId), isNull(hotels.deletedAt)));
  return hotel !== undefined;
}

/** A page of hotel `hotelId`'s snapshots within the window (newest first) and their number in the window. */
export function snapshotPage(db: Db, hotelId: string, w: LogWindow): Promise<LogPage<typeof availabilitySnapshots.$inferSelect>> {
  const where = and(eq(availabilitySnapshots.hotelId, hotelId), gte(availabilitySnapshots.day, w.from), lte(availabilitySnapshots.day, w.to));
  // A hotel has at most one snapshot a day: the total reads at most the window's days of its index. A later page
  // reads the total first, then the page from the end nearer to it (logPage).
  return logPage(
    w,
    async () => Number((await db.select({ total: count() }).from(availabilitySnapshots).where(where))[0].total),
    (reversed, limit, offset) =>
      db
        .select()
        .from(availabilitySnapshots)
        .where(where)
        .orderBy(reversed ? asc(availabilitySnapshots.day) : desc(availabilitySnapshots.day))
        .limit(limit)
        .offset(offset),
  );
}
