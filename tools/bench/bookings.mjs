#!/usr/bin/env node
// The bookings area under 500,000 reservations: the reservations grid (GET /api/reservation/getReservations) and
// the export of the whole set (GET /api/reservation/export), on a fresh in-memory PGlite and on a PostgreSQL
// server. Figures only, no assertion. Targets: grid p95 <= 50 ms on PostgreSQL and <= 150 ms on PGlite; the
// export of all rows in <= 30 s and <= 400 MB RSS.
//
// Per database: the app migrates it, then the data are inserted in the database itself (INSERT ... SELECT over
// generate_series, setseed for the same rows every run): 10 chains, 500 hotels with a room each, 60,000
// customers (400 surnames), the reservations over 8 months with a charge each (several currencies, refunds,
// cancellations, no-shows, billing marks). VACUUM ANALYZE (autovacuum's work on a live table), then each grid call is warmed up and timed sequentially
// (--runs, 50 by default): page 1, a deep page (page 2,000 of 25), a sort (arrival, oldest first), a search by
// surname, a filter (a chain and billing "no"). The export is read over HTTP from a listening app; its time and
// the process's peak RSS (sampled every 50 ms) are printed with the RSS before it started.
//
// PostgreSQL: BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL (a role that may CREATE DATABASE), else
// Debian's cluster through tools/ci/postgres.sh; none: that half is skipped and said so.
//
//   node tools/bench/bookings.mjs [--reservations 500000] [--runs 50] [--only pglite|postgres] [--json out.json]
// It runs itself again under tsx (the app is TypeScript).
import fs from 'node:fs';
import http from 'node:http';
import { benchApp, JSON_OUT, mb, onEachDatabase, ONLY, opt, round1, latency, memorySampler, runUnderTsx, timedCalls } from './common.mjs';

runUnderTsx(import.meta.url, 'BOOKINGS_BENCH_CHILD');

const { insertBenchChains, insertNamedHotels } = await import('./data.mjs');

const RESERVATIONS = Number(opt('reservations', 500_000));
const RUNS = Number(opt('runs', 50));
const TARGETS = { gridP95PostgresMs: 50, gridP95PgliteMs: 150, exportS: 30, exportRssMb: 400 };

const SURNAMES = ['Nguyen', 'Smith', 'Patel', 'Williams', 'Tan', 'Brown', 'Khan', 'Taylor', 'Lee', 'Wilson', 'Singh', 'Martin',
  'Chen', 'Kelly', 'Ahmed', 'Walker', 'Garcia', 'Murphy', 'Jones', 'Wong', 'Kumar', 'Evans', 'Harris', 'Clarke', 'Young',
  'King', 'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Hill', 'Ward', 'Cook', 'Bell', 'Ross', 'Reid', 'Ford', 'Hughes', 'Price'];
const SUFFIXES = ['', 'son', 'ley', 'ton', 'er', 'well', 'ford', 'by', 'more', 'wood'];
const sqlArray = (values) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;

async function insertData(query, n) {
  const started = Date.now();
  await query('SELECT setseed(0.2026)');
  await insertBenchChains(query, 10);
  await insertNamedHotels(query, { n: 500, noChainEvery: 7, ageUnit: 'days' });
  await query(`INSERT INTO rooms (hotel_id, name, is_set_three) SELECT id, 'Deluxe King', true FROM hotels`);
  await query(`
    INSERT INTO users (email, first_name, last_name, user_type, provider)
    SELECT 'bench.customer.' || g || '@customers.example',
      (ARRAY['Olivia','Liam','Ava','Noah','Mia','Arjun','Chloe','Wei','Priya','Lucas','Sofia','Omar','Hana','Jack','Zara','Mateo'])[1 + g % 16],
      (${sqlArray(SURNAMES)})[1 + g % ${SURNAMES.length}] || (${sqlArray(SUFFIXES)})[1 + (g / ${SURNAMES.length}) % ${SUFFIXES.length}],
      'APP', CASE WHEN g % 3 = 0 THEN 'Guest' ELSE 'Timeflyz' END
    FROM generate_series(1, 60000) g`);
  await query(`
    WITH h AS (SELECT array_agg(id ORDER BY id) AS ids FROM hotels),
      u AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE user_type = 'APP'),
      s AS (SELECT g, now() - interval '183 days' + random() * interval '243 days' AS start, random() AS x,
              (ARRAY[3, 6, 12])[1 + floor(random() * 3)::int] AS d FROM generate_series(1, ${n}) g)
    INSERT INTO reservations (hotel_id, room_id, booked_by_id, status, duration, reservation_start, reservation_end, timezone,
      amount, charge_status, invoice_issue_date, excluded, refund, created_at)
    SELECT hid, (SELECT r.id FROM rooms r WHERE r.hotel_id = hid LIMIT 1), u.ids[1 + floor(random() * cardinality(u.ids))::int],
      CASE WHEN start + (d || ' hours')::interval < now() THEN (CASE WHEN x < 0.78 THEN 'CHECKEDOUT' WHEN x < 0.9 THEN 'Cancelled' ELSE 'No show' END)
           ELSE (CASE WHEN x < 0.9 THEN 'BOOKED' ELSE 'Cancelled' END) END,
      d, start, start + (d || ' hours')::interval, 'Australia/Sydney', 10000,
      CASE WHEN start < now() - interval '30 days' AND x < 0.7 THEN 'charge' END,
      CASE WHEN start < now() - interval '30 days' AND x < 0.7 THEN date_trunc('month', start) + interval '1 month' END,
      x > 0.97, x > 0.85 AND x < 0.9, start - interval '3 days'
    FROM s, h, u, LATERAL (SELECT h.ids[1 + floor(random() * cardinality(h.ids))::int + 0 * s.g] AS hid) pick`);
  await query(`
    INSERT INTO charges (reservation_id, currency, amount, cost, surcharge, total, commission, commission_gst, timeflyz_discount,
      captured, status, user_exchange_rate, user_currency_symbol, hotel_currency_symbol, payment_intent_id, refunded_amount)
    SELECT r.id, c.code, c.cost + c.cost / 50, c.cost, c.cost / 50, c.cost + c.cost / 50, c.cost / 7, c.cost / 70, 0,
      r.status <> 'No show', CASE WHEN r.status = 'No show' THEN 'requires_capture' ELSE 'charged' END, c.rate, c.symbol, c.symbol,
      'pi_bench_' || r.booking_no, CASE WHEN r.refund THEN c.cost + c.cost / 50 ELSE 0 END
    FROM reservations r, LATERAL (SELECT (ARRAY['AUD','NZD','SGD','GBP'])[1 + r.booking_no % 4] AS code,
      (ARRAY['A$','NZ$','S$','£'])[1 + r.booking_no % 4] AS symbol, (ARRAY[1, 0.91, 1.14, 1.93])[1 + r.booking_no % 4] AS rate,
      (50 + r.booking_no % 150) * 100 AS cost) c`);
  // What autovacuum does to a table this size in production: statistics and the visibility map (index-only scans).
  await query('VACUUM ANALYZE');
  const [counts] = await query(`SELECT (SELECT count(*)::int FROM reservations) AS reservations, (SELECT count(*)::int FROM charges) AS charges,
    (SELECT count(*)::int FROM users WHERE user_type = 'APP') AS customers`);
  return { insertMs: Date.now() - started, ...counts };
}

async function timeCalls(app, headers, url) {
  const call = () => app.inject({ method: 'GET', url, headers });
  const { times, errors, last: total } = await timedCalls(call, RUNS, { read: (res) => res.json().total });
  return { ...latency(times), errors, total };
}

/** Reads the export over HTTP, sampling the RSS; returns seconds, bytes, peak and starting RSS. */
async function timeExport(app, token) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address();
  const memory = memorySampler(50);
  const started = performance.now();
  try {
    const { bytes, status } = await new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/api/reservation/export', headers: { authorization: `Bearer ${token}` } }, (res) => {
          let n = 0;
          res.on('data', (chunk) => (n += chunk.length));
          res.on('end', () => resolve({ bytes: n, status: res.statusCode }));
          res.on('error', reject);
        })
        .on('error', reject);
    });
    return { seconds: round1((performance.now() - started) / 1000), status, mb: round1(bytes / 1024 / 1024), peakRssMb: mb(memory.peak.rss), startRssMb: mb(memory.before.rss) };
  } finally {
    memory.stop();
  }
}

async function benchDatabase(kind, databaseUrl) {
  console.log(`\n--- ${kind}: ${RESERVATIONS.toLocaleString('en')} reservations`);
  const { app, query, signInAdmin } = await benchApp(databaseUrl);
  try {
    const data = await insertData(query, RESERVATIONS);
    console.log(`  inserted ${data.reservations.toLocaleString('en')} reservations and charges, ${data.customers.toLocaleString('en')} customers in ${data.insertMs} ms`);
    const token = await signInAdmin();
    const headers = { authorization: `Bearer ${token}` };
    const [chain] = await query('SELECT id FROM commissions ORDER BY client_type_name LIMIT 1');
    const grid = '/api/reservation/getReservations';
    const calls = {
      page1: `${grid}?page=1&limit=25`,
      deepPage: `${grid}?page=2000&limit=25`,
      sort: `${grid}?page=3&limit=25&sort=reservationStart&order=asc`,
      surname: `${grid}?page=1&limit=25&search=walkerton`,
      filter: `${grid}?page=1&limit=25&commission=${chain.id}&billing=no`,
    };
    const results = {};
    for (const [name, url] of Object.entries(calls)) {
      results[name] = await timeCalls(app, headers, url);
      const r = results[name];
      console.log(`  ${name.padEnd(9)} p50 ${r.p50} ms, p95 ${r.p95} ms, max ${r.max} ms (${RUNS} calls, ${r.errors} not 200, ${r.total?.toLocaleString('en')} rows match)`);
    }
    const exp = await timeExport(app, token);
    console.log(`  export   ${exp.seconds} s, ${exp.mb} MB file (status ${exp.status}), peak RSS ${exp.peakRssMb} MB (${exp.startRssMb} MB before); targets <= ${TARGETS.exportS} s, <= ${TARGETS.exportRssMb} MB`);
    return { kind, ...data, grid: results, export: exp };
  } finally {
    await app.close();
  }
}

const out = { reservations: RESERVATIONS, runs: RUNS, targets: TARGETS, databases: {} };
console.log(`bookings bench: ${RESERVATIONS.toLocaleString('en')} reservations, ${RUNS} timed calls per measure (inject)`);
Object.assign(out, await onEachDatabase('backoffice_bench_bookings', ONLY, benchDatabase));
console.log('\n--- summary (p95 ms; export s / peak RSS MB)');
for (const [kind, d] of Object.entries(out.databases)) {
  const g = d.grid;
  console.log(
    `  ${kind.padEnd(8)} page1 ${g.page1.p95} | deep ${g.deepPage.p95} | sort ${g.sort.p95} | surname ${g.surname.p95} | filter ${g.filter.p95} | export ${d.export.seconds} s / ${d.export.peakRssMb} MB`,
  );
}
console.log(`  targets: grid p95 <= ${TARGETS.gridP95PostgresMs} ms PostgreSQL, <= ${TARGETS.gridP95PgliteMs} ms PGlite; export <= ${TARGETS.exportS} s, <= ${TARGETS.exportRssMb} MB RSS`);
if (JSON_OUT) fs.writeFileSync(JSON_OUT, JSON.stringify(out, null, 2));
process.exit(0);
