/**
 * The pricing logs' plans over a year of rows (docs/api-database.md, "Which index a list reads"): every statement
 * GET /logs/rate-gain, /logs/cancellation-period, /logs/exchange-rate-gain and /logs/exchange-rate-history send
 * for page 1 of the console's default window (the last 30 days), a window of a week (the console's from/to filter),
 * the default window's last page and a year's and 3 years' first and last pages, run again under EXPLAIN ANALYZE,
 * reads at most 10 rows per row answered plus a constant (the counters of a window's whole months and of its other
 * days: no longer one per day), however many rows the year holds; the totals agree with the rows over windows of every
 * shape, and the month counters stay exact through inserts, deletes, changes of day and a TRUNCATE.
 */
import { addUtcDays, utcDay } from '@backoffice/contracts';
import { rowsOf } from '@backoffice/api-server';
import { describePlans, listReads, readsWithinBudget } from '@backoffice/api-server/testing';
import { sql } from 'drizzle-orm';
import { counterRanges, type CountedLog } from './log-day-counts';
import { buildTestAppAsAdmin, type App } from '../test/helper';

/** A year of each log: the rate gain log a row per hotel and day (20 hotels), the cancellation period log hourly. */
const DAYS = 365;
const RATE_HOTELS = 20;
const TRANSFER_RUNS_PER_DAY = 24;
const CURRENCIES = ['CAD', 'EUR', 'GBP', 'INR', 'JPY', 'NZD', 'SGD', 'USD'];
/** The signed-in SuperAdmin's own row and the counters' index probes. */
const EXTRA = 5;
/**
 * The counters a window's total reads (log-day-counts.ts, `windowTotal`): at most 30 day counters before its first
 * whole month, 30 after its last one, and a month counter per whole month (37 for a window of 3 years). The same for
 * a year or 3 years: no longer one per day of the window.
 */
const COUNTER_ROWS = 30 + 30 + 37;

/** A log's answer, the fields read here. */
interface LogAnswer {
  data: { date?: string; day?: string; rates?: Record<string, number> }[];
  total: number;
  currencies?: string[];
}

describe('pricing log plans over a year of rows', () => {
  let app: App;
  let admin: Record<string, string>;
  const today = utcDay(new Date());
  let firstHotel: string;

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
    const hotels = rowsOf<{ id: string }>(
      await app.db.execute(sql`
        INSERT INTO hotels (name, city, status) SELECT 'Plan Rate Hotel ' || g, 'Sydney', 'Live' FROM generate_series(1, ${RATE_HOTELS}) g
        RETURNING id`),
    );
    // Hotels at a production-like size (the bench's 1,000): the rate gain page looks each row's hotel up by key,
    // which the planner does only when a hotel is not one of a handful (docs/api-database.md, "Tests of the API").
    await app.db.execute(sql`INSERT INTO hotels (name, city, status) SELECT 'Plan Filler Hotel ' || g, 'Perth', 'Pending' FROM generate_series(1, 1000) g`);
    // Day d (0 = today) at 02:00 UTC plus a second per hotel: none in the future.
    await app.db.execute(sql`
      INSERT INTO rate_gain_logs (hotel_id, start_day, end_day, start, "end", days)
      SELECT h.id, (d.t AT TIME ZONE 'UTC')::date, (d.t AT TIME ZONE 'UTC')::date + 13, d.t + h.i * interval '1 second', d.t + h.i * interval '1 second' + interval '2 seconds', 14
      FROM (SELECT date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - g * interval '1 day' + interval '2 hours' AS t
            FROM generate_series(1, ${DAYS}) g) d,
           (SELECT id, row_number() OVER (ORDER BY id) AS i FROM hotels WHERE id IN ${hotels.map((h) => h.id)}) h`);
    await app.db.execute(sql`
      INSERT INTO cancellation_period_logs (start, "end")
      SELECT now() - g * interval '1 hour' * ${24 / TRANSFER_RUNS_PER_DAY}, now() - g * interval '1 hour' * ${24 / TRANSFER_RUNS_PER_DAY} + interval '1 second'
      FROM generate_series(1, ${DAYS * TRANSFER_RUNS_PER_DAY}) g`);
    await app.db.execute(sql`
      INSERT INTO exchange_rate_logs (log_type, start, "end", detail)
      SELECT CASE WHEN g % 9 = 0 THEN 'ExchangeRateGainFail' ELSE 'ExchangeRateGainSuccess' END, now() - g * interval '1 day', now() - g * interval '1 day' + interval '1 second', 'plan'
      FROM generate_series(1, ${DAYS}) g`);
    await app.db.execute(sql`
      INSERT INTO exchange_rates (day, currency, rate)
      SELECT current_date - g, c, 1 + g / 1000.0 FROM generate_series(0, ${DAYS - 1}) g, unnest(${`{${CURRENCIES.join(',')}}`}::text[]) c
      ON CONFLICT DO NOTHING`);
    // The archives: a snapshot per hotel and day of the year.
    await app.db.execute(sql`
      INSERT INTO availability_snapshots (hotel_id, day, name, currency, availabilities, taken_at)
      SELECT h.id, current_date - g, 'Snapshot ' || g, 'AUD', '[]'::jsonb, now() - g * interval '1 day'
      FROM generate_series(0, ${DAYS - 1}) g, hotels h WHERE h.id IN ${hotels.map((h) => h.id)}
      ON CONFLICT DO NOTHING`);
    // And a snapshot on the first day of each of the last 24 months for every filler hotel, so that the month
    // counters hold what a production's do (a row per hotel and month), not a handful read whole.
    await app.db.execute(sql`
      INSERT INTO availability_snapshots (hotel_id, day, name, currency, availabilities, taken_at)
      SELECT h.id, (date_trunc('month', now()) - g * interval '1 month')::date, 'Filler ' || g, 'AUD', '[]'::jsonb, now()
      FROM generate_series(1, 24) g, hotels h WHERE h.name LIKE 'Plan Filler Hotel %'`);
    firstHotel = hotels[0].id;
    for (const table of ['availability_snapshots', 'snapshot_counts', 'snapshot_month_counts', 'rate_gain_logs', 'cancellation_period_logs', 'exchange_rate_logs', 'exchange_rates', 'log_day_counts', 'log_month_counts', 'hotels'])
      await app.db.execute(sql.raw(`ANALYZE ${table}`));
  }, 120_000);
  afterAll(() => app.close());

  /** The rows an answer holds: a log's rows; the rate history's rates (a row per day, a rate per currency) and its currencies. */
  const answeredOf = (a: LogAnswer) =>
    a.currencies ? a.data.reduce((n, d) => n + Object.keys(d.rates ?? {}).length, 0) + a.currencies.length : a.data.length;

  /**
   * GET /api`url` as the SuperAdmin; fails with the plans beyond 10 rows read per row answered plus `allowance` (the
   * window's counters, COUNTER_ROWS) plus EXTRA.
   */
  const withinBudget = async (url: string, allowance = COUNTER_ROWS): Promise<LogAnswer> => {
    const inject = () => app.inject({ method: 'GET', url: `/api${url}`, headers: admin });
    return (await readsWithinBudget<LogAnswer>(app.db, url, inject, { extra: allowance + EXTRA, answered: answeredOf })).body;
  };

  const lastPageOf = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));
  const week = () => `from=${addUtcDays(today, -60)}&to=${addUtcDays(today, -54)}`;
  const year = () => `from=${addUtcDays(today, -(DAYS - 1))}&to=${today}`;
  const threeYears = () => `from=${addUtcDays(today, -(3 * DAYS - 1))}&to=${today}`;
  /** The first day of the month of `day`, and of the month before it. */
  const monthStart = (day: string) => `${day.slice(0, 8)}01`;
  const monthBefore = (day: string) => monthStart(addUtcDays(monthStart(day), -1));
  /**
   * Windows of every shape, [from, to]: a week within a month or across two, whole months only, days within one
   * month, days, a whole month and days, a year, 3 years.
   */
  const windows = (): [string, string][] => {
    const last = monthBefore(today);
    const twoAgo = monthBefore(last);
    const threeAgo = monthBefore(twoAgo);
    return [
      [addUtcDays(today, -60), addUtcDays(today, -54)],
      [twoAgo, addUtcDays(monthStart(today), -1)],
      [addUtcDays(last, 1), `${last.slice(0, 8)}20`],
      [`${threeAgo.slice(0, 8)}15`, `${last.slice(0, 8)}14`],
      [addUtcDays(today, -(DAYS - 1)), today],
      [addUtcDays(today, -(3 * DAYS - 1)), today],
    ];
  };
  /** count(*) of `table`'s rows whose day (`day`, an SQL expression) is within [from, to]. */
  const rowsOfWindow = async (table: string, day: string, from: string, to: string, distinct = false) => {
    const [{ n }] = rowsOf<{ n: number }>(
      await app.db.execute(
        sql`SELECT count(${sql.raw(distinct ? `DISTINCT ${day}` : '*')})::int AS n FROM ${sql.raw(table)} WHERE ${sql.raw(day)} >= ${from}::date AND ${sql.raw(day)} <= ${to}::date`,
      ),
    );
    return n;
  };
  const startDay = `(start AT TIME ZONE 'UTC')::date`;

  it.each([
    ['rate gain', '/logs/rate-gain', 29 * RATE_HOTELS],
    ['cancellation period', '/logs/cancellation-period', 0],
    ['exchange rate', '/logs/exchange-rate-gain', 29],
  ])('%s: the default window, a week, a year and 3 years read about their page, first and last', async (_, path, defaultTotal) => {
    const first = await withinBudget(path);
    if (defaultTotal) expect(first.total).toBe(defaultTotal);
    const last = await withinBudget(`${path}?page=${lastPageOf(first.total, 20)}`);
    expect(last.data).toHaveLength(first.total - (lastPageOf(first.total, 20) - 1) * 20);
    await withinBudget(`${path}?${week()}`);
    const whole = await withinBudget(`${path}?${year()}`);
    const yearLast = await withinBudget(`${path}?${year()}&page=${lastPageOf(whole.total, 20)}`);
    expect(yearLast.data.length).toBeGreaterThan(0);
    const all = await withinBudget(`${path}?${threeYears()}`);
    expect(all.total).toBeGreaterThanOrEqual(whole.total);
    const allLast = await withinBudget(`${path}?${threeYears()}&page=${lastPageOf(all.total, 20)}`);
    expect(allLast.data).toHaveLength(all.total - (lastPageOf(all.total, 20) - 1) * 20);
    // A page in the middle answers the rows in order (read from the nearer end): page 2 of the week ends where 3 starts.
    const weekFirst = await withinBudget(`${path}?${week()}&limit=5`);
    expect(weekFirst.data).toHaveLength(5);
  });

  it.each([
    ['rate gain', '/logs/rate-gain', /rate_gain/],
    ['cancellation period', '/logs/cancellation-period', /cancellation_period/],
    ['exchange rate', '/logs/exchange-rate-gain', /exchange_rate_gain|exchange_rate_logs/],
    ['archives', '/archives/:hotel', /snapshot/],
  ])('%s: page 1 sends the total and the page in one statement, and so does a later page read again', async (_, path, table) => {
    const statements = async (url: string) => {
      const r = await listReads(app.db, () => app.inject({ method: 'GET', url: `/api${url.replace(':hotel', firstHotel)}`, headers: admin }));
      expect(r.result.statusCode).toBe(200);
      return r.plans.filter((p) => table.test(p.text)).length;
    };
    expect(await statements(`${path}?${year()}`)).toBe(1);
    await statements(`${path}?${year()}&page=3`);
    expect(await statements(`${path}?${year()}&page=3`)).toBe(1);
  });

  it('a window reads the counters of its whole months and of its other days, each range its own', () => {
    expect(counterRanges('2026-01-15', '2026-03-14')).toEqual({
      days: [
        { from: '2026-01-15', to: '2026-01-31' },
        { from: '2026-03-01', to: '2026-03-14' },
      ],
      months: { from: '2026-02-01', to: '2026-02-01' },
    });
    expect(counterRanges('2025-02-01', '2026-01-31')).toEqual({ days: [], months: { from: '2025-02-01', to: '2026-01-01' } });
    expect(counterRanges('2024-02-01', '2024-02-29')).toEqual({ days: [], months: { from: '2024-02-01', to: '2024-02-01' } });
    expect(counterRanges('2026-01-02', '2026-02-27')).toEqual({ days: [{ from: '2026-01-02', to: '2026-02-27' }], months: null });
    expect(counterRanges('2025-12-31', '2026-01-01')).toEqual({ days: [{ from: '2025-12-31', to: '2026-01-01' }], months: null });
    expect(counterRanges('2026-12-07', '2026-12-07')).toEqual({ days: [{ from: '2026-12-07', to: '2026-12-07' }], months: null });
    expect(counterRanges('9998-12-01', '9998-12-31')).toEqual({ days: [], months: { from: '9998-12-01', to: '9998-12-01' } });
  });

  it.each([
    ['rate gain', '/logs/rate-gain', 'rate_gain_logs'],
    ['cancellation period', '/logs/cancellation-period', 'cancellation_period_logs'],
    ['exchange rate', '/logs/exchange-rate-gain', 'exchange_rate_logs'],
  ])('%s: the total of a window of any shape is the count of its rows', async (_, path, table) => {
    for (const [from, to] of windows()) {
      const answer = await withinBudget(`${path}?from=${from}&to=${to}`);
      expect({ from, to, total: answer.total }).toEqual({ from, to, total: await rowsOfWindow(table, startDay, from, to) });
    }
  });

  it('the exchange rate history: the total of a window of any shape is its days with a rate', async () => {
    for (const [from, to] of windows()) {
      const answer = await withinBudget(`/logs/exchange-rate-history?from=${from}&to=${to}`);
      expect({ from, to, total: answer.total }).toEqual({ from, to, total: await rowsOfWindow('exchange_rates', 'day', from, to, true) });
    }
  });

  it('the totals agree with the rows, and the last page is the oldest', async () => {
    const [{ n }] = rowsOf<{ n: number }>(
      await app.db.execute(sql`SELECT count(*)::int AS n FROM cancellation_period_logs WHERE start >= ${addUtcDays(today, -29)}::date AND start < ${addUtcDays(today, 1)}::date`),
    );
    const first = await withinBudget('/logs/cancellation-period');
    expect(first.total).toBe(n);
    const last = await withinBudget(`/logs/cancellation-period?page=${lastPageOf(n, 20)}`);
    const [{ oldest }] = rowsOf<{ oldest: string }>(
      await app.db.execute(sql`SELECT min(start) AS oldest FROM cancellation_period_logs WHERE start >= ${addUtcDays(today, -29)}::date`),
    );
    expect(new Date((last.data.at(-1) as { start: string }).start).getTime()).toBe(new Date(oldest).getTime());
    // A row deleted leaves the total at once (the day counters' trigger).
    await app.db.execute(sql`DELETE FROM cancellation_period_logs WHERE start = (SELECT max(start) FROM cancellation_period_logs)`);
    expect((await withinBudget('/logs/cancellation-period')).total).toBe(n - 1);
  });

  it("the archives: the hotels with their snapshot counts, one hotel's snapshots by window", async () => {
    const r = await listReads(app.db, () => app.inject({ method: 'GET', url: '/api/archives/hotels', headers: admin }));
    const list = r.result.json<{ data: { _id: string; snapshots: number }[] }>().data;
    expect(list.find((h) => h._id === firstHotel)?.snapshots).toBe(DAYS);
    const budget = 10 * list.length + EXTRA;
    if (r.read > budget) throw new Error(`/archives/hotels: read ${r.read} rows for ${list.length} answered (budget ${budget})\n${describePlans(r.plans)}`);
    // A hotel's total sums the month counters of the window's whole months and counts its snapshots of the other
    // days through (hotel, day) (0066): a year or 3 years read no more than the logs' windows (COUNTER_ROWS).
    const first = await withinBudget(`/archives/${firstHotel}`);
    expect(first.total).toBe(30);
    const whole = await withinBudget(`/archives/${firstHotel}?${year()}`);
    expect(whole.total).toBe(DAYS);
    const last = await withinBudget(`/archives/${firstHotel}?${year()}&page=${lastPageOf(DAYS, 30)}`);
    // The oldest snapshots, newest first (read from the nearer end and turned round).
    const skipped = (lastPageOf(DAYS, 30) - 1) * 30;
    expect(last.data.map((d) => d.day)).toEqual(Array.from({ length: DAYS - skipped }, (_, i) => addUtcDays(today, -(skipped + i))));
    expect((await withinBudget(`/archives/${firstHotel}?${threeYears()}`)).total).toBe(DAYS);
    for (const [from, to] of windows()) {
      const answer = await withinBudget(`/archives/${firstHotel}?from=${from}&to=${to}`);
      const [{ n }] = rowsOf<{ n: number }>(
        await app.db.execute(sql`SELECT count(*)::int AS n FROM availability_snapshots WHERE hotel_id = ${firstHotel} AND day >= ${from}::date AND day <= ${to}::date`),
      );
      expect({ from, to, total: answer.total }).toEqual({ from, to, total: n });
    }
  });

  it('the archives: the month counters stay exact through inserts, changes of day, deletes and a TRUNCATE', async () => {
    const agree = async () => {
      const expected = rowsOf(
        await app.db.execute(sql`SELECT hotel_id::text AS hotel, to_char(date_trunc('month', day::timestamp), 'YYYY-MM-DD') AS month, count(*)::int AS n
                                 FROM availability_snapshots GROUP BY 1, 2 ORDER BY 1, 2`),
      );
      const counted = rowsOf(
        await app.db.execute(sql`SELECT hotel_id::text AS hotel, to_char(month, 'YYYY-MM-DD') AS month, n::int AS n FROM snapshot_month_counts WHERE n <> 0 ORDER BY 1, 2`),
      );
      expect(counted).toEqual(expected);
    };
    await agree();
    await app.db.execute(sql`INSERT INTO availability_snapshots (hotel_id, day, name, currency, availabilities, taken_at)
      VALUES (${firstHotel}, '2000-01-31', 'Old', 'AUD', '[]'::jsonb, now())`);
    await app.db.execute(sql`UPDATE availability_snapshots SET day = day + 1 WHERE hotel_id = ${firstHotel} AND day = '2000-01-31'`);
    await agree();
    await app.db.execute(sql`DELETE FROM availability_snapshots WHERE day < '2001-01-01'`);
    await agree();
    // Last: the archives of the other tests are gone after it.
    await app.db.execute(sql`TRUNCATE availability_snapshots`);
    const [{ n }] = rowsOf<{ n: number }>(await app.db.execute(sql`SELECT count(*)::int AS n FROM snapshot_month_counts`));
    expect(n).toBe(0);
  });

  it('the exchange rate history: the default window, a week, a year, first and last pages', async () => {
    const first = await withinBudget('/logs/exchange-rate-history');
    expect(first.total).toBe(30);
    expect(first.currencies).toEqual(CURRENCIES);
    await withinBudget('/logs/exchange-rate-history?page=2');
    await withinBudget(`/logs/exchange-rate-history?${week()}`);
    const whole = await withinBudget(`/logs/exchange-rate-history?${year()}`);
    expect(whole.total).toBe(DAYS);
    const last = await withinBudget(`/logs/exchange-rate-history?${year()}&page=${lastPageOf(DAYS, 20)}`);
    // The oldest days, newest first (read from the nearer end and turned round).
    const skipped = (lastPageOf(DAYS, 20) - 1) * 20;
    expect(last.data.map((d) => d.date)).toEqual(Array.from({ length: DAYS - skipped }, (_, i) => addUtcDays(today, -(skipped + i))));
    const all = await withinBudget(`/logs/exchange-rate-history?${threeYears()}`);
    expect(all.total).toBe(DAYS);
  });

  describe('the month counters stay exact (against count(*) of the rows)', () => {
    /** `log`'s month counters (the months with a row or a day counted) against its rows grouped by month. */
    const monthsAgree = async (log: CountedLog, table: string, day: string) => {
      const expected = rowsOf(
        await app.db.execute(
          sql.raw(`SELECT to_char(date_trunc('month', ${day}::timestamp), 'YYYY-MM-DD') AS month, count(*)::int AS n, count(DISTINCT ${day})::int AS days
                   FROM ${table} GROUP BY 1 ORDER BY 1`),
        ),
      );
      const counted = rowsOf(
        await app.db.execute(sql`SELECT to_char(month, 'YYYY-MM-DD') AS month, n::int AS n, days FROM log_month_counts
                                 WHERE log = ${log} AND (n <> 0 OR days <> 0) ORDER BY month`),
      );
      expect({ log, counted }).toEqual({ log, counted: expected });
    };
    const allAgree = async () => {
      await monthsAgree('rate_gain', 'rate_gain_logs', startDay);
      await monthsAgree('cancellation_period', 'cancellation_period_logs', startDay);
      await monthsAgree('exchange_rate_gain', 'exchange_rate_logs', startDay);
      await monthsAgree('exchange_rates', 'exchange_rates', 'day');
    };

    it('after the year inserted', allAgree);

    it('through inserts, deletes and changes of day across a month boundary', async () => {
      // A new month and day, and a second row on the same day (one day counted, two rows).
      await app.db.execute(sql`INSERT INTO cancellation_period_logs (start, "end") VALUES
        ('2000-01-31T23:59:59Z', '2000-02-01T00:00:01Z'), ('2000-01-31T12:00:00Z', '2000-01-31T12:00:01Z'), ('2000-02-01T00:00:00Z', '2000-02-01T00:00:01Z')`);
      await app.db.execute(sql`INSERT INTO exchange_rates (day, currency, rate) VALUES ('2000-01-31', 'EUR', 1.5), ('2000-01-31', 'USD', 1.1), ('2000-02-01', 'EUR', 1.6)`);
      await allAgree();
      // A change of start across the month boundary: January's last second to February (one statement, both ways).
      await app.db.execute(sql`UPDATE cancellation_period_logs SET start = start + interval '1 second' WHERE start = '2000-01-31T23:59:59Z'`);
      await app.db.execute(sql`UPDATE exchange_rates SET day = day + 1 WHERE day = '2000-01-31' AND currency = 'USD'`);
      await allAgree();
      await app.db.execute(sql`UPDATE cancellation_period_logs SET start = start - interval '1 day' WHERE start >= '2000-01-31T00:00:00Z' AND start < '2000-02-02T00:00:00Z'`);
      await app.db.execute(sql`UPDATE rate_gain_logs SET start = start - interval '40 days' WHERE id IN (SELECT id FROM rate_gain_logs ORDER BY start DESC LIMIT 30)`);
      await allAgree();
      // Deletes: one of a day's two rows (the day stays counted), then the last rows of those months.
      await app.db.execute(sql`DELETE FROM exchange_rates WHERE day = '2000-01-31' AND currency = 'EUR'`);
      await app.db.execute(sql`DELETE FROM cancellation_period_logs WHERE start = '2000-01-30T12:00:00Z'`);
      await allAgree();
      await app.db.execute(sql`DELETE FROM exchange_rates WHERE day < '2001-01-01'`);
      await app.db.execute(sql`DELETE FROM cancellation_period_logs WHERE start < '2001-01-01'`);
      await app.db.execute(sql`DELETE FROM exchange_rate_logs WHERE id IN (SELECT id FROM exchange_rate_logs ORDER BY start LIMIT 100)`);
      await allAgree();
    });

    it('through a TRUNCATE, and the rows written after it', async () => {
      await app.db.execute(sql`TRUNCATE cancellation_period_logs`);
      const [{ n }] = rowsOf<{ n: number }>(await app.db.execute(sql`SELECT count(*)::int AS n FROM log_month_counts WHERE log = 'cancellation_period'`));
      expect(n).toBe(0);
      await app.db.execute(sql`INSERT INTO cancellation_period_logs (start, "end")
        SELECT now() - g * interval '5 days', now() - g * interval '5 days' + interval '1 second' FROM generate_series(0, 99) g`);
      await allAgree();
      expect((await withinBudget(`/logs/cancellation-period?${year()}`)).total).toBe(await rowsOfWindow('cancellation_period_logs', startDay, addUtcDays(today, -(DAYS - 1)), today));
    });
  });
});
