#!/usr/bin/env node
// Type check of every project in as few TypeScript programs as their options allow (the `typecheck` step of
// `npm run test:all`; docs/toolchain.md, "Type check in one program").
//
// Every project's tsconfig.json extends tsconfig.base.json and, but for a few, only lists its files. Checked one
// project at a time (`nx run-many -t typecheck`), each run parses and checks again the libs the project imports
// from source: libs/ui, contracts and the server libs were checked some twenty times. Here the projects whose
// tsconfig.json has no `compilerOptions` of its own are checked together, in one program over the union of their
// `include` lists (written to tmp/tsconfig.typecheck.json), and each of the others alone with its own tsconfig.
// The file-level result is the same (same options, same files); a file could only see more global declarations
// than in its own project, where a global declared in another project would be visible.
//   node tools/scripts/typecheck-all.mjs
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TSC = path.join(ROOT, 'node_modules/.bin/tsc');

/** Every project with a `typecheck` target and its tsconfig.json, from Nx's project graph (`nx graph --file`). */
function projectConfigs() {
  const file = path.join(ROOT, 'tmp/typecheck-graph.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const graph = spawnSync(path.join(ROOT, 'node_modules/.bin/nx'), ['graph', `--file=${file}`], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
  if (graph.status !== 0) throw new Error(`nx graph failed:\n${graph.stderr}`);
  const nodes = JSON.parse(fs.readFileSync(file, 'utf8')).graph.nodes;
  return Object.entries(nodes)
    .filter(([, node]) => node.data.targets?.typecheck)
    .map(([name, node]) => ({ name, root: node.data.root, file: path.join(ROOT, node.data.root, 'tsconfig.json') }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function tsc(project, label) {
  const t0 = Date.now();
  const run = spawnSync(TSC, ['-p', project, '--noEmit'], { cwd: ROOT, stdio: 'inherit' });
  console.log(`typecheck ${label}: ${run.status === 0 ? 'ok' : `FAILED (exit ${run.status})`} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return run.status === 0;
}

const together = [];
const alone = [];
for (const p of projectConfigs()) {
  const { config, error } = ts.readConfigFile(p.file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const onBase = path.resolve(path.dirname(p.file), config.extends ?? '') === path.join(ROOT, 'tsconfig.base.json');
  if (onBase && !config.compilerOptions && !config.files && !config.references) together.push({ ...p, include: config.include ?? [] });
  else alone.push(p);
}

const out = path.join(ROOT, 'tmp/tsconfig.typecheck.json'); // tmp/ made by projectConfigs()
const include = together.flatMap((p) => p.include.map((pattern) => path.posix.join('..', p.root, pattern)));
fs.writeFileSync(out, `${JSON.stringify({ extends: '../tsconfig.base.json', include }, null, 2)}\n`);

let ok = tsc(out, `${together.length} projects in one program (${together.map((p) => p.name).join(', ')})`);
for (const p of alone) ok = tsc(p.file, p.name) && ok;
process.exit(ok ? 0 : 1);
