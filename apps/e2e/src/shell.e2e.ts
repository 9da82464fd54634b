/**
 * The shell layout by role (docs/areas/platform.md, "Layout") and change password.
 */
import { expect, test, type Page } from '@playwright/test';
import { account, firstNameOf } from './support/accounts';
import { fillLogin, newEmail, signIn, signInAdmin, unique } from './support/auth';
import { signUpViaApi } from './support/sign-up';
import { revealEntry } from './support/nav';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const entry = (page: Page, name: string) => nav(page).getByRole('link', { name, exact: true });

test.describe('sidebar by role', () => {
  test('Employee: Ticket Management and Change Password only', async ({ page }) => {
    const emp = account('Employee');
    await signIn(page, emp);
    await expect(nav(page).getByText(`Hello, ${firstNameOf(emp)}`)).toBeVisible();
    await expect(entry(page, 'Ticket Management')).toBeVisible();
    await expect(entry(page, 'Change Password')).toBeVisible();
    for (const hidden of ['My Tickets', 'Canned Replies', 'Department Management', 'Users Management', 'Admin Management']) {
      await expect(entry(page, hidden)).toHaveCount(0);
    }
    // The active entry is marked for assistive technology.
    await page.goto('/all-tickets');
    await expect(entry(page, 'Ticket Management')).toHaveAttribute('aria-current', 'page');
  });

  test('Department: Ticket Management, My Tickets, Canned Replies and Change Password', async ({ page }) => {
    await signIn(page, account('Department'));
    await expect(entry(page, 'Ticket Management')).toBeVisible();
    await expect(entry(page, 'My Tickets')).toBeVisible();
    await expect(entry(page, 'Canned Replies')).toBeVisible();
    await expect(entry(page, 'Change Password')).toBeVisible();
    for (const hidden of ['Department Management', 'Users Management', 'Admin Management']) {
      await expect(entry(page, hidden)).toHaveCount(0);
    }
  });

  test('SuperAdmin: management entries and the back-office areas, no Change Password', async ({ page }) => {
    await signInAdmin(page);
    await expect(nav(page).getByText('Hello, Admin')).toBeVisible();
    for (const name of ['Ticket Management', 'Department Management', 'Users Management', 'Admin Management']) {
      await revealEntry(page, name);
    }
    // One group per back-office area, with its pages.
    for (const name of ['Hotels', 'Reservations', 'FAQ', 'Manage Images', 'Coupons', 'Archives']) {
      await revealEntry(page, name);
    }
    await expect(entry(page, 'My Tickets')).toHaveCount(0);
    await expect(entry(page, 'Change Password')).toHaveCount(0);
  });

  test('the menu toggle hides and shows the sidebar', async ({ page }) => {
    await signIn(page, account('Employee'));
    await expect(nav(page)).toBeVisible();
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(nav(page)).toBeHidden();
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(nav(page)).toBeVisible();
  });

  test('the sidebar starts closed at 640 px wide', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 640, height: 800 } });
    const page = await context.newPage();
    await signIn(page, account('Employee'));
    await expect(nav(page)).toBeHidden();
    await context.close();
  });
});

test.describe('change password', () => {
  test('an Employee changes the password: the old one fails afterwards, the new one works', async ({ page, request }) => {
    const email = newEmail('pw');
    const firstName = unique('Pw');
    await signUpViaApi(request, { firstName, lastName: 'Changer', email, password: 'old-secret-1', role: 'Employee' });
    await page.goto('/login');
    await fillLogin(page, email, 'old-secret-1');
    await expect(page.getByRole('button', { name: `Hi, ${firstName}` })).toBeVisible();

    await entry(page, 'Change Password').click();
    await expect(page).toHaveURL(/\/users\/change-password$/);
    await page.getByLabel(/current password|old password/i).fill('old-secret-1');
    await page.getByLabel(/^new password$/i).fill('new-secret-2');
    const confirm = page.getByLabel(/confirm|repeat/i);
    if (await confirm.count()) await confirm.fill('new-secret-2');
    await page.getByRole('button', { name: 'Change Password', exact: true }).click();
    await expect(page.getByText(/password.*(changed|updated)/i).first()).toBeVisible();

    // The change revokes the session (docs/areas/platform.md, "Change password (`/users/change-password`)"):
    // sign in again from a clean state.
    await page.context().clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto('/login');
    await fillLogin(page, email, 'old-secret-1');
    await expect(page.getByText("Email or Password didn't match. Please try again...")).toBeVisible();
    await fillLogin(page, email, 'new-secret-2');
    await expect(page.getByRole('button', { name: `Hi, ${firstName}` })).toBeVisible();
  });
});
