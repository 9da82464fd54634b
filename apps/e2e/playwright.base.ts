/**
 * What the end-to-end configs share (playwright.config.ts, playwright.cluster.config.ts, playwright.skew.config.ts):
 * Debian's Chromium (never a downloaded browser: docs/toolchain.md, "Browsers and end-to-end tests"), the CI
 * settings, the reporters and the browser options. Each config adds its tests, servers, ports and timeouts.
 */
import path from 'node:path';
import type { PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ROOT } from './src/support/env';

const ci = !!process.env.CI;

/**
 * The shared part of a config. `json`: the report's file name in $CI_RESULTS_DIR (tools/ci/summary.mjs adds up
 * every playwright*.json there); `outputDir` and `reportDir`: traces and screenshots of failures and the HTML
 * report, relative to the repository; `baseURL`: the shell under test (a config with several server sets sets it
 * per project instead).
 */
export function baseConfig({
  json,
  outputDir,
  reportDir,
  baseURL,
}: {
  json: string;
  outputDir: string;
  reportDir: string;
  baseURL?: string;
}) {
  const resultsDir = process.env.CI_RESULTS_DIR;
  return {
    outputDir: path.join(ROOT, outputDir),
    forbidOnly: ci,
    retries: ci ? 1 : 0,
    expect: { timeout: 10_000 },
    reporter: [
      ['list'],
      ...(resultsDir ? ([['json', { outputFile: path.join(resultsDir, json) }]] as const) : []),
      ['html', { outputFolder: path.join(ROOT, reportDir), open: 'never' }],
    ],
    use: {
      baseURL,
      browserName: 'chromium',
      headless: true,
      launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      // A trace records a DOM snapshot and screenshots at every action: on 2 cores that made the suites about a third
      // slower (docs/toolchain.md, "Browsers and end-to-end tests"). CI retries a failed test once and traces that
      // retry; a local run (no retries) keeps the trace of each failure.
      trace: ci ? 'on-first-retry' : 'retain-on-failure',
      screenshot: 'only-on-failure',
      viewport: { width: 1280, height: 800 },
      actionTimeout: 15_000,
      navigationTimeout: 30_000,
    },
  } satisfies PlaywrightTestConfig;
}
