/**
 * Live notifications (docs/areas/platform.md, "Notifications (the bell)"): the API notifies every
 * SuperAdmin of each sign-up; the bell's badge counts unread items, opening the bell marks them read on
 * the server; after a socket reconnect, what was missed shows up once.
 */
import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import { chooseType, newEmail, signInAdmin, unique, unreadBadge, unreadCount } from './support/auth';
import { mailedLinkToken, signUpViaApi } from './support/sign-up';
import { apiAdminToken } from './support/helpdesk-api';

const bell = (page: Page) => page.getByRole('button', { name: 'Notifications' });

async function settledUnread(page: Page) {
  await expect(bell(page)).toBeVisible();
  await page.waitForTimeout(1500); // let the first list load and the socket connect
  return unreadCount(page);
}

test('the bell badge rises live when a sign-up in another browser confirms its address; opening the bell marks all read', async ({
  page,
  browser,
  request,
}) => {
  await signInAdmin(page);
  const before = await settledUnread(page);

  const other = await browser.newContext();
  const visitor = await other.newPage();
  const firstName = unique('Live');
  const email = newEmail('live');
  await visitor.goto('/signup');
  await visitor.getByLabel('First Name').fill(firstName);
  await visitor.getByLabel('Last Name').fill('Signup');
  await visitor.getByLabel('Email', { exact: true }).fill(email);
  await chooseType(visitor, 'Employee');
  await visitor.getByLabel('Password', { exact: true }).fill('secret-123');
  await visitor.getByLabel('Repeat Password').fill('secret-123');
  await visitor.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(visitor).toHaveURL(/\/login$/);
  // SuperAdmins hear of a sign-up once its address is confirmed (docs/areas/platform.md, "Sign-up (`/signup`)").
  const token = await mailedLinkToken(request, await apiAdminToken(request), email);
  await visitor.goto(`/verify-email?token=${encodeURIComponent(token)}`);
  await visitor.getByRole('button', { name: 'Confirm e-mail address' }).click();
  await expect(visitor.getByRole('status')).toBeVisible();
  await other.close();

  // No reload: the socket delivers it.
  await expect(unreadBadge(page, before + 1)).toBeVisible({ timeout: 15_000 });

  await bell(page).click();
  await expect(page.getByText(firstName).first()).toBeVisible();
  await expect(page.getByLabel(/unread notifications?$/)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(bell(page)).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByLabel(/unread notifications?$/)).toHaveCount(0);
});

test('after a socket reconnect, a notification missed while offline appears exactly once', async ({ page, context, request }) => {
  // Every socket.io WebSocket of the page goes through this route, so the test can cut it like a network
  // drop (context.setOffline alone does not close an open WebSocket in Chromium).
  let offline = false;
  const open: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (offline) {
      ws.close({ code: 1001, reason: 'offline' });
      return;
    }
    const server = ws.connectToServer();
    open.push({ page: ws, server });
  });

  await signInAdmin(page);
  const before = await settledUnread(page);
  await expect.poll(() => open.length, { message: 'the shell opens a socket.io WebSocket' }).toBeGreaterThan(0);

  // Go offline: HTTP fails, the WebSocket drops.
  offline = true;
  await context.setOffline(true);
  for (const c of open.splice(0)) {
    await c.server.close().catch(() => undefined);
    await c.page.close({ code: 1001, reason: 'offline' }).catch(() => undefined);
  }

  const firstName = unique('Missed');
  await signUpViaApi(request, { firstName, lastName: 'Whileoffline', email: newEmail('missed'), password: 'secret-123' });
  await page.waitForTimeout(2000);
  await expect(unreadBadge(page, before + 1)).toHaveCount(0);

  offline = false;
  await context.setOffline(false);
  await expect(unreadBadge(page, before + 1)).toBeVisible({ timeout: 30_000 });
  // Still once after things settle (no duplicate from both the catch-up list and a replayed event).
  await page.waitForTimeout(3000);
  await expect(unreadBadge(page, before + 1)).toBeVisible();

  await bell(page).click();
  await expect(page.getByText(firstName)).toHaveCount(1);
});
