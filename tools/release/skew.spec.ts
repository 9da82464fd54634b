// The version-skew suite's preparation (tools/release/skew.mjs) and the per-app build folders of the servers it runs
// (tools/scripts/servers.mjs `dirs`), driven as Node runs them (ES modules, in a child process).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const SKEW = path.join(__dirname, 'skew.mjs');
const SERVERS = path.join(ROOT, 'tools/scripts/servers.mjs');

/** Runs `code` as an ES module with `mod` imported as `m`; answers what it printed as JSON. */
function esm<T>(mod: string, code: string): T {
  const out = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', `import * as m from ${JSON.stringify(mod)}; const r = await (async () => { ${code} })(); console.log(JSON.stringify(r));`],
    { encoding: 'utf8', cwd: ROOT },
  );
  return JSON.parse(out.trim().split('\n').pop() as string) as T;
}

const made: string[] = [];
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skew-spec-'));
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('skew.mjs', () => {
  it('the previous release names a full commit id and why', () => {
    const release = esm<{ commit: string; why: string }>(SKEW, 'return m.readPreviousRelease();');
    expect(release.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(release.why.length).toBeGreaterThan(20);
  });

  it('refuses a previous-release file whose commit is not a full id', () => {
    const file = path.join(tmp(), 'previous-release.json');
    fs.writeFileSync(file, JSON.stringify({ commit: '48e650a', why: 'short' }));
    const r = esm<{ error: string }>(SKEW, `try { m.readPreviousRelease(${JSON.stringify(file)}); return {}; } catch (e) { return { error: e.message }; }`);
    expect(r.error).toMatch(/40 hex digits/);
  });

  it('the refused contract is the next major of the shell contract, 2.0 while there is no contract file', () => {
    const dir = tmp();
    const file = path.join(dir, 'contract.json');
    expect(esm(SKEW, `return m.contractVersions(${JSON.stringify(file)});`)).toEqual({ current: '1.0', refused: '2.0' });
    fs.writeFileSync(file, JSON.stringify({ version: '3.4', exports: {}, shared: {} }));
    expect(esm(SKEW, `return m.contractVersions(${JSON.stringify(file)});`)).toEqual({ current: '3.4', refused: '4.0' });
    fs.writeFileSync(file, JSON.stringify({ version: 'three' }));
    const r = esm<{ error: string }>(SKEW, `try { return m.contractVersions(${JSON.stringify(file)}); } catch (e) { return { error: e.message }; }`);
    expect(r.error).toMatch(/not <major>\.<minor>/);
  });

  it('prepare copies the cached previous release once, and copies again when a build is missing', () => {
    const { commit } = esm<{ commit: string }>(SKEW, 'return m.readPreviousRelease();');
    const { refused } = esm<{ refused: string }>(SKEW, 'return m.contractVersions();');
    const apps = esm<string[]>(SKEW, 'return m.PREVIOUS_APPS;');
    const cacheRoot = tmp();
    const cached = path.join(cacheRoot, commit);
    const put = (dir: string, file: string, text: string) => {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    for (const app of apps) put(path.join(cached, app), app === 'shell' ? 'index.html' : 'remoteEntry.js', `previous ${app}`);
    put(path.join(cached, `refused-${refused}`, 'cms'), 'remoteEntry.js', 'refused cms');
    put(cached, '.commit', `${commit}\n`);
    const out = path.join(tmp(), 'skew');
    const prepare = () =>
      esm<{ previous: { commit: string; dir: string } }>(SKEW, `return m.prepare(${JSON.stringify({ out, cacheRoot })});`);

    expect(prepare().previous).toMatchObject({ commit, dir: path.join(out, 'previous') });
    expect(fs.readFileSync(path.join(out, 'previous', 'shell', 'index.html'), 'utf8')).toBe('previous shell');
    expect(fs.readFileSync(path.join(out, 'refused', 'cms', 'remoteEntry.js'), 'utf8')).toBe('refused cms');
    // Prepared already: kept as it is (a file the copy would have dropped stays).
    fs.writeFileSync(path.join(out, 'previous', 'shell', 'kept.txt'), 'kept');
    prepare();
    expect(fs.existsSync(path.join(out, 'previous', 'shell', 'kept.txt'))).toBe(true);
    // A build missing: copied afresh.
    fs.rmSync(path.join(out, 'refused', 'cms', 'remoteEntry.js'));
    prepare();
    expect(fs.readFileSync(path.join(out, 'refused', 'cms', 'remoteEntry.js'), 'utf8')).toBe('refused cms');
    expect(fs.existsSync(path.join(out, 'previous', 'shell', 'kept.txt'))).toBe(false);
  });

  it('prints its usage and exits 2 without the prepare command', () => {
    const r = spawnSync(process.execPath, [SKEW, 'build'], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/usage: node tools\/release\/skew\.mjs prepare/);
  });
});

describe('servers.mjs build folders', () => {
  it('snapshots each app from its own folder when given, else dist/apps/<app>', () => {
    const previous = tmp();
    fs.mkdirSync(path.join(previous, 'shell'));
    fs.writeFileSync(path.join(previous, 'shell', 'index.html'), '<!doctype html><title>previous shell</title>');
    const snap = tmp();
    const dirs = esm<Record<string, string>>(SERVERS, `return m.appDirs(['shell', 'cms'], { shell: ${JSON.stringify(path.join(previous, 'shell'))} });`);
    expect(dirs).toEqual({ shell: path.join(previous, 'shell'), cms: path.join(ROOT, 'dist/apps/cms') });
    esm(SERVERS, `return m.snapshotBuilds(['shell'], ${JSON.stringify(snap)}, { shell: ${JSON.stringify(path.join(previous, 'shell'))} });`);
    expect(fs.readFileSync(path.join(snap, 'shell', 'index.html'), 'utf8')).toContain('previous shell');
  });

  it('a folder without a build is refused', () => {
    const empty = tmp();
    const r = esm<{ error: string }>(
      SERVERS,
      `try { m.snapshotBuilds(['cms'], ${JSON.stringify(tmp())}, { cms: ${JSON.stringify(empty)} }); return {}; } catch (e) { return { error: e.message }; }`,
    );
    expect(r.error).toMatch(/has no build/);
  });
});
