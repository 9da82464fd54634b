// The async boundary: webpack must see the shared modules (React, the router, the ui lib) before any code that
// uses them runs, so the real start-up lives in bootstrap.tsx behind a dynamic import.
import('./bootstrap');
