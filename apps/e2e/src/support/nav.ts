import { expect, type Page } from '@playwright/test';
import { AREAS } from '@backoffice/contracts';

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * Clicks the sidebar entry `label`. A SuperAdmin's area entries may sit in a collapsed group named after
 * the area: open it first when the entry is hidden.
 */
export async function revealEntry(page: Page, label: string) {
  const link = mainNav(page).getByRole('link', { name: label, exact: true });
  await expect(mainNav(page)).toBeVisible();
  if (!(await link.isVisible())) {
    const area = AREAS.find((a) => a.pages.some((p) => p.label === label));
    if (area) {
      const group = mainNav(page).getByRole('button', { name: area.title, exact: true });
      if (await group.count()) await group.click();
    }
  }
  // Entries the sidebar groups apart from their area (Sent Mail and Scheduled Jobs under "System", Users and Admins
  // together: docs/areas/platform.md, "Layout").
  for (const title of ['System', 'Users & Admins']) {
    if (await link.isVisible()) break;
    const group = mainNav(page).getByRole('button', { name: title, exact: true });
    if ((await group.count()) && (await group.getAttribute('aria-expanded')) === 'false') await group.click();
  }
  await expect(link).toBeVisible();
  return link;
}

/**
 * Clicks the sidebar entry `label` and waits until the sidebar marks it as the current page. The sidebar reads
 * the router's location, which changes when the navigation's transition commits: until then the previous page
 * stays on screen (docs/micro-frontends.md, "Area switch: the previous page stays while the area loads"), and a
 * test acting at once would type into, or count the rows of, the page it is leaving. After this, the new page (or
 * its loader, or its area's error panel) is the one on screen.
 */
export async function openEntry(page: Page, label: string) {
  const link = await revealEntry(page, label);
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page', { timeout: 20_000 });
}

/** A built area page: its own level-1 heading (the area's remote has loaded and rendered it). */
export async function expectPageHeading(page: Page, label: string) {
  await expect(page.getByRole('main').getByRole('heading', { name: label, exact: true, level: 1 })).toBeVisible({ timeout: 15_000 });
}
