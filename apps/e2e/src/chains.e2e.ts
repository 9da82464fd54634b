/**
 * Property chains end to end (issue 12; docs/areas/chains.md): as SuperAdmin, refuse a zero rate, create a chain,
 * open a seeded chain's properties from its link, add a Revenue Manager and a Hotel Manager with two hotels of that
 * chain, toggle an Expedia error, and delete the new chain. Names carry a run stamp, so that the test runs again on
 * the same database.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Chain, HotelListResponse } from '@backoffice/contracts';
import { signInAdmin } from './support/auth';
import { apiAdminToken, authHeader } from './support/helpdesk-api';
import { openEntry } from './support/nav';

const main = (page: Page) => page.getByRole('main');

async function chainWithHotels(request: APIRequestContext, token: string): Promise<{ chain: Chain; hotels: string[] }> {
  const chains = (await (await request.post('/api/admin/commission/list', { headers: authHeader(token) })).json()).data as Chain[];
  const hotels = ((await (await request.get('/api/hotel/list', { headers: authHeader(token) })).json()) as HotelListResponse).data;
  for (const chain of chains) {
    const mine = hotels.filter((h) => h.commission?._id === chain._id).map((h) => h.name);
    if (mine.length >= 2) return { chain, hotels: mine };
  }
  throw new Error('no seeded chain with two hotels');
}

test('chains: refuse a zero rate, create, open properties, add managers, toggle an Expedia error, delete', async ({ page, request }) => {
  test.setTimeout(150_000);
  const token = await apiAdminToken(request);
  const seeded = await chainWithHotels(request, token);
  const stamp = Date.now() % 1_000_000;
  const name = `E2E Chain ${stamp}`;

  await signInAdmin(page);
  await openEntry(page, 'Property Chains');
  await expect(page).toHaveURL(/\/propertyType$/);
  const grid = main(page).getByRole('table', { name: 'Property chains' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });

  // New chain: a zero rate is refused, then the rates that add up are saved.
  await main(page).getByRole('button', { name: 'Add', exact: true }).click();
  const form = page.getByRole('form', { name: 'New Property Chain' });
  await form.getByLabel('Property Chain Name').fill(name);
  await form.getByLabel('Commission Rate (incl. GST)').fill('0');
  await form.getByLabel('Commission Rate (excl. GST)').fill('15');
  await form.getByLabel('GST', { exact: true }).fill('1.5');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please Enter Commission Rate')).toBeVisible();
  await form.getByLabel('Commission Rate (incl. GST)').fill('16.5');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Added Successfully')).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: name })).toContainText('16.5');

  // A seeded chain's properties from its link.
  await grid.getByRole('link', { name: seeded.chain.clientTypeName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/property/all\\?commissionID=${seeded.chain._id}`));
  await expect(main(page).getByText(seeded.hotels[0]).first()).toBeVisible({ timeout: 15_000 });

  // Managers of the seeded chain: a Revenue Manager, and a Hotel Manager with two of its hotels.
  await openEntry(page, 'Hotel Managers');
  const managers = main(page).getByRole('table', { name: 'Managers' });
  for (const [type, first] of [['Revenue Manager', `Rev${stamp}`], ['Hotel Manager', `Hot${stamp}`]] as const) {
    await main(page).getByRole('button', { name: 'Add Manager' }).click();
    const add = page.getByRole('form', { name: 'Add Manager' });
    await add.getByLabel('First Name').fill(first);
    await add.getByLabel('Last Name').fill('Tester');
    await add.getByLabel('Email').fill(`${first.toLowerCase()}@chains.e2e`);
    await add.getByLabel('Manager Type').selectOption({ label: type });
    await add.getByLabel('Property Chain').selectOption(seeded.chain._id);
    if (type === 'Hotel Manager') {
      await add.getByRole('button', { name: 'Save' }).click();
      await expect(add.getByText('Please Select Hotels For Manager')).toBeVisible();
      await add.getByRole('button', { name: 'Select hotels' }).click();
      const picker = page.getByRole('dialog', { name: 'Select hotels' });
      await picker.getByRole('checkbox', { name: seeded.hotels[0], exact: true }).check();
      await picker.getByRole('checkbox', { name: seeded.hotels[1], exact: true }).check();
      await picker.getByRole('button', { name: 'Done' }).click();
      await expect(add.getByText('2 selected')).toBeVisible();
    }
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Manager Added Successfully').first()).toBeVisible();
    await expect(managers.getByRole('row').filter({ hasText: `${first} Tester` })).toContainText(type);
  }

  // An Expedia error marked solved.
  await openEntry(page, 'Expedia Hotel Errors');
  const errors = main(page).getByRole('table', { name: 'Expedia errors' });
  const toSolve = errors.getByRole('button', { name: /^Mark Solved: / }).first();
  const label = (await toSolve.getAttribute('aria-label')) as string;
  await toSolve.click();
  await expect(page.getByText('Status Changed Successfully')).toBeVisible();
  await expect(errors.getByRole('button', { name: label.replace('Mark Solved', 'Mark Error') }).first()).toBeVisible();

  // Delete the new chain after the confirmation.
  await openEntry(page, 'Property Chains');
  await grid.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Do you want to delete this property chain?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
