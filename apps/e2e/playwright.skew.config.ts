/**
 * The version-skew suite (docs/releases.md, "Version skew"): Chromium against a shell and remotes from different
 * builds, one project per scenario (src/skew/scenarios.ts), each with its own API and remote servers, one after the
 * other. It needs the production build (dist/apps) and `node tools/release/skew.mjs prepare` (the previous release
 * and the refused cms in tmp/skew). Run: `npx nx run e2e:e2e-skew` (prepare, then this suite), or `npx playwright
 * test -c apps/e2e/playwright.skew.config.ts` after a prepare.
 */
import './src/support/skew-env';
import { defineConfig } from '@playwright/test';
import { baseConfig } from './playwright.base';
import { SCENARIOS, baseUrlOf, type Scenario } from './src/skew/scenarios';

export default defineConfig<object, { scenario: Scenario }>({
  ...baseConfig({ json: 'playwright-skew.json', outputDir: 'tmp/e2e/skew-results', reportDir: 'tmp/e2e/skew-report' }),
  testDir: './src/skew',
  testMatch: '**/*.skew.ts',
  globalSetup: './src/skew/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  globalTimeout: 10 * 60_000,
  projects: SCENARIOS.map((scenario) => ({
    name: scenario.title,
    testMatch: scenario.testMatch,
    use: { scenario, baseURL: baseUrlOf(scenario) },
  })),
});
