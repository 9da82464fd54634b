/**
 * Test databases. In-memory PGlite by default: the global setup migrates and seeds one database once per set of
 * areas and dumps it; every test app loads that dump (initdb alone takes ~5 s, loading a dump ~0.4 s).
 * With TEST_DATABASE_URL set (CI: Debian's PostgreSQL 15), each call makes a fresh database on that server,
 * migrates and seeds it, and drops it on close.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
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
  const h = createHash('sha256');
  for (const file of testDatabaseInputs()) {
    h.update(file);
    h.update(readFileSync(path.join(workspaceRoot, file)));
  }
  h.update(JSON.stringify({ areas: areas.map((a) => a.name), argon2: TEST_ARGON2 }));
  const names = areas.map((a) => a.name).join('-') || 'server';
  return path.join(workspaceRoot, 'tmp', 'api-test', `pglite-${names}-${h.digest('hex').slice(0, 16)}.tar`);
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

async function createServerDatabase(url: string, areas: readonly ApiArea[]): Promise<Database> {
  const name = `backoffice_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: target.toString(),
    dataDir: '',
    poolSize: 4,
    schema: composeSchema(serverSchema, areas),
  });
  await seed(database.db, { argon2: TEST_ARGON2 }, areas);
  return {
    ...database,
    async close() {
      await database.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await dropDatabase(client, name);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Drops a test database once its pool is closed. Plain DROP DATABASE, retried while a connection lingers: it
 * stops an autovacuum worker busy in that database by itself, where `WITH (FORCE)` would have to terminate that
 * worker and is refused to a role that is not a superuser (pg_signal_backend).
 */
async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(`DROP DATABASE IF EXISTS "${name}"`);
      return;
    } catch (e) {
      // 55006 object_in_use: a connection of the closed pool has not gone yet.
      if ((e as { code?: string }).code !== '55006' || attempt >= 50) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
