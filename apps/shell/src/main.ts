import { applyEarlyTheme } from './preferences/early-theme';

// The stored theme first, before anything paints (preferences/early-theme.ts).
applyEarlyTheme();
// The async boundary: the federation runtime must initialise the share scope (React, the router, the ui lib)
// before any code that imports them runs, so the app starts in bootstrap.tsx behind a dynamic import.
import('./bootstrap');
// A stored token: the private app and the area being opened start loading beside the bootstrap (early-start.ts).
// The key is session-store.ts's TOKEN_KEY, written out: importing that module would put it in this file
// (early-start.spec.ts checks the two agree).
try {
  if (localStorage.getItem('backoffice.token')) import('./app/early-start');
} catch {
  // Storage disabled: the app starts as usual.
}
