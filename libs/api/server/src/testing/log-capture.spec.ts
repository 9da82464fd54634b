/**
 * The API tests' log scan (log-capture.ts): what it calls a secret, that a test app's close fails on one, and that
 * every API test project runs it.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { buildAreaTestApp, demo, type App } from './helper';
import {
  assertNoSecretsLogged,
  capturedLogLines,
  DEMO_PASSWORDS,
  scanLogLine,
  takeLogLeaks,
} from './log-capture';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwianRpIjoiYSJ9.c2lnbmF0dXJlLXZhbHVl';
const HASH =
  '$argon2id$v=19$m=1024,t=1,p=1$kP3pLv02bUeCpz2DNjmEPQ$fNZKEZjXivGbNqjN5POdVKhuHNbvTjMCPvulmcioYPc';
const line = (fields: object) => JSON.stringify({ level: 30, time: 1, reqId: 'req-1', ...fields });

describe('scanLogLine', () => {
  it('finds a JWT, an argon2 hash and an unmasked token in a URL', () => {
    expect(scanLogLine(line({ msg: `token ${JWT}` }))).toEqual(['a JWT']);
    expect(scanLogLine(line({ err: { message: `params: a@b.c,${HASH}` } }))).toEqual(['an argon2 hash']);
    expect(scanLogLine(line({ req: { url: '/api/user/invitation?token=abc123' } }))).toEqual([
      'an unmasked token= query parameter',
    ]);
    expect(scanLogLine(line({ req: { url: '/x?page=1&resetToken=abc' } }))).toEqual([
      'an unmasked resetToken= query parameter',
    ]);
    expect(scanLogLine(line({ msg: 'link https://example.com/set-password?token=abc&x=1' }))).toEqual([
      'an unmasked token= query parameter',
    ]);    expect(scanLogLine(line({ msg: 'config', config: { jwtSecret: loadConfig({ NODE_ENV: 'test' }).jwtSecret } }))).toEqual([
      'the JWT secret',
    ]);
  });

  it('finds every demo password, as typed and URL-encoded', () => {
    expect(DEMO_PASSWORDS).toEqual(expect.arrayContaining([demo.admin.password, demo.employee.password]));
    for (const password of DEMO_PASSWORDS) {
      expect(scanLogLine(line({ msg: `body ${password}` }))).toEqual([
        `the demo password ${password.slice(0, 2)}…`,
      ]);
      expect(scanLogLine(line({ req: { url: `/x?p=${encodeURIComponent(password)}` } }))).toHaveLength(1);
    }
  });

  it('lets clean and masked lines through', () => {
    expect(
      scanLogLine(
        line({
          req: { method: 'GET', url: '/api/user/invitation?token=[redacted]' },
          msg: 'incoming request',
        }),
      ),
    ).toEqual([]);
    expect(scanLogLine(line({ req: { url: '/api/tickets?page=2&search=token' } }))).toEqual([]);
    expect(
      scanLogLine(line({ err: { type: 'DrizzleQueryError', code: '23514', query: 'insert into "users"' } })),
    ).toEqual([]);
    expect(scanLogLine(line({ msg: '[sms] to +919800000001: Your Back Office PIN is 1234' }))).toEqual([]);
  });
});

describe('a test app', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildAreaTestApp([]);
  });

  it('logs its requests into the capture, URLs masked', async () => {
    await app.inject({ method: 'GET', url: '/api/nowhere?token=abc123' });
    const requests = capturedLogLines().filter((l) => l.includes('/api/nowhere'));
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.join('\n')).toContain('/api/nowhere?token=[redacted]');
  });

  it('fails to close when one of its lines held a secret, and names it without repeating it', async () => {
    app.log.info(`signed in with ${demo.admin.password} and got ${JWT}`);
    const closing = app.close();
    await expect(closing).rejects.toThrow(/1 API log line\(s\) held secrets/);
    const message = await closing.catch((e: Error) => e.message);
    expect(message).toContain('a JWT, the demo password Ad…');
    expect(message).not.toContain(demo.admin.password);
    expect(message).not.toContain(JWT);
    // Reported once: the file's own check (log-scan.setup.ts) has nothing left.
    expect(takeLogLeaks()).toEqual([]);
    expect(() => assertNoSecretsLogged()).not.toThrow();
  });
});

describe('the API test projects', () => {
  const root = path.resolve(__dirname, '..', '..', '..', '..', '..');
  const projects = [
    'apps/api',
    ...readdirSync(path.join(root, 'libs', 'api'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `libs/api/${e.name}`),
  ];

  it.each(projects)('%s runs the log scan after each test file', (project) => {
    type Config = { rootDir: string; preset?: string; setupFilesAfterEnv?: string[] };
    const config = require(path.join(root, project, 'jest.config.ts')).default as Config;
    // The setup may come from the preset the project names (jest.api.preset.js) or from the project itself.
    const preset = (config.preset ? require(path.resolve(root, project, config.preset)) : {}) as Partial<Config>;
    const files = [...(preset.setupFilesAfterEnv ?? []), ...(config.setupFilesAfterEnv ?? [])].map((f) =>
      path.resolve(root, project, f.replace('<rootDir>', config.rootDir)),
    );
    expect(files).toContain(path.join(root, 'libs/api/server/src/testing/log-scan.setup.ts'));
  });
});
