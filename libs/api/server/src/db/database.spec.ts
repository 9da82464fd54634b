import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import lockfile from 'proper-lockfile';
import { DataDirLockedError, named, openDatabase, rowsOf } from './database';
import { outbox, users } from './server.schema';

const workspaceRoot = path.resolve(__dirname, '..', '..', '..', '..', '..');

describe('embedded database in a data folder', () => {
  const base = mkdtempSync(path.join(tmpdir(), 'api-db-'));
  const dataDir = path.join(base, 'nested', 'pglite');
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('creates the folder, runs PGlite in a worker, migrates, locks the folder and releases it on close', async () => {
    const database = await openDatabase({ dataDir });
    try {
      expect(database.kind).toBe('pglite-worker');
      const [{ n }] = await database.db.select({ n: count() }).from(users);
      expect(Number(n)).toBe(0);
      expect(await lockfile.check(dataDir, { realpath: false })).toBe(true);
      // A second opener in this process is refused as well.
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await database.close();
    }
    expect(await lockfile.check(dataDir, { realpath: false })).toBe(false);
    // Reopening keeps the data and re-applies no migration.
    const again = await openDatabase({ dataDir, pgliteMode: 'main' });
    expect(again.kind).toBe('pglite-main');
    await again.close();
  }, 120_000);

  it('keeps large writes intact while reads run concurrently (pool of one over the socket)', async () => {
    const database = await openDatabase({ dataDir });
    try {
      const big = 'x'.repeat(300_000) + 'end';
      const reads = Array.from({ length: 20 }, () => database.db.select({ n: count() }).from(users));
      // In a transaction, as multi-step changes run: the pool's only connection serves it, reads queue behind.
      const [row] = await database.db.transaction((tx) =>
        tx
          .insert(outbox)
          .values({ channel: 'email', recipient: 'big@staff.example.com', subject: 'big', body: big })
          .returning(),
      );
      await Promise.all(reads);
      const [back] = await database.db.select().from(outbox).where(eq(outbox.id, row.id));
      expect(back.body).toBe(big);
    } finally {
      await database.close();
    }
  }, 60_000);

  it("prepares a named statement again on the pool's next connection to PGlite's one session", async () => {
    const database = await openDatabase({ dataDir });
    try {
      const probe = (n: number) => database.db.execute(named('probe', sql`SELECT ${n}::int AS n`));
      expect(rowsOf(await probe(1))).toEqual([{ n: 1 }]);
      expect(rowsOf(await probe(2))).toEqual([{ n: 2 }]);
      // pg's pool closes a connection idle for 10 s; the next query opens another one on the same session,
      // which still holds the statement the first connection prepared.
      await new Promise((r) => setTimeout(r, 10_500));
      expect(rowsOf(await probe(3))).toEqual([{ n: 3 }]);
      const statements = rowsOf<{ name: string }>(await database.db.execute(sql`SELECT name FROM pg_prepared_statements`));
      expect(statements.map((s) => s.name)).toEqual([expect.stringMatching(/^probe_[0-9a-f]{12}$/)]);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('takes over at once a lock left by a process that was killed', async () => {
    const child = spawn(
      process.execPath,
      // `node --import tsx` runs the fixture in this very process (the tsx CLI would fork a grandchild).
      ['--import', 'tsx', path.join(__dirname, 'hold-data-dir.ts')],
      { cwd: workspaceRoot, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, DATA_DIR: dataDir } },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d) => String(d).includes('open') && resolve());
      child.on('exit', (code) => reject(new Error(`child exited early (${code})`)));
    });
    child.removeAllListeners('exit');
    const gone = new Promise((r) => child.on('exit', r));
    child.kill('SIGKILL');
    await gone;
    expect(await lockfile.check(dataDir, { realpath: false })).toBe(true);
    const log = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const database = await openDatabase({ dataDir });
    // Taken over from the dead owner, not after the 10 s stale delay; said in a JSON log line.
    const lines = log.mock.calls.flatMap(([line]) => {
      try {
        return [JSON.parse(String(line))];
      } catch {
        return [];
      }
    });
    log.mockRestore();
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 40, component: 'db', msg: expect.stringContaining('taking over the lock') }),
    );
    const [{ n }] = await database.db.select({ n: count() }).from(users);
    expect(Number(n)).toBe(0);
    await database.close();
  }, 120_000);

  it('a second process on the same folder fails with a clear error', async () => {
    const database = await openDatabase({ dataDir });
    try {
      const child = spawn(
        process.execPath,
        [
          path.join(workspaceRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
          '--tsconfig',
          // The API's entry (apps/api) turns the lock error into its message and exit code 1.
          path.join(workspaceRoot, 'apps', 'api', 'tsconfig.json'),
          path.join(workspaceRoot, 'apps', 'api', 'src', 'main.ts'),
        ],
        { env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' }, cwd: workspaceRoot },
      );
      let stderr = '';
      child.stderr.on('data', (d) => (stderr += String(d)));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(`The data folder ${dataDir} is in use by another process`);
    } finally {
      await database.close();
    }
  }, 120_000);
});
