/**
 * The version-skew suite's test: a worker fixture starts the servers of the project's scenario (./scenarios.ts)
 * before its first test and stops them after its last one. One worker: the scenarios run one after the other.
 */
import '../support/skew-env';
import { test as base } from '@playwright/test';
import { startServers } from '../support/launcher';
import { SCENARIOS, type Scenario } from './scenarios';

export const test = base.extend<object, { scenario: Scenario; servers: void }>({
  scenario: [SCENARIOS[0], { scope: 'worker', option: true }],
  servers: [
    async ({ scenario }, use) => {
      const started = Date.now();
      const stop = await startServers(scenario.set);
      console.log(`[e2e skew] ${scenario.title}: servers up in ${Date.now() - started} ms`);
      await use();
      await stop();
    },
    // A cold API start (migration and seed) on a busy machine, up to three attempts (../support/launcher.ts).
    { scope: 'worker', auto: true, timeout: 300_000 },
  ],
});

export { expect } from '@playwright/test';
