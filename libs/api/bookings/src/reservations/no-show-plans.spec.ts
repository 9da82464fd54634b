/**
 * The no-show lists (POST /reservation/NoshowResevation with `page`, docs/areas/bookings.md, "No shows") read rows in
 * proportion to the rows they answer, however many no-shows the window holds (docs/api-database.md, "Which index a
 * list reads"): page 1 and the last page of each tab, run again under EXPLAIN ANALYZE (`listReads`), are held to 10
 * rows read per row answered plus C; the totals equal a count of the rows for windows of every shape, and the
 * copied flag and the counters (migration 0062) follow every write in the writing transaction.
 */
import { endOfDayIn, startOfDayIn, type NoShowListResponse } from '@backoffice/contracts';
import { describePlans, listReads, type StatementPlan } from '@backoffice/api-server/testing';
import { rowsOf } from '@backoffice/api-server';
import { sql } from 'drizzle-orm';
import { noShowWindowPieces } from './no-show-page';
import { buildTestAppAsAdmin, type App } from '../test/helper';

/**
 * Rows a request may read beyond 10 per row answered: the sign-in's user (1 row) and the total's counters, about 55
 * for 30 days of a zone's calendar (11 + 13 hours at the ends, 29 days) and the rows of the part hours at each end.
 */
const C = 70;
/**
 * What the total of a window across a month's end without a whole month may read beyond 10 rows per row answered:
 * the sign-in's user, 14 counters (a day's less 1 hour, a month's less 6 days, 3 days and 2 hours: `noShowPieceCounters`)
 * and the rows of its part hour at the start (3 no-shows an hour), with room for the approved ones' gaps.
 */
const ACROSS_MONTH_COUNTERS = 30;
/** The no-shows written: one every 20 minutes back from now, 75 days (one in 7 approved). */
const NO_SHOWS = 5_400;
/** The other reservations: the tables' usual shape around them. */
const OTHERS = 5_000;

describe('no-show lists under many no-shows', () => {
  let app: App;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
    await app.db.execute(sql`INSERT INTO hotels (name, city, country, status)
      SELECT 'No-show Hotel ' || g, 'Sydney', 'Australia', 'Live' FROM generate_series(1, 2000) g`);
    await app.db.execute(sql`INSERT INTO users (email, first_name, last_name, user_type, provider)
      SELECT 'noshow.' || g || '@customers.test', 'Noshow', 'Customer ' || g, 'APP', 'Timeflyz' FROM generate_series(1, 500) g`);
    const insert = (n: number, status: string, every: string) =>
      app.db.execute(sql`
        WITH h AS (SELECT array_agg(id) AS ids FROM hotels WHERE name LIKE 'No-show Hotel %'),
             c AS (SELECT array_agg(id) AS ids FROM users WHERE email LIKE 'noshow.%@customers.test')
        INSERT INTO reservations (hotel_id, booked_by_id, status, duration, reservation_start, reservation_end)
        SELECT h.ids[1 + g % 2000], c.ids[1 + g % 500], ${status}, 3, date_trunc('minute', now()) - g * ${every}::interval,
          date_trunc('minute', now()) - g * ${every}::interval + interval '3 hours'
        FROM generate_series(1, ${n}) g, h, c`);
    await insert(NO_SHOWS, 'No show', '20 minutes');
    await insert(OTHERS, 'CHECKEDOUT', '21 minutes');
    // A charge for each (a no-show's authorised, one in 7 captured: the approved tab), written after the
    // reservations, as the API does: the charges' trigger copies `captured` onto the no-shows.
    await app.db.execute(sql`
      INSERT INTO charges (reservation_id, amount, cost, surcharge, total, status, captured)
      SELECT r.id, 10200, 10000, 200, 10200, CASE WHEN r.status = 'No show' AND r.booking_no % 7 <> 0 THEN 'requires_capture' ELSE 'charged' END,
        NOT (r.status = 'No show' AND r.booking_no % 7 <> 0)
      FROM reservations r LEFT JOIN charges c ON c.reservation_id = r.id WHERE c.id IS NULL`);
    await app.db.execute(sql`ANALYZE`);
  }, 180_000);
  afterAll(() => app.close());

  const post = async (payload: object) => app.inject({ method: 'POST', url: '/api/reservation/NoshowResevation', headers: admin, payload });
  /** The tab's no-shows of the window [from, to] counted over the rows (`captured` undefined: both tabs). */
  const truth = async (from: string, to: string, captured?: boolean) =>
    Number(
      rowsOf<{ n: number }>(
        await app.db.execute(sql`SELECT count(*)::int AS n FROM reservations r LEFT JOIN charges c ON c.reservation_id = r.id
          WHERE r.status = 'No show' AND r.reservation_start >= ${from}::timestamptz AND r.reservation_start <= ${to}::timestamptz
            AND (${captured ?? null}::boolean IS NULL OR coalesce(c.captured, false) = ${captured ?? null}::boolean)`),
      )[0].n,
    );

  const over: string[] = [];
  const check = (name: string, r: { rows: number; read: number; plans: StatementPlan[] }) => {
    const budget = 10 * Math.max(1, r.rows) + C;
    if (r.read > budget) over.push(`${name}: read ${r.read} rows to answer ${r.rows} (budget ${budget})\n${describePlans(r.plans)}`);
  };
  const reads = async (payload: object) => {
    const { result, plans, read } = await listReads(app.db, () => post(payload));
    expect(result.statusCode).toBe(200);
    const body = result.json() as NoShowListResponse;
    return { body, rows: body.data.length, plans, read };
  };

  /** The last 30 days on Sydney's calendar, as the No-shows page sends them. */
  const last30 = () => {
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });
    const from = new Date(new Date(`${today}T00:00:00Z`).getTime() - 29 * 86_400_000).toISOString().slice(0, 10);
    return { reservationStart: startOfDayIn(from, 'Australia/Sydney'), reservationEnd: endOfDayIn(today, 'Australia/Sydney') };
  };

  it('page 1 and the last page of each tab read at most 10 rows per row answered, and walk the window in order', async () => {
    over.length = 0;
    const window = last30();
    for (const captured of [false, true, undefined]) {
      const tab = captured === undefined ? 'both tabs' : captured ? 'approved' : 'unapproved';
      const body = { ...window, ...(captured === undefined ? {} : { captured }) };
      const first = await reads({ ...body, page: 1, limit: 10 });
      const total = first.body.total ?? 0;
      expect(total).toBe(await truth(window.reservationStart, window.reservationEnd, captured));
      expect(total).toBeGreaterThan(100);
      expect(first.body).toMatchObject({ page: 1, limit: 10 });
      if (captured !== undefined) check(`${tab}, page 1`, first);
      if (process.env.NO_SHOW_PLANS_LOG) console.log(`${tab} page 1: read ${first.read} for ${first.rows}\n${describePlans(first.plans)}`);
      const lastPage = Math.ceil(total / 10);
      const last = await reads({ ...body, page: lastPage, limit: 10 });
      expect(last.rows).toBe(total - 10 * (lastPage - 1));
      expect(last.body.total).toBe(total);
      if (captured !== undefined) check(`${tab}, last page`, last);
      if (process.env.NO_SHOW_PLANS_LOG) console.log(`${tab} last page: read ${last.read} for ${last.rows}\n${describePlans(last.plans)}`);
      // Every row once, by arrival then id, page after page (the middle pages forward, the later ones backward),
      // the same rows as the whole window's answer without `page`.
      const whole = (await post(body)).json() as NoShowListResponse;
      expect(whole.total).toBeUndefined();
      const paged: string[] = [];
      for (let page = 1; page <= Math.ceil(total / 100); page++) paged.push(...((await post({ ...body, page, limit: 100 })).json() as NoShowListResponse).data.map((r) => r._id));
      expect(whole.data).toHaveLength(Math.min(total, 1_000));
      expect(paged).toHaveLength(total);
      expect(paged.slice(0, whole.data.length)).toEqual(whole.data.map((r) => r._id));
      expect(new Set(paged).size).toBe(total);
      for (const r of first.body.data) expect(r).toMatchObject({ status: 'No show', charge: { captured: captured ?? expect.any(Boolean) } });
    }
    expect(over).toEqual([]);
  }, 120_000);

  it('counts windows of every shape exactly: within an hour, a day, across a month, a year, past the data', async () => {
    const now = Date.now();
    const today = new Date(now);
    const HOUR = 3_600_000;
    const DAY = 24 * HOUR;
    const thisMonth = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
    const lastMonth = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1);
    const yesterday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - DAY;
    // Across last month's end without a whole month: 23 hours to a midnight (counted as the day less its first hour)
    // and 25 days or more to the month's end (the month less its first days), then 3 days and 2 hours.
    const acrossMonthEnd: [number, number] = [lastMonth + 5 * DAY + 17 * 60_000, thisMonth + 3 * DAY + 2 * HOUR + 1_000];
    const windows: [number, number][] = [
      [now - 40 * 60_000, now - 10 * 60_000],
      [now - 26 * 3_600_000 - 7 * 60_000, now - 3 * 3_600_000 + 11_000],
      [now - 3 * 86_400_000, now],
      [now - 45 * 86_400_000 - 1_234, now - 86_400_000 - 1],
      [now - 365 * 86_400_000, now + 86_400_000],
      [Date.UTC(2020, 0, 1), Date.UTC(2020, 0, 31, 23, 59, 59, 999)],
      acrossMonthEnd,
      // Across yesterday's midnight without a whole day: 4 hours, then 19 (the day less its last 5).
      [yesterday - 5 * HOUR + 60_000, yesterday + 19 * HOUR + 30 * 60_000],
    ];
    for (const [s, e] of windows) {
      const reservationStart = new Date(s).toISOString();
      const reservationEnd = new Date(e).toISOString();
      for (const captured of [false, true]) {
        const answer = (await post({ reservationStart, reservationEnd, captured, page: 1 })).json() as NoShowListResponse;
        expect({ reservationStart, captured, total: answer.total }).toEqual({ reservationStart, captured, total: await truth(reservationStart, reservationEnd, captured) });
      }
    }
    // The window across last month's end reads a few counters for its total (a day's, a month's, 1 + 6 + 3 + 2 of
    // theirs; the rows of its part hour at the start), not its 23 hours and 28 days or more.
    const across = await reads({ reservationStart: new Date(acrossMonthEnd[0]).toISOString(), reservationEnd: new Date(acrossMonthEnd[1]).toISOString(), captured: false, page: 1, limit: 1 });
    const budget = 10 * Math.max(1, across.rows) + ACROSS_MONTH_COUNTERS;
    expect(across.read > budget ? `read ${across.read} rows to answer ${across.rows} (budget ${budget})\n${describePlans(across.plans)}` : 'within budget').toBe('within budget');
    // The pieces tile the window: each bound in order, whole hours, days and months where they are counted.
    const p = noShowWindowPieces(Date.UTC(2026, 0, 30, 13, 0, 0), Date.UTC(2026, 3, 2, 12, 59, 59, 999));
    expect(Object.values(p).map((t) => new Date(t).toISOString())).toEqual([
      '2026-01-30T13:00:00.000Z', '2026-01-31T00:00:00.000Z', '2026-02-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z',
      '2026-04-02T00:00:00.000Z', '2026-04-02T13:00:00.000Z',
    ]);
  }, 60_000);

  it('keeps the flag and the counters equal to the charges and rows, in the writing transaction', async () => {
    const window = last30();
    const totals = async () => ({
      unapproved: ((await post({ ...window, captured: false, page: 1, limit: 1 })).json() as NoShowListResponse).total,
      approved: ((await post({ ...window, captured: true, page: 1, limit: 1 })).json() as NoShowListResponse).total,
    });
    const countersTruth = async (db: Pick<App['db'], 'execute'> = app.db) => ({
      counters: rowsOf<{ k: string }>(await db.execute(sql`SELECT captured || ' ' || unit || ' ' || at || ' ' || n AS k FROM no_show_counts WHERE n <> 0 ORDER BY 1`)).map((r) => r.k),
      truth: rowsOf<{ k: string }>(
        await db.execute(sql`SELECT captured || ' ' || unit || ' ' || at || ' ' || n AS k FROM (
          SELECT coalesce(c.captured, false) AS captured, u.unit, date_trunc(u.unit, r.reservation_start, 'UTC') AS at, count(*) AS n
          FROM reservations r LEFT JOIN charges c ON c.reservation_id = r.id, (VALUES ('hour'), ('day'), ('month')) u (unit)
          WHERE r.status = 'No show' GROUP BY 1, 2, 3) t ORDER BY 1`),
      ).map((r) => r.k),
      flags: Number(rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM reservations r LEFT JOIN charges c ON c.reservation_id = r.id
        WHERE (r.status = 'No show') <> (r.no_show_captured IS NOT NULL) OR (r.status = 'No show' AND r.no_show_captured <> coalesce(c.captured, false))`))[0].n),
    });
    const before = await totals();
    const start = await countersTruth();
    expect(start.counters).toEqual(start.truth);
    expect(start.flags).toBe(0);
    const [{ id, charge }] = rowsOf<{ id: string; charge: string }>(
      await app.db.execute(sql`SELECT r.id, c.id AS charge FROM reservations r JOIN charges c ON c.reservation_id = r.id
        WHERE r.status = 'No show' AND NOT c.captured AND r.reservation_start > now() - interval '2 days' LIMIT 1`),
    );
    // A capture moves the no-show to the approved tab, inside the transaction; a rollback takes it back.
    const rollback = new Error('rollback');
    await expect(
      app.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE charges SET captured = true, status = 'charged' WHERE id = ${charge}::uuid`);
        const inside = await countersTruth(tx);
        expect(inside.counters).toEqual(inside.truth);
        expect(inside.flags).toBe(0);
        expect(inside.counters).not.toEqual(start.counters);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await totals()).toEqual(before);
    await app.db.execute(sql`UPDATE charges SET captured = true, status = 'charged' WHERE id = ${charge}::uuid`);
    expect(await totals()).toEqual({ unapproved: (before.unapproved ?? 0) - 1, approved: (before.approved ?? 0) + 1 });
    // The charge deleted (no charge: unapproved), the status changed away and back, a new no-show, a deletion.
    await app.db.execute(sql`DELETE FROM charges WHERE id = ${charge}::uuid`);
    expect(await totals()).toEqual(before);
    await app.db.execute(sql`UPDATE reservations SET status = 'CHECKEDOUT' WHERE id = ${id}::uuid`);
    expect((await totals()).unapproved).toBe((before.unapproved ?? 0) - 1);
    await app.db.execute(sql`UPDATE reservations SET status = 'No show' WHERE id = ${id}::uuid`);
    expect(await totals()).toEqual(before);
    const [added] = rowsOf<{ id: string }>(
      await app.db.execute(sql`INSERT INTO reservations (hotel_id, status, duration, reservation_start, reservation_end)
        SELECT hotel_id, 'No show', 3, now() - interval '1 day', now() - interval '21 hours' FROM reservations WHERE id = ${id}::uuid RETURNING id`),
    );
    await app.db.execute(sql`INSERT INTO charges (reservation_id, amount, cost, surcharge, total, status, captured)
      VALUES (${added.id}::uuid, 10200, 10000, 200, 10200, 'charged', true)`);
    expect(await totals()).toEqual({ unapproved: before.unapproved, approved: (before.approved ?? 0) + 1 });
    await app.db.execute(sql`DELETE FROM charges WHERE reservation_id = ${added.id}::uuid`);
    expect(await totals()).toEqual({ unapproved: (before.unapproved ?? 0) + 1, approved: before.approved });
    await app.db.execute(sql`DELETE FROM reservations WHERE id = ${added.id}::uuid`);
    expect(await totals()).toEqual(before);
    const end = await countersTruth();
    expect(end.counters).toEqual(end.truth);
    expect(end.flags).toBe(0);
  }, 60_000);
});
