// No SQL in route files (libs/api/README.md, "An area's folder"): a `routes.ts` (or `<name>.routes.ts`) is the
// HTTP side, thin (schema, `config.access`, the repository call, the answer); its SQL lives in the feature's
// `repository.ts`. A route file that imports `sql` from drizzle-orm or calls select, insert, update, delete or
// execute on a database (`db`, `tx`) is named with its line. Passing `app.db` along to a repository function is fine.
// No file is exempt: the chains and billing areas moved theirs with the operations work (issue 33).
// `npx jest -c tools/jest.config.ts tools/lint/route-sql.spec.ts` lists them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const ROUTE_FILE = /(^|\.)routes\.ts$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test-output']);

/** A drizzle `sql` import: hand SQL belongs to a repository. */
export const SQL_IMPORT = /import\s*(?:type\s*)?\{[^}]*\bsql\b[^}]*\}\s*from\s*['"]drizzle-orm['"]/;
/** A query on a database or transaction handle (`app.db.select(`, `tx\n  .update(`, `db.execute(`). */
export const DB_CALL = /\b(?:db|tx|trx)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute)\s*\(/g;

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : routeFiles(full);
    return ROUTE_FILE.test(entry.name) ? [path.relative(root, full).split(path.sep).join('/')] : [];
  });
}

/** Every route file of libs/api/<lib>/src. */
function apiRouteFiles(): string[] {
  const api = path.join(root, 'libs', 'api');
  return readdirSync(api, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const src = path.join(api, entry.name, 'src');
      try {
        return routeFiles(src);
      } catch {
        return [];
      }
    })
    .sort();
}

/** The SQL of a route file's text, as `line: what` (comments are skipped). */
export function sqlIn(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/\/\/.*$/gm, '');
  const lineOf = (index: number) => code.slice(0, index).split('\n').length;
  const found: string[] = [];
  const imported = SQL_IMPORT.exec(code);
  if (imported) found.push(`${lineOf(imported.index)}: imports sql from drizzle-orm`);
  for (const call of code.matchAll(DB_CALL))
    found.push(`${lineOf(call.index ?? 0)}: ${call[0].replace(/\s+/g, '')}`);
  return found;
}

describe('route files hold no SQL', () => {
  const files = apiRouteFiles();

  it('finds the route files of every API lib', () => {
    expect(files.length).toBeGreaterThan(40);
    expect(files).toEqual(
      expect.arrayContaining([
        'libs/api/pricing/src/logs/routes.ts',
        'libs/api/cms/src/public-forms/contact.routes.ts',
      ]),
    );
  });

  it('no route file imports sql or queries a database; the SQL is in the repository (libs/api/README.md)', () => {
    const found = files.flatMap((file) =>
      sqlIn(readFileSync(path.join(root, file), 'utf8')).map((hit) => `${file}:${hit}`),
    );
    expect(found).toEqual([]);
  });

  it('fires on the code it forbids, not on a repository call or a Map', () => {
    expect(sqlIn("import { and, eq, sql } from 'drizzle-orm';")).toEqual(['1: imports sql from drizzle-orm']);
    expect(sqlIn('const [u] = await app.db\n  .select({ id: users.id })\n  .from(users);')).toEqual([
      '1: db.select(',
    ]);
    expect(sqlIn('await tx.update(hotels).set(values);')).toEqual(['1: tx.update(']);
    expect(sqlIn('await app.db.execute(sql`select 1`);')).toEqual(['1: db.execute(']);
    expect(
      sqlIn(
        "import { eq } from 'drizzle-orm';\nawait app.hotels.update(id, values);\npending.delete(topic);\nlistHotels(app.db, q);",
      ),
    ).toEqual([]);
    expect(sqlIn('// app.db.select( in a comment\n/* tx.insert( */')).toEqual([]);
  });
});
