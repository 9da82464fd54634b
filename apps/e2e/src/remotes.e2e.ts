/**
 * Remotes loaded at run time (issue 2 "Micro-frontends"): fetched only when one of their routes opens,
 * a stopped remote fails in its own area only and Retry recovers it, one copy of the shared libraries.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { REMOTE_NAMES, remoteOrigin, type RemoteName } from './support/env';
import { signInAdmin } from './support/auth';
import { expectPageHeading, mainNav, openEntry } from './support/nav';
import { startRemote, stopRemote } from './support/launcher';

function watchRemoteEntries(page: Page) {
  const seen: RemoteName[] = [];
  page.on('request', (req: Request) => {
    const url = req.url();
    if (!url.includes('remoteEntry')) return;
    for (const name of REMOTE_NAMES) if (url.startsWith(remoteOrigin(name))) seen.push(name);
  });
  return seen;
}

test('opening an area fetches only that remote, which shows its page', async ({ page }) => {
  const fetched = watchRemoteEntries(page);
  await signInAdmin(page);
  await page.waitForLoadState('networkidle');
  expect(fetched, 'no remote is fetched before one of its routes opens').toEqual([]);

  await openEntry(page, 'Archives');
  await expect(page).toHaveURL(/\/archives$/);
  await expectPageHeading(page, 'Archives');
  expect([...new Set(fetched)]).toEqual(['hotels']);

  await openEntry(page, 'Users Management');
  await expect(page).toHaveURL(/\/users-all$/);
  await expectPageHeading(page, 'Users Management');
  expect([...new Set(fetched)].sort()).toEqual(['admin-users', 'hotels']);
});

test('a stopped remote fails in its area only; Retry loads it once its server is back', async ({ page }) => {
  await stopRemote('hotels');
  try {
    await signInAdmin(page);
    await openEntry(page, 'Archives');
    const alert = page.getByRole('alert').filter({ hasText: /could not be loaded/i });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();

    // The rest of the shell still works: sidebar, top bar, another area.
    await expect(mainNav(page)).toBeVisible();
    await page.getByRole('button', { name: 'Notifications' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Hi, Admin' })).toBeVisible();
    await openEntry(page, 'FAQ');
    // The cms area's FAQ page is built (issue 4): its own heading shows.
    await expect(page.getByRole('main').getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible({ timeout: 15_000 });
    await openEntry(page, 'Archives');
    await expect(alert).toBeVisible({ timeout: 20_000 });
  } finally {
    await startRemote('hotels');
  }
  await page.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
  await expectPageHeading(page, 'Archives');
  await expect(page.getByRole('alert').filter({ hasText: /could not be loaded/i })).toHaveCount(0);
});

test('a remote slower than 5 s shows the alert in its area; Retry loads it once it answers', async ({ page }) => {
  let slow = true;
  await page.route(`${remoteOrigin('hotels')}/remoteEntry.js`, async (route) => {
    if (slow) await new Promise((r) => setTimeout(r, 7000));
    await route.continue();
  });
  await signInAdmin(page);
  await openEntry(page, 'Archives');
  const alert = page.getByRole('alert').filter({ hasText: /could not be loaded/i });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(mainNav(page)).toBeVisible();
  slow = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expectPageHeading(page, 'Archives');
});

interface ShareEntry {
  from?: string;
  loaded?: boolean;
  lib?: unknown;
  useIn?: string[];
}

test('one copy of react, react-dom, react-router-dom and shell-sdk at run time', async ({ page }) => {
  await signInAdmin(page);
  // Two remotes render; each shows the host's user as it sees it through the shared shell-sdk and React
  // (data-shell-user, tools/webpack + libs/remote-kit/src/area-routes.tsx): a private copy would see no user.
  await openEntry(page, 'Archives');
  await expectPageHeading(page, 'Archives');
  await expect(page.locator('[data-area="hotels"]')).toHaveAttribute('data-shell-user', 'Admin');
  await openEntry(page, 'FAQ');
  await expect(page.getByRole('main').getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[data-area="cms"]')).toHaveAttribute('data-shell-user', 'Admin');

  // The federation runtime's share scope: one version of each singleton, loaded once, used by the remotes.
  const scope = await page.evaluate(() => {
    const fed = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>> } }).__FEDERATION__;
    const out: Record<string, { version: string; from?: string; loaded: boolean; useIn: string[] }[]> = {};
    for (const scopes of Object.values(fed?.__SHARE__ ?? {})) {
      for (const pkgs of Object.values(scopes)) {
        for (const [pkg, versions] of Object.entries(pkgs)) {
          for (const [version, entry] of Object.entries(versions)) {
            const list = (out[pkg] ??= []);
            if (!list.some((e) => e.version === version && e.from === entry.from)) {
              list.push({ version, from: entry.from, loaded: !!(entry.loaded || entry.lib), useIn: entry.useIn ?? [] });
            }
          }
        }
      }
    }
    return out;
  });
  for (const pkg of ['react', 'react-dom', 'react-router-dom', '@backoffice/shell-sdk']) {
    const entries = scope[pkg] ?? [];
    expect(entries.length, `${pkg} is in the share scope`).toBeGreaterThan(0);
    const loaded = entries.filter((e) => e.loaded);
    expect(loaded.map((e) => `${e.from}@${e.version}`), `${pkg} is loaded once`).toHaveLength(1);
  }
});
