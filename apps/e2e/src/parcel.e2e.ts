/**
 * A remote's `./Parcel` (single-spa-react lifecycles) mounted by a plain HTML page that is not the shell,
 * with auth passed in props (issue 2 "Micro-frontends").
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT, remoteEntryUrl } from './support/env';
import { account } from './support/accounts';

const HOST = 'http://plain-host.localhost:4399';

test('a plain HTML page mounts the hotels parcel with auth in props', async ({ page, request }) => {
  const emp = account('Employee');
  const login = await request.post('/api/user/login', { data: { email: emp.email, password: emp.password } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };

  // The host page and single-spa come from the test itself: no shell, no server of the project.
  await page.route(`${HOST}/vendor/single-spa.js`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: fs.readFileSync(path.join(ROOT, 'node_modules/single-spa/lib/es2015/umd/single-spa.min.cjs'), 'utf8'),
    }),
  );
  await page.route(`${HOST}/hotels`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: fs.readFileSync(path.join(__dirname, 'fixtures/parcel-host.html'), 'utf8'),
    }),
  );
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));

  await page.goto(`${HOST}/hotels`);
  await expect(page.getByRole('heading', { name: 'Plain host page' })).toBeVisible();
  const status = await page.evaluate(
    ([entry, t, firstName]) =>
      (window as unknown as { mountRemoteParcel: (...a: unknown[]) => Promise<string> }).mountRemoteParcel(
        entry,
        'hotels',
        { auth: { token: t, user: { id: 'e2e', role: 'Employee', firstName, displayName: firstName } } },
      ),
    [remoteEntryUrl('hotels'), token, 'ParcelUser'] as const,
  );
  expect(status).toBe('MOUNTED');

  const parcel = page.getByRole('main', { name: 'Parcel' });
  await expect(parcel.getByRole('heading', { name: 'Hotels', exact: true })).toBeVisible();
  await expect(parcel.getByText(/not yet available/i).first()).toBeVisible();
  // The auth passed in props reached the area (it reads it through shell-sdk's useAuth).
  await expect(page.locator('[data-shell-user="ParcelUser"]')).toHaveCount(1);
  expect(errors).toEqual([]);

  await page.evaluate(() => (window as unknown as { unmountRemoteParcel: () => Promise<string> }).unmountRemoteParcel());
  await expect(parcel.getByRole('heading', { name: 'Hotels', exact: true })).toHaveCount(0);
});
