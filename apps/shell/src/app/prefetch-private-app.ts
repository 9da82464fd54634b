// The private app's loader and its warm-up, apart from lazy.ts: the login page calls the warm-up, and lazy.ts
// (which the login page must not import) loads the login page through signed-out-fallback.tsx. Keeping this a
// leaf module breaks that import cycle (the import-x/no-cycle rule in eslint.config.mjs).
import { loadSystemRecipes } from '@backoffice/ui';

/**
 * Loads the configured api-client (./api.ts, with axios: off the first screen, docs/micro-frontends.md, "Speed
 * budgets"). Every screen but the login form loads it with its own code ({@link screenLoader}).
 */
export const loadApi = () => import('./api');

/**
 * Wraps a screen's loader so that what the login form's first bundle leaves out is there before the screen
 * renders: the configured api-client ({@link loadApi}) and the ui system's other recipes (`loadSystemRecipes`).
 */
export function screenLoader<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([loadApi(), loadSystemRecipes(), load()]).then(([, , mod]) => mod);
}

/** Loads the code of everything after sign-in (layout, sockets, dayjs, remotes). */
export const loadPrivateApp = screenLoader(() => import('./private-app'));

let prefetched = false;

/**
 * Warms the private chunks (and `also`, e.g. the login form's validation) a second after the login form shows,
 * so they do not compete with the first screen (a no-op under test).
 */
export function prefetchPrivateApp(also?: () => Promise<unknown>): void | (() => void) {
  if (prefetched || process.env.NODE_ENV === 'test') return;
  const timer = setTimeout(() => {
    prefetched = true;
    also?.().catch(() => undefined);
    loadPrivateApp().catch(() => {
      prefetched = false; // the real navigation retries and shows its own error
    });
  }, 1000);
  return () => clearTimeout(timer);
}
