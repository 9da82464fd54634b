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
  await expect(link).toBeVisible();
  return link;
}

export async function openEntry(page: Page, label: string) {
  await (await revealEntry(page, label)).click();
}

/** A built area page: its own level-1 heading (the area's remote has loaded and rendered it). */
export async function expectPageHeading(page: Page, label: string) {
  await expect(page.getByRole('main').getByRole('heading', { name: label, exact: true, level: 1 })).toBeVisible({ timeout: 15_000 });
}
