/**
 * Sign-in steps through the UI, by the names of docs/toolchain.md, "Accessible names the end-to-end tests
 * rely on".
 */
import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { API_LOG } from './env';
import { account, type DemoAccount } from './accounts';

export const PIN_LINE = /\[sms\] to (\S+): Your Back Office PIN is (\d{4,6})/g;

export function logSize(): number {
  try {
    return fs.statSync(API_LOG).size;
  } catch {
    return 0;
  }
}

/** The newest PIN the API printed after byte `offset` of its log. */
export async function pinAfter(offset: number, timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const text = fs.readFileSync(API_LOG, 'utf8').slice(offset);
    const matches = [...text.matchAll(PIN_LINE)];
    if (matches.length) return matches[matches.length - 1][2];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no "[sms] ... Your Back Office PIN is" line in ${API_LOG} after byte ${offset}`);
}

export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Employee or Department through /login; waits until the private shell shows. Where the landing page is the
 * point of a test (/all-tickets), that test checks it itself, so one landing bug fails one test, not all.
 */
export async function signIn(page: Page, who: DemoAccount) {
  await page.goto('/login');
  await fillLogin(page, who.email, who.password);
  await expect(page.getByRole('button', { name: /^Hi, / })).toBeVisible();
}

/**
 * Sign-up's "Type" choice: a radio group whose inputs are visually hidden, so click the label text. The radios
 * may be named "Employee account" / "Department account" (to tell them from the Department select).
 */
export async function chooseType(page: Page, type: 'Employee' | 'Department') {
  const name = new RegExp(`^${type}( account)?$`);
  await page.getByRole('radiogroup').getByText(name).click();
  await expect(page.getByRole('radio', { name })).toBeChecked();
}

/** The admin password step, from /login's "Admin sign-in" link; leaves the browser on /otpVerify. */
export async function adminPasswordStep(page: Page, admin: DemoAccount = account('SuperAdmin')) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Admin sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Admin!' })).toBeVisible();
  const email = page.getByLabel('Email', { exact: true });
  if (await email.isVisible()) await email.fill(admin.email);
  const offset = logSize();
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/otpVerify$/);
  return offset;
}

/** SuperAdmin: password, then the PIN read from the API log → /dashboard. */
export async function signInAdmin(page: Page, admin: DemoAccount = account('SuperAdmin')) {
  const offset = await adminPasswordStep(page, admin);
  const pin = await pinAfter(offset);
  await page.getByLabel('PIN', { exact: true }).fill(pin);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The bell's unread count: the badge "{n} unread notifications", 0 when there is no badge. */
export async function unreadCount(page: Page): Promise<number> {
  const badge = page.getByLabel(/^\d+ unread notifications?$/);
  if ((await badge.count()) === 0) return 0;
  const label = (await badge.first().getAttribute('aria-label')) ?? '0';
  return Number(label.split(' ')[0]);
}

export function unreadBadge(page: Page, n: number) {
  return page.getByLabel(new RegExp(`^${n} unread notifications?$`));
}

export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export const DEMO_DOMAIN = 'staff.example.com';
export const newEmail = (prefix: string) => `${unique(prefix).toLowerCase()}@${DEMO_DOMAIN}`;
