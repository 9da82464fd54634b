/**
 * Opening a page already signed in, for the tests about what comes after the sign-in (the sign-in itself is
 * sign-in.e2e.ts's subject, through the screens): the token a sign-in would leave comes from the API, put where
 * the shell keeps it (localStorage, `backoffice.token`) before the page's scripts run. Saves each test a trip
 * through /login, the PIN screen and the dashboard it would land on (docs/toolchain.md, "Browsers and end-to-end
 * tests").
 */
import { expect, type Page } from '@playwright/test';
import type { DemoAccount } from './accounts';
import { apiAdminToken, apiToken } from './helpdesk-api';

/** The shell's session key of the token (apps/shell/src/auth/session-store.ts `TOKEN_KEY`). */
const TOKEN_KEY = 'backoffice.token';

/**
 * Opens `path` signed in as `who` (a SuperAdmin through its password and the PIN of the API's log, anyone else
 * through the password) and waits until the private shell shows (the top bar's "Hi, …" menu). The token is put in
 * once per tab, on the next page load: a test that signs out stays signed out when it navigates on.
 */
export async function openSignedIn(page: Page, who: DemoAccount, path: string): Promise<void> {
  const token = who.role === 'SuperAdmin' ? await apiAdminToken(page.request, who) : await apiToken(page.request, who);
  // Each call's script marks the tab once it has run, under a name of its own: a later call on the same tab signs in
  // again, an earlier one does not put its token back.
  const mark = `e2e.signedIn.${Math.random().toString(36).slice(2)}`;
  await page.addInitScript(
    ([key, value, done]) => {
      if (sessionStorage.getItem(done)) return;
      sessionStorage.setItem(done, '1');
      localStorage.setItem(key, value);
    },
    [TOKEN_KEY, token, mark] as const,
  );
  await page.goto(path);
  await expect(page.getByRole('button', { name: /^Hi, / })).toBeVisible();
}
