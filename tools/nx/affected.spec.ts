// Proves that Nx tests per area: a change in one remote's source makes `nx affected -t test` run that remote's
// tests and no other project's, while a change in a shared lib reaches every remote that uses it. The same on the
// API: a change in one area's lib (libs/api/<area>) runs that area's tests and the app's (apps/api composes every
// area), never another area's; a change in the shared server lib runs every API project's.
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const REMOTES = ['helpdesk', 'cms', 'hotels', 'bookings', 'admin-users'];
/**
 * The API's area libs (every folder under libs/api but `server`, as tools/lint/api-areas.spec.ts finds them) and
 * a source file of each (its entry, `src/index.ts`): a new area is covered without an edit here.
 */
const API_AREAS: [string, string][] = readdirSync(path.join(root, 'libs/api'))
  .filter((name) => name !== 'server' && statSync(path.join(root, 'libs/api', name)).isDirectory())
  .sort()
  .map((area) => [`api-${area}`, `libs/api/${area}/src/index.ts`]);

/** The projects whose `test` target `nx affected -t test` would run if only `file` changed. */
function affectedTests(file: string): string[] {
  const out = execFileSync(
    path.join(root, 'node_modules/.bin/nx'),
    ['show', 'projects', '--affected', `--files=${file}`, '-t', 'test', '--json'],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } },
  );
  return (JSON.parse(out) as string[]).sort();
}

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
