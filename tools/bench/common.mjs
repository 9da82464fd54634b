// What the benchmark scripts share: the workspace root, their --name value options, percentiles and the demo
// sign-ins. Figures only: nothing here asserts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const args = process.argv.slice(2);
/** The value after `--name` on the command line, or `fallback`. */
export const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
/** Whether the bare flag `--name` is on the command line. */
export const flag = (name) => args.includes(`--${name}`);

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The p-th percentile (nearest rank) of `xs`, milliseconds in, milliseconds out; NaN when empty. */
export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};

/** The seeded demo sign-ins (libs/api/server/src/seed/demo-accounts.json): `{ email, password, role, … }[]`. */
export function demoAccounts() {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'libs/api/server/src/seed/demo-accounts.json'), 'utf8'));
}
