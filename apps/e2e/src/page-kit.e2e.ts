/**
 * The page kit in Chromium (issue 32; docs/frontend-data.md, "Lists", "Dates, times and money"): at 1366 px and
 * 800 px the busiest lists break no cell's text into a line of three characters or fewer and keep their amount
 * column on screen; a reloaded list keeps the user's column choice; a baht reservation's refund dialog names the
 * amount in baht. The demo seed's data; nothing is changed but one column choice, which the test restores.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatMoney, type ReservationDetails, type ReservationListItem } from '@backoffice/contracts';
import { signInAdmin } from './support/auth';
import { apiAdminToken, authHeader } from './support/helpdesk-api';
import { account } from './support/accounts';
import { openSignedIn } from './support/signed-in';

const main = (page: Page) => page.getByRole('main');

/** The lists the issue measures: path, the grid's accessible name, and its amount column when it has one. */
const LISTS = [
  { path: '/reservations', table: 'Reservations', amount: 'Total Rate' },
  { path: '/users-all', table: /users/i, amount: null },
  { path: '/outbox', table: /mail|outbox|messages/i, amount: null },
  { path: '/property/all', table: /propert/i, amount: null },
] as const;

/**
 * Every line of every body cell that holds three non-blank characters or fewer while its cell has more than one
 * line: found character by character with a Range, lines told apart by their top.
 */
async function shortLines(page: Page): Promise<string[]> {
  return page.getByRole('main').getByRole('table').first().evaluate((table) => {
    const found: string[] = [];
    for (const cell of Array.from(table.querySelectorAll('tbody td'))) {
      const lines = new Map<number, string>();
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          if (/\s/.test(text[i])) continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect || rect.width === 0) continue;
          const top = Math.round(rect.top / 4);
          lines.set(top, (lines.get(top) ?? '') + text[i]);
        }
      }
      if (lines.size > 1) for (const line of lines.values()) if (line.length <= 3) found.push(`${(cell as HTMLElement).innerText.replace(/\s+/g, ' ')} → "${line}"`);
    }
    return found;
  });
}

for (const width of [1366, 800]) {
  test(`at ${width} px the busiest lists break no cell into lines of three letters and show their amounts`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAdmin(page);
    for (const list of LISTS) {
      await page.goto(list.path);
      const table = main(page).getByRole('table', { name: list.table }).first();
      await expect(table).toBeVisible({ timeout: 20_000 });
      await expect(table.locator('tbody tr').first()).toBeVisible();
      expect(await shortLines(page), `${list.path} at ${width} px`).toEqual([]);
      if (list.amount) {
        const header = table.getByRole('columnheader', { name: list.amount });
        await expect(header).toBeInViewport();
        const box = await header.boundingBox();
        expect(box && box.x + box.width, `${list.amount} inside the window`).toBeLessThanOrEqual(width);
      }
    }
  });
}

test("a reloaded list keeps the user's column choice", async ({ page }) => {
  await openSignedIn(page, account('SuperAdmin'), '/users-all');
  const table = main(page).getByRole('table').first();
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await main(page).getByRole('button', { name: 'Columns' }).click();
  const choice = page.getByRole('menuitemcheckbox', { checked: true }).last();
  const name = ((await choice.textContent()) ?? '').trim();
  expect(name).not.toBe('');
  await choice.click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name, exact: true })).toHaveCount(0);
  await page.reload();
  await expect(main(page).getByRole('table').first().locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  await expect(main(page).getByRole('table').first().getByRole('columnheader', { name, exact: true })).toHaveCount(0);
  // Put it back: the next run starts from the same choice.
  await main(page).getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name }).click();
  await page.keyboard.press('Escape');
  await expect(main(page).getByRole('table').first().getByRole('columnheader', { name })).toHaveCount(1);
});

test("a baht reservation's refund dialog names the amount in baht", async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiAdminToken(request);
  const get = async <T>(path: string) => {
    const res = await request.get(`/api${path}`, { headers: authHeader(token) });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as T;
  };
  const listed = await get<{ data: ReservationListItem[] }>('/reservation/getReservations?status=CHECKEDOUT&limit=100');
  let target: ReservationDetails | null = null;
  for (const row of listed.data) {
    if (row.currencySymbol !== '฿' || row.refund) continue;
    const details = await get<ReservationDetails>(`/reservation/${row._id}`);
    if (details.canRefund && details.charge?.currency === 'THB') {
      target = details;
      break;
    }
  }
  expect(target, 'a refundable baht reservation in the demo data').not.toBeNull();
  const r = target as ReservationDetails;
  const charge = r.charge as NonNullable<ReservationDetails['charge']>;
  const amount = formatMoney(charge.amount - charge.refundedAmount, 'THB', { locale: 'en-AU' });
  expect(amount).toMatch(/^฿[\d,]+\.\d\d$/);

  await openSignedIn(page, account('SuperAdmin'), `/reservationDetails/${r._id}`);
  await main(page).getByRole('button', { name: 'Refund Customer' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText(amount);
  await expect(dialog).not.toContainText('$');
  // Only look: the refund is not made.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
