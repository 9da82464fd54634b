/**
 * Billing end to end (issue 11; docs/areas/billing.md): as SuperAdmin, run a billing period for two hotels over
 * an unbilled past month, send one hotel's statement, confirm a resend, generate its invoice and see Paid, open
 * the invoice PDF; the other hotel's card declines, and its invoice ends in Monthly Billing Payment Fails. The
 * demo seed is the data (it bills the last three months and leaves older ones unbilled); the API finds a month
 * in which both hotels still have unbilled reservations, so that the test runs again on the same database.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { BillingPeriodDetail, BillingPeriodListResponse, PaymentFailure, ReservationListItem } from '@backoffice/contracts';
import { PDFParse } from 'pdf-parse';
import { signInAdmin } from './support/auth';
import { apiAdminToken, authHeader } from './support/helpdesk-api';
import { openEntry } from './support/nav';
import { account } from './support/accounts';
import { openSignedIn } from './support/signed-in';

const main = (page: Page) => page.getByRole('main');

async function api<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`/api${path}`, { headers: authHeader(token) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

const day = (d: Date) => d.toISOString().slice(0, 10);
/** A day as the console's date fields take it, dd/MM/yyyy whatever the browser's locale (libs/ui DateField). */
const typed = (isoDay: string) => isoDay.split('-').reverse().join('/');

/** Whether the hotel has a billable, unbilled reservation starting in [from 00:00, to 23:59:59.999] UTC. */
async function hasUnbilled(request: APIRequestContext, token: string, hotelId: string, from: string, to: string): Promise<boolean> {
  const list = await api<{ data: ReservationListItem[] }>(request, token, `/reservation/getReservations?hotelId=${hotelId}&from=${from}&to=${to}&limit=100`);
  const start = Date.parse(`${from}T00:00:00.000Z`);
  const end = Date.parse(`${to}T23:59:59.999Z`);
  return list.data.some((r) => !r.chargeStatus && !r.excluded && r.status !== 'Cancelled' && Date.parse(r.reservationStart) >= start && Date.parse(r.reservationStart) <= end);
}

test('run a billing period for two hotels: statement, resend, invoice paid and its PDF; a declined card ends in the failures', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await apiAdminToken(request);

  // A hotel whose card declines (the seeded failures name them) and one whose invoices are paid.
  const failures = (await api<{ data: PaymentFailure[] }>(request, token, '/monthlyFailureReport')).data;
  expect(failures.length, 'seeded payment failures').toBeGreaterThan(0);
  const declining = { id: failures[0].hotelId, name: failures[0].name };
  const periods = (await api<BillingPeriodListResponse>(request, token, '/reservationStatement/get')).data;
  let paying: { id: string; name: string } | null = null;
  for (const p of periods) {
    const detail = await api<BillingPeriodDetail>(request, token, `/reservationStatement/get/${p._id}`);
    const row = detail.statementGenerated.find((s) => s.invoiceId?.paid && s.hotelId._id !== declining.id && !failures.some((f) => f.hotelId === s.hotelId._id));
    if (row) {
      paying = { id: row.hotelId._id, name: row.hotelId.name };
      break;
    }
  }
  expect(paying, 'a hotel with paid invoices').not.toBeNull();
  const payer = paying as { id: string; name: string };

  // An older month (the seed bills only the last three) where both still have unbilled reservations.
  let range: { from: string; to: string } | null = null;
  const now = new Date();
  for (let back = 4; back <= 7 && !range; back++) {
    const from = day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 2)));
    const to = day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 27)));
    if ((await hasUnbilled(request, token, payer.id, from, to)) && (await hasUnbilled(request, token, declining.id, from, to))) range = { from, to };
  }
  expect(range, 'a past month with unbilled reservations for both hotels').not.toBeNull();
  const { from, to } = range as { from: string; to: string };
  const periodName = `E2E ${from} ${Date.now() % 100000}`;

  // Execute Billing: the form, scope two hotels.
  await signInAdmin(page);
  await openEntry(page, 'Execute Billing');
  await expect(page).toHaveURL(/\/execute-billing$/);
  const form = main(page).getByRole('form', { name: 'Billing period' });
  await form.getByLabel('Period Name').fill(periodName);
  await form.getByLabel('Start Date').fill(typed(from));
  await form.getByLabel('End Date').fill(typed(to));
  await form.getByLabel('Scope').selectOption('hotel');
  await form.getByRole('button', { name: 'Generate' }).click();
  await expect(form.getByText('Select hotel')).toBeVisible();
  await form.getByRole('checkbox', { name: payer.name, exact: true }).check();
  await form.getByRole('checkbox', { name: declining.name, exact: true }).check();
  await form.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('Reservation Statement generated successfully')).toBeVisible();
  await main(page).getByRole('table', { name: 'Billing periods' }).getByRole('link', { name: periodName }).click();
  await expect(page).toHaveURL(/\/execute-billing\/[0-9a-f-]{36}$/);

  // The paying hotel: send its statement, confirm a resend, generate the invoice: Paid.
  const statements = main(page).getByRole('table', { name: 'Statements' });
  const payRow = statements.getByRole('row').filter({ hasText: payer.name });
  await expect(payRow).toContainText('Not Sent');
  await expect(payRow.getByRole('button', { name: `Send invoice to ${payer.name}` })).toBeDisabled();
  await payRow.getByRole('button', { name: `Send statement to ${payer.name}` }).click();
  await expect(page.getByText('Successfully sent email to Selected Hotel Manager').first()).toBeVisible();
  await expect(payRow).toContainText('Sent to hotel');
  await payRow.getByRole('button', { name: `Send statement to ${payer.name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Email has already gone out. Would you like to resend again?');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(confirm).toBeHidden();
  await payRow.getByRole('button', { name: `Send invoice to ${payer.name}` }).click();
  await expect(confirm).toContainText(`to the payment method of ${payer.name}?`);
  await confirm.getByRole('button', { name: 'Charge' }).click();
  await expect(page.getByText('Invoice generated successfully')).toBeVisible();
  await expect(payRow).toContainText('Invoiced to hotel');
  await expect(payRow.getByText('Paid', { exact: true })).toBeVisible();

  // The declining hotel: its statement goes out, its invoice is declined and shows Not Paid with the reason.
  const declineRow = statements.getByRole('row').filter({ hasText: declining.name });
  await declineRow.getByRole('button', { name: `Send statement to ${declining.name}` }).click();
  await expect(declineRow).toContainText('Sent to hotel');
  await declineRow.getByRole('button', { name: `Send invoice to ${declining.name}` }).click();
  await confirm.getByRole('button', { name: 'Charge' }).click();
  await expect(page.getByText('Invoice generation has failed')).toBeVisible();
  await expect(declineRow).toContainText('Not Paid');
  await expect(declineRow).toContainText('Your card was declined.');

  // The paid invoice: its page, and its PDF (fetched with the token, opened in a new tab).
  await payRow.getByRole('link', { name: 'Invoiced to hotel' }).click();
  await expect(page).toHaveURL(/\/billingDetails\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  const heading = main(page).getByRole('heading', { name: /^Invoice INV-\d{6}$/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? '').replace('Invoice ', '');
  await expect(main(page).getByRole('group', { name: 'Status' })).toContainText('Paid on');
  // The tab gets the PDF as an object URL: read back the very file the page made (a browser without a PDF viewer, as
  // the headless shell the suite runs, saves it instead of showing it, so the tab's own address says nothing).
  await page.evaluate(() => {
    const files: Blob[] = [];
    const create = URL.createObjectURL.bind(URL);
    Object.assign(window, { createdFiles: files });
    URL.createObjectURL = (object) => (object instanceof Blob && files.push(object), create(object));
  });
  const popup = page.waitForEvent('popup');
  await main(page).getByRole('button', { name: 'Export as PDF' }).click();
  await popup;
  const file = await page.evaluate(async () => {
    const [blob] = (window as unknown as { createdFiles: Blob[] }).createdFiles;
    return { type: blob.type, bytes: Array.from(new Uint8Array(await blob.arrayBuffer())) };
  });
  expect(file.type).toBe('application/pdf');
  const parser = new PDFParse({ data: new Uint8Array(file.bytes) });
  const text = (await parser.getText()).text;
  await parser.destroy();
  expect(text).toContain(number);
  expect(text).toContain(payer.name);
  expect(text).toContain('Paid on');

  // The declined invoice is in Monthly Billing Payment Fails.
  await openEntry(page, 'Monthly Billing Payment Fails');
  const failuresTable = main(page).getByRole('table', { name: 'Payment failures' });
  await expect(failuresTable.getByRole('row').filter({ hasText: declining.name }).first()).toContainText('Your card was declined.');
});

test('reporting by hotel and by chain, with the charts drawn', async ({ page }) => {
  test.setTimeout(90_000);
  const from = day(new Date(Date.now() - 60 * 86_400_000));
  const to = day(new Date());
  await openSignedIn(page, account('SuperAdmin'), `/reporting?from=${from}&to=${to}`);
  const report = main(page).getByRole('table', { name: 'Report' });
  await expect(report.getByRole('row', { name: /^Total/ })).toBeVisible({ timeout: 15_000 });
  expect(await report.getByRole('row').count()).toBeGreaterThan(3);

  await openEntry(page, 'Property Chain Reporting');
  await page.goto(`/reportingPropertyType?from=${from}&to=${to}`);
  // Every chain of the chains list is offered, Other last; the demo's chained hotels may have no reservation in
  // the range, its hotels without a chain always do: Other (no chain, or the chain named Other).
  const chain = main(page).getByLabel('Property Chain');
  const summary = main(page).getByRole('list', { name: 'Summary' });
  await expect(chain.locator('option', { hasText: 'Other' })).toHaveCount(1);
  await chain.selectOption('other');
  await expect(page).toHaveURL(/chain=other/);
  await expect(summary).toContainText('Bookings');
  const bookings = main(page).getByRole('figure', { name: 'Bookings by hotel' });
  await expect(bookings.locator('svg.recharts-surface')).toBeVisible({ timeout: 15_000 });
  await expect(main(page).getByRole('figure', { name: 'Revenue by hotel' }).locator('svg.recharts-surface')).toBeVisible();
  await expect(main(page).getByRole('table', { name: 'Report' }).getByRole('row', { name: /^Total/ })).toBeVisible();
});
