/**
 * Department management end to end (docs/areas/helpdesk.md,
 * "Department list (`/all-departments`, SuperAdmin)" and
 * "Add and edit department (`/add-department`, `/edit-department/{departmentId}`, SuperAdmin)";
 * docs/decisions.md, "Department list"): the SuperAdmin adds a department, finds it with the name filter,
 * edits it through Details, and deletes it after the confirmation; a blank name is refused with 'Department
 * name is required', a taken one with the 409 text. Each test makes its own departments (unique names); no
 * count of shared data is assumed.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInAdmin, unique } from './support/auth';
import { openEntry } from './support/nav';

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
  await expect(page).toHaveURL(/\/all-departments$/);

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
  await signInAdmin(page);
  await page.goto('/add-department');
  // A full page load fetches the helpdesk remote first: give a busy machine time.
  await expect(page.getByRole('heading', { level: 1, name: 'Add Department' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  // Inline under the field (in the form) and as an error toast (outside it).
  await expect(page.locator('form').getByText('Department name is required')).toBeVisible();
  await expect(page.getByText('Department name is required')).not.toHaveCount(1);
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/add-department$/);

  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(/\/all-departments$/);

  await page.getByRole('link', { name: 'Add Department' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name.toUpperCase());
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('A department with this name already exists').first()).toBeVisible();
  await expect(page).toHaveURL(/\/add-department$/);

  // Tidy up through the list.
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await filterByName(page, name);
  await rowOf(page, name).getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(rowOf(page, name)).toHaveCount(0);
});
