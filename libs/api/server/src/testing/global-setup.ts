/**
 * Jest global setup of every API project (apps/api and libs/api/*: jest.api.preset.js points here): builds the
 * migrated and seeded PGlite dump of the project's areas once (cached in tmp/api-test, keyed by
 * test-database.ts `dumpPath`); against TEST_DATABASE_URL, names the run (TEST_DATABASE_RUN) and builds that run's
 * template database of the areas on the server (test-database.ts `templateFor`) before any worker starts, so that
 * the workers copy it rather than each seeding one at once (docs/api-database.md, "Tests of the API"). The project
 * names the module that exports its areas (`testAreas`) in its Jest `globals.apiTestAreas`, relative to its rootDir.
 *
 * The seed imports values of the workspace libs (@backoffice/contracts). Jest's moduleNameMapper does not apply
 * to a global setup (it runs outside Jest's module registry), so the project's mapper is applied to Node's
 * resolution while the seed loads and runs; hence the imports inside the function.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';

/** The part of Jest's project config used here: [pattern, path] pairs of its moduleNameMapper. */
interface ProjectConfig {
  rootDir: string;
  moduleNameMapper: ReadonlyArray<readonly [string, string]>;
  globals: { apiTestAreas?: string };
}

export default async function globalSetup(_globalConfig: unknown, projectConfig: ProjectConfig) {
  const url = process.env.TEST_DATABASE_URL;
  // The run the server's template databases are seeded for (test-database.ts `templateFor`); the workers
  // Jest starts next inherit it.
  if (url) process.env.TEST_DATABASE_RUN = Date.now().toString(36);
  const restore = mapModuleNames(projectConfig.moduleNameMapper);
  try {
    const areasModule = projectConfig.globals.apiTestAreas;
    const { testAreas: areas } = (areasModule
      ? await import(path.resolve(projectConfig.rootDir, areasModule))
      : { testAreas: [] }) as { testAreas: import('../area').ApiArea[] };
    if (url) {
      const { templateFor } = await import('./test-database');
      await templateFor(url, areas);
      return;
    }
    const { dumpPath, TEST_ARGON2 } = await import('./test-database');
    const file = dumpPath(areas);
    if (existsSync(file)) return;
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const { migrationsFolder, PGLITE_EXTENSIONS } = await import('../db/database');
    const { composeSchema } = await import('../area');
    const { serverSchema } = await import('../db/server.schema');
    const { seed } = await import('../seed/seed');
    const schema = composeSchema(serverSchema, areas);
    mkdirSync(path.dirname(file), { recursive: true });
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: migrationsFolder() });
    await seed(db as never, { argon2: TEST_ARGON2 }, areas);
    const dump = await client.dumpDataDir('none');
    await client.close();
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
    // Older dumps of the same areas (another key) are stale for good: drop them.
    const prefix = path.basename(file).replace(/-[0-9a-f]{16}\.tar$/, '-');
    for (const old of readdirSync(path.dirname(file))) {
      if (old.startsWith(prefix) && /^[0-9a-f]{16}\.tar$/.test(old.slice(prefix.length)) && old !== path.basename(file)) {
        rmSync(path.join(path.dirname(file), old), { force: true });
      }
    }
  } finally {
    restore();
  }
}

/** Resolves the requests matching a mapper's pattern to its path (`$1` substituted). @returns the undo. */
function mapModuleNames(mapper: ProjectConfig['moduleNameMapper']): () => void {
  const resolver = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
  const original = resolver._resolveFilename;
  const rules = mapper.map(([pattern, target]) => [new RegExp(pattern), target] as const);
  resolver._resolveFilename = function (this: unknown, request: string, ...rest: unknown[]) {
    const rule = rules.find(([pattern]) => pattern.test(request));
    return original.call(this, rule ? request.replace(rule[0], rule[1]) : request, ...rest);
  };
  return () => {
    resolver._resolveFilename = original;
  };
}
