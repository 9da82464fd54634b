// `npm run release -- affected`: which areas a change releases, on scratch commits in a throwaway worktree of HEAD
// (its own Nx cache and workspace data, so the main workspace's are not touched), and the release command's refusal
// of uncommitted changes that reach the area it builds.
// Every run reads the project graph of the same working tree (the three scratch commits and the uncommitted change
// are made first; each `affected` run names its range with --base and --head), so they run at once: Nx builds the
// graph in one of them while the others wait for it and read it (its project-graph lock), instead of one build each.
import { execFileSync, spawn } from 'node:child_process';
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

type Run = { status: number | null; stdout: string; stderr: string };

/**
 * Runs the scratch worktree's release CLI. Its nx loads the plugins in its own process (NX_ISOLATE_PLUGINS=false),
 * not in one worker process each: the same graph for about half the CPU.
 */
function release(...args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['tools/release/release.mjs', ...args], {
      cwd: scratch,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NX_DAEMON: 'false',
        NX_NO_CLOUD: 'true',
        NX_ISOLATE_PLUGINS: 'false',
        NX_CACHE_DIRECTORY: path.join(tmp, 'nx-cache'),
        NX_WORKSPACE_DATA_DIRECTORY: path.join(tmp, 'nx-data'),
        RELEASES_DIR: path.join(tmp, 'releases'),
      },
    });
    const out = { stdout: '', stderr: '' };
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out.stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (out.stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, ...out }));
  });
}

/** Commits a one-line change to `file` on top of HEAD and answers the new commit. */
function commitChange(file: string): string {
  fs.appendFileSync(path.join(scratch, file), '\n// scratch change\n');
  git('commit', '--quiet', '-am', `scratch: ${file}`);
  return git('rev-parse', 'HEAD');
}

/** The runs of the tests below, started together once the scratch commits and the uncommitted change are made. */
let runs: Record<'hotels' | 'api' | 'ui' | 'uiText' | 'unknown' | 'dirty', Run>;

/** The areas a `--json` run answered (its stderr empty). */
function areas(run: Run): string[] {
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as string[];
}

beforeAll(async () => {
  execFileSync('git', ['worktree', 'add', '--quiet', '--detach', scratch, 'HEAD'], { cwd: ROOT });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(scratch, 'node_modules'));
  // The release tool as it is in this checkout (committed or not).
  fs.mkdirSync(path.join(scratch, 'tools/release'), { recursive: true });
  for (const f of fs.readdirSync(__dirname).filter((f) => f.endsWith('.mjs')))
    fs.copyFileSync(path.join(__dirname, f), path.join(scratch, 'tools/release', f));
  git('add', 'tools/release');
  git('commit', '--quiet', '--allow-empty', '-m', 'scratch: the release tool of this checkout');
  base = git('rev-parse', 'HEAD');
  // base → a change in one remote → one in the API → one in a shared lib (HEAD): one range per case.
  const hotels = commitChange('apps/hotels/src/main.ts');
  const api = commitChange('apps/api/src/main.ts');
  commitChange('libs/ui/src/index.ts');
  // An uncommitted change for `release cms` (an `affected` run reads only the commits of its range).
  fs.appendFileSync(path.join(scratch, 'apps/cms/src/main.ts'), '\n// uncommitted\n');
  const [hotelsRun, apiRun, ui, uiText, unknown, dirty] = await Promise.all([
    release('affected', '--base', base, '--head', hotels, '--json'),
    release('affected', '--base', hotels, '--head', api, '--json'),
    release('affected', '--base', api, '--json'),
    release('affected', '--base', api),
    release('affected', '--base', 'no-such-rev', '--json'),
    release('cms'),
  ]);
  runs = { hotels: hotelsRun, api: apiRun, ui, uiText, unknown, dirty };
  git('checkout', '--quiet', '--', 'apps/cms/src/main.ts');
}, 120_000);

afterAll(() => {
  execFileSync('git', ['worktree', 'remove', '--force', scratch], { cwd: ROOT });
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('release affected', () => {
  it('a change in one remote releases that area only', () => {
    expect(areas(runs.hotels)).toEqual(['hotels']);
  });

  it('a change in a shared lib releases the five areas, and says the shell is affected too', () => {
    const text = runs.uiText.stdout;
    expect(areas(runs.ui)).toEqual(REMOTE_NAMES);
    expect(text).toContain(`..HEAD releases: ${REMOTE_NAMES.join(', ')} (`);
    expect(text).toContain('the shell is affected too: it is not released by this command');
  });

  it('a change in the API releases no area', () => {
    expect(areas(runs.api)).toEqual([]);
  });

  it('refuses an unknown revision', () => {
    const r = runs.unknown;
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('nx show projects --affected failed');
  });
});

describe('release <area> in a working tree with uncommitted changes', () => {
  it('refuses the area the changes reach, before building', () => {
    const r = runs.dirty;
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('the working tree has uncommitted changes that reach cms (apps/cms/src/main.ts)');
    expect(r.stderr).toContain('--allow-dirty');
    expect(fs.existsSync(path.join(tmp, 'releases', 'cms'))).toBe(false);
  });
});
