/**
 * The dashboard, live lists and saved views (issue 35; docs/areas/dashboard.md, docs/areas/platform.md "Live changes"
 * and "Saved views"): a ticket an Employee raises in one browser appears in the department's open ticket list and on
 * its dashboard in another browser without a reload; a saved view of reservations (arrivals tomorrow, billing "no")
 * made the default is applied after sign-out and in a second browser; each work queue of the SuperAdmin's dashboard
 * opens a list whose total is the count it showed. The demo seed's data; one ticket and one view are added.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { account } from './support/accounts';
import { signInAdmin, unique } from './support/auth';
import { openSignedIn } from './support/signed-in';

const employee = account('Employee');
const desk = account('Department'); // Customer Support
const DESK_DEPARTMENT = String(desk.department);

const main = (page: Page) => page.getByRole('main');
const ticketsTable = (page: Page) => page.getByRole('table', { name: 'Tickets' });

/** The number a dashboard count list ("By status", "By age") shows beside `label`, once shown. */
async function countBeside(region: Locator, label: string): Promise<number> {
  const row = region.getByRole('listitem').filter({ has: region.page().getByText(label, { exact: true }) });
  if ((await row.count()) === 0) return 0;
  return Number((await row.locator('span').last().innerText()).replace(/[^\d]/g, ''));
}

/**
 * The total of the list the page shows: the pager's 'Showing X to Y of Z entries', 0 for the grid's empty row, or
 * its rows for a grid without a pager; waits until the list has loaded the query of its URL.
 */
async function listTotal(page: Page): Promise<number> {
  let total = -1;
  let rowsOnly = 0;
  await expect
    .poll(
      async () => {
        const area = main(page);
        // The previous answer stays on screen, aria-busy, while the list asks for the new query.
        if (await area.locator('[aria-busy="true"]').count()) return false;
        const text = await area.innerText();
        const showing = /Showing [\d,]+ to [\d,]+ of ([\d,]+) entries/.exec(text);
        if (showing) {
          rowsOnly = 0;
          total = Number(showing[1].replace(/,/g, ''));
          return true;
        }
        if (await area.getByRole('status').count()) return false; // still loading
        const table = area.getByRole('table').first();
        if (!(await table.count())) return false;
        if (await table.locator('tbody td[colspan]').count()) {
          total = 0;
          return true;
        }
        // A grid without a pager: its rows, once three looks in a row found no pager (a pager may come a moment later).
        const rows = await table.locator('tbody tr').count();
        rowsOnly = rows > 0 && rows === total ? rowsOnly + 1 : 0;
        total = rows;
        return rowsOnly >= 3;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return total;
}

/** Tomorrow as the reservations list reads days (Australia/Sydney), YYYY-MM-DD. */
function sydneyTomorrow(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
  const next = new Date(`${today}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

test("a ticket raised in one browser appears in the department's open list and on its dashboard in another, without a reload", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = unique('Live list ');

  // The department user, in another browser: its ticket list on one tab, its dashboard on another.
  const deskContext = await browser.newContext();
  const deskList = await deskContext.newPage();
  await openSignedIn(deskList, desk, '/all-tickets');
  await expect(deskList.getByRole('heading', { level: 1, name: `Manage Tickets / ${DESK_DEPARTMENT}` })).toBeVisible();
  await expect(ticketsTable(deskList).getByRole('row').nth(1)).toBeVisible();
  const deskBoard = await deskContext.newPage();
  await deskBoard.goto('/dashboard');
  const byStatus = deskBoard.getByRole('region', { name: 'By status' });
  await expect(byStatus).toBeVisible({ timeout: 15_000 });
  const openBefore = await countBeside(byStatus, 'Open');
  // Both sockets connected (the bell's first list loaded) before the ticket is raised.
  await expect(deskBoard.getByRole('button', { name: 'Notifications' })).toBeVisible();
  await deskBoard.waitForTimeout(1500);

  // The Employee raises it through the form.
  await openSignedIn(page, employee, '/add-ticket');
  await page.getByLabel('Department', { exact: true }).selectOption({ label: DESK_DEPARTMENT });
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('Raised while the desk watches its list.');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(/\/all-tickets(\?.*)?$/);

  // No reload on the desk's side: the list shows it, the dashboard's Open count moves.
  await expect(ticketsTable(deskList).getByRole('row').filter({ hasText: title })).toHaveCount(1, { timeout: 15_000 });
  await expect.poll(() => countBeside(byStatus, 'Open'), { timeout: 15_000 }).toBe(openBefore + 1);
  await deskContext.close();
});

test('a saved view of reservations (arrivals tomorrow, billing "no") made the default applies after sign-out and in a second browser', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const tomorrow = sydneyTomorrow();
  const name = unique('Arrivals tomorrow, unbilled ');
  const viewUrl = new RegExp(`/reservations\\?(?=.*from=${tomorrow})(?=.*to=${tomorrow})(?=.*billing=no)`);

  await openSignedIn(page, account('SuperAdmin'), `/reservations?from=${tomorrow}&to=${tomorrow}&billing=no`);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
  const total = await listTotal(page);

  await main(page).getByRole('button', { name: /^Views/ }).click();
  await page.getByRole('menuitem', { name: 'Save view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByText('Make default').click();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(main(page).getByRole('button', { name: `Views: ${name}` })).toBeVisible();

  // Signed out and in again: the bare list opens on the default view.
  await page.getByRole('button', { name: 'Hi, Admin' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInAdmin(page);
  await page.goto('/reservations');
  await expect(page).toHaveURL(viewUrl);
  await expect(main(page).getByRole('button', { name: `Views: ${name}` })).toBeVisible();
  expect(await listTotal(page)).toBe(total);

  // Another browser (another device): the view is there; picked from the menu over another filter, it applies.
  const other = await browser.newContext();
  const second = await other.newPage();
  await openSignedIn(second, account('SuperAdmin'), '/reservations?billing=yes');
  await expect(main(second).getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
  await main(second).getByRole('button', { name: /^Views/ }).click();
  await second.getByRole('menuitemradio', { name: new RegExp(name) }).click();
  await expect(second).toHaveURL(viewUrl);
  await expect(second.getByRole('textbox', { name: 'Arrival from' })).toHaveValue(tomorrow.split('-').reverse().join('/'));
  expect(await listTotal(second)).toBe(total);
  await other.close();
});

test("each work queue of the SuperAdmin's dashboard opens a list whose total is the count it showed", async ({ page }) => {
  test.setTimeout(240_000);
  await openSignedIn(page, account('SuperAdmin'), '/dashboard');
  const queues = page.getByRole('region', { name: 'Work queues' });
  await expect(queues.getByRole('link').first()).toBeVisible({ timeout: 20_000 });
  const links = await queues.getByRole('link').evaluateAll((as) =>
    as.map((a) => ({ name: a.getAttribute('aria-label') ?? '', href: a.getAttribute('href') ?? '' })),
  );
  expect(links.length).toBeGreaterThanOrEqual(11);
  // Statements not sent and invoices not paid have no list across hotels: they lead to Execute Billing. SLA breaches
  // lead to the open tickets sorted by their next due instant (the list has no breach filter).
  const exact = links.filter((l) => !/^(Statements not sent|Invoices not paid|SLA breaches):/.test(l.name));
  expect(exact.length).toBe(links.length - 3);
  for (const link of exact) {
    const count = Number(link.name.replace(/^.*:\s*/, '').replace(/[^\d]/g, ''));
    await page.goto(link.href);
    expect.soft(await listTotal(page), `${link.name} → ${link.href}`).toBe(count);
  }
});
