import { readFileSync } from 'node:fs';
import path from 'node:path';
import { makeToken } from '@backoffice/test-utils';
import { TOKEN_KEY, session } from '../auth/session-store';
import { preloadPath } from '../federation/remote-area';
import { ensureRemotesRegistered } from '../federation/remote-loader';
import { startSignedIn } from './early-start';
import { loadPrivateApp } from './prefetch-private-app';

jest.mock('../federation/remote-area', () => ({ preloadPath: jest.fn(() => Promise.resolve()) }));
jest.mock('../federation/remote-loader', () => ({ ensureRemotesRegistered: jest.fn(() => Promise.resolve({})) }));
jest.mock('./prefetch-private-app', () => ({ loadPrivateApp: jest.fn(() => Promise.resolve({})) }));

describe('startSignedIn', () => {
  beforeEach(() => jest.clearAllMocks());
  afterEach(() => session.clear());

  it('starts the private app, the manifest and the opened page with a valid token', () => {
    session.setToken(makeToken({ role: 'SuperAdmin' }));
    startSignedIn('/all-tickets');
    expect(loadPrivateApp).toHaveBeenCalledTimes(1);
    expect(ensureRemotesRegistered).toHaveBeenCalledTimes(1);
    expect(preloadPath).toHaveBeenCalledWith('/all-tickets');
  });

  it('loads nothing signed out or with an expired token', () => {
    startSignedIn('/all-tickets');
    session.setToken(makeToken({ exp: Math.floor(Date.now() / 1000) - 60 }));
    startSignedIn('/all-tickets');
    expect(loadPrivateApp).not.toHaveBeenCalled();
    expect(ensureRemotesRegistered).not.toHaveBeenCalled();
    expect(preloadPath).not.toHaveBeenCalled();
  });

  it('survives a failed load: the real navigation loads again and shows the error', async () => {
    session.setToken(makeToken());
    (loadPrivateApp as jest.Mock).mockRejectedValueOnce(new Error('chunk failed'));
    (ensureRemotesRegistered as jest.Mock).mockRejectedValueOnce(new Error('manifest 500'));
    expect(() => startSignedIn('/dashboard')).not.toThrow();
    // No unhandled rejection: both failures were caught.
    await new Promise((r) => setTimeout(r, 0));
    expect(preloadPath).toHaveBeenCalledWith('/dashboard');
  });
});

describe('main.ts', () => {
  it("looks for the stored token under session-store's key (written out there to keep that module off the first screen)", () => {
    const main = readFileSync(path.join(__dirname, '../main.ts'), 'utf8');
    expect(main).toContain(`localStorage.getItem('${TOKEN_KEY}')`);
  });
});
