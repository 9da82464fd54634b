// Lints probe sources with the workspace's ESLint config through ESLint's Node API and prints the results as JSON.
// module-boundaries.spec.ts runs it in a child process: Jest's CommonJS sandbox cannot import eslint.config.mjs.
// Input (stdin): { probes: [{ filePath, code, onDisk? }] }  →  output: { results: [{ filePath, errors }], depConstraints, applied }
// A probe with `onDisk: true` is written to its path for the run and removed after: the import cycle rule
// follows imports through the files on disk, so the modules of a probed cycle must exist.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { probes } = JSON.parse(input);

const written = [];
const createdDirs = [];
const eslint = new ESLint({ cwd: root });
const results = [];
try {
  for (const probe of probes.filter((p) => p.onDisk)) {
    const file = path.join(root, probe.filePath);
    // The first folder mkdirSync had to create (undefined when it existed): only those go away after.
    const created = mkdirSync(path.dirname(file), { recursive: true });
    if (created) createdDirs.push(created);
    writeFileSync(file, probe.code, { flag: 'wx' }); // never overwrite a real file
    written.push(file);
  }
  for (const probe of probes) {
    const [result] = await eslint.lintText(probe.code, { filePath: path.join(root, probe.filePath) });
    results.push({
      filePath: probe.filePath,
      errors: (result?.messages ?? [])
        .filter((m) => m.severity === 2)
        .map((m) => ({ ruleId: m.ruleId, message: m.message })),
    });
  }
} finally {
  for (const file of written) rmSync(file, { force: true });
  for (const dir of createdDirs) rmSync(dir, { recursive: true, force: true });
}
const { depConstraints } = await import(path.join(root, 'eslint.config.mjs'));
const config = await eslint.calculateConfigForFile(path.join(root, 'apps/hotels/src/remote-entry.tsx'));
const applied = config.rules?.['@nx/enforce-module-boundaries']?.[1]?.depConstraints ?? [];
process.stdout.write(JSON.stringify({ results, depConstraints, applied }));
