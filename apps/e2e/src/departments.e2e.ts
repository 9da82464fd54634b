/**
 * Department management end to end (docs/areas/helpdesk.md,
 * "Department list (`/all-departments`, SuperAdmin)" and
 * "Add and edit department (`/add-department`, `/edit-department/{departmentId}`, SuperAdmin)";
 * docs/decisions.md, "Department list"): the SuperAdmin adds a department, finds it with the name filter,
 * edits it through Details (and comes back to the filtered list), and deletes it after the confirmation; a blank
 * name is refused with 'Department name is required' beside the field, a taken one with the 409 text. A Department user opens the read-only variant from its
 * dashboard, filters it by Open and opens 'Department Details', which shows only the tickets it may see
 * (docs/areas/helpdesk.md, "Department list, read-only"). Each test makes its own departments (unique names);
 * no count of shared data is assumed.
 */
import { expect, test, type Page } from '@playwright/test';
import { account } from './support/accounts';
import { newEmail, signIn, signInAdmin, unique } from './support/auth';
import { signUpViaApi } from './support/sign-up';
import { addDepartment, apiAdminToken, apiToken, createTicketViaApi, setTicketStatus } from './support/helpdesk-api';
import { openEntry } from './support/nav';
import { openSignedIn } from './support/signed-in';

const table = (page: Page) => page.getByRole('table', { name: 'Departments' });
const rowOf = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

async function filterByName(page: Page, name: string) {
  await page.getByLabel('Department name', { exact: true }).fill(name);
  await expect(page).toHaveURL(new RegExp(`[?&]name=${encodeURIComponent(name).replace(/%20/g, '(\\+|%20)')}`));
}

test('the SuperAdmin adds a department, finds it by name, edits it and deletes it after confirming', async ({ page }) => {
  const name = unique('E2E Dept ');
  const renamed = `${name} Renamed`;

  await signInAdmin(page);
  await openEntry(page, 'Department Management');
  await expect(page).toHaveURL(/\/all-departments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Department Management' })).toBeVisible();

  // Add.
  await page.getByRole('link', { name: 'Add Department' }).click();
  await expect(page).toHaveURL(/\/add-department$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Department' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Department Added Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/all-departments$/);

  // Find it with the filter; a reload keeps the filter.
  await filterByName(page, name);
  await expect(rowOf(page, name)).toHaveCount(1);
  await expect(table(page).getByRole('row')).toHaveCount(2); // the header and the one match
  await page.reload();
  await expect(page.getByLabel('Department name', { exact: true })).toHaveValue(name, { timeout: 30_000 });
  await expect(rowOf(page, name)).toHaveCount(1);

  // Edit through Details.
  await rowOf(page, name).getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\/edit-department\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Department' })).toBeVisible();
  const field = page.getByLabel('Name', { exact: true });
  await expect(field).toHaveValue(name);
  await field.fill(renamed);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Department Updated Successfully')).toBeVisible();
  // Back to the list it came from, its name filter kept (Details carries the way back).
  await expect(page).toHaveURL(/\/all-departments\?name=/);

  // Delete, after the confirmation; the list changes in place.
  await filterByName(page, renamed);
  const row = rowOf(page, renamed);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Please confirm you wish to delete this department ?');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Department Deleted Successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(table(page).getByText('Sorry, no records found.')).toBeVisible();
  await expect(page).toHaveURL(/\/all-departments\?name=/);

  // Gone for good: a reload does not bring it back.
  await page.reload();
  await expect(table(page).getByText('Sorry, no records found.')).toBeVisible({ timeout: 30_000 });
});

test('a blank name is refused with the spec message, a taken one with the 409 text', async ({ page }) => {
  const name = unique('E2E Taken ');
  await openSignedIn(page, account('SuperAdmin'), '/add-department');
  // A full page load fetches the helpdesk remote first: give a busy machine time.
  await expect(page.getByRole('heading', { level: 1, name: 'Add Department' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  // Beside the field only: no toast repeats it (shared DECISIONS "Validation messages").
  await expect(page.locator('form').getByText('Department name is required')).toBeVisible();
  await expect(page.getByText('Department name is required')).toHaveCount(1);
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/add-department$/);

  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(/\/all-departments$/);
  // The URL changes at once; the list replaces the form when its code has arrived (the navigation's transition
  // keeps the form on screen until then): act on the list only once it shows, as a user would.
  await expect(page.getByRole('heading', { level: 1, name: 'Department Management' })).toBeVisible();

  await page.getByRole('link', { name: 'Add Department' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Department' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name.toUpperCase());
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('A department with this name already exists').first()).toBeVisible();
  await expect(page).toHaveURL(/\/add-department$/);

  // Tidy up through the list: Cancel leaves a typed name behind, so the console asks first.
  page.once('dialog', (question) => void question.accept());
  await page.getByRole('link', { name: 'Cancel', exact: true }).click();
  await filterByName(page, name);
  await rowOf(page, name).getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(rowOf(page, name)).toHaveCount(0);
});

test("a Department user opens the read-only list from the dashboard, filters by Open and sees only its visible tickets in 'Department Details'", async ({
  page,
  request,
}) => {
  // Two departments of this test: "Home" (the new Department user's) and "Other". An Employee raises an open and
  // a closed ticket to Home and an open one to Other; the Department user raises an open one to Other.
  const prefix = unique('E2E RO ');
  const [homeName, otherName] = [`${prefix} Home`, `${prefix} Other`];
  const admin = await apiAdminToken(request);
  const home = await addDepartment(request, admin, homeName);
  const other = await addDepartment(request, admin, otherName);
  const email = newEmail('readonly');
  const password = 'ReadOnly#2026';
  await signUpViaApi(request, { firstName: 'Read', lastName: 'Only', email, password, role: 'Department', userType: home });
  const employee = await apiToken(request, account('Employee'));
  const deskToken = await apiToken(request, { email, password, role: 'Department' });
  const homeOpen = unique('Home open ');
  const homeClosed = unique('Home closed ');
  const otherHidden = unique('Other hidden ');
  const otherMine = unique('Other mine ');
  await createTicketViaApi(request, employee, { title: homeOpen, departmentId: home });
  await setTicketStatus(request, admin, await createTicketViaApi(request, employee, { title: homeClosed, departmentId: home }), 4);
  await createTicketViaApi(request, employee, { title: otherHidden, departmentId: other });
  await createTicketViaApi(request, deskToken, { title: otherMine, departmentId: other });

  await signIn(page, { email, password, role: 'Department' });
  // Not in the sidebar (Department Management stays the SuperAdmin's); the dashboard links it.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Department Management' })).toHaveCount(0);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Departments', exact: true }).click();
  await expect(page).toHaveURL(/\/all-departments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Departments' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Department' })).toHaveCount(0);

  // View All: both departments with the counts of what this user may see (Other: only its own ticket).
  await filterByName(page, prefix);
  await expect(table(page).getByRole('row')).toHaveCount(3);
  await expect(rowOf(page, homeName).getByRole('cell').nth(2)).toHaveText('2');
  await expect(rowOf(page, otherName).getByRole('cell').nth(2)).toHaveText('1');
  await expect(table(page).getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(table(page).getByRole('link', { name: 'Details', exact: true })).toHaveCount(0);

  // Open: one open ticket visible in each.
  await page.getByLabel('Status', { exact: true }).selectOption('Open');
  await expect(page).toHaveURL(/[?&]status=Open/);
  await expect(rowOf(page, homeName).getByRole('cell').nth(2)).toHaveText('1');
  await expect(rowOf(page, otherName).getByRole('cell').nth(2)).toHaveText('1');

  // Department Details of Other: the user's own ticket there, not the Employee's.
  await rowOf(page, otherName).getByRole('link', { name: 'Department Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/department-details/${other}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Department Details / ${otherName}` })).toBeVisible();
  const tickets = page.getByRole('table', { name: 'Department tickets' });
  await expect(tickets.getByRole('row').filter({ hasText: otherMine })).toHaveCount(1);
  await expect(tickets.getByText(otherHidden)).toHaveCount(0);
  await expect(tickets.getByRole('row')).toHaveCount(2);
  await expect(tickets.getByRole('row').filter({ hasText: otherMine }).getByRole('link', { name: 'View' })).toHaveAttribute(
    'href',
    /\/view-myticket\?ticketId=/,
  );

  // Its own department's details show every ticket sent there.
  await page.goto(`/department-details/${home}`);
  const homeTickets = page.getByRole('table', { name: 'Department tickets' });
  await expect(homeTickets.getByRole('row').filter({ hasText: homeOpen })).toHaveCount(1);
  await expect(homeTickets.getByRole('row').filter({ hasText: homeClosed })).toHaveCount(1);
});
