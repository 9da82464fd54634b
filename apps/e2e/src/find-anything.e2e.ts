/**
 * Finding anything (issue 34; docs/frontend-data.md, "Links between records", "Command palette and keyboard";
 * docs/areas/search.md): from the palette a SuperAdmin finds a guest by a misspelt surname, opens the reservation,
 * follows the property link to the hotel, its invoices, an invoice's reservations and back, without the sidebar; a
 * ticket that mentions a booking number links to it; an Employee's palette offers no reservation. The demo seed's
 * data; one ticket is added.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { BillingPeriod, BillingPeriodDetail, InvoiceDetail } from '@backoffice/contracts';
import { account } from './support/accounts';
import { signIn, signInAdmin } from './support/auth';
import { apiAdminToken, apiToken, authHeader, createTicketViaApi, departmentIds } from './support/helpdesk-api';
import { openSignedIn } from './support/signed-in';

const main = (page: Page) => page.getByRole('main');

/** A surname with two letters after its first swapped ('Smith' → 'Simth'): the commonest typo, which the search forgives. */
function misspell(surname: string): string {
  return surname[0] + surname[2] + surname[1] + surname.slice(3);
}

async function getJson<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const res = await request.get(url, { headers: authHeader(token) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** An invoice of the seeded billing periods whose first reservation's guest has a surname, and that reservation. */
async function invoicedReservation(request: APIRequestContext, token: string) {
  const periods = (await getJson<{ data: BillingPeriod[] }>(request, token, '/api/reservationStatement/get')).data;
  for (const period of periods) {
    const detail = await getJson<BillingPeriodDetail>(request, token, `/api/reservationStatement/get/${period._id}`);
    for (const statement of detail.statementGenerated) {
      if (!statement.invoiceId) continue;
      const invoice = await getJson<InvoiceDetail>(request, token, `/api/invoice/${statement.invoiceId._id}`);
      const reservation = invoice.reservations.find((r) => r.customer._id && r.customer.name.trim().split(/\s+/).length > 1);
      if (reservation) return { invoice, hotel: statement.hotelId, reservation };
    }
  }
  throw new Error('The demo seed has no invoiced reservation of a named guest');
}

async function openPalette(page: Page) {
  // The top bar's Search button says the shell's keys are listened to.
  await expect(page.getByRole('button', { name: /^Search/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Search records or run a command' });
  await expect(input).toBeFocused();
  return input;
}

test('from the palette a guest found by a misspelt surname leads to the reservation, its hotel, the invoices, an invoice and back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiAdminToken(request);
  const { invoice, hotel, reservation } = await invoicedReservation(request, token);
  const surname = reservation.customer.name.trim().split(/\s+/).pop() ?? '';
  await signInAdmin(page);

  // The guest, by first name and a misspelt surname, from the palette; then the guest's bookings, then this one.
  const [first] = reservation.customer.name.trim().split(/\s+/);
  const input = await openPalette(page);
  await input.fill(`${first} ${misspell(surname)}`);
  const listbox = page.getByRole('listbox', { name: 'Results and commands' });
  const guest = listbox.getByRole('group', { name: 'Customers' }).getByRole('option', { name: new RegExp(reservation.customer.name, 'i') });
  await expect(guest.first()).toBeVisible({ timeout: 15_000 });
  await guest.first().click();
  await expect(page).toHaveURL(new RegExp(`/customerRecords/${reservation.customer._id}$`));
  await main(page).getByRole('region', { name: 'Total Bookings' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/reservations\?.*customerId=/);
  await main(page).getByPlaceholder('Booking no., customer, e-mail or hotel').fill(reservation.bookingId);
  await main(page).getByRole('link', { name: reservation.bookingId }).first().click();
  await expect(page).toHaveURL(new RegExp(`/reservationDetails/${reservation._id}$`));
  await expect(main(page).getByRole('heading', { level: 1 })).toContainText(reservation.bookingId);

  // The property link, then the hotel's invoices, then the invoice, then one of its reservations.
  await main(page).getByRole('link', { name: hotel.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/editHotel/${hotel._id}$`));
  await main(page).getByRole('navigation', { name: 'Records of this hotel' }).getByRole('link', { name: /Invoices/ }).click();
  await expect(page).toHaveURL(new RegExp(`/billing/${hotel._id}$`));
  await main(page).getByRole('link', { name: new RegExp(invoice.number) }).first().click();
  await expect(page).toHaveURL(new RegExp(`/billingDetails/${hotel._id}/${invoice.id}$`));
  await main(page).getByRole('link', { name: reservation.bookingId }).first().click();
  await expect(page).toHaveURL(new RegExp(`/reservationDetails/${reservation._id}$`));

  // And back, step by step, each page where it was.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/billingDetails/${hotel._id}/${invoice.id}$`));
  await expect(main(page).getByRole('link', { name: reservation.bookingId }).first()).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/editHotel/${hotel._id}$`));
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
});

test('a booking number in a ticket is a link that opens the reservation', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await apiAdminToken(request);
  const { reservation } = await invoicedReservation(request, token);
  const employee = account('Employee');
  const employeeToken = await apiToken(request, employee);
  const departments = await departmentIds(request);
  const ticketId = await createTicketViaApi(request, employeeToken, {
    title: `Refund for ${reservation.bookingId}`,
    message: `<p>The guest of ${reservation.bookingId} asks for a refund.</p>`,
    departmentId: Object.values(departments)[0],
  });
  await openSignedIn(page, account('SuperAdmin'), `/view-ticket?ticketId=${ticketId}`);
  const mention = main(page).getByRole('link', { name: reservation.bookingId }).first();
  await expect(mention).toBeVisible({ timeout: 20_000 });
  await mention.click();
  await expect(page).toHaveURL(new RegExp(`/reservationDetails/${reservation._id}$`), { timeout: 20_000 });
  await expect(main(page).getByRole('heading', { level: 1 })).toContainText(reservation.bookingId);
});

test("an Employee's palette offers no reservation, neither found nor as a command", async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await apiAdminToken(request);
  const { reservation } = await invoicedReservation(request, token);
  await signIn(page, account('Employee'));
  const input = await openPalette(page);
  const listbox = page.getByRole('listbox', { name: 'Results and commands' });
  await expect(listbox.getByRole('option', { name: /New ticket/ })).toBeVisible();
  await expect(listbox.getByRole('option', { name: /Reservations/ })).toHaveCount(0);
  await input.fill(reservation.bookingId);
  await expect(page.getByRole('status').filter({ hasText: /result/ })).not.toContainText('searching', { timeout: 15_000 });
  await expect(listbox.getByRole('group', { name: 'Reservations' })).toHaveCount(0);
  await expect(listbox.getByRole('option', { name: new RegExp(reservation.bookingId) })).toHaveCount(0);
});
