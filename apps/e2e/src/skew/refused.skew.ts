/**
 * A remote built for another major host contract is refused in its own area, with the contract message and a Retry,
 * while the other areas keep working (docs/releases.md, "The host contract" and "Version skew"): the project
 * "current shell + refused cms" (playwright.skew.config.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { signInAdmin } from '../support/auth';
import { ROOT } from '../support/env';
import { openEntry } from '../support/nav';
import { expect, expectAreaPage, test } from './fixtures';
import { MAIN_PAGES, REFUSED_APP } from './scenarios';

// The shell refuses a remote only since the host contract exists (libs/shell-sdk/contract.json and the shell's check
// arrive together): before that this scenario has nothing to test.
const CONTRACT_FILE = path.join(ROOT, 'libs/shell-sdk/contract.json');

test("the cms built for the next contract shows its area's error panel with the contract message and Retry; the other areas work", async ({
  page,
}) => {
  test.skip(!fs.existsSync(CONTRACT_FILE), 'no host contract in this checkout (libs/shell-sdk/contract.json)');
  const [refused] = MAIN_PAGES.filter((p) => p.area === REFUSED_APP);
  await signInAdmin(page);
  await openEntry(page, refused.label);
  const panel = page.getByRole('alert').filter({ hasText: /contract/i });
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.locator(`[data-area="${REFUSED_APP}"]`)).toHaveCount(0);

  for (const { area, label } of MAIN_PAGES.filter((p) => p.area !== REFUSED_APP)) {
    await test.step(`the ${area} area still opens`, async () => {
      await openEntry(page, label);
      await expectAreaPage(page, area);
    });
  }
});
