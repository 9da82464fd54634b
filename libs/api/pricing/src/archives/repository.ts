/**
 * The archives' reads (docs/areas/pricing.md, "Archives"): the hotels that have availability snapshots (from the
 * snapshot counters, never the snapshots), and a page of one hotel's snapshots within a window of days, newest
 * first (docs/api-database.md, "Which index a list reads"). The routes (routes.ts) turn the rows into the wire shapes.
 */
import { countedListPage, nearerEndIds, RememberedTotals, rowsOf, type Db } from '@backoffice/api-server';
import { hotels } from '@backoffice/api-server/schema';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { counterRanges } from '../logs/log-day-counts';
import type { LogPage } from '../logs/repository';
import type { LogWindow } from '../logs/window';
import { availabilitySnapshots } from '../pricing.schema';
import { snapshotCounts, snapshotMonthCounts } from './snapshot-counts';

/** The hotels (not deleted) with at least one snapshot, by name: id, name and their number of snapshots. */
export async function archivedHotels(db: Db): Promise<{ id: string; name: string; snapshots: number }[]> {
  // A row per hotel of the snapshot counters, never the snapshots, each hotel looked up by key (as a join the
  // planner hashed every hotel: docs/api-database.md, "Which index a list reads", rules 2 and 4).
  const rows = rowsOf<{ id: string; name: string; snapshots: number }>(
    await db.execute(sql`
      select h.id, h.name, c.n::int as snapshots
      from ${snapshotCounts} c
      cross join lateral (select h.id, h.name from hotels h where h.id = c.hotel_id and h.deleted_at is null offset 0) h
      where c.n > 0
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

/** The last total of each hotel's window (with its page size) at its later page: 256 at most. */
const lastTotals = new RememberedTotals(256);

/**
 * The number of `hotelId`'s snapshots within the window [from, to], as `SELECT (…)::int AS total`: the month
 * counters of the window's whole months (`snapshot_month_counts`) and the snapshots of its other days through
 * `(hotel_id, day)` (at most one a day: at most 30 before the months and 30 after them, each its own index range),
 * the logs' way (log-day-counts.ts `counterRanges`). A year reads at most 72 rows, ten years 180.
 */
export function snapshotTotalSql(hotelId: string, w: Pick<LogWindow, 'from' | 'to'>): SQL {
  const ranges = counterRanges(w.from, w.to);
  const parts: SQL[] = ranges.days.map(
    (d) => sql`(SELECT count(*) FROM ${availabilitySnapshots} s WHERE s.hotel_id = ${hotelId} AND s.day >= ${d.from} AND s.day <= ${d.to})`,
  );
  if (ranges.months) {
    const m = ranges.months;
    parts.push(
      sql`(SELECT coalesce(sum(m.n), 0) FROM ${snapshotMonthCounts} m WHERE m.hotel_id = ${hotelId} AND m.month >= ${m.from} AND m.month <= ${m.to})`,
    );
  }
  return sql`SELECT (${sql.join(parts, sql` + `)})::int AS total`;
}

type Snapshot = typeof availabilitySnapshots.$inferSelect;

/**
 * A page of hotel `hotelId`'s snapshots within the window (newest first) and their number in the window, in ONE
 * named statement (docs/api-database.md, "Which index a list reads", rule 5; `countedListPage`): the total of
 * {@link snapshotTotalSql}, the page's ids through `(hotel_id, day)` (page 1's LIMIT and OFFSET in the text), each
 * snapshot by its key. A later page reads from the end of the window nearer to it for the total remembered at its
 * last later page, again alone when the true total differs.
 */
export async function snapshotPage(db: Db, hotelId: string, w: LogWindow): Promise<LogPage<Snapshot>> {
  const { offset, limit } = w;
  const ids = (reversed: boolean) => {
    const dir = sql.raw(reversed ? 'ASC' : 'DESC');
    return {
      columns: sql`s.id, s.day AS k0`,
      from: sql`${availabilitySnapshots} s WHERE s.hotel_id = ${hotelId} AND s.day >= ${w.from} AND s.day <= ${w.to}`,
      order: sql`s.day ${dir}`,
    };
  };
  const pageIds = nearerEndIds(ids, offset, limit);
  const rows = (n: number) => sql`SELECT s.id, s.hotel_id AS "hotelId", s.day::text AS day, s.name, s.currency, s.availabilities,
      s.taken_at AS "takenAt", s.job_run_id AS "jobRunId", p.k0
    FROM (${pageIds(n)}) p CROSS JOIN LATERAL (SELECT * FROM ${availabilitySnapshots} s WHERE s.id = p.id OFFSET 0) s`;
  const key = JSON.stringify([hotelId, w.from, w.to, limit]);
  const found = await countedListPage<Record<string, unknown> & { id: unknown }>(
    db,
    { name: 'snapshot_list', total: snapshotTotalSql(hotelId, w), rows, order: sql.raw('r.k0 DESC') },
    offset,
    lastTotals,
    key,
  );
  return {
    total: Number(found.total),
    rows: found.rows.map((r) => ({
      id: r.id as string,
      hotelId: r.hotelId as string,
      day: r.day as string,
      name: r.name as string,
      currency: r.currency as string,
      availabilities: (typeof r.availabilities === 'string' ? JSON.parse(r.availabilities) : r.availabilities) as Snapshot['availabilities'],
      takenAt: availabilitySnapshots.takenAt.mapFromDriverValue(r.takenAt as string) as Date,
      jobRunId: (r.jobRunId as string | null) ?? null,
    })),
  };
}
