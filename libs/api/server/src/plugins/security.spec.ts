import { loadConfig } from '../config';
import { buildAreaTestApp, type App } from '../testing/helper';

const SECRET = 'q8Zr4LxV2mN7pT1wY6sK3dH9fB5gJ0cE';

/**
 * The CORS allowlist and the Content-Security-Policy as a browser sees them (docs/api-database.md, "Environment"):
 * apps built with the CORS and CSP settings loadConfig gives for production and for development.
 */
describe('security headers by environment', () => {
  const apps: App[] = [];
  /** An app (no area) with the origins loadConfig reads from `env`. */
  const appFor = async (env: NodeJS.ProcessEnv) => {
    const { corsOrigins, cspOrigins } = loadConfig(env);
    const app = await buildAreaTestApp([], { corsOrigins, cspOrigins, cspEnabled: true });
    apps.push(app);
    return app;
  };
  afterAll(() => Promise.all(apps.map((a) => a.close())));

  const preflight = (app: App, origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/api/user/login',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
  const csp = async (app: App) =>
    String((await app.inject({ method: 'GET', url: '/api/unknown' })).headers['content-security-policy']);

  it('in production without configuration: no localhost origin in CORS nor in the CSP', async () => {
    const app = await appFor({ NODE_ENV: 'production', JWT_SECRET: SECRET });
    const res = await preflight(app, 'http://localhost:4201');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const policy = await csp(app);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/localhost/);
  });

  it('in production with configured origins: those, and only those', async () => {
    const app = await appFor({
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      CORS_ORIGINS: 'https://backoffice.example.com',
      REMOTE_HELPDESK_URL: 'https://helpdesk.example.net/remoteEntry.js',
    });
    const allowed = await preflight(app, 'https://backoffice.example.com');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://backoffice.example.com');
    expect(
      (await preflight(app, 'http://localhost:4201')).headers['access-control-allow-origin'],
    ).toBeUndefined();
    const policy = await csp(app);
    expect(policy).toContain('https://helpdesk.example.net');
    expect(policy).toContain('https://backoffice.example.com');
    expect(policy).not.toMatch(/localhost/);
  });

  it('in development: the dev servers of the shell and the remotes (ports 4200-4205)', async () => {
    const app = await appFor({ NODE_ENV: 'development' });
    const res = await preflight(app, 'http://localhost:4201');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:4201');
    expect(await csp(app)).toContain("script-src 'self' http://localhost:4200");
  });
});
