/**
 * The dashboard's business figures (docs/areas/dashboard.md, "Business figures"): bookings, revenue and commission
 * for a range of calendar days and for the period of the same length just before it, with the cancellation and
 * no-show rates, bookings and average stay per slot, the top hotels and chains and a per-day trend. Three statements,
 * two at a time: the sums of both periods' reservations with their charges' amounts (`reservation_figures`, migration
 * 0032), beside the exchange rates in effect then the range's top hotels and chains. It reads the bookings, billing and pricing areas' tables by name in SQL, never through
 * their libraries (libs/api/README.md, "The arrows"), and counts as the billing area's reporting does
 * (libs/api/billing/src/reporting/report.ts: revenue and commission of every booking not cancelled; revenue net of
 * refunds, migration 0036).
 */
import {
  DASHBOARD_CURRENCY,
  DASHBOARD_SLOTS,
  DASHBOARD_TOP,
  OTHER_CHAIN_FILTER,
  OTHER_CHAIN_NAME,
  minorDigits,
  startOfDayIn,
  type BusinessFigures,
  type PeriodFigures,
} from '@backoffice/contracts';
import { rowsOf, type Db } from '@backoffice/api-server';
import { sql } from 'drizzle-orm';

/** A range of calendar days (YYYY-MM-DD, both included) taken in the IANA zone `zone`. */
export interface DayRange {
  from: string;
  to: string;
  zone: string;
}

/** `day` (YYYY-MM-DD) moved by `n` calendar days. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to`, both included (1 for a single day). */
export const daysIn = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The period of the same number of days that ends the day before `range.from`. */
export function previousPeriod(range: DayRange): DayRange {
  const n = daysIn(range.from, range.to);
  return { from: addDays(range.from, -n), to: addDays(range.from, -1), zone: range.zone };
}

/** A currency's stored rate: units per Australian dollar on `day`. */
interface StoredRate {
  currency: string;
  day: string;
  rate: number;
}

/**
 * The exchange rates in effect on `day`: each currency's latest stored rate on or before it (a day the feed failed
 * or did not quote a currency keeps the day before's, as the exchange rate job has it); a currency with none by then,
 * its first one after. Units of the currency per Australian dollar (pricing's `exchange_rates`).
 */
export async function ratesInEffect(db: Db, day: string): Promise<Map<string, StoredRate>> {
  const rows = rowsOf<{ currency: string; day: string; rate: number | string }>(
    await db.execute(sql`
      select distinct on (currency) currency, day::text as day, rate::float8 as rate
      from exchange_rates
      order by currency, day > ${day}::date, case when day <= ${day}::date then ${day}::date - day else day - ${day}::date end`),
  );
  return new Map(rows.map((r) => [r.currency.toUpperCase(), { currency: r.currency.toUpperCase(), day: String(r.day).slice(0, 10), rate: Number(r.rate) }]));
}

/**
 * Minor units of {@link DASHBOARD_CURRENCY} per minor unit of each currency with a rate: 10^(digits of the console's
 * currency − digits of the currency) / rate, the rate being in the currency's units per Australian dollar
 * (pricing's base); the console's currency itself is 1.
 */
function conversionFactors(rates: Map<string, StoredRate>): Record<string, number> {
  const base = rates.get(DASHBOARD_CURRENCY)?.rate ?? (DASHBOARD_CURRENCY === 'AUD' ? 1 : undefined);
  const factors: Record<string, number> = { [DASHBOARD_CURRENCY]: 1 };
  if (base === undefined) return factors;
  const toDigits = minorDigits(DASHBOARD_CURRENCY);
  for (const { currency, rate } of rates.values()) {
    if (currency === DASHBOARD_CURRENCY) continue;
    // minor(cur) → units(cur) → AUD (÷ rate) → console currency (× base) → its minor units.
    factors[currency] = (10 ** (toDigits - minorDigits(currency)) * base) / rate;
  }
  return factors;
}

/** A top hotel or chain of the range: bookings and revenue (minor units of the console's currency). */
interface RankedRow {
  kind: 'hotel' | 'chain';
  n: number | string;
  amount: number | string | null;
  id: string | null;
  name: string | null;
}

const num = (v: number | string | null | undefined): number => (v === null || v === undefined ? 0 : Number(v));
/** A share in percent, one decimal; null without bookings. */
const percent = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

/** The quarter hours' sums read per day (`i`: 1 to n the previous period's days, n + 1 to 2n the range's) and currency. */
const SLOT_SUMS = ['n', 'cancelled', 'no_show', 'n3', 'n6', 'n12', 'stays3', 'stays6', 'stays12', 'minutes3', 'minutes6', 'minutes12', 'amount', 'commission'] as const;
type SlotRow = { i: number | string; currency: string } & Record<(typeof SLOT_SUMS)[number], number | string | null> &
  Record<string, number | string | null>;

/** Sums of one period (or day): bookings, cancelled, no-shows, and per slot; amounts converted, unrounded. */
interface Tally {
  bookings: number;
  cancelled: number;
  noShow: number;
  revenue: number;
  commission: number;
  slots: Map<number, { bookings: number; stays: number; minutes: number }>;
}
const tally = (): Tally => ({ bookings: 0, cancelled: 0, noShow: 0, revenue: 0, commission: 0, slots: new Map() });

/**
 * The business figures of `range` beside the previous period of the same length (docs/areas/dashboard.md,
 * "Business figures"). A booking belongs to the day its stay starts, in `range.zone`. Amounts in minor units of
 * {@link DASHBOARD_CURRENCY}, converted at the rates in effect on the range's last day, or today when the range ends
 * later ({@link ratesInEffect}; the same rates for both periods, so that the comparison is of business, not of
 * rates). `today` is today's day in `range.zone`. The reservations with their charges' amounts are read from
 * `reservation_figures` (migration 0032: a narrow row per reservation kept by triggers, read by its start index
 * alone): both periods summed per day, currency, status and slot (a few thousand rows at most, converted and added
 * up here), and beside it, once the rates are read, the range's hotels ranked in the database.
 */
export async function businessFigures(db: Db, range: DayRange, today: string): Promise<BusinessFigures> {
  const previous = previousPeriod(range);
  const n = daysIn(range.from, range.to);
  const rateDay = range.to < today ? range.to : today;
  // Each day's first instant in the zone, the previous period's first day to the day after the range: a booking's
  // day is its bucket among them (width_bucket, a binary search; daylight saving followed).
  const bounds = Array.from({ length: 2 * n + 1 }, (_, k) => startOfDayIn(addDays(previous.from, k), range.zone));
  const boundsSql = sql`${`{${bounds.join(',')}}`}::timestamptz[]`;
  const top = sql.raw(String(DASHBOARD_TOP));
  const isOther = sql`(cm.id is null or lower(cm.client_type_name) = lower(${OTHER_CHAIN_NAME}))`;
  // Both periods per day and currency, from the quarter hours' sums (every zone's midnight falls on a quarter hour).
  const grouped = async () =>
    rowsOf<SlotRow>(
      await db.execute(sql`
        select width_bucket(s.slot, ${boundsSql}) as i, s.currency, ${sql.join(
          SLOT_SUMS.map((c) => sql`sum(s.${sql.identifier(c)})::float8 as ${sql.identifier(c)}`),
          sql`, `,
        )}
        from reservation_figure_slots s
        where s.slot >= ${bounds[0]}::timestamptz and s.slot < ${bounds[2 * n]}::timestamptz
        group by 1, 2`),
    );
  // The range's top hotels and chains, by revenue converted in the database.
  const ranked = async (factors: Record<string, number>) => {
    // Minor units of the console's currency per minor unit of a row's currency; null (left out) without a rate.
    const factor = sql`(case f.currency ${sql.join(
      Object.entries(factors).map(([code, x]) => sql`when ${code} then ${x}::float8`),
      sql` `,
    )} end)`;
    return rowsOf<RankedRow>(
      await db.execute(sql`
        with hs as (
          select f.hotel_id, count(*) as n, coalesce(sum(f.amount::float8 * ${factor}) filter (where f.status <> 'Cancelled'), 0) as revenue
          from reservation_figures f
          where f.reservation_start >= ${bounds[n]}::timestamptz and f.reservation_start < ${bounds[2 * n]}::timestamptz
          group by f.hotel_id
        )
        (select 'hotel' as kind, hs.n::int as n, round(hs.revenue)::float8 as amount, h.id::text as id, h.name
          from hs join hotels h on h.id = hs.hotel_id
          order by 3 desc, 2 desc, lower(h.name), h.id limit ${top})
        union all
        (select 'chain', x.n::int, round(x.revenue)::float8, x.id, x.name
          from (select case when ${isOther} then ${OTHER_CHAIN_FILTER} else cm.id::text end as id,
                case when ${isOther} then ${OTHER_CHAIN_NAME} else cm.client_type_name end as name,
                sum(hs.n) as n, sum(hs.revenue) as revenue
              from hs join hotels h on h.id = hs.hotel_id left join commissions cm on cm.id = h.commission_id
              group by 1, 2) x
          order by x.revenue desc, x.n desc, lower(x.name), x.id limit ${top})`),
    );
  };
  // Side by side on PostgreSQL (two connections of the pool); the ranking waits for the rates only.
  const [{ rates, factors, top: tops }, groups] = await Promise.all([
    (async () => {
      const rates = await ratesInEffect(db, rateDay);
      const factors = conversionFactors(rates);
      return { rates, factors, top: await ranked(factors) };
    })(),
    grouped(),
  ]);

  const periods = [tally(), tally()];
  const days = Array.from({ length: n }, tally);
  const met = new Set<string>();
  const unconverted = new Set<string>();
  for (const r of groups) {
    const i = num(r.i);
    const currency = r.currency;
    const f = factors[currency];
    if (num(r.n) === 0) continue;
    met.add(currency);
    if (f === undefined && num(r.n) > num(r.cancelled)) unconverted.add(currency);
    for (const t of i > n ? [periods[1], days[i - n - 1]] : [periods[0]]) {
      if (!t) continue;
      t.bookings += num(r.n);
      t.cancelled += num(r.cancelled);
      t.noShow += num(r.no_show);
      t.revenue += f === undefined ? 0 : num(r.amount) * f;
      t.commission += f === undefined ? 0 : num(r.commission) * f;
      for (const hours of DASHBOARD_SLOTS) {
        const slot = t.slots.get(hours) ?? { bookings: 0, stays: 0, minutes: 0 };
        slot.bookings += num(r[`n${hours}`]);
        slot.stays += num(r[`stays${hours}`]);
        slot.minutes += num(r[`minutes${hours}`]);
        t.slots.set(hours, slot);
      }
    }
  }
  const period = (t: Tally, p: DayRange): PeriodFigures => ({
    from: p.from,
    to: p.to,
    bookings: t.bookings,
    revenueMinor: Math.round(t.revenue),
    commissionMinor: Math.round(t.commission),
    cancellationRate: percent(t.cancelled, t.bookings),
    noShowRate: percent(t.noShow, t.bookings),
    bySlot: DASHBOARD_SLOTS.map((hours) => {
      const slot = t.slots.get(hours);
      return {
        hours,
        bookings: slot?.bookings ?? 0,
        averageMinutes: slot && slot.stays > 0 ? Math.round((slot.minutes / slot.stays) * 10) / 10 : null,
      };
    }),
  });
  const rankedOf = (kind: 'hotel' | 'chain') =>
    tops.filter((r) => r.kind === kind).map((r) => ({ id: r.id ?? '', name: r.name ?? '', bookings: num(r.n), revenueMinor: num(r.amount) }));
  // The rates' day: the newest of those used for a currency met that is not the console's.
  const used = [...met].filter((c) => c !== DASHBOARD_CURRENCY && factors[c] !== undefined).map((c) => rates.get(c)?.day ?? '');
  return {
    currency: DASHBOARD_CURRENCY,
    rateDate: used.length ? (used.sort().at(-1) ?? null) : null,
    ...(unconverted.size ? { unconverted: [...unconverted].sort() } : {}),
    current: period(periods[1] as Tally, range),
    previous: period(periods[0] as Tally, previous),
    topHotels: rankedOf('hotel'),
    topChains: rankedOf('chain'),
    trend: days.map((t, k) => ({ day: addDays(range.from, k), bookings: t.bookings, revenueMinor: Math.round(t.revenue) })),
  };
}
