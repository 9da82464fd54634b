// Proves that Nx tests per area: a change in one remote's source makes `nx affected -t test` run that remote's
// tests and no other project's, while a change in a shared lib reaches every remote that uses it. The same on the
// API: a change in one area's lib (libs/api/<area>) runs that area's tests and the app's (apps/api composes every
// area), never another area's; a change in the shared server lib runs every API project's.
// And a root config file reaches the targets that read it and no other (docs/toolchain.md, "What a root file
// reaches"): the Jest presets the tests, eslint.config.mjs the lint, tools/webpack the builds, each checked twice:
// per task, in the hash Nx's cache compares (tools/nx/task-inputs.mjs), and per project, as `nx affected` names them.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { REMOTE_NAMES } from '../remotes';

const root = path.resolve(__dirname, '..', '..');
const REMOTES = [...REMOTE_NAMES];
/**
 * The API's area libs (every folder under libs/api but `server`, as tools/lint/api-areas.spec.ts finds them) and
 * a source file of each (its entry, `src/index.ts`): a new area is covered without an edit here.
 */
const API_AREAS: [string, string][] = readdirSync(path.join(root, 'libs/api'))
  .filter((name) => name !== 'server' && statSync(path.join(root, 'libs/api', name)).isDirectory())
  .sort()
  .map((area) => [`api-${area}`, `libs/api/${area}/src/index.ts`]);

/** The six apps webpack builds: the shell and the remotes. */
const WEB_APPS = ['shell', ...REMOTES].sort();
const ROOT_FILES = ['jest.preset.js', 'jest.web.preset.js', 'jest.api.preset.js', 'eslint.config.mjs', 'tsconfig.base.json', 'package.json'];
const WEBPACK_FILES = ['tools/webpack/federation.js', 'tools/webpack/remotes.json', 'tools/webpack/create-config.js'];
/** The remote list and the federation settings that read it: the browser tests' preset reads both. */
const FEDERATION_FILES = ['tools/webpack/federation.js', 'tools/webpack/remotes.json'];
const CONTRACT_FILE = 'libs/contracts/src/bookings.ts';
// Plugins in the process that builds the graph (NX_ISOLATE_PLUGINS=false), not in one worker process each: the
// same graph, and about half the CPU of a graph build.
const NX_ENV = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_ISOLATE_PLUGINS: 'false' };
const run = promisify(execFile);
const RUN_OPTIONS = { cwd: root, encoding: 'utf8', env: NX_ENV, maxBuffer: 16 * 1024 * 1024 } as const;

/** Runs `nx <args> --json` at the root and parses its answer (a list of project names), sorted. */
async function nxProjects(args: string[]): Promise<string[]> {
  const { stdout } = await run(path.join(root, 'node_modules/.bin/nx'), [...args, '--json'], RUN_OPTIONS);
  return (JSON.parse(stdout) as string[]).sort();
}

/** A question to `nx show projects`: the projects affected by `files` (none: every project) that have `target`. */
type Question = { files?: string[]; target?: string };
const key = (q: Question) => JSON.stringify([q.files ?? null, q.target ?? null]);
let answers: Map<string, string[]> | undefined;

/**
 * Every question this spec asks, answered at once by tools/nx/affected-projects.mjs over one project graph (Nx's
 * own `show projects` functions; a test below checks it against the CLI). One CLI call per question took 3-4 min.
 */
function questions(): Question[] {
  const asked: Question[] = [
    {},
    { target: 'test' },
    { target: 'build' },
    ...REMOTES.map((remote) => ({ files: [`apps/${remote}/src/remote-entry.tsx`], target: 'test' })),
    ...API_AREAS.map(([, file]) => ({ files: [file], target: 'test' })),
    { files: [CONTRACT_FILE] },
    { files: ['docs/toolchain.md'] },
  ];
  const byTarget: Record<string, string[]> = {
    test: [
      'libs/remote-kit/src/area-routes.tsx',
      'libs/api/helpdesk/src/helpdesk.schema.ts',
      'libs/api/cms/src/seed/seed.ts',
      'libs/api/server/src/services/tokens.ts',
      'libs/api/server/drizzle/meta/_journal.json',
      ...ROOT_FILES,
      ...WEBPACK_FILES,
      CONTRACT_FILE,
    ],
    lint: ['jest.preset.js', CONTRACT_FILE],
    build: [...WEBPACK_FILES, CONTRACT_FILE],
  };
  for (const [target, files] of Object.entries(byTarget)) for (const file of files) asked.push({ files: [file], target });
  return asked;
}

const TARGETS = ['test', 'lint', 'build', 'typecheck'] as const;
type Reads = Record<string, Record<(typeof TARGETS)[number], string[]>>;
/** File → target → the projects whose task of that target hashes the file (re-runs when it changes). */
let reads: Reads = {};

/**
 * One child process builds the project graph once and answers over it both questions() (affected-projects.mjs) and
 * which tasks hash each root file (task-inputs.mjs): a graph build per script took twice the CPU.
 */
const ONE_GRAPH = `
const [questions, targets, files] = JSON.parse(process.env.QUESTIONS);
const { readProjectGraph, affectedProjects } = await import(${JSON.stringify(pathToFileURL(path.join(__dirname, 'affected-projects.mjs')).href)});
const { taskInputs } = await import(${JSON.stringify(pathToFileURL(path.join(__dirname, 'task-inputs.mjs')).href)});
const graph = await readProjectGraph();
console.log(JSON.stringify({ answers: await affectedProjects(questions, graph), reads: await taskInputs(targets, files, graph) }));
`;

async function askAll(): Promise<void> {
  const asked = questions();
  const files = [...ROOT_FILES, ...WEBPACK_FILES, CONTRACT_FILE];
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', ONE_GRAPH], {
    ...RUN_OPTIONS,
    env: { ...NX_ENV, QUESTIONS: JSON.stringify([asked, TARGETS, files]) },
  });
  const out = JSON.parse(stdout) as { answers: string[][]; reads: Reads };
  answers = new Map(asked.map((question, i) => [key(question), out.answers[i]]));
  reads = out.reads;
}

/**
 * The CLI's answer for the check against it (or its error, thrown in that test), run at the same time as askAll's
 * child: the two take half the time, and when one of them is building the graph, the other waits for it and reads it
 * (Nx's project-graph lock) instead of building it again.
 */
let cli: { projects?: string[]; error?: unknown } = {};

beforeAll(async () => {
  const fromCli = nxProjects(['show', 'projects', '--affected', `--files=${CONTRACT_FILE}`, '-t', 'test']).then(
    (projects) => ({ projects }),
    (error: unknown) => ({ error }),
  );
  await askAll();
  cli = await fromCli;
});

/** The answer to `q` (computed with every other question before the tests). */
function answer(q: Question): string[] {
  const found = answers?.get(key(q));
  if (!found) throw new Error(`not among the spec's questions (add it to questions()): ${key(q)}`);
  return found;
}

/** The projects with a `target` that `nx affected -t <target>` would run if only `file` changed. */
function affectedWith(target: string, file: string): string[] {
  return answer({ files: [file], target });
}

/** The projects whose `test` target `nx affected -t test` would run if only `file` changed. */
function affectedTests(file: string): string[] {
  return affectedWith('test', file);
}

/** The projects `nx show projects --affected` names if only `file` changed, whatever their targets. */
function affectedProjects(file: string): string[] {
  return answer({ files: [file] });
}

describe('tools/nx/affected-projects.mjs', () => {
  it('answers as `nx show projects` does (a contract file, -t test)', () => {
    if (cli.error) throw cli.error;
    expect(affectedTests(CONTRACT_FILE)).toEqual(cli.projects);
  });
});

describe('nx affected -t test', () => {
  it.each(REMOTES)('a change in %s runs only its own tests', (remote) => {
    expect(affectedTests(`apps/${remote}/src/remote-entry.tsx`)).toEqual([remote]);
  });

  it('a change in libs/remote-kit runs the tests of the five remotes and of remote-kit', () => {
    const affected = affectedTests('libs/remote-kit/src/area-routes.tsx');
    expect(affected).toEqual(expect.arrayContaining([...REMOTES, 'remote-kit']));
    expect(affected).not.toContain('api');
  });

  it('finds the API areas', () => {
    expect(API_AREAS.map(([project]) => project)).toEqual(expect.arrayContaining(['api-platform', 'api-helpdesk', 'api-cms']));
  });

  it.each(API_AREAS)("a change in %s runs its own tests and the app's, no other area's", (project, file) => {
    expect(affectedTests(file)).toEqual([project, 'api'].sort());
  });

  it("a change in an area's schema file or seed stays in that area too", () => {
    expect(affectedTests('libs/api/helpdesk/src/helpdesk.schema.ts')).toEqual(['api', 'api-helpdesk']);
    expect(affectedTests('libs/api/cms/src/seed/seed.ts')).toEqual(['api', 'api-cms']);
  });

  it('a change in libs/api/server (or a migration) runs every API project and no front end', () => {
    for (const file of ['libs/api/server/src/services/tokens.ts', 'libs/api/server/drizzle/meta/_journal.json']) {
      const affected = affectedTests(file);
      expect(affected).toEqual(expect.arrayContaining(['api', 'api-server', ...API_AREAS.map(([p]) => p)]));
      expect(affected.filter((p) => !p.startsWith('api'))).toEqual([]);
    }
  });
});

/** Every project.json under apps, libs and tools, as [project name, its folder]. */
function projectRoots(dir = root, depth = 0): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string][] => {
    const full = path.join(dir, entry.name);
    if (entry.isFile() && entry.name === 'project.json' && depth > 0)
      return [[JSON.parse(readFileSync(full, 'utf8')).name as string, dir]];
    const descend = depth === 0 ? ['apps', 'libs', 'tools'].includes(entry.name) : depth < 3;
    return entry.isDirectory() && descend && entry.name !== 'node_modules' ? projectRoots(full, depth + 1) : [];
  });
}

/** The projects whose jest.config.ts names `preset` (a root file). */
const projectsUsing = (preset: string) =>
  projectRoots()
    .filter(([, dir]) => {
      const config = path.join(dir, 'jest.config.ts');
      return existsSync(config) && readFileSync(config, 'utf8').includes(preset);
    })
    .map(([name]) => name)
    .sort();
/** The browser tests (jest.web.preset.js) and the API's (jest.api.preset.js). */
const WEB_PRESET = projectsUsing('jest.web.preset.js');
const API_PRESET = projectsUsing('jest.api.preset.js');

describe('a root config file', () => {
  let all: string[] = [];
  let withTest: string[] = [];
  let withBuild: string[] = [];

  beforeAll(() => {
    all = answer({});
    withTest = answer({ target: 'test' });
    withBuild = answer({ target: 'build' });
  });

  it('finds the browser tests (the shell, the remotes and the libs they render)', () => {
    expect(WEB_PRESET).toEqual(expect.arrayContaining([...WEB_APPS, 'ui', 'remote-kit', 'test-utils']));
    expect(WEB_PRESET.filter((p) => p.startsWith('api'))).toEqual([]);
  });

  describe('per task: the hash of exactly the tasks that read it changes', () => {
    it('jest.preset.js: every test, no lint, build or type check', () => {
      expect(reads['jest.preset.js']).toEqual({ test: withTest, lint: [], build: [], typecheck: [] });
    });

    it('jest.web.preset.js: the tests of exactly the projects whose jest.config.ts uses it', () => {
      expect(reads['jest.web.preset.js']).toEqual({ test: WEB_PRESET, lint: [], build: [], typecheck: [] });
    });

    it('jest.api.preset.js: the tests of exactly the API projects (the app, the server lib and the areas)', () => {
      expect(API_PRESET).toEqual(expect.arrayContaining(['api', 'api-server', 'api-bookings']));
      expect(API_PRESET.filter((p) => !p.startsWith('api'))).toEqual([]);
      expect(reads['jest.api.preset.js']).toEqual({ test: API_PRESET, lint: [], build: [], typecheck: [] });
    });

    it("eslint.config.mjs: every lint, and the tools' tests only (module-boundaries.spec.ts loads it)", () => {
      expect(reads['eslint.config.mjs']).toEqual({ test: ['workspace-tools'], lint: all, build: [], typecheck: [] });
    });

    it.each(FEDERATION_FILES)("%s: the six apps' builds, the browser tests (their preset reads it) and the tools'", (file) => {
      const { build, test } = reads[file];
      expect(build).toEqual(WEB_APPS);
      expect(test).toEqual([...WEB_PRESET, 'workspace-tools'].sort());
    });

    it("tools/webpack/create-config.js: the six apps' builds, never the API's build or an API test", () => {
      const { build, test } = reads['tools/webpack/create-config.js'];
      expect(build).toEqual(WEB_APPS);
      expect(test).toContain('workspace-tools');
      expect(test.filter((p) => p.startsWith('api'))).toEqual([]);
    });

    it.each(['tsconfig.base.json', 'package.json'])('%s (a shared global): every task', (file) => {
      expect(reads[file]).toEqual({ test: withTest, lint: all, build: withBuild, typecheck: all });
    });

    it('a contract file: the contracts and every project that imports them, not the tools', () => {
      expect(reads[CONTRACT_FILE].test).toEqual(withTest.filter((p) => p !== 'workspace-tools'));
      expect(reads[CONTRACT_FILE].build).toEqual(withBuild);
    });
  });

  describe('per project: nx affected', () => {
    it('jest.web.preset.js: -t test runs the browser tests and no other', () => {
      expect(affectedTests('jest.web.preset.js')).toEqual(WEB_PRESET);
    });

    it('jest.api.preset.js: -t test runs the API tests and no other', () => {
      expect(affectedTests('jest.api.preset.js')).toEqual(API_PRESET);
    });

    it.each(FEDERATION_FILES)("%s: -t build builds the six apps, not the API; -t test the browser tests and the tools'", (file) => {
      expect(affectedWith('build', file)).toEqual(WEB_APPS);
      expect(affectedTests(file)).toEqual([...WEB_PRESET, 'workspace-tools'].sort());
    });

    it('tools/webpack/create-config.js: -t build builds the six apps; -t test runs no API test', () => {
      expect(affectedWith('build', 'tools/webpack/create-config.js')).toEqual(WEB_APPS);
      expect(affectedTests('tools/webpack/create-config.js').filter((p) => p.startsWith('api'))).toEqual([]);
    });

    it.each(['tsconfig.base.json', 'package.json'])('%s: -t test runs every test', (file) => {
      expect(affectedTests(file)).toEqual(withTest);
    });

    // Nx decides "affected" per project, from the inputs of all its targets: every project lints with
    // eslint.config.mjs, so `-t test` names every project, but only the tools' test task has a new hash (above);
    // the others replay from the cache. The same for jest.preset.js and `-t lint`.
    it('eslint.config.mjs and jest.preset.js: every project, whatever the target', () => {
      expect(affectedTests('eslint.config.mjs')).toEqual(withTest);
      expect(affectedWith('lint', 'jest.preset.js')).toEqual(all);
    });

    // The six apps import from tools/ (their webpack.config.js): an input of a tools target would make every app
    // affected, and `npm run release -- affected` would release every area for a doc change.
    it('a doc reaches no project', () => {
      expect(affectedProjects('docs/toolchain.md')).toEqual([]);
    });

    it("a contract file: -t test runs every test but the tools' (until the contracts are split)", () => {
      expect(affectedTests(CONTRACT_FILE)).toEqual(withTest.filter((p) => p !== 'workspace-tools'));
    });

    // The current truth, written out: libs/contracts is one project, so a bookings contract reaches every project
    // that imports any contract (25 of 26: all but the tools), not bookings, api-bookings and api only.
    it('a contract file: every project but the tools, whatever the target; -t build builds the six apps and the API', () => {
      const everyButTools = all.filter((p) => p !== 'workspace-tools');
      expect(affectedProjects(CONTRACT_FILE)).toEqual(everyButTools);
      expect(everyButTools).toEqual(expect.arrayContaining(['contracts', 'bookings', 'api-bookings', 'api', 'helpdesk', 'api-helpdesk', 'ui']));
      expect(affectedWith('lint', CONTRACT_FILE)).toEqual(everyButTools);
      expect(affectedWith('build', CONTRACT_FILE)).toEqual([...WEB_APPS, 'api'].sort());
    });
  });
});
