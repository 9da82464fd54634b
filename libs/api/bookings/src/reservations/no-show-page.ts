/**
 * A page of the no-show lists (docs/areas/bookings.md, "No shows"; docs/api-database.md, "Which index a list reads"):
 * POST /reservation/NoshowResevation with `page`. The window's no-shows of one tab are read from
 * `reservations_no_show_list_idx` (`no_show_captured`, the charge's flag copied onto the reservation by migration
 * 0062's triggers, then arrival and id; without `captured`, `reservations_no_show_all_list_idx`), from the nearer end
 * (rule 3), each row's hotel, customer and charge looked up by its unique key (rule 4); the total sums `no_show_counts`
 * (rule 2: month, day and hour counters of the window's whole months, days and hours, a run of them ending on its
 * day's or month's bound as that day or month less the rest where that reads fewer, and the rows of its part hours at
 * each end, counted from the same index).
 */
import { DEFAULT_CURRENCY_SYMBOL, Limits, type NoShowItem, type NoShowQueryBody } from '@backoffice/contracts';
import { countedListPage, nearerEndIds, RememberedTotals, type Db } from '@backoffice/api-server';
import { sql, type SQL } from 'drizzle-orm';
import { bookingIdOf } from './query';

const HOUR = 3_600_000;

/** The first instant of the UTC hour, day or month at or after `t` (ms since the epoch). */
function ceilTo(unit: 'hour' | 'day' | 'month', t: number): number {
  const f = floorTo(unit, t);
  if (f === t) return t;
  if (unit === 'hour') return f + HOUR;
  if (unit === 'day') return f + 24 * HOUR;
  const d = new Date(f);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/** The first instant of the UTC hour, day or month holding `t` (ms since the epoch). */
function floorTo(unit: 'hour' | 'day' | 'month', t: number): number {
  if (unit === 'hour') return Math.floor(t / HOUR) * HOUR;
  if (unit === 'day') return Math.floor(t / (24 * HOUR)) * 24 * HOUR;
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/**
 * The pieces of the window [start, end] (ms since the epoch, both included; instants to the millisecond, JSON's
 * precision) that a total sums: rows from `start` up to `h1`, hours [h1, d1), days [d1, m1), months [m1, m2), days
 * [m2, d2), hours [d2, h2), rows from `h2` to `end`, with start ≤ h1 ≤ d1 ≤ m1 ≤ m2 ≤ d2 ≤ h2 ≤ end + 1 ms (an empty
 * piece has equal bounds). UTC hours, days and months: the counters' units (`no_show_counts`, migration 0062). Hours
 * (days) that cross midnight (the first of a month) without a whole day (month) between them stay two pieces, each
 * ending on its day's (month's) bound, so that each may be counted as its day (month) less the rest.
 */
export function noShowWindowPieces(start: number, end: number): { h1: number; d1: number; m1: number; m2: number; d2: number; h2: number } {
  const after = end + 1;
  const H1 = ceilTo('hour', start);
  const H2 = floorTo('hour', after);
  if (H1 >= H2) return { h1: after, d1: after, m1: after, m2: after, d2: after, h2: after };
  const D1 = ceilTo('day', H1);
  const D2 = floorTo('day', H2);
  if (D1 > D2) return { h1: H1, d1: H2, m1: H2, m2: H2, d2: H2, h2: H2 };
  const M1 = ceilTo('month', D1);
  const M2 = floorTo('month', D2);
  if (M1 > M2) return { h1: H1, d1: D1, m1: D2, m2: D2, d2: D2, h2: H2 };
  return { h1: H1, d1: D1, m1: M1, m2: M2, d2: D2, h2: H2 };
}

/** The instants a window's bound may take: JSON's four-digit years (a piece's end past 9999 is the last instant). */
const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00.000Z');
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');
const at = (t: number) => sql`${new Date(Math.min(LAST_INSTANT, Math.max(FIRST_INSTANT, t))).toISOString()}::timestamptz`;

/** The statement's text for the tab (`captured`), one per tab, the values as parameters. */
const tabOf = (captured: boolean | undefined) =>
  captured === undefined
    ? { counters: sql`captured IN (false, true)`, rows: sql`r.status = 'No show'`, name: 'all' }
    : { counters: sql`captured = ${captured}`, rows: sql`r.status = 'No show' AND r.no_show_captured = ${captured}`, name: captured ? 'approved' : 'unapproved' };

/** The unit a counter of `unit` sums into: the day of an hour, the month of a day. */
const PARENT = { hour: 'day', day: 'month' } as const;

/** How many whole `unit`s [from, to) holds (both on the unit's bounds; a month of days counted by its days). */
const unitsIn = (unit: 'hour' | 'day', from: number, to: number) => Math.round((to - from) / (unit === 'hour' ? HOUR : 24 * HOUR));

/**
 * The counters that sum the whole `unit`s [from, to) (a piece of {@link noShowWindowPieces}): its own `unit` counters,
 * or, when the piece ends on its parent's bound at one side (the hours up to midnight, the days from the first of the
 * month) and fewer counters hold its parent less the rest of the parent, the parent's counter less the rest (`sign`
 * -1): 13 hours of a day read 1 day and 11 hours, 20 days of a month 1 month and 10 days. A piece reads at most 12
 * hour counters or about 16 day counters and its parent's. `parent` is the parent counters' range (empty when not
 * used), `child` the range of `unit` counters the piece adds (`sign` 1) or takes off (-1).
 */
export function noShowPieceCounters(unit: 'hour' | 'day', from: number, to: number): { parent: [number, number]; child: [number, number]; sign: 1 | -1 } {
  const direct = { parent: [from, from] as [number, number], child: [from, to] as [number, number], sign: 1 as const };
  if (from >= to) return direct;
  const ps = floorTo(PARENT[unit], from);
  const pe = ceilTo(PARENT[unit], ps + 1);
  if (to > pe || (from !== ps && to !== pe)) return direct;
  const rest: [number, number] = from === ps ? [to, pe] : [ps, from];
  return 1 + unitsIn(unit, rest[0], rest[1]) < unitsIn(unit, from, to) ? { parent: [ps, pe], child: rest, sign: -1 } : direct;
}

/**
 * How many no-shows of the tab arrive in the window [start, end] (ms, both included), as a SELECT answering one row
 * `total`: the counters of its whole UTC months, days and hours (a run of days or hours as its month or day less the
 * rest where that reads fewer: {@link noShowPieceCounters}) and the rows of its part hours at each end (at most an
 * hour's no-shows each). The text is the same for every window (the ranges and signs are parameters).
 */
function noShowTotalSql(captured: boolean | undefined, start: number, end: number): SQL {
  const p = noShowWindowPieces(start, end);
  const tab = tabOf(captured);
  const counted = (unit: string, from: number, to: number) =>
    sql`(SELECT coalesce(sum(n), 0) FROM no_show_counts WHERE ${tab.counters} AND unit = ${unit} AND at >= ${at(from)} AND at < ${at(to)})`;
  const piece = (unit: 'hour' | 'day', from: number, to: number) => {
    const c = noShowPieceCounters(unit, from, to);
    return sql`${counted(PARENT[unit], c.parent[0], c.parent[1])} + ${c.sign}::int * ${counted(unit, c.child[0], c.child[1])}`;
  };
  const rows = (from: SQL, to: SQL) => sql`(SELECT count(*) FROM reservations r WHERE ${tab.rows} AND ${from} AND ${to})`;
  return sql`SELECT (${counted('month', p.m1, p.m2)} + ${piece('day', p.d1, p.m1)} + ${piece('day', p.m2, p.d2)}
    + ${piece('hour', p.h1, p.d1)} + ${piece('hour', p.d2, p.h2)}
    + ${rows(sql`r.reservation_start >= ${at(start)}`, sql`r.reservation_start < ${at(p.h1)}`)}
    + ${rows(sql`r.reservation_start >= ${at(p.h2)}`, sql`r.reservation_start <= ${at(end)}`)})::int AS total`;
}

/** One page row as the statement answers it. */
interface PageRow {
  id: string;
  booking_no: number;
  hotel_id: string;
  duration: number;
  reservation_start: string | Date;
  reservation_end: string | Date;
  timezone: string;
  status: NoShowItem['status'];
  hotel_name: string | null;
  customer_id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  charge_id: string | null;
  amount: number | null;
  captured: boolean | null;
  symbol: string | null;
}

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

/**
 * The page's rows of the tab's window for its total `n`, in the order arrival then id: the ids from the tab's index,
 * read from the end nearer to the page (`nearerEndIds`), then each row's hotel, customer and charge by key, each a
 * `LATERAL … OFFSET 0` of its own (kept a per-row lookup by its unique key; with `LIMIT 1` the planner read the small
 * hotels table in order until the row, 85 rows per lookup in no-show-plans.spec.ts).
 */
function noShowRowsSql(captured: boolean | undefined, start: number, end: number, offset: number, limit: number): (n: number) => SQL {
  const tab = tabOf(captured);
  const pageIds = nearerEndIds(
    (reversed) => {
      const dir = sql.raw(reversed ? 'DESC' : 'ASC');
      return {
        columns: sql`r.id`,
        from: sql`reservations r WHERE ${tab.rows} AND r.reservation_start >= ${at(start)} AND r.reservation_start <= ${at(end)}`,
        order: sql`r.reservation_start ${dir}, r.id ${dir}`,
      };
    },
    offset,
    limit,
  );
  return (n) => sql`SELECT r.id, r.booking_no, r.hotel_id, r.duration, r.reservation_start, r.reservation_end, r.timezone, r.status,
      h.name AS hotel_name, u.id AS customer_id, u.first_name, u.last_name, u.email,
      c.id AS charge_id, c.amount, c.captured, c.user_currency_symbol AS symbol
    FROM (${pageIds(n)}) p
    JOIN reservations r ON r.id = p.id
    LEFT JOIN LATERAL (SELECT name FROM hotels WHERE id = r.hotel_id OFFSET 0) h ON true
    LEFT JOIN LATERAL (SELECT id, first_name, last_name, email FROM users WHERE id = r.booked_by_id OFFSET 0) u ON true
    LEFT JOIN LATERAL (SELECT id, amount, captured, user_currency_symbol FROM charges WHERE reservation_id = r.id OFFSET 0) c ON true`;
}

/** The last total of each tab and window a later page was read for (`RememberedTotals`). */
const lastTotals = new RememberedTotals(256);

/** A page row as the list's item (the same shape as the whole window's, `listNoShows`). */
function itemOf(r: PageRow): NoShowItem {
  const charge = r.charge_id === null || r.amount === null || r.captured === null ? null : { id: r.charge_id, amount: r.amount, captured: r.captured, symbol: r.symbol ?? '' };
  return {
    _id: r.id,
    bookingId: bookingIdOf(Number(r.booking_no)),
    bookedBy: { _id: r.customer_id, fullName: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim(), email: r.email ?? '' },
    hotelId: { _id: r.hotel_id, name: r.hotel_name ?? '' },
    duration: Number(r.duration),
    reservationStart: iso(r.reservation_start),
    reservationEnd: iso(r.reservation_end),
    timezone: r.timezone,
    status: r.status,
    charge: charge ? { _id: charge.id, amount: Number(charge.amount), captured: charge.captured, currencySymbol: charge.symbol || DEFAULT_CURRENCY_SYMBOL } : null,
  };
}

/**
 * Page `q.page` (from 1) of `q.limit` rows (default Limits.pageSize) of the no-shows arriving in the window (instants,
 * inclusive), by arrival then id, with the window's total: `{ data, total, page, limit }`, in ONE named statement
 * (`countedListPage`, docs/api-database.md, "Which index a list reads", rule 5): page 1 whatever the total; a later
 * page read from the nearer end for the total this tab and window had at its last later page, again alone when the
 * true total differs, so the last page costs what the first does. A page past the end answers no rows and the total.
 */
export async function listNoShowPage(
  db: Db,
  q: NoShowQueryBody & { page: number },
): Promise<{ data: NoShowItem[]; total: number; page: number; limit: number }> {
  const limit = q.limit ?? Limits.pageSize;
  const offset = (q.page - 1) * limit;
  const start = new Date(q.reservationStart).getTime();
  const end = new Date(q.reservationEnd).getTime();
  const found = await countedListPage<PageRow>(
    db,
    {
      name: `no_show_list_${tabOf(q.captured).name}`,
      total: noShowTotalSql(q.captured, start, end),
      rows: noShowRowsSql(q.captured, start, end, offset, limit),
      order: sql`r.reservation_start, r.id`,
    },
    offset,
    lastTotals,
    JSON.stringify([q.captured ?? null, start, end, limit]),
  );
  return { data: found.rows.map(itemOf), total: Number(found.total), page: q.page, limit };
}
