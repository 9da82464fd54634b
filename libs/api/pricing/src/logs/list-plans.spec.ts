/**
 * The pricing logs' plans over a year of rows (docs/api-database.md, "Which index a list reads"): every statement
 * GET /logs/rate-gain, /logs/cancellation-period, /logs/exchange-rate-gain and /logs/exchange-rate-history send
 * for page 1 of the console's default window (the last 30 days), a window of a week (the console's from/to filter),
 * the default window's last page and a year's first and last pages, run again under EXPLAIN ANALYZE, reads at
 * most 10 rows per row answered plus one day counter per day of the window, however many rows the year holds.
 */
import { addUtcDays, utcDay } from '@backoffice/contracts';
import { rowsOf } from '@backoffice/api-server';
import { describePlans, listReads } from '@backoffice/api-server/testing';
import { sql } from 'drizzle-orm';
import { bearer, buildTestApp, loginAsAdmin, type App } from '../test/helper';

/** A year of each log: the rate gain log a row per hotel and day (20 hotels), the cancellation period log hourly. */
const DAYS = 365;
const RATE_HOTELS = 20;
const TRANSFER_RUNS_PER_DAY = 24;
const CURRENCIES = ['CAD', 'EUR', 'GBP', 'INR', 'JPY', 'NZD', 'SGD', 'USD'];
/** The signed-in SuperAdmin's own row and the counters' index probes: a constant beside one counter per day. */
const EXTRA = 5;

/** A log's answer, the fields read here. */
interface LogAnswer {
  data: { rates?: Record<string, number> }[];
  total: number;
  currencies?: string[];
}

describe('pricing log plans over a year of rows', () => {
  let app: App;
  let admin: Record<string, string>;
  const today = utcDay(new Date());
  let firstHotel: string;

  beforeAll(async () => {
    app = await buildTestApp();
    admin = bearer(await loginAsAdmin(app));
    const hotels = rowsOf<{ id: string }>(
      await app.db.execute(sql`
        INSERT INTO hotels (name, city, status) SELECT 'Plan Rate Hotel ' || g, 'Sydney', 'Live' FROM generate_series(1, ${RATE_HOTELS}) g
        RETURNING id`),
    );
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
    firstHotel = hotels[0].id;
    for (const table of ['availability_snapshots', 'snapshot_counts', 'rate_gain_logs', 'cancellation_period_logs', 'exchange_rate_logs', 'exchange_rates', 'log_day_counts', 'hotels'])
      await app.db.execute(sql.raw(`ANALYZE ${table}`));
  }, 120_000);
  afterAll(() => app.close());

  /** The rows an answer holds: a log's rows; the rate history's rates (a row per day, a rate per currency) and its currencies. */
  const answeredOf = (a: LogAnswer) =>
    a.currencies ? a.data.reduce((n, d) => n + Object.keys(d.rates ?? {}).length, 0) + a.currencies.length : a.data.length;

  /**
   * GET /api`url` as the SuperAdmin; fails with the plans beyond 10 rows read per row answered plus one day counter
   * per day of the window (`days`) plus EXTRA.
   */
  const withinBudget = async (url: string, days: number): Promise<LogAnswer> => {
    const r = await listReads(app.db, () => app.inject({ method: 'GET', url: `/api${url}`, headers: admin }));
    expect(r.result.statusCode).toBe(200);
    const answer = r.result.json<LogAnswer>();
    const answered = answeredOf(answer);
    const budget = 10 * Math.max(1, answered) + days + EXTRA;
    if (r.read > budget) throw new Error(`${url}: read ${r.read} rows for ${answered} answered (budget ${budget})\n${describePlans(r.plans)}`);
    return answer;
  };

  const lastPageOf = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));
  const week = () => `from=${addUtcDays(today, -60)}&to=${addUtcDays(today, -54)}`;
  const year = () => `from=${addUtcDays(today, -(DAYS - 1))}&to=${today}`;

  it.each([
    ['rate gain', '/logs/rate-gain', 29 * RATE_HOTELS],
    ['cancellation period', '/logs/cancellation-period', 0],
    ['exchange rate', '/logs/exchange-rate-gain', 29],
  ])('%s: the default window, a week and a year read about their page, first and last', async (_, path, defaultTotal) => {
    const first = await withinBudget(path, 30);
    if (defaultTotal) expect(first.total).toBe(defaultTotal);
    const last = await withinBudget(`${path}?page=${lastPageOf(first.total, 20)}`, 30);
    expect(last.data).toHaveLength(first.total - (lastPageOf(first.total, 20) - 1) * 20);
    await withinBudget(`${path}?${week()}`, 7);
    const whole = await withinBudget(`${path}?${year()}`, DAYS);
    const yearLast = await withinBudget(`${path}?${year()}&page=${lastPageOf(whole.total, 20)}`, DAYS);
    expect(yearLast.data.length).toBeGreaterThan(0);
    // A page in the middle answers the rows in order (read from the nearer end): page 2 of the week ends where 3 starts.
    const weekFirst = await withinBudget(`${path}?${week()}&limit=5`, 7);
    expect(weekFirst.data).toHaveLength(5);
  });

  it('the totals agree with the rows, and the last page is the oldest', async () => {
    const [{ n }] = rowsOf<{ n: number }>(
      await app.db.execute(sql`SELECT count(*)::int AS n FROM cancellation_period_logs WHERE start >= ${addUtcDays(today, -29)}::date AND start < ${addUtcDays(today, 1)}::date`),
    );
    const first = await withinBudget('/logs/cancellation-period', 30);
    expect(first.total).toBe(n);
    const last = await withinBudget(`/logs/cancellation-period?page=${lastPageOf(n, 20)}`, 30);
    const [{ oldest }] = rowsOf<{ oldest: string }>(
      await app.db.execute(sql`SELECT min(start) AS oldest FROM cancellation_period_logs WHERE start >= ${addUtcDays(today, -29)}::date`),
    );
    expect(new Date((last.data.at(-1) as { start: string }).start).getTime()).toBe(new Date(oldest).getTime());
    // A row deleted leaves the total at once (the day counters' trigger).
    await app.db.execute(sql`DELETE FROM cancellation_period_logs WHERE start = (SELECT max(start) FROM cancellation_period_logs)`);
    expect((await withinBudget('/logs/cancellation-period', 30)).total).toBe(n - 1);
  });

  it("the archives: the hotels with their snapshot counts, one hotel's snapshots by window", async () => {
    const r = await listReads(app.db, () => app.inject({ method: 'GET', url: '/api/archives/hotels', headers: admin }));
    const list = r.result.json<{ data: { _id: string; snapshots: number }[] }>().data;
    expect(list.find((h) => h._id === firstHotel)?.snapshots).toBe(DAYS);
    const budget = 10 * list.length + EXTRA;
    if (r.read > budget) throw new Error(`/archives/hotels: read ${r.read} rows for ${list.length} answered (budget ${budget})\n${describePlans(r.plans)}`);
    await withinBudget(`/archives/${firstHotel}`, 30);
    const whole = await withinBudget(`/archives/${firstHotel}?${year()}`, DAYS);
    expect(whole.total).toBe(DAYS);
    await withinBudget(`/archives/${firstHotel}?${year()}&page=${lastPageOf(DAYS, 30)}`, DAYS);
  });

  it('the exchange rate history: the default window, a week, a year, first and last pages', async () => {
    const first = await withinBudget('/logs/exchange-rate-history', 30);
    expect(first.total).toBe(30);
    expect(first.currencies).toEqual(CURRENCIES);
    await withinBudget('/logs/exchange-rate-history?page=2', 30);
    await withinBudget(`/logs/exchange-rate-history?${week()}`, 7);
    const whole = await withinBudget(`/logs/exchange-rate-history?${year()}`, DAYS);
    expect(whole.total).toBe(DAYS);
    await withinBudget(`/logs/exchange-rate-history?${year()}&page=${lastPageOf(DAYS, 20)}`, DAYS);
  });
});
