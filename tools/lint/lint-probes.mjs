// Lints probe sources with the workspace's ESLint config through ESLint's Node API and prints the results as JSON.
// module-boundaries.spec.ts runs it in a child process: Jest's CommonJS sandbox cannot import eslint.config.mjs.
// Input (stdin): { probes: [{ filePath, code }] }  →  output: { results: [{ filePath, errors }], depConstraints, applied }
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { probes } = JSON.parse(input);

const eslint = new ESLint({ cwd: root });
const results = [];
for (const probe of probes) {
  const [result] = await eslint.lintText(probe.code, { filePath: path.join(root, probe.filePath) });
  results.push({
    filePath: probe.filePath,
    errors: (result?.messages ?? [])
      .filter((m) => m.severity === 2)
      .map((m) => ({ ruleId: m.ruleId, message: m.message })),
  });
}
const { depConstraints } = await import(path.join(root, 'eslint.config.mjs'));
const config = await eslint.calculateConfigForFile(path.join(root, 'apps/hotels/src/remote-entry.tsx'));
const applied = config.rules?.['@nx/enforce-module-boundaries']?.[1]?.depConstraints ?? [];
process.stdout.write(JSON.stringify({ results, depConstraints, applied }));
