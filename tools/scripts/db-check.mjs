// `npx nx run api:db-check`: fails when the schema files and the migrations disagree (docs/api-database.md,
// "Migrations"). Runs `drizzle-kit check` on the migrations, then `drizzle-kit generate` against a temporary copy
// of them: generate writing anything means a schema change has no migration (run `npx nx run api:db-generate`).
// The real folder (libs/api/server/drizzle) is never written.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apiDir = path.join(root, 'apps/api');
const migrations = path.join(root, 'libs/api/server/drizzle');
const drizzleKit = path.join(root, 'node_modules/.bin/drizzle-kit');

/** Every file under `dir`, relative to it. */
const files = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath ?? e.path, e.name)))
    .sort();

function drizzle(args, out) {
  // stdin closed: a question (e.g. "was this column renamed?") fails the run instead of waiting for an answer.
  const result = spawnSync(drizzleKit, [...args, '--config', 'drizzle.config.ts'], {
    cwd: apiDir,
    env: { ...process.env, DRIZZLE_OUT: path.relative(apiDir, out) },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    timeout: 180_000,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  return { ok: result.status === 0, output };
}

const tmpRoot = path.join(root, 'tmp');
mkdirSync(tmpRoot, { recursive: true });
const work = mkdtempSync(path.join(tmpRoot, 'db-check-'));
const copy = path.join(work, 'drizzle');
let failed = false;
try {
  cpSync(migrations, copy, { recursive: true });
  const before = files(copy);

  const check = drizzle(['check'], copy);
  process.stdout.write(check.output);
  if (!check.ok || /error/i.test(check.output)) {
    console.error('db-check: `drizzle-kit check` found a problem in libs/api/server/drizzle (see above).');
    failed = true;
  }

  const generate = drizzle(['generate'], copy);
  process.stdout.write(generate.output);
  const added = files(copy).filter((f) => !before.includes(f));
  // drizzle-kit prints the error of a schema file that fails to load (e.g. `ReferenceError: …`) yet exits 0:
  // without this test a broken file would read as "the migrations match".
  if (!generate.ok || /^\s*\w*Error:/m.test(generate.output)) {
    console.error('db-check: `drizzle-kit generate` failed or could not load a schema file (see above).');
    failed = true;
  } else if (added.length > 0) {
    console.error(
      `db-check: the schema files and the migrations disagree: drizzle-kit generate would write ${added.join(', ')}.\n` +
        'Run `npx nx run api:db-generate -- --name <what>` and commit the migration (docs/api-database.md, "Migrations").',
    );
    failed = true;
  } else {
    console.log('db-check: the migrations match the schema files.');
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
