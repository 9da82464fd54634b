/**
 * Remotes loaded at run time (issue 2 "Micro-frontends"): fetched only when one of their routes opens,
 * a stopped remote fails in its own area only and Retry recovers it, one copy of the shared libraries.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { REMOTE_NAMES, remoteOrigin, type RemoteName } from './support/env';
import { signInAdmin } from './support/auth';
import { expectNotYetAvailable, mainNav, openEntry } from './support/nav';
import { startRemote, stopRemote } from './support/servers';

function watchRemoteEntries(page: Page) {
  const seen: RemoteName[] = [];
  page.on('request', (req: Request) => {
    const url = req.url();
    if (!url.includes('remoteEntry')) return;
    for (const name of REMOTE_NAMES) if (url.startsWith(remoteOrigin(name))) seen.push(name);
  });
  return seen;
}

test('opening an area fetches only that remote, which shows its "not yet available" page', async ({ page }) => {
  const fetched = watchRemoteEntries(page);
  await signInAdmin(page);
  await page.waitForLoadState('networkidle');
  expect(fetched, 'no remote is fetched before one of its routes opens').toEqual([]);

  await openEntry(page, 'Hotels');
  await expect(page).toHaveURL(/\/hotels$/);
  await expectNotYetAvailable(page, 'Hotels');
  expect([...new Set(fetched)]).toEqual(['hotels']);

  await openEntry(page, 'Reservations');
  await expectNotYetAvailable(page, 'Reservations');
  expect([...new Set(fetched)].sort()).toEqual(['bookings', 'hotels']);
});

test('a stopped remote fails in its area only; Retry loads it once its server is back', async ({ page }) => {
  await stopRemote('hotels');
  try {
    await signInAdmin(page);
    await openEntry(page, 'Hotels');
    const alert = page.getByRole('alert').filter({ hasText: /could not be loaded/i });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();

    // The rest of the shell still works: sidebar, top bar, another area.
    await expect(mainNav(page)).toBeVisible();
    await page.getByRole('button', { name: 'Notifications' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Hi, Admin' })).toBeVisible();
    await openEntry(page, 'FAQ');
    await expectNotYetAvailable(page, 'FAQ');
    await openEntry(page, 'Hotels');
    await expect(alert).toBeVisible({ timeout: 20_000 });
  } finally {
    await startRemote('hotels');
  }
  await page.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
  await expectNotYetAvailable(page, 'Hotels');
  await expect(page.getByRole('alert').filter({ hasText: /could not be loaded/i })).toHaveCount(0);
});
