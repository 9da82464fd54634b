// The build-time compression of the production files (tools/scripts/precompress.mjs) and the remotes' static
// server sending those copies (tools/scripts/serve-remote.mjs), driven as the build and servers.mjs drive them.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const SCRIPTS = __dirname;
const bigJs = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(', ')}];\n`;

function buildDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), bigJs);
  fs.writeFileSync(path.join(dir, '107.bb99cb8c3a.js'), bigJs.replace('rows', 'chunk'));
  fs.writeFileSync(path.join(dir, 'tiny.1234567890.js'), 'export {};\n');
  fs.writeFileSync(path.join(dir, 'module-federation.manifest.json'), JSON.stringify({ pad: 'x'.repeat(2000) }));
  fs.writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096, 1));
  return dir;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

describe('precompress.mjs', () => {
  it('writes a brotli and a gzip copy of each text file of 1 KB or more, equal to it once decoded', () => {
    const dir = buildDir();
    const out = execFileSync(process.execPath, [path.join(SCRIPTS, 'precompress.mjs'), dir], { encoding: 'utf8' });
    expect(out).toMatch(/2 files/);
    for (const name of ['remoteEntry.js', '107.bb99cb8c3a.js']) {
      const raw = fs.readFileSync(path.join(dir, name));
      const br = fs.readFileSync(path.join(dir, `${name}.br`));
      const gz = fs.readFileSync(path.join(dir, `${name}.gz`));
      expect(zlib.brotliDecompressSync(br).equals(raw)).toBe(true);
      expect(zlib.gunzipSync(gz).equals(raw)).toBe(true);
      expect(br.length).toBeLessThan(raw.length / 3);
    }
    // Small files, binary files and the manifest rewritten at every start have no copy.
    for (const name of ['tiny.1234567890.js', 'module-federation.manifest.json', 'logo.png']) {
      expect(fs.existsSync(path.join(dir, `${name}.br`))).toBe(false);
      expect(fs.existsSync(path.join(dir, `${name}.gz`))).toBe(false);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('rewrites a copy whose file changed since, and only then', () => {
    const dir = buildDir();
    const run = () => execFileSync(process.execPath, [path.join(SCRIPTS, 'precompress.mjs'), dir]);
    run();
    const file = path.join(dir, 'remoteEntry.js');
    const untouched = fs.statSync(`${file}.br`).mtimeMs;
    fs.writeFileSync(file, bigJs.replace('rows', 'lines'));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    run();
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toContain('lines');
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toContain('lines');
    expect(fs.statSync(path.join(dir, '107.bb99cb8c3a.js.br')).mtimeMs).toBeLessThanOrEqual(untouched + 1);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('serve-remote.mjs with precompressed copies', () => {
  let dir: string;
  let child: ChildProcess;
  let base: string;
  beforeAll(async () => {
    dir = buildDir();
    execFileSync(process.execPath, [path.join(SCRIPTS, 'precompress.mjs'), dir]);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [path.join(SCRIPTS, 'serve-remote.mjs'), 'test', String(port), dir], {
      env: { ...process.env, HOST: '127.0.0.1' },
      stdio: 'ignore',
    });
    for (let i = 0; i < 100; i++) {
      try {
        await fetch(`${base}/remoteEntry.js`);
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error('serve-remote did not start');
  });
  afterAll(() => {
    child.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  // Node's fetch decodes the body itself: ask with a raw HTTP request to see what was sent.
  const get = (pathname: string, acceptEncoding?: string) =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = http.get(
        `${base}${pathname}`,
        { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', reject);
    });

  it('sends the brotli copy to a browser that accepts br, gzip to one that accepts only gzip, else the file', async () => {
    const br = await get('/107.bb99cb8c3a.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(bigJs.replace('rows', 'chunk'));

    const gz = await get('/remoteEntry.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('no-cache');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(bigJs);

    const raw = await get('/remoteEntry.js');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body.toString()).toBe(bigJs);
  });
});
