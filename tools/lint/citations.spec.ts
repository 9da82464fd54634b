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
const DOCS = ['README.md', 'ARCHITECTURE.md', 'libs/api/README.md', 'docs'];
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

/**
 * The `[doc, heading]` pairs a text cites, in three forms: `<doc>.md, "Heading"`, `<doc>.md "Heading"` and
 * `<doc>.md ("Heading", "Another")`. A doc is ARCHITECTURE.md, README.md, libs/api/README.md or docs/**.md, named
 * from the repository root. A citation may wrap onto the next comment line (after a slash too) or, in a doc, the
 * next line.
 */
export function citationsIn(text: string): Array<[string, string]> {
  const joined = text
    .replace(/\/\n\s*(?:\*|\/\/)?\s*/g, '/')
    .replace(/\n\s*(?:\*(?!\*)|\/\/)?\s*/g, ' ');
  const citation =
    /(?<![\w/.-])((?:docs\/[\w/-]+|ARCHITECTURE|README|libs\/api\/README)\.md),? (?:"([^"]+)"|\(("[^"]+"(?:, "[^"]+")*)\))/g;
  const found: Array<[string, string]> = [];
  for (const [, doc, one, list] of joined.matchAll(citation)) {
    if (one !== undefined) found.push([doc, one]);
    else for (const [, heading] of list.matchAll(/"([^"]+)"/g)) found.push([doc, heading]);
  }
  return found;
}

/** A heading's anchor as GitHub writes it ("Audit trail" is #audit-trail). */
function slugOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

describe('citations in source comments and docs', () => {
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

  it('cite headings that exist in the cited doc (and so do the docs)', () => {
    const missing: string[] = [];
    for (const file of [...files, ...docs]) {
      for (const [doc, heading] of citationsIn(readFileSync(path.join(root, file), 'utf8'))) {
        const known = headings(doc);
        if (known === null) missing.push(`${file}: ${doc} does not exist`);
        // A heading with a parenthesised tail ("Calls (all under ...)") may be cited without the tail.
        else if (!known.has(heading) && ![...known].some((h) => h.startsWith(`${heading} (`)))
          missing.push(`${file}: ${doc} has no heading "${heading}"`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('link from a doc to files and headings that exist', () => {
    const broken: string[] = [];
    for (const file of docs) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(?:[a-z]+:|#)/.test(target)) continue;
        const [link, anchor] = target.split('#');
        const linked = path.posix.normalize(path.posix.join(path.posix.dirname(file), link));
        if (!existsSync(path.join(root, linked))) broken.push(`${file}: ${target} does not exist`);
        else if (anchor !== undefined && !(headings(linked) ?? new Set()).has(anchor)) {
          const slugs = [...(headings(linked) ?? [])].map(slugOf);
          if (!slugs.includes(anchor)) broken.push(`${file}: ${linked} has no heading #${anchor}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('writes the anchor of a heading as GitHub does', () => {
    expect(slugOf('Audit trail')).toBe('audit-trail');
    expect(slugOf('Sign-up (`/signup`)')).toBe('sign-up-signup');
    expect(slugOf("The ticket list's indexes")).toBe('the-ticket-lists-indexes');
  });

  it('finds every form of citation', () => {
    const text = [
      '// the rule (docs/api-database.md, "Dates") and ARCHITECTURE.md "Tags";',
      '// the arrows of ARCHITECTURE.md ("The arrows", "Tags"), the areas\' (libs/api/README.md, "Adding an area")',
      ' * wrapped after a slash: docs/areas/',
      ' * billing.md, "Reporting"; the root README.md, "Configuration"',
      'a doc wrapping its citation: docs/toolchain.md,',
      '"Ports" ends here',
    ].join('\n');
    expect(citationsIn(text)).toEqual([
      ['docs/api-database.md', 'Dates'],
      ['ARCHITECTURE.md', 'Tags'],
      ['ARCHITECTURE.md', 'The arrows'],
      ['ARCHITECTURE.md', 'Tags'],
      ['libs/api/README.md', 'Adding an area'],
      ['docs/areas/billing.md', 'Reporting'],
      ['README.md', 'Configuration'],
      ['docs/toolchain.md', 'Ports'],
    ]);
  });
});
