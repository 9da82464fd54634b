/**
 * Where the servers under test listen. The end-to-end run uses its own ports (not the ones of `npm start`),
 * so that it can run beside a developer's console. Override with E2E_API_PORT / E2E_REMOTE_PORT_BASE.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../../..');
export const API_PORT = Number(process.env.E2E_API_PORT || 3100);
export const REMOTE_PORT_BASE = Number(process.env.E2E_REMOTE_PORT_BASE || 4300);
export const BASE_URL = process.env.E2E_BASE_URL || `http://127.0.0.1:${API_PORT}`;

/** The production build under test (`npm run build` output); E2E_DIST_DIR points at a copy when needed. */
export const DIST_DIR = process.env.E2E_DIST_DIR || path.join(ROOT, 'dist/apps');

/**
 * The remotes, in order, from their one list: REMOTES of tools/webpack/federation.js (tools/remotes.spec.ts keeps
 * it equal to the projects tagged scope:remote). The end-to-end ports follow that order: base + 1, + 2, …
 */
export const REMOTE_NAMES: readonly string[] = Object.keys(
  (createRequire(__filename)('../../../../tools/webpack/federation.js') as { REMOTES: Record<string, unknown> }).REMOTES,
);
/** A remote's project name (`helpdesk`, …, `admin-users`). */
export type RemoteName = string;

export const REMOTE_PORTS: Readonly<Record<RemoteName, number>> = Object.fromEntries(
  REMOTE_NAMES.map((name, i) => [name, REMOTE_PORT_BASE + i + 1]),
);

export const remoteOrigin = (name: RemoteName) => `http://127.0.0.1:${REMOTE_PORTS[name]}`;
export const remoteEntryUrl = (name: RemoteName) => `${remoteOrigin(name)}/remoteEntry.js`;
/**
 * `admin-users` → `REMOTE_ADMIN_USERS_URL` (docs/toolchain.md, "Ports and URLs": the start script reads
 * REMOTE_<NAME>_URL).
 */
export const remoteEnvName = (name: RemoteName) => `REMOTE_${name.toUpperCase().replace(/-/g, '_')}_URL`;

/** Scratch space of one run: the API's data folder, its log, the state file shared with the workers. */
export const RUN_DIR = process.env.E2E_RUN_DIR || path.join(ROOT, 'tmp/e2e/run');
export const STATE_FILE = path.join(RUN_DIR, 'state.json');
export const API_LOG = path.join(RUN_DIR, 'api.log');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
