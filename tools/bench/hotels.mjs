#!/usr/bin/env node
// The hotels area under 5,000 hotels: the listing page (GET /api/hotel/list) and the score and rank of one hotel
// (GET /api/hotel/rank), through `inject` on an app built in this process, on a fresh in-memory PGlite and on a
// PostgreSQL server. Figures only, no assertion. Targets: listing p95 <= 50 ms on PostgreSQL, rank <= 200 ms.
//
// Per database: the app migrates it, then the data are inserted in the database itself (INSERT ... SELECT over
// generate_series, setseed for the same rows every run): 20 property chains, 5,000 hotels spread over a 60 km
// square around Sydney (70% Live, the rest Pending or Inactive), 2-3 rooms each with a 3-hour check-in window,
// 0-6 photos, 3 reviews and 12 reservations each over the last 200 days. ANALYZE, then:
//   - listing: pages of GET /api/hotel/list (page, search, sort, commissionID; 'n/a' if the route is missing);
//   - rank: GET /api/hotel/rank for a Live hotel near the centre on a fixed date.
// Each call is warmed up, then timed sequentially (--runs, 50 by default): p50/p95/max.
//
// PostgreSQL: BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL (a role that may CREATE DATABASE: the bench
// works in a fresh database of its own and drops it), else Debian's cluster through tools/ci/postgres.sh when
// the machine has it; none: that half is skipped and said so.
//
//   node tools/bench/hotels.mjs [--hotels 5000] [--runs 50] [--only pglite|postgres] [--json out.json]
// It runs itself again under tsx (the app is TypeScript).
import fs from 'node:fs';
import { benchApp, JSON_OUT, onEachDatabase, ONLY, opt, percentile, round1, runUnderTsx } from './common.mjs';

runUnderTsx(import.meta.url, 'HOTELS_BENCH_CHILD', []);

const HOTELS = Number(opt('hotels', 5_000));
const RUNS = Number(opt('runs', 50));
const CENTRE = { lat: -33.8688, lon: 151.2093 };
const DATE = '2026-12-01';
const TARGETS = { listingP95Ms: 50, rankMs: 200 };

// ---------------------------------------------------------------------------------------------- the data

/** The rows, computed by the database; `query(text)` runs one statement. */
async function insertData(query, n) {
  const started = Date.now();
  await query('SELECT setseed(0.2026)');
  await query(`INSERT INTO commissions (client_type_name)
    SELECT 'Bench chain ' || g FROM generate_series(1, 20) g ON CONFLICT DO NOTHING`);
  // 60 km square: 0.54 degrees of latitude, 0.65 of longitude at Sydney.
  await query(`
    WITH c AS (SELECT array_agg(id ORDER BY client_type_name) AS ids FROM commissions)
    INSERT INTO hotels (name, description, types, rating, street_address, city, state, country, postal_code,
      latitude, longitude, amenities, property_id, commission_rate, expedia_url, status, commission_id, created_at)
    SELECT
      (ARRAY['Harbour','Park','Royal','Grand','Bay','City','Garden','Central'])[1 + g % 8] || ' '
        || (ARRAY['Hotel','Suites','Inn','Lodge','Apartments'])[1 + g % 5] || ' ' || g,
      CASE WHEN g % 4 = 0 THEN '' ELSE '<p>Rooms by the hour near the city.</p>' END,
      ARRAY[(ARRAY['Business','Leisure','Transit'])[1 + g % 3]],
      (g % 11) / 2.0,
      g || ' George Street', 'Sydney', 'New South Wales', 'Australia', '2000',
      ${CENTRE.lat} + (random() - 0.5) * 0.54, ${CENTRE.lon} + (random() - 0.5) * 0.65,
      (ARRAY['Wifi','Pool','Gym','Parking','Bar','Restaurant','Spa'])[1 : 1 + g % 7],
      CASE WHEN g % 10 = 0 THEN NULL ELSE 'BENCH-' || g END,
      10 + g % 15,
      CASE WHEN g % 3 = 0 THEN '' ELSE 'https://www.expedia.com/h' || g END,
      CASE WHEN random() < 0.7 THEN 'Live' WHEN random() < 0.5 THEN 'Pending' ELSE 'Inactive' END,
      CASE WHEN g % 5 = 0 THEN NULL ELSE c.ids[1 + g % cardinality(c.ids)] END,
      now() - (g || ' minutes')::interval
    FROM generate_series(1, ${n}) g, c`);
  await query(`
    INSERT INTO rooms (hotel_id, name, available_rooms, overnight_rate, floor_rate, is_set_three)
    SELECT h.id, 'Room ' || k, 1 + floor(random() * 6)::int, 6000 + floor(random() * 20000)::int, 4000, true
    FROM hotels h, generate_series(1, 3) k
    WHERE k <= 2 + (abs(hashtext(h.id::text)) % 2)`);
  await query(`
    INSERT INTO checkin_windows (room_id, slot_hours, position, earliest_checkin, latest_checkin)
    SELECT r.id, 3, 0, (ARRAY['08:00','10:00','12:00','14:00'])[1 + abs(hashtext(r.id::text)) % 4], '16:00' FROM rooms r`);
  await query(`
    INSERT INTO hotel_photos (hotel_id, name)
    SELECT h.id, md5(h.id::text || k) || '.jpg' FROM hotels h, generate_series(1, 6) k
    WHERE k <= abs(hashtext(h.id::text)) % 7`);
  await query(`
    INSERT INTO reviews (hotel_id, tags)
    SELECT h.id, jsonb_build_array(
      jsonb_build_object('key', 'clean', 'value', 1 + floor(random() * 5)::int),
      jsonb_build_object('key', 'staff', 'value', 1 + floor(random() * 5)::int))
    FROM hotels h, generate_series(1, 3) k`);
  await query(`
    WITH s AS (SELECT h.id AS hotel_id, date '${DATE}' + interval '12 hours' - (floor(random() * 200) || ' days')::interval
        + (floor(random() * 10) || ' hours')::interval AS start, random() AS x
      FROM hotels h, generate_series(1, 12) k)
    INSERT INTO reservations (hotel_id, status, duration, reservation_start, reservation_end, amount)
    SELECT hotel_id, CASE WHEN x < 0.1 THEN 'Cancelled' WHEN x < 0.15 THEN 'No show' ELSE 'CHECKEDOUT' END, 3,
      start, start + interval '3 hours', 9900 FROM s`);
  await query('ANALYZE');
  const [{ hotels, rooms, reservations }] = await query(`SELECT
    (SELECT count(*)::int FROM hotels) AS hotels, (SELECT count(*)::int FROM rooms) AS rooms,
    (SELECT count(*)::int FROM reservations) AS reservations`);
  return { insertMs: Date.now() - started, hotels, rooms, reservations };
}

// ------------------------------------------------------------------------------------------ the measures

async function timeCalls(app, headers, urls) {
  for (const url of urls.slice(0, 5)) await app.inject({ method: 'GET', url, headers }); // warm-up
  const times = [];
  let errors = 0;
  let status;
  for (let i = 0; i < RUNS; i++) {
    const url = urls[i % urls.length];
    const t = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    times.push(performance.now() - t);
    status = res.statusCode;
    if (res.statusCode !== 200) errors++;
  }
  return {
    p50: round1(percentile(times, 50)),
    p95: round1(percentile(times, 95)),
    max: round1(Math.max(...times)),
    runs: RUNS,
    errors,
    status,
  };
}

async function benchDatabase(kind, databaseUrl) {
  console.log(`\n--- ${kind}: ${HOTELS.toLocaleString('en')} hotels`);
  const { app, query, signInAdmin } = await benchApp(databaseUrl);
  try {
    const data = await insertData(query, HOTELS);
    console.log(
      `  inserted ${data.hotels.toLocaleString('en')} hotels, ${data.rooms.toLocaleString('en')} rooms, ` +
        `${data.reservations.toLocaleString('en')} reservations in ${data.insertMs} ms`,
    );
    const headers = { authorization: `Bearer ${await signInAdmin()}` };

    const [chain] = await query(`SELECT id FROM commissions ORDER BY client_type_name LIMIT 1`);
    const listUrls = [
      '/api/hotel/list?page=1',
      '/api/hotel/list?page=3&sort=name&order=asc',
      '/api/hotel/list?page=1&search=harbour',
      `/api/hotel/list?page=2&commissionID=${chain.id}&sort=city`,
      '/api/hotel/list?page=250&sort=createdAt&order=desc',
    ];
    const probe = await app.inject({ method: 'GET', url: listUrls[0], headers });
    let listing = 'n/a';
    if (probe.statusCode === 404 && !app.hasRoute({ method: 'GET', url: '/api/hotel/list' })) {
      console.log('  listing: n/a (GET /api/hotel/list is not there yet)');
    } else {
      listing = await timeCalls(app, headers, listUrls);
      console.log(
        `  listing  p50 ${listing.p50} ms, p95 ${listing.p95} ms, max ${listing.max} ms (${listing.runs} calls, ` +
          `${listing.errors} not 200, last ${listing.status}); target p95 <= ${TARGETS.listingP95Ms} ms on PostgreSQL`,
      );
    }

    const near = await query(`SELECT id FROM hotels WHERE status = 'Live'
      ORDER BY (latitude - ${CENTRE.lat})^2 + (longitude - ${CENTRE.lon})^2 LIMIT 5`);
    const [{ n: ranked }] = await query(`SELECT count(*)::int AS n FROM hotels WHERE status = 'Live'
      AND 2 * 6371.0088 * asin(sqrt(sin(radians(latitude - ${CENTRE.lat}) / 2) ^ 2 + cos(radians(${CENTRE.lat}))
        * cos(radians(latitude)) * sin(radians(longitude - ${CENTRE.lon}) / 2) ^ 2)) <= 10`);
    const rankUrls = near.map(
      (h) => `/api/hotel/rank?hotelId=${h.id}&lat=${CENTRE.lat}&lon=${CENTRE.lon}&date=${DATE}`,
    );
    const sample = await app.inject({ method: 'GET', url: rankUrls[0], headers });
    const rank = await timeCalls(app, headers, rankUrls);
    const body = sample.statusCode === 200 ? sample.json() : {};
    console.log(
      `  rank     p50 ${rank.p50} ms, p95 ${rank.p95} ms, max ${rank.max} ms (${rank.runs} calls, ${rank.errors} not 200; ` +
        `Rank ${body.Rank ?? '?'} of ${body.outOf ?? '?'}; ${ranked} Live hotels within 10 km); target <= ${TARGETS.rankMs} ms`,
    );
    return { kind, ...data, listing, rank, rankedHotels: ranked };
  } finally {
    await app.close();
  }
}

// ------------------------------------------------------------------------------------------------- main

const out = { hotels: HOTELS, runs: RUNS, targets: TARGETS, databases: {} };
console.log(`hotels bench: ${HOTELS.toLocaleString('en')} hotels, ${RUNS} timed calls per measure (inject)`);
Object.assign(out, await onEachDatabase('backoffice_bench_hotels', ONLY, benchDatabase, ['pglite', 'postgres']));
console.log('\n--- summary (ms)');
for (const [kind, d] of Object.entries(out.databases)) {
  const l = d.listing === 'n/a' ? 'n/a' : `p50 ${d.listing.p50} / p95 ${d.listing.p95}`;
  console.log(`  ${kind.padEnd(8)} listing ${l} | rank p50 ${d.rank.p50} / p95 ${d.rank.p95}`);
}
console.log(
  `  targets: listing p95 <= ${TARGETS.listingP95Ms} ms on PostgreSQL, rank <= ${TARGETS.rankMs} ms`,
);
if (JSON_OUT) fs.writeFileSync(JSON_OUT, JSON.stringify(out, null, 2));
process.exit(0);
