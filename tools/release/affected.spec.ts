// `npm run release -- affected`: which areas a change releases, on scratch commits in a throwaway worktree of HEAD
// (its own Nx cache and workspace data, so the main workspace's are not touched), and the release command's refusal
// of uncommitted changes that reach the area it builds.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES } from '../remotes';

const ROOT = path.resolve(__dirname, '..', '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'release-affected-'));
const scratch = path.join(tmp, 'repo');
let base = '';

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.email=ci@example.com', '-c', 'user.name=ci', ...args], {
    cwd: scratch,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();

/** Runs the scratch worktree's release CLI. */
function release(...args: string[]) {
  const r = spawnSync(process.execPath, ['tools/release/release.mjs', ...args], {
    cwd: scratch,
    encoding: 'utf8',
    env: {
      ...process.env,
      NX_DAEMON: 'false',
      NX_NO_CLOUD: 'true',
      NX_CACHE_DIRECTORY: path.join(tmp, 'nx-cache'),
      NX_WORKSPACE_DATA_DIRECTORY: path.join(tmp, 'nx-data'),
      RELEASES_DIR: path.join(tmp, 'releases'),
    },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * Commits a one-line change to `file` on top of the base commit and answers the areas it releases (`--json`), and
 * with `text` the command's text output too (each run of nx takes a while: the project graph of a new commit).
 */
function affectedBy(file: string, { text = false } = {}) {
  git('checkout', '--quiet', '--detach', base);
  fs.appendFileSync(path.join(scratch, file), '\n// scratch change\n');
  git('commit', '--quiet', '-am', `scratch: ${file}`);
  const json = release('affected', '--base', base, '--json');
  expect(json.stderr).toBe('');
  return { areas: JSON.parse(json.stdout) as string[], text: text ? release('affected', '--base', base).stdout : '' };
}

beforeAll(() => {
  execFileSync('git', ['worktree', 'add', '--quiet', '--detach', scratch, 'HEAD'], { cwd: ROOT });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(scratch, 'node_modules'));
  // The release tool as it is in this checkout (committed or not).
  fs.mkdirSync(path.join(scratch, 'tools/release'), { recursive: true });
  for (const f of fs.readdirSync(__dirname).filter((f) => f.endsWith('.mjs')))
    fs.copyFileSync(path.join(__dirname, f), path.join(scratch, 'tools/release', f));
  git('add', 'tools/release');
  git('commit', '--quiet', '--allow-empty', '-m', 'scratch: the release tool of this checkout');
  base = git('rev-parse', 'HEAD');
}, 120_000);

afterAll(() => {
  execFileSync('git', ['worktree', 'remove', '--force', scratch], { cwd: ROOT });
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('release affected', () => {
  it('a change in one remote releases that area only', () => {
    expect(affectedBy('apps/hotels/src/main.ts').areas).toEqual(['hotels']);
  });

  it('a change in a shared lib releases the five areas, and says the shell is affected too', () => {
    const { areas, text } = affectedBy('libs/ui/src/index.ts', { text: true });
    expect(areas).toEqual(REMOTE_NAMES);
    expect(text).toContain(`..HEAD releases: ${REMOTE_NAMES.join(', ')} (`);
    expect(text).toContain('the shell is affected too: it is not released by this command');
  });

  it('a change in the API releases no area', () => {
    expect(affectedBy('apps/api/src/main.ts').areas).toEqual([]);
  });

  it('refuses an unknown revision', () => {
    const r = release('affected', '--base', 'no-such-rev', '--json');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('nx show projects --affected failed');
  });
});

describe('release <area> in a working tree with uncommitted changes', () => {
  it('refuses the area the changes reach, before building', () => {
    git('checkout', '--quiet', '--detach', base);
    fs.appendFileSync(path.join(scratch, 'apps/cms/src/main.ts'), '\n// uncommitted\n');
    const r = release('cms');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('the working tree has uncommitted changes that reach cms (apps/cms/src/main.ts)');
    expect(r.stderr).toContain('--allow-dirty');
    expect(fs.existsSync(path.join(tmp, 'releases', 'cms'))).toBe(false);
    git('checkout', '--quiet', '--', 'apps/cms/src/main.ts');
  });
});
