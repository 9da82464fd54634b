import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { forgetRemote, loadRemoteModule, resetRemoteLoaderForTests } from './remote-loader';

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

describe('remote loader', () => {
  it('registers the known remotes from the manifest, then loads <container>/Module', async () => {
    const mod = { default: () => null };
    (loadRemote as jest.Mock).mockResolvedValue(mod);
    await expect(loadRemoteModule('admin-users')).resolves.toBe(mod);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'helpdesk', entry: manifest.helpdesk },
      { name: 'admin_users', entry: manifest['admin-users'] },
    ]);
    expect(loadRemote).toHaveBeenCalledWith('admin_users/Module');
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

  it('forgets a remote by registering it again with force', async () => {
    await forgetRemote('helpdesk');
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'helpdesk', entry: manifest.helpdesk }], {
      force: true,
    });
  });
});
