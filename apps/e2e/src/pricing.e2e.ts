/**
 * Pricing, coupons, country VAT/GST, logs, archives and jobs end to end (issue 13; docs/areas/pricing.md): as
 * SuperAdmin, set a chain's overnight pricing, refuse a 7-character coupon code, create a coupon and edit it, add a
 * country and see it in the list, change New Zealand's VAT and see an old New Zealand reservation unchanged, read
 * each log and the exchange rate history, open an archive snapshot, and Run now a job from its page. Codes and
 * names carry a run stamp, so that the test runs again on the same database.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Chain, ReservationDetails, ReservationListItem, VatRecord } from '@backoffice/contracts';
import { signInAdmin } from './support/auth';
import { apiAdminToken, authHeader } from './support/helpdesk-api';
import { expectPageHeading, openEntry } from './support/nav';

const main = (page: Page) => page.getByRole('main');
/** A UTC day from today as the date boxes take it, dd/MM/yyyy. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('/');

async function api<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`/api${path}`, { headers: authHeader(token) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** A past reservation at a New Zealand hotel (its charge in NZ$), read through the API. */
async function newZealandReservation(request: APIRequestContext, token: string): Promise<ReservationDetails> {
  const list = await api<{ data: ReservationListItem[] }>(request, token, '/reservation/getReservations?status=CHECKEDOUT&limit=100');
  for (const r of list.data) {
    const d = await api<ReservationDetails>(request, token, `/reservation/${r._id}`);
    if (d.charge?.hotelVatgst.shortName === 'NZ$') return d;
  }
  throw new Error('no past New Zealand reservation in the demo data');
}

test('pricing: chain pricing, coupons, countries and VAT, logs, archives, Run now', async ({ page, request }) => {
  test.setTimeout(240_000);
  const token = await apiAdminToken(request);
  const stamp = (Date.now() % 100_000).toString().padStart(5, '0');
  await signInAdmin(page);

  // Chain pricing: every hotel of a seeded chain gets the new percentages.
  const chains = (await (await request.post('/api/admin/commission/list', { headers: authHeader(token) })).json()).data as Chain[];
  const chain = chains.find((c) => c.clientTypeName !== 'Other' && c.hotelCount > 0);
  if (!chain) throw new Error('no seeded chain with hotels');
  await openEntry(page, 'Pricing');
  await expectPageHeading(page, 'Pricing');
  const table = main(page).getByRole('table', { name: 'Overnight pricing' });
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
  await main(page).getByRole('button', { name: 'Edit Property Chain Pricing' }).click();
  const chainDialog = page.getByRole('dialog', { name: 'Edit Property Chain Pricing' });
  await chainDialog.getByRole('button', { name: 'Save' }).click();
  await expect(chainDialog.getByText('Please Select Property')).toBeVisible();
  await chainDialog.getByRole('combobox', { name: 'Property Chain' }).selectOption({ label: chain.clientTypeName });
  await chainDialog.getByRole('spinbutton', { name: /3Hr Rate/ }).fill('41.5');
  await chainDialog.getByRole('spinbutton', { name: /6Hr Rate/ }).fill('61');
  await chainDialog.getByRole('spinbutton', { name: /12Hr Rate/ }).fill('101');
  await chainDialog.getByRole('button', { name: 'Save' }).click();
  await expect(chainDialog.getByText('Rate cannot be more than 100%')).toBeVisible();
  await chainDialog.getByRole('spinbutton', { name: /12Hr Rate/ }).fill('81');
  await chainDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Overnight Rate Updated Successfully')).toBeVisible();
  await main(page).getByRole('combobox', { name: 'Property Chain' }).selectOption({ label: chain.clientTypeName });
  const chainRow = table.getByRole('row').filter({ hasText: chain.clientTypeName }).first();
  await expect(chainRow).toContainText('41.5%');
  await expect(chainRow).toContainText('81%');

  // Coupons: a 7-character code is refused and nothing is sent; an 8-character one is created, then edited.
  const code = `E2E${stamp}`;
  await openEntry(page, 'Coupons');
  await main(page).getByRole('link', { name: 'Create Coupon' }).click();
  await expect(page).toHaveURL(/\/coupons\/create$/);
  await main(page).getByRole('textbox', { name: /Coupon Code/ }).fill(code.slice(0, 7));
  await main(page).getByRole('spinbutton', { name: /Value/ }).fill('12.5');
  await main(page).getByLabel(/Start Date/).fill(dayFromToday(1));
  await main(page).getByLabel(/End Date/).fill(dayFromToday(30));
  await main(page).getByLabel(/End Date/).press('Tab');
  await main(page).getByRole('combobox', { name: /Applied To/ }).selectOption({ label: 'Commission' });
  await main(page).getByRole('button', { name: 'Create Coupon' }).click();
  // Beside the code, not in a toast.
  await expect(main(page).getByText('Coupon code must be exactly 8 characters')).toBeVisible();
  await expect(page).toHaveURL(/\/coupons\/create$/);
  await main(page).getByRole('textbox', { name: /Coupon Code/ }).fill(code);
  await main(page).getByRole('button', { name: 'Create Coupon' }).click();
  await expect(page.getByText('Coupon created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/coupons(\?.*)?$/);
  const coupons = main(page).getByRole('table', { name: 'Coupons' });
  const couponRow = coupons.getByRole('row').filter({ hasText: code });
  await expect(couponRow).toContainText('12.5%');
  await expect(couponRow).toContainText(/upcoming/i);
  await couponRow.getByRole('link', { name: `Edit ${code}` }).click();
  await expect(main(page).getByRole('textbox', { name: /Coupon Code/ })).toHaveValue(code);
  await main(page).getByRole('spinbutton', { name: /Value/ }).fill('15');
  await main(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Coupon updated successfully')).toBeVisible();
  await openEntry(page, 'Coupons');
  await expect(main(page).getByRole('table', { name: 'Coupons' }).getByRole('row').filter({ hasText: code })).toContainText('15%');

  // A new country shows in the list.
  const country = `Testland ${stamp}`;
  await openEntry(page, 'Country VAT/GST');
  await expect(main(page).getByRole('table', { name: 'Countries' }).getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
  await main(page).getByRole('link', { name: 'Add Country' }).click();
  await expect(page).toHaveURL(/\/add-vat$/);
  const fields: [RegExp, string][] = [
    [/^Country Name/, country],
    [/^Country Flag/, 'tl'],
    [/^Currency(?! [A-Z])/, 'tlx'],
    [/^Currency Symbol/, 'T$'],
    [/^Currency Full Name/, 'Testland dollar'],
    [/^Exchange Rate/, '2.5'],
    [/^VAT\/GST/, '12'],
  ];
  for (const [label, value] of fields) await main(page).getByLabel(label).fill(value);
  await main(page).getByRole('button', { name: 'Add Country' }).click();
  await expect(page.getByText('Data inserted successfully.')).toBeVisible();
  await expect(main(page).getByRole('table', { name: 'Countries' }).getByRole('row').filter({ hasText: country })).toContainText('TLX');

  // New Zealand's VAT changes today: a past New Zealand reservation still shows what it was charged.
  const reservation = await newZealandReservation(request, token);
  await page.goto(`/reservationDetails/${reservation._id}`);
  const payment = main(page).getByRole('region', { name: /Payment/ });
  await expect(payment).toBeVisible({ timeout: 15_000 });
  const before = await payment.innerText();
  const nz = ((await api<{ data: VatRecord[] }>(request, token, '/vatgst/all')).data).find((c) => c.countryname === 'New Zealand');
  if (!nz) throw new Error('New Zealand is not seeded');
  await openEntry(page, 'Country VAT/GST');
  await main(page).getByRole('link', { name: 'Edit New Zealand' }).click();
  await main(page).getByLabel(/^VAT\/GST/).fill(String(nz.vat + 2));
  await main(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Data updated successfully')).toBeVisible();
  await expect(main(page).getByRole('table', { name: 'Versions' })).toContainText(`${nz.vat + 2}`);
  await page.goto(`/reservationDetails/${reservation._id}`);
  await expect(payment).toBeVisible({ timeout: 15_000 });
  expect(await payment.innerText()).toBe(before);
  // The day's edit is put back (a second edit of the same day replaces the version).
  const restore = await request.post('/api/vatgst/editvat', {
    headers: authHeader(token),
    data: { vatgstId: nz._id, countryname: nz.countryname, countryflag: nz.countryflag, currencyFor: nz.currencyFor, shortName: nz.shortName, currencyFullName: nz.currencyFullName, exchangeRate: nz.exchangeRate, vat: nz.vat },
  });
  expect(restore.status(), await restore.text()).toBe(200);

  // Each log and the exchange rate history show the seeded runs.
  for (const [entry, name] of [
    ['Rate Gain Log', 'Rate gain log'],
    ['Cancellation Period Log', 'Cancellation period log'],
    ['Exchange Rate Log', 'Exchange rate log'],
    ['Exchange Rate History', 'Exchange rate history'],
  ] as const) {
    await openEntry(page, entry);
    await expect(main(page).getByRole('table', { name }).getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
  }
  await expect(main(page).getByRole('table', { name: 'Exchange rate history' })).toContainText('NZD');
  await openEntry(page, 'Exchange Rate Log');
  await expect(main(page).getByRole('table', { name: 'Exchange rate log' })).toContainText('Success');

  // An archive snapshot of a hotel.
  await openEntry(page, 'Archives');
  const picker = main(page).getByRole('combobox', { name: 'Hotel' });
  await expect(picker.locator('option').nth(1)).toBeAttached({ timeout: 15_000 });
  await picker.selectOption({ index: 1 });
  await expect(main(page).getByRole('tab').first()).toBeVisible({ timeout: 15_000 });
  await main(page).getByRole('tab').nth(1).click();
  await expect(main(page).getByRole('tabpanel').getByRole('table').getByRole('row').nth(1)).toBeVisible();

  // Run now: the job runs within seconds and its new run shows.
  await openEntry(page, 'Scheduled Jobs');
  const jobs = main(page).getByRole('table', { name: 'Scheduled jobs' });
  const exchange = jobs.getByRole('row').filter({ hasText: 'Exchange rates' });
  await expect(exchange).toBeVisible({ timeout: 15_000 });
  const runsBefore = (await api<{ data: unknown[] }>(request, token, '/jobs/exchange-rates/runs')).data.length;
  await exchange.getByRole('button', { name: 'Run now: Exchange rates' }).click();
  await expect(page.getByText('Job queued: it runs in a moment')).toBeVisible();
  await expect
    .poll(async () => (await api<{ data: { outcome: string }[] }>(request, token, '/jobs/exchange-rates/runs')).data, { timeout: 30_000 })
    .toEqual(expect.arrayContaining([expect.objectContaining({ outcome: 'success' })]));
  await expect.poll(async () => (await api<{ data: unknown[] }>(request, token, '/jobs/exchange-rates/runs')).data.length, { timeout: 30_000 }).toBeGreaterThan(runsBefore);
  await expect(exchange).toContainText(/success/i, { timeout: 15_000 });
});
