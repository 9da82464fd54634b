/**
 * Opens the database the API runs on and applies the migrations (in code: `drizzle-kit migrate` with the
 * pglite driver fails silently). Three targets, one Drizzle API:
 * - DATABASE_URL: a PostgreSQL server through a pg pool;
 * - embedded (default): PGlite in DATA_DIR, in a worker thread behind a Unix socket (pg pool of one), or on
 *   the main thread when PGLITE_MODE=main; the folder is locked against a second process;
 * - in memory (tests): PGlite on the main thread, optionally loaded from a migrated dump.
 * Each target also delivers the NOTIFYs of {@link NOTIFY_CHANNELS} ({@link Notifications}).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
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
 * The PostgreSQL extensions the migrations create, given to every PGlite that opens this schema (PGlite loads an
 * extension's code only when it is given at creation, also for a folder or dump that already has it): pg_trgm, the
 * search's trigram indexes and operators (migration 0029), and fuzzystrmatch, the phonetic code and edit distance
 * of its names (migration 0030; docs/areas/search.md, "Indexes"). A PostgreSQL server has both in its contrib
 * modules (Debian's postgresql package).
 */
export const PGLITE_EXTENSIONS = { pg_trgm, fuzzystrmatch };

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

/**
 * The channels every database target LISTENs to from its first connection on (so that a connection of the pool
 * that commits a NOTIFY receives it before its COMMIT answers: docs/areas/platform.md, "Sessions and tokens").
 */
export const NOTIFY_CHANNELS = ['token_change'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

/** What a subscriber of a channel hears (see {@link Notifications}). */
export interface ChannelHandlers {
  /** One NOTIFY's payload ('' when it had none). */
  message(payload: string): void;
  /**
   * The delivery state changed: true once every NOTIFY committed from now on will be delivered; false when one
   * may be missed (the listening connection dropped): a cache fed by the channel must be emptied and bypassed.
   */
  state(live: boolean): void;
}

/** The NOTIFYs of {@link NOTIFY_CHANNELS}, from every connection to the database (any process). */
export interface Notifications {
  /** Whether every NOTIFY committed from now on is delivered (see {@link ChannelHandlers.state}). */
  readonly live: boolean;
  /** Subscribes; answers the unsubscribe function. Handlers are called synchronously, in the order received. */
  subscribe(channel: NotifyChannel, handlers: ChannelHandlers): () => void;
}

/**
 * Fans the NOTIFYs out to the subscribers and keeps the delivery state. `live` starts false: the opener sets it
 * once LISTEN is in place.
 */
class NotificationHub implements Notifications {
  private readonly subscribers = new Map<string, Set<ChannelHandlers>>();
  private isLive = false;

  get live(): boolean {
    return this.isLive;
  }

  subscribe(channel: NotifyChannel, handlers: ChannelHandlers): () => void {
    let set = this.subscribers.get(channel);
    if (!set) this.subscribers.set(channel, (set = new Set()));
    set.add(handlers);
    return () => set.delete(handlers);
  }

  emit(channel: string, payload: string | undefined): void {
    for (const h of this.subscribers.get(channel) ?? []) h.message(payload ?? '');
  }

  setLive(live: boolean): void {
    if (live === this.isLive) return;
    this.isLive = live;
    for (const set of this.subscribers.values()) for (const h of set) h.state(live);
  }
}

const LISTEN_SQL = NOTIFY_CHANNELS.map((c) => `LISTEN ${c};`).join(' ');

/**
 * A pg pool whose every connection LISTENs from its creation and hands its NOTIFYs to `hub`: PostgreSQL (and
 * PGlite's one session) sends a connection the NOTIFYs of its own transaction before the COMMIT's answer, so a
 * change made through this process invalidates before the code that made it goes on.
 * With DB_QUERY_COUNT_FILE set, also counts the queries of the pool (tools/bench/tickets.mjs reads the file).
 * Sends the statements marked by {@link named} as named statements. `sharedSession`: PGlite's worker, whose one
 * session serves each connection the pool makes in turn.
 */
function listeningPool(config: pg.PoolConfig, hub: NotificationHub, sharedSession = false): pg.Pool {
  const counter = queryCounter();
  const names = new Map<string, string>();
  // pg-pool awaits onConnect before the connection serves its first query.
  const onConnect = async (client: pg.ClientBase) => {
    client.on('notification', (n) => hub.emit(n.channel, n.payload));
    // PGlite's one session outlives a connection of the pool: the statements an earlier connection prepared go,
    // since this new one (pg keeps them per connection) will prepare them again.
    await client.query(sharedSession ? `DEALLOCATE ALL; ${LISTEN_SQL}` : LISTEN_SQL);
    // Every query passes here: counted for the bench, and given its name when it is marked by named().
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
      counter?.();
      const config = args[0] as { text?: unknown; name?: string } | undefined;
      if (config && typeof config.text === 'string' && config.text.startsWith(NAMED_MARK)) {
        config.name = statementName(names, config.text);
      }
      return query(...args);
    };
  };
  return new pg.Pool({ ...config, onConnect });
}

/** A statement the API sent: its text (`$1`… placeholders) and its parameters, as drizzle logs it. */
export interface SentStatement {
  text: string;
  params: unknown[];
}

const statementObservers = new Set<(statement: SentStatement) => void>();

/**
 * Calls `observer` with every statement any database opened by {@link openDatabase} in this process sends, until
 * the returned function is called. For plan checks and benchmarks (docs/api-database.md, "Which index a list
 * reads"): a list's statements are taken as the API sent them, then run again under EXPLAIN ANALYZE.
 */
export function observeStatements(observer: (statement: SentStatement) => void): () => void {
  statementObservers.add(observer);
  return () => void statementObservers.delete(observer);
}

/** Drizzle's logger of every database: hands each statement to the observers ({@link observeStatements}). */
const statementLogger = {
  logQuery(text: string, params: unknown[]): void {
    if (statementObservers.size) for (const observe of statementObservers) observe({ text, params });
  },
};

const NAMED_MARK = '/* named:';

/**
 * A statement the API runs on most requests, sent as a named (prepared) statement on a PostgreSQL server: each
 * connection has it parsed and planned once, then only binds and runs it (docs/api-database.md, "The ticket list
 * under 100,000 tickets"). `name` is a label (letters, digits, `_`); the statement's name adds a hash of its text,
 * so each variant of the SQL is its own statement. The same through the embedded PGlite's worker; on PGlite in
 * the main thread (tests) the mark is only a comment.
 * @throws Error when `name` is not a label.
 */
export function named(name: string, query: SQL): SQL {
  if (!/^\w+$/.test(name)) throw new Error(`named(): ${name} is not a statement label`);
  return sql`${sql.raw(`${NAMED_MARK}${name} */ `)}${query}`;
}

/**
 * `n` written into a statement's text instead of a parameter: a page's LIMIT or OFFSET, so that PostgreSQL keeps one
 * plan for a {@link named} list statement (with a parameter it planned again on every run: docs/api-database.md, "The
 * ticket list under 100,000 tickets"). Only for integers the route's schema bounds, never user text.
 * @throws Error unless `n` is a safe integer from 0 up.
 */
export function literalInt(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`literalInt(): ${n} is not a page size or offset`);
  return sql.raw(String(n));
}

/** `<label>_<12 hex digits of the text's SHA-1>`, remembered per text. */
function statementName(names: Map<string, string>, text: string): string {
  let name = names.get(text);
  if (!name) {
    const label = text.slice(NAMED_MARK.length, text.indexOf(' */'));
    name = `${label}_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * A query counter for benchmarks: with DB_QUERY_COUNT_FILE set, the number of queries sent so far is written to
 * that file (at most every 500 ms, and on exit: under load a write took 2-3 ms, every 100 ms it was 2 % of the
 * API's time). Undefined otherwise.
 */
function queryCounter(): (() => void) | undefined {
  const file = process.env.DB_QUERY_COUNT_FILE;
  if (!file) return undefined;
  let n = 0;
  let written = -1;
  const flush = () => {
    if (written === n) return;
    written = n;
    writeFileSync(file, String(n));
  };
  flush();
  setInterval(flush, 500).unref();
  process.once('exit', flush);
  return () => void n++;
}

/**
 * The dedicated LISTEN connection to a PostgreSQL server: NOTIFYs committed by other processes arrive here even
 * while the pool is idle. `live` while it is connected and listening; when it drops, not live, and it reconnects
 * (0.1 s, doubling up to 5 s) until closed.
 */
function listenOnServer(
  connectionString: string,
  hub: NotificationHub,
  connectionTimeoutMillis: number,
): { ready: Promise<void>; close(): Promise<void> } {
  let closed = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let delay = 100;
  let firstAttempt!: () => void;
  const ready = new Promise<void>((resolve) => (firstAttempt = resolve));
  const connect = async () => {
    timer = undefined;
    const c = new pg.Client({ connectionString, connectionTimeoutMillis });
    client = c;
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      hub.setLive(false);
      c.end().catch(() => undefined);
      if (!closed) timer = setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, 5000);
    };
    c.on('error', drop);
    c.on('end', drop);
    c.on('notification', (n) => hub.emit(n.channel, n.payload));
    try {
      await c.connect();
      await c.query(LISTEN_SQL);
      if (closed || dropped) return;
      delay = 100;
      hub.setLive(true);
    } catch {
      drop();
    } finally {
      firstAttempt();
    }
  };
  void connect();
  return {
    ready,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      hub.setLive(false);
      await client?.end().catch(() => undefined);
    },
  };
}

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** The NOTIFYs of {@link NOTIFY_CHANNELS} (the token state cache's invalidation). */
  notifications: Notifications;
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
  /**
   * How long a query waits for a connection of the pool (a new one to connect, or a busy one to be free), in
   * milliseconds, before it fails and its call answers 503 ({@link DB_CONNECT_TIMEOUT_MS} by default).
   */
  connectTimeoutMs?: number;
  /** The Drizzle schema: the shared tables and every area's (apps/api/src/areas.ts); the shared ones by default. */
  schema?: Record<string, unknown>;
}

/**
 * The pools' connect time-out (pg's `connectionTimeoutMillis`, 10 s): without one, a query waits for ever for a
 * database that does not answer. Past it the call answers 503 (docs/production.md, "During a database outage").
 */
export const DB_CONNECT_TIMEOUT_MS = 10_000;

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
    const hub = new NotificationHub();
    const connectionTimeoutMillis = options.connectTimeoutMs ?? DB_CONNECT_TIMEOUT_MS;
    const pool = listeningPool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, connectionTimeoutMillis }, hub);
    // An idle client losing its server emits here; unhandled, it would crash the process.
    pool.on('error', (error) => writeLogLine('error', 'idle connection error', { component: 'db', err: error }));
    const db = drizzlePg({ client: pool, schema, logger: statementLogger }) as unknown as Db;
    try {
      await migratePg(db as never, { migrationsFolder: folder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    const listener = listenOnServer(options.databaseUrl, hub, connectionTimeoutMillis);
    await listener.ready;
    return {
      db,
      kind: 'postgres',
      notifications: hub,
      close: once(async () => {
        await listener.close();
        await pool.end();
      }),
    };
  }

  if (options.dataDir === 'memory://' || options.dataDir === '') {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
    const db = drizzlePglite({ client, schema, logger: statementLogger }) as unknown as Db;
    if (!options.loadDataDir) await migratePglite(db as never, { migrationsFolder: folder });
    return { db, kind: 'pglite-memory', notifications: await listenOnPglite(client), close: once(() => client.close()) };
  }

  const dataDir = path.resolve(options.dataDir);
  // PGlite does not create parent folders itself.
  mkdirSync(dataDir, { recursive: true });
  const release = await lockDataDir(dataDir);
  try {
    if (options.pgliteMode === 'main') {
      const client = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
      const db = drizzlePglite({ client, schema, logger: statementLogger }) as unknown as Db;
      await migratePglite(db as never, { migrationsFolder: folder });
      return {
        db,
        kind: 'pglite-main',
        notifications: await listenOnPglite(client),
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
    // One PGlite session serves every connection, and every write comes through this pool (the folder is
    // locked): its NOTIFYs come back on the connection that committed them, before the COMMIT's answer.
    const hub = new NotificationHub();
    const pool = listeningPool(
      {
        host: worker.socketDir,
        port: worker.port,
        user: 'postgres',
        database: 'postgres',
        max: 1,
        connectionTimeoutMillis: options.connectTimeoutMs ?? DB_CONNECT_TIMEOUT_MS,
      },
      hub,
      true,
    );
    pool.on('error', (error) => writeLogLine('error', 'idle connection error', { component: 'db', err: error }));
    const db = drizzlePg({ client: pool, schema, logger: statementLogger }) as unknown as Db;
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
    hub.setLive(true);
    return { db, kind: 'pglite-worker', notifications: hub, close };
  } catch (error) {
    await release().catch(() => undefined);
    throw error;
  }
}

/**
 * The NOTIFYs of an in-process PGlite: one session, every write goes through it, and PGlite hands a NOTIFY to
 * its listeners (microtasks queued while it reads the COMMIT's answer) before the query that committed resolves.
 */
async function listenOnPglite(client: PGlite): Promise<Notifications> {
  const hub = new NotificationHub();
  for (const channel of NOTIFY_CHANNELS) await client.listen(channel, (payload) => hub.emit(channel, payload));
  hub.setLive(true);
  return hub;
}

function once(fn: () => Promise<unknown>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn().then(() => undefined));
}
