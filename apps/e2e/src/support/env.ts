/**
 * Where the servers under test listen. The end-to-end run uses its own ports (not the ones of `npm start`),
 * so that it can run beside a developer's console. Override with E2E_API_PORT / E2E_REMOTE_PORT_BASE.
 *
 * Server sets (apps/e2e/README.md, "Two workers"): the suite runs E2E_WORKERS Playwright workers, each against a
 * set of servers of its own (API, data folder, log, remotes), so that a test counting notifications or stopping a
 * remote never meets another worker's. A process's set is its Playwright parallel index (TEST_PARALLEL_INDEX: no
 * two running workers share one; Playwright loads this module again in each worker); set n listens on the
 * ports of set 0 plus 50 n and keeps its files in RUN_DIR-n. The main process (the global setup) is set 0.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../../..');
/**
 * How many workers, hence server sets, the suite runs: E2E_WORKERS, by default 2, or 1 with the debugging launcher
 * (E2E_API_COMMAND or E2E_DIST_DIR: ./launcher.ts), which starts one set.
 */
export const WORKERS = Math.max(
  1,
  Number(process.env.E2E_WORKERS || (process.env.E2E_API_COMMAND || process.env.E2E_DIST_DIR ? 1 : 2)),
);
/** Port distance between two server sets. */
export const SET_PORT_STEP = 50;
/** This process's server set: its Playwright worker's parallel index, 0 in the main process. */
export const SET = Number(process.env.TEST_PARALLEL_INDEX || 0);
const API_PORT_0 = Number(process.env.E2E_API_PORT || 3100);
const REMOTE_PORT_BASE_0 = Number(process.env.E2E_REMOTE_PORT_BASE || 4300);
export const API_PORT = API_PORT_0 + SET * SET_PORT_STEP;
export const REMOTE_PORT_BASE = REMOTE_PORT_BASE_0 + SET * SET_PORT_STEP;
export const BASE_URL = process.env.E2E_BASE_URL || `http://127.0.0.1:${API_PORT}`;

/** The production build under test (`npm run build` output); E2E_DIST_DIR points at a copy when needed. */
export const DIST_DIR = process.env.E2E_DIST_DIR || path.join(ROOT, 'dist/apps');

/** A remote's project name (`helpdesk`, …, `admin-users`): a name of the one list, tools/webpack/remotes.json. */
export type RemoteName = keyof typeof import('../../../../tools/webpack/remotes.json');
/**
 * The remotes, in order, from their one list: tools/webpack/remotes.json, read as REMOTES of
 * tools/webpack/federation.js (tools/remotes.spec.ts keeps it equal to the projects tagged scope:remote). The
 * end-to-end ports follow that order: base + 1, + 2, …
 */
export const REMOTE_NAMES = Object.keys(
  (createRequire(__filename)('../../../../tools/webpack/federation.js') as { REMOTES: Record<RemoteName, unknown> }).REMOTES,
) as readonly RemoteName[];

/** The ports of server set `set` (see the top of this file). */
export const portsOf = (set: number) => ({
  api: API_PORT_0 + set * SET_PORT_STEP,
  remotes: Object.fromEntries(
    REMOTE_NAMES.map((name, i) => [name, REMOTE_PORT_BASE_0 + set * SET_PORT_STEP + i + 1]),
  ) as Record<RemoteName, number>,
});
/** This process's remotes' ports (portsOf(SET)). */
export const REMOTE_PORTS: Readonly<Record<RemoteName, number>> = portsOf(SET).remotes;

export const remoteOrigin = (name: RemoteName) => `http://127.0.0.1:${REMOTE_PORTS[name]}`;
export const remoteEntryUrl = (name: RemoteName) => `${remoteOrigin(name)}/remoteEntry.js`;
/**
 * `admin-users` → `REMOTE_ADMIN_USERS_URL` (docs/toolchain.md, "Ports and URLs": the start script reads
 * REMOTE_<NAME>_URL).
 */
export const remoteEnvName = (name: RemoteName) => `REMOTE_${name.toUpperCase().replace(/-/g, '_')}_URL`;

const RUN_DIR_0 = process.env.E2E_RUN_DIR || path.join(ROOT, 'tmp/e2e/run');
/** Scratch space of one server set: the API's data folder, its log, the state file shared with the workers. */
export const runDirOf = (set: number) => (set === 0 ? RUN_DIR_0 : `${RUN_DIR_0}-${set}`);
/** This process's scratch space (runDirOf(SET)). */
export const RUN_DIR = runDirOf(SET);
export const STATE_FILE = path.join(RUN_DIR, 'state.json');
export const API_LOG = path.join(RUN_DIR, 'api.log');

/**
 * The browser of the three suites: Debian's Chromium headless shell (package chromium-headless-shell), the same
 * engine as /usr/bin/chromium without the full browser's interface: the suite took about a quarter less processor
 * time on it (docs/toolchain.md, "Browsers and end-to-end tests"). CHROMIUM_PATH overrides it.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
