/**
 * The cluster end-to-end suite (docs/production.md, "The end-to-end suite"): Chromium against two API instances
 * behind HAProxy, on PostgreSQL and Redis, all on this machine (tools/scripts/cluster.mjs). The global setup starts
 * the cluster on test ports (balancer 3400, instances 3401-3402, remotes 4401-4405) from an empty database;
 * nothing is built here (`npm run test:all` builds first). Run: `npx nx run e2e:e2e-cluster` (or `npx playwright
 * test -c apps/e2e/playwright.cluster.config.ts`).
 */
import './src/support/cluster-env';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH, ROOT } from './src/support/env';

const resultsDir = process.env.CI_RESULTS_DIR;
const ci = !!process.env.CI;

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.cluster.ts',
  globalSetup: './src/cluster-global-setup.ts',
  outputDir: path.join(ROOT, 'tmp/e2e/cluster-results'),
  // One worker, in file order: the tests count one SuperAdmin's notifications, and the last one kills an instance.
  workers: 1,
  fullyParallel: false,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  timeout: 90_000,
  globalTimeout: 10 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ...(resultsDir ? ([['json', { outputFile: path.join(resultsDir, 'playwright-cluster.json') }]] as const) : []),
    ['html', { outputFolder: path.join(ROOT, 'tmp/e2e/cluster-report'), open: 'never' }],
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
