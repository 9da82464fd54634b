/**
 * The help desk an agent works in (issue 37; docs/areas/helpdesk.md, "Who else is looking", "Assignment", "Internal
 * notes", "Canned replies", "SLAs"): two agents in two browsers on one ticket see each other and who is typing; one
 * takes the ticket and the other sees it assigned without a reload; an internal note never reaches the Employee who
 * raised the ticket; a canned reply is inserted with its placeholders filled; a ticket past its first-reply target
 * shows overdue. Each test raises its own tickets; the SLA case uses a department of its own with a one-minute
 * target around the clock, raised in beforeAll so that the minute has passed when its test runs last.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { account, firstNameOf } from './support/accounts';
import { signIn, signInAdmin, unique } from './support/auth';
import { addDepartment, apiAdminToken, apiToken, authHeader, createTicketViaApi, departmentIds } from './support/helpdesk-api';
import { openSignedIn } from './support/signed-in';

const employee = account('Employee');
const desk = account('Department'); // Meera Iyer, Customer Support
const admin = account('SuperAdmin'); // Asha Rao
const fullName = (a: typeof desk) => `${a.firstName} ${a.lastName}`;
const main = (page: Page) => page.getByRole('main');
/** The ticket page's "Also here: …" live region. */
const presence = (page: Page) => main(page).getByTestId('ticket-presence');

/** A page of a new browser context signed in as `who` (the SuperAdmin through the PIN). */
async function browserOf(browser: Browser, who: typeof desk): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (who.role === 'SuperAdmin') await signInAdmin(page);
  else await signIn(page, who);
  return page;
}

/** The reply editor of a ticket's page. */
const replyEditor = (page: Page) => main(page).getByRole('form', { name: 'Reply to the ticket' }).getByRole('textbox').first();

let slaTicket: { id: string; title: string; createdAt: number };

test.beforeAll(async ({ request }) => {
  // A department of its own with a one-minute first-reply target, every minute of every day a business minute.
  const adminToken = await apiAdminToken(request);
  const departmentId = await addDepartment(request, adminToken, unique('E2E SLA '));
  const allDay = Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, [[0, 1440]]]));
  const res = await request.put(`/api/sla/departments/${departmentId}`, {
    headers: authHeader(adminToken),
    data: { firstReplyMinutes: 1, resolutionMinutes: 60, timeZone: 'UTC', week: allDay, holidays: [] },
  });
  expect(res.status(), await res.text()).toBe(200);
  const title = unique('E2E overdue ');
  const id = await createTicketViaApi(request, await apiToken(request, employee), { title, departmentId });
  slaTicket = { id, title, createdAt: Date.now() };
});

test('two agents on one ticket see each other typing, and one taking it shows on the other page live', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const support = (await departmentIds(request))[String(desk.department)];
  const title = unique('E2E presence ');
  const ticketId = await createTicketViaApi(request, await apiToken(request, employee), { title, departmentId: support });

  await openSignedIn(page, desk, `/view-ticket?ticketId=${ticketId}`);
  await expect(main(page).getByRole('heading', { name: new RegExp(title) })).toBeVisible({ timeout: 20_000 });
  const second = await browserOf(browser, admin);
  try {
    await second.goto(`/view-ticket?ticketId=${ticketId}`);
    await expect(main(second).getByRole('heading', { name: new RegExp(title) })).toBeVisible({ timeout: 20_000 });

    // Each sees the other.
    await expect(presence(page)).toContainText(fullName(admin), { timeout: 15_000 });
    await expect(presence(second)).toContainText(fullName(desk), { timeout: 15_000 });

    // The Department user takes the ticket: the SuperAdmin's page shows the assignee without a reload (before it
    // types: a record page keeps what it showed while one of its forms holds unsaved text).
    await expect(main(second).getByText('Assignee: Unassigned')).toBeVisible();
    await main(page).getByRole('button', { name: 'Take it' }).click();
    await expect(main(page).getByText(`Assignee: ${fullName(desk)}`)).toBeVisible({ timeout: 10_000 });
    await expect(main(second).getByText(`Assignee: ${fullName(desk)}`)).toBeVisible({ timeout: 10_000 });

    // The SuperAdmin types a reply: the Department user sees it typing.
    await replyEditor(second).click();
    await second.keyboard.type('Checking the booking now');
    await expect(presence(page)).toContainText('typing', { timeout: 10_000 });
  } finally {
    await second.context().close();
  }
});

test('an internal note is shown to the department and never to the Employee who raised the ticket', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const support = (await departmentIds(request))[String(desk.department)];
  const title = unique('E2E note ');
  const ticketId = await createTicketViaApi(request, await apiToken(request, employee), { title, departmentId: support });
  const note = unique('The guest was rude on the phone; handle gently ');
  const reply = unique('We are on it ');

  await signIn(page, desk);
  // An internal note, then a reply the raiser sees.
  for (const [kind, text] of [
    ['Internal note', note],
    ['Reply', reply],
  ] as const) {
    await page.goto(`/view-ticket?ticketId=${ticketId}`);
    const form = main(page).getByRole('form', { name: 'Reply to the ticket' });
    await form.getByRole('button', { name: kind, exact: true }).click();
    if (kind === 'Internal note') await expect(form.getByText('Internal note — not visible to the raiser')).toBeVisible();
    await replyEditor(page).click();
    await page.keyboard.type(text);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page).not.toHaveURL(/view-ticket/, { timeout: 15_000 });
  }
  await page.goto(`/view-ticket?ticketId=${ticketId}`);
  const discussion = main(page).getByRole('list', { name: 'Discussion' });
  await expect(discussion.getByRole('listitem').filter({ hasText: note }).getByText('Internal note', { exact: true })).toBeVisible({ timeout: 15_000 });

  const raiser = await browserOf(browser, employee);
  try {
    await raiser.goto(`/view-ticket?ticketId=${ticketId}`);
    const seen = main(raiser).getByRole('list', { name: 'Discussion' });
    await expect(seen.getByText(reply)).toBeVisible({ timeout: 20_000 });
    await expect(seen.getByText(note)).toHaveCount(0);
    await expect(main(raiser).getByText(note)).toHaveCount(0);
    // The raiser has no note toggle either.
    await expect(main(raiser).getByRole('button', { name: 'Internal note', exact: true })).toHaveCount(0);
  } finally {
    await raiser.context().close();
  }
});

test('a canned reply is inserted into the reply with its placeholders filled', async ({ page, request }) => {
  const support = (await departmentIds(request))[String(desk.department)];
  const title = unique('E2E canned ');
  const ticketId = await createTicketViaApi(request, await apiToken(request, employee), { title, departmentId: support });
  const cannedTitle = unique('Greeting ');
  const made = await request.post('/api/canned-replies', {
    headers: authHeader(await apiToken(request, desk)),
    data: { kind: 'department', title: cannedTitle, body: '<p>Hello {{raiser.firstName}}, about {{ticket.number}}: {{agent.firstName}} here.</p>' },
  });
  expect(made.status(), await made.text()).toBe(200);
  const number = (
    (await (
      await request.get(`/api/ticket/get-ticket-by-id?ticketId=${ticketId}`, { headers: authHeader(await apiToken(request, desk)) })
    ).json()) as { data: { number: number } }
  ).data.number;

  await openSignedIn(page, desk, `/view-ticket?ticketId=${ticketId}`);
  const form = main(page).getByRole('form', { name: 'Reply to the ticket' });
  await form.getByRole('button', { name: 'Canned reply' }).click();
  await form.getByRole('combobox', { name: 'Search canned replies' }).fill(cannedTitle);
  await form.getByRole('listbox', { name: 'Canned replies' }).getByRole('option', { name: new RegExp(cannedTitle) }).click();
  await expect(replyEditor(page)).toContainText(
    `Hello ${firstNameOf(employee)}, about TK-${String(number).padStart(6, '0')}: ${firstNameOf(desk)} here.`,
    { timeout: 10_000 },
  );
});

test('a ticket past its first-reply target shows overdue on the list and on its page', async ({ page }) => {
  test.setTimeout(150_000);
  // The target is one business minute; every minute is one in this department's calendar.
  const wait = slaTicket.createdAt + 62_000 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await openSignedIn(page, account('SuperAdmin'), `/all-tickets?q=${encodeURIComponent(slaTicket.title)}`);
  const row = page.getByRole('table', { name: 'Tickets' }).getByRole('row').filter({ hasText: slaTicket.title });
  await expect(row.getByText(/overdue by/i)).toBeVisible({ timeout: 20_000 });
  await page.goto(`/view-ticket?ticketId=${slaTicket.id}`);
  await expect(main(page).getByText(/overdue by/i).first()).toBeVisible({ timeout: 20_000 });
});
