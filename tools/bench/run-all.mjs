#!/usr/bin/env node
// `npm run bench`: runs every benchmark of the project one after the other and prints a summary.
// Figures only; a benchmark that fails is reported and the others still run (exit code 1 at the end).
//   - tools/bench/bundle-size.mjs          shell first screen and remote entries, gzip (federation)
//   - apps/api/bench/pglite-event-loop.ts  PGlite on/off the main thread vs. the event loop (API)
//   - tools/bench/login.mjs                POST /api/user/login at 20/s: p50/p95/p99
//   - tools/bench/area-switch.mjs          Chromium: sidebar click → area rendered, cold and warm
//   - tools/bench/tickets.mjs              listTicket under 100,000 tickets, PGlite and PostgreSQL, 3 roles (--scale 50, then 1)
//   - tools/bench/hotels.mjs               hotel listing page and score/rank under 5,000 hotels, PGlite and PostgreSQL
//   - tools/bench/bookings.mjs             reservations grid and export under 500,000 reservations, PGlite and PostgreSQL
//   - tools/bench/billing.mjs              a billing period over 2,000 hotels and 200,000 reservations, reporting for 30 days
//   - tools/bench/users.mjs                upload of 5,000 users, users list and export under 100,000 users, PGlite and PostgreSQL
//   - tools/bench/search.mjs               the one search (GET /api/search) on 500,000 reservations, 100,000 tickets and users, 5,000 hotels
//   - tools/bench/dashboard.mjs            GET /api/dashboard per role on 500,000 reservations and 100,000 tickets, PGlite and PostgreSQL
//   - tools/bench/skew.mjs                 every list on skewed data (a hotel, customer, chain, department holding most rows), 10 connections
//   - tools/bench/cluster.mjs              ticket list at 50 connections through HAProxy, one API instance vs two
//   - tools/bench/lighthouse.mjs           Lighthouse performance and accessibility of /login and /all-tickets (desktop)
// Those that need the production build (bundle size, area switch, Lighthouse) build it first unless --no-build.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const only = args.filter((a) => !a.startsWith('--'));
const noBuild = args.includes('--no-build');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));

const BENCHES = [
  {
    name: 'bundle-size',
    file: 'tools/bench/bundle-size.mjs',
    cmd: (f) => [process.execPath, f],
    needsBuild: true,
  },
  {
    name: 'pglite-event-loop',
    file: 'apps/api/bench/pglite-event-loop.ts',
    cmd: (f) => [process.execPath, '--import', 'tsx', f],
  },
  { name: 'login', file: 'tools/bench/login.mjs', cmd: (f) => [process.execPath, f], json: true },
  {
    name: 'area-switch',
    file: 'tools/bench/area-switch.mjs',
    cmd: (f) => [process.execPath, f],
    needsBuild: true,
    json: true,
  },
  { name: 'tickets', file: 'tools/bench/tickets.mjs', cmd: (f) => [process.execPath, f], json: true },
  // The same tickets over fewer users: the Employee holds about 5,600 of them (the skewed shape of issue 38).
  { name: 'tickets-scale-1', file: 'tools/bench/tickets.mjs', cmd: (f) => [process.execPath, f, '--scale', '1'], json: true },
  { name: 'hotels', file: 'tools/bench/hotels.mjs', cmd: (f) => [process.execPath, f], json: true },
  { name: 'bookings', file: 'tools/bench/bookings.mjs', cmd: (f) => [process.execPath, f], json: true },
  { name: 'billing', file: 'tools/bench/billing.mjs', cmd: (f) => [process.execPath, f], json: true },
  { name: 'users', file: 'tools/bench/users.mjs', cmd: (f) => [process.execPath, f], json: true },
  { name: 'search', file: 'tools/bench/search.mjs', cmd: (f) => [process.execPath, f], json: true },
  { name: 'dashboard', file: 'tools/bench/dashboard.mjs', cmd: (f) => [process.execPath, f], json: true },
  { name: 'skew', file: 'tools/bench/skew.mjs', cmd: (f) => [process.execPath, f], json: true },
  { name: 'cluster', file: 'tools/bench/cluster.mjs', cmd: (f) => [process.execPath, f], json: true },
  {
    name: 'lighthouse',
    file: 'tools/bench/lighthouse.mjs',
    cmd: (f) => [process.execPath, f],
    needsBuild: true,
    json: true,
  },
];

function run(cmd, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd[0], cmd.slice(1), {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      process.stdout.write(d);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

const results = [];
let built = false;
const t0 = Date.now();
for (const b of BENCHES) {
  if (only.length && !only.includes(b.name)) continue;
  console.log(`\n===== bench: ${b.name} (${b.file}) =====`);
  const file = path.join(ROOT, b.file);
  if (!fs.existsSync(file)) {
    console.log('not there yet: skipped');
    results.push({ name: b.name, status: 'missing', lines: [] });
    continue;
  }
  if (b.needsBuild && !built && !noBuild) {
    console.log('building the production apps first (npm run build)…');
    const r = await run(['npm', 'run', 'build', '--silent'], { NX_NO_CLOUD: 'true', NX_DAEMON: 'false' });
    built = r.code === 0;
    if (!built) {
      results.push({ name: b.name, status: 'build failed', lines: [] });
      continue;
    }
  }
  const started = Date.now();
  const json = b.json ? path.join(tmp, `${b.name}.json`) : undefined;
  const r = await run(b.cmd(file), json ? { BENCH_JSON: json } : {});
  const lines = r.out
    .split('\n')
    .filter((l) => l.trim())
    .slice(-12);
  results.push({
    name: b.name,
    status: r.code === 0 ? 'ok' : `failed (exit ${r.code})`,
    seconds: Math.round((Date.now() - started) / 1000),
    lines,
    data: json && fs.existsSync(json) ? JSON.parse(fs.readFileSync(json, 'utf8')) : undefined,
  });
}

/**
 * A bench's line per database, PGlite then PostgreSQL (`line(figures)` after the database's name), each one it ran,
 * after a note when PostgreSQL was skipped.
 */
function perDatabase(r, line) {
  const { pglite, postgres } = r.data.databases;
  if (!postgres) console.log(`  PostgreSQL skipped: ${r.data.postgresSkipped ?? 'not run'}`);
  for (const [kind, d] of [
    ['PGlite', pglite],
    ['PostgreSQL', postgres],
  ]) {
    if (d) console.log(`  ${kind} ${line(d)}`);
  }
}

/** 'name p95, name p95' of a bench's cases. */
const p95s = (cases) => Object.entries(cases).map(([name, x]) => `${name} ${x.p95}`).join(', ');

console.log(`\n===== benchmark summary (${Math.round((Date.now() - t0) / 1000)} s) =====`);
for (const r of results) {
  console.log(`${r.name}: ${r.status}${r.seconds !== undefined ? ` in ${r.seconds} s` : ''}`);
  if (r.name === 'login' && r.data) {
    const d = r.data;
    console.log(
      `  login @ ${d.rate}/s: p50 ${d.p50} ms, p95 ${d.p95} ms, p99 ${d.p99} ms, ${d.errors} errors of ${d.requests}`,
    );
  } else if (r.name === 'area-switch' && r.data) {
    const d = r.data;
    console.log(
      `  area switch: cold median ${d.cold.median} ms / p95 ${d.cold.p95} ms; warm median ${d.warm.median} ms / p95 ${d.warm.p95} ms`,
    );
  } else if (r.name === 'tickets' && r.data) {
    const { pglite, postgres } = r.data.databases;
    if (!postgres) console.log(`  PostgreSQL skipped: ${r.data.postgresSkipped ?? 'not run'}`);
    ((pglite ?? postgres)?.results ?? []).forEach((row, i) => {
      const cell = (db) => {
        const x = db?.results[i];
        return x ? `p50 ${x.p50} / p95 ${x.p95} / p99 ${x.p99} ms, ${x.rps}/s, ${x.errors} err` : '-';
      };
      console.log(`  ${row.role} ${row.name}: PGlite ${cell(pglite)} | PostgreSQL ${cell(postgres)}`);
    });
  } else if (r.name === 'cluster' && r.data?.summary) {
    const { 1: one, 2: two } = r.data.summary;
    const cell = (x) => `${x.rps}/s, p50 ${x.p50} / p95 ${x.p95} / p99 ${x.p99} ms`;
    console.log(`  ticket list, ${r.data.connections} connections through HAProxy: one instance ${cell(one)} | two ${cell(two)}`);
  } else if (r.name === 'hotels' && r.data) {
    const cell = (x) => (x && x !== 'n/a' ? `p50 ${x.p50} / p95 ${x.p95} ms` : 'n/a');
    perDatabase(r, (d) => `(${d.hotels} hotels): listing ${cell(d.listing)}, rank ${cell(d.rank)}`);
    console.log(`  targets: listing p95 <= ${r.data.targets.listingP95Ms} ms on PostgreSQL, rank <= ${r.data.targets.rankMs} ms`);
  } else if (r.name === 'bookings' && r.data) {
    perDatabase(r, (d) => `(${d.reservations} reservations): grid p95 ms ${p95s(d.grid)}; export ${d.export.seconds} s, peak RSS ${d.export.peakRssMb} MB`);
    const t = r.data.targets;
    console.log(`  targets: grid p95 <= ${t.gridP95PostgresMs} ms PostgreSQL, <= ${t.gridP95PgliteMs} ms PGlite; export <= ${t.exportS} s, <= ${t.exportRssMb} MB`);
  } else if (r.name === 'billing' && r.data) {
    perDatabase(r, (d) => `(${d.hotels} hotels, ${d.reservations} reservations): generate ${d.generation.seconds} s, peak RSS ${d.generation.peakRssMb} MB; reporting 30 days p95 ${d.reporting.p95} ms`);
    const t = r.data.targets;
    console.log(`  targets: generate <= ${t.generatePostgresS} s on PostgreSQL, peak <= ${t.generatePeakRssMb} MB; reporting p95 <= ${t.reportingP95Ms} ms`);
  } else if (r.name === 'users' && r.data) {
    perDatabase(r, (d) => `(${d.users} users): upload ${d.upload.rows} rows ${d.upload.seconds} s (+${d.upload.riseMb} MB RSS), mails sent ${d.upload.drainSeconds} s, again ${d.upload.again.seconds} s; list p95 ms ${p95s(d.list)}; export ${d.export.seconds} s (+${d.export.riseMb} MB RSS)`);
  } else if (r.name === 'search' && r.data) {
    perDatabase(r, (d) => `(${d.reservations} reservations, ${d.tickets} tickets, ${d.users} users, ${d.hotels} hotels): p95 ms ${p95s(d.results)}`);
    console.log(`  targets: p95 <= ${r.data.targets.p95PostgresMs} ms PostgreSQL, <= ${r.data.targets.p95PgliteMs} ms PGlite`);
  } else if (r.name === 'dashboard' && r.data) {
    perDatabase(r, (d) => `(${d.reservations} reservations, ${d.tickets} tickets): p95 ms ${p95s(d.results)}`);
    console.log(`  targets: p95 per role <= ${r.data.targets.p95PostgresMs} ms PostgreSQL, <= ${r.data.targets.p95PgliteMs} ms PGlite`);
  } else if (r.name === 'lighthouse' && r.data) {
    const d = r.data;
    for (const [preset, pages] of Object.entries(d.presets)) {
      for (const [page, x] of Object.entries(pages)) {
        console.log(
          `  ${page} ${preset}${preset === d.judged ? ' (judged)' : ''}: performance ${x.performance} (budget ${d.budgets.performance}), accessibility ${x.accessibility} (budget ${d.budgets.accessibility}); LCP ${x.lcp} ms, TBT ${x.tbt} ms, CLS ${x.cls} (median of ${d.runs})`,
        );
      }
    }
  } else {
    for (const l of r.lines.slice(-8)) console.log(`  ${l}`);
  }
}
fs.rmSync(tmp, { recursive: true, force: true });
process.exit(results.some((r) => r.status !== 'ok' && r.status !== 'missing') ? 1 : 0);
