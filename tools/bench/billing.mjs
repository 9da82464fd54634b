#!/usr/bin/env node
// The billing area under 2,000 hotels and 200,000 reservations: generating one billing period for all of them
// (POST /api/reservation/generateReport) and the reporting query over 30 days and over three years (POST
// /api/reservation/reporting), on a PostgreSQL server and on a fresh in-memory PGlite. Figures only, no assertion.
// Targets (issue 11): generation <= 10 s on PostgreSQL with peak memory <= 300 MB; reporting for 30 days p95 <= 100 ms;
// (issue 31) reporting over three years, every reservation of the table in its range, p95 well under a second.
//
// Per database: the app migrates it, then the data are inserted in the database itself (INSERT ... SELECT over
// generate_series, setseed for the same rows every run): 2,000 hotels in 10 chains, and the reservations spread
// over the last 12 full months (every one billable but ~12 % cancelled and ~3 % excluded) with a charge each
// (commission and GST). VACUUM ANALYZE, then: the reporting call over the span's last 30 days, warmed up and timed
// --runs times (50 by default), and over the three years ending with the span (all the reservations); then the generation of one period over the 12 months (all the reservations),
// timed once, with the RSS and JS heap sampled every 20 ms (peaks, and their rise over the values before it); on
// PostgreSQL in a process of its own that only builds the API on the populated database (the loader's memory is
// not the API's); then the same generation again (200 'empty': nothing is billed twice).
//
// PostgreSQL: BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL (a role that may CREATE DATABASE), else
// Debian's cluster through tools/ci/postgres.sh; none: that half is skipped and said so.
//
// Then (issue 36, "Work at volume") the period's statements are sent and invoiced through the bulk runner: every
// hotel gets an owner with an e-mail and a card on the embedded ledger (not timed), then POST /api/bulk-runs
// `statements.send` and `invoices.create` on the period ({ scope: { periodId } }), each run worked through its
// `bulk-run` job to its end (the queue worked by hand besides the poller), timed together, with the API's RSS
// sampled every 20 ms (on PostgreSQL in a process of its own, as the generation). Every statement is e-mailed (the
// embedded mail: the outbox) and charged once; target <= 60 s on PostgreSQL, peak RSS <= 400 MB.
//
// --skip-generation leaves the generation out (the reporting figures only, a shorter run); --skip-bulk leaves the
// send and invoice case out. On PostgreSQL the generation's and the bulk case's API processes start with the
// production API's heap cap (tools/scripts/servers.mjs apiNodeArgs: node --max-old-space-size, API_HEAP_MB, 256 MB by
// default), as `npm start` and the cluster start it; --api-heap-mb N (BENCH_API_HEAP_MB) sets another cap, 0 none:
// without a cap V8 lets the heap grow to about four times what is live before collecting (the RSS rise of the case
// is that garbage, not kept data: a full GC after it leaves the heap as before).
// BENCH_CPU_PROF=<dir> writes that process's CPU profile (node --cpu-prof) there. The case counts the SQL statements
// the API sends per run (printed as queries per item); BENCH_QUERY_LOG=<file> also writes each statement's text there
// with how many times it was sent (to see which ones an item repeats).
//
//   node tools/bench/billing.mjs [--hotels 2000] [--reservations 200000] [--runs 50] [--only pglite|postgres] [--skip-generation] [--skip-bulk] [--api-heap-mb 256|0] [--json out.json]
// It runs itself again under tsx (the app is TypeScript).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ROOT, benchApp, flag, JSON_OUT, mb, onEachDatabase, ONLY, opt, round1, latency, memorySampler, runUnderTsx, timedCalls, tsxEnv } from './common.mjs';
import { apiNodeArgs } from '../scripts/servers.mjs';

const SELF = fileURLToPath(import.meta.url);

runUnderTsx(import.meta.url, 'BILLING_BENCH_CHILD', ['--expose-gc', '--max-old-space-size=4096']);

const { insertBenchChains } = await import('./data.mjs');

const HOTELS = Number(opt('hotels', 2_000));
const RESERVATIONS = Number(opt('reservations', 200_000));
const RUNS = Number(opt('runs', 50));
const SKIP_GENERATION = flag('skip-generation');
const SKIP_BULK = flag('skip-bulk');
// The API process's old-space cap for the bulk case on PostgreSQL (node --max-old-space-size, MB); none by default.
const HEAP_OPTION = opt('api-heap-mb', process.env.BENCH_API_HEAP_MB);
// The production API's node options (its heap cap), or those of --api-heap-mb.
const API_NODE_ARGS = apiNodeArgs(HEAP_OPTION === undefined ? process.env : { API_HEAP_MB: HEAP_OPTION });
const API_HEAP = API_NODE_ARGS.length ? `the API's heap capped at ${API_NODE_ARGS[0].split('=')[1]} MB${HEAP_OPTION === undefined ? ' as npm start caps it' : ''}` : "the API's heap not capped";
const TARGETS = { generatePostgresS: 10, generatePeakRssMb: 300, reportingP95Ms: 100, reportingThreeYearsP95Ms: 1000, bulkPostgresS: 60, bulkPeakRssMb: 400 };

/** The last 12 full UTC months: first and last day as YYYY-MM-DD, and their length in days. */
function lastYear() {
  const now = new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 12, 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { from: start.toISOString().slice(0, 10), to: end.toISOString().slice(0, 10), days: Math.round((end - start) / 86_400_000) + 1 };
}

async function insertData(query, span) {
  const started = Date.now();
  await query('SELECT setseed(0.2026)');
  await insertBenchChains(query, 10);
  await query(`
    WITH c AS (SELECT array_agg(id ORDER BY client_type_name) AS ids FROM commissions)
    INSERT INTO hotels (name, city, country, status, commission_rate, commission_id)
    SELECT 'Bench Hotel ' || g, 'Sydney', 'Australia', 'Live', 10 + g % 10, CASE WHEN g % 7 = 0 THEN NULL ELSE c.ids[1 + g % 10] END
    FROM generate_series(1, ${HOTELS}) g, c`);
  await query(`
    WITH h AS (SELECT array_agg(id ORDER BY id) AS ids FROM hotels),
      s AS (SELECT g, timestamptz '${span.from}T00:00:00Z' + random() * interval '${span.days} days' AS start, random() AS x FROM generate_series(1, ${RESERVATIONS}) g)
    INSERT INTO reservations (hotel_id, status, duration, reservation_start, reservation_end, amount, excluded)
    SELECT h.ids[1 + (s.g % cardinality(h.ids))], CASE WHEN x < 0.78 THEN 'CHECKEDOUT' WHEN x < 0.9 THEN 'Cancelled' ELSE 'No show' END,
      3, start, start + interval '3 hours', 10000, x > 0.97
    FROM s, h`);
  await query(`
    INSERT INTO charges (reservation_id, currency, amount, cost, total, commission, commission_gst, captured, status)
    SELECT r.id, 'AUD', c.cost, c.cost, c.cost, c.cost * 15 / 100, c.cost * 15 / 1000, true, 'charged'
    FROM reservations r, LATERAL (SELECT (50 + r.booking_no % 150) * 100 AS cost) c`);
  await query('VACUUM ANALYZE');
  const [counts] = await query(`SELECT (SELECT count(*)::int FROM reservations) AS reservations, (SELECT count(*)::int FROM hotels) AS hotels,
    (SELECT count(*)::int FROM reservations WHERE status <> 'Cancelled' AND NOT excluded) AS billable`);
  return { insertMs: Date.now() - started, ...counts };
}

async function timeReporting(app, headers, body) {
  const call = () => app.inject({ method: 'POST', url: '/api/reservation/reporting', headers, payload: body });
  const { times, errors, last: rows = 0 } = await timedCalls(call, RUNS, { read: (res) => res.json().data.length });
  return { ...latency(times), rows, errors };
}

async function timeGeneration(app, headers, span) {
  const memory = memorySampler();
  const started = performance.now();
  const payload = { periodName: 'Bench year', startDate: span.from, endDate: span.to, scope: 'all' };
  try {
    const res = await app.inject({ method: 'POST', url: '/api/reservation/generateReport', headers, payload });
    const seconds = round1((performance.now() - started) / 1000);
    memory.sample();
    const again = await app.inject({ method: 'POST', url: '/api/reservation/generateReport', headers, payload });
    return { seconds, status: res.statusCode, hotels: res.json().data?.hotelCount, ...memory.figures(), againStatus: again.statusCode, againBody: again.body };
  } finally {
    memory.stop();
  }
}

/** {@link timeGeneration} in a fresh process on the same PostgreSQL database (see BILLING_GENERATE_URL above). */
function generateInChild(databaseUrl, span) {
  const r = spawnSync(process.execPath, ['--expose-gc', ...API_NODE_ARGS, '--import', 'tsx', SELF], {
    cwd: ROOT,
    encoding: 'utf8',
    env: tsxEnv('BILLING_BENCH_CHILD', { BILLING_GENERATE_URL: databaseUrl, BILLING_SPAN: JSON.stringify(span) }),
  });
  const line = (r.stdout ?? '').split('\n').find((l) => l.startsWith('GENERATION '));
  if (!line) throw new Error(`the generation process failed: ${(r.stderr ?? '').slice(-2000)}`);
  return JSON.parse(line.slice('GENERATION '.length));
}

/**
 * What the send and invoice case needs besides the period (not timed): an owner with an e-mail for every hotel
 * (the statement's recipient and the invoice's bill-to) and a card that pays on the embedded ledger.
 */
async function prepareBulk(app, query) {
  const started = Date.now();
  await query(`
    WITH o AS (
      INSERT INTO users (email, first_name, last_name, user_type, access_level)
      SELECT 'bench.owner.' || h.id || '@hotels.example.com', 'Bench', 'Owner', 'ADMIN', 'OWNER' FROM hotels h WHERE h.owner_id IS NULL
      RETURNING id, email)
    UPDATE hotels h SET owner_id = o.id FROM o WHERE o.email = 'bench.owner.' || h.id || '@hotels.example.com'`);
  const rows = await query(`SELECT h.id, h.name, u.email FROM hotels h JOIN users u ON u.id = h.owner_id WHERE h.payment_method_id IS NULL`);
  for (const h of rows) {
    const customer = await app.payments.createCustomer({ email: h.email, name: h.name }, `bench-cus-${h.id}`);
    const method = await app.payments.attachPaymentMethod(customer.id, 'pm_card_visa', `bench-pm-${h.id}`);
    await query(`UPDATE hotels SET payment_customer_id = '${customer.id}', payment_method_id = '${method.id}' WHERE id = '${h.id}'`);
  }
  return { prepareMs: Date.now() - started, cards: rows.length };
}

/**
 * Counts the statements every pg client of this process sends (the API's pool included: it binds the prototype's
 * `query` when a connection opens), by text when `byText`. `n` is the number so far; `texts` the counts by text.
 */
async function countQueries(byText) {
  const { default: pg } = await import('pg');
  const original = pg.Client.prototype.query;
  const state = { n: 0, texts: new Map() };
  pg.Client.prototype.query = function (...args) {
    state.n++;
    if (byText) {
      const text = typeof args[0] === 'string' ? args[0] : args[0]?.text;
      if (typeof text === 'string') state.texts.set(text, (state.texts.get(text) ?? 0) + 1);
    }
    return original.apply(this, args);
  };
  return state;
}

/**
 * One bulk run started through POST /api/bulk-runs and worked to its end: the `bulk-run` queue worked by hand (the
 * poller may take the job first; then this waits for the run to end). @returns its seconds, counts and first failure.
 */
async function bulkRun(app, headers, action, periodId, queries) {
  const started = performance.now();
  const queriesBefore = queries?.n ?? 0;
  const res = await app.inject({ method: 'POST', url: '/api/bulk-runs', headers, payload: { action, scope: { periodId } } });
  if (res.statusCode !== 202) throw new Error(`${action}: ${res.statusCode} ${res.body}`);
  const { id } = res.json();
  let run;
  for (;;) {
    const worked = await app.jobs.work('bulk-run');
    run = (await app.inject({ method: 'GET', url: `/api/bulk-runs/${id}?outcome=failed&limit=1`, headers })).json();
    if (['done', 'failed', 'cancelled'].includes(run.run.status)) break;
    // Polled at most 4 times a second: the polls are API work too (its CPU and its queries), not the run's.
    if (!worked) await new Promise((r) => setTimeout(r, 250));
  }
  const seconds = round1((performance.now() - started) / 1000);
  const { status, total, done, skipped, failed } = run.run;
  // The statements of the run (its polling GETs and the job queue's included), per item.
  const queriesPerItem = queries ? round1((queries.n - queriesBefore) / Math.max(1, total)) : null;
  return { seconds, status, total, done, skipped, failed, queriesPerItem, firstFailure: run.items.data[0]?.message ?? null };
}

/** Sends then invoices every statement of the bench's period through the bulk runner, timed, RSS sampled. */
async function timeBulk(app, headers, query, queries) {
  const [period] = await query(`SELECT id FROM billing_periods WHERE name = 'Bench year' ORDER BY created_at DESC LIMIT 1`);
  const memory = memorySampler();
  const { before, peak } = memory;
  const cpu = process.cpuUsage();
  // The main thread's busy time (its event loop's active time): the process's CPU counts its worker threads too.
  const loop = performance.eventLoopUtilization();
  try {
    const started = performance.now();
    const send = await bulkRun(app, headers, 'statements.send', period.id, queries);
    const invoice = await bulkRun(app, headers, 'invoices.create', period.id, queries);
    const seconds = round1((performance.now() - started) / 1000);
    memory.sample();
    const used = process.cpuUsage(cpu);
    const cpuS = round1((used.user + used.system) / 1e6);
    const mainThreadS = round1(performance.eventLoopUtilization(loop).active / 1000);
    // What stays after a full collection: kept (a leak) or garbage not yet collected.
    global.gc?.();
    const after = process.memoryUsage();
    const [effects] = await query(`SELECT (SELECT count(*)::int FROM outbox) AS mails, (SELECT count(*)::int FROM invoices WHERE paid) AS paid,
      (SELECT count(*)::int FROM ledger_intents) AS charges`);
    return {
      seconds, cpuS, mainThreadS, send, invoice, peakRssMb: mb(peak.rss), riseMb: mb(peak.rss - before.rss), ...effects,
      heapBeforeMb: mb(before.heapUsed), peakHeapMb: mb(peak.heapUsed), peakExternalMb: mb(peak.external), heapAfterGcMb: mb(after.heapUsed), rssAfterGcMb: mb(after.rss),
    };
  } finally {
    memory.stop();
  }
}

/** {@link timeBulk} in a fresh process on the same PostgreSQL database (the API's memory only). */
function bulkInChild(databaseUrl) {
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  const heap = API_NODE_ARGS;
  const r = spawnSync(process.execPath, ['--expose-gc', ...heap, ...profile, '--import', 'tsx', SELF], {
    cwd: ROOT,
    encoding: 'utf8',
    env: tsxEnv('BILLING_BENCH_CHILD', { BILLING_BULK_URL: databaseUrl }),
  });
  const line = (r.stdout ?? '').split('\n').find((l) => l.startsWith('BULK '));
  if (!line) throw new Error(`the bulk process failed: ${(r.stderr ?? '').slice(-2000)}`);
  return JSON.parse(line.slice('BULK '.length));
}

/** The bulk case's line: its figures and their ratios to the targets. */
function bulkLine(kind, b) {
  const perItem = (r) => (r.queriesPerItem == null ? '' : `, ${r.queriesPerItem} queries an item`);
  const ratio = (v, t) => `${Math.round((v / t) * 100) / 100}x`;
  return (
    `  send+invoice all   ${b.seconds} s (the API's CPU ${b.cpuS} s, its main thread busy ${b.mainThreadS} s; send ${b.send.seconds} s: ${b.send.done} done, ${b.send.skipped} skipped, ${b.send.failed} failed${perItem(b.send)}; ` +
    `invoice ${b.invoice.seconds} s: ${b.invoice.done} done, ${b.invoice.skipped} skipped, ${b.invoice.failed} failed${perItem(b.invoice)}${b.invoice.firstFailure ?? b.send.firstFailure ? `; first failure: ${b.invoice.firstFailure ?? b.send.firstFailure}` : ''}), ` +
    `${b.mails} mails, ${b.paid} invoices paid, ${b.charges} ledger charges; peak RSS ${b.peakRssMb} MB (+${b.riseMb} MB; JS heap ${b.heapBeforeMb} MB before, ` +
    `peak ${b.peakHeapMb} MB, ${b.heapAfterGcMb} MB after a full GC; buffers peak ${b.peakExternalMb} MB; RSS after ${b.rssAfterGcMb} MB); ` +
    `${kind === 'postgres' ? `${API_HEAP}; ` : ''}targets <= ${TARGETS.bulkPostgresS} s (${ratio(b.seconds, TARGETS.bulkPostgresS)}${kind === 'postgres' ? '' : ', target is for PostgreSQL'}), <= ${TARGETS.bulkPeakRssMb} MB (${ratio(b.peakRssMb, TARGETS.bulkPeakRssMb)})`
  );
}

async function benchDatabase(kind, databaseUrl) {
  const span = lastYear();
  console.log(`\n--- ${kind}: ${HOTELS.toLocaleString('en')} hotels, ${RESERVATIONS.toLocaleString('en')} reservations in ${span.from}..${span.to}`);
  const { app, query, signInAdmin } = await benchApp(databaseUrl);
  try {
    const data = await insertData(query, span);
    console.log(`  inserted ${data.reservations.toLocaleString('en')} reservations (${data.billable.toLocaleString('en')} billable) in ${data.insertMs} ms`);
    const headers = { authorization: `Bearer ${await signInAdmin()}` };
    const from30 = new Date(Date.parse(`${span.to}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
    const reporting = await timeReporting(app, headers, { from: from30, to: span.to });
    console.log(`  reporting 30 days  p50 ${reporting.p50} ms, p95 ${reporting.p95} ms, max ${reporting.max} ms (${RUNS} calls, ${reporting.rows} hotel rows, ${reporting.errors} not 200); target p95 <= ${TARGETS.reportingP95Ms} ms`);
    // Three years ending with the span's last day (1,096 days): every reservation of the table is in the range.
    const from3y = new Date(Date.parse(`${span.to}T00:00:00Z`) - 1_095 * 86_400_000).toISOString().slice(0, 10);
    const reportingThreeYears = await timeReporting(app, headers, { from: from3y, to: span.to });
    console.log(`  reporting 3 years  p50 ${reportingThreeYears.p50} ms, p95 ${reportingThreeYears.p95} ms, max ${reportingThreeYears.max} ms (${from3y}..${span.to}, ${RUNS} calls, ${reportingThreeYears.rows} hotel rows, ${reportingThreeYears.errors} not 200); target p95 <= ${TARGETS.reportingThreeYearsP95Ms} ms`);
    if (SKIP_GENERATION) return { kind, ...data, reporting, reportingThreeYears };
    const generation = databaseUrl ? generateInChild(databaseUrl, span) : await timeGeneration(app, headers, span);
    const [billed] = await query('SELECT count(*)::int AS n FROM statement_reservations');
    console.log(
      `  generate period    ${generation.seconds} s (status ${generation.status}, ${generation.hotels} statements, ${billed.n.toLocaleString('en')} reservations billed), ` +
        `peak RSS ${generation.peakRssMb} MB (+${generation.riseMb} MB during it), JS heap peak ${generation.peakHeapMb} MB (+${generation.heapRiseMb} MB)${databaseUrl ? `, ${API_HEAP}` : ''}; again: ${generation.againStatus} '${generation.againBody}'; targets <= ${TARGETS.generatePostgresS} s, <= ${TARGETS.generatePeakRssMb} MB`,
    );
    if (SKIP_BULK) return { kind, ...data, reporting, reportingThreeYears, generation: { ...generation, billed: billed.n } };
    const prepared = await prepareBulk(app, query);
    console.log(`  bulk: ${prepared.cards} owners and cards added in ${prepared.prepareMs} ms (not timed)`);
    const bulk = databaseUrl ? bulkInChild(databaseUrl) : await timeBulk(app, headers, query);
    console.log(bulkLine(kind, bulk));
    return { kind, ...data, reporting, reportingThreeYears, generation: { ...generation, billed: billed.n }, bulk };
  } finally {
    await app.close();
  }
}

/**
 * The generation in a process of its own (PostgreSQL only): the API built on the populated database and nothing
 * else, so that its memory is the API's, not this loader's. Prints one `GENERATION {json}` line.
 */
/** The send and invoice case in a process of its own (PostgreSQL only). Prints one `BULK {json}` line. */
if (process.env.BILLING_BULK_URL) {
  const queries = await countQueries(Boolean(process.env.BENCH_QUERY_LOG));
  const { app, query, signInAdmin } = await benchApp(process.env.BILLING_BULK_URL);
  try {
    const headers = { authorization: `Bearer ${await signInAdmin()}` };
    console.log(`BULK ${JSON.stringify(await timeBulk(app, headers, query, queries))}`);
    if (process.env.BENCH_QUERY_LOG) {
      const lines = [...queries.texts].sort((a, b) => b[1] - a[1]).map(([text, n]) => `${n}\t${text.replace(/\s+/g, ' ').slice(0, 400)}`);
      fs.writeFileSync(process.env.BENCH_QUERY_LOG, lines.join('\n') + '\n');
    }
  } finally {
    await app.close();
  }
  process.exit(0);
}

if (process.env.BILLING_GENERATE_URL) {
  const { app, signInAdmin } = await benchApp(process.env.BILLING_GENERATE_URL);
  try {
    const headers = { authorization: `Bearer ${await signInAdmin()}` };
    console.log(`GENERATION ${JSON.stringify(await timeGeneration(app, headers, JSON.parse(process.env.BILLING_SPAN)))}`);
  } finally {
    await app.close();
  }
  process.exit(0);
}

const out = { hotels: HOTELS, reservations: RESERVATIONS, runs: RUNS, targets: TARGETS, databases: {} };
console.log(`billing bench: ${HOTELS.toLocaleString('en')} hotels, ${RESERVATIONS.toLocaleString('en')} reservations (inject)`);
Object.assign(out, await onEachDatabase('backoffice_bench_billing', ONLY, benchDatabase));
console.log('\n--- summary');
for (const [kind, d] of Object.entries(out.databases)) {
  const generated = d.generation ? `generate ${d.generation.seconds} s, peak RSS ${d.generation.peakRssMb} MB | ` : '';
  const bulk = d.bulk ? ` | send+invoice all ${d.bulk.seconds} s (${Math.round((d.bulk.seconds / TARGETS.bulkPostgresS) * 100) / 100}x target), peak RSS ${d.bulk.peakRssMb} MB (${Math.round((d.bulk.peakRssMb / TARGETS.bulkPeakRssMb) * 100) / 100}x)` : '';
  console.log(`  ${kind.padEnd(8)} ${generated}reporting 30 days p95 ${d.reporting.p95} ms, 3 years p95 ${d.reportingThreeYears.p95} ms${bulk}`);
}
console.log(`  targets: generate <= ${TARGETS.generatePostgresS} s on PostgreSQL, peak <= ${TARGETS.generatePeakRssMb} MB; reporting p95 <= ${TARGETS.reportingP95Ms} ms (30 days), <= ${TARGETS.reportingThreeYearsP95Ms} ms (3 years); send+invoice all <= ${TARGETS.bulkPostgresS} s on PostgreSQL, peak <= ${TARGETS.bulkPeakRssMb} MB`);
if (JSON_OUT) fs.writeFileSync(JSON_OUT, JSON.stringify(out, null, 2));
process.exit(0);
