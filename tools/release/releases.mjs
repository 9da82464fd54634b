// Releases of the remotes (the areas), one at a time: build an area into an immutable folder, promote a version to
// the live manifest, roll back, list the history, find which areas a change releases. `npm run release` is the CLI
// (tools/release/release.mjs); this module holds the logic, in functions that take the releases folder.
//
//   RELEASES_DIR/manifest.json        the live manifest: { "<area>": { entry, version, commit, contract, folder,
//                                     promotedAt, promotedBy } }, rewritten atomically (tmp file, fsync, rename)
//   RELEASES_DIR/history.jsonl        one record per line: { at, by, action, area, version, commit, contract,
//                                     folder, durationMs, from? }; action is release, promote or rollback
//   RELEASES_DIR/<area>/r<n>-<commit> one release: the production build (read-only) and its release.json
//
// The API serves RELEASES_DIR at /releases, so an entry URL is /releases/<area>/<folder>/remoteEntry.js.
import { execFileSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { precompressDir } from '../scripts/precompress.mjs';
import { REMOTE_NAMES, ROOT, prefixLines } from '../scripts/servers.mjs';

export { REMOTE_NAMES, ROOT };
const require = createRequire(import.meta.url);

export const MANIFEST = 'manifest.json';
export const HISTORY = 'history.jsonl';
export const RELEASE_JSON = 'release.json';
const LOCK = '.manifest.lock';
const FOLDER = /^r(\d+)-([0-9a-f]{12}(?:-dirty)?)$/;
const RESERVED = /^r(\d+)$/;
/** Builds under way, `<area>/.building/r<n>/`: a folder the API's listing skips (it has no release.json). */
const BUILDING = '.building';

/** The releases folder: env RELEASES_DIR (relative to the workspace root), else `<repo>/.data/releases`. */
export function releasesDir(env = process.env) {
  return path.resolve(ROOT, env.RELEASES_DIR || '.data/releases');
}

/** Who acts, for the records: env RELEASE_BY, else `git config user.email`, else the OS user name. */
export function whoAmI(env = process.env) {
  if (env.RELEASE_BY) return env.RELEASE_BY;
  try {
    const email = execFileSync('git', ['config', 'user.email'], { cwd: ROOT, encoding: 'utf8' }).trim();
    if (email) return email;
  } catch {
    /* no git identity */
  }
  return os.userInfo().username;
}

/** Throws unless `area` is one of the five remotes (REMOTE_NAMES). */
export function assertArea(area) {
  if (!REMOTE_NAMES.includes(area))
    throw new ReleaseError(`unknown area "${area}": one of ${REMOTE_NAMES.join(', ')}`);
}

/** An error the CLI prints as it is, without a stack (a refusal, not a bug). */
export class ReleaseError extends Error {}

/** The live manifest (`{}` when nothing was ever promoted). Throws when manifest.json is not valid JSON. */
export function readManifest(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8'));
  } catch (err) {
    if (err.code === 'ENOENT') return {};
    throw err;
  }
}

/**
 * The records of history.jsonl, oldest first, optionally only `area`'s and only the last `limit`. A torn last line
 * (a writer killed mid-line) is skipped.
 * @returns {Array<{ at: string, by: string, action: 'release'|'promote'|'rollback', area: string, version: string,
 *   commit: string, contract: string|null, folder: string, durationMs: number, from?: string|null }>}
 */
export function history(dir, { area, limit } = {}) {
  let text;
  try {
    text = fs.readFileSync(path.join(dir, HISTORY), 'utf8');
  } catch (err) {
    if (err.code === 'ENOENT') return [];
    throw err;
  }
  const records = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const record = JSON.parse(line);
      if (!area || record.area === area) records.push(record);
    } catch {
      /* torn line */
    }
  }
  return limit ? records.slice(-limit) : records;
}

/** Appends one record to history.jsonl (one write of one line with O_APPEND, so concurrent writers do not mix). */
export function appendHistory(dir, record) {
  fs.mkdirSync(dir, { recursive: true });
  const fd = fs.openSync(path.join(dir, HISTORY), 'a');
  try {
    fs.writeSync(fd, JSON.stringify(record) + '\n');
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * The releases of `area` found on disk, oldest first: `{ version, n, folder, dir, release }` where `release` is the
 * folder's release.json ({ area, version, commit, contract, builtAt, builtBy }). Folders without one are skipped.
 */
export function listReleases(dir, area) {
  let names;
  try {
    names = fs.readdirSync(path.join(dir, area));
  } catch (err) {
    if (err.code === 'ENOENT') return [];
    throw err;
  }
  const out = [];
  for (const folder of names) {
    const m = FOLDER.exec(folder);
    if (!m) continue;
    try {
      const release = JSON.parse(fs.readFileSync(path.join(dir, area, folder, RELEASE_JSON), 'utf8'));
      out.push({ version: `r${m[1]}`, n: Number(m[1]), folder, dir: path.join(dir, area, folder), release });
    } catch {
      /* not a finished release */
    }
  }
  return out.sort((a, b) => a.n - b.n);
}

/**
 * The next version of `area`: `r<n>` with n one more than the highest number used so far, by a release folder, a
 * build under way (`<area>/.building/r<n>`) or a release record of the history (a pruned folder's number is not reused).
 */
export function nextVersion(dir, area) {
  let max = 0;
  let names = [];
  try {
    names = fs.readdirSync(path.join(dir, area));
  } catch {
    /* first release */
  }
  let building = [];
  try {
    building = fs.readdirSync(path.join(dir, area, BUILDING));
  } catch {
    /* no build under way */
  }
  for (const name of names) {
    const m = FOLDER.exec(name);
    if (m) max = Math.max(max, Number(m[1]));
  }
  for (const name of building) {
    const m = RESERVED.exec(name);
    if (m) max = Math.max(max, Number(m[1]));
  }
  for (const r of history(dir, { area })) {
    const m = r.action === 'release' && /^r(\d+)$/.exec(r.version);
    if (m) max = Math.max(max, Number(m[1]));
  }
  return `r${max + 1}`;
}

/** The contract version the build declares: env CONTRACT_VERSION_OVERRIDE, else libs/shell-sdk/contract.json's, else null. */
export function contractVersion(env = process.env, root = ROOT) {
  if (env.CONTRACT_VERSION_OVERRIDE) return env.CONTRACT_VERSION_OVERRIDE;
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'libs/shell-sdk/contract.json'), 'utf8')).version ?? null;
  } catch {
    return null;
  }
}

function git(args, cwd = ROOT) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** The files that differ from HEAD in the working tree: changed, staged, deleted and untracked (not ignored). */
export function dirtyFiles(cwd = ROOT) {
  const changed = git(['diff', '--name-only', 'HEAD'], cwd);
  const untracked = git(['ls-files', '--others', '--exclude-standard'], cwd);
  return [...new Set([...changed.split('\n'), ...untracked.split('\n')].filter(Boolean))];
}

function nx(args, { cwd = ROOT, env = {} } = {}) {
  return execFileSync(process.execPath, [require.resolve('nx/bin/nx', { paths: [cwd] }), ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
}

/**
 * Which areas a change releases: the Nx projects affected between `base` and `head` (commits, `nx show projects
 * --affected`), or by the given `files`, intersected with the five remotes. The shell is reported apart: it is
 * deployed with the API, not released by `npm run release`.
 * @param {{ base?: string, head?: string, files?: string[], cwd?: string }} options  `cwd`: the workspace (default
 *   this one)
 * @returns {{ areas: string[], shell: boolean, projects: string[] }} areas in REMOTE_NAMES order; projects: every
 *   affected Nx project
 * @throws when nx fails (an unknown revision, say), with its message
 */
export function affectedAreas({ base, head = 'HEAD', files, cwd = ROOT } = {}) {
  const args = ['show', 'projects', '--affected', '--json'];
  if (files) {
    if (!files.length) return { areas: [], shell: false, projects: [] };
    args.push(`--files=${files.join(',')}`);
  } else {
    if (!base) throw new ReleaseError('affected needs --base <rev>');
    args.push(`--base=${base}`, `--head=${head}`);
  }
  let out;
  try {
    out = nx(args, { cwd });
  } catch (err) {
    throw new ReleaseError(`nx show projects --affected failed: ${(err.stderr || err.message).toString().trim()}`);
  }
  const projects = JSON.parse(out.slice(out.indexOf('['))).sort();
  return {
    areas: REMOTE_NAMES.filter((name) => projects.includes(name)),
    shell: projects.includes('shell'),
    projects,
  };
}

function chmodTree(dir, fileMode, dirMode) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) chmodTree(p, fileMode, dirMode);
    else fs.chmodSync(p, fileMode);
  }
  fs.chmodSync(dir, dirMode);
}

/** Makes a release folder writable again (files 0644, folders 0755), e.g. to prune it: releases are read-only. */
export function makeWritable(dir) {
  chmodTree(dir, 0o644, 0o755);
}

function runWebpack(area, outDir, env, log) {
  const cli = require.resolve('webpack-cli/bin/cli.js');
  const args = [cli, '--config', `apps/${area}/webpack.config.js`, '--mode', 'production', '--output-path', outDir];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    prefixLines(child.stdout, `[webpack ${area}]`, log);
    prefixLines(child.stderr, `[webpack ${area}]`, log);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new ReleaseError(`webpack exited with ${code}`))));
  });
}

/** Reserves the next number of `area` by creating `<area>/.building/r<n>` (mkdir fails if a concurrent release has it). */
function reserve(dir, area) {
  for (;;) {
    fs.mkdirSync(path.join(dir, area, BUILDING), { recursive: true });
    const version = nextVersion(dir, area);
    const tmp = path.join(dir, area, BUILDING, version);
    try {
      fs.mkdirSync(tmp);
      return { version, tmp };
    } catch (err) {
      // EEXIST: a concurrent release took that number; ENOENT: one finished and removed .building meanwhile.
      if (err.code !== 'EEXIST' && err.code !== 'ENOENT') throw err;
    }
  }
}

/** Removes `<area>/.building` when no other build is under way. */
function dropBuilding(dir, area) {
  try {
    fs.rmdirSync(path.join(dir, area, BUILDING));
  } catch {
    /* another build under way */
  }
}

/**
 * Builds `area` in production mode into `<dir>/<area>/r<n>-<commit12>/` and records a `release` in the history. It
 * does not promote. Webpack runs directly (not through Nx, whose cache could hand back another version's build)
 * with RELEASE_VERSION and RELEASE_COMMIT in its environment; the files are precompressed, then made read-only
 * (folders too), and the finished folder is renamed into place. Refuses (ReleaseError) a working tree with
 * uncommitted changes that reach the area, unless `allowDirty`: the commit is then `<commit12>-dirty`.
 * @param {{ dir?: string, allowDirty?: boolean, by?: string, log?: (line: string) => void, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<{ area: string, version: string, commit: string, contract: string|null, folder: string,
 *   path: string, durationMs: number }>}
 */
export async function release(area, { dir = releasesDir(), allowDirty = false, by = whoAmI(), log = console.log, env = process.env } = {}) {
  assertArea(area);
  const started = Date.now();
  let commit = git(['rev-parse', '--short=12', 'HEAD']);
  const dirty = dirtyFiles();
  if (dirty.length) {
    const { areas } = affectedAreas({ files: dirty });
    if (areas.includes(area)) {
      if (!allowDirty)
        throw new ReleaseError(
          `the working tree has uncommitted changes that reach ${area} (${dirty.slice(0, 5).join(', ')}` +
            `${dirty.length > 5 ? ', …' : ''}): commit them, or pass --allow-dirty`,
        );
      commit += '-dirty';
    }
  }
  const contract = contractVersion(env);
  if (!contract) throw new ReleaseError('no contract version: libs/shell-sdk/contract.json is missing or has no "version"');
  const { version, tmp } = reserve(dir, area);
  const folder = `${version}-${commit}`;
  const target = path.join(dir, area, folder);
  const removeTmp = () => {
    if (!fs.existsSync(tmp)) return;
    makeWritable(tmp);
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  // Ctrl-C during the build: leave no reserved folder behind.
  const onSignal = (signal) => {
    removeTmp();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    log(`[release] building ${area} ${version} (${commit}) into ${path.relative(ROOT, target) || target}…`);
    await runWebpack(area, tmp, { ...env, NODE_ENV: 'production', RELEASE_VERSION: version, RELEASE_COMMIT: commit }, log);
    if (!fs.existsSync(path.join(tmp, 'remoteEntry.js'))) throw new ReleaseError(`the build of ${area} has no remoteEntry.js`);
    const z = precompressDir(tmp);
    log(`[release] precompressed ${z.files} files`);
    const meta = { area, version, commit, contract, builtAt: new Date().toISOString(), builtBy: by };
    fs.writeFileSync(path.join(tmp, RELEASE_JSON), JSON.stringify(meta, null, 2) + '\n');
    chmodTree(tmp, 0o444, 0o555);
    // Moving a folder to another parent needs it writable (its '..' changes): read-only once in place.
    fs.chmodSync(tmp, 0o755);
    // Releases are immutable: never replace a folder (rename would silently take the place of an empty one).
    if (fs.existsSync(target)) throw new ReleaseError(`${target} already exists: releases are immutable`);
    fs.renameSync(tmp, target);
    fs.chmodSync(target, 0o555);
  } catch (err) {
    removeTmp();
    throw err;
  } finally {
    dropBuilding(dir, area);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  const durationMs = Date.now() - started;
  appendHistory(dir, { at: new Date().toISOString(), by, action: 'release', area, version, commit, contract, folder, durationMs });
  return { area, version, commit, contract, folder, path: target, durationMs };
}

function pidAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/**
 * Runs `fn` holding RELEASES_DIR/.manifest.lock (created with O_EXCL; it holds the owner's pid). Waits for another
 * holder up to `timeoutMs`; takes over a lock whose process is gone.
 */
export async function withManifestLock(dir, fn, { timeoutMs = 30_000 } = {}) {
  fs.mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, LOCK);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const fd = fs.openSync(lock, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      let owner;
      try {
        owner = Number(fs.readFileSync(lock, 'utf8') || 0);
      } catch (readErr) {
        // Released between our attempt and this read: try again at once.
        if (readErr.code === 'ENOENT') continue;
        throw readErr;
      }
      if (owner && !pidAlive(owner)) {
        // The holder died: remove its lock, unless another waiter did so and took it meanwhile.
        try {
          if (Number(fs.readFileSync(lock, 'utf8')) === owner) fs.unlinkSync(lock);
        } catch {
          /* gone already */
        }
        continue;
      }
      if (Date.now() > deadline) throw new ReleaseError(`${lock} is held by process ${owner || '?'}: try again`);
      await new Promise((r) => setTimeout(r, 25 + Math.random() * 50));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** Writes manifest.json atomically: a tmp file in the same folder, fsync, rename, fsync of the folder. */
export function writeManifestAtomic(dir, manifest) {
  const file = path.join(dir, MANIFEST);
  const tmp = path.join(dir, `.${MANIFEST}.${process.pid}.tmp`);
  const fd = fs.openSync(tmp, 'w', 0o644);
  try {
    fs.writeSync(fd, JSON.stringify(manifest, null, 2) + '\n');
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
  const dfd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(dfd);
  } finally {
    fs.closeSync(dfd);
  }
}

function findRelease(dir, area, version) {
  const found = listReleases(dir, area).find((r) => r.version === version);
  if (!found) {
    const known = listReleases(dir, area).map((r) => r.version);
    throw new ReleaseError(
      `${area} has no release ${version} (${known.length ? `known: ${known.join(', ')}` : 'no release yet'})`,
    );
  }
  return found;
}

/** Sets `area`'s live entry to `found` and records `action`; the caller holds the lock. */
function setLive(dir, area, found, { action, by, started }) {
  const manifest = readManifest(dir);
  const from = manifest[area]?.version ?? null;
  const { version, commit, contract } = found.release;
  const entry = {
    entry: `/releases/${area}/${found.folder}/remoteEntry.js`,
    version,
    commit,
    contract,
    folder: found.folder,
    promotedAt: new Date().toISOString(),
    promotedBy: by,
  };
  writeManifestAtomic(dir, { ...manifest, [area]: entry });
  const durationMs = Date.now() - started;
  const record = { at: entry.promotedAt, by, action, area, version, commit, contract, folder: found.folder, durationMs };
  appendHistory(dir, from ? { ...record, from } : record);
  return { area, version, from, entry, durationMs };
}

/**
 * Makes `version` of `area` live: rewrites manifest.json (the other areas' entries kept) and records a `promote`
 * with `from`, the version live before (absent for the first; null in the answer). Serialized with the other promotes and rollbacks.
 * Promoting the live version changes nothing (`unchanged: true`, no record).
 * @returns {Promise<{ area: string, version: string, from: string|null, entry: object, durationMs: number, unchanged?: true }>}
 * @throws ReleaseError for an unknown area or version (nothing changed)
 */
export async function promote(dir, area, version, { by = whoAmI() } = {}) {
  const started = Date.now();
  assertArea(area);
  return withManifestLock(dir, () => {
    const found = findRelease(dir, area, version);
    const live = readManifest(dir)[area];
    if (live?.version === version)
      return { area, version, from: version, entry: live, durationMs: Date.now() - started, unchanged: true };
    return setLive(dir, area, found, { action: 'promote', by, started });
  });
}

/**
 * The version a rollback of `area` would make live, from the history: the promotes and rollbacks replayed as a
 * stack of live versions (a promote pushes, a rollback pops back to its target), then the newest entry below the
 * current one that was not rolled back from since it was last promoted and whose folder still exists. Null when
 * there is none.
 */
export function rollbackTarget(dir, area) {
  const stack = [];
  const rolledBackFrom = new Set();
  for (const r of history(dir, { area })) {
    if (r.action === 'promote') {
      rolledBackFrom.delete(r.version);
      stack.push(r.version);
    } else if (r.action === 'rollback') {
      if (r.from) rolledBackFrom.add(r.from);
      const i = stack.lastIndexOf(r.version);
      if (i >= 0) stack.length = i + 1;
      else stack.push(r.version);
    }
  }
  const current = readManifest(dir)[area]?.version;
  const onDisk = new Set(listReleases(dir, area).map((r) => r.version));
  for (let i = stack.length - 1; i >= 0; i--) {
    const v = stack[i];
    if (v !== current && !rolledBackFrom.has(v) && onDisk.has(v)) return v;
  }
  return null;
}

/**
 * Makes live again the version of `area` that was live before the current one (see rollbackTarget) and records a
 * `rollback` with `from`. Serialized with the promotes.
 * @returns {Promise<{ area: string, version: string, from: string|null, entry: object, durationMs: number }>}
 * @throws ReleaseError when there is nothing to roll back to (nothing changed)
 */
export async function rollback(dir, area, { by = whoAmI() } = {}) {
  const started = Date.now();
  assertArea(area);
  return withManifestLock(dir, () => {
    const current = readManifest(dir)[area]?.version;
    if (!current) throw new ReleaseError(`${area} has no live version: nothing to roll back`);
    const target = rollbackTarget(dir, area);
    if (!target)
      throw new ReleaseError(`${area}: nothing to roll back to (no version was live before ${current} that was not rolled back from)`);
    return setLive(dir, area, findRelease(dir, area, target), { action: 'rollback', by, started });
  });
}

/**
 * What is live and what happened: per area (REMOTE_NAMES), the live entry (or null), the number of releases on disk
 * and the newest one; and the last `limit` records of the history.
 */
export function status(dir, { limit = 10 } = {}) {
  const manifest = readManifest(dir);
  const areas = Object.fromEntries(
    REMOTE_NAMES.map((area) => {
      const releases = listReleases(dir, area);
      return [area, { live: manifest[area] ?? null, releases: releases.length, latest: releases.at(-1)?.version ?? null }];
    }),
  );
  return { dir, areas, recent: history(dir, { limit }) };
}
