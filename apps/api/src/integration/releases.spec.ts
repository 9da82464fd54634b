import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { capturedLogLines } from '@backoffice/api-server/testing';
import type { App } from '../app';
import { bearer, buildTestApp, demo, loginAs, loginAsAdmin } from '../test/helper';

// RELEASES_DIR as the release command leaves it, written by hand: two builds of the help desk (r2 live), one of
// cms (not promoted), the live manifest and the history.
const releases = mkdtempSync(path.join(tmpdir(), 'releases-'));
const dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
const HELPDESK_R1 = 'r1-0123456789ab';
const HELPDESK_R2 = 'r2-abcdef012345';
const entryJs = `var helpdesk;${'/* the remote entry */ '.repeat(100)}`;
const live = {
  helpdesk: {
    entry: `/releases/helpdesk/${HELPDESK_R2}/remoteEntry.js`,
    version: 'r2',
    commit: 'abcdef012345',
    contract: '1.0',
    folder: HELPDESK_R2,
    promotedAt: '2026-05-02T10:00:00.000Z',
    promotedBy: 'ana',
  },
};
const history = [
  { at: '2026-05-01T09:00:00.000Z', by: 'ana', action: 'release', area: 'helpdesk', version: 'r1', commit: '0123456789ab', contract: '1.0', folder: HELPDESK_R1, durationMs: 40_000 },
  { at: '2026-05-01T09:05:00.000Z', by: 'ana', action: 'promote', area: 'helpdesk', version: 'r1', commit: '0123456789ab', contract: '1.0', folder: HELPDESK_R1, durationMs: 12 },
  { at: '2026-05-02T09:50:00.000Z', by: 'ana', action: 'release', area: 'helpdesk', version: 'r2', commit: 'abcdef012345', contract: '1.0', folder: HELPDESK_R2, durationMs: 38_000 },
  { at: '2026-05-02T10:00:00.000Z', by: 'ana', action: 'promote', area: 'helpdesk', version: 'r2', commit: 'abcdef012345', contract: '1.0', folder: HELPDESK_R2, durationMs: 9, from: 'r1' },
  { at: '2026-05-03T08:00:00.000Z', by: 'bo', action: 'release', area: 'cms', version: 'r1', commit: 'fedcba987654', contract: '1.0', folder: 'r1-fedcba987654', durationMs: 41_000 },
];

function release(area: string, folder: string, record: Record<string, string>, files: Record<string, string | Buffer>) {
  mkdirSync(path.join(releases, area, folder), { recursive: true });
  writeFileSync(path.join(releases, area, folder, 'release.json'), JSON.stringify({ area, ...record }));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(releases, area, folder, name), content);
}

const writeManifest = (text: string) => writeFileSync(path.join(releases, 'manifest.json'), text);

beforeAll(() => {
  release('helpdesk', HELPDESK_R1, { version: 'r1', commit: '0123456789ab', contract: '1.0', builtAt: '2026-05-01T09:00:00.000Z', builtBy: 'ana' }, {
    'remoteEntry.js': 'var helpdesk_r1;',
  });
  release('helpdesk', HELPDESK_R2, { version: 'r2', commit: 'abcdef012345', contract: '1.0', builtAt: '2026-05-02T09:50:00.000Z', builtBy: 'ana' }, {
    'remoteEntry.js': entryJs,
    'remoteEntry.js.br': brotliCompressSync(entryJs),
    '107.bb99cb8c3a.js': 'chunk();',
  });
  release('cms', 'r1-fedcba987654', { version: 'r1', commit: 'fedcba987654', contract: '1.0', builtAt: '2026-05-03T08:00:00.000Z', builtBy: 'bo' }, {
    'remoteEntry.js': 'var cms;',
  });
  writeFileSync(path.join(releases, 'secret.txt'), 'not a release file');
  writeFileSync(
    path.join(releases, 'history.jsonl'),
    [JSON.stringify(history[0]), '{ torn line', JSON.stringify(history[1]), JSON.stringify({ at: 'x' }), ...history.slice(2).map((h) => JSON.stringify(h))].join('\n') + '\n',
  );
  writeManifest(JSON.stringify(live));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(
    path.join(dist, 'module-federation.manifest.json'),
    JSON.stringify({ helpdesk: 'http://localhost:4201/remoteEntry.js', cms: 'http://localhost:4202/remoteEntry.js' }),
  );
});
afterAll(() => {
  rmSync(releases, { recursive: true, force: true });
  rmSync(dist, { recursive: true, force: true });
});

describe('the released areas: files, live manifest and GET /api/releases', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ releasesDir: releases, shellDistDir: dist });
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it("serves a release's files for a year, immutable, the brotli copy to a browser that accepts it", async () => {
    const plain = await get(`/releases/helpdesk/${HELPDESK_R2}/remoteEntry.js`);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-type']).toMatch(/javascript/);
    expect(plain.body).toBe(entryJs);

    const br = await get(`/releases/helpdesk/${HELPDESK_R2}/remoteEntry.js`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(entryJs);

    const older = await get(`/releases/helpdesk/${HELPDESK_R1}/remoteEntry.js`);
    expect(older.body).toBe('var helpdesk_r1;');
    expect((await get(`/releases/helpdesk/${HELPDESK_R2}/107.bb99cb8c3a.js`)).body).toBe('chunk();');
  });

  it('answers 404 for anything else under /releases/: no listing, no RELEASES_DIR file, no SPA page', async () => {
    for (const url of [
      '/releases/',
      '/releases/helpdesk',
      '/releases/helpdesk/',
      `/releases/helpdesk/${HELPDESK_R2}`,
      `/releases/helpdesk/${HELPDESK_R2}/`,
      `/releases/helpdesk/${HELPDESK_R2}/missing.js`,
      '/releases/manifest.json',
      '/releases/history.jsonl',
      '/releases/secret.txt',
    ]) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).not.toMatch(/<title>shell/);
    }
    // The page /releases is the shell's (its SPA fallback), not a folder.
    expect((await get('/releases')).body).toMatch(/<title>shell/);
  });

  it('refuses a path out of RELEASES_DIR, plain or encoded, sent as it is over HTTP', async () => {
    writeFileSync(path.join(path.dirname(releases), 'outside-releases.txt'), 'a file out of RELEASES_DIR');
    // Over a socket: inject (like a browser) would resolve the dot segments before the server sees them.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const raw = (url: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: url }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
    for (const url of [
      `/releases/helpdesk/${HELPDESK_R2}/../../../outside-releases.txt`,
      `/releases/helpdesk/${HELPDESK_R2}/%2e%2e/%2e%2e/%2e%2e/outside-releases.txt`,
      `/releases/helpdesk/${HELPDESK_R2}/..%2f..%2f..%2foutside-releases.txt`,
      `/releases/helpdesk/x/../../manifest.json`,
      `/releases/helpdesk/${HELPDESK_R2}/./remoteEntry.js`,
      `/releases/helpdesk/${HELPDESK_R2}//etc/passwd`,
    ]) {
      const res = await raw(url);
      expect([url, res.status === 403 || res.status === 404]).toEqual([url, true]);
      expect(res.body).not.toMatch(/a file out of|"helpdesk":|the remote entry/);
    }
  });

  it("answers the build's manifest with the live areas laid over it, cacheable for a minute, with an ETag", async () => {
    const res = await get('/module-federation.manifest.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=30');
    expect(res.json()).toEqual({ helpdesk: live.helpdesk, cms: 'http://localhost:4202/remoteEntry.js' });

    const etag = String(res.headers['etag']);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/module-federation.manifest.json', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('reads the manifest on each request: a promotion shows at once, with another ETag', async () => {
    const before = await get('/module-federation.manifest.json');
    const cms = { ...live.helpdesk, entry: '/releases/cms/r1-fedcba987654/remoteEntry.js', version: 'r1', commit: 'fedcba987654', folder: 'r1-fedcba987654' };
    writeManifest(JSON.stringify({ ...live, cms }));
    try {
      const after = await get('/module-federation.manifest.json', { 'if-none-match': String(before.headers['etag']) });
      expect(after.statusCode).toBe(200);
      expect(after.headers['etag']).not.toBe(before.headers['etag']);
      expect(after.json()).toEqual({ helpdesk: live.helpdesk, cms });
    } finally {
      writeManifest(JSON.stringify(live));
    }
  });

  it("falls back to the build's manifest (no-cache) when the live one is malformed, and logs it", async () => {
    for (const text of ['{ "helpdesk": ', '["not", "an object"]', '{ "helpdesk": { "version": "r2" } }']) {
      writeManifest(text);
      const logged = capturedLogLines().length;
      const res = await get('/module-federation.manifest.json');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.json()).toEqual({ helpdesk: 'http://localhost:4201/remoteEntry.js', cms: 'http://localhost:4202/remoteEntry.js' });
      const problem = capturedLogLines().slice(logged).find((line) => line.includes('the live manifest is malformed'));
      expect(problem).toMatch(/manifest\.json is not/);
    }
    writeManifest(JSON.stringify(live));
  });

  it('gives a SuperAdmin every released area, its builds newest first and the history newest first', async () => {
    const admin = bearer(await loginAsAdmin(app as never));
    const res = await get('/api/releases', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.areas).toEqual([
      {
        area: 'helpdesk',
        live: { version: 'r2', commit: 'abcdef012345', contract: '1.0', folder: HELPDESK_R2, promotedAt: '2026-05-02T10:00:00.000Z', promotedBy: 'ana' },
        releases: [
          { area: 'helpdesk', version: 'r2', commit: 'abcdef012345', contract: '1.0', builtAt: '2026-05-02T09:50:00.000Z', builtBy: 'ana', folder: HELPDESK_R2, live: true },
          { area: 'helpdesk', version: 'r1', commit: '0123456789ab', contract: '1.0', builtAt: '2026-05-01T09:00:00.000Z', builtBy: 'ana', folder: HELPDESK_R1, live: false },
        ],
      },
      {
        area: 'cms',
        live: null,
        releases: [
          { area: 'cms', version: 'r1', commit: 'fedcba987654', contract: '1.0', builtAt: '2026-05-03T08:00:00.000Z', builtBy: 'bo', folder: 'r1-fedcba987654', live: false },
        ],
      },
    ]);
    // The torn and incomplete lines are skipped.
    expect(body.history).toEqual([...history].reverse());
  });

  it('refuses GET /api/releases to an Employee (403) and to a caller without a token (401)', async () => {
    const employee = bearer(await loginAs(app as never, demo.employee));
    expect((await get('/api/releases', employee)).statusCode).toBe(403);
    expect((await get('/api/releases')).statusCode).toBe(401);
  });
});

describe('nothing released', () => {
  let app: App;
  const empty = path.join(tmpdir(), `releases-none-${process.pid}`);
  beforeAll(async () => {
    app = await buildTestApp({ releasesDir: empty, shellDistDir: dist });
  });
  afterAll(() => app.close());

  it("answers the build's manifest as before (no-cache), no release file, and an empty list", async () => {
    const manifest = await app.inject({ method: 'GET', url: '/module-federation.manifest.json' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ helpdesk: 'http://localhost:4201/remoteEntry.js', cms: 'http://localhost:4202/remoteEntry.js' });
    expect((await app.inject({ method: 'GET', url: `/releases/helpdesk/${HELPDESK_R2}/remoteEntry.js` })).statusCode).toBe(404);

    const admin = bearer(await loginAsAdmin(app as never));
    const res = await app.inject({ method: 'GET', url: '/api/releases', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ areas: [], history: [] });
  });
});
