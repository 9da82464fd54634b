/**
 * Sign-in, sign-up, redirects, logout and the lock screen (docs/areas/platform.md, "Screens" and
 * "Sessions and tokens").
 */
import { expect, test } from '@playwright/test';
import { PlatformMessages, UsersMessages } from '@backoffice/contracts';
import { account, departmentOf, firstNameOf } from './support/accounts';
import {
  adminPasswordStep,
  chooseType,
  fillLogin,
  logSize,
  newEmail,
  pinAfter,
  signIn,
  signInAdmin,
  unique,
} from './support/auth';
import { apiAdminToken } from './support/helpdesk-api';
import { mailedLinkToken } from './support/sign-up';

const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

async function storedJwt(page: import('@playwright/test').Page) {
  return page.evaluate((re) => {
    const rx = new RegExp(re);
    const all = [
      ...Object.keys(localStorage).map((k) => localStorage.getItem(k) ?? ''),
      ...Object.keys(sessionStorage).map((k) => sessionStorage.getItem(k) ?? ''),
      document.cookie,
    ];
    return all.some((v) => rx.test(v));
  }, JWT.source);
}

test.describe('sign-in', () => {
  test('Employee lands on /all-tickets and is greeted by first name', async ({ page }) => {
    const emp = account('Employee');
    await signIn(page, emp);
    await expect(page).toHaveURL(/\/all-tickets$/);
    await expect(page.getByRole('button', { name: `Hi, ${firstNameOf(emp)}` })).toBeVisible();
    expect(await storedJwt(page)).toBe(true);
  });

  test("Department lands on /all-tickets with 'Hi, {department name}'", async ({ page }) => {
    const dep = account('Department');
    await signIn(page, dep);
    await expect(page).toHaveURL(/\/all-tickets$/);
    await expect(page.getByRole('button', { name: `Hi, ${departmentOf(dep)}` })).toBeVisible();
  });

  test('SuperAdmin signs in with password and the PIN from the SMS and lands on /dashboard', async ({ page }) => {
    await signInAdmin(page);
    await expect(page.getByRole('heading', { name: /welcome/i }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hi, Admin' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Hello, Admin')).toBeVisible();
  });

  test('a wrong password shows the spec message and stays on /login', async ({ page }) => {
    const emp = account('Employee');
    await page.goto('/login');
    await fillLogin(page, emp.email, `${emp.password}-wrong`);
    await expect(page.getByText(PlatformMessages.login.failed)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown e-mail gets the same message as a wrong password', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, newEmail('nobody'), 'whatever-123');
    await expect(page.getByText(PlatformMessages.login.failed)).toBeVisible();
  });

  test('login validation messages in the spec order', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText(PlatformMessages.login.emailRequired)).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText(PlatformMessages.login.emailInvalid)).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(account('Employee').email);
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText(PlatformMessages.login.passwordInvalid)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('first screen', () => {
  test("index.html preloads the login screen's scripts, and each preloaded one is used", async ({ page, request }) => {
    // docs/micro-frontends.md, "Speed budgets": the first screen's chunks load beside main.js, not after it.
    const html = await (await request.get('/login')).text();
    const preloaded = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloaded.length).toBeGreaterThan(3);
    const fetched = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') fetched.add(new URL(r.url()).pathname);
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    const beforeForm = [...fetched];
    const entry = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1]);
    expect(entry).toHaveLength(1);
    // Every script the form needed, but the entry, was named in advance; every named one was used.
    expect(beforeForm.filter((file) => file !== entry[0] && !preloaded.includes(file))).toEqual([]);
    expect(preloaded.filter((file) => !fetched.has(file))).toEqual([]);
  });
});

test.describe('sign-up', () => {
  test('the Department select shows only for Department', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('combobox', { name: 'Department' })).toHaveCount(0);
    await chooseType(page, 'Department');
    const select = page.getByRole('combobox', { name: 'Department' });
    await expect(select).toBeVisible();
    await chooseType(page, 'Employee');
    await expect(page.getByRole('combobox', { name: 'Department' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('sign-up validation: role required, passwords must match', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('First Name').fill('Val');
    await page.getByLabel('Last Name').fill('Idation');
    await page.getByLabel('Email', { exact: true }).fill(newEmail('val'));
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Repeat Password').fill('secret-123');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText(PlatformMessages.signup.roleRequired)).toBeVisible();
    await chooseType(page, 'Employee');
    await page.getByLabel('Repeat Password').fill('secret-124');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText(PlatformMessages.signup.passwordsMismatch)).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("an Employee signs up, sees 'SignUp Successfully' on /login, and signs in once the e-mailed link is followed", async ({
    page,
    request,
  }) => {
    const email = newEmail('emp');
    const firstName = unique('Em');
    await page.goto('/signup');
    await page.getByLabel('First Name').fill(firstName);
    await page.getByLabel('Last Name').fill('Ployee');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await chooseType(page, 'Employee');
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Repeat Password').fill('secret-123');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(PlatformMessages.signup.success)).toBeVisible();
    await expect(page.getByText(PlatformMessages.signup.checkEmail)).toBeVisible();
    // Not before the address is confirmed: the same answer as a wrong password.
    await fillLogin(page, email, 'secret-123');
    await expect(page.getByText(PlatformMessages.login.failed)).toBeVisible();

    const token = await mailedLinkToken(request, await apiAdminToken(request), email);
    await page.goto(`/verify-email?token=${encodeURIComponent(token)}`);
    await page.getByRole('button', { name: 'Confirm e-mail address' }).click();
    await expect(page.getByRole('status')).toHaveText(PlatformMessages.verifyEmail.success);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await fillLogin(page, email, 'secret-123');
    await expect(page.getByRole('button', { name: `Hi, ${firstName}` })).toBeVisible();
  });

  test('a Department sign-up works as an Employee until a SuperAdmin approves it, then is greeted by its department', async ({
    page,
    browser,
    request,
  }) => {
    const email = newEmail('dep');
    const firstName = unique('Dee');
    await page.goto('/signup');
    await page.getByLabel('First Name').fill(firstName);
    await page.getByLabel('Last Name').fill('Partment');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await chooseType(page, 'Department');
    const select = page.getByRole('combobox', { name: 'Department' });
    await expect(select.locator('option').nth(1)).toBeAttached();
    const option = select.locator('option').nth(1);
    const departmentName = ((await option.textContent()) ?? '').trim();
    await select.selectOption({ label: departmentName });
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Repeat Password').fill('secret-123');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(PlatformMessages.signup.success)).toBeVisible();

    const token = await mailedLinkToken(request, await apiAdminToken(request), email);
    await page.goto(`/verify-email?token=${encodeURIComponent(token)}`);
    await page.getByRole('button', { name: 'Confirm e-mail address' }).click();
    await expect(page.getByRole('status')).toHaveText(PlatformMessages.verifyEmail.success);
    await page.goto('/login');
    await fillLogin(page, email, 'secret-123');
    // An Employee until approved: greeted by the first name, not the department.
    await expect(page.getByRole('button', { name: `Hi, ${firstName}` })).toBeVisible();

    // A SuperAdmin finds the request among the pending ones and approves it after the confirmation.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAdmin(admin);
    await admin.goto('/users-all?requests=1');
    await admin.getByRole('link', { name: `${firstName} Partment` }).click();
    const request_ = admin.getByRole('region', { name: 'Department request' });
    await expect(request_).toContainText(`asks to join the ${departmentName} department`);
    await request_.getByRole('button', { name: 'Approve' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText(UsersMessages.departmentRequest.approved)).toBeVisible();
    await expect(request_).toHaveCount(0);
    await adminContext.close();

    // The approval ended the Employee session; signed in again, the account is the department's.
    await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
    await fillLogin(page, email, 'secret-123');
    await expect(page.getByRole('button', { name: `Hi, ${departmentName}` })).toBeVisible();
  });
});

test.describe('routes', () => {
  test('a private route without a token goes to /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/all-tickets');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });

  test('an unknown path shows the login screen', async ({ page }) => {
    await page.goto('/no-such-page-here');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });

  test('a signed-in visitor opening /login goes to /dashboard', async ({ page }) => {
    await signIn(page, account('Employee'));
    await page.goto('/all-tickets');
    await expect(page).toHaveURL(/\/all-tickets$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('logout clears the token; private routes redirect again', async ({ page }) => {
    const emp = account('Employee');
    await signIn(page, emp);
    await page.getByRole('button', { name: `Hi, ${firstNameOf(emp)}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedJwt(page)).toBe(false);
    await page.goto('/all-tickets');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test("/lock greets 'Welcome back, Admin!' and asks for the e-mail on a new browser", async ({ page }) => {
    await page.goto('/lock');
    await expect(page.getByRole('heading', { name: PlatformMessages.admin.welcome })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });

  test('/lock remembers the admin e-mail after a sign-in on this browser', async ({ page }) => {
    await signInAdmin(page);
    await page.getByRole('button', { name: 'Hi, Admin' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/lock');
    await expect(page.getByRole('heading', { name: PlatformMessages.admin.welcome })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  });

  test('PIN validation message', async ({ page }) => {
    await adminPasswordStep(page);
    await page.getByLabel('PIN', { exact: true }).fill('12');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText(PlatformMessages.pin.invalid)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend Code' }).or(page.getByRole('link', { name: 'Resend Code' }))).toBeVisible();
  });
});

test('Resend Code sends a new PIN, and the new PIN signs the admin in', async ({ page }) => {
  const first = await adminPasswordStep(page);
  await pinAfter(first);
  const offset = logSize();
  await page.getByRole('button', { name: 'Resend Code' }).or(page.getByRole('link', { name: 'Resend Code' })).click();
  const pin = await pinAfter(offset);
  await page.getByLabel('PIN', { exact: true }).fill(pin);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test.describe('idle lock', () => {
  test("a SuperAdmin idle for 15 minutes is locked to /lock (the browser's clock fast-forwarded)", async ({ page }) => {
    // With the page clock fast-forwarded, socket.io's client misses the server's pings (they come in real
    // time) and reconnects: a reconnect is not user activity and must not restart the idle clock.
    await page.clock.install();
    await signInAdmin(page);
    // Park the pointer in the corner, then keep it still: a moved mouse is activity, and Chromium sends a
    // mousemove of its own when the element under a resting pointer changes (the Verify button left under it
    // becomes the loading dashboard). runFor fires every timer due on the way.
    await page.mouse.move(0, 0);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Webpack gives up on a chunk still loading after 2 minutes: one jump of 14 would fail a chunk the dashboard
    // began loading after the network went idle, and the shell would show its chunk error instead of the lock. A
    // minute first, then the wait for the network again, lets such a chunk arrive.
    await page.clock.runFor('01:00');
    await page.waitForLoadState('networkidle');
    await page.clock.runFor('13:00');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.clock.runFor('01:30');
    await expect(page).toHaveURL(/\/lock$/);
    await expect(page.getByRole('heading', { name: PlatformMessages.admin.welcome })).toBeVisible();
    // The e-mail is remembered: password only, then the PIN again.
    await expect(page.getByLabel('Email', { exact: true })).toHaveCount(0);
    await page.goto('/dashboard');
    await expect(page).not.toHaveURL(/\/dashboard$/);
  });
});
