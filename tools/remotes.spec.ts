// The remote list is written once (tools/webpack/remotes.json, REMOTES of federation.js) and read by the webpack configs, the
// scripts (tools/scripts/servers.mjs), the release CLI and these specs. This keeps it equal to the Nx graph: the
// projects tagged scope:remote (`npm run build` builds `shell,tag:scope:remote`), and to the areas the apps know at
// run time (AREA_KEYS of libs/contracts/src/areas.ts, static for webpack), so a new remote is added in one list.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, REMOTE_PORTS } from './remotes';

const root = path.resolve(__dirname, '..');

/** The projects Nx's graph tags scope:remote, sorted. */
function taggedRemotes(): string[] {
  const out = execFileSync(
    path.join(root, 'node_modules/.bin/nx'),
    ['show', 'projects', '--projects', 'tag:scope:remote', '--json'],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } },
  );
  return (JSON.parse(out) as string[]).sort();
}

describe('the remote list', () => {
  it('names exactly the projects tagged scope:remote', () => {
    expect([...REMOTE_NAMES].sort()).toEqual(taggedRemotes());
  });

  it('gives each remote its own port', () => {
    const ports = REMOTE_NAMES.map((name) => REMOTE_PORTS[name]);
    expect(ports.every((port) => Number.isInteger(port) && port > 0)).toBe(true);
    expect(new Set(ports).size).toBe(REMOTE_NAMES.length);
  });

  it('is in the order of the areas the apps know (AREA_KEYS of @backoffice/contracts)', () => {
    // Read as text: importing the contracts would make every contract change reach the tools' tests.
    const source = readFileSync(path.join(root, 'libs/contracts/src/areas.ts'), 'utf8');
    const list = /export const AREA_KEYS[^=]*=\s*\[([^\]]*)\]/.exec(source)?.[1] ?? '';
    expect([...list.matchAll(/'([^']+)'/g)].map((m) => m[1])).toEqual(REMOTE_NAMES);
  });

  it('is what the scripts read (tools/scripts/servers.mjs, an ES module: read in a node of its own)', () => {
    const script = "import('./tools/scripts/servers.mjs').then((m) => console.log(JSON.stringify([m.REMOTE_NAMES, m.DEFAULT_PORTS])))";
    const [names, ports] = JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' }));
    expect(names).toEqual(REMOTE_NAMES);
    expect(ports).toEqual({ api: 3000, ...REMOTE_PORTS });
  });
});
