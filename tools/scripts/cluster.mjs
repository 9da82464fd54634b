// Several API instances behind a load balancer, on one machine (docs/production.md, "The cluster"): PostgreSQL 15
// (Debian's binaries, its own data folder, loopback only), Redis (no persistence), two API instances
// (dist/apps/api/main.js, NODE_ENV=production) sharing the database, Redis, the uploads folder and the JWT secret,
// the five remotes' static servers, and HAProxy in front of the instances. Used by `npm run start:cluster`
// (tools/scripts/start-cluster.mjs), the cluster end-to-end suite (apps/e2e/playwright.cluster.config.ts) and the
// cluster bench (tools/bench/cluster.mjs).
//
//   import { startCluster } from '../../tools/scripts/cluster.mjs';
//   const cluster = await startCluster({ root: 'tmp/my-cluster', fresh: true });
//   // cluster.url: the balancer; cluster.instances: [{ name: 'api-1', port, url, pid }, …]
//   await cluster.stop();
//
// From another process (a Playwright test), with the same stateFile: `readClusterState(stateFile)` gives the
// instances' pids, ports and the database URL; `startInstance(name, { stateFile })` starts a stopped one again.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import {
  DEFAULT_PORTS,
  REMOTE_NAMES,
  ROOT,
  apiNodeArgs,
  assertPortFree,
  manifestFromEnv,
  prefixLines,
  remoteEnvName,
  snapshotBuilds,
  spawnRemote,
  stopPid,
  writeManifest,
} from './servers.mjs';

export const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';
export const REDIS_SERVER = process.env.REDIS_SERVER || '/usr/bin/redis-server';
export const HAPROXY = process.env.HAPROXY || '/usr/sbin/haproxy';

/**
 * The URL the balancer's health check asks each instance (and the start waits for): the readiness check
 * (docs/api-database.md, "Health"). It answers 503 while the instance's database, Redis or storage does not
 * answer, or while it drains before a shutdown, so the balancer stops sending it requests.
 */
export const HEALTH_PATH = '/api/health/ready';

/** `npm run start:cluster`'s ports: the balancer, the two instances; the remotes keep `npm start`'s. */
export const CLUSTER_DEFAULT_PORTS = {
  balancer: 3300,
  instances: [3301, 3302],
  ...Object.fromEntries(REMOTE_NAMES.map((n) => [n, DEFAULT_PORTS[n]])),
};

const DB_NAME = 'backoffice';
const DB_USER = 'backoffice';

/** A TCP port nothing listens on now (the OS picks it on 127.0.0.1). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Spawns a program (not necessarily node) with its output prefixed into `log`.
 * @returns {{ name: string, pid: number, child: import('node:child_process').ChildProcess, exited: Promise<number|null> }}
 */
function spawnProgram(name, command, args, { env = {}, log = console.log, cwd = ROOT } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: Ctrl-C in the terminal reaches the launcher only, which stops everything in order
    // (the balancer, the instances, then Redis and PostgreSQL).
    detached: true,
  });
  prefixLines(child.stdout, `[${name}]`, log);
  prefixLines(child.stderr, `[${name}]`, log);
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal));
    child.once('error', (err) => {
      log(`[${name}] ${err.message}`);
      resolve(-1);
    });
  });
  return { name, pid: child.pid, child, exited };
}

/** Rejects with `what`'s exit when `handle` exits before `promise` settles. */
function unlessExited(promise, handle, what) {
  return Promise.race([
    promise,
    handle.exited.then((code) => {
      throw new Error(`${what} exited with ${code}`);
    }),
  ]);
}

// ------------------------------------------------------------------------------------------------ secrets

/**
 * The cluster's secrets, made once and kept in `<root>/secrets.json` (mode 0600) so that a restart keeps the
 * database passwords and the sessions: the PostgreSQL superuser's and the API role's passwords, the JWT secret.
 */
function clusterSecrets(root) {
  const file = path.join(root, 'secrets.json');
  try {
    const s = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (s.pgSuperPassword && s.pgAppPassword && s.jwtSecret?.length >= 32) return s;
  } catch {
    /* first start */
  }
  const random = () => crypto.randomBytes(24).toString('base64url');
  const s = { pgSuperPassword: random(), pgAppPassword: random(), jwtSecret: crypto.randomBytes(48).toString('base64url') };
  fs.writeFileSync(file, JSON.stringify(s, null, 2) + '\n', { mode: 0o600 });
  return s;
}

// --------------------------------------------------------------------------------------------- PostgreSQL

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user (as tools/ci/postgres.sh). */
function asPostgresUser(program, args) {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
}

function chownToPostgres(target) {
  if (!isRoot()) return;
  const r = spawnSync('chown', ['-R', 'postgres:postgres', target], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`chown postgres ${target}: ${r.stderr}`);
}

/** The postmaster's pid from `<dataDir>/postmaster.pid` (the first line), or undefined. */
function postmasterPid(dataDir) {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts PostgreSQL on `dataDir` (initdb on first use: superuser `postgres` with a password, password auth over
 * TCP), listening on 127.0.0.1:`port` only (its Unix socket in the data folder), and makes the API's role and
 * database (`backoffice`, owner of its database, no superuser).
 * @returns {{ port, url, superUrl, pid, dataDir, stop(): Promise<void> }} `url` is the API's DATABASE_URL.
 * @throws when the binaries are missing, initdb fails, or the server does not answer within 60 s.
 */
export async function startPostgres({ dataDir, port, secrets, log = console.log }) {
  if (!fs.existsSync(path.join(PG_BIN, 'postgres')))
    throw new Error(`${PG_BIN}/postgres is missing: apt-get install -y postgresql (PostgreSQL 15)`);
  await assertPortFree(port, 'postgres');
  const stale = postmasterPid(dataDir);
  if (stale && alive(stale))
    throw new Error(`a PostgreSQL server (pid ${stale}) still runs on ${dataDir}: stop it first (kill ${stale})`);
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`[cluster] initdb ${path.relative(ROOT, dataDir) || dataDir}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const pwfile = path.join(path.dirname(dataDir), `.pwfile-${process.pid}`);
    fs.writeFileSync(pwfile, secrets.pgSuperPassword + '\n', { mode: 0o600 });
    try {
      chownToPostgres(dataDir);
      chownToPostgres(pwfile);
      const [cmd, args] = asPostgresUser(path.join(PG_BIN, 'initdb'), [
        '-D', dataDir, '-U', 'postgres', `--pwfile=${pwfile}`,
        '--auth-local=trust', '--auth-host=scram-sha-256', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync',
      ]);
      const r = spawnSync(cmd, args, { encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`initdb failed (${r.status}): ${r.stderr || r.stdout}`);
    } finally {
      fs.rmSync(pwfile, { force: true });
    }
  }
  const [cmd, args] = asPostgresUser(path.join(PG_BIN, 'postgres'), [
    '-D', dataDir, '-p', String(port),
    '-c', 'listen_addresses=127.0.0.1',
    '-c', `unix_socket_directories=${dataDir}`,
    '-c', 'max_connections=200',
  ]);
  const handle = spawnProgram('postgres', cmd, args, { log });
  const superUrl = `postgres://postgres:${encodeURIComponent(secrets.pgSuperPassword)}@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    // Signal the postmaster itself (runuser in between may not pass signals on): SIGINT is the fast shutdown.
    const pid = postmasterPid(dataDir);
    if (pid && alive(pid)) process.kill(pid, 'SIGINT');
    else if (handle.child.exitCode === null) handle.child.kill('SIGINT');
    const done = await Promise.race([handle.exited.then(() => true), sleep(20_000).then(() => false)]);
    if (!done && pid && alive(pid)) process.kill(pid, 'SIGQUIT');
  };
  try {
    await unlessExited(waitForPostgres(superUrl), handle, 'PostgreSQL');
    const client = new pg.Client({ connectionString: superUrl });
    await client.connect();
    try {
      const role = await client.query('select 1 from pg_roles where rolname = $1', [DB_USER]);
      const pw = `'${secrets.pgAppPassword.replace(/'/g, "''")}'`;
      await client.query(
        role.rowCount ? `alter role ${DB_USER} login password ${pw}` : `create role ${DB_USER} login password ${pw}`,
      );
      const db = await client.query('select 1 from pg_database where datname = $1', [DB_NAME]);
      if (!db.rowCount) await client.query(`create database ${DB_NAME} owner ${DB_USER}`);
    } finally {
      await client.end();
    }
  } catch (err) {
    await stop();
    throw err;
  }
  const url = `postgres://${DB_USER}:${encodeURIComponent(secrets.pgAppPassword)}@127.0.0.1:${port}/${DB_NAME}`;
  return { port, url, superUrl, pid: postmasterPid(dataDir) ?? handle.pid, dataDir, stop, exited: handle.exited };
}

async function waitForPostgres(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch (err) {
      last = err;
      await client.end().catch(() => undefined);
      await sleep(250);
    }
  }
  throw new Error(`PostgreSQL did not answer within ${timeoutMs} ms (${last?.message})`);
}

// -------------------------------------------------------------------------------------------------- Redis

/**
 * Starts redis-server on 127.0.0.1:`port` without persistence (no RDB snapshots, no AOF): what the instances
 * keep there (socket.io's fan-out, rate-limit windows, short locks) is live state that a restart may lose.
 * @returns {{ port, url, pid, stop(): Promise<void> }}
 */
export async function startRedis({ dir, port, log = console.log }) {
  if (!fs.existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} is missing: apt-get install -y redis-server`);
  await assertPortFree(port, 'redis');
  fs.mkdirSync(dir, { recursive: true });
  const handle = spawnProgram(
    'redis',
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--protected-mode', 'yes', '--save', '', '--appendonly', 'no',
      '--dir', dir, '--daemonize', 'no', '--loglevel', 'warning'],
    { log },
  );
  const stop = async () => {
    await stopPid(handle.pid);
    await handle.exited;
  };
  try {
    await unlessExited(waitForRedis(port), handle, 'redis-server');
  } catch (err) {
    await stop();
    throw err;
  }
  return { port, url: `redis://127.0.0.1:${port}`, pid: handle.pid, stop, exited: handle.exited };
}

/** Resolves once Redis answers PING with PONG. */
export async function waitForRedis(port, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      let data = '';
      socket.setTimeout(1000, () => (socket.destroy(), resolve(false)));
      socket.once('error', () => resolve(false));
      socket.on('data', (d) => {
        data += d;
        if (data.includes('\r\n')) {
          socket.destroy();
          resolve(data.startsWith('+PONG'));
        }
      });
      socket.once('connect', () => socket.write('PING\r\n'));
    });
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`Redis on port ${port} did not answer PING within ${timeoutMs} ms`);
}

// ---------------------------------------------------------------------------------------------- instances

/**
 * Spawns one API instance (`node dist/apps/api/main.js`) and waits until its health check answers 200.
 * `logFile`: append its output to that file (detached: it outlives the caller, e.g. a test restarting an
 * instance); otherwise its output goes to `log`, prefixed with its name.
 * @returns {{ name, port, url, pid, exited: Promise, stop(): Promise<void> }}
 */
export async function spawnInstance({ name, port, env, log = console.log, logFile, timeoutMs = 120_000 }) {
  const main = path.join(ROOT, 'dist/apps/api/main.js');
  if (!fs.existsSync(main)) throw new Error(`${path.relative(ROOT, main)} is missing: run "npx nx build api"`);
  await assertPortFree(port, name);
  let handle;
  if (logFile) {
    const fd = fs.openSync(logFile, 'a');
    const child = spawn(process.execPath, [...apiNodeArgs({ ...process.env, ...env }), main], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', fd, fd],
      detached: true,
    });
    fs.closeSync(fd);
    child.unref();
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
    handle = { name, pid: child.pid, child, exited };
  } else {
    handle = spawnProgram(name, process.execPath, [...apiNodeArgs({ ...process.env, ...env }), main], { env, log });
  }
  const url = `http://127.0.0.1:${port}`;
  try {
    await unlessExited(waitForHealthy(`${url}${HEALTH_PATH}`, timeoutMs), handle, name);
  } catch (err) {
    await stopPid(handle.pid);
    throw err;
  }
  return {
    name,
    port,
    url,
    pid: handle.pid,
    exited: handle.exited,
    stop: async () => {
      await stopPid(handle.pid, { timeoutMs: 12_000 });
    },
  };
}

/** Resolves once `url` answers 200 (the health check: 503 while the database is not there). */
export async function waitForHealthy(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.body?.cancel();
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err.message;
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (${last})`);
}

// -------------------------------------------------------------------------------------------------- HAProxy

/**
 * HAProxy's configuration for the balancer (docs/production.md, "The balancer"): HTTP round-robin over the
 * instances, each checked every second on {@link HEALTH_PATH} (three failures: out; two successes: back in); a
 * request whose connection fails is sent to another instance (safe for any method: nothing reached the
 * failed one). WebSockets pass through (HTTP/1.1 Upgrade; `timeout tunnel` bounds an idle one). Every answer
 * says which instance served it (X-Served-By). The runtime socket (`statsSocket`) drains or disables an
 * instance: `echo "set server api/api-1 state drain" | socat stdio <socket>`.
 * @param {{ port: number, host?: string, instances: { name: string, port: number }[], statsSocket?: string,
 *           healthPath?: string }} options
 * @returns {string} the configuration file's text.
 */
export function haproxyConfig({ port, host = '127.0.0.1', instances, statsSocket, healthPath = HEALTH_PATH }) {
  return [
    'global',
    '  log stdout format raw local0 info',
    ...(statsSocket ? [`  stats socket ${statsSocket} mode 600 level admin`] : []),
    '  maxconn 4096',
    '',
    'defaults',
    '  mode http',
    '  log global',
    // HAProxy's HTTP log line (option httplog) without the query string: the socket.io handshake carries the token there.
    '  log-format "%ci:%cp [%tr] %ft %b/%s %TR/%Tw/%Tc/%Tr/%Ta %ST %B %tsc %ac/%fc/%bc/%sc/%rc %sq/%bq \\"%HM %HPO %HV\\""',
    '  option dontlognull',
    '  option dontlog-normal', // only errors and state changes: a load test must not flood the log
    '  option forwardfor', // X-Forwarded-For: the instances trust it from this balancer only (TRUST_PROXY)
    '  retries 2',
    '  option redispatch 1', // a retry after a refused connection goes to another instance
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 10s',
    // A check's whole answer may take this long (the default, `inter`, counted a busy instance as down).
    '  timeout check 5s',
    '  timeout tunnel 1h', // an open WebSocket (socket.io pings every 25 s)
    '  timeout client-fin 5s',
    '',
    'frontend console',
    `  bind ${host}:${port}`,
    '  default_backend api',
    '',
    'backend api',
    '  balance roundrobin',
    '  option httpchk',
    `  http-check send meth GET uri ${healthPath} ver HTTP/1.1 hdr Host localhost`,
    '  http-check expect status 200',
    '  default-server check inter 1s fastinter 500ms downinter 1s fall 3 rise 2',
    '  http-response set-header X-Served-By %[srv_name]',
    ...instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port}`),
    '',
  ].join('\n');
}

/**
 * Writes the configuration to `file`, checks it (`haproxy -c`) and starts HAProxy in the foreground (`-db`).
 * Resolves once the balancer answers {@link HEALTH_PATH} with 200 through an instance.
 */
export async function startHaproxy({ file, config, port, log = console.log }) {
  if (!fs.existsSync(HAPROXY)) throw new Error(`${HAPROXY} is missing: apt-get install -y haproxy`);
  await assertPortFree(port, 'balancer');
  fs.writeFileSync(file, config);
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy -c ${file} failed: ${check.stderr || check.stdout}`);
  const handle = spawnProgram('haproxy', HAPROXY, ['-db', '-f', file], { log });
  const stop = async () => {
    await stopPid(handle.pid);
    await handle.exited;
  };
  try {
    await unlessExited(waitForHealthy(`http://127.0.0.1:${port}${HEALTH_PATH}`, 20_000), handle, 'haproxy');
  } catch (err) {
    await stop();
    throw err;
  }
  return { port, pid: handle.pid, stop, exited: handle.exited };
}

/**
 * Sends one command to HAProxy's runtime socket (`statsSocket` of {@link haproxyConfig}) and resolves with its
 * answer, e.g. `set server api/api-2 state maint` (out of the rotation), `… state ready` (back), `show stat`.
 */
export function haproxyCommand(statsSocket, command) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(statsSocket);
    let out = '';
    socket.setEncoding('utf8');
    socket.on('data', (d) => (out += d));
    socket.once('error', reject);
    socket.once('end', () => resolve(out));
    socket.once('connect', () => socket.end(command + '\n'));
  });
}

/** The balancer's view of each instance (`show stat`): `{ [name]: { status, requests } }`. */
export async function haproxyServers(statsSocket) {
  const [header, ...rows] = (await haproxyCommand(statsSocket, 'show stat')).trim().split('\n');
  const cols = header.replace(/^# /, '').split(',');
  const at = (row, col) => row[cols.indexOf(col)];
  return Object.fromEntries(
    rows
      .map((r) => r.split(','))
      .filter((r) => at(r, 'pxname') === 'api' && !['FRONTEND', 'BACKEND'].includes(at(r, 'svname')))
      .map((r) => [at(r, 'svname'), { status: at(r, 'status'), requests: Number(at(r, 'stot')) }]),
  );
}

// ------------------------------------------------------------------------------------------- the cluster

/** Reads the state file a running cluster keeps (pids, ports, the instances' command environment). */
export function readClusterState(stateFile) {
  return JSON.parse(fs.readFileSync(stateFile, 'utf8'));
}

function writeClusterState(stateFile, state) {
  fs.mkdirSync(path.dirname(stateFile), { recursive: true });
  // The instances' environment holds the database password and the JWT secret.
  fs.writeFileSync(stateFile, JSON.stringify(state, null, 2) + '\n', { mode: 0o600 });
}

/**
 * Starts an instance of a running cluster again (from any process: it is detached, its output appended to the
 * cluster's instance log, and recorded in `stateFile` so that the cluster's stop ends it).
 * @returns the instance's `{ name, port, url, pid }`.
 * @throws when the name is unknown, its port is busy, or it does not become healthy.
 */
export async function startInstance(name, { stateFile }) {
  const state = readClusterState(stateFile);
  const entry = state.instances.find((i) => i.name === name);
  if (!entry) throw new Error(`no instance ${name} in ${stateFile}`);
  if (entry.pid && alive(entry.pid)) return entry;
  const logFile = state.instanceLog ?? path.join(state.root, `${name}.log`);
  const started = await spawnInstance({ name, port: entry.port, env: entry.env, logFile });
  entry.pid = started.pid;
  entry.detached = true;
  writeClusterState(stateFile, state);
  return { name, port: entry.port, url: started.url, pid: started.pid };
}

/**
 * Starts the whole cluster (the builds must exist: `npx nx run-many -t build`).
 * @param {{
 *   root?: string,            // its folder: PostgreSQL's data, Redis's folder, uploads, secrets, HAProxy's config
 *   fresh?: boolean,          // start from an empty database (deletes root first)
 *   ports?: { balancer?: number, instances?: number[], postgres?: number, redis?: number } & Record<string, number>,
 *   instanceCount?: number,   // API instances behind the balancer (2)
 *   env?: Record<string, string>, // more environment for every instance
 *   log?: (line: string) => void,
 *   instanceLog?: string,     // the instances' output also appended here (a file; the end-to-end suite reads PINs there)
 *   stateFile?: string,
 * }} options
 * @returns {{ url, instances, postgres, redis, balancer, manifest, stateFile, stop(): Promise<void> }}
 */
export async function startCluster({
  root = path.join(ROOT, '.data/cluster'),
  fresh = false,
  ports: portOverrides = {},
  instanceCount,
  env = {},
  log = console.log,
  instanceLog,
  stateFile,
} = {}) {
  root = path.resolve(ROOT, root);
  if (fresh) fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  stateFile = stateFile ?? path.join(root, 'state.json');
  const ports = { ...CLUSTER_DEFAULT_PORTS, ...portOverrides };
  const count = instanceCount ?? ports.instances.length;
  if (count < 1 || count > ports.instances.length) throw new Error(`instanceCount must be 1-${ports.instances.length}`);
  const instancePorts = ports.instances.slice(0, count);
  await Promise.all([
    assertPortFree(ports.balancer, 'balancer'),
    ...instancePorts.map((p, i) => assertPortFree(p, `api-${i + 1}`)),
  ]);
  const secrets = clusterSecrets(root);
  const balancerUrl = `http://127.0.0.1:${ports.balancer}`;
  if (instanceLog) fs.mkdirSync(path.dirname(instanceLog), { recursive: true });
  const instanceLogStream = instanceLog ? fs.createWriteStream(instanceLog, { flags: 'a' }) : undefined;
  const instanceOutput = (line) => {
    log(line);
    instanceLogStream?.write(line + '\n');
  };

  const running = { instances: [], remotes: [] };
  const stop = async () => {
    // Front to back: the balancer stops taking requests, the instances finish theirs, then the stores go.
    await running.balancer?.stop().catch(() => undefined);
    let recorded = [];
    try {
      const own = new Set(running.instances.map((i) => i.pid));
      recorded = readClusterState(stateFile).instances.filter((i) => i.pid && !own.has(i.pid) && alive(i.pid));
    } catch {
      /* no state yet */
    }
    await Promise.all([
      ...running.instances.map((i) => i.stop()),
      ...recorded.map((i) => stopPid(i.pid, { timeoutMs: 12_000 })),
      ...running.remotes.map((r) => r.stop()),
    ]);
    await Promise.all([running.redis?.stop(), running.postgres?.stop()].map((p) => p?.catch(() => undefined)));
    await new Promise((r) => (instanceLogStream ? instanceLogStream.end(r) : r()));
    fs.rmSync(stateFile, { force: true });
  };

  try {
    const [pgPort, redisPort] = await Promise.all([ports.postgres ?? freePort(), ports.redis ?? freePort()]);
    log(`[cluster] PostgreSQL on 127.0.0.1:${pgPort}, Redis on 127.0.0.1:${redisPort}`);
    [running.postgres, running.redis] = await Promise.all([
      startPostgres({ dataDir: path.join(root, 'postgres'), port: pgPort, secrets, log }),
      startRedis({ dir: path.join(root, 'redis'), port: redisPort, log }),
    ]);

    // The builds are copied first, so that a rebuild in this checkout does not pull files from under the servers.
    const distRoot = snapshotBuilds(['shell', ...REMOTE_NAMES], path.join(ROOT, 'tmp/serve', `cluster-${ports.balancer}`));
    const manifest = manifestFromEnv(ports, process.env);
    writeManifest(manifest, path.join(distRoot, 'shell'));
    running.remotes = await Promise.all(REMOTE_NAMES.map((n) => spawnRemote(n, ports[n], { log, distRoot })));

    const uploadsDir = path.join(root, 'uploads');
    fs.mkdirSync(uploadsDir, { recursive: true });
    const origins = [balancerUrl, `http://localhost:${ports.balancer}`];
    const common = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: running.postgres.url,
      REDIS_URL: running.redis.url,
      JWT_SECRET: secrets.jwtSecret,
      // The client address is the one the balancer (on loopback) appends to X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1',
      SHELL_DIST_DIR: path.join(distRoot, 'shell'),
      UPLOADS_DIR: uploadsDir,
      SMS_LOG: '1', // the SuperAdmin's PIN is printed as "[sms] …" (the demo has no SMS gateway)
      CORS_ORIGINS: origins.join(','),
      CONSOLE_URL: balancerUrl,
      // Both instances work the jobs: pg-boss hands each job to one of them (docs/api-database.md, "Jobs").
      JOBS_ENABLED: '1',
      ...Object.fromEntries(Object.entries(manifest).map(([n, url]) => [remoteEnvName(n), url])),
      ...env,
    };
    const instanceEnvs = instancePorts.map((port, i) => ({
      name: `api-${i + 1}`,
      port,
      env: { ...common, PORT: String(port) },
    }));
    // One after the other: the first migrates the empty database and seeds the demo data, the others find it done.
    for (const { name, port, env: e } of instanceEnvs) {
      const t = Date.now();
      running.instances.push(await spawnInstance({ name, port, env: e, log: instanceOutput }));
      log(`[cluster] ${name} healthy on 127.0.0.1:${port} in ${Date.now() - t} ms`);
    }

    const statsSocket = path.join(root, 'haproxy.sock');
    const config = haproxyConfig({ port: ports.balancer, instances: instanceEnvs, statsSocket });
    running.balancer = await startHaproxy({ file: path.join(root, 'haproxy.cfg'), config, port: ports.balancer, log });

    writeClusterState(stateFile, {
      root,
      url: balancerUrl,
      instanceLog,
      balancer: { port: ports.balancer, pid: running.balancer.pid, config: path.join(root, 'haproxy.cfg'), statsSocket },
      instances: instanceEnvs.map((i, n) => ({ ...i, pid: running.instances[n].pid, url: running.instances[n].url })),
      postgres: { port: pgPort, url: running.postgres.url, pid: running.postgres.pid, dataDir: running.postgres.dataDir },
      redis: { port: redisPort, url: running.redis.url, pid: running.redis.pid },
      remotes: Object.fromEntries(running.remotes.map((r) => [r.name, { pid: r.pid, port: r.port }])),
    });
    return {
      url: balancerUrl,
      manifest,
      stateFile,
      instances: running.instances.map(({ name, port, url, pid, exited }) => ({ name, port, url, pid, exited })),
      postgres: { port: pgPort, url: running.postgres.url, exited: running.postgres.exited },
      redis: { port: redisPort, url: running.redis.url, exited: running.redis.exited },
      balancer: { port: ports.balancer, pid: running.balancer.pid, exited: running.balancer.exited, statsSocket },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
