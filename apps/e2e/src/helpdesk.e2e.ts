/**
 * The help desk end to end (docs/areas/helpdesk.md, "Screens", "Calls" and "Notifications"): an Employee
 * raises a ticket with an image while the department's bell rises live in another browser; the department
 * opens it, sees the image and answers with a status change that the Employee then sees; the SuperAdmin
 * filters and pages through tickets made through the API, and a reload keeps filter and page; a Department
 * user changes a ticket's status from the list once it confirms the change; removing a department signs its Department user out for good
 * (docs/decisions.md "A removed department's users"). Each test makes its own data (unique titles, a
 * department of its own where counts matter). Every new ticket notifies the SuperAdmins: notifications.e2e.ts
 * counts from a baseline taken inside its own test.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { account, firstNameOf } from './support/accounts';
import {
  fillLogin,
  newEmail,
  signIn,
  unique,
  unreadBadge,
  unreadCount,
} from './support/auth';
import { signUpViaApi } from './support/sign-up';
import {
  TICKET_IMAGE,
  addDepartment,
  apiAdminToken,
  apiToken,
  createTicketViaApi,
  departmentIds,
  setTicketStatus,
  ticketViaApi,
} from './support/helpdesk-api';
import { openSignedIn } from './support/signed-in';

const employee = account('Employee');
const desk = account('Department'); // Customer Support
const DESK_DEPARTMENT = String(desk.department);

const ticketsTable = (page: Page) => page.getByRole('table', { name: 'Tickets' });
const rowOf = (page: Page, title: string) => ticketsTable(page).getByRole('row').filter({ hasText: title });
const showing = (page: Page, text: string) => page.getByText(text, { exact: true });

/** The bell's count once the first list has loaded and the socket is connected. */
async function settledUnread(page: Page) {
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
  await page.waitForTimeout(1500);
  return unreadCount(page);
}

/** An <img> that really loaded (the uploads are fetched with the token and shown from an object URL). */
async function expectLoadedImage(img: Locator) {
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(24);
}

test('an Employee raises a ticket with an image; the department sees its bell rise live, opens it and answers with a status change the Employee then sees', async ({
  page,
  browser,
}) => {
  const title = unique('Broken lift ');

  // The department user, in another browser, watches its bell.
  const deskContext = await browser.newContext();
  const deskPage = await deskContext.newPage();
  await signIn(deskPage, desk);
  const before = await settledUnread(deskPage);

  // The Employee raises the ticket from its list.
  await openSignedIn(page, employee, '/all-tickets');
  await expect(page.getByRole('heading', { level: 1, name: /^Manage Tickets/ })).toBeVisible();
  await page.getByRole('link', { name: 'Add Ticket' }).click();
  await expect(page).toHaveURL(/\/add-ticket$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Ticket' })).toBeVisible();
  await page.getByLabel('Department', { exact: true }).selectOption({ label: DESK_DEPARTMENT });
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('The lift of the Palm Residency stops between floors.');
  await expect(page.getByLabel('Priority', { exact: true })).toHaveValue('1'); // Low by default
  await page.getByLabel('Image', { exact: true }).setInputFiles(TICKET_IMAGE);
  await expectLoadedImage(page.getByRole('img', { name: 'Image preview' }));
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(/\/all-tickets(\?.*)?$/);
  await expect(rowOf(page, title)).toHaveCount(1);

  // No reload on the department's side: the socket brings the notification.
  await expect(unreadBadge(deskPage, before + 1)).toBeVisible({ timeout: 15_000 });

  // The department opens the ticket, sees its image and answers, moving it to In Progress.
  await deskPage.goto('/all-tickets');
  await expect(
    deskPage.getByRole('heading', { level: 1, name: `Manage Tickets / ${DESK_DEPARTMENT}` }),
  ).toBeVisible();
  await rowOf(deskPage, title).getByRole('link', { name: 'View' }).click();
  await expect(deskPage).toHaveURL(/\/view-ticket\?ticketId=/);
  await expect(deskPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectLoadedImage(deskPage.getByRole('img', { name: 'Ticket image' }));
  await deskPage.getByRole('textbox', { name: 'Reply' }).fill('A technician is on the way.');
  await deskPage.getByLabel('Status', { exact: true }).selectOption({ label: 'In Progress' });
  await deskPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(deskPage.getByText('Post added regarding this ticket Successfully').first()).toBeVisible();
  await expect(deskPage).toHaveURL(/\/all-tickets(\?.*)?$/);
  await expect(deskPage.getByLabel(`Status of ${title}`)).toHaveValue('2');
  await deskContext.close();

  // The Employee sees the new status as a read-only badge, and the reply in the thread.
  await page.reload();
  const row = rowOf(page, title);
  await expect(row.getByText('In Progress', { exact: true })).toBeVisible();
  await expect(row.getByRole('combobox')).toHaveCount(0);
  await row.getByRole('link', { name: 'View' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const thread = page.getByRole('list', { name: 'Discussion' });
  const answer = thread.getByRole('listitem').filter({ hasText: 'A technician is on the way.' });
  await expect(answer).toBeVisible();
  await expect(answer.getByText(`${DESK_DEPARTMENT} - ${firstNameOf(desk)}`)).toBeVisible();
  await expect(page.getByText('In Progress', { exact: true }).first()).toBeVisible();
  // An Employee may not change the status: the reply form has no Status select.
  await expect(page.getByLabel('Status', { exact: true })).toHaveCount(0);
});

test('the SuperAdmin filters by department and status and pages through 25 tickets; a reload keeps filter and page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiAdminToken(request);
  const token = await apiToken(request, employee);
  const departmentName = unique('Paging Desk ');
  const departmentId = await addDepartment(request, admin, departmentName);
  const prefix = unique('Paged ticket ');
  const ids: string[] = [];
  for (let i = 1; i <= 25; i++) {
    ids.push(
      await createTicketViaApi(request, token, {
        title: `${prefix} ${String(i).padStart(2, '0')}`,
        departmentId,
      }),
    );
  }
  // Three of them resolved: 22 stay Open.
  for (const id of ids.slice(0, 3)) await setTicketStatus(request, admin, id, 3);

  await openSignedIn(page, account('SuperAdmin'), '/all-tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Tickets / Admin' })).toBeVisible();
  await page.getByLabel('Department', { exact: true }).selectOption({ label: departmentName });
  await expect(showing(page, 'Showing 1 to 10 of 25 entries')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Open' });
  await expect(showing(page, 'Showing 1 to 10 of 22 entries')).toBeVisible();
  const bodyRows = ticketsTable(page).getByRole('row').filter({ hasText: prefix });
  await expect(bodyRows).toHaveCount(10);
  // Newest first: ticket 25 heads page 1.
  await expect(bodyRows.first()).toContainText(`${prefix} 25`);

  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(showing(page, 'Showing 11 to 20 of 22 entries')).toBeVisible();
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('button', { name: 'Page 3' }).click();
  await expect(showing(page, 'Showing 21 to 22 of 22 entries')).toBeVisible();
  await expect(bodyRows).toHaveCount(2);
  await expect(pager.getByRole('button', { name: 'Last page' })).toBeDisabled();
  // Tickets 4 and 5 are the oldest Open ones; the resolved 1-3 are filtered out.
  await expect(bodyRows.nth(0)).toContainText(`${prefix} 05`);
  await expect(bodyRows.nth(1)).toContainText(`${prefix} 04`);
  await expect(page).toHaveURL(new RegExp(`[?&]departmentId=${departmentId}`));
  await expect(page).toHaveURL(/[?&]status=1/);
  await expect(page).toHaveURL(/[?&]page=3/);

  await page.reload();
  await expect(showing(page, 'Showing 21 to 22 of 22 entries')).toBeVisible();
  await expect(page.getByLabel('Department', { exact: true })).toHaveValue(departmentId);
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('1');
  await expect(bodyRows).toHaveCount(2);

  await pager.getByRole('button', { name: 'First page' }).click();
  await expect(showing(page, 'Showing 1 to 10 of 22 entries')).toBeVisible();
  // Back to every status: the three resolved ones count again.
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'View All' });
  await expect(showing(page, 'Showing 1 to 10 of 25 entries')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Resolved' });
  await expect(showing(page, 'Showing 1 to 3 of 3 entries')).toBeVisible();
});

test("a Department user changes a ticket's status from the list, in place, after confirming it", async ({ page, request }) => {
  const token = await apiToken(request, employee);
  const departments = await departmentIds(request);
  const title = unique('Wrong invoice ');
  const ticketId = await createTicketViaApi(request, token, {
    title,
    departmentId: departments[DESK_DEPARTMENT],
  });

  await openSignedIn(page, desk, '/all-tickets');
  const select = page.getByLabel(`Status of ${title}`);
  await expect(select).toHaveValue('1');
  const url = page.url();
  // A status picked in the grid asks first (docs/areas/helpdesk.md, "Ticket list"): declined, nothing changes.
  const dialog = page.getByRole('alertdialog');
  await select.selectOption({ label: 'Closed' });
  await expect(dialog).toContainText(`Change the status of "${title}" from Open to Closed?`);
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(select).toHaveValue('1');
  expect((await ticketViaApi(request, token, ticketId)).status).toBe(1);
  // Confirmed, it is sent.
  await select.selectOption({ label: 'Resolved' });
  await expect(dialog).toContainText(`Change the status of "${title}" from Open to Resolved?`);
  await dialog.getByRole('button', { name: 'Change status', exact: true }).click();
  await expect(page.getByText('Ticket status updated successfully!').first()).toBeVisible();
  await expect(select).toHaveValue('3');
  expect(page.url()).toBe(url); // in place: no navigation
  expect((await ticketViaApi(request, token, ticketId)).status).toBe(3);

  await page.reload();
  await expect(page.getByLabel(`Status of ${title}`)).toHaveValue('3');
});

test('removing a department signs its Department user out, and the account no longer signs in', async ({
  page,
  browser,
  request,
}) => {
  const admin = await apiAdminToken(request);
  const name = unique('Closing Desk ');
  const departmentId = await addDepartment(request, admin, name);
  const email = newEmail('closing');
  const password = 'Closing#2026';
  await signUpViaApi(request, {
    firstName: 'Closing',
    lastName: 'Desk',
    email,
    password,
    role: 'Department',
    userType: departmentId,
  });

  const deskContext = await browser.newContext();
  const deskPage = await deskContext.newPage();
  await openSignedIn(deskPage, { email, password, role: 'Department' }, '/all-tickets');
  await expect(deskPage.getByRole('heading', { level: 1, name: `Manage Tickets / ${name}` })).toBeVisible();

  await openSignedIn(page, account('SuperAdmin'), '/all-departments');
  await expect(page.getByRole('heading', { level: 1, name: 'Department Management' })).toBeVisible();
  await page.getByLabel('Department name', { exact: true }).fill(name);
  const row = page.getByRole('table', { name: 'Departments' }).getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Please confirm you wish to delete this department ?');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Department Deleted Successfully').first()).toBeVisible();
  await expect(row).toHaveCount(0);

  // Its token is refused from the next request on: the console goes back to the sign-in page…
  await deskPage.reload();
  await expect(deskPage).toHaveURL(/\/login/, { timeout: 15_000 });
  // …and the account is disabled (the same answer as a wrong password).
  await fillLogin(deskPage, email, password);
  await expect(
    deskPage.getByText("Email or Password didn't match. Please try again...").first(),
  ).toBeVisible();
  await expect(deskPage).toHaveURL(/\/login/);
  await deskContext.close();
});
