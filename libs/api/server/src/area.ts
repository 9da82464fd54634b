/**
 * What an API area gives the composition (apps/api/src/areas.ts, the route registry): its tables, its routes
 * (with its repository plugins) and its demo data. Adding an area: libs/api/README.md.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from './config';
import type { ConfigSlice } from './config-schema';
import type { Db, Tx } from './db/database';
import type { UserRow } from './db/server.schema';
import type { DemoAccount } from './seed/seed';

/** What an area's seed may use: the shared rows already drawn, and the same id generator. */
export interface SeedContext {
  /** The seed's deterministic generator in [0, 1); draw from it to keep every run's ids the same. */
  rand: () => number;
  /** A uuid drawn from `rand`. */
  uuid: () => string;
  /** The instant the demo dates are counted back from. */
  now: Date;
  /** The seed's `--scale` (1 by default): an area multiplies its generated rows by it. */
  scale: number;
  departments: readonly { id: string; name: string }[];
  /** A demo department's id by name. */
  departmentId: (name: string) => string | undefined;
  /** Every seeded user (demo accounts first, then the generated ones). */
  users: readonly (Pick<UserRow, 'email' | 'role' | 'firstName' | 'lastName'> & { id: string; departmentId?: string | null })[];
  demoAccounts: readonly DemoAccount[];
  /** The loaded configuration (SeedOptions.config; empty without one): read an area's settings with areaSettings. */
  config: Partial<AppConfig>;
}

/** Writes an area's demo rows in the seed's transaction. @returns counts by kind (e.g. `{ tickets: 8 }`). */
export type AreaSeedWriter = (tx: Tx) => Promise<Record<string, number>>;

export interface ApiArea {
  /** Its folder name under libs/api (`helpdesk`, `cms`, …). */
  name: string;
  /** Its tables (the object exported by its `<area>.schema.ts`), composed into Drizzle's schema. */
  schema: Record<string, unknown>;
  /**
   * A Fastify plugin (not wrapped in fastify-plugin: the area's decorators stay inside it) that registers its
   * repository plugins, then its routes under their prefixes; the registry mounts it under `/api`.
   */
  routes: FastifyPluginAsync;
  /**
   * Its demo data: prepares outside the transaction (images, ids drawn from `context.rand`) and returns the
   * writer that inserts the rows. Runs after the shared seed, in the registry's order.
   */
  seed?: (context: SeedContext) => Promise<AreaSeedWriter>;
  /**
   * Its own slice of the environment (`libs/api/<area>/src/config.ts`): the variables only it reads, validated
   * with the server's at start (apps/api/src/areas.ts, API_CONFIG_SLICES) and read with `areaSettings`.
   */
  config?: ConfigSlice;
}

/** The Drizzle schema of the shared tables and the given areas' tables. */
export function composeSchema(shared: Record<string, unknown>, areas: readonly ApiArea[]): Record<string, unknown> {
  const schema: Record<string, unknown> = { ...shared };
  for (const area of areas) {
    for (const [name, table] of Object.entries(area.schema)) {
      if (name in schema) throw new Error(`Table export ${name} of area ${area.name} is already taken`);
      schema[name] = table;
    }
  }
  return schema;
}

/**
 * The repository plugin of an area (libs/api/README.md, "An area's folder"): a fastify-plugin named `name` that,
 * once `db` is registered, decorates `app[key]` with `create(app.db)`. The area declares `key` on
 * `FastifyInstance` beside its repository class and registers the plugin before its routes (its `routes`).
 * @returns the plugin, the repository file's default export.
 */
export function repositoryPlugin<K extends keyof FastifyInstance>(key: K, name: string, create: (db: Db) => FastifyInstance[K]) {
  return fp(
    async function repository(app: FastifyInstance) {
      // The signature above ties the value to `key`'s declared type; Fastify's overloads cannot follow a generic key.
      app.decorate<unknown>(key, create(app.db));
    },
    { name, dependencies: ['db'] },
  );
}
