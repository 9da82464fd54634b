#!/usr/bin/env node
// The help-desk ticket list through the load balancer (docs/production.md, "The bench"): POST /api/ticket/listTicket
// as the SuperAdmin, page 1, at 50 concurrent connections (autocannon), with ONE API instance behind HAProxy and
// with TWO, side by side: requests/s, p50, p95, p99. Figures only, no assertion.
//
// It starts its own cluster (tools/scripts/cluster.mjs: PostgreSQL 15, Redis, two instances, HAProxy) from an
// empty database in tmp/, lets the first instance migrate and seed the demo data, bulk inserts the tickets in the
// database itself (tools/bench/tickets.mjs's generator, 100,000 by default), ANALYZE, then measures: one instance
// (the second drained through HAProxy's runtime socket: no new requests, so the same balancer, database and warm
// caches serve both runs), then two; each round alternates the order. The builds must exist (built first when missing: Nx caches them).
//
//   node tools/bench/cluster.mjs [--tickets 100000] [--connections 50] [--duration 10] [--warmup 3] [--rounds 2]
//                                [--port 3390] [--json out.json] [--keep]
// BENCH_TICKETS overrides --tickets (a smaller table on a slow machine); BENCH_JSON is where run-all.mjs reads the figures.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { haproxyCommand, haproxyServers, startCluster } from '../scripts/cluster.mjs';
import { REMOTE_NAMES, buildAll } from '../scripts/servers.mjs';
import { ROOT, demoAccounts, flag, opt, postJson, round1, runBench, sleep } from './common.mjs';
import { bulkInsertTickets, loadListTicket } from './tickets.mjs';

const TICKETS = Number(process.env.BENCH_TICKETS || opt('tickets', 100_000));
const CONNECTIONS = Number(opt('connections', 50));
const DURATION_S = Number(opt('duration', 10));
const WARMUP_S = Number(opt('warmup', 3));
const ROUNDS = Number(opt('rounds', 2));
const PORT = Number(opt('port', 3390));
const KEEP = flag('keep');

/** autocannon against the balancer (tickets.mjs `loadListTicket`, no warm-up of its own): requests, req/s, errors, p50/p95/p99. */
async function measure(url, token, body, seconds) {
  const r = await loadListTicket(url, token, body, { connections: CONNECTIONS, seconds, warmup: 0 });
  delete r.warmupRequests; // no warm-up here: the figures as run-all.mjs has read them
  return r;
}

/** The SuperAdmin's token through the balancer; its PIN is read from the instances' log (SMS_LOG=1). */
async function adminToken(base, log) {
  const admin = demoAccounts().find((a) => a.role === 'SuperAdmin');
  const offset = fs.existsSync(log) ? fs.statSync(log).size : 0;
  const { attemptId } = await postJson(`${base}/api/user/adminLogin`, { email: admin.email, password: admin.password });
  for (let i = 0; i < 100; i++) {
    const m = [...fs.readFileSync(log, 'utf8').slice(offset).matchAll(/PIN is (\d{4,6})/g)].pop();
    if (m) return (await postJson(`${base}/api/user/otpVerification`, { email: admin.email, otp: m[1], attemptId })).token;
    await sleep(100);
  }
  throw new Error('no PIN in the instances’ log');
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'dist/apps/api/main.js')) || !fs.existsSync(path.join(ROOT, 'dist/apps/shell/index.html')))
    await buildAll();
  const root = path.join(ROOT, 'tmp', `bench-cluster-${process.pid}`);
  const log = path.join(root, 'cluster.log');
  const instanceLog = path.join(root, 'instances.log');
  fs.mkdirSync(root, { recursive: true });
  const write = fs.createWriteStream(log, { flags: 'a' });
  console.log(
    `cluster bench: ${TICKETS.toLocaleString('en')} tickets, autocannon ${CONNECTIONS} connections through HAProxy, ` +
      `${WARMUP_S} s warm-up + ${DURATION_S} s per run, ${ROUNDS} round(s); logs in ${path.relative(ROOT, root)}`,
  );
  let t = Date.now();
  const cluster = await startCluster({
    root: path.join(root, 'stores'),
    fresh: true,
    ports: {
      balancer: PORT,
      instances: [PORT + 1, PORT + 2],
      ...Object.fromEntries(REMOTE_NAMES.map((name, i) => [name, PORT + 11 + i])),
    },
    env: {
      RATE_LIMIT_LOGIN_ACCOUNT_MAX: '1000000',
      RATE_LIMIT_LOGIN_ADDRESS_MAX: '1000000',
      RATE_LIMIT_PUBLIC_ADDRESS_MAX: '1000000',
    },
    log: (line) => write.write(line + '\n'),
    instanceLog,
  });
  const out = { tickets: TICKETS, connections: CONNECTIONS, durationS: DURATION_S, rounds: ROUNDS, runs: [] };
  try {
    console.log(`  cluster up in ${Date.now() - t} ms: ${cluster.url} → ${cluster.instances.map((i) => i.name).join(', ')}`);
    t = Date.now();
    const client = new pg.Client({ connectionString: cluster.postgres.url });
    await client.connect();
    const { insertMs, total } = await bulkInsertTickets(async (text) => (await client.query(text)).rows, TICKETS);
    // The bulk insert leaves a dead version of a counter row per ticket; an instance rewrites that table when it
    // starts (`compactCounts`, docs/api-database.md, "The ticket list under 100,000 tickets"), but these started
    // before the insert: the same statement here.
    await client.query('VACUUM FULL ticket_counts');
    await client.query('ANALYZE');
    await client.end();
    console.log(`  ${total.toLocaleString('en')} tickets inserted in ${insertMs} ms (with ANALYZE ${Date.now() - t} ms)`);
    out.insertMs = insertMs;

    const token = await adminToken(cluster.url, instanceLog);
    const body = {};
    const first = await postJson(`${cluster.url}/api/ticket/listTicket`, body, token);
    out.total = first.total;
    const socket = cluster.balancer.statsSocket;
    const setState = async (state) => {
      await haproxyCommand(socket, `set server api/api-2 state ${state}`);
      // Back in rotation only once its health check passes again.
      for (let i = 0; i < 50; i++) {
        const s = (await haproxyServers(socket))['api-2']?.status ?? '';
        if (state === 'drain' ? s.includes('DRAIN') : s === 'UP') return;
        await sleep(200);
      }
      throw new Error(`api-2 did not reach ${state}`);
    };
    // Both instances read the tables once before anything is measured.
    await measure(cluster.url, token, body, WARMUP_S);
    for (let round = 1; round <= ROUNDS; round++) {
      // One, two, then two, one: a machine that slows down during the bench does not favour either.
      for (const instances of round % 2 ? [1, 2] : [2, 1]) {
        await setState(instances === 1 ? 'drain' : 'ready');
        await measure(cluster.url, token, body, 1);
        const before = await haproxyServers(socket);
        const r = await measure(cluster.url, token, body, DURATION_S);
        const after = await haproxyServers(socket);
        const share = Object.fromEntries(Object.keys(after).map((n) => [n, after[n].requests - (before[n]?.requests ?? 0)]));
        out.runs.push({ round, instances, ...r, share });
        console.log(
          `  ${instances} instance${instances > 1 ? 's' : ' '}: ${String(r.rps).padStart(7)} req/s  p50 ${String(r.p50).padStart(6)} ms  ` +
            `p95 ${String(r.p95).padStart(6)} ms  p99 ${String(r.p99).padStart(6)} ms  ${r.errors} errors  ` +
            `(${Object.entries(share).map(([n, c]) => `${n} ${c}`).join(', ')})`,
        );
      }
    }
    const avg = (instances, k) => {
      const xs = out.runs.filter((r) => r.instances === instances).map((r) => r[k]);
      return round1(xs.reduce((a, b) => a + b, 0) / xs.length);
    };
    out.summary = Object.fromEntries(
      [1, 2].map((n) => [n, { rps: avg(n, 'rps'), p50: avg(n, 'p50'), p95: avg(n, 'p95'), p99: avg(n, 'p99') }]),
    );
    const [a, b] = [out.summary[1], out.summary[2]];
    console.log(`\n--- ticket list, SuperAdmin page 1 of ${out.total.toLocaleString('en')}, ${CONNECTIONS} connections through the balancer`);
    console.log(`                 one instance   two instances`);
    for (const [k, unit] of [['rps', ' /s'], ['p50', ' ms'], ['p95', ' ms'], ['p99', ' ms']])
      console.log(`  ${k.padEnd(5)}${String(a[k] + unit).padStart(20)}${String(b[k] + unit).padStart(16)}`);
    console.log(`  two/one: req/s ${round1(b.rps / a.rps)}x, p95 ${round1(b.p95 / a.p95)}x`);
    const file = opt('json', process.env.BENCH_JSON);
    if (file) fs.writeFileSync(file, JSON.stringify(out, null, 2));
  } finally {
    await cluster.stop();
    write.end();
    if (!KEEP) fs.rmSync(root, { recursive: true, force: true });
  }
}

runBench('cluster', main);
