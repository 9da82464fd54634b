// The api-client's entries keep to their side of the federation (docs/micro-frontends.md, "Shared modules").
// The main entry (libs/api-client/src/index.ts) is a shared singleton: were one of its files to import the
// package by name (lib/shared-client.ts does), the shared module would wait for itself and every screen that
// loads it would stay blank, with no error (the lock page did, in a production build only). The other entries
// are bundled into the remotes: were one of their files to import lib/client.ts as a value, that remote would
// carry an axios instance the shell never configured (no token: 401) and an ApiError class of its own. Jest maps
// the package name to the same source, so only this walk of the import graph (or a production build) sees it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const src = path.resolve(__dirname, '..', '..', 'libs', 'api-client', 'src');
const CLIENT = path.join(src, 'lib', 'client.ts');
const SHARED_CLIENT = path.join(src, 'lib', 'shared-client.ts');

/**
 * The module specifiers a file imports as values: `import type` / `export type` and imports whose every name
 * is marked `type` are left out (TypeScript erases them; they load nothing).
 */
export function valueImports(source: string): string[] {
  // Comments out first: prose such as "were they to import './client'" is no import.
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const found: string[] = [];
  const statement = /\b(import|export)\s+(type\s+)?(?:([^'"`;]*?)\s+from\s+)?['"]([^'"]+)['"]/g;
  for (const m of text.matchAll(statement)) {
    const [, , typeOnly, clause, specifier] = m;
    if (typeOnly) continue;
    const names = /^\{([^}]*)\}$/.exec((clause ?? '').trim());
    if (names) {
      const items = names[1].split(',').map((s) => s.trim()).filter(Boolean);
      if (items.length > 0 && items.every((item) => item.startsWith('type '))) continue;
    }
    found.push(specifier);
  }
  for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(m[1]);
  return found;
}

/** Every file of libs/api-client/src an entry loads (relative value imports, followed), and the package names they import. */
function reach(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of valueImports(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const base = path.resolve(path.dirname(file), specifier);
      const target = [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate));
      if (!target) throw new Error(`${path.relative(src, file)}: cannot resolve ${specifier}`);
      queue.push(target);
    }
  }
  return { files, packages };
}

const entries = readdirSync(src)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'))
  .sort();
const rel = (files: Iterable<string>) => [...files].map((f) => path.relative(src, f)).sort();

describe('api-client entries (docs/micro-frontends.md, "Shared modules")', () => {
  it('reads value imports and skips type-only ones', () => {
    const text = [
      "import type { A } from './a';",
      "import { type B, type C } from './b';",
      "import { call, type D } from './c';",
      "export { E } from './e';",
      "export type { F } from './f';",
      "import axios from 'axios';",
      "// were they to import './client', …",
      "/** import { G } from './g'; */",
    ].join('\n');
    expect(valueImports(text)).toEqual(['./c', './e', 'axios']);
  });

  it('finds the main entry and the remotes’ entries', () => {
    expect(entries).toEqual(expect.arrayContaining(['index.ts', 'helpdesk.ts', 'hotels.ts', 'cms.ts']));
  });

  it('the shared main entry never imports itself (no shared-client.ts, no @backoffice/api-client)', () => {
    const { files, packages } = reach(path.join(src, 'index.ts'));
    expect(files.has(CLIENT)).toBe(true);
    expect(rel(files).filter((f) => path.join(src, f) === SHARED_CLIENT)).toEqual([]);
    expect([...packages].filter((p) => p === '@backoffice/api-client' || p.startsWith('@backoffice/api-client/'))).toEqual([]);
  });

  it.each(entries.filter((name) => name !== 'index.ts'))('%s loads no client of its own (lib/client.ts)', (name) => {
    const { files } = reach(path.join(src, name));
    expect(rel(files).filter((f) => path.join(src, f) === CLIENT)).toEqual([]);
  });
});
