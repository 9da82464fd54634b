/**
 * Writes README.md's "Configuration" table from the configuration schema (config-schema.ts): `npm run docs:config`.
 * config-schema.spec.ts fails when the README's table differs from what this would write.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_TABLE_END, CONFIG_TABLE_START, configTable } from './config-schema';

/** The repository's README.md. */
export const README_PATH = path.resolve(__dirname, '..', '..', '..', '..', 'README.md');

/**
 * `readme` with the text between the table's markers replaced by the generated table.
 * @throws Error when the markers are missing or out of order.
 */
export function renderReadme(readme: string): string {
  const start = readme.indexOf(CONFIG_TABLE_START);
  const end = readme.indexOf(CONFIG_TABLE_END);
  if (start === -1 || end < start) {
    throw new Error(`README.md needs the markers ${CONFIG_TABLE_START} and ${CONFIG_TABLE_END} around the table`);
  }
  return `${readme.slice(0, start + CONFIG_TABLE_START.length)}\n${configTable()}\n${readme.slice(end)}`;
}

if (require.main === module) {
  const before = readFileSync(README_PATH, 'utf8');
  const after = renderReadme(before);
  if (after !== before) writeFileSync(README_PATH, after);
  process.stdout.write(`README.md: configuration table ${after === before ? 'already up to date' : 'written'}\n`);
}
