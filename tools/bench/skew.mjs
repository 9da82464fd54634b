#!/usr/bin/env node
// The console's lists on skewed data (docs/api-database.md, "Which index a list reads"): every list's page 1, a
// filtered page and its last page where one record holds most of the rows, at 10 connections on PostgreSQL and on
// the embedded PGlite, with each list's rows read / rows answered from EXPLAIN ANALYZE of the statements the API
// sent for it. Figures only, no assertion. Targets (issue 38): PostgreSQL >= 1,000 req/s and p95 <= 25 ms per list;
// PGlite within 2x of PostgreSQL's requests per second; rows read <= 10x rows answered.
//
// Per database: the app migrates it, then the marketplace's data are inserted by the database itself (data.mjs, the
// search bench's generator: 500,000 reservations, 100,000 tickets and users, 5,000 hotels at --scale 1), then the
// skewed shapes:
//   - one hotel holds a tenth of the reservations (50,000 at --scale 1), one customer 1,000 of them;
//   - one chain holds about 70% of the hotels; customers are 70% of the users (the generator's own shape);
//   - one department receives 60% of the tickets (60,000), and one of its agents signs in as the Department user;
//   - the big hotel has ten years of monthly statements and invoices (120 each) beside the one period of every hotel;
//   - a third of the no-shows have a captured charge (the approved tab), a third one awaiting approval;
//   - a year of rate-shopping logs (100,000 at --scale 1) and a hotel's history of 10,000 audit events.
// VACUUM ANALYZE, then, in this process (an app built on the database, signed in as a SuperAdmin and that Department
// user): each list's request sent once and its read statements run again under EXPLAIN ANALYZE (the testing
// helper libs/api/server/src/testing/plans.ts), rows read summed over them; then the app closes and the API starts as
// production starts it (common.mjs startApi: PGlite in its worker thread) for autocannon on each list (--duration
// seconds after --warmup).
//
// PostgreSQL: BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL (a role that may CREATE DATABASE), else Debian's
// cluster through tools/ci/postgres.sh; none: that half is skipped and said so. PGlite: a folder under the system's
// temporary folder, removed at the end.
//
//   node tools/bench/skew.mjs [--scale 1] [--duration 5] [--warmup 1] [--connections 10] [--only pglite|postgres]
//                             [--lists <text>] [--port 3193] [--json out.json] [--cpu-prof DIR]
// --scale 0.1 is a quick run (50,000 reservations, the big hotel 5,000). --lists keeps the lists whose name holds
// one of the texts (`|` between several). It runs itself again under tsx (the app is TypeScript).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, loadRun, opt, postgresServer, startApi, withFreshDatabase } from './common.mjs';

const SELF = fileURLToPath(import.meta.url);

if (!process.env.SKEW_BENCH_CHILD) {
  const r = spawnSync(process.execPath, ['--max-old-space-size=4096', '--import', 'tsx', SELF, ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, SKEW_BENCH_CHILD: '1', TSX_TSCONFIG_PATH: path.join(ROOT, 'apps/api/tsconfig.json') },
  });
  process.exit(r.status ?? 1);
}

const { insertMarketplace } = await import('./data.mjs');

const SCALE = Number(opt('scale', 1));
const DURATION_S = Number(opt('duration', 5));
const WARMUP_S = Number(opt('warmup', 1));
const CONNECTIONS = Number(opt('connections', 10));
const ONLY = opt('only', '');
const LISTS = opt('lists', '');
const PORT = Number(opt('port', 3193));
const JSON_OUT = opt('json', process.env.BENCH_JSON);
/** --cpu-prof DIR: the API writes a V8 CPU profile into DIR when it stops (`node --cpu-prof`). */
const CPU_PROF = opt('cpu-prof', '');
const SIZES = {
  reservations: Math.round(500_000 * SCALE),
  tickets: Math.round(100_000 * SCALE),
  users: Math.round(100_000 * SCALE),
  hotels: Math.max(20, Math.round(5_000 * SCALE)),
};
const PAGE_SIZE = 10;
/**
 * The targets. Rows read: at most 10 per row answered plus LOOKUPS, the rows any request reads besides its page (the
 * counters' rows of a total, up to 15 for a list with two filters, and a few lookups), as the areas' list-plans specs
 * allow: a last page of 2 rows may read 50 (docs/api-database.md, "Which index a list reads").
 */
const TARGET = { postgres: { rps: 1000, p95: 25 }, readRatio: 10, pgliteOfPostgres: 0.5 };
const LOOKUPS = 30;
const readsTooMuch = (l) => l.read > TARGET.readRatio * Math.max(1, l.rows) + LOOKUPS;
const JWT_SECRET = `bench-skew-${Date.now().toString(36)}-0123456789abcdefghijklmnopqrstuvwxyz`;
const round1 = (n) => Math.round(n * 10) / 10;

// ---------------------------------------------------------------------------------------------- the data

/** The skewed shapes on top of the marketplace's data; answers the records the lists are about. */
async function skew(query) {
  const started = Date.now();
  const [chain] = await query(`SELECT commission_id AS id FROM hotels WHERE commission_id IS NOT NULL
    GROUP BY commission_id ORDER BY count(*) DESC, commission_id LIMIT 1`);
  await query(`UPDATE hotels SET commission_id = '${chain.id}' WHERE commission_id IS NOT NULL AND abs(hashtext(id::text)) % 10 < 9`);
  const [hotel] = await query(`SELECT id FROM hotels WHERE status = 'Live' AND commission_id = '${chain.id}' ORDER BY created_at, id LIMIT 1`);
  const [customer] = await query(`SELECT booked_by_id AS id FROM reservations GROUP BY booked_by_id ORDER BY booked_by_id LIMIT 1`);
  await query(`UPDATE reservations SET hotel_id = '${hotel.id}' WHERE booking_no % 10 = 0`);
  await query(`UPDATE reservations SET booked_by_id = '${customer.id}' WHERE booking_no % 500 = 1`);
  // The department of the first Department user (the generator puts them all in one) receives 60% of the tickets.
  const [agent] = await query(`SELECT id, department_id FROM users WHERE role = 'Department' AND deleted_at IS NULL
    AND department_id IS NOT NULL ORDER BY email LIMIT 1`);
  const department = { id: agent.department_id };
  await query(`UPDATE tickets SET department_id = '${department.id}' WHERE number % 5 < 3`);
  // Ten years of monthly periods, each with the big hotel's statement and invoice.
  await query(`INSERT INTO billing_periods (name, start, "end", scope)
    SELECT 'Skew month ' || g, date_trunc('month', now()) - (g + 1) * interval '1 month',
      date_trunc('month', now()) - g * interval '1 month' - interval '1 microsecond', 'all'
    FROM generate_series(1, 120) g`);
  await query(`INSERT INTO statements (period_id, hotel_id, currency, reservation_count, gross, commission, commission_gst)
    SELECT p.id, '${hotel.id}', 'AUD', 10, 100000, 15000, 1500 FROM billing_periods p WHERE p.name LIKE 'Skew month %'`);
  await query(`INSERT INTO invoices (statement_id, hotel_id, currency, subtotal, tax, total, description, customer_name,
      customer_email, customer_address, lines, due_at)
    SELECT s.id, s.hotel_id, 'AUD', 15000, 1500, 16500, 'Commission', 'Skew hotel', 'accounts@hotel.example', 'Sydney',
      '[]'::jsonb, p."end" + interval '14 days'
    FROM statements s JOIN billing_periods p ON p.id = s.period_id WHERE p.name LIKE 'Skew month %' ORDER BY p.start`);
  const [period] = await query(`SELECT id FROM billing_periods WHERE name = 'Bench month'`);
  // The no-shows' charges: a third captured (the No-shows page's approved tab), a third awaiting approval.
  await query(`INSERT INTO charges (reservation_id, amount, cost, total, captured, status, captured_at)
    SELECT id, 5000, 5000, 5000, booking_no % 3 = 0, CASE WHEN booking_no % 3 = 0 THEN 'success' ELSE 'requires_capture' END,
      CASE WHEN booking_no % 3 = 0 THEN reservation_end END
    FROM reservations WHERE status = 'No show' AND booking_no % 3 < 2`);
  // A year of rate-shopping logs over the hotels, and the big hotel's history.
  const logs = Math.round(100_000 * SCALE);
  await query(`WITH h AS (SELECT array_agg(id ORDER BY id) AS ids FROM hotels)
    INSERT INTO rate_gain_logs (hotel_id, start_day, end_day, start, "end", days)
    SELECT h.ids[1 + g % cardinality(h.ids)], (now() - (g::float / ${logs}) * interval '365 days')::date,
      (now() - (g::float / ${logs}) * interval '365 days')::date + 30,
      now() - (g::float / ${logs}) * interval '365 days', now() - (g::float / ${logs}) * interval '365 days' + interval '2 seconds', 30
    FROM generate_series(1, ${logs}) g, h`);
  await query(`INSERT INTO audit_events (at, actor_role, action, entity_type, entity_id, before, after)
    SELECT now() - (g::float / 10000) * interval '365 days', 'SuperAdmin', 'hotel.update', 'hotel', '${hotel.id}',
      '{"status":"Pending"}'::jsonb, '{"status":"Live"}'::jsonb
    FROM generate_series(1, 10000) g`);
  await query('VACUUM ANALYZE');
  // The history's keyset cursor (docs/areas/platform.md, "Audit trail") past the big hotel's 5,000th event.
  const [deep] = await query(`SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at, seq::text AS seq
    FROM audit_events WHERE entity_type = 'hotel' AND entity_id = '${hotel.id}' ORDER BY at DESC, seq DESC OFFSET 4999 LIMIT 1`);
  const historyDeep = Buffer.from(`${deep.at}|${deep.seq}`, 'utf8').toString('base64url');
  const [counts] = await query(`SELECT
    (SELECT count(*)::int FROM reservations WHERE hotel_id = '${hotel.id}') AS "hotelReservations",
    (SELECT count(*)::int FROM reservations WHERE booked_by_id = '${customer.id}') AS "customerReservations",
    (SELECT count(*)::int FROM hotels WHERE commission_id = '${chain.id}') AS "chainHotels",
    (SELECT count(*)::int FROM tickets WHERE department_id = '${department.id}') AS "departmentTickets",
    (SELECT count(*)::int FROM users WHERE user_type = 'APP') AS customers`);
  return { ms: Date.now() - started, hotel: hotel.id, customer: customer.id, chain: chain.id, department: department.id, agent: agent.id, period: period.id, historyDeep, counts };
}

// ------------------------------------------------------------------------------------------ the lists

const day = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const qs = (o) => new URLSearchParams(Object.entries(o).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])).toString();

/**
 * The lists measured: `name`, who asks (`as`), and `request(page)` → `{ method, url, body? }`. `paged: false` for a
 * call measured on the one page it names (a record's history pages by a keyset cursor: it has no last page).
 */
function listCases(k) {
  const get = (url, q) => (page) => ({ method: 'GET', url: `${url}?${qs({ ...q, page, limit: PAGE_SIZE })}` });
  const reservations = (q) => get('/api/reservation/getReservations', q);
  const tickets = (body) => (page) => ({ method: 'POST', url: '/api/ticket/listTicket', body: { ...body, page, limit: PAGE_SIZE } });
  const year = { from: day(364), to: day(0) };
  const noShows = (captured) => (page) => ({
    method: 'POST', url: '/api/reservation/NoshowResevation',
    body: { reservationStart: new Date(Date.now() - 30 * 86_400_000).toISOString(), reservationEnd: new Date().toISOString(), captured, page, limit: PAGE_SIZE },
  });
  return [
    { name: 'reservations of the big hotel', as: 'admin', request: reservations({ hotelId: k.hotel }) },
    { name: 'reservations of the big hotel, Checked out', as: 'admin', request: reservations({ hotelId: k.hotel, status: 'CHECKEDOUT' }) },
    { name: 'reservations of the big hotel by arrival', as: 'admin', request: reservations({ hotelId: k.hotel, sort: 'reservationStart', order: 'asc' }) },
    { name: 'reservations of the big customer', as: 'admin', request: reservations({ customer: k.customer }) },
    { name: 'reservations of the big chain', as: 'admin', request: reservations({ commission: k.chain }) },
    { name: 'reservations of the big chain, billing no', as: 'admin', request: reservations({ commission: k.chain, billing: 'no' }) },
    { name: 'hotels of the big chain', as: 'admin', request: get('/api/hotel/list', { commissionID: k.chain }) },
    { name: 'hotels of the big chain, Live', as: 'admin', request: get('/api/hotel/list', { commissionID: k.chain, status: 'Live' }) },
    { name: 'users, Customer', as: 'admin', request: get('/api/user/all', { type: 'Customer' }) },
    { name: 'users, Owner', as: 'admin', request: get('/api/user/all', { type: 'Owner' }) },
    { name: 'customers', as: 'admin', request: get('/api/user/customer', {}) },
    { name: 'tickets of the big department', as: 'admin', request: tickets({ departmentId: k.department }) },
    { name: 'tickets of the big department, Open', as: 'admin', request: tickets({ departmentId: k.department, status: 1 }) },
    { name: "tickets, the big department's agent", as: 'agent', request: tickets({}) },
    { name: 'invoices of the big hotel', as: 'admin', request: (page) => ({ method: 'POST', url: '/api/invoice', body: { hotelId: k.hotel, page, limit: PAGE_SIZE } }) },
    { name: 'statements of the period of every hotel', as: 'admin', request: get(`/api/reservationStatement/get/${k.period}`, {}) },
    { name: 'rate-shopping logs over a year', as: 'admin', request: get('/api/logs/rate-gain', year) },
    { name: 'rate-shopping logs, last 30 days', as: 'admin', request: get('/api/logs/rate-gain', {}) },
    // The history pages by a keyset cursor: page 1 of 50 and a page past the 5,000th event (no last page).
    { name: "the big hotel's history, page 1 of 50", as: 'admin', paged: false, request: () => ({ method: 'GET', url: `/api/audit?${qs({ entityType: 'hotel', entityId: k.hotel, limit: 50 })}` }) },
    { name: "the big hotel's history, past the 5,000th event", as: 'admin', paged: false, request: () => ({ method: 'GET', url: `/api/audit?${qs({ entityType: 'hotel', entityId: k.hotel, limit: 50, before: k.historyDeep })}` }) },
    { name: 'reservations of the big hotel, billing no', as: 'admin', request: reservations({ hotelId: k.hotel, billing: 'no' }) },
    { name: 'hotels by name', as: 'admin', request: get('/api/hotel/list', { sort: 'name', order: 'asc' }) },
    { name: 'users, Customer by name', as: 'admin', request: get('/api/user/all', { type: 'Customer', sort: 'name', order: 'asc' }) },
    { name: 'pricing table of the big chain', as: 'admin', request: get('/api/hotel/pricing', { chain: k.chain }) },
    { name: 'coupons', as: 'admin', request: get('/api/coupons', {}) },
    { name: 'no-shows of the last 30 days, unapproved', as: 'admin', request: noShows(false) },
    { name: 'no-shows of the last 30 days, approved', as: 'admin', request: noShows(true) },
    // Exports: rows read against the rows the list of the same filter counts; timed once, not loaded.
    { name: 'export: reservations of the big hotel', as: 'admin', export: reservations({ hotelId: k.hotel }), request: () => ({ method: 'GET', url: `/api/reservation/export?${qs({ hotelId: k.hotel })}` }) },
    { name: 'export: users, Owner', as: 'admin', export: get('/api/user/all', { type: 'Owner' }), request: () => ({ method: 'GET', url: `/api/user/export?${qs({ type: 'Owner' })}` }) },
  ].filter((c) => !LISTS || LISTS.split('|').some((text) => c.name.includes(text)));
}

/** The rows of an answer (its first array: `data`, `ticket`, …, or the answer itself) and its total. */
function rowsOf(json) {
  const rows = Array.isArray(json) ? json : Object.values(json ?? {}).find(Array.isArray) ?? [];
  const statements = json?.statementGenerated;
  const list = Array.isArray(statements) ? statements : rows;
  return { rows: list.length, total: typeof json?.total === 'number' ? json.total : list.length };
}

// --------------------------------------------------------------------------------------------- one database

/** The app built in this process on the database (PGlite in the main thread on `dataDir`, or PostgreSQL at `url`). */
async function inProcessApp(target) {
  const { loadConfig } = await import(path.join(ROOT, 'libs/api/server/src/config.ts'));
  const { buildApp } = await import(path.join(ROOT, 'apps/api/src/app.ts'));
  const config = loadConfig(
    { NODE_ENV: 'test', JWT_SECRET, SEED: '0' },
    { dataDir: target.dataDir ?? 'memory://', databaseUrl: target.url, pgliteMode: 'main', logLevel: 'silent' },
  );
  const app = await buildApp({ config, seed: false, logger: false });
  await app.ready();
  // A statement of the data's set-up that loses a deadlock to the app's own work (a trigger moving a hotel's
  // reservations beside another write) is sent again, up to three times.
  const query = async (text, tries = 3) => {
    let r;
    try {
      r = await app.db.execute(text);
    } catch (e) {
      if (tries > 1 && (e?.code ?? e?.cause?.code) === '40P01') return query(text, tries - 1);
      throw e;
    }
    return Array.isArray(r) ? r : r.rows;
  };
  return { app, query };
}

/** The bearer tokens of the bench's SuperAdmin and of the big department's agent. */
async function tokensOf(app, query, agentId) {
  const [admin] = await query(`INSERT INTO users (email, role, first_name, last_name)
    VALUES ('bench.skew.admin@staff.example.com', 'SuperAdmin', 'Bench', 'Admin')
    ON CONFLICT (email) WHERE deleted_at IS NULL DO UPDATE SET first_name = excluded.first_name RETURNING id`);
  const issue = async (id) => {
    const [user] = await query(`SELECT id, role, first_name AS "firstName", department_id AS "departmentId",
      token_version AS "tokenVersion" FROM users WHERE id = '${id}'`);
    return app.tokens.issue(user);
  };
  return { admin: await issue(admin.id), agent: await issue(agentId) };
}

/** Page 1, the last page (when paged) of each list: their requests, totals and plans (rows read / answered). */
async function planLists(app, cases, tokens) {
  const { listReads } = await import(path.join(ROOT, 'libs/api/server/src/testing/plans.ts'));
  const send = (c, req) =>
    app.inject({
      method: req.method,
      url: req.url,
      headers: { authorization: `Bearer ${tokens[c.as]}` },
      ...(req.body ? { payload: req.body } : {}),
    });
  const out = [];
  for (const c of cases) {
    if (c.export) {
      const { total } = rowsOf((await send(c, c.export(1))).json());
      const t0 = performance.now();
      const r = await listReads(app.db, () => send(c, c.request()));
      const ms = Math.round(performance.now() - t0);
      const ratio = round1(r.read / Math.max(1, total));
      out.push({ name: c.name, as: c.as, exported: true, total, rows: total, read: r.read, ratio, ms, status: r.result.statusCode });
      console.log(`  plan ${c.name.padEnd(58)} ${total} rows exported in ${ms} ms (${r.result.statusCode}, ${r.result.rawPayload.length} bytes): rows read ${r.read} = ${ratio}x`);
      continue;
    }
    const first = await send(c, c.request(1));
    if (first.statusCode !== 200) {
      console.log(`  ${c.name}: ${first.statusCode} ${first.body.slice(0, 200)} (left out)`);
      continue;
    }
    const { total } = rowsOf(first.json());
    // Named without the last page's number: the two databases draw their random rows apart (a few rows more or less).
    const pages = [['page 1', 1]];
    if (c.paged !== false && total > PAGE_SIZE) pages.push(['last page', Math.ceil(total / PAGE_SIZE)]);
    for (const [which, page] of pages) {
      const req = c.request(page);
      await send(c, req); // a later page's first request may read the list's total: the second is the steady one
      const r = await listReads(app.db, () => send(c, req));
      const { rows } = rowsOf(r.result.json());
      const ratio = round1(r.read / Math.max(1, rows));
      const item = { name: `${c.name}, ${which}`, as: c.as, req, page, total, rows, read: r.read, ratio, statements: r.plans.length };
      out.push(item);
      const worst = [...r.plans].sort((a, b) => b.read - a.read)[0];
      console.log(
        `  plan ${item.name.padEnd(58)} page ${String(page).padStart(5)} of ${String(total).padStart(7)}: rows read ${r.read} / answered ${rows} = ${ratio}x` +
          ` in ${r.plans.length} statements${readsTooMuch({ read: r.read, rows }) ? `  MISSES; most: ${worst.read} rows [${worst.nodes.join(' > ')}]` : ''}`,
      );
    }
  }
  return out;
}

/** autocannon on each list's page against the API started as in production. */
async function loadLists(kind, env, tmp, lists, tokens) {
  const log = path.join(tmp, `${kind}-api.log`);
  const nodeArgs = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROF)}`] : [];
  const api = await startApi({ port: PORT, env: { ...env, JWT_SECRET }, log, nodeArgs });
  try {
    for (const l of lists) {
      if (l.exported) continue; // timed once in planLists (under EXPLAIN's observer: an upper bound)
      const headers = { authorization: `Bearer ${tokens[l.as]}`, ...(l.req.body ? { 'content-type': 'application/json' } : {}) };
      const r = await loadRun({
        url: `http://127.0.0.1:${PORT}${l.req.url}`,
        method: l.req.method,
        headers,
        body: l.req.body ? JSON.stringify(l.req.body) : undefined,
        connections: CONNECTIONS,
        seconds: DURATION_S,
        warmup: WARMUP_S,
      });
      Object.assign(l, { rps: r.rps, p50: r.p50, p95: r.p95, errors: r.errors });
      const meets = kind === 'postgres' ? (r.rps >= TARGET.postgres.rps && r.p95 <= TARGET.postgres.p95 ? 'meets' : 'MISSES') : '';
      console.log(
        `  ${kind.padEnd(8)} ${l.name.padEnd(58)} ${String(r.rps).padStart(7)} req/s  p50 ${String(r.p50).padStart(6)} ms  ` +
          `p95 ${String(r.p95).padStart(6)} ms  ${r.errors} errors  read/answered ${l.ratio}x ${meets}`,
      );
    }
  } finally {
    await api.stop();
  }
}

async function benchDatabase(kind, target, tmp) {
  console.log(`\n--- ${kind}: ${Object.entries(SIZES).map(([k, n]) => `${n.toLocaleString('en')} ${k}`).join(', ')}`);
  const { app, query } = await inProcessApp(target);
  let lists;
  let tokens;
  let data;
  let shapes;
  try {
    data = await insertMarketplace(query, SIZES);
    shapes = await skew(query);
    console.log(`  inserted in ${Math.round(data.insertMs / 1000)} s, skewed in ${Math.round(shapes.ms / 1000)} s: ${JSON.stringify(shapes.counts)}`);
    tokens = await tokensOf(app, query, shapes.agent);
    lists = await planLists(app, listCases(shapes), tokens);
  } finally {
    await app.close();
  }
  await loadLists(kind, target.url ? { DATABASE_URL: target.url } : { DATA_DIR: target.dataDir }, tmp, lists, tokens);
  return { kind, counts: { ...shapes.counts, reservations: data.reservations, tickets: data.tickets, users: data.users, hotels: data.hotels }, lists };
}

// ------------------------------------------------------------------------------------------------- main

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-skew-'));
const out = { scale: SCALE, sizes: SIZES, connections: CONNECTIONS, durationS: DURATION_S, targets: TARGET, databases: {} };
console.log(`skew bench: scale ${SCALE}, autocannon ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per list`);
try {
  if (ONLY !== 'pglite') {
    const server = postgresServer();
    if (!server.url) {
      console.log(`\n--- postgres: skipped (${server.reason})`);
      out.postgresSkipped = server.reason;
    } else {
      out.databases.postgres = await withFreshDatabase(server.url, 'backoffice_bench_skew', (url) => benchDatabase('postgres', { url }, tmp));
    }
  }
  if (ONLY !== 'postgres') out.databases.pglite = await benchDatabase('pglite', { dataDir: path.join(tmp, 'pglite') }, tmp);
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}

console.log('\n--- summary: req/s and p95 ms at 10 connections; rows read / answered');
const { postgres, pglite } = out.databases;
const names = (postgres ?? pglite)?.lists.map((l) => l.name) ?? [];
let misses = 0;
for (const name of names) {
  const a = postgres?.lists.find((l) => l.name === name);
  const b = pglite?.lists.find((l) => l.name === name);
  const cell = (l) => (!l ? 'n/a' : l.exported ? `${l.rows} rows in ${l.ms} ms, ${l.ratio}x` : `${l.rps}/s p95 ${l.p95} ${l.ratio}x`);
  const verdicts = [
    a && !a.exported && (a.rps < TARGET.postgres.rps || a.p95 > TARGET.postgres.p95) && 'PostgreSQL budget',
    a && b && !a.exported && b.rps < a.rps * TARGET.pgliteOfPostgres && 'PGlite under half',
    [a, b].some((l) => l && readsTooMuch(l)) && `reads > 10x + ${LOOKUPS}`,
  ].filter(Boolean);
  if (verdicts.length) misses++;
  const ratio = a && b && !a.exported ? `  PGlite/PostgreSQL ${round1(b.rps / a.rps)}x` : '';
  console.log(`  ${name.padEnd(58)} PostgreSQL ${cell(a).padEnd(30)} PGlite ${cell(b).padEnd(30)}${ratio}  ${verdicts.length ? `MISSES: ${verdicts.join(', ')}` : 'meets'}`);
}
console.log(`  ${names.length - misses} of ${names.length} lists meet every target (PostgreSQL >= ${TARGET.postgres.rps}/s and p95 <= ${TARGET.postgres.p95} ms, PGlite >= half of it, rows read <= ${TARGET.readRatio}x answered + ${LOOKUPS})`);
if (JSON_OUT) fs.writeFileSync(JSON_OUT, JSON.stringify(out, null, 2));
process.exit(0);
