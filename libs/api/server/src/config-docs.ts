/**
 * Writes README.md's "Configuration" table from the configuration schema (config-schema.ts) and the areas' own
 * slices (`libs/api/<area>/src/config.ts`, found by the glob as drizzle-kit finds the schema files: a new area's
 * slice needs no edit here): `npm run docs:config`. config-schema.spec.ts fails when the README's table differs
 * from what this would write; apps/api/src/config.spec.ts, when the areas mounted declare other slices.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CONFIG_TABLE_END,
  CONFIG_TABLE_START,
  configTable,
  isConfigSlice,
  type ConfigSlice,
} from './config-schema';

/** The repository's root. */
const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
/** The repository's README.md. */
export const README_PATH = path.join(ROOT, 'README.md');

/**
 * Every area's slice: the ConfigSlice exports of `libs/api/<area>/src/config.ts`, areas in folder order. Loaded
 * by path (not imported: the server knows no area), so the areas' configs load with their imports.
 */
export function configSlices(): ConfigSlice[] {
  const apiDir = path.join(ROOT, 'libs', 'api');
  return readdirSync(apiDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(apiDir, entry.name, 'src', 'config.ts'))
    .filter((file) => existsSync(file))
    .sort()
    .flatMap((file) => {
      const exported = require(file) as Record<string, unknown>;
      return Object.values(exported).filter(isConfigSlice);
    });
}

/**
 * `readme` with the text between the table's markers replaced by the generated table.
 * @param slices the areas' slices listed after the server's variables (default: all of them, {@link configSlices}).
 * @throws Error when the markers are missing or out of order.
 */
export function renderReadme(readme: string, slices: readonly ConfigSlice[] = configSlices()): string {
  const start = readme.indexOf(CONFIG_TABLE_START);
  const end = readme.indexOf(CONFIG_TABLE_END);
  if (start === -1 || end < start) {
    throw new Error(
      `README.md needs the markers ${CONFIG_TABLE_START} and ${CONFIG_TABLE_END} around the table`,
    );
  }
  return `${readme.slice(0, start + CONFIG_TABLE_START.length)}\n${configTable(slices)}\n${readme.slice(end)}`;
}

if (require.main === module) {
  const before = readFileSync(README_PATH, 'utf8');
  const after = renderReadme(before);
  if (after !== before) writeFileSync(README_PATH, after);
  process.stdout.write(
    `README.md: configuration table ${after === before ? 'already up to date' : 'written'}\n`,
  );
}
