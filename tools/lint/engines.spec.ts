// The supported Node lines (docs/toolchain.md, "Node versions"): package.json's `engines.node` states them, and
// every installed package that the app or its tooling loads must accept all of them. A package whose own
// `engines.node` excludes one of them runs there only by luck (or, under Jest, not at all); pin it to a line
// that still supports the oldest one.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// semver is not a direct dependency: it is installed for Nx, Jest, ESLint and npm's own tools (7.x), and has
// no type package here; these are the two functions used.
type Semver = {
  satisfies(version: string, range: string): boolean;
  validRange(range: string): string | null;
};
const semver = createRequire(__filename)('semver') as Semver;

const root = path.resolve(__dirname, '..', '..');

/** The first release of each supported line (22.13: the floor ESLint's packages state for 22). */
const SUPPORTED = ['20.19.0', '22.13.0', '24.0.0'];

/**
 * Packages known to exclude a supported line, waiting for the pin that replaces them (package@version: the pin).
 * An entry that no longer matches an installed package fails the test: remove it once the pin is in.
 */
const AWAITING_PIN: Record<string, string> = {};

type Pkg = {
  name: string;
  version: string;
  engines?: { node?: unknown };
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

const readPkg = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Pkg;

/** Node's lookup: `<dir>/node_modules/<name>`, then each parent folder's, up to the repository root. */
function resolvePkg(name: string, fromDir: string): string | null {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return file;
    if (dir === root || dir === path.dirname(dir)) return null;
  }
}

/**
 * Every installed package reachable from the root package's `deps` (their dependencies, optional and peer
 * dependencies, transitively; an optional or peer dependency that is not installed is skipped).
 * @returns package.json contents with who required each one.
 */
function installedTree(deps: string[]): { pkg: Pkg; via: string }[] {
  const seen = new Map<string, { pkg: Pkg; via: string }>();
  const queue = deps.map((name) => ({ name, from: root, via: 'package.json' }));
  for (let item = queue.shift(); item; item = queue.shift()) {
    const file = resolvePkg(item.name, item.from);
    if (!file) continue;
    const real = realpathSync(file);
    if (seen.has(real)) continue;
    const pkg = readPkg(real);
    seen.set(real, { pkg, via: item.via });
    const from = path.dirname(file);
    for (const name of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies, ...pkg.peerDependencies })) {
      queue.push({ name, from, via: `${pkg.name}@${pkg.version}` });
    }
  }
  return [...seen.values()];
}

/** `name@version: "range" excludes …` for each package whose engines.node leaves out a supported line. */
function excluding(tree: { pkg: Pkg; via: string }[]): string[] {
  return tree.flatMap(({ pkg, via }) => {
    const range = pkg.engines?.node;
    if (range === undefined) return [];
    const id = `${pkg.name}@${pkg.version}`;
    if (typeof range !== 'string' || !semver.validRange(range)) return [`${id}: unreadable engines.node ${JSON.stringify(range)}`];
    const out = SUPPORTED.filter((v) => !semver.satisfies(v, range));
    return out.length ? [`${id}: "${range}" excludes ${out.join(', ')} (required by ${via})`] : [];
  });
}

const rootPkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Pkg & {
  devDependencies: Record<string, string>;
};
const prodTree = installedTree(Object.keys(rootPkg.dependencies ?? {}));
const fullTree = installedTree([...Object.keys(rootPkg.dependencies ?? {}), ...Object.keys(rootPkg.devDependencies)]);
const awaiting = (line: string) => Object.keys(AWAITING_PIN).some((id) => line.startsWith(`${id}:`));

describe('supported Node versions', () => {
  it('package.json engines.node states 20 from 20.19, 22 from 22.13 and 24, and nothing older or unreleased', () => {
    const range = rootPkg.engines?.node;
    expect(typeof range).toBe('string');
    for (const v of SUPPORTED) expect([v, semver.satisfies(v, range as string)]).toEqual([v, true]);
    for (const v of ['18.20.0', '20.18.3', '21.7.0', '22.12.0', '23.11.0', '25.0.0']) {
      expect([v, semver.satisfies(v, range as string)]).toEqual([v, false]);
    }
  });

  it('walks the installed tree (the check sees what it must)', () => {
    const names = new Set(prodTree.map((t) => t.pkg.name));
    // direct, and transitive only (fastify's inject and @fastify/static's helpers)
    for (const n of ['fastify', 'sharp', 'light-my-request', 'content-disposition']) expect(names).toContain(n);
    expect(names).not.toContain('jest');
    expect(fullTree.length).toBeGreaterThan(prodTree.length);
    expect(excluding([{ pkg: { name: 'x', version: '1.0.0', engines: { node: '>=22' } }, via: 'y' }])).toEqual([
      'x@1.0.0: ">=22" excludes 20.19.0 (required by y)',
    ]);
  });

  it('no production dependency (the whole tree) excludes a supported line', () => {
    expect(excluding(prodTree).filter((line) => !awaiting(line))).toEqual([]);
  });

  it('no development dependency excludes one either (CI runs the tools on Node 20 and 24)', () => {
    expect(excluding(fullTree).filter((line) => !awaiting(line))).toEqual([]);
  });

  it('every package awaiting a pin is still installed (remove it from the list once pinned)', () => {
    const found = excluding(fullTree);
    expect(Object.keys(AWAITING_PIN).filter((id) => !found.some((line) => line.startsWith(`${id}:`)))).toEqual([]);
  });
});
