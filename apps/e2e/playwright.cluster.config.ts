/**
 * The cluster end-to-end suite (docs/production.md, "The end-to-end suite"): Chromium against two API instances
 * behind HAProxy, on PostgreSQL and Redis, all on this machine (tools/scripts/cluster.mjs). The global setup starts
 * the cluster on test ports (balancer 3400, instances 3401-3402, remotes 4401-4405) from an empty database;
 * nothing is built here (`npm run test:all` builds first). Run: `npx nx run e2e:e2e-cluster` (or `npx playwright
 * test -c apps/e2e/playwright.cluster.config.ts`).
 */
import './src/support/cluster-env';
import { defineConfig } from '@playwright/test';
import { baseConfig } from './playwright.base';
import { BASE_URL } from './src/support/env';

export default defineConfig({
  ...baseConfig({
    json: 'playwright-cluster.json',
    outputDir: 'tmp/e2e/cluster-results',
    reportDir: 'tmp/e2e/cluster-report',
    baseURL: BASE_URL,
  }),
  testDir: './src',
  testMatch: '**/*.cluster.ts',
  globalSetup: './src/cluster-global-setup.ts',
  // One worker, in file order: the tests count one SuperAdmin's notifications, and the last one kills an instance.
  workers: 1,
  fullyParallel: false,
  timeout: 90_000,
  globalTimeout: 10 * 60_000,
});
