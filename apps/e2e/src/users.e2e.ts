/**
 * Users and admins end to end (issue 14; docs/areas/users.md): as SuperAdmin, create a user, see its open session
 * signed out when the account is disabled, reactivate it, make it a Hotel Manager with two hotels of one chain (its
 * session ends again); upload a sheet and read the report, export the list and read the file back; add an admin with
 * the PIN step-up. E-mails carry a run stamp, so that the tests run again on the same database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { Chain, HotelListResponse } from '@backoffice/contracts';
import { logSize, newEmail, signIn, signInAdmin } from './support/auth';
import { API_LOG } from './support/env';
import { apiAdminToken, authHeader } from './support/helpdesk-api';
import { expectPageHeading, openEntry } from './support/nav';
import { account } from './support/accounts';
import { openSignedIn } from './support/signed-in';

const main = (page: Page) => page.getByRole('main');
const stamp = () => `${Date.now() % 1_000_000}`;

/** The step-up PIN the API printed (embedded SMS) after byte `offset` of its log. */
async function stepUpPinAfter(offset: number, timeoutMs = 10_000): Promise<string> {
  const line = /\[sms\] to \S+: Your Back Office confirmation PIN is (\d{4,6})/g;
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const matches = [...fs.readFileSync(API_LOG, 'utf8').slice(offset).matchAll(line)];
    if (matches.length) return matches[matches.length - 1][1];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no step-up PIN in ${API_LOG} after byte ${offset}`);
}

/** Two hotels of one seeded chain (their names). */
async function twoHotelsOfAChain(request: APIRequestContext, token: string): Promise<string[]> {
  const chains = (await (await request.post('/api/admin/commission/list', { headers: authHeader(token) })).json()).data as Chain[];
  const hotels = ((await (await request.get('/api/hotel/list', { headers: authHeader(token) })).json()) as HotelListResponse).data;
  for (const chain of chains) {
    const mine = hotels.filter((h) => h.commission?._id === chain._id).map((h) => h.name);
    if (mine.length >= 2) return mine.slice(0, 2);
  }
  throw new Error('no seeded chain with two hotels');
}

/** The row of the user `email` on /users-all, found by searching for it. */
async function userRow(page: Page, email: string) {
  await page.goto(`/users-all?search=${encodeURIComponent(email)}`);
  const row = main(page).getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible({ timeout: 15_000 });
  return row;
}

async function rowAction(page: Page, email: string, name: string, action: string) {
  const row = await userRow(page, email);
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
  return row;
}

test('users: create, disable signs the open session out, reactivate, Hotel Manager with two hotels', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const hotels = await twoHotelsOfAChain(request, await apiAdminToken(request));
  const email = newEmail('ux');
  const [first, last] = ['Uma', `Tester${stamp()}`];
  const name = `${first} ${last}`;
  const password = 'Welcome#2026';

  // Create User, with the form's first message on the way.
  await openSignedIn(page, account('SuperAdmin'), '/users');
  await expectPageHeading(page, 'Users');
  await main(page).getByRole('link', { name: 'Add User' }).click();
  await expect(page).toHaveURL(/\/users\/create$/);
  const form = page.getByRole('form', { name: 'Create User' });
  await form.getByRole('button', { name: 'Create User' }).click();
  await expect(form.getByText('Please enter Your Email Address')).toBeVisible();
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('First Name').fill(first);
  await form.getByLabel('Last Name').fill(last);
  await form.getByRole('radiogroup').getByText(/^Employee( user)?$/).click();
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm Password').fill(password);
  await form.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User created Successfully')).toBeVisible();

  // The new user signs in in another browser.
  const theirs = await browser.newContext();
  const other = await theirs.newPage();
  await signIn(other, { email, password, role: 'Employee' });

  // Disabled from today: the open session is signed out without any click of theirs.
  await rowAction(page, email, name, 'Disable Account');
  const disable = page.getByRole('form', { name: 'Disable Account' });
  await expect(disable.getByLabel('Expiry Date')).not.toHaveValue('');
  await disable.getByRole('button', { name: /^Disable/ }).click();
  await expect(page.getByText('Disabled account successfully.')).toBeVisible();
  await expect((await userRow(page, email))).toContainText('Not Active');
  await expect(other).toHaveURL(/\/login$/, { timeout: 15_000 });

  // Reactivated: Active again, and they can sign in.
  await rowAction(page, email, name, 'Reactivate Account');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByText('Reactivate Account successfully.')).toBeVisible();
  await expect((await userRow(page, email)).getByText('Active', { exact: true })).toBeVisible();
  await signIn(other, { email, password, role: 'Employee' });

  // Role management: Hotel Manager with two hotels of one chain; their console session ends again.
  await rowAction(page, email, name, 'Role Management');
  await expect(page).toHaveURL(/\/users-all\/[^/]+\/role-management$/);
  const roles = page.getByRole('form', { name: 'Role Management' });
  await expect(roles.getByLabel('Email')).toBeDisabled();
  await roles.getByLabel('User Type').selectOption({ label: 'Hotel Manager' });
  for (const hotel of hotels) {
    const filter = roles.getByLabel('Filter hotels');
    if (await filter.count()) await filter.fill(hotel);
    await roles.getByRole('checkbox', { name: hotel, exact: true }).check();
  }
  await roles.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('User updated successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/users-all(\?.*)?$/);
  await expect(await userRow(page, email)).toContainText('Hotel Manager');
  await expect(other).toHaveURL(/\/login$/, { timeout: 15_000 });
  await theirs.close();
});

test('users: upload a sheet and read its report, export the list and read it back', async ({ page }) => {
  test.setTimeout(120_000);
  const prefix = `up${stamp()}`;
  const good = [1, 2, 3].map((n) => `${prefix}n${n}@staff.example.com`);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Users');
  sheet.addRow(['Email', 'First Name', 'Last Name', 'Role']);
  good.forEach((email, i) => sheet.addRow([email, `Upload${i + 1}`, 'Sheet', 'Employee']));
  sheet.addRow([`${prefix}-not-an-email`, 'Bad', 'Row', 'Employee']);
  const file = path.join(os.tmpdir(), `${prefix}.xlsx`);
  await book.xlsx.writeFile(file);

  await openSignedIn(page, account('SuperAdmin'), '/users');
  await expectPageHeading(page, 'Users');
  await main(page).getByLabel('Upload Excel').setInputFiles(file);
  await expect(page.getByText('Users uploaded Successfully')).toBeVisible({ timeout: 30_000 });
  const totals = main(page).getByLabel('Upload totals');
  await expect(totals).toContainText('4');
  for (const email of good) await expect(main(page).getByText(email).first()).toBeVisible();
  const refused = main(page).getByRole('table', { name: 'Refused rows' });
  await expect(refused.getByRole('row').filter({ hasText: `${prefix}-not-an-email` })).toContainText('Please enter a valid Email Address');

  // The same sheet again creates nothing twice: every row is refused.
  await main(page).getByLabel('Upload Excel').setInputFiles(file);
  await expect(refused.getByRole('row').filter({ hasText: good[0] })).toContainText('already exists', { timeout: 30_000 });

  // Export the filtered list and read the file back.
  await openEntry(page, 'Users Management');
  await expectPageHeading(page, 'Users Management');
  await main(page).getByLabel('Search').fill(prefix);
  await expect(page).toHaveURL(new RegExp(`search=${prefix}`));
  // The header row and the three uploaded users, once the search has narrowed the list.
  await expect(main(page).getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(4, { timeout: 15_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), main(page).getByRole('button', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^Users-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const exported = new ExcelJS.Workbook();
  await exported.xlsx.readFile(await download.path());
  const rows: string[] = [];
  exported.worksheets[0].eachRow((row) => rows.push(String(row.getCell(2).text)));
  expect(rows[0]).toBe('Email');
  expect(rows.slice(1).sort()).toEqual([...good].sort());
  fs.rmSync(file, { force: true });
});

test('admins: Add Admin asks for a fresh PIN, then the new admin is listed', async ({ page }) => {
  test.setTimeout(120_000);
  const email = newEmail('adm');
  await signInAdmin(page);
  await openEntry(page, 'Admin Management');
  await expectPageHeading(page, 'Admin Management');
  await main(page).getByRole('link', { name: 'Add Admin Email' }).click();
  await expect(page).toHaveURL(/\/add-useradmins$/);
  const form = page.getByRole('form', { name: 'Add Admin' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Admin email is required')).toBeVisible();
  await form.getByLabel('Admin Email').fill(email);
  const offset = logSize();
  await form.getByRole('button', { name: 'Submit' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm with your PIN' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'PIN' }).fill(await stepUpPinAfter(offset));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Admin Email Added Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/all-useradmins/);
  const last = main(page).getByRole('button', { name: /last page/i });
  if ((await last.count()) && (await last.isEnabled())) await last.click();
  await expect(main(page).getByRole('table', { name: 'Admins' }).getByRole('row').filter({ hasText: email })).toContainText('Invited');
});
