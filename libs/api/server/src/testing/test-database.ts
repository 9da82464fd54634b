/**
 * Test databases. In-memory PGlite by default: the global setup migrates and seeds one database once per set of
 * areas and dumps it; every test app loads that dump (initdb alone takes ~5 s, loading a dump ~0.4 s).
 * With TEST_DATABASE_URL set (CI: Debian's PostgreSQL 15), each call makes a fresh database on that server, a copy
 * of a template migrated and seeded once per set of areas, and drops it on close.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { composeSchema, type ApiArea } from '../area';
import type { AppConfig } from '../config';
import { migrationsFolder, openDatabase, type Database } from '../db/database';
import { serverSchema } from '../db/server.schema';
import { seed } from '../seed/seed';

/** Cheap argon2 for tests only (production keeps the config's defaults). */
export const TEST_ARGON2: AppConfig['argon2'] = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

const workspaceRoot = path.resolve(__dirname, '..', '..', '..', '..', '..');

/** Every file under `dir` (recursively, sorted), without specs. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return e.name === 'node_modules' ? [] : filesUnder(full);
      return /\.spec\.[jt]sx?$/.test(e.name) ? [] : [full];
    });
}

/**
 * The files that shape a test database, workspace-relative and sorted: every migration, the whole seed (the
 * shared one and every area's: any file under a `seed` folder or named `seed.ts` / `*.seed.ts` in libs/api and
 * apps/api/src) and all of libs/contracts (the seed reads its tags and texts).
 */
export function testDatabaseInputs(): string[] {
  const isSeed = (file: string) =>
    file.split(path.sep).some((part) => part === 'seed') || /(^|[./-])seed\.[jt]s$/.test(path.basename(file));
  const files = [
    ...filesUnder(migrationsFolder()),
    ...[...filesUnder(path.join(workspaceRoot, 'libs', 'api')), ...filesUnder(path.join(workspaceRoot, 'apps', 'api', 'src'))]
      .filter((f) => !f.includes(`${path.sep}drizzle${path.sep}`))
      .filter(isSeed),
    ...filesUnder(path.join(workspaceRoot, 'libs', 'contracts')),
  ];
  return [...new Set(files.map((f) => path.relative(workspaceRoot, f)))].filter((f) => statSync(path.join(workspaceRoot, f)).isFile()).sort();
}

/**
 * The dump file of a set of areas, keyed by everything that shapes it ({@link testDatabaseInputs}: names and
 * contents), the areas seeded and the test argon2 cost, so that a changed migration, seed or contract rebuilds it.
 */
export function dumpPath(areas: readonly ApiArea[]): string {
  const names = areas.map((a) => a.name).join('-') || 'server';
  return path.join(workspaceRoot, 'tmp', 'api-test', `pglite-${names}-${inputsHash(areas)}.tar`);
}

/** 16 hex digits over {@link testDatabaseInputs} (names and contents), the areas seeded and the test argon2 cost. */
function inputsHash(areas: readonly ApiArea[]): string {
  const key = JSON.stringify(areas.map((a) => a.name));
  let hash = inputHashes.get(key);
  if (!hash) inputHashes.set(key, (hash = hashInputs(areas)));
  return hash;
}

/** {@link inputsHash} per set of area names: the files it reads do not change while the tests run. */
const inputHashes = new Map<string, string>();

function hashInputs(areas: readonly ApiArea[]): string {
  const h = createHash('sha256');
  for (const file of testDatabaseInputs()) {
    h.update(file);
    h.update(readFileSync(path.join(workspaceRoot, file)));
  }
  h.update(JSON.stringify({ areas: areas.map((a) => a.name), argon2: TEST_ARGON2 }));
  return h.digest('hex').slice(0, 16);
}

/** Opens a migrated database seeded with the shared data and the given areas' data, for one test app. */
export async function createTestDatabase(areas: readonly ApiArea[]): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return createServerDatabase(url, areas);
  const file = dumpPath(areas);
  if (!existsSync(file)) throw new Error(`Test dump ${file} missing: run the tests through Jest (global setup)`);
  return openDatabase({
    dataDir: 'memory://',
    loadDataDir: new Blob([readFileSync(file)]),
    schema: composeSchema(serverSchema, areas),
  });
}

/** A database name of this process: `<prefix>_<pid>_<8 hex digits>`. */
const scratchName = (prefix: string) => `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;

/** Opens database `name` on the server of `url` (pool of 4) with the areas' schema. */
function openServerDatabase(url: string, name: string, areas: readonly ApiArea[]): Promise<Database> {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return openDatabase({
    databaseUrl: target.toString(),
    dataDir: '',
    poolSize: 4,
    schema: composeSchema(serverSchema, areas),
  });
}

/** Runs `fn` with a client connected to the server's maintenance database (the one of `url`). */
async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const TEMPLATE_PREFIX = 'backoffice_tpl_';
/** Templates older than this are dropped when a new one is built (a run that died left them). */
const TEMPLATE_MAX_AGE_MS = 6 * 3600_000;
/** This process's run when Jest's global setup did not name one (TEST_DATABASE_RUN). */
const RUN_FALLBACK = Date.now().toString(36);

/**
 * The name of the migrated and seeded template database of a set of areas on the server of `url`, made when
 * missing: `backoffice_tpl_<hash of what shapes it>_<run>`, where the run is the time (base 36 ms) Jest's
 * global setup started this test run at (TEST_DATABASE_RUN): a template is seeded afresh for each run, since the
 * seed's data depends on the time it runs at (one seeded an hour before failed the seed's determinism test). It
 * is built under a name of
 * its own and renamed when complete, so that a test never copies a half-seeded one; when two workers build it at
 * once, the first rename wins and the other drops its copy. Templates more than 6 hours old are dropped then.
 * Copying it takes a fraction of a second where migrating and seeding every area took several
 * (docs/api-database.md, "Tests of the API"). Jest's global setup calls it once before the workers start
 * (global-setup.ts); a worker then finds the template there.
 */
export async function templateFor(url: string, areas: readonly ApiArea[]): Promise<string> {
  const run = process.env.TEST_DATABASE_RUN || RUN_FALLBACK;
  const name = `${TEMPLATE_PREFIX}${inputsHash(areas)}_${run}`;
  const exists = (client: pg.Client, db: string) =>
    client.query('SELECT 1 FROM pg_database WHERE datname = $1', [db]).then((r) => r.rowCount === 1);
  if (await withAdmin(url, (client) => exists(client, name))) return name;
  const building = scratchName('backoffice_build');
  await withAdmin(url, (client) => client.query(`CREATE DATABASE "${building}"`));
  const database = await openServerDatabase(url, building, areas);
  try {
    // No automatic statistics, before the seed's rows come: the copies inherit the setting, so a test database
    // plans as PGlite's does (which has no autovacuum) whenever a test runs. With autovacuum, a template analysed
    // a minute after the seed gave its later copies plans the earlier ones did not have (docs/api-database.md,
    // "Tests of the API"). A test that needs statistics runs ANALYZE on the tables it filled.
    await database.db.execute(sql`DO $$ DECLARE t record; BEGIN
      FOR t IN SELECT n.nspname, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
      LOOP EXECUTE format('ALTER TABLE %I.%I SET (autovacuum_enabled = false)', t.nspname, t.relname); END LOOP;
    END $$`);
    await seed(database.db, { argon2: TEST_ARGON2 }, areas);
  } finally {
    await database.close();
  }
  await withAdmin(url, async (client) => {
    try {
      await whenUnused(client, `ALTER DATABASE "${building}" RENAME TO "${name}"`);
    } catch (e) {
      // Another process finished the same template first: 42P04 duplicate_database, or 23505 unique_violation on
      // pg_database's name index when the two renames commit at the same moment (seen in CI on a loaded machine).
      const code = (e as { code?: string }).code;
      if (code !== '42P04' && code !== '23505') throw e;
      await dropDatabase(client, building);
    }
    const templates = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE '${TEMPLATE_PREFIX}%'`,
    );
    for (const { datname } of templates.rows) {
      const builtAt = parseInt(datname.slice(datname.lastIndexOf('_') + 1), 36);
      if (Date.now() - builtAt > TEMPLATE_MAX_AGE_MS) await dropDatabase(client, datname).catch(() => undefined);
    }
  });
  return name;
}

async function createServerDatabase(url: string, areas: readonly ApiArea[]): Promise<Database> {
  const name = scratchName('backoffice_test');
  const template = await templateFor(url, areas);
  await withAdmin(url, (client) => whenUnused(client, `CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const database = await openServerDatabase(url, name, areas);
  return {
    ...database,
    async close() {
      await database.close();
      await withAdmin(url, (client) => dropDatabase(client, name));
    },
  };
}

/**
 * Runs a statement that needs a database nobody is connected to (DROP, RENAME, or a copy of a template), retried
 * for up to 10 s while a connection lingers (55006 object_in_use: a connection of a closed pool has not gone yet,
 * or an autovacuum worker is busy in it).
 */
async function whenUnused(client: pg.Client, statement: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(statement);
      return;
    } catch (e) {
      if ((e as { code?: string }).code !== '55006' || attempt >= 100) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * Drops a test database once its pool is closed. Plain DROP DATABASE, retried while a connection lingers: it
 * stops an autovacuum worker busy in that database by itself, where `WITH (FORCE)` would have to terminate that
 * worker and is refused to a role that is not a superuser (pg_signal_backend).
 */
function dropDatabase(client: pg.Client, name: string): Promise<void> {
  return whenUnused(client, `DROP DATABASE IF EXISTS "${name}"`);
}
