/**
 * Test databases. In-memory PGlite by default: the global setup migrates and seeds one database once and
 * dumps it; every test app loads that dump (initdb alone takes ~5 s, loading a dump ~0.4 s).
 * With TEST_DATABASE_URL set (CI: Debian's PostgreSQL 15), each call makes a fresh database on that server,
 * migrates and seeds it, and drops it on close.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../config';
import { migrationsFolder, openDatabase, type Database } from '../db/database';
import { seed } from '../seed/seed';

/** Cheap argon2 for tests only (production keeps the config's defaults). */
export const TEST_ARGON2: AppConfig['argon2'] = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

const workspaceRoot = path.resolve(__dirname, '..', '..', '..', '..');

/** The dump file, keyed by the migrations and seed sources so that a schema change rebuilds it. */
export function dumpPath(): string {
  const h = createHash('sha256');
  const folder = migrationsFolder();
  for (const f of readdirSync(folder).sort()) if (f.endsWith('.sql')) h.update(readFileSync(path.join(folder, f)));
  // Every seed source (the content seed and its generated images live beside seed.ts), not the specs.
  const seedDir = path.join(__dirname, '..', 'seed');
  for (const f of readdirSync(seedDir).sort()) if (!f.includes('.spec.')) h.update(readFileSync(path.join(seedDir, f)));
  // The content seed's tags come from the contracts.
  h.update(readFileSync(path.join(workspaceRoot, 'libs', 'contracts', 'src', 'cms.ts')));
  h.update(JSON.stringify(TEST_ARGON2));
  return path.join(workspaceRoot, 'tmp', 'api-test', `pglite-${h.digest('hex').slice(0, 16)}.tar`);
}

/** Opens a migrated, seeded database for one test app. */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return createServerDatabase(url);
  const file = dumpPath();
  if (!existsSync(file)) throw new Error(`Test dump ${file} missing: run the tests through Jest (global setup)`);
  return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(file)]) });
}

async function createServerDatabase(url: string): Promise<Database> {
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
  const database = await openDatabase({ databaseUrl: target.toString(), dataDir: '', poolSize: 4 });
  await seed(database.db, { argon2: TEST_ARGON2 });
  return {
    ...database,
    async close() {
      await database.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
