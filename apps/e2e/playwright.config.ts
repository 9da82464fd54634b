/**
 * Playwright end-to-end tests against the production build, in Debian's Chromium (never a downloaded
 * browser: docs/toolchain.md, "Browsers and end-to-end tests"). The global setup starts the API (which serves
 * the shell) and the five remote servers on test ports with a fresh data folder; nothing is built here (`npm
 * run test:all` builds first). Run: `npx nx run e2e:e2e` (or `npx playwright test -c
 * apps/e2e/playwright.config.ts`).
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH, ROOT } from './src/support/env';

const resultsDir = process.env.CI_RESULTS_DIR;
const ci = !!process.env.CI;

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.e2e.ts',
  globalSetup: './src/global-setup.ts',
  outputDir: path.join(ROOT, 'tmp/e2e/test-results'),
  // One worker: the tests share one API and count the SuperAdmin's notifications, which other
  // sign-ups running in parallel would change.
  workers: 1,
  fullyParallel: false,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  timeout: 60_000,
  // A hung run must not eat the CI budget.
  globalTimeout: 25 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ...(resultsDir ? ([['json', { outputFile: path.join(resultsDir, 'playwright.json') }]] as const) : []),
    ['html', { outputFolder: path.join(ROOT, 'tmp/e2e/report'), open: 'never' }],
  ],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 800 },
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
});
