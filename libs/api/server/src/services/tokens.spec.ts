import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { ChannelHandlers, Notifications } from '../db/database';
import { rowsOf } from '../db/database';
import { SIGNED_IN } from '../plugins/auth';
import { bearer, buildAreaTestApp, type App } from '../testing/helper';
import { TokenStateCache } from './tokens';

/**
 * The token state cache (docs/areas/platform.md, "Sessions and tokens"): a change made by ANOTHER connection
 * (raw SQL, not through the API's code) refuses the old token on the next request once its NOTIFY has arrived: at
 * once on the embedded PGlite and, with TEST_DATABASE_URL, within moments on the PostgreSQL server (a separate pg
 * client).
 */
describe('token check with the token state cache', () => {
  let app: App;
  let other: { query(text: string): Promise<unknown>; close(): Promise<void> };
  beforeAll(async () => {
    app = await buildAreaTestApp([], {}, {
      beforeReady: (a) => {
        a.get('/api/probe', { config: { access: SIGNED_IN } }, async (request) => ({ id: request.user?.id }));
      },
    });
    const url = process.env.TEST_DATABASE_URL;
    if (url) {
      // The app's own database on the server, through a client of its own.
      const [{ name }] = rowsOf<{ name: string }>(await app.db.execute(sql`SELECT current_database() AS name`));
      const target = new URL(url);
      target.pathname = `/${name}`;
      const client = new pg.Client({ connectionString: target.toString() });
      await client.connect();
      other = { query: (text) => client.query(text), close: () => client.end() };
    } else {
      // The embedded PGlite has one session: raw SQL on it, past every code path of the API.
      other = { query: (text) => app.db.execute(sql.raw(text)), close: async () => undefined };
    }
  });
  afterAll(async () => {
    await other?.close();
    await app?.close();
  });

  const probe = async (token: string) =>
    (await app.inject({ method: 'GET', url: '/api/probe', headers: bearer(token) })).statusCode;
  const jtiOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti;

  /**
   * The NOTIFY of another connection's change has dropped the user's entry. On PGlite that has happened when the
   * change's statement answers; from a separate client of a PostgreSQL server the NOTIFY reaches the dedicated
   * LISTEN connection a little after the commit, so the server case waits for it (at most 2 s).
   */
  async function dropped(id: string, token: string): Promise<void> {
    const deadline = Date.now() + (process.env.TEST_DATABASE_URL ? 2_000 : 0);
    while (app.tokens.cache.get(id, jtiOf(token)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1));
    expect(app.tokens.cache.get(id, jtiOf(token))).toBeUndefined();
  }

  /** A fresh Employee (or `role`) and a token of it, checked twice: the second check is served from the cache. */
  async function cachedUser(role = 'Employee') {
    const id = randomUUID();
    await other.query(`INSERT INTO users (id, email, role, first_name, last_name)
      VALUES ('${id}', 'cache.${id}@staff.example.com', '${role}', 'Cache', 'Probe')`);
    const token = await app.tokens.issue({ id, role: role as 'Employee', firstName: 'Cache', departmentId: null, tokenVersion: 0 });
    expect(await probe(token)).toBe(200);
    expect(await probe(token)).toBe(200);
    expect(app.tokens.cache.get(id, jtiOf(token))).toBeDefined();
    return { id, token };
  }

  it.each([
    ['disabled', (id: string) => `UPDATE users SET disabled = true WHERE id = '${id}'`],
    ['token_version bumped', (id: string) => `UPDATE users SET token_version = token_version + 1 WHERE id = '${id}'`],
    ['soft-deleted', (id: string) => `UPDATE users SET deleted_at = now() WHERE id = '${id}'`],
    ['expire_date passed', (id: string) => `UPDATE users SET expire_date = now() - interval '1 second' WHERE id = '${id}'`],
    ['role changed', (id: string) => `UPDATE users SET role = 'SuperAdmin' WHERE id = '${id}'`],
    ['deleted', (id: string) => `DELETE FROM users WHERE id = '${id}'`],
  ])('refuses a cached token on the next request once the user is %s by another connection', async (_, change) => {
    const { id, token } = await cachedUser();
    await other.query(change(id));
    await dropped(id, token);
    expect(await probe(token)).toBe(401);
  });

  it('refuses a cached token on the next request once another connection revokes it', async () => {
    const { id, token } = await cachedUser();
    const { jti, exp } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    await other.query(`INSERT INTO revoked_tokens (jti, user_id, expires_at) VALUES ('${jti}', '${id}', to_timestamp(${exp}))`);
    await dropped(id, token);
    expect(await probe(token)).toBe(401);
  });

  it('checks the expiry of a token seen before on every request, and refuses an altered copy of it', async () => {
    const { token } = await cachedUser();
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const now = jest.spyOn(Date, 'now').mockReturnValue(exp * 1000);
    try {
      expect(await probe(token)).toBe(401);
    } finally {
      now.mockRestore();
    }
    expect(await probe(token)).toBe(200);
    const [header, payload, signature] = token.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    expect(await probe(`${header}.${payload}.${flipped}`)).toBe(401);
    const otherClaims = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'SuperAdmin' }),
    ).toString('base64url');
    expect(await probe(`${header}.${otherClaims}.${signature}`)).toBe(401);
  });

  it('keeps serving other users from the cache and a change of an unwatched column drops nothing', async () => {
    const a = await cachedUser();
    const b = await cachedUser();
    await other.query(`UPDATE users SET disabled = true WHERE id = '${a.id}'`);
    await other.query(`UPDATE users SET phone = '+910000000000' WHERE id = '${b.id}'`);
    await dropped(a.id, a.token);
    expect(await probe(a.token)).toBe(401);
    expect(app.tokens.cache.get(b.id, jtiOf(b.token))).toBeDefined();
    expect(await probe(b.token)).toBe(200);
  });

  (process.env.TEST_DATABASE_URL ? it : it.skip)(
    'empties and bypasses the cache while the LISTEN connection is down, and uses it again once back',
    async () => {
      const { id, token } = await cachedUser();
      expect(app.database.notifications.live).toBe(true);
      // Every listening connection of this app's database, the dedicated one included.
      await other.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN%'`);
      for (let i = 0; i < 100 && app.database.notifications.live; i++) await new Promise((r) => setTimeout(r, 10));
      expect(app.database.notifications.live).toBe(false);
      expect(app.tokens.cache.size).toBe(0);
      // Bypassed: read from the database, not stored.
      expect(await probe(token)).toBe(200);
      expect(app.tokens.cache.size).toBe(0);
      for (let i = 0; i < 500 && !app.database.notifications.live; i++) await new Promise((r) => setTimeout(r, 10));
      expect(app.database.notifications.live).toBe(true);
      expect(await probe(token)).toBe(200);
      expect(app.tokens.cache.size).toBe(1);
      await other.query(`UPDATE users SET disabled = true WHERE id = '${id}'`);
      await dropped(id, token);
      expect(await probe(token)).toBe(401);
    },
    30_000,
  );
});

describe('TokenStateCache', () => {
  /** A hand-driven delivery: `send` a NOTIFY, `setLive` the state. */
  function feed(live = true) {
    let handlers!: ChannelHandlers;
    const notifications: Notifications = {
      live,
      subscribe: (_channel, h) => {
        handlers = h;
        return () => undefined;
      },
    };
    return { notifications, send: (p: string) => handlers.message(p), setLive: (l: boolean) => handlers.state(l) };
  }
  const state = (id: string, tokenVersion = 0) => ({
    id,
    role: 'Employee' as const,
    email: 'a@b.c',
    firstName: 'A',
    lastName: 'B',
    departmentId: null,
    tokenVersion,
    disabled: false,
    deletedAt: null,
    expireDate: null,
  });

  it('does not store a read that a NOTIFY overtook (the read may hold the old state)', () => {
    const f = feed();
    const cache = new TokenStateCache(f.notifications);
    const stamp = cache.stamp();
    f.send('u1');
    cache.put(stamp, state('u1'), 'j1');
    expect(cache.get('u1', 'j1')).toBeUndefined();
    cache.put(cache.stamp(), state('u1'), 'j1');
    expect(cache.get('u1', 'j1')).toBeDefined();
    expect(cache.get('u1', 'j2')).toBeUndefined(); // another token of the user: its revocation is unknown
    f.send('u1');
    expect(cache.get('u1', 'j1')).toBeUndefined();
  });

  it('empties on a TRUNCATE (empty payload) and stores nothing while not live', () => {
    const f = feed();
    const cache = new TokenStateCache(f.notifications);
    cache.put(cache.stamp(), state('u1'), 'j1');
    cache.put(cache.stamp(), state('u2'), 'j1');
    f.send('');
    expect(cache.size).toBe(0);
    cache.put(cache.stamp(), state('u1'), 'j1');
    const stamp = cache.stamp();
    f.setLive(false);
    expect(cache.size).toBe(0);
    cache.put(stamp, state('u2'), 'j1');
    cache.put(cache.stamp(), state('u2'), 'j1');
    expect(cache.size).toBe(0);
    f.setLive(true);
    cache.put(cache.stamp(), state('u2'), 'j1');
    expect(cache.size).toBe(1);
  });

  it('caches nothing without a delivery', () => {
    const cache = new TokenStateCache(undefined);
    cache.put(cache.stamp(), state('u1'), 'j1');
    expect(cache.size).toBe(0);
  });
});
