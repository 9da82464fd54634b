#!/usr/bin/env node
// The dashboard (GET /api/dashboard, docs/areas/dashboard.md) on the benchmark data: 500,000 reservations with their
// charges and 100,000 tickets with their replies (--scale 1), on a PostgreSQL server and on a fresh in-memory PGlite.
// Figures only, no assertion. Targets (issue 35): p95 per role <= 150 ms on PostgreSQL and <= 400 ms on PGlite.
//
// Per database: the app migrates it, then the data are inserted in the database itself (INSERT ... SELECT over
// generate_series, setseed for the same rows every run): five departments and 1,000 console users (a third of them
// Department users), 60,000 customers, 5,000 hotels in 20 chains (a fifth without one), the reservations of
// bookings.mjs (over 8 months, a charge each in AUD, NZD, SGD or GBP, cancellations and no-shows), the daily exchange
// rates of those currencies over the last 300 days, the tickets of tickets.mjs (bulkInsertTickets) and a reply on
// 60% of them (a second on 30%). VACUUM ANALYZE (autovacuum's work on a live table), then each call is warmed up 3
// times and timed --runs times (20 by default), sequentially through inject: the SuperAdmin's default range (the last
// 30 days, its figures, ticket load and work queues when they are in), the SuperAdmin's 366 days (the longest range,
// beside, not judged), the Department user of the busiest department, and the Employee with the most tickets.
//
// PostgreSQL: BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL (a role that may CREATE DATABASE), else
// Debian's cluster through tools/ci/postgres.sh; none: that half is skipped and said so.
//
//   node tools/bench/dashboard.mjs [--scale 1] [--runs 20] [--only pglite|postgres] [--json out.json]
// --scale 0.05 is a quick run (25,000 reservations, 5,000 tickets, 250 hotels). It runs itself again under tsx (the
// app is TypeScript).
import path from 'node:path';
import { ROOT, benchApp, endWithP95Summary, onEachDatabase, ONLY, opt, percentile, round1, runUnderTsx, SCALE, scaled, latency, timedCalls } from './common.mjs';

runUnderTsx(import.meta.url, 'DASHBOARD_BENCH_CHILD');

const { bulkInsertTickets } = await import('./tickets.mjs');
const { insertBenchChains, insertNamedHotels, insertReservations } = await import('./data.mjs');

const RUNS = Number(opt('runs', 20));
const SIZES = { reservations: scaled(500_000), tickets: scaled(100_000), hotels: scaled(5_000, 20), customers: scaled(60_000, 100) };
const TARGETS = { p95PostgresMs: 150, p95PgliteMs: 400 };

async function insertData(query) {
  const started = Date.now();
  const { hotels: nHotels, reservations: nReservations, tickets: nTickets, customers: nCustomers } = SIZES;
  await query('SELECT setseed(0.2026)');
  await query(`INSERT INTO departments (name) SELECT 'Bench department ' || g FROM generate_series(1, 5) g`);
  await query(`
    WITH d AS (SELECT array_agg(id ORDER BY name) AS ids FROM departments WHERE deleted_at IS NULL)
    INSERT INTO users (email, role, first_name, last_name, department_id)
    SELECT 'bench.staff.' || g || '@staff.example.com', CASE WHEN g % 3 = 0 THEN 'Department' ELSE 'Employee' END,
      (ARRAY['Olivia','Jack','Charlotte','Noah','Amelia','William'])[1 + g % 6], (ARRAY['Smith','Jones','Nguyen','Brown'])[1 + g % 4],
      CASE WHEN g % 3 = 0 THEN d.ids[1 + g % cardinality(d.ids)] END
    FROM generate_series(1, 1000) g, d`);
  await query(`
    INSERT INTO users (email, first_name, last_name, user_type, provider)
    SELECT 'bench.customer.' || g || '@customers.example', 'Guest', 'Number ' || g, 'APP', 'Timeflyz' FROM generate_series(1, ${nCustomers}) g`);
  await insertBenchChains(query, 20);
  await insertNamedHotels(query, { n: nHotels, noChainEvery: 5, ageUnit: 'minutes' });
  // bookings.mjs's reservations (data.mjs) and charges.
  await insertReservations(query, nReservations);
  await query(`
    INSERT INTO charges (reservation_id, currency, amount, cost, surcharge, total, commission, commission_gst, timeflyz_discount,
      captured, status, user_exchange_rate, user_currency_symbol, hotel_currency_symbol, payment_intent_id)
    SELECT r.id, c.code, c.cost + c.cost / 50, c.cost, c.cost / 50, c.cost + c.cost / 50, c.cost / 7, c.cost / 70, 0,
      r.status <> 'No show', CASE WHEN r.status = 'No show' THEN 'requires_capture' ELSE 'charged' END, c.rate, c.symbol, c.symbol,
      'pi_bench_' || r.booking_no
    FROM reservations r, LATERAL (SELECT (ARRAY['AUD','NZD','SGD','GBP'])[1 + r.booking_no % 4] AS code,
      (ARRAY['A$','NZ$','S$','£'])[1 + r.booking_no % 4] AS symbol, (ARRAY[1, 0.91, 1.14, 1.93])[1 + r.booking_no % 4] AS rate,
      (50 + r.booking_no % 150) * 100 AS cost) c`);
  await query(`
    INSERT INTO exchange_rates (day, currency, rate)
    SELECT current_date - g, c.code, c.base * (1 + 0.02 * sin(g / 9.0))
    FROM generate_series(0, 299) g, (VALUES ('NZD', 1.09), ('SGD', 0.88), ('GBP', 0.52)) AS c(code, base)`);
  const tickets = await bulkInsertTickets(query, nTickets);
  await query(`
    INSERT INTO ticket_discussions (ticket_id, user_id, message, created_at)
    SELECT t.id, t.user_id, '<p>Any news on this? The guest calls again.</p>', t.created_at + interval '2 hours'
    FROM tickets t WHERE random() < 0.6`);
  await query(`
    INSERT INTO ticket_discussions (ticket_id, user_id, department_id, message, created_at)
    SELECT t.id, u.id, t.department_id, '<p>We are <b>on it</b>: the hotel confirms.</p>', t.created_at + interval '20 hours'
    FROM tickets t, LATERAL (SELECT id FROM users WHERE department_id = t.department_id ORDER BY id LIMIT 1) u WHERE random() < 0.3`);
  // What autovacuum does to tables this size in production: statistics and the visibility map.
  await query('VACUUM ANALYZE');
  const [counts] = await query(`SELECT (SELECT count(*)::int FROM reservations) AS reservations, (SELECT count(*)::int FROM charges) AS charges,
    (SELECT count(*)::int FROM tickets) AS tickets, (SELECT count(*)::int FROM ticket_discussions) AS replies, (SELECT count(*)::int FROM hotels) AS hotels`);
  return { insertMs: Date.now() - started, ticketsInsertMs: tickets.insertMs, ...counts };
}

/** A token of the user `id`. */
async function tokenOf(app, query, id) {
  const [user] = await query(`SELECT id, role, first_name AS "firstName", department_id AS "departmentId",
    token_version AS "tokenVersion" FROM users WHERE id = '${id}'`);
  return app.tokens.issue(user);
}

/** The call warmed up 3 times, then RUNS times: p50/p95/max, and what the last answer held. */
async function timeCall(app, headers, url) {
  const call = () => app.inject({ method: 'GET', url, headers });
  const { times, errors, last } = await timedCalls(call, RUNS, { read: (res) => res.json() });
  const held = last
    ? [
        last.figures && `${last.figures.current.bookings} bookings (previous ${last.figures.previous.bookings})`,
        last.queues && `${last.queues.length} queues`,
        last.tickets && `${last.tickets.byStatus.reduce((a, s) => a + s.count, 0)} open tickets`,
        last.ticketList && `${last.ticketList.length} listed`,
      ].filter(Boolean).join(', ')
    : 'no answer';
  return { ...latency(times), calls: times.length, errors, held };
}

/** The SuperAdmin's parts (work queues, figures, ticket load) timed alone, through the route's own modules. */
async function timeParts(app, today) {
  process.env.TSX_TSCONFIG_PATH = path.join(ROOT, 'apps/api/tsconfig.json');
  const { tsImport } = await import('tsx/esm/api');
  const load = (file) => tsImport(path.join(ROOT, 'libs/api/platform/src/dashboard', file), import.meta.url);
  const [{ countQueues }, { businessFigures, addDays }, { ticketLoad }] = await Promise.all([load('queues.ts'), load('figures.ts'), load('tickets.ts')]);
  const zone = 'Australia/Sydney';
  const range = { from: addDays(today, -29), to: today, zone };
  const calls = {
    queues: () => countQueues(app.db, { today, tomorrow: addDays(today, 1), zone }),
    figures: () => businessFigures(app.db, range, today),
    tickets: () => ticketLoad(app.db, {}, new Date()),
  };
  const out = {};
  for (const [name, call] of Object.entries(calls)) {
    await call();
    const times = [];
    for (let r = 0; r < Math.max(3, Math.round(RUNS / 2)); r++) {
      const t = performance.now();
      await call();
      times.push(performance.now() - t);
    }
    out[name] = round1(percentile(times, 50));
  }
  return out;
}

async function benchDatabase(kind, databaseUrl) {
  console.log(`\n--- ${kind}: ${Object.entries(SIZES).map(([k, n]) => `${n.toLocaleString('en')} ${k}`).join(', ')}`);
  const { app, query } = await benchApp(databaseUrl);
  try {
    const data = await insertData(query);
    console.log(`  inserted in ${Math.round(data.insertMs / 1000)} s (tickets ${Math.round(data.ticketsInsertMs / 1000)} s): ${data.reservations} reservations, ${data.charges} charges, ${data.tickets} tickets, ${data.replies} replies, ${data.hotels} hotels`);
    const [admin] = await query(`INSERT INTO users (email, role, first_name, last_name)
      VALUES ('bench.dashboard.admin.${process.pid}@staff.example.com', 'SuperAdmin', 'Bench', 'Admin') RETURNING id`);
    const [department] = await query(`SELECT u.id FROM users u JOIN (SELECT department_id, count(*) AS n FROM tickets WHERE status IN (1, 2)
      GROUP BY department_id ORDER BY n DESC LIMIT 1) d ON d.department_id = u.department_id WHERE u.role = 'Department' ORDER BY u.id LIMIT 1`);
    const [employee] = await query(`SELECT t.user_id AS id FROM tickets t JOIN users u ON u.id = t.user_id
      WHERE u.role = 'Employee' GROUP BY t.user_id ORDER BY count(*) DESC, t.user_id LIMIT 1`);
    const as = async (id) => ({ authorization: `Bearer ${await tokenOf(app, query, id)}` });
    const zone = encodeURIComponent('Australia/Sydney');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    const yearAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 365 * 86_400_000).toISOString().slice(0, 10);
    const cases = [
      { name: 'SuperAdmin, 30 days', judged: true, headers: await as(admin.id), url: `/api/dashboard?zone=${zone}` },
      { name: 'SuperAdmin, 366 days', judged: false, headers: await as(admin.id), url: `/api/dashboard?from=${yearAgo}&to=${today}&zone=${zone}` },
      { name: 'Department', judged: true, headers: await as(department.id), url: `/api/dashboard?zone=${zone}` },
      { name: 'Employee', judged: true, headers: await as(employee.id), url: `/api/dashboard?zone=${zone}` },
    ];
    const results = {};
    for (const c of cases) {
      const r = (results[c.name] = { ...(await timeCall(app, c.headers, c.url)), judged: c.judged });
      console.log(`  ${c.name.padEnd(22)} p50 ${r.p50} ms, p95 ${r.p95} ms, max ${r.max} ms (${r.calls} calls, ${r.errors} not 200)${c.judged ? '' : ' [not judged]'}: ${r.held}`);
    }
    // The SuperAdmin's 30 days by part: each of the route's calls on its own, RUNS times (median).
    const parts = await timeParts(app, today);
    console.log(`  SuperAdmin parts, p50 ms: ${Object.entries(parts).map(([k, v]) => `${k} ${v}`).join(', ')}`);
    const worst = Math.max(...Object.values(results).filter((x) => x.judged).map((x) => x.p95));
    const target = kind === 'postgres' ? TARGETS.p95PostgresMs : TARGETS.p95PgliteMs;
    console.log(`  worst p95 per role ${worst} ms; target <= ${target} ms: ${worst <= target ? 'meets' : 'MISSES'}`);
    return { kind, ...data, results, parts, worstP95: worst };
  } finally {
    await app.close();
  }
}

const out = { scale: SCALE, sizes: SIZES, runs: RUNS, targets: TARGETS, databases: {} };
console.log(`dashboard bench: scale ${SCALE}, ${RUNS} calls per case (inject)`);
Object.assign(out, await onEachDatabase('backoffice_bench_dashboard', ONLY, benchDatabase));
endWithP95Summary(
  out,
  'p95 ms per role',
  `p95 per role <= ${TARGETS.p95PostgresMs} ms on PostgreSQL, <= ${TARGETS.p95PgliteMs} ms on PGlite (the 366 days beside, not judged)`,
);
