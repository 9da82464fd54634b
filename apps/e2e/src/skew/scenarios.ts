/**
 * The version-skew scenarios (docs/releases.md, "Version skew"): which build of the shell and of each remote runs
 * together, on which ports. The previous release and the refused remote are built by `node tools/release/skew.mjs
 * prepare` into SKEW_DIR (default tmp/skew); the current builds are dist/apps/*. Each scenario has its own API and
 * remote servers: API on E2E_SKEW_API_PORT + n (default 3500), remotes on E2E_SKEW_REMOTE_PORT_BASE + 10 n + 1…5
 * (default 4500), so the suite runs beside the main and the cluster suites.
 */
import '../support/skew-env';
import path from 'node:path';
import { AREAS, Roles, type AreaKey } from '@backoffice/contracts';
import { REMOTE_NAMES, ROOT, RUN_DIR, type RemoteName } from '../support/env';
import type { ServerSet } from '../support/launcher';

export const SKEW_DIR = path.resolve(ROOT, process.env.SKEW_DIR || 'tmp/skew');
export const PREVIOUS_DIR = path.join(SKEW_DIR, 'previous');
/** The remote built for the next major host contract (tools/release/skew.mjs, REFUSED_APP). */
export const REFUSED_APP: RemoteName = 'cms';
export const REFUSED_DIR = path.join(SKEW_DIR, 'refused', REFUSED_APP);

const API_PORT = Number(process.env.E2E_SKEW_API_PORT || 3500);
const REMOTE_PORT_BASE = Number(process.env.E2E_SKEW_REMOTE_PORT_BASE || 4500);

export interface Scenario {
  id: 'previous-remotes' | 'previous-shell' | 'refused-cms' | 'releases';
  /** The Playwright project's name. */
  title: string;
  /** Its test files (under src/skew). */
  testMatch: string;
  set: ServerSet;
}

const previousRemotes = Object.fromEntries(REMOTE_NAMES.map((n) => [n, path.join(PREVIOUS_DIR, n)]));

function scenario(
  n: number,
  id: Scenario['id'],
  title: string,
  testMatch: string,
  dirs: ServerSet['dirs'],
  env?: ServerSet['env'],
): Scenario {
  const remotes = Object.fromEntries(REMOTE_NAMES.map((r, i) => [r, REMOTE_PORT_BASE + 10 * n + i + 1])) as Record<
    RemoteName,
    number
  >;
  return { id, title, testMatch, set: { id, runDir: path.join(RUN_DIR, id), ports: { api: API_PORT + n, remotes }, dirs, env } };
}

export const SCENARIOS: Scenario[] = [
  scenario(0, 'previous-remotes', 'current shell + previous remotes', 'areas.skew.ts', previousRemotes),
  scenario(1, 'previous-shell', 'previous shell + current remotes', 'areas.skew.ts', { shell: path.join(PREVIOUS_DIR, 'shell') }),
  scenario(2, 'refused-cms', 'current shell + refused cms', 'refused.skew.ts', { [REFUSED_APP]: REFUSED_DIR }),
  // The API serves the released remotes from RELEASES_DIR (inside the scenario's run folder, emptied at its start).
  scenario(3, 'releases', 'promotion and rollback of one area', 'releases.skew.ts', undefined, {
    RELEASES_DIR: path.join(RUN_DIR, 'releases', 'releases-dir'),
  }),
];

export const baseUrlOf = (s: Scenario) => `http://127.0.0.1:${s.set.ports.api}`;

/** Each area's main page: its first sidebar entry a SuperAdmin sees (libs/contracts' route table). */
export const MAIN_PAGES: { area: AreaKey; label: string; path: string }[] = AREAS.map((a) => {
  const page = a.pages.find((p) => p.nav && p.roles.includes(Roles.SuperAdmin));
  if (!page) throw new Error(`the ${a.key} area has no sidebar entry for a SuperAdmin`);
  return { area: a.key, label: page.label, path: typeof page.nav === 'string' ? page.nav : page.path };
});
