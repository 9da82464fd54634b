// The page kit's rules (docs/frontend-data.md, "Pages"): a remote page never renders its own header, loading or
// error gate, hand-wired grid states or success toast, and nothing outside the format module writes a date, an
// amount or a number for people by hand. Each rule is a pattern over the source text; a hit names the file, the
// line and the kit piece to use instead. `npx jest -c tools/jest.config.ts tools/lint/page-kit.spec.ts` lists them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '../remotes';

const root = path.resolve(__dirname, '..', '..');
const REMOTES = REMOTE_NAMES;
const SOURCE = /\.(ts|tsx)$/;
const NOT_SOURCE = /\.(spec|test|e2e)\.tsx?$|\/(bench|test-fixtures?|testing)\/|test-fixtures\.ts$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.nx', 'test-output']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    const rel = path.relative(root, full).split(path.sep).join('/');
    return SOURCE.test(entry.name) && !NOT_SOURCE.test(rel) ? [rel] : [];
  });
}

interface Rule {
  name: string;
  pattern: RegExp;
  instead: string;
}

/** What a remote's page must leave to the kit (libs/remote-kit, libs/ui). */
export const PAGE_RULES: Rule[] = [
  { name: 'its own page header', pattern: /as=["']h1["']/, instead: 'PageFrame, ListPage, RecordPage or FormPage' },
  { name: 'its own loading or error gate', pattern: /<(LoadingState|LoadError)\b/, instead: 'QueryGate, RecordPage or ListPage' },
  { name: 'grid states wired by hand', pattern: /\berror=\{[^}]*errorMessage\(/, instead: 'ListPage or gridStatesOf' },
  { name: 'a success toast of its own', pattern: /type:\s*['"]success['"]/, instead: "remote-kit's useAction" },
];

// Built from parts so that this file does not match itself.
const FORMAT_CALL = new RegExp(['\\.to' + 'Fixed\\(', '\\.toLocale(Date|Time)?' + 'String\\(', 'Intl\\.(DateTime|Number|RelativeTime)' + 'Format\\b', "\\.format\\(\\s*['\"`][^'\"`]*(YYYY|DD|MMM|HH|hh|mm)"].join('|'));

/** What only the format module (libs/contracts/src/constants/format.ts) may do. */
export const FORMAT_RULE: Rule = { name: 'a hand-made date, amount or number format', pattern: FORMAT_CALL, instead: "the format module's functions" };

/** The one file that may format by hand: the module itself. */
const FORMAT_HOME = new Set(['libs/contracts/src/constants/format.ts']);

function hits(files: string[], rules: Rule[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (/^\s*(\/\/|\*)/.test(line)) return;
      for (const rule of rules) if (rule.pattern.test(line)) found.push(`${file}:${i + 1} ${rule.name} (use ${rule.instead})`);
    });
  }
  return found;
}

describe('the page kit', () => {
  it('no remote page renders its own header, gate, hand-wired grid states or success toast', () => {
    const files = REMOTES.flatMap((remote) => sourceFiles(path.join(root, 'apps', remote, 'src')));
    expect(files.length).toBeGreaterThan(50);
    expect(hits(files, PAGE_RULES)).toEqual([]);
  });

  it('nothing formats a date, an amount or a number by hand outside the format module', () => {
    const files = ['apps', 'libs'].flatMap((dir) => sourceFiles(path.join(root, dir))).filter((file) => !FORMAT_HOME.has(file));
    expect(hits(files, [FORMAT_RULE])).toEqual([]);
  });

  it('the rules fire on the code they forbid', () => {
    const sample = (text: string, rules: Rule[]) => rules.filter((r) => r.pattern.test(text)).map((r) => r.name);
    expect(sample('<Heading as="h1" size="lg">', PAGE_RULES)).toEqual(['its own page header']);
    expect(sample('<LoadError title="x" />', PAGE_RULES)).toEqual(['its own loading or error gate']);
    expect(sample('error={query.isError ? errorMessage(query.error) : null}', PAGE_RULES)).toEqual(['grid states wired by hand']);
    expect(sample("notify({ type: 'success', title })", PAGE_RULES)).toEqual(['a success toast of its own']);
    for (const text of ['(minor / 100).to' + 'Fixed(2)', "dayjs(x).format('DD/MM/YYYY')", 'new Intl.' + 'NumberFormat()', 'n.toLocale' + 'String()'])
      expect(sample(text, [FORMAT_RULE])).toEqual([FORMAT_RULE.name]);
    expect(sample("dayjs(from).format('YYYY-MM-DD')", [FORMAT_RULE])).toEqual([FORMAT_RULE.name]);
  });
});
