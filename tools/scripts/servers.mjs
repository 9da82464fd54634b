// Start and stop the production servers of the Back Office: the API (which also serves the shell) and the five
// remotes' static servers. Used by `npm start` (tools/scripts/start.mjs) and by the end-to-end tests.
//
//   import { startAll } from '../../tools/scripts/servers.mjs';
//   const servers = await startAll({ dataDir: 'tmp/e2e-data', stateFile: 'tmp/e2e-servers.json' });
//   await servers.stopRemote('hotels');   // the hotels area now shows its "could not be loaded" alert
//   await servers.startRemote('hotels');  // Retry loads it again
//   await servers.stop();
//
// From another process (e.g. a Playwright test while globalSetup started the servers), pass the same stateFile:
//   await stopRemote('hotels', { stateFile }); await startRemote('hotels', { stateFile });
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
/**
 * The remotes, in their one list's order: tools/webpack/remotes.json (REMOTES of federation.js: names and dev/static ports),
 * which tools/remotes.spec.ts keeps equal to the projects tagged scope:remote.
 */
const { REMOTES } = require('../webpack/federation.js');
export const REMOTE_NAMES = Object.keys(REMOTES);
/** The API's port and each remote's static server port (its dev port). */
export const DEFAULT_PORTS = {
  api: 3000,
  ...Object.fromEntries(REMOTE_NAMES.map((name) => [name, REMOTES[name].port])),
};
export const DIST_APPS = path.join(ROOT, 'dist/apps');
export const SHELL_DIST_DIR = path.join(DIST_APPS, 'shell');
export const DEFAULT_STATE_FILE = path.join(ROOT, 'tmp/servers.json');

/**
 * The production API's V8 old-space cap, in MB, when API_HEAP_MB does not say (docs/areas/billing.md, "Figures"):
 * node's own default here is about 4 GB, and V8 lets the heap grow to about four times what is live before it
 * collects, so a bulk run of 2,000 statements peaked at 534 MB RSS of garbage (live: about 90 MB). Capped at 256 MB,
 * the same run peaked at 262 MB and took the same time.
 */
export const API_HEAP_MB_DEFAULT = 256;

/**
 * The node options that start the production API (`npm start`, the cluster's instances, the billing bench):
 * `--max-old-space-size=<API_HEAP_MB>` (default {@link API_HEAP_MB_DEFAULT}; `0`: no cap, node's default or what
 * NODE_OPTIONS says). @throws Error for an API_HEAP_MB that is not a whole number of MB.
 */
export function apiNodeArgs(env = process.env) {
  const raw = env.API_HEAP_MB;
  const mb = raw === undefined || raw === '' ? API_HEAP_MB_DEFAULT : Number(raw);
  if (!Number.isInteger(mb) || mb < 0) throw new Error(`API_HEAP_MB must be a whole number of MB (0: no cap), got "${raw}"`);
  return mb > 0 ? [`--max-old-space-size=${mb}`] : [];
}

/** `admin-users` → `REMOTE_ADMIN_USERS_URL`. */
export const remoteEnvName = (name) => `REMOTE_${name.toUpperCase().replace(/-/g, '_')}_URL`;

/** The manifest the shell reads at run time: REMOTE_<NAME>_URL, else http://localhost:<port>/remoteEntry.js. */
export function manifestFromEnv(ports = DEFAULT_PORTS, env = process.env) {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      env[remoteEnvName(name)] || `http://localhost:${ports[name]}/remoteEntry.js`,
    ]),
  );
}

/** Writes dist/apps/shell/module-federation.manifest.json (a new manifest moves a remote without a new shell). */
export function writeManifest(manifest, shellDistDir = SHELL_DIST_DIR) {
  if (!fs.existsSync(path.join(shellDistDir, 'index.html')))
    throw new Error(`${shellDistDir} has no shell build`);
  const file = path.join(shellDistDir, 'module-federation.manifest.json');
  fs.writeFileSync(file, JSON.stringify(manifest, null, 2) + '\n');
  return file;
}

/** Builds the shell, the remotes and the API in production mode with Nx (cached when nothing changed). */
export function buildAll({ projects = ['shell', ...REMOTE_NAMES, 'api'], log = console.log } = {}) {
  log(`[start] building ${projects.join(', ')} (Nx cache makes unchanged apps instant)…`);
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        require.resolve('nx/bin/nx'),
        'run-many',
        '-t',
        'build',
        '-p',
        projects.join(','),
        '--outputStyle=static',
      ],
      {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NODE_ENV: 'production' },
      },
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`nx build exited with ${code}`))));
    child.on('error', reject);
  });
}

/** Resolves when `url` answers any HTTP status; rejects after `timeoutMs`. */
export async function waitForUrl(url, { timeoutMs = 60_000, intervalMs = 250 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(2000) });
      await res.body?.cancel();
      return res.status;
    } catch (err) {
      lastError = err;
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${lastError?.message ?? 'no answer'})`);
}

function portBusy(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: 'localhost' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Fails fast when something already listens on `port` (else we would wait on someone else's server). */
export async function assertPortFree(port, what = 'server') {
  if (await portBusy(port))
    throw new Error(`port ${port} (${what}) is already in use: stop what listens there first`);
}

/** Resolves once nothing listens on `port` any more. */
export async function waitForPortFree(port, { timeoutMs = 10_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!(await portBusy(port))) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`port ${port} is still in use`);
}

/** Passes each line of `stream` to `write`, prefixed (a child's output in a shared log). */
export function prefixLines(stream, prefix, write) {
  let buf = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    buf += chunk;
    const lines = buf.split('\n');
    buf = lines.pop() ?? '';
    for (const line of lines) write(`${prefix} ${line}`);
  });
  stream.on('end', () => buf && write(`${prefix} ${buf}`));
}

/** SIGTERM to `pid`, SIGKILL after `timeoutMs`; resolves once it is gone. */
export function stopPid(pid, { timeoutMs = 5000 } = {}) {
  return new Promise((resolve) => {
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    if (!alive()) return resolve();
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      return resolve();
    }
    const started = Date.now();
    const timer = setInterval(() => {
      if (!alive()) {
        clearInterval(timer);
        resolve();
      } else if (Date.now() - started > timeoutMs) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
        clearInterval(timer);
        resolve();
      }
    }, 50);
  });
}

/**
 * Spawns a child process and returns a handle; its output is prefixed and passed to `log`.
 * @returns {{ name: string, pid: number, child: import('node:child_process').ChildProcess, exited: Promise<number|null>, stop: () => Promise<void> }}
 */
function spawnChild(name, args, { env = {}, log = console.log } = {}) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, EXIT_WITH_PARENT: '1', ...env },
    // stdin is a pipe that nobody writes: it closes when this process dies, and the remote servers exit then.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  prefixLines(child.stdout, `[${name}]`, log);
  prefixLines(child.stderr, `[${name}]`, log);
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    name,
    pid: child.pid,
    child,
    exited,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      await stopPid(child.pid);
      await exited;
    },
  };
}

/**
 * The build folder of each of `apps`: `dirs[app]` when given (e.g. a shell and remotes from different builds, as
 * the version-skew suite runs them), else dist/apps/<app>. Answers `{ [app]: absolute folder }`.
 */
export function appDirs(apps, dirs = {}) {
  return Object.fromEntries(apps.map((app) => [app, path.resolve(ROOT, dirs[app] ?? path.join(DIST_APPS, app))]));
}

/**
 * Copies the builds of `apps` (from `dirs[app]`, default dist/apps/<app>) into `snapshotDir/<app>`, so that the
 * running servers keep serving one consistent set of files while somebody rebuilds (webpack empties
 * dist/apps/<app> first). Returns `snapshotDir`. Throws when a build folder lacks its index.html/remoteEntry.js.
 */
export function snapshotBuilds(apps, snapshotDir, dirs = {}) {
  const sources = appDirs(apps, dirs);
  for (const app of apps) {
    const from = sources[app];
    const marker = app === 'shell' ? 'index.html' : 'remoteEntry.js';
    if (!fs.existsSync(path.join(from, marker))) throw new Error(`${path.relative(ROOT, from)} has no build`);
    const to = path.join(snapshotDir, app);
    fs.rmSync(to, { recursive: true, force: true });
    fs.cpSync(from, to, { recursive: true });
  }
  return snapshotDir;
}

/**
 * Spawns `serve-remote.mjs <name> <port> <dir>` and waits until its remoteEntry.js answers. The folder served is
 * `dir`, else `<distRoot>/<name>` (distRoot default dist/apps).
 */
export async function spawnRemote(
  name,
  port = DEFAULT_PORTS[name],
  { log = console.log, timeoutMs = 15_000, distRoot = DIST_APPS, dir = path.join(distRoot, name) } = {},
) {
  await assertPortFree(port, name);
  const args = [path.join(ROOT, 'tools/scripts/serve-remote.mjs'), name, String(port), dir];
  const handle = spawnChild(name, args, { log });
  await Promise.race([
    waitForUrl(`http://localhost:${port}/remoteEntry.js`, { timeoutMs }),
    handle.exited.then((code) => {
      throw new Error(`${name} server exited with ${code}`);
    }),
  ]);
  return { ...handle, port, url: `http://localhost:${port}/remoteEntry.js` };
}

/**
 * A production API refuses to start without a strong JWT_SECRET. Locally (npm start, end-to-end tests) we make one
 * once and keep it next to the data folder (mode 0600), so sessions survive a restart; set JWT_SECRET to override.
 */
function localJwtSecret(dataDir) {
  const file = path.join(path.dirname(path.resolve(ROOT, dataDir)), 'jwt-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    /* first start */
  }
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/**
 * Spawns the built API (`node dist/apps/api/main.js`, its heap capped by {@link apiNodeArgs}), which also serves the
 * shell, and waits until it answers.
 */
export async function spawnApi({
  port = DEFAULT_PORTS.api,
  dataDir = path.join(ROOT, '.data/pglite'),
  env = {},
  log = console.log,
  timeoutMs = 90_000,
  shellDistDir = SHELL_DIST_DIR,
} = {}) {
  const main = path.join(ROOT, 'dist/apps/api/main.js');
  if (!fs.existsSync(main))
    throw new Error(`${path.relative(ROOT, main)} is missing: run "npx nx build api"`);
  fs.mkdirSync(path.dirname(path.resolve(ROOT, dataDir)), { recursive: true });
  await assertPortFree(port, 'api');
  const jwtSecret = env.JWT_SECRET || process.env.JWT_SECRET || localJwtSecret(dataDir);
  const handle = spawnChild('api', [...apiNodeArgs({ ...process.env, ...env }), main], {
    log,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      SHELL_DIST_DIR: shellDistDir,
      DATA_DIR: path.resolve(ROOT, dataDir),
      SMS_LOG: '1', // the SuperAdmin's PIN is printed as "[sms] …" (the demo has no SMS gateway)
      JWT_SECRET: jwtSecret,
      ...env,
    },
  });
  await Promise.race([
    waitForUrl(`http://localhost:${port}/module-federation.manifest.json`, { timeoutMs }),
    handle.exited.then((code) => {
      throw new Error(`the API exited with ${code}`);
    }),
  ]);
  return { ...handle, port, url: `http://localhost:${port}` };
}

function readState(stateFile) {
  try {
    return JSON.parse(fs.readFileSync(stateFile, 'utf8'));
  } catch {
    return { remotes: {} };
  }
}

function writeState(stateFile, state) {
  fs.mkdirSync(path.dirname(stateFile), { recursive: true });
  fs.writeFileSync(stateFile, JSON.stringify(state, null, 2) + '\n');
}

/**
 * Starts the API and the five remote servers (they must be built; pass `build: true` to build first).
 * @param {{ ports?: Partial<typeof DEFAULT_PORTS>, dataDir?: string, env?: Record<string,string>, build?: boolean,
 *           remotes?: string[], log?: (line: string) => void, stateFile?: string, snapshot?: boolean,
 *           snapshotDir?: string, dirs?: Record<string,string> }} options
 *   `env` goes to the API (and REMOTE_<NAME>_URL entries to the manifest); `remotes` limits which remote servers
 *   start (the manifest still lists all five); `stateFile` records pids so another process can stop a remote;
 *   `dirs` names the build folder of some apps (`{ shell: 'tmp/skew/previous/shell', cms: … }`, relative to the
 *   repository or absolute; default dist/apps/<app>), so a shell and remotes from different builds run together;
 *   the builds are first copied to `snapshotDir` (default tmp/serve/api-<port>) and served from there, so a
 *   rebuild in the same checkout does not pull files from under the running servers (`snapshot: false` serves
 *   the build folders directly, and writes the manifest into the shell's).
 * @returns the running servers: `{ urls, api, remotes, stopRemote(name), startRemote(name), stop() }`.
 */
export async function startAll({
  ports: portOverrides = {},
  dataDir,
  env = {},
  build = false,
  remotes: remoteNames = REMOTE_NAMES,
  log = console.log,
  stateFile = DEFAULT_STATE_FILE,
  snapshot = true,
  snapshotDir,
  dirs: dirOverrides = {},
} = {}) {
  const ports = { ...DEFAULT_PORTS, ...portOverrides };
  if (build) await buildAll({ log });
  const apps = ['shell', ...remoteNames];
  let dirs = appDirs(apps, dirOverrides);
  if (snapshot) {
    const snap = snapshotBuilds(apps, snapshotDir ?? path.join(ROOT, 'tmp/serve', `api-${ports.api}`), dirs);
    dirs = appDirs(apps, Object.fromEntries(apps.map((app) => [app, path.join(snap, app)])));
  }
  const manifest = manifestFromEnv(ports, { ...process.env, ...env });
  writeManifest(manifest, dirs.shell);

  const remotes = {};
  let api;
  const stopEverything = async () => {
    // Remote servers (re)started by another process through startRemote() are only in the state file.
    const own = new Set([api?.pid, ...Object.values(remotes).map((r) => r.pid)]);
    const recorded = Object.values(readState(stateFile).remotes ?? {}).filter((r) => !own.has(r.pid));
    await Promise.all([
      api?.stop(),
      ...Object.values(remotes).map((r) => r.stop()),
      ...recorded.map((r) => stopPid(r.pid)),
    ]);
    try {
      fs.rmSync(stateFile, { force: true });
    } catch {
      /* ignore */
    }
  };
  try {
    const started = await Promise.all(
      remoteNames.map((name) => spawnRemote(name, ports[name], { log, dir: dirs[name] })),
    );
    for (const r of started) remotes[r.name] = r;
    // The API's Content-Security-Policy allows scripts from the REMOTE_<NAME>_URL origins: give it the manifest's.
    const remoteUrls = Object.fromEntries(
      Object.entries(manifest).map(([name, url]) => [remoteEnvName(name), url]),
    );
    api = await spawnApi({
      port: ports.api,
      dataDir,
      env: { ...remoteUrls, ...env },
      log,
      shellDistDir: dirs.shell,
    });
  } catch (err) {
    await stopEverything();
    throw err;
  }
  const saveState = () =>
    writeState(stateFile, {
      api: { pid: api.pid, port: ports.api },
      remotes: Object.fromEntries(Object.values(remotes).map((r) => [r.name, { pid: r.pid, port: r.port }])),
      ports,
      dirs,
    });
  saveState();

  return {
    ports,
    manifest,
    urls: { app: api.url, ...Object.fromEntries(Object.entries(manifest)) },
    api,
    remotes,
    /** Stops one remote's server; the shell then shows that area's "could not be loaded" alert. */
    async stopRemote(name) {
      await remotes[name]?.stop();
      delete remotes[name];
      saveState();
    },
    /** (Re)starts one remote's server on its port. */
    async startRemote(name) {
      if (remotes[name]) return remotes[name];
      await waitForPortFree(ports[name]);
      remotes[name] = await spawnRemote(name, ports[name], { log, dir: dirs[name] });
      saveState();
      return remotes[name];
    },
    stop: stopEverything,
  };
}

/** Stops one remote's server started by `startAll` in another process (reads the pid from `stateFile`). */
export async function stopRemote(name, { stateFile = DEFAULT_STATE_FILE } = {}) {
  const state = readState(stateFile);
  const entry = state.remotes?.[name];
  if (!entry) return;
  await stopPid(entry.pid);
  await waitForPortFree(entry.port);
  delete state.remotes[name];
  writeState(stateFile, state);
}

/**
 * Starts one remote's server from another process (e.g. after `stopRemote`). It is detached from the caller, and
 * recorded in `stateFile` so that `stopAll` ends it.
 */
export async function startRemote(name, { stateFile = DEFAULT_STATE_FILE, port } = {}) {
  const state = readState(stateFile);
  const p = port ?? state.ports?.[name] ?? DEFAULT_PORTS[name];
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'tools/scripts/serve-remote.mjs'),
      name,
      String(p),
      state.dirs?.[name] ?? path.join(DIST_APPS, name),
    ],
    {
      cwd: ROOT,
      stdio: 'ignore',
      detached: true,
    },
  );
  child.unref();
  await waitForUrl(`http://localhost:${p}/remoteEntry.js`, { timeoutMs: 15_000 });
  state.remotes = { ...state.remotes, [name]: { pid: child.pid, port: p } };
  writeState(stateFile, state);
}

/** Stops every server recorded in `stateFile` (a safety net for test teardown). */
export async function stopAll({ stateFile = DEFAULT_STATE_FILE } = {}) {
  const state = readState(stateFile);
  await Promise.all([
    state.api ? stopPid(state.api.pid) : undefined,
    ...Object.values(state.remotes ?? {}).map((r) => stopPid(r.pid)),
  ]);
  fs.rmSync(stateFile, { force: true });
}
