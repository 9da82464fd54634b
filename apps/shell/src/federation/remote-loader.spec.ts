import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { SHELL_BUILD } from './contract';
import { forgetRemote, loadRemoteModule, RemoteLoadError, resetRemoteLoaderForTests } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const manifest = {
  helpdesk: 'http://localhost:4201/remoteEntry.js',
  'admin-users': 'http://localhost:4205/remoteEntry.js',
  unknown: 'http://elsewhere/remoteEntry.js',
};

beforeEach(() => {
  resetRemoteLoaderForTests();
  jest.useRealTimers();
  (loadRemote as jest.Mock).mockReset();
  (registerRemotes as jest.Mock).mockReset();
  globalThis.fetch = jest.fn(() =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(manifest) }),
  ) as unknown as typeof fetch;
});

const [major, minor] = (SHELL_BUILD?.contract ?? '').split('.').map(Number) as [number, number];
const build = { app: 'admin-users', contract: `${major}.${minor}`, version: 'r1', commit: '0123456789ab' };

describe('remote loader', () => {
  it('registers the known remotes from the manifest, then loads <container>/Module', async () => {
    const mod = { default: () => null, build };
    (loadRemote as jest.Mock).mockResolvedValue(mod);
    await expect(loadRemoteModule('admin-users')).resolves.toBe(mod);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'helpdesk', entry: manifest.helpdesk },
      { name: 'admin_users', entry: manifest['admin-users'] },
    ]);
    expect(loadRemote).toHaveBeenCalledWith('admin_users/Module');
  });

  it('reads the live manifest\'s object entries beside plain URLs, and ignores malformed ones', async () => {
    const live = {
      helpdesk: manifest.helpdesk,
      hotels: { entry: '/releases/hotels/r2-0123456789ab/remoteEntry.js', version: 'r2', commit: '0123456789ab' },
      cms: { version: 'r1' },
      bookings: 42,
    };
    (globalThis.fetch as jest.Mock).mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve(live) });
    (loadRemote as jest.Mock).mockResolvedValue({ default: () => null, build: { ...build, app: 'hotels' } });
    await loadRemoteModule('hotels');
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'helpdesk', entry: manifest.helpdesk },
      { name: 'hotels', entry: live.hotels.entry },
    ]);
    await expect(loadRemoteModule('cms')).rejects.toThrow(/No address/);
  });

  it('fails a remote that is missing from the manifest without fetching it', async () => {
    await expect(loadRemoteModule('hotels')).rejects.toThrow(/No address/);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('fails a slow remote after the timeout', async () => {
    (loadRemote as jest.Mock).mockReturnValue(new Promise(() => undefined));
    await expect(loadRemoteModule('helpdesk', 50)).rejects.toThrow(/did not answer within/);
  });

  it('fails when the remote cannot be fetched', async () => {
    (loadRemote as jest.Mock).mockRejectedValue(new Error('ScriptNetworkError'));
    await expect(loadRemoteModule('helpdesk')).rejects.toThrow('ScriptNetworkError');
  });

  it.each([
    [
      'a newer minor',
      { ...build, contract: `${major}.${minor + 1}` },
      `The Help Desk area was built for console contract ${major}.${minor + 1}; this console serves ${major}.${minor}. It needs a newer console first.`,
    ],
    [
      'an older major',
      { ...build, contract: `${major - 1}.0` },
      `The Help Desk area was built for console contract ${major - 1}.0; this console serves ${major}.${minor}. The area needs a new release built for this console.`,
    ],
    [
      'no contract',
      undefined,
      'The Help Desk area declares no console contract. It was built before this console checked them and needs a rebuild.',
    ],
  ])('refuses a remote built for %s as incompatible, with the reason', async (_, remoteBuild, message) => {
    (loadRemote as jest.Mock).mockResolvedValue({ default: () => null, build: remoteBuild });
    const failure = loadRemoteModule('helpdesk');
    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failure).rejects.toMatchObject({ area: 'helpdesk', reason: 'incompatible', message });
  });

  it('serves a remote of an older minor of its major', async () => {
    const mod = { default: () => null, build: { ...build, contract: `${major}.0` } };
    (loadRemote as jest.Mock).mockResolvedValue(mod);
    await expect(loadRemoteModule('helpdesk')).resolves.toBe(mod);
  });

  it('forgets a remote by registering it again with force', async () => {
    await forgetRemote('helpdesk');
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'helpdesk', entry: manifest.helpdesk }], {
      force: true,
    });
  });
});
