/**
 * Starting and stopping the production servers for the end-to-end tests.
 *
 * The global setup starts the API (which also serves the shell's build and the federation manifest) and
 * one static server per remote, each as its own process, and writes their pids into STATE_FILE. A test
 * (in a worker process) can then stop one remote's server and start it again (`stopRemote`/`startRemote`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  API_LOG,
  API_PORT,
  BASE_URL,
  DIST_DIR,
  REMOTE_NAMES,
  REMOTE_PORTS,
  ROOT,
  RUN_DIR,
  STATE_FILE,
  remoteEntryUrl,
  remoteEnvName,
  type RemoteName,
} from './env';

export interface ProcInfo {
  pid: number;
  command: string[];
  env: Record<string, string>;
  log: string;
}
export interface State {
  api: ProcInfo & { port: number; dataDir: string };
  remotes: Partial<Record<RemoteName, ProcInfo & { port: number }>>;
}

export const STATIC_SERVER = path.join(ROOT, 'apps/e2e/src/support/static-server.mjs');

/**
 * Environment of the API under test: a fresh data folder, the PIN in the log, sign-in limits raised. `ports`: the
 * API's and the remotes' when not the suite's (API_PORT, REMOTE_PORTS).
 */
export function apiEnv(
  dataDir: string,
  ports?: { api: number; remotes: Record<RemoteName, number> },
): Record<string, string> {
  const entryUrl = (n: RemoteName) => (ports ? `http://127.0.0.1:${ports.remotes[n]}/remoteEntry.js` : remoteEntryUrl(n));
  const remotes = Object.fromEntries(REMOTE_NAMES.map((n) => [remoteEnvName(n), entryUrl(n)]));
  const apiPort = ports?.api ?? API_PORT;
  const baseUrl = ports ? `http://127.0.0.1:${apiPort}` : BASE_URL;
  return {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SHELL_DIST_DIR: path.join(DIST_DIR, 'shell'),
    SMS_LOG: '1',
    NODE_ENV: 'production',
    // Sign-in limits (libs/api/server/src/config.ts): the suite signs in far more often than a person does.
    RATE_LIMIT_LOGIN_ACCOUNT_MAX: '10000',
    RATE_LIMIT_LOGIN_ADDRESS_MAX: '10000',
    RATE_LIMIT_PUBLIC_ADDRESS_MAX: '10000',
    // Run now on the Scheduled Jobs page is picked up within a second (docs/api-database.md, "Jobs").
    JOBS_POLL_SECONDS: '1',
    CORS_ORIGINS: `${baseUrl},http://localhost:${apiPort}`,
    // Production refuses a weak or missing secret; this one exists only for the test run.
    JWT_SECRET: `e2e-${Date.now().toString(36)}-0123456789abcdefghijklmnopqrstuvwxyz`,
    ...remotes,
  };
}

/** How to run the built API: dist/apps/api/main.js when built, else its source through tsx. */
export function apiCommand(): string[] {
  // E2E_API_COMMAND: another API entry (e.g. a stand-in while debugging the suite), split on spaces.
  if (process.env.E2E_API_COMMAND) return process.env.E2E_API_COMMAND.split(' ');
  const candidates = ['dist/apps/api/main.js', 'dist/apps/api/main.cjs', 'dist/apps/api/src/main.js'];
  for (const c of candidates) {
    if (fs.existsSync(path.join(ROOT, c))) return [process.execPath, path.join(ROOT, c)];
  }
  return [process.execPath, '--import', 'tsx', path.join(ROOT, 'apps/api/src/main.ts')];
}

export function spawnLogged(command: string[], env: Record<string, string>, log: string): number {
  fs.mkdirSync(path.dirname(log), { recursive: true });
  const fd = fs.openSync(log, 'a');
  const child = spawn(command[0], command.slice(1), {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', fd, fd],
    detached: true,
  });
  child.unref();
  fs.closeSync(fd);
  if (!child.pid) throw new Error(`could not start ${command.join(' ')}`);
  return child.pid;
}

export function killTree(pid: number, signal: NodeJS.Signals = 'SIGTERM') {
  try {
    process.kill(-pid, signal); // the process group (spawned detached)
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

export function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function waitForUrl(url: string, timeoutMs: number, what: string, log?: string) {
  const until = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const tail =
    log && fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').slice(-40).join('\n') : '';
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs} ms (${last})\n${tail}`);
}

export async function waitForClosed(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      await fetch(url);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} still answers`);
}

export function readState(): State {
  return JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as State;
}
export function writeState(state: State) {
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  fs.writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
}

function remoteProc(name: RemoteName): ProcInfo & { port: number } {
  const port = REMOTE_PORTS[name];
  const command = [
    process.execPath,
    STATIC_SERVER,
    '--dir',
    path.join(DIST_DIR, name),
    '--port',
    String(port),
  ];
  const log = path.join(RUN_DIR, `remote-${name}.log`);
  return { pid: 0, command, env: {}, log, port };
}

export async function startRemote(name: RemoteName, state: State = readState()) {
  const proc = state.remotes[name] ?? remoteProc(name);
  proc.pid = spawnLogged(proc.command, proc.env, proc.log);
  state.remotes[name] = proc;
  writeState(state);
  await waitForUrl(remoteEntryUrl(name), 15_000, `remote ${name}`, proc.log);
}

export async function stopRemote(name: RemoteName, state: State = readState()) {
  const proc = state.remotes[name];
  if (!proc) throw new Error(`remote ${name} is not running`);
  killTree(proc.pid);
  await waitForClosed(remoteEntryUrl(name), 10_000);
}

/**
 * The federation manifest the shell reads at run time (docs/toolchain.md, "Ports and URLs": written into the
 * shell's dist folder at start, from REMOTE_<NAME>_URL): here it points at the test ports.
 */
export function writeManifest(shellDist: string) {
  const manifest = Object.fromEntries(REMOTE_NAMES.map((n) => [n, remoteEntryUrl(n)]));
  fs.writeFileSync(path.join(shellDist, 'module-federation.manifest.json'), JSON.stringify(manifest, null, 2));
}

export async function startAll(): Promise<State> {
  fs.rmSync(RUN_DIR, { recursive: true, force: true });
  fs.mkdirSync(RUN_DIR, { recursive: true });
  const shellDist = path.join(DIST_DIR, 'shell');
  if (!fs.existsSync(path.join(shellDist, 'index.html'))) {
    throw new Error(
      `no production build in ${shellDist}: run \`npm run build\` (npm run test:all builds first)`,
    );
  }
  writeManifest(shellDist);
  // A fresh data folder each run: migrated and seeded by the API at start.
  const dataDir = path.join(RUN_DIR, 'data');
  const env = apiEnv(dataDir);
  const command = apiCommand();
  const state: State = {
    api: { pid: 0, command, env, log: API_LOG, port: API_PORT, dataDir },
    remotes: {},
  };
  state.api.pid = spawnLogged(command, env, API_LOG);
  writeState(state);
  try {
    await Promise.all(REMOTE_NAMES.map((n) => startRemote(n, state)));
    writeState(state);
    await waitForUrl(`${BASE_URL}/login`, 120_000, 'API + shell', API_LOG);
  } catch (err) {
    await stopAll(state);
    throw err;
  }
  return state;
}

export async function stopAll(state: State = readState()) {
  for (const proc of Object.values(state.remotes)) if (proc) killTree(proc.pid);
  killTree(state.api.pid);
  const until = Date.now() + 15_000;
  while (isAlive(state.api.pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(state.api.pid)) killTree(state.api.pid, 'SIGKILL');
}
