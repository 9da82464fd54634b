// Proves that Nx tests per area: a change in one remote's source makes `nx affected -t test` run that remote's
// tests and no other project's, while a change in a shared lib reaches every remote that uses it.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const REMOTES = ['helpdesk', 'cms', 'hotels', 'bookings', 'admin-users'];

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
});
