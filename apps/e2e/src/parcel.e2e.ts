/**
 * A remote's `./Parcel` (single-spa-react lifecycles) mounted by a plain HTML page that is not the shell,
 * with auth passed in props (issue 2 "Micro-frontends").
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REMOTE_PORT_BASE, ROOT, RUN_DIR, remoteEntryUrl } from './support/env';
import { account } from './support/accounts';
import { STATIC_SERVER, killTree, spawnLogged, waitForUrl } from './support/servers';

const PORT = REMOTE_PORT_BASE + 9;
const HOST = `http://127.0.0.1:${PORT}`;
let pid = 0;

// The plain host page and single-spa's UMD build, from a static server of their own (no shell, no API).
test.beforeAll(async () => {
  const log = path.join(RUN_DIR, 'parcel-host.log');
  pid = spawnLogged(
    [
      process.execPath,
      STATIC_SERVER,
      '--dir',
      path.join(__dirname, 'fixtures'),
      '--single',
      'parcel-host.html',
      '--mount',
      `/vendor=${path.join(ROOT, 'node_modules/single-spa/lib/es2015/umd')}`,
      '--port',
      String(PORT),
    ],
    {},
    log,
  );
  await waitForUrl(`${HOST}/archives`, 10_000, 'parcel host page', log);
});
test.afterAll(() => killTree(pid));

test('a plain HTML page mounts the hotels parcel with auth in props', async ({ page, request }) => {
  const emp = account('Employee');
  const login = await request.post('/api/user/login', { data: { email: emp.email, password: emp.password } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };

  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const fetchedShell: string[] = [];
  page.on('request', (req) => {
    if (req.url().startsWith(String(test.info().project.use.baseURL))) fetchedShell.push(req.url());
  });

  // A path outside the route table: the area answers its own index (no data needed, no role checked).
  await page.goto(`${HOST}/parcel-index`);
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
  await expect(parcel.getByRole('heading', { name: 'Hotels & Billing', exact: true })).toBeVisible();
  await expect(parcel.getByRole('table', { name: 'Hotels & Billing pages' })).toContainText('/archives');
  // The auth passed in props reached the area (it reads it through shell-sdk's useAuth).
  await expect(page.locator('[data-shell-user="ParcelUser"]')).toHaveCount(1);
  expect(errors).toEqual([]);
  expect(fetchedShell, 'the plain page needs nothing from the shell').toEqual([]);

  await page.evaluate(() => (window as unknown as { unmountRemoteParcel: () => Promise<string> }).unmountRemoteParcel());
  await expect(parcel.getByRole('heading', { name: 'Hotels & Billing', exact: true })).toHaveCount(0);
});
