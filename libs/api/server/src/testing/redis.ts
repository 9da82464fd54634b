/**
 * A throwaway Redis for tests (docs/api-database.md, "Several instances"): Debian's redis-server on a free
 * loopback port, in a temporary folder, with nothing saved to disk. Without /usr/bin/redis-server the suites that
 * need it fail in CI (CI=true) with a message that says so, and are skipped elsewhere.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { closeRedis } from '../plugins/redis';

/** The server binary the tests start (Debian's package `redis-server`). */
export const REDIS_SERVER_BIN = '/usr/bin/redis-server';

export interface TestRedis {
  /** `redis://127.0.0.1:<port>` (the REDIS_URL of a test app). */
  url: string;
  port: number;
  /** Stops the server and removes its folder. Idempotent. */
  stop(): Promise<void>;
}

/** A port nobody listened on a moment ago (the server may still lose it to another process: see {@link startRedis}). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Whether a Redis answers PING on `port` (one try, at most `ms` milliseconds). */
function pings(port: number, ms = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let answer = '';
    const done = (ok: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), ms);
    socket.once('error', () => done(false));
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'));
    });
    socket.once('connect', () => socket.write('PING\r\n'));
  });
}

async function startOnce(): Promise<TestRedis | null> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'backoffice-test-redis-'));
  const child: ChildProcess = spawn(
    REDIS_SERVER_BIN,
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--logfile', ''],
    { stdio: 'ignore' },
  );
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
    child.once('error', () => {
      exited = true;
      resolve();
    });
  });
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exit;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && !exited) {
    if (await pings(port)) return { url: `redis://127.0.0.1:${port}`, port, stop };
    await new Promise((r) => setTimeout(r, 50));
  }
  await stop();
  return null;
}

/**
 * Starts a redis-server for a test file (call in beforeAll, `stop()` in afterAll). The port is picked free just
 * before the start; when another process took it meanwhile, another one is tried (three tries).
 * @throws Error when the binary is missing or the server never answered PING.
 */
export async function startRedis(): Promise<TestRedis> {
  if (!existsSync(REDIS_SERVER_BIN)) throw new Error(`${REDIS_SERVER_BIN} is missing: install Debian's redis-server`);
  for (let attempt = 0; attempt < 3; attempt++) {
    const redis = await startOnce();
    if (redis) return redis;
  }
  throw new Error(`${REDIS_SERVER_BIN} did not answer PING on a free port after three starts`);
}

/** The Redis of a suite ({@link useTestRedis}). */
export interface SuiteRedis {
  /** A new client to the suite's server (one try per command); closed after the suite. */
  client(): Redis;
  /** Every client opened for the suite, in order (a test may add its own, to be closed with them). */
  clients: Redis[];
}

/**
 * Inside a {@link describeWithRedis} suite: starts a throwaway Redis ({@link startRedis}) before its tests, and
 * after them closes its clients and stops the server.
 */
export function useTestRedis(): SuiteRedis {
  let server: TestRedis | undefined;
  const clients: Redis[] = [];
  beforeAll(async () => {
    server = await startRedis();
  });
  afterAll(async () => {
    await Promise.all(clients.map(closeRedis));
    await server?.stop();
  });
  const client = () => {
    if (!server) throw new Error('the suite Redis is not started yet');
    const c = new Redis(server.url, { maxRetriesPerRequest: 1 });
    clients.push(c);
    return c;
  };
  return { client, clients };
}

/**
 * `describe` for suites that need a real Redis: as `describe` when /usr/bin/redis-server exists; otherwise one
 * failing test in CI (CI=true: the suite must not pass by doing nothing), and skipped elsewhere.
 */
export function describeWithRedis(name: string, fn: () => void): void {
  if (existsSync(REDIS_SERVER_BIN)) {
    describe(name, fn);
  } else if (process.env.CI === 'true' || process.env.CI === '1') {
    describe(name, () => {
      it('needs redis-server', () => {
        throw new Error(`${REDIS_SERVER_BIN} is missing: CI must install Debian's redis-server (apt-get install redis-server)`);
      });
    });
  } else {
    describe.skip(`${name} (${REDIS_SERVER_BIN} missing)`, fn);
  }
}
