/**
 * The console while the API answers 503 (docs/frontend-data.md, "Connection lost"; docs/production.md, "During a
 * database outage"): one "Connection lost, retrying…" banner at the top, the page keeps what it shows while its
 * read is tried again, and the banner goes once calls get through. The API's own side (a database that really goes
 * away) is apps/api/src/integration/outage.spec.ts; here every /api call is answered 503 by the browser's router.
 */
import { CommonMessages } from '@backoffice/contracts';
import { expect, test } from '@playwright/test';
import { account } from './support/accounts';
import { unique } from './support/auth';
import { apiToken, createTicketViaApi, departmentIds } from './support/helpdesk-api';
import { openSignedIn } from './support/signed-in';

test('the banner comes while the API answers 503, the list stays on screen, and the banner goes when calls get through', async ({
  page,
  request,
}) => {
  const employee = account('Employee');
  const title = unique('Outage ticket ');
  const departments = await departmentIds(request);
  await createTicketViaApi(request, await apiToken(request, employee), { title, departmentId: departments['Customer Support'] });

  await openSignedIn(page, employee, '/all-tickets');
  const table = page.getByRole('table', { name: 'Tickets' });
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  const banner = page.getByRole('alert').filter({ hasText: CommonMessages.connection.lost });
  await expect(banner).toHaveCount(0);

  // The API's answer while its database is gone: 503, Retry-After, the usual error shape.
  let refused = 0;
  await page.route('**/api/**', (route) => {
    refused++;
    return route.fulfill({
      status: 503,
      headers: { 'retry-after': '1' },
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: CommonMessages.connection.unavailable }),
    });
  });
  // A new read: another filter of the list.
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Closed' });
  await expect(banner).toHaveCount(1);
  await expect(banner).toBeVisible();
  // Tried again with back-off, and meanwhile the rows shown stay, with no error in their place.
  await expect.poll(() => refused, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  await expect(row).toBeVisible();
  await expect(page.getByText('The tickets could not be loaded.')).toHaveCount(0);
  await expect(banner).toHaveCount(1);

  // The API answers again: the banner goes by itself and the list shows the filter's answer.
  await page.unroute('**/api/**');
  await expect(banner).toHaveCount(0, { timeout: 30_000 });
  await expect(row).toHaveCount(0);
  await expect(table).toBeVisible();
});
