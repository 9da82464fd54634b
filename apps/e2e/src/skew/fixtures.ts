/**
 * The version-skew suite's test: a worker fixture starts the servers of the project's scenario (./scenarios.ts)
 * before its first test and stops them after its last one. One worker: the scenarios run one after the other.
 */
import '../support/skew-env';
import { expect, test as base, type Page } from '@playwright/test';
import type { AreaKey } from '@backoffice/contracts';
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

export { expect };

/**
 * The page the area's remote rendered: a level-1 heading inside the area's wrapper (libs/remote-kit's AreaRoutes),
 * whose `data-shell-user` shows the signed-in SuperAdmin as the remote sees it through the shared shell-sdk (empty
 * when a remote of another release got a private copy of shell-sdk or React instead of the shell's).
 */
export async function expectAreaPage(page: Page, area: AreaKey) {
  const wrapper = page.locator(`[data-area="${area}"]`);
  await expect(wrapper.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(wrapper).toHaveAttribute('data-shell-user', 'Admin');
}
