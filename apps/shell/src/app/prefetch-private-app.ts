// The private app's loader and its warm-up, apart from lazy.ts: the login page calls the warm-up, and lazy.ts
// (which the login page must not import) loads the login page through signed-out-fallback.tsx. Keeping this a
// leaf module breaks that import cycle (the import-x/no-cycle rule in eslint.config.mjs).

/** Loads the code of everything after sign-in (layout, sockets, dayjs, remotes). */
export const loadPrivateApp = () => import('./private-app');

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
