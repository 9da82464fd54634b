/**
 * Playwright end-to-end tests against the production build, in Debian's Chromium (never a downloaded
 * browser: docs/toolchain.md, "Browsers and end-to-end tests"). The global setup starts the API (which serves
 * the shell) and the five remote servers on test ports with a fresh data folder; nothing is built here (`npm
 * run test:all` builds first). Run: `npx nx run e2e:e2e` (or `npx playwright test -c
 * apps/e2e/playwright.config.ts`).
 */
import { defineConfig } from '@playwright/test';
import { baseConfig } from './playwright.base';
import { BASE_URL, WORKERS } from './src/support/env';

export default defineConfig({
  ...baseConfig({ json: 'playwright.json', outputDir: 'tmp/e2e/test-results', reportDir: 'tmp/e2e/report', baseURL: BASE_URL }),
  testDir: './src',
  testMatch: '**/*.e2e.ts',
  globalSetup: './src/global-setup.ts',
  // One worker per server set (src/support/env.ts, "Server sets"): the tests of one set count the SuperAdmin's
  // notifications, which sign-ups of another worker on the same API would change, so no two workers share a set.
  // Each file runs whole in one worker; much of a test is waiting on pages, so two workers take the two cores.
  workers: WORKERS,
  fullyParallel: false,
  timeout: 60_000,
  // A hung run must not eat the CI budget.
  globalTimeout: 25 * 60_000,
});
