/**
 * Which launcher starts the servers under test.
 *
 * By default the federation engineer's `tools/scripts/servers.mjs` (the same code as `npm start`): the built API
 * (`dist/apps/api/main.js`, serving the shell) and `tools/scripts/serve-remote.mjs` per remote, on test ports.
 * With E2E_API_COMMAND or E2E_DIST_DIR set (debugging the suite against another API entry or a copy of the
 * build), `./servers.ts` starts them instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_LOG, API_PORT, REMOTE_NAMES, REMOTE_PORTS, ROOT, RUN_DIR, type RemoteName } from './env';
import * as own from './servers';

export const useOwnLauncher = () => !!(process.env.E2E_API_COMMAND || process.env.E2E_DIST_DIR);
export const SERVERS_STATE_FILE = path.join(RUN_DIR, 'servers.json');

interface ServersModule {
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
  /** Its name: its servers' lines in API_LOG start with `[id]`. */
  id: string;
  /** Its scratch folder (data folders, state file), emptied first. */
  runDir: string;
  /** The API's port and each remote's. */
  ports: { api: number; remotes: Record<RemoteName, number> };
  /** The build folder of some apps (servers.mjs `dirs`); the others are dist/apps/<app>. */
  dirs?: Partial<Record<'shell' | RemoteName, string>>;
  /** More environment for the API (e.g. RELEASES_DIR). */
  env?: Record<string, string>;
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
  fs.mkdirSync(path.dirname(API_LOG), { recursive: true });
  const servers = await serversModule();
  const log = fs.createWriteStream(API_LOG, { flags: 'a' });
  const prefix = set ? `[${set.id}] ` : '';
  const env = own.apiEnv(path.join(runDir, 'data'), set?.ports);
  delete env.SHELL_DIST_DIR; // servers.mjs serves dist/apps/shell (or set.dirs.shell)
  const start = (attempt: number) => {
    const dataDir = path.join(runDir, `data-${attempt}`);
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
      // A cold start on a busy machine (first migration and seed) can exceed the API's 10 s plugin timeout
      // ("Plugin did not start in time: 'db'"): say so and try again with a new data folder, three times at most.
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
