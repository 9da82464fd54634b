// Source comments cite the repository's own docs (ARCHITECTURE.md, docs/*.md, docs/areas/*.md) with a heading,
// never documents a new maintainer cannot open: the old DECISIONS.md / TOOLCHAIN.md, "spec N section M", the
// team's scratch files. A cited heading must exist in the cited doc (docs/areas/platform.md "Messages").
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

/**
 * Folders not swept yet (paths from the repository root). Empty since apps/api and libs/api were swept too; a
 * folder moved or rewritten in bulk may be listed here for the time of its move.
 */
const NOT_YET_SWEPT: string[] = [];

const SCANNED = ['apps', 'libs', 'tools'];
const ROOT_FILES = ['eslint.config.mjs', 'jest.preset.js'];
const DOCS = ['README.md', 'ARCHITECTURE.md', 'docs'];
const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.nx', 'test-output']);
const SELF = path.relative(root, __filename).split(path.sep).join('/');

// Built from parts so that this file does not match itself.
const OUTSIDE: Array<[string, RegExp]> = [
  ['the old ' + 'DECISIONS.md', new RegExp('DECISIONS' + '\\.md')],
  ['the old ' + 'TOOLCHAIN.md', new RegExp('TOOLCHAIN' + '\\.md')],
  ['a spec ' + 'section', new RegExp('\\b[Ss]pec' + ' \\d')],
  ['the team scratch files', new RegExp('/tmp/' + 'team|/work/' + 'shared|helpdesk ' + 'contract')],
];

function sourceFiles(dir: string): string[] {
  const rel = path.relative(root, dir).split(path.sep).join('/');
  if (NOT_YET_SWEPT.some((skip) => rel === skip || rel.startsWith(skip + '/'))) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(path.join(dir, entry.name));
    return SOURCE.test(entry.name) ? [path.join(dir, entry.name)] : [];
  });
}

const files = [
  ...SCANNED.flatMap((d) => sourceFiles(path.join(root, d))),
  ...ROOT_FILES.map((f) => path.join(root, f)),
]
  .map((f) => path.relative(root, f).split(path.sep).join('/'))
  .filter((f) => f !== SELF && existsSync(path.join(root, f)));

function markdownFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (entry.endsWith('.md')) return [entry];
  return readdirSync(full, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? markdownFiles(`${entry}/${e.name}`)
      : e.name.endsWith('.md')
        ? [`${entry}/${e.name}`]
        : [],
  );
}

const docs = DOCS.flatMap(markdownFiles);

const headingsCache = new Map<string, Set<string> | null>();
function headings(doc: string): Set<string> | null {
  if (!headingsCache.has(doc)) {
    let found: Set<string> | null = null;
    try {
      const text = readFileSync(path.join(root, doc), 'utf8');
      found = new Set(
        text
          .split('\n')
          .filter((l) => /^#+ /.test(l))
          .map((l) => l.replace(/^#+ /, '').trim()),
      );
    } catch {
      found = null;
    }
    headingsCache.set(doc, found);
  }
  return headingsCache.get(doc) ?? null;
}

describe('citations in source comments', () => {
  it('scans the source files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('cite no document outside the repository (and neither do the docs)', () => {
    const hits: string[] = [];
    for (const file of [...files, ...docs]) {
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const [what, pattern] of OUTSIDE) {
            if (pattern.test(line)) hits.push(`${file}:${i + 1} cites ${what}: ${line.trim()}`);
          }
        });
    }
    expect(hits).toEqual([]);
  });

  it('cite headings that exist in the cited doc', () => {
    const missing: string[] = [];
    // A citation is `<doc>.md, "Heading"` (or `<doc>.md "Heading"`), possibly wrapped onto the next comment line.
    const citation = /((?:docs\/[\w/-]+|ARCHITECTURE)\.md),? "([^"]+)"/g;
    for (const file of files) {
      const text = readFileSync(path.join(root, file), 'utf8').replace(/\n\s*(?:\*|\/\/)\s*/g, ' ');
      for (const [, doc, heading] of text.matchAll(citation)) {
        const known = headings(doc);
        if (known === null) missing.push(`${file}: ${doc} does not exist`);
        // A heading with a parenthesised tail ("Calls (all under ...)") may be cited without the tail.
        else if (!known.has(heading) && ![...known].some((h) => h.startsWith(`${heading} (`)))
          missing.push(`${file}: ${doc} has no heading "${heading}"`);
      }
    }
    expect(missing).toEqual([]);
  });
});
