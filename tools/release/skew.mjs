#!/usr/bin/env node
// The builds the version-skew suite (apps/e2e/playwright.skew.config.ts) runs beside today's dist/apps/* (see
// docs/releases.md, "Version skew"):
//
//   node tools/release/skew.mjs prepare [--out tmp/skew]
//
//   <out>/previous/<app>/   the shell and the five remotes at the commit of tools/release/previous-release.json,
//                           built in a temporary git worktree
//   <out>/refused/cms/      the cms of that same commit built for the next major host contract
//                           (CONTRACT_VERSION_OVERRIDE): the current shell must refuse it
//   <out>/skew.json         { previous: { commit }, refused: { app, contract, shellContract } }, read by the suite
//
// A previous release is an immutable artifact of its commit, so its builds are kept in a cache outside the checkout
// (SKEW_CACHE_DIR, default ~/.cache/backoffice/previous-release/<commit>) and copied from there: a CI run on a machine
// that already built that commit skips the build (about six minutes on two cores); moving previous-release.json
// builds the new commit once and drops the other commits' builds.
// The current shell and remotes are the normal dist/apps/* (built by the e2e step before this suite runs).
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

/** What the previous release's build holds: the shell and the remotes of tools/webpack/federation.js (the API is always today's). */
export const PREVIOUS_APPS = ['shell', ...Object.keys(require('../webpack/federation.js').REMOTES)];
/** The remote built for the next major contract (the smallest remote: the quickest build). */
export const REFUSED_APP = 'cms';
export const RELEASE_FILE = path.join(ROOT, 'tools/release/previous-release.json');
export const CONTRACT_FILE = path.join(ROOT, 'libs/shell-sdk/contract.json');

/**
 * Reads tools/release/previous-release.json (or `file`): `{ commit, why }`. Throws when it is missing or its
 * `commit` is not 40 hexadecimal digits.
 */
export function readPreviousRelease(file = RELEASE_FILE) {
  const release = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!/^[0-9a-f]{40}$/.test(release?.commit ?? ''))
    throw new Error(`${path.relative(ROOT, file)}: "commit" must be a full commit id (40 hex digits)`);
  return release;
}

/**
 * The host contract the current shell serves (`version` of libs/shell-sdk/contract.json, "<major>.<minor>"; "1.0"
 * while that file does not exist) and the one a remote must declare to be refused: the next major, "<major+1>.0".
 * Throws when the file's version is not "<major>.<minor>".
 */
export function contractVersions(file = CONTRACT_FILE) {
  const current = fs.existsSync(file) ? String(JSON.parse(fs.readFileSync(file, 'utf8')).version) : '1.0';
  const match = /^(\d+)\.(\d+)$/.exec(current);
  if (!match) throw new Error(`${path.relative(ROOT, file)}: version "${current}" is not <major>.<minor>`);
  return { current, refused: `${Number(match[1]) + 1}.0` };
}

// `inheritNx: false` drops the NX_* variables of the Nx task this may run in (its workspace, output path, task hash):
// the build of the previous release is another workspace.
function run(command, args, { cwd = ROOT, env = {}, inheritNx = true } = {}) {
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => inheritNx || !key.startsWith('NX_')));
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...base, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(args[0] ?? command)} ${args.slice(1, 4).join(' ')}… exited with ${code ?? signal}`)),
    );
  });
}

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

async function timed(label, fn) {
  const started = Date.now();
  console.log(`[skew] ${label}…`);
  const result = await fn();
  console.log(`[skew] ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

const hasBuild = (dir, app) => fs.existsSync(path.join(dir, app, app === 'shell' ? 'index.html' : 'remoteEntry.js'));

/** Where the builds of previous releases are kept, one folder per commit. */
export const CACHE_ROOT = process.env.SKEW_CACHE_DIR || path.join(os.homedir(), '.cache/backoffice/previous-release');

/**
 * Builds, at `commit`, in a temporary detached worktree (node_modules linked to ours, its own Nx cache): the shell
 * and the remotes (`<outDir>/<app>`), and `refusedApp` again for host contract `refusedContract`
 * (`<outDir>/refused-<contract>/<app>`, precompressed as the normal build is), then writes `<outDir>/.commit`. Does
 * nothing when `<outDir>/.commit` already names `commit` and every build is there. Removes the worktree whatever
 * happens. Throws when the commit is not in this clone or a build fails.
 * @returns true when it built, false when the builds were already there
 */
export async function buildPrevious(
  commit,
  outDir,
  { apps = PREVIOUS_APPS, refusedApp = REFUSED_APP, refusedContract, parallel = process.env.NX_PARALLEL || '2' } = {},
) {
  const marker = path.join(outDir, '.commit');
  const refusedDir = path.join(outDir, `refused-${refusedContract}`, refusedApp);
  if (
    fs.existsSync(marker) &&
    fs.readFileSync(marker, 'utf8').trim() === commit &&
    apps.every((a) => hasBuild(outDir, a)) &&
    hasBuild(path.dirname(refusedDir), refusedApp)
  ) {
    console.log(`[skew] previous release ${commit.slice(0, 12)}: already built in ${outDir}`);
    return false;
  }
  try {
    git('cat-file', '-e', `${commit}^{commit}`);
  } catch {
    throw new Error(`commit ${commit} is not in this clone (a shallow CI checkout? git fetch origin ${commit})`);
  }
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-previous-'));
  const worktree = path.join(base, 'worktree');
  const env = {
    NX_DAEMON: 'false',
    NX_NO_CLOUD: 'true',
    NX_TUI: 'false',
    NODE_ENV: 'production',
    NX_CACHE_DIRECTORY: path.join(worktree, '.nx/cache'),
    NX_WORKSPACE_DATA_DIRECTORY: path.join(worktree, '.nx/workspace-data'),
  };
  try {
    await timed(`worktree at ${commit.slice(0, 12)}`, () => run('git', ['worktree', 'add', '--detach', worktree, commit]));
    fs.symlinkSync(fs.realpathSync(path.join(ROOT, 'node_modules')), path.join(worktree, 'node_modules'), 'dir');
    await timed(`build of the previous ${apps.join(', ')}`, () =>
      run(
        process.execPath,
        [require.resolve('nx/bin/nx'), 'run-many', '-t', 'build', '-p', apps.join(','), `--parallel=${parallel}`, '--output-style=static'],
        { cwd: worktree, inheritNx: false, env },
      ),
    );
    const refusedOut = path.join(worktree, 'dist/refused', refusedApp);
    await timed(`build of the previous ${refusedApp} for contract ${refusedContract}`, async () => {
      await run(
        process.execPath,
        [require.resolve('webpack-cli/bin/cli.js'), '--config', `apps/${refusedApp}/webpack.config.js`, '--mode', 'production', '--output-path', refusedOut],
        { cwd: worktree, inheritNx: false, env: { ...env, CONTRACT_VERSION_OVERRIDE: refusedContract } },
      );
      await run(process.execPath, [path.join(worktree, 'tools/scripts/precompress.mjs'), refusedOut], { cwd: worktree });
    });
    fs.rmSync(outDir, { recursive: true, force: true });
    for (const app of apps) fs.cpSync(path.join(worktree, 'dist/apps', app), path.join(outDir, app), { recursive: true });
    fs.cpSync(refusedOut, refusedDir, { recursive: true });
    fs.writeFileSync(marker, commit + '\n');
    return true;
  } finally {
    try {
      git('worktree', 'remove', '--force', worktree);
    } catch {
      git('worktree', 'prune');
    }
    fs.rmSync(base, { recursive: true, force: true });
  }
}

/**
 * Whether `<outDir>` already holds what {@link prepare} would copy there: its skew.json names `summary`'s commit,
 * cache folder and contracts, and every build is in place (the copy of the previous release takes seconds).
 */
function alreadyPrepared(outDir, summary) {
  const file = path.join(outDir, 'skew.json');
  if (!fs.existsSync(file)) return false;
  let written;
  try {
    written = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return false;
  }
  return (
    JSON.stringify(written) === JSON.stringify(summary) &&
    PREVIOUS_APPS.every((app) => hasBuild(summary.previous.dir, app)) &&
    hasBuild(path.dirname(summary.refused.dir), REFUSED_APP)
  );
}

/**
 * `prepare`: the previous release's builds (from the cache, built there first when missing; the other commits'
 * builds are dropped), copied to `<out>/previous` and `<out>/refused`, then <out>/skew.json; prints each duration.
 * When `<out>` already holds that copy (the same skew.json, every build there: `npm run test:all` prepares before
 * the suites and the e2e-skew target prepares again), it is kept as it is.
 */
export async function prepare({ out = 'tmp/skew', cacheRoot = CACHE_ROOT } = {}) {
  const started = Date.now();
  const outDir = path.resolve(ROOT, out);
  const { commit } = readPreviousRelease();
  const contracts = contractVersions();
  const cached = path.join(cacheRoot, commit);
  await timed('previous release', () => buildPrevious(commit, cached, { refusedContract: contracts.refused }));
  if (fs.existsSync(cacheRoot))
    for (const name of fs.readdirSync(cacheRoot))
      if (name !== commit) fs.rmSync(path.join(cacheRoot, name), { recursive: true, force: true });
  const summary = {
    previous: { commit, dir: path.join(outDir, 'previous'), cache: cached },
    refused: { app: REFUSED_APP, dir: path.join(outDir, 'refused', REFUSED_APP), contract: contracts.refused, shellContract: contracts.current },
  };
  if (alreadyPrepared(outDir, summary)) {
    console.log(`[skew] ${path.relative(ROOT, outDir)} already holds the previous release ${commit.slice(0, 12)}: kept`);
    return summary;
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  for (const app of PREVIOUS_APPS) fs.cpSync(path.join(cached, app), path.join(outDir, 'previous', app), { recursive: true });
  fs.cpSync(path.join(cached, `refused-${contracts.refused}`, REFUSED_APP), path.join(outDir, 'refused', REFUSED_APP), {
    recursive: true,
  });
  fs.writeFileSync(path.join(outDir, 'skew.json'), JSON.stringify(summary, null, 2) + '\n');
  console.log(`[skew] prepared ${path.relative(ROOT, outDir)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return summary;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' } } });
  if (positionals[0] !== 'prepare') {
    console.error('usage: node tools/release/skew.mjs prepare [--out tmp/skew]');
    process.exit(2);
  }
  prepare({ out: values.out }).catch((err) => {
    console.error(`[skew] ${err.message}`);
    process.exit(1);
  });
}
