/**
 * The availability snapshot job (docs/areas/pricing.md, "Jobs", "Archives"): once a day, for each Live hotel, one
 * snapshot of the next SNAPSHOT_DAYS (14) days as they stand (a re-run of a day replaces that day's). Each day
 * (a UTC date) holds:
 * - `rooms`: the available rooms of the hotel's rooms (not deleted), summed;
 * - `roomAvailability`: `rooms` less the reservations not cancelled starting that day, at least 0;
 * - `expediaRate`: the market rate of that day (the market rate job's), or 0;
 * - `overnightRate`: the highest room overnight rate; `threeHourRate`, `sixHourRate`, `twelveHourRate`: it times
 *   the hotel's overnight fraction of that length, rounded (minor units of the hotel's currency);
 * - `slots` of each length L (3, 6, 12 hours): a room offering that length hosts 24 / L stays of it a day, so the
 *   open slots are the available rooms offering it × 24 / L, less that day's reservations of that length, at
 *   least 0.
 * The demo history computes its snapshots with the same functions.
 */
import { rowsOf, type Db, type JobContext, type JobResult, type Tx } from '@backoffice/api-server';
import { SNAPSHOT_DAYS, addUtcDays, utcDay } from '@backoffice/contracts';
import { sql } from 'drizzle-orm';
import { availabilitySnapshots, type SnapshotAvailability } from '../pricing.schema';
import { daysFrom, hotelCurrencySql, runClock, type JobDeps } from './common';

export const SNAPSHOT_JOB = 'availability-snapshot';

const CHUNK = 500;
const LENGTHS = [
  ['three', 3],
  ['six', 6],
  ['twelve', 12],
] as const;

/** A hotel as its snapshots need it. */
export interface SnapshotHotel {
  id: string;
  name: string;
  currency: string;
  rooms: number;
  /** Available rooms offering each stay length. */
  roomsBy: { three: number; six: number; twelve: number };
  overnightRate: number;
  /** The hotel's overnight fractions (0–1). */
  fractions: { three: number; six: number; twelve: number };
}

/** Reservations not cancelled of a hotel on a day: all of them and by length. */
interface Booked {
  all: number;
  three: number;
  six: number;
  twelve: number;
}

/** What snapshots of some hotels over a range of days are computed from (three queries). */
export interface SnapshotInputs {
  hotels: SnapshotHotel[];
  /** By hotel id, then day. */
  booked: Map<string, Map<string, Booked>>;
  /** Market rates by hotel id, then day. */
  market: Map<string, Map<string, number>>;
}

const inList = (ids: readonly string[]) => sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);

/**
 * Loads the Live hotels (all, or those of `ids`) with their rooms, and their reservations and market rates of the
 * days `firstDay`..`lastDay` (YYYY-MM-DD, UTC, both included).
 */
export async function loadSnapshotInputs(db: Db | Tx, range: { firstDay: string; lastDay: string }, ids?: readonly string[]): Promise<SnapshotInputs> {
  if (ids && ids.length === 0) return { hotels: [], booked: new Map(), market: new Map() };
  const onlyHotels = ids ? sql` and h.id in (${inList(ids)})` : sql``;
  const hotelRows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select h.id, h.name, ${hotelCurrencySql('h')} as currency,
        h.overnight_three::float8 as f3, h.overnight_six::float8 as f6, h.overnight_twelve::float8 as f12,
        coalesce(sum(r.available_rooms), 0)::int as rooms,
        coalesce(sum(r.available_rooms) filter (where r.is_set_three), 0)::int as rooms3,
        coalesce(sum(r.available_rooms) filter (where r.is_set_six), 0)::int as rooms6,
        coalesce(sum(r.available_rooms) filter (where r.is_set_twelve), 0)::int as rooms12,
        coalesce(max(r.overnight_rate), 0)::int as overnight_rate
      from hotels h
      left join rooms r on r.hotel_id = h.id and r.deleted_at is null
      where h.status = 'Live' and h.deleted_at is null${onlyHotels}
      group by h.id
      order by lower(h.name), h.id`),
  );
  const hotels: SnapshotHotel[] = hotelRows.map((r) => ({
    id: String(r.id),
    name: String(r.name),
    currency: String(r.currency),
    rooms: Number(r.rooms),
    roomsBy: { three: Number(r.rooms3), six: Number(r.rooms6), twelve: Number(r.rooms12) },
    overnightRate: Number(r.overnight_rate),
    fractions: { three: Number(r.f3), six: Number(r.f6), twelve: Number(r.f12) },
  }));
  if (hotels.length === 0) return { hotels, booked: new Map(), market: new Map() };
  const hotelIds = inList(hotels.map((h) => h.id));
  const from = new Date(`${range.firstDay}T00:00:00.000Z`);
  const until = new Date(`${addUtcDays(range.lastDay, 1)}T00:00:00.000Z`);
  const bookedRows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select r.hotel_id, to_char(r.reservation_start at time zone 'UTC', 'YYYY-MM-DD') as day,
        count(*)::int as n,
        count(*) filter (where r.duration = 3)::int as n3,
        count(*) filter (where r.duration = 6)::int as n6,
        count(*) filter (where r.duration = 12)::int as n12
      from reservations r
      where r.status <> 'Cancelled' and r.hotel_id in (${hotelIds}) and r.reservation_start >= ${from} and r.reservation_start < ${until}
      group by 1, 2`),
  );
  const booked = new Map<string, Map<string, Booked>>();
  for (const r of bookedRows) {
    const byDay = booked.get(String(r.hotel_id)) ?? new Map<string, Booked>();
    byDay.set(String(r.day), { all: Number(r.n), three: Number(r.n3), six: Number(r.n6), twelve: Number(r.n12) });
    booked.set(String(r.hotel_id), byDay);
  }
  const marketRows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select hotel_id, to_char(day, 'YYYY-MM-DD') as day, rate::int as rate from market_rates
      where hotel_id in (${hotelIds}) and day >= ${range.firstDay}::date and day <= ${range.lastDay}::date`),
  );
  const market = new Map<string, Map<string, number>>();
  for (const r of marketRows) {
    const byDay = market.get(String(r.hotel_id)) ?? new Map<string, number>();
    byDay.set(String(r.day), Number(r.rate));
    market.set(String(r.hotel_id), byDay);
  }
  return { hotels, booked, market };
}

/** The availabilities of a snapshot of `hotel` taken on `day`: SNAPSHOT_DAYS days from it (see the module's rules). */
export function availabilitiesOf(inputs: Pick<SnapshotInputs, 'booked' | 'market'>, hotel: SnapshotHotel, day: string): SnapshotAvailability[] {
  const booked = inputs.booked.get(hotel.id);
  const market = inputs.market.get(hotel.id);
  return daysFrom(day, SNAPSHOT_DAYS).map((date) => {
    const b = booked?.get(date) ?? { all: 0, three: 0, six: 0, twelve: 0 };
    const slots = { three: 0, six: 0, twelve: 0 };
    for (const [key, hours] of LENGTHS) slots[key] = Math.max(0, hotel.roomsBy[key] * (24 / hours) - b[key]);
    return {
      date,
      rooms: hotel.rooms,
      roomAvailability: Math.max(0, hotel.rooms - b.all),
      expediaRate: market?.get(date) ?? 0,
      overnightRate: hotel.overnightRate,
      threeHourRate: Math.round(hotel.overnightRate * hotel.fractions.three),
      sixHourRate: Math.round(hotel.overnightRate * hotel.fractions.six),
      twelveHourRate: Math.round(hotel.overnightRate * hotel.fractions.twelve),
      slots,
    };
  });
}

/** A snapshot's label. */
export const snapshotName = (day: string): string => `Snapshot ${day}`;

/** Stores snapshots (a hotel's snapshot of a day replaces the one before), in chunks. */
export async function upsertSnapshots(tx: Db | Tx, rows: (typeof availabilitySnapshots.$inferInsert)[], replace = true): Promise<number> {
  let written = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const insert = tx.insert(availabilitySnapshots).values(rows.slice(i, i + CHUNK));
    const done = replace
      ? await insert
          .onConflictDoUpdate({
            target: [availabilitySnapshots.hotelId, availabilitySnapshots.day],
            set: {
              name: sql`excluded.name`,
              currency: sql`excluded.currency`,
              availabilities: sql`excluded.availabilities`,
              takenAt: sql`excluded.taken_at`,
              jobRunId: sql`excluded.job_run_id`,
            },
          })
          .returning({ id: availabilitySnapshots.id })
      : await insert.onConflictDoNothing().returning({ id: availabilitySnapshots.id });
    written += done.length;
  }
  return written;
}

/** Takes the snapshot of `utcDay(context.now)` of every Live hotel. */
export async function runAvailabilitySnapshot(deps: Pick<JobDeps, 'db'>, context: Pick<JobContext, 'now' | 'runId'>): Promise<JobResult> {
  const clock = runClock(context.now);
  const day = utcDay(context.now);
  const inputs = await loadSnapshotInputs(deps.db, { firstDay: day, lastDay: addUtcDays(day, SNAPSHOT_DAYS - 1) });
  const takenAt = clock();
  const rows = inputs.hotels.map((hotel) => ({
    hotelId: hotel.id,
    day,
    name: snapshotName(day),
    currency: hotel.currency,
    availabilities: availabilitiesOf(inputs, hotel, day),
    takenAt,
    jobRunId: context.runId,
  }));
  await deps.db.transaction((tx) => upsertSnapshots(tx, rows));
  return { touched: rows.length, summary: `${snapshotName(day)} of ${rows.length} hotel${rows.length === 1 ? '' : 's'}` };
}
