/**
 * The database goes away under a running API, then comes back (docs/production.md, "During a database outage").
 * The app's pool reaches its database through a TCP proxy of this file, which can hold what is sent (requests
 * then wait on the database), cut every connection and refuse new ones (the database stopped), and listen again
 * (it is back). Behind the proxy: a copy of the test database on the PostgreSQL server of TEST_DATABASE_URL, or
 * the in-memory test dump served over the PostgreSQL protocol by pglite-socket. Every call that needs the
 * database answers 503 with Retry-After and the usual error shape meanwhile, and 200 again once it is back,
 * without a restart.
 */
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { PGLITE_EXTENSIONS, composeSchema, openDatabase, rowsOf, type Database } from '@backoffice/api-server';
import { serverSchema } from '@backoffice/api-server/schema';
import { captureLogger, checkLogOnClose, dumpPath } from '@backoffice/api-server/testing';
import { CommonMessages } from '@backoffice/contracts';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { API_AREAS } from '../areas';
import { bearer, createAppTestDatabase, demo, loginAs, loginAsAdmin, testConfig, type App } from '../test/helper';

/** A TCP proxy to `target` that the test can hold, cut and bring back. */
class FlakyProxy {
  private server: net.Server | undefined;
  private readonly pairs = new Set<[net.Socket, net.Socket]>();
  private held = false;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  /**
   * Listens on 127.0.0.1 (a free port the first time, the same one again after {@link cut}); `held`: takes
   * connections but forwards nothing until {@link release} (a database that never answers).
   */
  async listen({ held = false } = {}): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      const pair: [net.Socket, net.Socket] = [client, upstream];
      this.pairs.add(pair);
      const drop = () => {
        this.pairs.delete(pair);
        client.destroy();
        upstream.destroy();
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      client.pipe(upstream);
      upstream.pipe(client);
      // After pipe(), which resumes its source.
      if (this.held) client.pause();
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
    if (held) this.hold();
    else this.release();
  }

  /** Forwards again what was held. */
  release(): void {
    this.held = false;
    for (const [client] of this.pairs) client.resume();
  }

  /** Forwards nothing more to the database: queries sent from now on wait for an answer. */
  hold(): void {
    this.held = true;
    for (const [client] of this.pairs) client.pause();
  }

  /** The database is gone: every connection drops, a new one is refused (ECONNREFUSED). */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    for (const [client, upstream] of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
    await closed;
  }
}

/** The database behind the proxy: its address, and how to end it. */
interface Backend {
  host: string;
  port: number;
  /** The URL of the database through `port` (the proxy's), user and password included. */
  urlVia(port: number): string;
  close(): Promise<void>;
}

/** A copy of the whole API's test database: on the PostgreSQL server of TEST_DATABASE_URL, else PGlite served over TCP. */
async function startBackend(): Promise<Backend> {
  if (process.env.TEST_DATABASE_URL) {
    const copy = await createAppTestDatabase();
    const [{ name }] = rowsOf<{ name: string }>(await copy.db.execute(sql`select current_database() as name`));
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    return {
      host: url.hostname,
      port: Number(url.port || 5432),
      urlVia: (port) => Object.assign(new URL(url), { hostname: '127.0.0.1', port: String(port) }).toString(),
      close: () => copy.close(),
    };
  }
  const db = await PGlite.create({ loadDataDir: new Blob([readFileSync(dumpPath(API_AREAS))]), extensions: PGLITE_EXTENSIONS });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 8 });
  await server.start();
  const [host, port] = server.getServerConn().split(':');
  return {
    host,
    port: Number(port),
    urlVia: (via) => `postgres://postgres@127.0.0.1:${via}/postgres`,
    close: async () => {
      await server.stop();
      await db.close();
    },
  };
}

describe('when the database goes away under the running API', () => {
  let backend: Backend;
  let proxy: FlakyProxy;
  let database: Database;
  let app: App;
  let admin: Record<string, string>;
  let department: Record<string, string>;

  beforeAll(async () => {
    backend = await startBackend();
    proxy = new FlakyProxy(backend);
    await proxy.listen();
    // One connection on PGlite (one session behind pglite-socket: docs/toolchain.md, "PGlite traps"); a short
    // connect time-out so that a request waiting for the held connection gives up within the test.
    database = await openDatabase({
      databaseUrl: backend.urlVia(proxy.port),
      dataDir: '',
      poolSize: process.env.TEST_DATABASE_URL ? 4 : 1,
      connectTimeoutMs: 1_000,
      schema: composeSchema(serverSchema, API_AREAS),
    });
    app = checkLogOnClose(await buildApp({ config: testConfig(), database, logger: captureLogger() }));
    await app.ready();
    admin = bearer(await loginAsAdmin(app as never));
    department = bearer(await loginAs(app as never, demo.department));
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await proxy?.cut();
    await backend?.close();
  });

  /**
   * A list, the signed-in user and a sign-in: the calls the issue measured (a Department user's `/user/me`, which
   * reads its department; a token's state may come from memory while the database's notifications are live).
   */
  const calls = () => [
    app.inject({ method: 'GET', url: '/api/user/all', headers: admin }),
    app.inject({ method: 'GET', url: '/api/user/me', headers: department }),
    app.inject({ method: 'POST', url: '/api/user/login', payload: { email: demo.employee.email, password: demo.employee.password } }),
  ];

  const expectUnavailable = (res: Awaited<ReturnType<App['inject']>>) => {
    expect({ url: res.raw.req.url, status: res.statusCode, body: res.json() }).toEqual({
      url: res.raw.req.url,
      status: 503,
      body: { statusCode: 503, error: 'Service Unavailable', message: CommonMessages.connection.unavailable },
    });
    expect(res.headers['retry-after']).toBe('5');
  };

  it('answers 503 with Retry-After to the calls waiting on it, then to every new call, then 200 once it is back', async () => {
    for (const res of await Promise.all(calls())) expect(res.statusCode).toBe(200);

    // Stopped under requests: they are waiting on the database when it goes.
    proxy.hold();
    const waiting = Promise.all(calls());
    await new Promise((resolve) => setTimeout(resolve, 300));
    await proxy.cut();
    for (const res of await waiting) expectUnavailable(res);

    // Down: a new connection is refused.
    for (const res of await Promise.all(calls())) expectUnavailable(res);
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);

    // Back, same process, same pool.
    await proxy.listen();
    for (const res of await Promise.all(calls())) expect(res.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  }, 60_000);

  it('answers 503 within the connect time-out when the database takes connections but never answers', async () => {
    await proxy.cut();
    await proxy.listen({ held: true });
    const started = Date.now();
    for (const res of await Promise.all(calls())) expectUnavailable(res);
    expect(Date.now() - started).toBeLessThan(10_000);
    proxy.release();
    expect((await Promise.all(calls())).map((r) => r.statusCode)).toEqual([200, 200, 200]);
  }, 60_000);
});
