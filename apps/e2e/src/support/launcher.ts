/**
 * Which launcher starts the servers under test.
 *
 * By default the federation engineer's `tools/scripts/servers.mjs` (the same code as `npm start`): the built API
 * (`dist/apps/api/main.js`, serving the shell) and `tools/scripts/serve-remote.mjs` per remote, on test ports.
 * With E2E_API_COMMAND or E2E_DIST_DIR set (debugging the suite against another API entry or a copy of the
 * build), `./servers.ts` starts them instead.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_LOG, API_PORT, REMOTE_NAMES, REMOTE_PORTS, ROOT, RUN_DIR, type RemoteName } from './env';
import * as own from './servers';

export const useOwnLauncher = () => !!(process.env.E2E_API_COMMAND || process.env.E2E_DIST_DIR);
export const SERVERS_STATE_FILE = path.join(RUN_DIR, 'servers.json');

interface ServersModule {
  spawnApi(options: {
    port: number;
    dataDir: string;
    env?: Record<string, string>;
    log?: (line: string) => void;
  }): Promise<{ stop(): Promise<void> }>;
  startAll(options: {
    ports?: Record<string, number>;
    dataDir?: string;
    env?: Record<string, string>;
    log?: (line: string) => void;
    stateFile?: string;
    dirs?: Partial<Record<'shell' | RemoteName, string>>;
  }): Promise<{ stop(): Promise<void>; urls: Record<string, string> }>;
  stopRemote(name: string, options: { stateFile: string }): Promise<void>;
  startRemote(name: string, options: { stateFile: string }): Promise<void>;
  stopAll(options: { stateFile: string }): Promise<void>;
}

async function serversModule(): Promise<ServersModule> {
  return (await import(pathToFileURL(path.join(ROOT, 'tools/scripts/servers.mjs')).href)) as ServersModule;
}

/** One more set of servers beside the suite's (the version-skew suite runs one per scenario). */
export interface ServerSet {
  /** Its name: its servers' lines in its log start with `[id]`. */
  id: string;
  /** Its scratch folder (data folders, state file), emptied first. */
  runDir: string;
  /** The API's port and each remote's. */
  ports: { api: number; remotes: Record<RemoteName, number> };
  /** The build folder of some apps (servers.mjs `dirs`); the others are dist/apps/<app>. */
  dirs?: Partial<Record<'shell' | RemoteName, string>>;
  /** More environment for the API (e.g. RELEASES_DIR). */
  env?: Record<string, string>;
  /** The log its servers append to (the SuperAdmin's PIN is read there); API_LOG when not given. */
  log?: string;
}

/** Where data-folder templates are kept (one per build of the API: see {@link dataTemplate}). */
const TEMPLATES_DIR = path.join(ROOT, 'tmp/e2e/data-templates');
/** A port no one listens on now (the system's pick). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A migrated and seeded data folder for the API build under test, made once and copied into each server set's fresh
 * data folder (apps/e2e/README.md, "Two workers"): a cold start migrates and seeds the demo data in about 12 s on
 * 2 cores (the seed hashes ten passwords), a copy takes a fraction of a second. It is made by starting the built API
 * on an empty folder and stopping it, and kept in tmp/e2e/data-templates/<key>, the key being the built API's size
 * and modification time, so that a new build makes a new one. Several suites may call it at once: each makes its
 * own and the first rename wins. Throws when the API did not start after three attempts.
 */
async function dataTemplate(servers: ServersModule, log: (line: string) => void): Promise<string> {
  const main = path.join(ROOT, 'dist/apps/api/main.js');
  const stat = fs.statSync(main);
  const dir = path.join(TEMPLATES_DIR, `api-${stat.size}-${Math.floor(stat.mtimeMs)}`);
  if (fs.existsSync(dir)) return dir;
  const making = `${dir}.${process.pid}`;
  for (let attempt = 1; ; attempt++) {
    fs.rmSync(making, { recursive: true, force: true });
    try {
      const port = await freePort();
      const api = await servers.spawnApi({
        port,
        dataDir: making,
        env: own.apiEnv(making, { api: port, remotes: REMOTE_PORTS }),
        log: (line) => log(`[template] ${line}`),
      });
      await api.stop();
      break;
    } catch (err) {
      // The cold start (migrations and seed) on a busy machine can pass the API's 10 s plugin timeout ("Plugin did
      // not start in time: 'db'"): try again on an empty folder, three times at most.
      log(`[template] the API did not start on attempt ${attempt} (${(err as Error).message})`);
      if (attempt >= 3) throw err;
    }
  }
  try {
    fs.renameSync(making, dir);
  } catch (err) {
    // Another suite made it first: keep theirs.
    if (!fs.existsSync(dir)) throw err;
    fs.rmSync(making, { recursive: true, force: true });
  }
  return dir;
}

/**
 * Starts everything: the suite's servers (env.ts: API_PORT, REMOTE_PORTS, RUN_DIR), or the set `set`. Returns the
 * teardown. Throws when the servers did not start after three attempts.
 */
export async function startServers(set?: ServerSet): Promise<() => Promise<void>> {
  if (useOwnLauncher() && !set) {
    const state = await own.startAll();
    return () => own.stopAll(state);
  }
  const runDir = set?.runDir ?? RUN_DIR;
  const stateFile = set ? path.join(runDir, 'servers.json') : SERVERS_STATE_FILE;
  fs.rmSync(runDir, { recursive: true, force: true });
  fs.mkdirSync(runDir, { recursive: true });
  const logFile = set?.log ?? API_LOG;
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const servers = await serversModule();
  const log = fs.createWriteStream(logFile, { flags: 'a' });
  const prefix = set ? `[${set.id}] ` : '';
  const env = own.apiEnv(path.join(runDir, 'data'), set?.ports);
  delete env.SHELL_DIST_DIR; // servers.mjs serves dist/apps/shell (or set.dirs.shell)
  const template = await dataTemplate(servers, (line) => log.write(prefix + line + '\n'));
  const start = (attempt: number) => {
    const dataDir = path.join(runDir, `data-${attempt}`);
    fs.cpSync(template, dataDir, { recursive: true });
    return servers.startAll({
      ports: set ? { api: set.ports.api, ...set.ports.remotes } : { api: API_PORT, ...REMOTE_PORTS },
      dataDir,
      env: { ...env, ...set?.env, DATA_DIR: dataDir },
      log: (line) => log.write(prefix + line + '\n'),
      stateFile,
      dirs: set?.dirs,
    });
  };
  let handle: Awaited<ReturnType<ServersModule['startAll']>> | undefined;
  for (let attempt = 1; !handle; attempt++) {
    try {
      handle = await start(attempt);
    } catch (err) {
      // A start on a busy machine can exceed the API's 10 s plugin timeout ("Plugin did not start in time: 'db'"):
      // say so and try again with a new copy of the data folder, three times at most.
      const msg = `[e2e] the servers did not start on attempt ${attempt} (${(err as Error).message})`;
      log.write(msg + '\n');
      console.warn(msg);
      if (attempt >= 3) throw err;
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
  return async () => {
    // Remotes restarted by a test run detached from this process: stopAll finds them in the state file.
    await servers.stopAll({ stateFile }).catch(() => undefined);
    await handle?.stop().catch(() => undefined);
    log.end();
  };
}

export async function stopRemote(name: RemoteName) {
  if (useOwnLauncher()) return own.stopRemote(name);
  await (await serversModule()).stopRemote(name, { stateFile: SERVERS_STATE_FILE });
}

export async function startRemote(name: RemoteName) {
  if (useOwnLauncher()) return own.startRemote(name);
  await (await serversModule()).startRemote(name, { stateFile: SERVERS_STATE_FILE });
}

export { REMOTE_NAMES };
