/**
 * A shell and remotes from different releases work together (docs/releases.md, "Version skew"): run by the projects
 * "current shell + previous remotes" and "previous shell + current remotes" (playwright.skew.config.ts).
 */
import { signInAdmin } from '../support/auth';
import { openEntry } from '../support/nav';
import { expect, expectAreaPage, test } from './fixtures';
import { MAIN_PAGES } from './scenarios';

for (const { area, label, path } of MAIN_PAGES) {
  test(`the SuperAdmin opens the ${area} area's ${label} page from the sidebar`, async ({ page }) => {
    await signInAdmin(page);
    await openEntry(page, label);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expectAreaPage(page, area);
    await expect(page.getByRole('alert').filter({ hasText: /could not be loaded|contract/i })).toHaveCount(0);
  });
}
