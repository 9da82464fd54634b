#!/usr/bin/env node
// `npm run release -- …`: release one area (remote) on its own, promote a release, roll back, show the state, and
// find which areas a change releases. The logic is in tools/release/releases.mjs; this file parses the command line.
import { parseArgs } from 'node:util';
import path from 'node:path';
import {
  REMOTE_NAMES,
  ROOT,
  ReleaseError,
  affectedAreas,
  promote,
  release,
  releasesDir,
  rollback,
  status,
} from './releases.mjs';

const USAGE = `usage: npm run release -- <command>

  <area> [--allow-dirty]        build <area> (${REMOTE_NAMES.join(', ')}) in production mode into
                                RELEASES_DIR/<area>/r<n>-<commit12>/ (read-only) and record it; does not promote.
                                Refuses when uncommitted changes reach the area, unless --allow-dirty: the release's
                                commit (and folder name) is then <commit12>-dirty.
  promote <area> <version>      make a release live (rewrites RELEASES_DIR/manifest.json; the other areas stay)
  rollback <area>               make live again the version that was live before the current one
  status [--json]               the live version of each area and the last records of the history
  affected --base <rev> [--head <rev>] [--json]
                                the areas a change from <rev> to <rev> (default HEAD) releases, from nx affected
  pipeline --base <rev> [--allow-dirty]
                                release (build HEAD of) every area affected since <rev>, one after another; no promote

RELEASES_DIR defaults to .data/releases; RELEASE_BY names who acts (default: git config user.email, else the OS user).`;

const seconds = (ms) => (ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`);

async function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      base: { type: 'string' },
      head: { type: 'string' },
      json: { type: 'boolean', default: false },
      'allow-dirty': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...rest] = positionals;
  const dir = releasesDir();
  const rel = (p) => (path.relative(ROOT, p).startsWith('..') ? p : path.relative(ROOT, p) || '.');

  if (values.help || !command) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const expectArgs = (n) => {
    if (rest.length !== n) throw new ReleaseError(`${command} takes ${n} argument${n === 1 ? '' : 's'}\n\n${USAGE}`);
  };

  switch (command) {
    case 'promote': {
      expectArgs(2);
      const [area, version] = rest;
      const r = await promote(dir, area, version);
      if (r.unchanged) console.log(`${area} ${version} is already live: nothing changed (${seconds(r.durationMs)})`);
      else console.log(`promoted ${area} ${r.from ?? '(none)'} → ${version}: ${r.entry.entry} (${seconds(r.durationMs)})`);
      return 0;
    }
    case 'rollback': {
      expectArgs(1);
      const r = await rollback(dir, rest[0]);
      console.log(`rolled back ${r.area} ${r.from} → ${r.version}: ${r.entry.entry} (${seconds(r.durationMs)})`);
      return 0;
    }
    case 'status': {
      expectArgs(0);
      const s = status(dir);
      if (values.json) {
        console.log(JSON.stringify(s, null, 2));
        return 0;
      }
      console.log(`releases: ${rel(dir)}`);
      for (const [area, a] of Object.entries(s.areas)) {
        const live = a.live ? `${a.live.version} (${a.live.commit}, contract ${a.live.contract ?? '?'}, since ${a.live.promotedAt} by ${a.live.promotedBy})` : 'not promoted (the default manifest applies)';
        console.log(`  ${area.padEnd(12)} ${live}; ${a.releases} release${a.releases === 1 ? '' : 's'}${a.latest ? `, latest ${a.latest}` : ''}`);
      }
      if (s.recent.length) console.log('last records:');
      for (const r of s.recent)
        console.log(`  ${r.at} ${r.action.padEnd(8)} ${r.area} ${r.version}${r.action === 'release' ? '' : ` (from ${r.from ?? 'none'})`} by ${r.by}, ${seconds(r.durationMs)}`);
      return 0;
    }
    case 'affected':
    case 'pipeline': {
      expectArgs(0);
      if (!values.base) throw new ReleaseError(`${command} needs --base <rev>\n\n${USAGE}`);
      // A pipeline builds the working tree: the change it releases ends at HEAD.
      if (command === 'pipeline' && values.head) throw new ReleaseError('pipeline builds HEAD: it takes no --head');
      const started = Date.now();
      const a = affectedAreas({ base: values.base, head: values.head ?? 'HEAD' });
      if (command === 'affected' && values.json) {
        console.log(JSON.stringify(a.areas));
        return 0;
      }
      const range = `${values.base}..${values.head ?? 'HEAD'}`;
      console.log(`${range} releases: ${a.areas.length ? a.areas.join(', ') : 'no area'} (${seconds(Date.now() - started)})`);
      if (a.shell) console.log('the shell is affected too: it is not released by this command (it ships with the API)');
      if (command === 'affected') return 0;
      for (const area of a.areas) {
        const r = await release(area, { dir, allowDirty: values['allow-dirty'] });
        console.log(`released ${area} ${r.version} into ${rel(r.path)} (${seconds(r.durationMs)})`);
      }
      console.log(`pipeline done in ${seconds(Date.now() - started)}; promote with: npm run release -- promote <area> <version>`);
      return 0;
    }
    default: {
      if (!REMOTE_NAMES.includes(command)) throw new ReleaseError(`unknown command or area "${command}"\n\n${USAGE}`);
      expectArgs(0);
      const r = await release(command, { dir, allowDirty: values['allow-dirty'] });
      console.log(`released ${r.area} ${r.version} (commit ${r.commit}, contract ${r.contract ?? 'unknown'}) into ${rel(r.path)} in ${seconds(r.durationMs)}`);
      console.log(`make it live with: npm run release -- promote ${r.area} ${r.version}`);
      return 0;
    }
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    if (err instanceof ReleaseError || err?.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') console.error(`release: ${err.message}`);
    else console.error(err);
    process.exit(1);
  },
);
