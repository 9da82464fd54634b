// What the benchmark scripts share: the workspace root, their --name value options (--only, --json), percentiles
// and rounding, the run of a bench again under tsx, memory sampling, the demo sign-ins, a fresh PostgreSQL
// database, the API started as in production and a load run at N connections.
// Figures only: nothing here asserts.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const args = process.argv.slice(2);
/** The value after `--name` on the command line, or `fallback`. */
export const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
/** Whether the bare flag `--name` is on the command line. */
export const flag = (name) => args.includes(`--${name}`);

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs a bench script's `main` and ends the process: exit 0 when it resolves; when it rejects, `<name> bench
 * failed: <stack>` on stderr and exit 1.
 * @param {string} name
 * @param {() => Promise<unknown>} main
 */
export function runBench(name, main) {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(`${name} bench failed: ${err.stack || err}`);
      process.exit(1);
    },
  );
}

/**
 * POSTs `body` as JSON to `url` (with `Bearer token` when given) and answers the parsed JSON answer ({} when it is
 * none); throws `<url> → <status> <answer>` when the status is not 2xx.
 * @param {string} url
 * @param {unknown} body
 * @param {string} [token]
 */
export async function postJson(url, body, token) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${url} → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** `--only pglite|postgres`: the one database a bench runs on ('' for both). */
export const ONLY = opt('only', '');
/** `--json <file>` (or BENCH_JSON): where a bench writes its figures as JSON (undefined: nowhere). */
export const JSON_OUT = opt('json', process.env.BENCH_JSON);
/** `--scale` (default 1): the share of its full data a bench inserts (0.05 for a quick run). */
export const SCALE = Number(opt('scale', 1));
/** A full data size `n` times {@link SCALE}, rounded, and at least `min`. */
export const scaled = (n, min = 0) => Math.max(min, Math.round(n * SCALE));
/** `n` rounded to one decimal (milliseconds, seconds). */
export const round1 = (n) => Math.round(n * 10) / 10;
/** Bytes in whole MiB. */
export const mb = (bytes) => Math.round(bytes / 1024 / 1024);

/**
 * Times one call of the API: `call()` `warmup` times unmeasured, then `runs` times one after another, each timed.
 * `call` answers as Fastify's inject does (`statusCode`, `json()`); `read(res)` takes what a 200 answer held (after
 * its timing). Answers `{ times, errors, last, status }`: each call's milliseconds, how many answered other than
 * 200, what `read` took from the last 200 answer (undefined when none), and the last answer's status.
 * @param {() => Promise<{ statusCode: number }>} call
 * @param {number} runs
 * @param {{ warmup?: number, read?: (res: any) => unknown }} [options] warm-up calls (default 3); `read` (default: nothing)
 */
export async function timedCalls(call, runs, { warmup = 3, read = () => undefined } = {}) {
  for (let w = 0; w < warmup; w++) await call();
  const times = [];
  let errors = 0;
  let last;
  let status;
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    const res = await call();
    times.push(performance.now() - t);
    status = res.statusCode;
    if (res.statusCode !== 200) errors++;
    else last = read(res);
  }
  return { times, errors, last, status };
}

/** The p50, p95 and max of `times` (milliseconds), each rounded to 0.1 ms. */
export const latency = (times) => ({
  p50: round1(percentile(times, 50)),
  p95: round1(percentile(times, 95)),
  max: round1(Math.max(...times)),
});

/**
 * Ends a bench whose databases each measured p95 per case: prints `--- summary (<heading>)`, a line per database of
 * `out.databases` (`<case> <p95>` of its `results`) and `targets: <targets>`, writes `out` to --json (JSON_OUT) when
 * given, and exits 0 (the app's pools and timers would keep the process alive).
 * @param {{ databases: Record<string, { results: Record<string, { p95: number }> }> }} out the bench's figures
 * @param {string} heading e.g. 'p95 ms per role'
 * @param {string} targets the targets in words
 */
export function endWithP95Summary(out, heading, targets) {
  console.log(`\n--- summary (${heading})`);
  for (const [kind, d] of Object.entries(out.databases)) {
    console.log(`  ${kind.padEnd(8)} ${Object.entries(d.results).map(([k, x]) => `${k} ${x.p95}`).join(', ')}`);
  }
  console.log(`  targets: ${targets}`);
  if (JSON_OUT) fs.writeFileSync(JSON_OUT, JSON.stringify(out, null, 2));
  process.exit(0);
}

/**
 * Samples this process's memory every `ms` milliseconds from now (after a full collection when node runs with
 * --expose-gc) until `stop()`: `before` (process.memoryUsage() at the start), `peak` (the highest `rss`, `heapUsed`
 * and `external` + `arrayBuffers` seen, bytes), `sample()` to take one more sample at once (e.g. as a timed step
 * ends), and `figures()`: `{ peakRssMb, riseMb, peakHeapMb, heapRiseMb }`, the peaks and their rises over `before`
 * in MiB. On PGlite the figures include the database (a worker thread of the same process).
 * @param {number} [ms] the sampling interval (default 20)
 */
export function memorySampler(ms = 20) {
  global.gc?.();
  const before = process.memoryUsage();
  const peak = { rss: before.rss, heapUsed: before.heapUsed, external: before.external + before.arrayBuffers };
  const sample = () => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heapUsed = Math.max(peak.heapUsed, m.heapUsed);
    peak.external = Math.max(peak.external, m.external + m.arrayBuffers);
  };
  const timer = setInterval(sample, ms);
  return {
    before,
    peak,
    sample,
    figures: () => ({
      peakRssMb: mb(peak.rss),
      riseMb: mb(peak.rss - before.rss),
      peakHeapMb: mb(peak.heapUsed),
      heapRiseMb: mb(peak.heapUsed - before.heapUsed),
    }),
    stop: () => clearInterval(timer),
  };
}

/**
 * The environment of a bench's run under tsx: this process's, with the variable `marker` set to '1' (what tells
 * the bench it is that run), `extra` (e.g. a child's database URL) and tsx pointed at the API's tsconfig.
 * @param {string} marker e.g. 'DASHBOARD_BENCH_CHILD'
 * @param {Record<string, string>} [extra]
 */
export const tsxEnv = (marker, extra = {}) => ({
  ...process.env,
  [marker]: '1',
  ...extra,
  TSX_TSCONFIG_PATH: path.join(ROOT, 'apps/api/tsconfig.json'),
});

/**
 * Runs the bench again under tsx (the app is TypeScript) with the same arguments and exits with that run's status;
 * returns at once in that run (the variable `marker` is set there: {@link tsxEnv}).
 * @param {string} metaUrl the bench's `import.meta.url`
 * @param {string} marker the variable that marks the run under tsx, e.g. 'DASHBOARD_BENCH_CHILD'
 * @param {string[]} [nodeArgs] node's options for that run (default: a 4 GiB heap, `--max-old-space-size=4096`)
 */
export function runUnderTsx(metaUrl, marker, nodeArgs = ['--max-old-space-size=4096']) {
  if (process.env[marker]) return;
  const self = fileURLToPath(metaUrl);
  const r = spawnSync(process.execPath, [...nodeArgs, '--import', 'tsx', self, ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: tsxEnv(marker),
  });
  process.exit(r.status ?? 1);
}

/** The p-th percentile (nearest rank) of `xs`, milliseconds in, milliseconds out; NaN when empty. */
export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};

/** The seeded demo sign-ins (libs/api/server/src/seed/demo-accounts.json): `{ email, password, role, … }[]`. */
export function demoAccounts() {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'libs/api/server/src/seed/demo-accounts.json'), 'utf8'));
}

/**
 * A PostgreSQL server for a benchmark: BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL (a role that may
 * CREATE DATABASE), else Debian's cluster started through tools/ci/postgres.sh. `{ url }`, or `{ reason }` when
 * there is none (the benchmark then skips its PostgreSQL half and says so).
 */
export function postgresServer() {
  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (url) return { url };
  const probe = spawnSync('pg_lsclusters', ['-h'], { encoding: 'utf8' });
  if (probe.status !== 0) return { reason: 'no BENCH_DATABASE_URL/DATABASE_URL/TEST_DATABASE_URL and no pg_lsclusters' };
  const r = spawnSync('bash', [path.join(ROOT, 'tools/ci/postgres.sh')], {
    encoding: 'utf8',
    env: { ...process.env, TEST_DB_NAME: 'backoffice_bench_admin' },
  });
  const m = /TEST_DATABASE_URL='([^']+)'/.exec(r.stdout ?? '');
  if (r.status !== 0 || !m) return { reason: `tools/ci/postgres.sh failed: ${(r.stderr || '').trim().split('\n').pop()}` };
  return { url: m[1] };
}

/**
 * Runs `fn(url)` on a fresh database `<prefix>_<pid>` of the server at `url`, dropped afterwards unless `--keep`
 * is given or BENCH_KEEP_DB is set (its address is then printed, to look at it with psql). With `template`, the
 * fresh database is a copy of that database of the server (nobody may be connected to it).
 */
export async function withFreshDatabase(url, prefix, fn, { template } = {}) {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${process.pid}`;
  // The admin connection goes to the server's maintenance database: postgresServer() drops and recreates the
  // database of `url` each time a bench starts, which would end another bench's connection to it.
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  admin.on('error', () => undefined);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  try {
    return await fn(u.toString());
  } finally {
    if (flag('keep') || process.env.BENCH_KEEP_DB) console.log(`kept ${u.toString().replace(/:[^:@/]*@/, ':***@')}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

/**
 * The API built in this process (TypeScript, so the caller runs under tsx) on a fresh in-memory PGlite, or on the
 * PostgreSQL database at `databaseUrl`, migrated and not seeded. `query(text)` runs one SQL statement and answers
 * its rows; `signInAdmin()` adds a SuperAdmin and answers its bearer token. Close `app` when done.
 */
export async function benchApp(databaseUrl) {
  // By path: tools are not a project that may depend on the libraries.
  const { loadConfig } = await import(path.join(ROOT, 'libs/api/server/src/config.ts'));
  const { buildApp } = await import(path.join(ROOT, 'apps/api/src/app.ts'));
  const config = loadConfig(
    { NODE_ENV: 'test', JWT_SECRET: `bench-${Date.now()}-0123456789abcdefghijklmnopqrstuvwxyz`, SEED: '0' },
    { dataDir: 'memory://', databaseUrl, logLevel: 'silent' },
  );
  const app = await buildApp({ config, seed: false, logger: false });
  await app.ready();
  const query = async (text) => {
    const r = await app.db.execute(text);
    return Array.isArray(r) ? r : r.rows;
  };
  const signInAdmin = async () => {
    // An upsert, so that a second process on the same database signs in as the same admin.
    const [row] = await query(`INSERT INTO users (email, role, first_name, last_name)
      VALUES ('bench.admin@staff.example.com', 'SuperAdmin', 'Bench', 'Admin')
      ON CONFLICT (email) WHERE deleted_at IS NULL DO UPDATE SET first_name = excluded.first_name RETURNING id`);
    const [user] = await query(`SELECT id, role, first_name AS "firstName", department_id AS "departmentId",
      token_version AS "tokenVersion" FROM users WHERE id = '${row.id}'`);
    return app.tokens.issue(user);
  };
  return { app, query, signInAdmin };
}

/**
 * Runs `bench(kind, databaseUrl)` on a fresh PostgreSQL database (see {@link postgresServer}; skipped, and said
 * so, when there is none) and on a fresh in-memory PGlite (`databaseUrl` undefined), in `order`; `only` keeps
 * one of them. Answers `{ databases: { postgres?, pglite? }, postgresSkipped? }` with each bench's result.
 */
export async function onEachDatabase(prefix, only, bench, order = ['postgres', 'pglite']) {
  const out = { databases: {} };
  for (const kind of order) {
    if (only && only !== kind) continue;
    if (kind === 'pglite') {
      out.databases.pglite = await bench('pglite', undefined);
      continue;
    }
    const server = postgresServer();
    if (!server.url) {
      console.log(`\n--- postgres: skipped (${server.reason})`);
      out.postgresSkipped = server.reason;
    } else {
      out.databases.postgres = await withFreshDatabase(server.url, prefix, (url) => bench('postgres', url));
    }
  }
  return out;
}

/**
 * The API started as production starts it (apps/api/src/main.ts under tsx, NODE_ENV=production, PGlite in its worker
 * thread) in a process group of its own, listening on 127.0.0.1:`port`, its output appended to `log`; `env` adds to
 * the bench's (DATABASE_URL or DATA_DIR, JWT_SECRET, …; rate limits lifted, no seed). `nodeArgs` go before the
 * script (`--cpu-prof`). Answers when GET /api/health answers 200 (2 minutes at most): `{ stop() }`.
 * @throws Error with the log's end when the API exits or is not ready in time.
 */
export async function startApi({ port, env = {}, log, nodeArgs = [] }) {
  const fd = fs.openSync(log, 'a');
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(ROOT, 'apps/api/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: path.join(ROOT, 'apps/api/tsconfig.json'),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: '0',
      SMS_LOG: '1',
      JWT_SECRET: `bench-${Date.now().toString(36)}-0123456789abcdefghijklmnopqrstuvwxyz`,
      RATE_LIMIT_LOGIN_ACCOUNT_MAX: '1000000',
      RATE_LIMIT_LOGIN_ADDRESS_MAX: '1000000',
      RATE_LIMIT_PUBLIC_ADDRESS_MAX: '1000000',
      ...env,
    },
    stdio: ['ignore', fd, fd],
    detached: true,
  });
  fs.closeSync(fd);
  let exited = false;
  child.once('exit', () => (exited = true));
  const until = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error(`the API exited:\n${fs.readFileSync(log, 'utf8').slice(-3000)}`);
    const r = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (r?.status === 200) break;
    if (Date.now() > until) throw new Error(`API not ready:\n${fs.readFileSync(log, 'utf8').slice(-3000)}`);
    await sleep(300);
  }
  return {
    async stop() {
      if (exited) return;
      const gone = new Promise((r) => child.once('exit', r));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      await Promise.race([gone, sleep(15_000)]);
    },
  };
}

/**
 * autocannon at `connections` connections on one request (`url`, `method`, `headers`, `body` a string or undefined):
 * `warmup` seconds unmeasured, then `seconds` measured. Latencies from every response (autocannon reports no p95):
 * `{ requests, warmupRequests, rps, errors (errors, timeouts and non-2xx), p50, p95, p99 }`, milliseconds.
 */
export async function loadRun({ url, method = 'GET', headers = {}, body, connections = 10, seconds = 10, warmup = 2 }) {
  const { default: autocannon } = await import('autocannon');
  const opts = { url, method, connections, headers, body };
  const run = (duration, onResponse) =>
    new Promise((resolve, reject) => {
      const inst = autocannon({ ...opts, duration }, (err, res) => (err ? reject(err) : resolve(res)));
      if (onResponse) inst.on('response', (_client, _status, _bytes, ms) => onResponse(ms));
    });
  const warm = warmup > 0 ? await run(warmup) : { requests: { total: 0 } };
  const lat = [];
  const res = await run(seconds, (ms) => lat.push(ms));
  return {
    requests: res.requests.total,
    warmupRequests: warm.requests.total,
    rps: round1(res.requests.total / (res.duration || seconds)),
    errors: res.errors + res.timeouts + res.non2xx,
    p50: round1(percentile(lat, 50)),
    p95: round1(percentile(lat, 95)),
    p99: round1(percentile(lat, 99)),
  };
}
