// Loaded by main.ts beside the bootstrap when a token is stored (a signed-in reload, a link opened signed in):
// what the private app's first screen needs starts loading now, in parallel with the login bundle, instead of
// after that bundle has run and rendered (docs/micro-frontends.md, "Signed-in first paint").
import { ensureRemotesRegistered } from '../federation/remote-loader';
import { preloadPath } from '../federation/remote-area';
import { session } from '../auth/session-store';
import { loadPrivateApp } from './prefetch-private-app';

/**
 * Starts loading, for a visitor whose stored token is still valid: the private app's code (with the api-client
 * and the ui's other recipes), the remotes' manifest, and the area page at `pathname` (its remote's Module and
 * the page's code). Nothing waits for it: each later load reuses the promise started here, and a failure is
 * forgotten there, so the real navigation loads again and shows its own error. Does nothing signed out.
 */
export function startSignedIn(pathname: string): void {
  if (!session.getValidToken()) return;
  loadPrivateApp().catch(() => undefined);
  ensureRemotesRegistered().catch(() => undefined);
  void preloadPath(pathname);
}

startSignedIn(window.location.pathname);
