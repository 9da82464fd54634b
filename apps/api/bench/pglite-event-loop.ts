/**
 * How much does an embedded PGlite query load slow down a route that never touches the database?
 * Compares PGlite on the main thread with PGlite in a worker thread behind pglite-socket (the API's default
 * embedded driver, src/db/pglite-worker.ts), and optionally a PostgreSQL server (BENCH_DATABASE_URL).
 *
 *   npx tsx apps/api/bench/pglite-event-loop.ts            # BENCH_SECONDS=5 per measurement, 10 connections
 *
 * For each driver: the DB-free route's throughput idle, then while a heavy reporting query runs in a loop.
 * Everything is bounded (fixed windows, the loop stops with the window) and on 127.0.0.1 only.
 */
import { spawn } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { startPgliteWorker } from '@backoffice/api-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROWS = Number(process.env.BENCH_ROWS ?? 200_000);

type Query = (sql: string) => Promise<unknown>;

interface Driver {
  name: string;
  query: Query;
  close(): Promise<void>;
}

const SETUP = [
  `DROP TABLE IF EXISTS bench_reservations`,
  `CREATE TABLE bench_reservations (id serial primary key, hotel_id int not null, guest text not null,
     amount_cents int not null, created_at timestamptz not null)`,
  `INSERT INTO bench_reservations (hotel_id, guest, amount_cents, created_at)
     SELECT (g % 500), 'guest ' || g, (g * 7919) % 100000, now() - (g || ' minutes')::interval
     FROM generate_series(1, ${ROWS}) g`,
  `ANALYZE bench_reservations`,
];
// A reporting query: aggregates every row, sorts the groups.
const HEAVY = `SELECT hotel_id, count(*), sum(amount_cents), avg(length(guest))
  FROM bench_reservations GROUP BY hotel_id ORDER BY sum(amount_cents) DESC LIMIT 20`;

async function mainThread(): Promise<Driver> {
  const db = await PGlite.create();
  return { name: 'PGlite, main thread', query: (sql) => db.query(sql), close: () => db.close() };
}

async function worker(): Promise<Driver> {
  const handle = await startPgliteWorker(undefined, 2);
  const pool = new pg.Pool({ host: handle.socketDir, port: handle.port, user: 'postgres', database: 'postgres', max: 1 });
  return {
    name: 'PGlite, worker + socket',
    query: (sql) => pool.query(sql),
    close: async () => {
      await pool.end();
      await handle.close();
    },
  };
}

async function server(url: string): Promise<Driver> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return { name: 'PostgreSQL server', query: (sql) => pool.query(sql), close: () => pool.end() };
}

async function measure(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function run(driver: Driver) {
  for (const sql of SETUP) await driver.query(sql);
  const started = Date.now();
  await driver.query(HEAVY);
  const heavyMs = Date.now() - started;

  const app = Fastify({ logger: false });
  app.get('/ping', async () => ({ ok: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/ping`;
  try {
    await measure(url); // warm-up window, discarded
    const idle = await measure(url);
    let running = true;
    let queries = 0;
    const loop = (async () => {
      while (running) {
        await driver.query(HEAVY);
        queries++;
        // Yield between queries, as a request handler would.
        await new Promise((r) => setImmediate(r));
      }
    })();
    const loaded = await measure(url);
    running = false;
    await loop;
    return { driver: driver.name, heavyMs, idle, loaded, queriesPerSecond: queries / SECONDS };
  } finally {
    await app.close();
    await driver.close();
  }
}

function inChild(name: string): Promise<Awaited<ReturnType<typeof run>>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      env: { ...process.env, BENCH_CHILD: name },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('RESULT '));
      if (code === 0 && line) resolve(JSON.parse(line.slice(7)));
      else reject(new Error(`benchmark of ${name} failed (exit ${code}): ${out}`));
    });
  });
}

async function child(name: string) {
  const make = { main: mainThread, worker, server: () => server(process.env.BENCH_DATABASE_URL ?? '') }[name];
  if (!make) throw new Error(`unknown driver ${name}`);
  console.log(`RESULT ${JSON.stringify(await run(await make()))}`);
}

async function main() {
  if (process.env.BENCH_CHILD) return child(process.env.BENCH_CHILD);
  console.log(
    `PGlite event-loop benchmark: ${ROWS} rows, ${SECONDS}s windows, ${CONNECTIONS} connections, Node ${process.version}`,
  );
  // Each driver runs in its own child process: in one process, the second run inherited the first one's
  // heap (a closed main-thread PGlite) and measured a third of its idle throughput.
  const names = ['main', 'worker', ...(process.env.BENCH_DATABASE_URL ? ['server'] : [])];
  const results: Awaited<ReturnType<typeof run>>[] = [];
  for (const name of names) results.push(await inChild(name));
  console.log('');
  console.log('| driver | one heavy query | DB-free route idle (req/s) | under query loop (req/s) | kept | p99 idle → loaded (ms) | heavy queries/s |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of results) {
    const kept = ((r.loaded.rps / r.idle.rps) * 100).toFixed(1);
    console.log(
      `| ${r.driver} | ${r.heavyMs} ms | ${Math.round(r.idle.rps)} | ${Math.round(r.loaded.rps)} | ${kept} % | ` +
        `${r.idle.p99} → ${r.loaded.p99} | ${r.queriesPerSecond.toFixed(1)} |`,
    );
  }
  const main = results.find((r) => r.driver === 'PGlite, main thread');
  const work = results.find((r) => r.driver === 'PGlite, worker + socket');
  if (main && work) {
    console.log('');
    console.log(
      `Worker vs main thread under load: ${(work.loaded.rps / Math.max(1, main.loaded.rps)).toFixed(1)}x the DB-free throughput; ` +
        `heavy queries/s ${work.queriesPerSecond.toFixed(1)} vs ${main.queriesPerSecond.toFixed(1)}.`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
