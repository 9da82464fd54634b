// The async boundary: the federation runtime must initialise the share scope (React, the router, the ui lib)
// before any code that imports them runs, so the app starts in bootstrap.tsx behind a dynamic import.
import('./bootstrap');
