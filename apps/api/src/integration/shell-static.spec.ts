import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { App } from '../app';
import { buildTestApp } from '../test/helper';

// The shell's build as tools/scripts/precompress.mjs leaves it: a .br and a .gz copy beside the larger files.
describe('the shell build: precompressed copies and cache lifetimes', () => {
  let app: App;
  const dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  const chunk = `console.log(${JSON.stringify('a chunk of the shell '.repeat(200))});`;
  const html = `<!doctype html><title>shell</title><!-- ${'padding '.repeat(200)} -->`;
  const withCopies = (name: string, text: string) => {
    writeFileSync(path.join(dist, name), text);
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(text));
  };
  beforeAll(async () => {
    withCopies('index.html', html);
    withCopies('main.2df94cfa03.js', chunk);
    writeFileSync(path.join(dist, 'plain.js'), chunk);
    writeFileSync(path.join(dist, 'module-federation.manifest.json'), '{"helpdesk":"http://localhost:4201"}');
    app = await buildTestApp({ shellDistDir: dist });
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the brotli copy to a browser that accepts br, the gzip one to a gzip-only client, else the file', async () => {
    const br = await get('/main.2df94cfa03.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(String(br.headers['vary'])).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(chunk);

    const gz = await get('/main.2df94cfa03.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(chunk);

    const raw = await get('/main.2df94cfa03.js');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(chunk);
  });

  it('sends a file without copies as it is, whatever the browser accepts', async () => {
    const res = await get('/plain.js', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(chunk);
  });

  it('caches content-hashed files for a year, compressed or not; never index.html or the manifest', async () => {
    for (const enc of ['br', 'gzip', undefined])
      expect((await get('/main.2df94cfa03.js', enc)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/plain.js')).headers['cache-control']).not.toMatch(/immutable/);
    const index = await get('/', 'gzip, br');
    expect(index.headers['content-encoding']).toBe('br');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(index.rawPayload).toString()).toBe(html);
    expect((await get('/index.html', 'gzip')).headers['cache-control']).toBe('no-cache');
    expect((await get('/module-federation.manifest.json', 'br')).headers['cache-control']).toBe('no-cache');
  });
});
