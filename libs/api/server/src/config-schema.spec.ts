/**
 * The configuration schema: every variable the API reads is declared in it, README.md's table is the schema's,
 * and a malformed value stops loadConfig with a message naming the variable.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Type } from 'typebox';
import { configSlices, README_PATH, renderReadme } from './config-docs';
import { ConfigError, configVariables, validateEnv, variableSchema, type ConfigSlice } from './config-schema';
import { loadConfig } from './config';

const root = path.resolve(__dirname, '..', '..', '..', '..');
/** Every area's own slice (libs/api/<area>/src/config.ts). */
const slices = configSlices();

/** The API's run-time sources: apps/api/src and libs/api/<lib>/src, without specs and test harnesses. */
function runtimeSources(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'test' ? [] : walk(full);
      return /\.ts$/.test(entry.name) && !/\.spec\.ts$/.test(entry.name) ? [full] : [];
    });
  const libs = readdirSync(path.join(root, 'libs/api'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => path.join(root, 'libs/api', e.name, 'src'));
  return [path.join(root, 'apps/api/src'), ...libs].flatMap(walk);
}

describe('the configuration schema', () => {
  it('declares every variable the API reads', () => {
    const read = new Map<string, string>();
    for (const file of runtimeSources()) {
      const text = readFileSync(file, 'utf8');
      const patterns = [/\benv(?:\.|\[['"])([A-Z][A-Z0-9_]*)/g, /\b(?:str|num)\(env, '([A-Z][A-Z0-9_]*)'\)/g];
      for (const pattern of patterns)
        for (const [, name] of text.matchAll(pattern)) read.set(name, path.relative(root, file));
    }
    // The rate limits are read by prefix (`${name}_MAX`, `${name}_WINDOW_SECONDS`).
    expect(read.size).toBeGreaterThan(40);
    const undeclared = [...read].filter(([name]) => !variableSchema(name, slices)).map(([name, file]) => `${name} (${file})`);
    expect(undeclared).toEqual([]);
    expect(variableSchema('REMOTE_HELPDESK_URL')).toBeDefined();
    expect(variableSchema('RATE_LIMIT_LOGIN_ACCOUNT_WINDOW_SECONDS')).toBeDefined();
  });

  it('gives every variable a meaning', () => {
    const vague = configVariables(slices).filter((v) => v.meaning.length < 10);
    expect(vague).toEqual([]);
  });

  it("is README.md's configuration table (npm run docs:config writes it)", () => {
    const readme = readFileSync(README_PATH, 'utf8');
    // A variable missing from the table, or a default or a meaning that differs, fails here.
    expect(readme).toBe(renderReadme(readme));
    for (const v of configVariables(slices)) expect(readme).toContain(`| \`${v.name}\` | ${v.default.replace(/\|/g, '\\|')} |`);
  });

  it('fails a README table that lost a row or whose default differs', () => {
    const readme = readFileSync(README_PATH, 'utf8');
    const lost = readme.replace(/^\| `MAIL_BATCH_SIZE` .*\n/m, '');
    expect(renderReadme(lost)).not.toBe(lost);
    const changed = readme.replace('| `PORT` | `3000` |', '| `PORT` | `8080` |');
    expect(changed).not.toBe(readme);
    expect(renderReadme(changed)).not.toBe(changed);
  });
});

describe("the areas' slices", () => {
  it('are found in the areas that read a variable of their own (chains, hotels, platform, pricing)', () => {
    expect(slices.map((slice) => slice.key)).toEqual(expect.arrayContaining(['chains', 'hotels', 'platform', 'pricing']));
    expect(variableSchema('GEOCODING_URL')).toBeUndefined();
    expect(variableSchema('GEOCODING_URL', slices)).toBeDefined();
    expect(variableSchema('COMMISSION_URL_BASE')).toBeUndefined();
    expect(variableSchema('COMMISSION_URL_BASE', slices)).toBeDefined();
  });

  const slice: ConfigSlice<{ feed?: string; size: number }> = {
    key: 'sample',
    variables: {
      SAMPLE_FEED_URL: Type.Optional(Type.String({ format: 'uri', pattern: '^https?://', description: 'a sample feed' })),
      SAMPLE_SIZE: Type.Optional(Type.Integer({ minimum: 0, default: 7, description: 'a sample size' })),
    },
    read: (env) => ({ feed: env.SAMPLE_FEED_URL as string | undefined, size: env.SAMPLE_SIZE as number }),
  };

  it("validates a slice's variables with the server's, naming every malformed one at once", () => {
    expect(() => validateEnv({ PORT: 'x', SAMPLE_SIZE: 'many', SAMPLE_FEED_URL: 'feed' }, [slice])).toThrow(
      new ConfigError(['PORT must be a whole number, got "x"', 'SAMPLE_FEED_URL must be an absolute http(s) URL, got "feed"', 'SAMPLE_SIZE must be a whole number, got "many"'].join('\n')),
    );
    // Without the slice, its variables are unknown, hence ignored.
    expect(validateEnv({ SAMPLE_SIZE: 'many' })).not.toHaveProperty('SAMPLE_SIZE');
  });

  it('reads a slice under its key, its defaults applied, and lists its variables after the server\'s', () => {
    expect(loadConfig({}, {}, [slice])).toMatchObject({ sample: { feed: undefined, size: 7 } });
    expect(loadConfig({ SAMPLE_FEED_URL: 'https://feed.example.net' }, {}, [slice])).toMatchObject({ sample: { feed: 'https://feed.example.net', size: 7 } });
    const names = configVariables([slice]).map((v) => v.name);
    expect(names.slice(-3)).toEqual(['SAMPLE_FEED_URL', 'SAMPLE_SIZE', 'REMOTE_<NAME>_URL']);
    expect(configVariables([slice]).find((v) => v.name === 'SAMPLE_SIZE')).toEqual({ name: 'SAMPLE_SIZE', default: '`7`', meaning: 'a sample size' });
  });

  it('refuses a slice that declares a variable already declared', () => {
    const taken: ConfigSlice = { key: 'taken', variables: { PORT: Type.Optional(Type.String({ description: 'again' })) }, read: () => ({}) };
    expect(() => validateEnv({}, [taken])).toThrow('PORT of the taken configuration is already declared');
  });
});

describe('validateEnv and loadConfig', () => {
  const failure = (env: NodeJS.ProcessEnv): ConfigError => {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error;
      throw error;
    }
    throw new Error('loadConfig accepted the environment');
  };

  it.each([
    [{ PORT: '80a' }, 'PORT must be a whole number, got "80a"'],
    [{ PORT: '70000' }, 'PORT must be a number ≤ 65535, got "70000"'],
    [{ NODE_ENV: 'prod' }, 'NODE_ENV must be one of "development", "production", "test", got "prod"'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of'],
    [{ SEED: 'false' }, 'SEED must be one of "0", "1", got "false"'],
    [{ TOKEN_TTL: 'soon' }, 'TOKEN_TTL must look like 8h, 30m, 45s or 3600, got "soon"'],
    [{ PIN_LENGTH: '5' }, 'PIN_LENGTH must be one of "4", "6", got "5"'],
    [{ MAIL_POLL_SECONDS: '-1' }, 'MAIL_POLL_SECONDS must be a number ≥ 0, got "-1"'],
    [{ CONSOLE_URL: 'console.example.net' }, 'CONSOLE_URL must be an absolute http(s) URL, got "console.example.net"'],
    [{ REMOTE_CMS_URL: 'cms:4202' }, 'REMOTE_CMS_URL must be an absolute http(s) URL, got "cms:4202"'],
    [{ STORAGE_PROVIDER: 'ftp' }, 'STORAGE_PROVIDER must be one of "local", "s3", got "ftp"'],
  ])('%j → ConfigError "%s"', (env, message) => {
    expect(failure(env).message).toContain(message);
  });

  it('names every malformed variable at once, and never repeats a secret', () => {
    const error = failure({ PORT: 'x', DATABASE_URL: 'mysql://app:Sup3rS3cret@db/app', REDIS_URL: 'localhost:6379' });
    expect(error.message.split('\n')).toEqual([
      'PORT must be a whole number, got "x"',
      'DATABASE_URL must be a postgres:// (or postgresql://) URL',
      'REDIS_URL must be a redis:// (or rediss://) URL',
    ]);
    expect(error.message).not.toContain('Sup3rS3cret');
  });

  it('ignores unknown variables, counts an empty value as unset, and keeps an empty list empty', () => {
    const env = validateEnv({ UNKNOWN_THING: 'x', PATH: '/bin', PORT: '', CORS_ORIGINS: '', TOKEN_TTL: '' });
    expect(env).not.toHaveProperty('UNKNOWN_THING');
    expect(env).not.toHaveProperty('PATH');
    expect(env.PORT).toBe(3000);
    expect(env.TOKEN_TTL).toBe('8h');
    expect(loadConfig({ PORT: '', CORS_ORIGINS: '', CSP_ORIGINS: '' })).toMatchObject({
      port: 3000,
      corsOrigins: [],
      cspOrigins: [],
    });
  });

  it('reads LOG_PRETTY and SHUTDOWN_DRAIN_SECONDS', () => {
    expect(loadConfig({}).logPretty).toBeUndefined();
    expect(loadConfig({ LOG_PRETTY: '1' }).logPretty).toBe(true);
    expect(loadConfig({ LOG_PRETTY: '0' }).logPretty).toBe(false);
    expect(loadConfig({}).shutdownDrainSeconds).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '5' }).shutdownDrainSeconds).toBe(5);
  });
});
