// Guards the federation rules of docs/toolchain.md ("Module federation: what is shared and how"): an
// allow-list of singletons, never eager, no Chakra or Emotion in the share scope, 'loaded-first', remotes
// exposing ./Module and ./Parcel. It lives outside tools/webpack, an nx.json sharedGlobal: editing a file
// there rebuilds every app.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const load = createRequire(__filename);
const { sharedConfig, containerName } = load('./webpack/federation.js') as {
  sharedConfig: () => Record<
    string,
    { singleton: boolean; eager: boolean; import?: string; version: string }
  >;
  containerName: (app: string) => string;
};
const { createConfig } = load('./webpack/create-config.js') as {
  createConfig: (o: { app: string }) => (...args: unknown[]) => {
    output: { path: string; publicPath: string };
    plugins: Array<{ constructor: { name: string }; _options?: Record<string, unknown> }>;
  };
};

function federationOptions(app: string) {
  const config = createConfig({ app })({}, { mode: 'production' });
  const plugin = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  if (!plugin?._options) throw new Error('no ModuleFederationPlugin');
  return { config, options: plugin._options };
}

describe('webpack federation config', () => {
  it('shares exactly the allow-list, as lazy singletons', () => {
    const shared = sharedConfig();
    expect(Object.keys(shared).sort()).toEqual(
      [
        '@backoffice/api-client',
        '@backoffice/contracts',
        '@backoffice/shell-sdk',
        '@backoffice/ui',
        '@backoffice/ui/forms',
        '@tanstack/react-query',
        'react',
        'react-dom',
        'react-dom/client',
        'react-router',
        'react-router-dom',
        'react/jsx-runtime',
      ].sort(),
    );
    for (const [key, entry] of Object.entries(shared)) {
      expect([key, entry.singleton, entry.eager]).toEqual([key, true, false]);
      expect(entry.version).toMatch(/^\d+\.\d+\.\d+/);
    }
    expect(shared['@backoffice/ui']?.import).toMatch(/libs[\\/]ui[\\/]src[\\/]index\.ts$/);
    // libs/ui's second entry (off the login page) is a singleton of its own, from its own source file.
    expect(shared['@backoffice/ui/forms']?.import).toMatch(/libs[\\/]ui[\\/]src[\\/]forms\.ts$/);
  });

  it('gives remotes ./Module and ./Parcel in remoteEntry.js, and the shell no build-time remotes', () => {
    const { options: remote, config } = federationOptions('admin-users');
    expect(remote['name']).toBe('admin_users');
    expect(remote['filename']).toBe('remoteEntry.js');
    expect(Object.keys(remote['exposes'] as object)).toEqual(['./Module', './Parcel']);
    expect(remote['shareStrategy']).toBe('loaded-first');
    expect(config.output.publicPath).toBe('auto');
    expect(config.output.path).toMatch(/dist[\\/]apps[\\/]admin-users$/);

    const { options: shell } = federationOptions('shell');
    expect(shell['remotes']).toEqual({});
    expect(shell['shareStrategy']).toBe('loaded-first');
  });

  it('shares both router keys as the facade, which exports every router name the sources import', () => {
    const shared = sharedConfig();
    const facade = path.join(__dirname, 'webpack', 'react-router-facade.mjs');
    expect(shared['react-router']?.import).toBe(facade);
    expect(shared['react-router-dom']?.import).toBe(facade);
    const exported = new Set(
      (/export \{([^}]*)\}/.exec(fs.readFileSync(facade, 'utf8'))?.[1] ?? '')
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean),
    );
    const real = load('react-router') as Record<string, unknown>;
    for (const name of exported) expect([name, typeof real[name]]).not.toEqual([name, 'undefined']);

    const root = path.join(__dirname, '..');
    const missing: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'node_modules') walk(file);
        } else if (/\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name)) {
          const source = fs.readFileSync(file, 'utf8');
          for (const m of source.matchAll(
            /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g,
          )) {
            if (m[1]) continue; // a type-only import is erased
            for (const raw of (m[2] ?? '').split(',')) {
              const spec = raw.trim();
              if (!spec || spec.startsWith('type ')) continue;
              const name = spec.split(/\s+as\s+/)[0]?.trim() ?? '';
              if (!exported.has(name)) missing.push(`${path.relative(root, file)}: ${name}`);
            }
          }
          if (/import\s+\*\s+as\s+\w+\s+from\s+'react-router(?:-dom)?'/.test(source)) {
            missing.push(`${path.relative(root, file)}: namespace import`);
          }
        }
      }
    };
    for (const top of ['apps', 'libs']) walk(path.join(root, top));
    expect(missing).toEqual([]);
  });

  it('defines __BACKOFFICE_BUILD__: the app, the contract of contract.json, the release and the commit', () => {
    const defined = (app: string) => {
      const config = createConfig({ app })({}, { mode: 'production' });
      const plugin = config.plugins.find((p) => p.constructor.name === 'DefinePlugin') as
        { definitions: Record<string, string> } | undefined;
      return JSON.parse(plugin?.definitions['__BACKOFFICE_BUILD__'] ?? 'null') as Record<string, string>;
    };
    const { version: contract } = JSON.parse(
      fs.readFileSync(path.join(__dirname, '../libs/shell-sdk/contract.json'), 'utf8'),
    ) as { version: string };
    const saved = { ...process.env };
    try {
      for (const name of ['RELEASE_VERSION', 'RELEASE_COMMIT', 'CONTRACT_VERSION_OVERRIDE'])
        delete process.env[name];
      expect(defined('cms')).toEqual({
        app: 'cms',
        contract,
        version: 'dev',
        commit: expect.stringMatching(/^([0-9a-f]{12}|unknown)$/),
      });
      Object.assign(process.env, {
        RELEASE_VERSION: 'r7',
        RELEASE_COMMIT: 'abcdef012345',
        CONTRACT_VERSION_OVERRIDE: '99.0',
      });
      expect(defined('shell')).toEqual({
        app: 'shell',
        contract: '99.0',
        version: 'r7',
        commit: 'abcdef012345',
      });
    } finally {
      process.env = saved;
    }
  });

  it('names containers as identifiers', () => {
    expect(containerName('admin-users')).toBe('admin_users');
  });
});
