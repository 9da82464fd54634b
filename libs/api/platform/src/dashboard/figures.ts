/**
 * The dashboard's business figures (docs/areas/dashboard.md, "Business figures"): bookings, revenue and commission
 * for a range of calendar days and for the period of the same length just before it, with the cancellation and
 * no-show rates, bookings and average stay per slot, the top hotels and chains and a per-day trend. Two statements:
 * the exchange rates in effect, then one over the reservations starting in both periods (the reservations' start
 * index) with their charges. It reads the bookings, billing and pricing areas' tables by name in SQL, never through
 * their libraries (libs/api/README.md, "The arrows"), and counts as the billing area's reporting does
 * (libs/api/billing/src/reporting/report.ts: revenue and commission of every booking not cancelled).
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

/** One row of the figures statement: `kind` says which of its parts it belongs to. */
interface FigureRow {
  kind: 'period' | 'slot' | 'hotel' | 'chain' | 'day';
  key: string;
  name: string | null;
  bookings: number | string;
  revenue: number | string | null;
  commission: number | string | null;
  cancelled: number | string | null;
  no_show: number | string | null;
  minutes: number | string | null;
  currencies: string[] | string | null;
  unconverted: string[] | string | null;
}

/** A Postgres text[] as the drivers answer it (an array, or PGlite/pg's `{a,b}` text when not parsed). */
function textArray(value: string[] | string | null): string[] {
  if (!value) return [];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return value.replace(/^\{|\}$/g, '').split(',').map((v) => v.replace(/^"|"$/g, '')).filter((v) => v && v !== 'NULL');
}

const num = (v: number | string | null | undefined): number => (v === null || v === undefined ? 0 : Number(v));
/** A share in percent, one decimal; null without bookings. */
const percent = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

/**
 * The business figures of `range` beside the previous period of the same length (docs/areas/dashboard.md,
 * "Business figures"). A booking belongs to the day its stay starts, in `range.zone`. Amounts in minor units of
 * {@link DASHBOARD_CURRENCY}, converted at the rates in effect on the range's last day, or today when the range ends
 * later ({@link ratesInEffect}; the same rates for both periods, so that the comparison is of business, not of
 * rates). `today` is today's day in `range.zone`.
 */
export async function businessFigures(db: Db, range: DayRange, today: string): Promise<BusinessFigures> {
  const previous = previousPeriod(range);
  const rateDay = range.to < today ? range.to : today;
  const rates = await ratesInEffect(db, rateDay);
  const factors = conversionFactors(rates);
  const start = startOfDayIn(range.from, range.zone);
  const prevStart = startOfDayIn(previous.from, range.zone);
  const end = startOfDayIn(addDays(range.to, 1), range.zone);
  const top = sql.raw(String(DASHBOARD_TOP));
  const rows = rowsOf<FigureRow>(
    await db.execute(sql`
      with f as (select key as currency, value::float8 as factor from jsonb_each_text(${JSON.stringify(factors)}::jsonb)),
      b as materialized (
        select r.hotel_id, r.status, r.duration,
          extract(epoch from r.reservation_end - r.reservation_start) / 60 as minutes,
          r.reservation_start >= ${start}::timestamptz as cur,
          (r.reservation_start at time zone ${range.zone})::date as day,
          upper(coalesce(c.currency, ${DASHBOARD_CURRENCY})) as currency,
          f.factor is null as unconverted,
          case when r.status <> 'Cancelled' then coalesce(c.amount, r.amount) * f.factor end as revenue,
          case when r.status <> 'Cancelled' then (coalesce(c.commission, 0) + coalesce(c.commission_gst, 0)) * f.factor end as commission
        from reservations r
          left join charges c on c.reservation_id = r.id
          left join f on f.currency = upper(coalesce(c.currency, ${DASHBOARD_CURRENCY}))
        where r.reservation_start >= ${prevStart}::timestamptz and r.reservation_start < ${end}::timestamptz
      ),
      hs as (
        select hotel_id, count(*) as bookings, sum(revenue) as revenue from b where cur group by hotel_id
      )
      select 'period' as kind, cur::text as key, null::text as name, count(*)::int as bookings,
          round(coalesce(sum(revenue), 0))::float8 as revenue, round(coalesce(sum(commission), 0))::float8 as commission,
          (count(*) filter (where status = 'Cancelled'))::int as cancelled, (count(*) filter (where status = 'No show'))::int as no_show,
          null::float8 as minutes, array_agg(distinct currency) as currencies,
          array_agg(distinct currency) filter (where unconverted and status <> 'Cancelled') as unconverted
        from b group by cur
      union all
      select 'slot', cur::text || ':' || duration, null, count(*)::int, null, null, null, null,
          avg(minutes) filter (where status <> 'Cancelled')::float8, null, null
        from b group by cur, duration
      union all
      (select 'hotel', h.id::text, h.name, hs.bookings::int, round(coalesce(hs.revenue, 0))::float8, null, null, null, null, null, null
        from hs join hotels h on h.id = hs.hotel_id
        order by 5 desc, 4 desc, lower(h.name), h.id limit ${top})
      union all
      (select 'chain', x.id, x.name, sum(hs.bookings)::int, round(coalesce(sum(hs.revenue), 0))::float8, null, null, null, null, null, null
        from hs join hotels h on h.id = hs.hotel_id
          left join commissions cm on cm.id = h.commission_id,
          lateral (select case when cm.id is null or lower(cm.client_type_name) = lower(${OTHER_CHAIN_NAME}) then ${OTHER_CHAIN_FILTER} else cm.id::text end as id,
            case when cm.id is null or lower(cm.client_type_name) = lower(${OTHER_CHAIN_NAME}) then ${OTHER_CHAIN_NAME} else cm.client_type_name end as name) x
        group by x.id, x.name
        order by 5 desc, 4 desc, lower(x.name), x.id limit ${top})
      union all
      select 'day', day::text, null, count(*)::int, round(coalesce(sum(revenue), 0))::float8, null, null, null, null, null, null
        from b where cur group by day`),
  );

  const period = (cur: boolean, p: DayRange): PeriodFigures => {
    const row = rows.find((r) => r.kind === 'period' && r.key === String(cur));
    const bookings = num(row?.bookings);
    return {
      from: p.from,
      to: p.to,
      bookings,
      revenueMinor: num(row?.revenue),
      commissionMinor: num(row?.commission),
      cancellationRate: percent(num(row?.cancelled), bookings),
      noShowRate: percent(num(row?.no_show), bookings),
      bySlot: DASHBOARD_SLOTS.map((hours) => {
        const slot = rows.find((r) => r.kind === 'slot' && r.key === `${cur}:${hours}`);
        return {
          hours,
          bookings: num(slot?.bookings),
          averageMinutes: slot?.minutes === null || slot?.minutes === undefined ? null : Math.round(Number(slot.minutes) * 10) / 10,
        };
      }),
    };
  };
  const ranked = (kind: 'hotel' | 'chain') =>
    rows.filter((r) => r.kind === kind).map((r) => ({ id: r.key, name: r.name ?? '', bookings: num(r.bookings), revenueMinor: num(r.revenue) }));
  const days = new Map(rows.filter((r) => r.kind === 'day').map((r) => [String(r.key).slice(0, 10), r]));
  const trend = Array.from({ length: daysIn(range.from, range.to) }, (_, i) => {
    const day = addDays(range.from, i);
    const row = days.get(day);
    return { day, bookings: num(row?.bookings), revenueMinor: num(row?.revenue) };
  });

  const periods = rows.filter((r) => r.kind === 'period');
  const met = new Set(periods.flatMap((r) => textArray(r.currencies)));
  const unconverted = [...new Set(periods.flatMap((r) => textArray(r.unconverted)))].sort();
  // The rates' day: the newest of those used for a currency met that is not the console's.
  const used = [...met].filter((c) => c !== DASHBOARD_CURRENCY && factors[c] !== undefined).map((c) => rates.get(c)?.day ?? '');
  const rateDate = used.length ? used.sort().at(-1) ?? null : null;
  return {
    currency: DASHBOARD_CURRENCY,
    rateDate,
    ...(unconverted.length ? { unconverted } : {}),
    current: period(true, range),
    previous: period(false, previous),
    topHotels: ranked('hotel'),
    topChains: ranked('chain'),
    trend,
  };
}
