/**
 * Runs PGlite in a worker thread behind @electric-sql/pglite-socket, so that its queries do not block the
 * API's event loop (docs/toolchain.md, "PGlite traps": PGlite on the main thread blocks every request while a
 * query runs). The API reaches it with pg over a Unix socket, with a pool of ONE connection: pglite-socket
 * can interleave large messages of concurrent connections, and all connections share one session anyway.
 *
 * The worker's code is an eval'd CommonJS string, so it runs the same under tsx, Jest and the esbuild bundle;
 * the packages are resolved here (main thread) and handed over as absolute paths.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.pglitePath);
const { PGLiteSocketServer } = require(workerData.socketPath);
const { pg_trgm } = require(workerData.pgTrgmPath);
const { fuzzystrmatch } = require(workerData.fuzzystrmatchPath);
let db, server;
(async () => {
  try {
    db = await PGlite.create({ extensions: { pg_trgm, fuzzystrmatch }, ...(workerData.dataDir ? { dataDir: workerData.dataDir } : {}) });
    server = new PGLiteSocketServer({ db, path: workerData.socketFile, maxConnections: workerData.maxConnections });
    await server.start();
    parentPort.postMessage({ type: 'ready' });
  } catch (error) {
    parentPort.postMessage({ type: 'error', message: String((error && error.stack) || error) });
  }
})();
parentPort.on('message', async (message) => {
  if (message.type !== 'close') return;
  try {
    if (server) await server.stop();
    if (db) await db.close();
  } finally {
    parentPort.postMessage({ type: 'closed' });
  }
});
`;

export interface PgliteWorkerHandle {
  /** Directory holding the Unix socket `.s.PGSQL.5432`: pg's `host`. */
  socketDir: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Starts PGlite in a worker thread, listening on a private Unix socket.
 * @param dataDir the data folder (must exist), or undefined for an in-memory database (benchmarks).
 * @param maxConnections the socket server's limit; it DROPS connections past it, so keep it ≥ the pool size.
 * @param onUnexpectedExit called when the worker dies without being closed (the database is gone).
 * @throws Error when PGlite fails to open the folder.
 */
export async function startPgliteWorker(
  dataDir: string | undefined,
  maxConnections = 2,
  onUnexpectedExit?: (code: number) => void,
): Promise<PgliteWorkerHandle> {
  const socketDir = mkdtempSync(path.join(tmpdir(), 'backoffice-pglite-'));
  const port = 5432;
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      dataDir,
      socketFile: path.join(socketDir, `.s.PGSQL.${port}`),
      maxConnections,
      pglitePath: require.resolve('@electric-sql/pglite'),
      socketPath: require.resolve('@electric-sql/pglite-socket'),
      // database.ts PGLITE_EXTENSIONS: the extensions the migrations create.
      pgTrgmPath: require.resolve('@electric-sql/pglite/contrib/pg_trgm'),
      fuzzystrmatchPath: require.resolve('@electric-sql/pglite/contrib/fuzzystrmatch'),
    },
  });
  await new Promise<void>((resolve, reject) => {
    const onMessage = (m: { type: string; message?: string }) => {
      if (m.type === 'ready') {
        worker.off('error', reject);
        resolve();
      } else if (m.type === 'error') reject(new Error(`PGlite worker failed to start: ${m.message}`));
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
  let closing: Promise<void> | undefined;
  worker.on('exit', (code) => {
    if (!closing) onUnexpectedExit?.(code);
  });
  return {
    socketDir,
    port,
    close() {
      closing ??= new Promise<void>((resolve) => {
        const timer = setTimeout(() => void worker.terminate().then(() => resolve()), 10_000);
        worker.on('message', (m: { type: string }) => {
          if (m.type !== 'closed') return;
          clearTimeout(timer);
          void worker.terminate().then(() => resolve());
        });
        worker.postMessage({ type: 'close' });
      }).finally(() => rmSync(socketDir, { recursive: true, force: true }));
      return closing;
    },
  };
}
