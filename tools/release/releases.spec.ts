// `npm run release`, driven as a person or a pipeline drives it (the CLI, tools/release/release.mjs) on a tmp
// RELEASES_DIR: promote, rollback, the history and the live manifest on fixture release folders (what a build
// leaves: a remoteEntry.js and a release.json), then one real release of a remote (webpack, about a minute; skip it
// with SKIP_RELEASE_BUILD=1).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES } from '../remotes';

const ROOT = path.resolve(__dirname, '..', '..');
const CLI = path.join(__dirname, 'release.mjs');
const AREAS = [...REMOTE_NAMES];

type Result = { status: number | null; stdout: string; stderr: string };

function run(dir: string, args: string[], by = 'tester@example.com'): Result {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, RELEASES_DIR: dir, RELEASE_BY: by, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The same, in the background: resolves when the process exits. */
function runAsync(dir: string, args: string[]): Promise<Result> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: ROOT,
      env: { ...process.env, RELEASES_DIR: dir, RELEASE_BY: 'tester@example.com' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b) => (stdout += b));
    child.stderr.on('data', (b) => (stderr += b));
    child.on('exit', (status) => resolve({ status, stdout, stderr }));
  });
}

/** A release folder as a build leaves it. */
function fixture(dir: string, area: string, n: number, contract = '1.0'): string {
  const commit = `${n}`.padStart(12, 'a');
  const folder = path.join(dir, area, `r${n}-${commit}`);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'remoteEntry.js'), `/* ${area} r${n} */`);
  fs.writeFileSync(
    path.join(folder, 'release.json'),
    JSON.stringify({ area, version: `r${n}`, commit, contract, builtAt: new Date().toISOString(), builtBy: 'ci' }),
  );
  return commit;
}

const manifest = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
const historyOf = (dir: string) =>
  fs
    .readFileSync(path.join(dir, 'history.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
const live = (dir: string, area: string) => manifest(dir)[area]?.version;
/** The contract version of this tree (libs/shell-sdk/contract.json), null before it exists. */
function contractOfTree(): string | null {
  const file = path.join(ROOT, 'libs/shell-sdk/contract.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).version : null;
}

function rmTree(dir: string) {
  // Releases are read-only (their folders too): make them writable again to remove them.
  execFileSync('chmod', ['-R', 'u+w', dir]);
  fs.rmSync(dir, { recursive: true, force: true });
}

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
});
afterEach(() => rmTree(dir));

describe('release promote', () => {
  it('makes a version live in the manifest, keeps the other areas, and records it with the version it replaced', () => {
    const c1 = fixture(dir, 'cms', 1);
    fixture(dir, 'cms', 2, '1.1');
    fixture(dir, 'hotels', 1);
    expect(run(dir, ['promote', 'hotels', 'r1']).status).toBe(0);

    const first = run(dir, ['promote', 'cms', 'r1']);
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/promoted cms \(none\) → r1: \/releases\/cms\/r1-a+1\/remoteEntry\.js \(\d+ ms\)/);
    expect(manifest(dir).cms).toEqual({
      entry: `/releases/cms/r1-${c1}/remoteEntry.js`,
      version: 'r1',
      commit: c1,
      contract: '1.0',
      folder: `r1-${c1}`,
      promotedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      promotedBy: 'tester@example.com',
    });

    const inode = fs.statSync(path.join(dir, 'manifest.json')).ino;
    expect(run(dir, ['promote', 'cms', 'r2']).status).toBe(0);
    expect(manifest(dir)).toMatchObject({
      cms: { version: 'r2', contract: '1.1', entry: expect.stringMatching(/^\/releases\/cms\/r2-a+2\/remoteEntry\.js$/) },
      hotels: { version: 'r1' },
    });
    // Rewritten by a rename (a reader holding the old file reads it whole), no tmp file left behind.
    expect(fs.statSync(path.join(dir, 'manifest.json')).ino).not.toBe(inode);
    expect(fs.readdirSync(dir).sort()).toEqual(['cms', 'history.jsonl', 'hotels', 'manifest.json']);

    // The first promote has no `from` (the API's record schema: an optional string).
    expect(historyOf(dir).find((r) => r.area === 'cms')).not.toHaveProperty('from');
    expect(historyOf(dir).filter((r) => r.area === 'cms')).toEqual([
      expect.objectContaining({ action: 'promote', version: 'r1', by: 'tester@example.com', durationMs: expect.any(Number) }),
      expect.objectContaining({ action: 'promote', version: 'r2', from: 'r1', commit: '2'.padStart(12, 'a'), contract: '1.1' }),
    ]);
  });

  it('refuses an unknown version or area and changes nothing', () => {
    fixture(dir, 'cms', 1);
    fixture(dir, 'cms', 2);
    run(dir, ['promote', 'cms', 'r1']);
    const before = [fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'), fs.readFileSync(path.join(dir, 'history.jsonl'), 'utf8')];

    const unknown = run(dir, ['promote', 'cms', 'r7']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('cms has no release r7 (known: r1, r2)');
    const noArea = run(dir, ['promote', 'billing', 'r1']);
    expect(noArea.status).toBe(1);
    expect(noArea.stderr).toContain('unknown area "billing"');

    expect([fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'), fs.readFileSync(path.join(dir, 'history.jsonl'), 'utf8')]).toEqual(before);
    expect(fs.existsSync(path.join(dir, '.manifest.lock'))).toBe(false);
  });

  it('keeps every entry when the five areas are promoted at the same moment', async () => {
    for (const area of AREAS) for (const n of [1, 2]) fixture(dir, area, n);
    for (const n of [1, 2]) {
      const results = await Promise.all(AREAS.map((area) => runAsync(dir, ['promote', area, `r${n}`])));
      expect(results.map((r) => r.status)).toEqual(AREAS.map(() => 0));
      expect(Object.fromEntries(AREAS.map((area) => [area, live(dir, area)]))).toEqual(
        Object.fromEntries(AREAS.map((area) => [area, `r${n}`])),
      );
    }
    expect(historyOf(dir)).toHaveLength(10);
  });

  it('waits for a promote under way (the lock), and takes over the lock of a process that died', async () => {
    fixture(dir, 'cms', 1);
    fixture(dir, 'cms', 2);
    const lock = path.join(dir, '.manifest.lock');
    fs.writeFileSync(lock, String(process.pid)); // held by a live process: this one
    const waiting = runAsync(dir, ['promote', 'cms', 'r1']);
    await new Promise((r) => setTimeout(r, 1500));
    expect(fs.existsSync(path.join(dir, 'manifest.json'))).toBe(false);
    fs.unlinkSync(lock);
    expect((await waiting).status).toBe(0);
    expect(live(dir, 'cms')).toBe('r1');

    const dead = spawnSync(process.execPath, ['-e', 'process.pid']).pid as number;
    fs.writeFileSync(lock, String(dead));
    expect(run(dir, ['promote', 'cms', 'r2']).status).toBe(0);
    expect(live(dir, 'cms')).toBe('r2');
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('changes nothing when the version is already live', () => {
    fixture(dir, 'cms', 1);
    run(dir, ['promote', 'cms', 'r1']);
    const again = run(dir, ['promote', 'cms', 'r1']);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('cms r1 is already live: nothing changed');
    expect(historyOf(dir)).toHaveLength(1);
  });
});

describe('release rollback', () => {
  it('walks back one live version at a time, never undoing a rollback, and says when nothing is left', () => {
    for (const n of [1, 2, 3]) fixture(dir, 'cms', n);
    for (const n of [1, 2, 3]) run(dir, ['promote', 'cms', `r${n}`]);

    const first = run(dir, ['rollback', 'cms']);
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/rolled back cms r3 → r2: \/releases\/cms\/r2-a+2\/remoteEntry\.js \(\d+ ms\)/);
    expect(run(dir, ['rollback', 'cms']).status).toBe(0);
    expect(live(dir, 'cms')).toBe('r1');

    const before = fs.readFileSync(path.join(dir, 'history.jsonl'), 'utf8');
    const none = run(dir, ['rollback', 'cms']);
    expect(none.status).toBe(1);
    expect(none.stderr).toContain('cms: nothing to roll back to');
    expect(live(dir, 'cms')).toBe('r1');
    expect(fs.readFileSync(path.join(dir, 'history.jsonl'), 'utf8')).toBe(before);

    expect(historyOf(dir).filter((r) => r.action === 'rollback')).toEqual([
      expect.objectContaining({ area: 'cms', version: 'r2', from: 'r3', by: 'tester@example.com' }),
      expect.objectContaining({ area: 'cms', version: 'r1', from: 'r2' }),
    ]);
  });

  it('after a rollback and a new promote, goes back to the version before the new one', () => {
    for (const n of [1, 2, 3, 4]) fixture(dir, 'cms', n);
    for (const n of [1, 2, 3]) run(dir, ['promote', 'cms', `r${n}`]);
    run(dir, ['rollback', 'cms']); // r3 → r2
    run(dir, ['promote', 'cms', 'r4']);
    expect(run(dir, ['rollback', 'cms']).stdout).toContain('rolled back cms r4 → r2');
    expect(run(dir, ['rollback', 'cms']).stdout).toContain('rolled back cms r2 → r1');
  });

  it('refuses an area with no live version, or one promoted once', () => {
    fixture(dir, 'hotels', 1);
    expect(run(dir, ['rollback', 'hotels']).stderr).toContain('hotels has no live version: nothing to roll back');
    run(dir, ['promote', 'hotels', 'r1']);
    const r = run(dir, ['rollback', 'hotels']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('hotels: nothing to roll back to');
  });
});

describe('release status', () => {
  it('shows the live version of each area and the last records', () => {
    fixture(dir, 'cms', 1);
    fixture(dir, 'cms', 2);
    run(dir, ['promote', 'cms', 'r2'], 'ana@example.com');
    const json = JSON.parse(run(dir, ['status', '--json']).stdout);
    expect(json.areas.cms).toEqual({
      live: expect.objectContaining({ version: 'r2', promotedBy: 'ana@example.com' }),
      releases: 2,
      latest: 'r2',
    });
    expect(json.areas.hotels).toEqual({ live: null, releases: 0, latest: null });
    expect(json.recent).toEqual([expect.objectContaining({ action: 'promote', area: 'cms', version: 'r2' })]);

    const text = run(dir, ['status']).stdout;
    expect(text).toMatch(/cms +r2 \(a+2, contract 1\.0, since .* by ana@example\.com\); 2 releases, latest r2/);
    expect(text).toMatch(/hotels +not promoted/);
    expect(text).toMatch(/promote +cms r2 \(from none\) by ana@example\.com/);
  });
});

// The smallest remote: its production build is the quickest (admin-users: 119 s of CPU against cms's 129 s, 3.9 MB
// against 4.3 MB; about a minute on two idle cores, several on busy ones).
const AREA = 'admin-users';
const build = process.env.SKIP_RELEASE_BUILD ? describe.skip : describe;

build(`a real release of ${AREA} (webpack)`, () => {
  let rdir = '';
  let built: Result;
  let builtMs = 0;
  let r1 = '';
  let r1Entry = '';
  const head = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();

  beforeAll(() => {
    rdir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-build-'));
    // A release already stored (as a build leaves it): the real build must become r2 and leave it as it was.
    r1 = `r1-${fixture(rdir, AREA, 1)}`;
    r1Entry = fs.readFileSync(path.join(rdir, AREA, r1, 'release.json'), 'utf8');
    const started = Date.now();
    // --allow-dirty: a developer's uncommitted work must not fail this test (the commit then says -dirty).
    built = run(rdir, [AREA, '--allow-dirty']);
    builtMs = Date.now() - started;
  }, 900_000);
  afterAll(() => rmTree(rdir));

  /** The real build's folder: r2-<commit12>[-dirty]. */
  const folderOf = () => fs.readdirSync(path.join(rdir, AREA)).find((f) => f.startsWith('r2-')) ?? '';

  it('builds into r2-<commit12> beside r1, with its release.json, read-only, without promoting', () => {
    expect(built.stderr).not.toMatch(/release: /);
    expect(built.status).toBe(0);
    const folder = folderOf();
    expect(folder).toMatch(new RegExp(`^r2-${head}(-dirty)?$`));
    expect(fs.readdirSync(path.join(rdir, AREA)).sort()).toEqual([r1, folder]);
    expect(fs.readFileSync(path.join(rdir, AREA, r1, 'release.json'), 'utf8')).toBe(r1Entry);
    expect(built.stdout).toContain(`released ${AREA} r2 (commit ${folder.slice(3)}`);
    expect(built.stdout).toMatch(/ in \d+\.\d s\n/);
    const out = path.join(rdir, AREA, folder);
    expect(JSON.parse(fs.readFileSync(path.join(out, 'release.json'), 'utf8'))).toEqual({
      area: AREA,
      version: 'r2',
      commit: folder.slice(3),
      contract: contractOfTree(),
      builtAt: expect.stringMatching(/^\d{4}-/),
      builtBy: 'tester@example.com',
    });
    const files = fs.readdirSync(out);
    expect(files).toEqual(expect.arrayContaining(['remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.js.gz', 'release.json']));
    expect(files.filter((f) => /^main\.[0-9a-f]{10}\.js$/.test(f))).toHaveLength(1);
    for (const f of files) expect(fs.statSync(path.join(out, f)).mode & 0o222).toBe(0);
    expect(fs.statSync(out).mode & 0o222).toBe(0);
    expect(fs.existsSync(path.join(rdir, 'manifest.json'))).toBe(false);
    expect(historyOf(rdir)).toEqual([
      expect.objectContaining({ action: 'release', area: AREA, version: 'r2', folder, durationMs: expect.any(Number) }),
    ]);
    console.log(`release of ${AREA}: ${builtMs} ms`);
  });

  it('embeds the version and commit in the built code (__BACKOFFICE_BUILD__, the Module\'s build)', () => {
    const out = path.join(rdir, AREA, folderOf());
    const js = fs.readdirSync(out).filter((f) => f.endsWith('.js'));
    const text = js.map((f) => fs.readFileSync(path.join(out, f), 'utf8')).join('\n');
    expect(text).toMatch(new RegExp(`version:"r2",commit:"${folderOf().slice(3)}"|"version":"r2","commit":"${folderOf().slice(3)}"`));
  });

  it('promotes the build: the manifest points at its remoteEntry.js', () => {
    expect(run(rdir, ['promote', AREA, 'r2']).status).toBe(0);
    expect(manifest(rdir)[AREA].entry).toBe(`/releases/${AREA}/${folderOf()}/remoteEntry.js`);
  });
});
