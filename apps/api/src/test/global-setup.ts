/**
 * Jest global setup of the API: builds the migrated and seeded PGlite dump once (cached in tmp/api-test by
 * the hash of the migrations and the seed), unless the tests run against TEST_DATABASE_URL.
 */
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../db/database';
import { schema } from '../db/schema';
import { seed } from '../seed/seed';
import { dumpPath, TEST_ARGON2 } from './test-database';

export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) return;
  const file = dumpPath();
  if (existsSync(file)) return;
  mkdirSync(path.dirname(file), { recursive: true });
  const client = await PGlite.create();
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  await seed(db as never, { argon2: TEST_ARGON2 });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file);
}
