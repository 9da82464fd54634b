import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { App } from '../app';
import { buildTestApp } from '../test/helper';

describe('HTTP surface: security headers, CORS, the shell build', () => {
  let app: App;
  const dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(path.join(dist, 'main.abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'module-federation.manifest.json'), '{"helpdesk":"http://localhost:4201"}');
    app = await buildTestApp({ shellDistDir: dist });
  });
  afterAll(() => app.close());

  it('sends helmet security headers and a CSP that admits the remotes', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/department/listDepartment', payload: {} });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("script-src 'self' http://localhost:4200");
    expect(res.headers['content-security-policy']).toContain('http://localhost:4205');
  });

  it('allows CORS for the allowlisted origins only', async () => {
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/api/user/login',
      headers: { origin: 'http://localhost:4201', 'access-control-request-method': 'POST' },
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:4201');
    const other = await app.inject({
      method: 'POST',
      url: '/api/department/listDepartment',
      headers: { origin: 'https://evil.example' },
      payload: {},
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the shell: index.html and the manifest uncached, assets as files', async () => {
    const root = await app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<title>shell</title>');
    expect(root.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject({ method: 'GET', url: '/module-federation.manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ method: 'GET', url: '/main.abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
  });

  it('falls back to index.html for client routes, not for /api, /socket.io or other methods', async () => {
    const spa = await app.inject({ method: 'GET', url: '/all-tickets?page=2' });
    expect(spa.statusCode).toBe(200);
    expect(spa.headers['content-type']).toContain('text/html');
    expect(spa.headers['cache-control']).toBe('no-cache');
    const api = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toBe('Not Found');
    expect((await app.inject({ method: 'GET', url: '/socket.io/nope' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/all-tickets', payload: {} })).statusCode).toBe(404);
  });
});
