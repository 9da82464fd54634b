// The API's areas stay apart (libs/api/README.md): each folder under libs/api but `server` is an area, an Nx
// project of its own, and imports only itself, the shared server lib and the workspace's util libs. A file that
// reaches into another area (by package name or by path), into the app, or into the server lib's internals
// fails here, whatever ESLint's tags say. apps/api/src/areas.ts (the route registry) lists every area.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const apiLibs = path.join(root, 'libs', 'api');

const areas = readdirSync(apiLibs)
  .filter((name) => name !== 'server' && statSync(path.join(apiLibs, name)).isDirectory())
  .sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(e.name) ? [full] : [];
  });
}

/** Every module specifier of a file: static and dynamic imports, re-exports, require calls, jest.mock. */
function specifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bjest\.mock\(\s*['"]([^'"]+)['"]/g,
  ];
  for (const pattern of patterns) for (const m of text.matchAll(pattern)) found.push(m[1]);
  return found;
}

/** Why `specifier` in `file` of `area` is not allowed, or null. */
function problem(area: string, file: string, specifier: string): string | null {
  const own = path.join(apiLibs, area);
  if (specifier.startsWith('.')) {
    const target = path.resolve(path.dirname(file), specifier);
    return target === own || target.startsWith(own + path.sep) ? null : `reaches outside libs/api/${area}: ${specifier}`;
  }
  if (specifier.startsWith('/')) return `imports by absolute path: ${specifier}`;
  const api = /^@backoffice\/api-([a-z0-9-]+)(\/.*)?$/.exec(specifier);
  if (api && api[1] !== 'client') {
    const [, name, subpath] = api;
    if (name === 'server') {
      // The server lib's entry points only (tsconfig.base.json): never a file inside it.
      return !subpath || subpath === '/schema' || subpath === '/testing' ? null : `imports the server lib's internals: ${specifier}`;
    }
    return name === area ? `imports itself by package name: ${specifier}` : `imports another area: ${specifier}`;
  }
  if (/^(apps|libs)\//.test(specifier)) return `imports by workspace path: ${specifier}`;
  return null;
}

describe('API areas (libs/api/<area>)', () => {
  it('finds the areas', () => {
    expect(areas).toEqual(expect.arrayContaining(['cms', 'helpdesk', 'platform']));
  });

  it.each(areas)('%s imports no other area, nor the app, nor the server lib internals', (area) => {
    const problems = sourceFiles(path.join(apiLibs, area, 'src')).flatMap((file) =>
      specifiers(file)
        .map((s) => problem(area, file, s))
        .filter((p): p is string => p !== null)
        .map((p) => `${path.relative(root, file)}: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it.each(areas)('%s is an Nx project tagged as an area, listed in the route registry', (area) => {
    const project = JSON.parse(readFileSync(path.join(apiLibs, area, 'project.json'), 'utf8'));
    expect(project.name).toBe(`api-${area}`);
    expect(project.tags).toEqual(expect.arrayContaining(['type:api-area', `scope:api-${area}`]));
    const registry = readFileSync(path.join(root, 'apps', 'api', 'src', 'areas.ts'), 'utf8');
    expect(registry).toContain(`'@backoffice/api-${area}'`);
  });

  it('the server lib imports no area', () => {
    const problems = sourceFiles(path.join(apiLibs, 'server', 'src')).flatMap((file) =>
      specifiers(file)
        .filter((s) => /^@backoffice\/api-(?!server|client)/.test(s) || (s.startsWith('.') && !path.resolve(path.dirname(file), s).startsWith(path.join(apiLibs, 'server'))))
        .map((s) => `${path.relative(root, file)}: ${s}`),
    );
    expect(problems).toEqual([]);
  });

  it('flags the imports it is meant to flag', () => {
    const file = path.join(apiLibs, 'helpdesk', 'src', 'tickets', 'routes.ts');
    expect(problem('helpdesk', file, '@backoffice/api-cms')).toMatch(/another area/);
    expect(problem('helpdesk', file, '../../../cms/src/content/repository')).toMatch(/outside/);
    expect(problem('helpdesk', file, '../../../../../apps/api/src/app')).toMatch(/outside/);
    expect(problem('helpdesk', file, '@backoffice/api-server/src/services/tokens')).toMatch(/internals/);
    expect(problem('helpdesk', file, '@backoffice/api-server')).toBeNull();
    expect(problem('helpdesk', file, '@backoffice/contracts')).toBeNull();
    expect(problem('helpdesk', file, './repository')).toBeNull();
  });
});
