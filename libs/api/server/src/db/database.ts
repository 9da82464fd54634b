/**
 * Opens the database the API runs on and applies the migrations (in code: `drizzle-kit migrate` with the
 * pglite driver fails silently). Three targets, one Drizzle API:
 * - DATABASE_URL: a PostgreSQL server through a pg pool;
 * - embedded (default): PGlite in DATA_DIR, in a worker thread behind a Unix socket (pg pool of one), or on
 *   the main thread when PGLITE_MODE=main; the folder is locked against a second process;
 * - in memory (tests): PGlite on the main thread, optionally loaded from a migrated dump.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { writeLogLine } from '../logging';
import { serverSchema } from './server.schema';
import { startPgliteWorker } from './pglite-worker';

/**
 * The Drizzle database every repository uses. Typed without a relational schema: the queries name their tables
 * (`db.select().from(tickets)`), so an area adds tables without touching this type.
 */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** The rows of a raw `db.execute(sql…)`: the pg driver answers `{ rows }`, another driver may answer the array. */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []));

/** A transaction of {@link Db} (`db.transaction(async (tx) => …)`): a repository method takes one to join it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseKind = 'postgres' | 'pglite-worker' | 'pglite-main' | 'pglite-memory';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Closes connections, the worker and the folder lock. Idempotent. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; wins over `dataDir`. */
  databaseUrl?: string;
  /** The PGlite data folder, or `memory://` for an in-memory database. */
  dataDir: string;
  /** Where the embedded PGlite runs. */
  pgliteMode?: 'worker' | 'main';
  /** In-memory only: a dump of an already migrated database (skips initdb and migrations). */
  loadDataDir?: Blob;
  /** Pool size for a PostgreSQL server. */
  poolSize?: number;
  /** The Drizzle schema: the shared tables and every area's (apps/api/src/areas.ts); the shared ones by default. */
  schema?: Record<string, unknown>;
}

/** Thrown when another process holds the data folder. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `The data folder ${dataDir} is in use by another process (lock ${dataDir}.lock). ` +
        'Stop that process or set another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * The migrations folder: beside the bundle in dist (copied by the build), or libs/api/server/drizzle in the
 * sources (one folder for every area's tables: the database's history is shared).
 */
export function migrationsFolder(): string {
  const candidates = [
    process.env.MIGRATIONS_DIR,
    path.join(__dirname, 'drizzle'),
    path.join(__dirname, '..', '..', 'drizzle'),
    path.join(process.cwd(), 'libs', 'api', 'server', 'drizzle'),
  ].filter((p): p is string => !!p);
  const found = candidates.find((p) => existsSync(path.join(p, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** Whether a process with this id runs on this machine. */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data folder's lock (proper-lockfile: `<dataDir>.lock`, refreshed while we run, stale after 10 s).
 * The owner's pid and host go to `<dataDir>.owner`: a lock left by a process that died on this machine
 * (kill -9, power loss of the process) is taken over at once instead of after the stale delay.
 * @returns the release function.
 * @throws DataDirLockedError when another live process holds it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const ownerFile = `${dataDir}.owner`;
  const take = () =>
    lockfile.lock(dataDir, {
      realpath: false,
      stale: 10_000,
      update: 2_500,
      retries: 0,
      onCompromised: (error) => {
        // Someone removed or took our lock: carrying on could corrupt the folder.
        writeLogLine('fatal', `data folder lock compromised: ${error.message}`, { component: 'db' });
        process.exit(1);
      },
    });
  let release: () => Promise<void>;
  try {
    release = await take();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    let owner: { pid?: number; host?: string } = {};
    try {
      owner = JSON.parse(readFileSync(ownerFile, 'utf8'));
    } catch {
      throw new DataDirLockedError(dataDir);
    }
    if (owner.host !== hostname() || typeof owner.pid !== 'number' || processAlive(owner.pid)) {
      throw new DataDirLockedError(dataDir);
    }
    writeLogLine('warn', `taking over the lock of ${dataDir} left by process ${owner.pid}, which is gone`, { component: 'db' });
    rmSync(`${dataDir}.lock`, { recursive: true, force: true });
    try {
      release = await take();
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
      throw again;
    }
  }
  writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, host: hostname() }));
  return async () => {
    rmSync(ownerFile, { force: true });
    await release();
  };
}

/**
 * Opens (and migrates) the database.
 * @throws DataDirLockedError when the embedded data folder is locked by another process.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const folder = migrationsFolder();
  const schema = options.schema ?? serverSchema;

  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client losing its server emits here; unhandled, it would crash the process.
    pool.on('error', (error) => writeLogLine('error', 'idle connection error', { component: 'db', err: error }));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    try {
      await migratePg(db as never, { migrationsFolder: folder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', close: once(() => pool.end()) };
  }

  if (options.dataDir === 'memory://' || options.dataDir === '') {
    const client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    if (!options.loadDataDir) await migratePglite(db as never, { migrationsFolder: folder });
    return { db, kind: 'pglite-memory', close: once(() => client.close()) };
  }

  const dataDir = path.resolve(options.dataDir);
  // PGlite does not create parent folders itself.
  mkdirSync(dataDir, { recursive: true });
  const release = await lockDataDir(dataDir);
  try {
    if (options.pgliteMode === 'main') {
      const client = await PGlite.create({ dataDir });
      const db = drizzlePglite({ client, schema }) as unknown as Db;
      await migratePglite(db as never, { migrationsFolder: folder });
      return {
        db,
        kind: 'pglite-main',
        close: once(async () => {
          await client.close();
          await release();
        }),
      };
    }
    const worker = await startPgliteWorker(dataDir, 2, (code) => {
      // Without its database the API can only fail requests: exit so that a supervisor restarts it.
      writeLogLine('fatal', `the PGlite worker exited unexpectedly (code ${code})`, { component: 'db' });
      process.exit(1);
    });
    // A pool of ONE: see pglite-worker.ts. Queries queue in pg's pool instead of in the socket server.
    const pool = new pg.Pool({ host: worker.socketDir, port: worker.port, user: 'postgres', database: 'postgres', max: 1 });
    pool.on('error', (error) => writeLogLine('error', 'idle connection error', { component: 'db', err: error }));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    const close = once(async () => {
      await pool.end().catch(() => undefined);
      await worker.close();
      await release();
    });
    try {
      await migratePg(db as never, { migrationsFolder: folder });
    } catch (error) {
      await close();
      throw error;
    }
    return { db, kind: 'pglite-worker', close };
  } catch (error) {
    await release().catch(() => undefined);
    throw error;
  }
}

function once(fn: () => Promise<unknown>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn().then(() => undefined));
}
